/// A number's decimal digits written into room made for them, with no string made: how an
/// integer in JSON, a numbered name (`ImageView #2`) and an imported element's path (`0/2/1`)
/// are written.
///
/// ```swift
/// let digits = DecimalDigits.count(204)  // 3
/// DecimalDigits.write(204, into: room)    // "204" in a room of 3 bytes
/// ```
package enum DecimalDigits {
  /// The largest number written: 19 digits (an `Int`'s or an `Int64`'s magnitude).
  package static let largest: UInt64 = 9_999_999_999_999_999_999

  /// How many decimal digits a number has (1 for 0).
  ///
  /// - Parameter number: The number, no larger than ``largest``.
  @inline(__always)
  package static func count(_ number: UInt64) -> Int {
    assert(number <= largest, "a number of more than 19 digits")
    var digits = 1
    var power: UInt64 = 10
    while digits < 19 && number >= power {
      digits += 1
      power &*= 10
    }
    return digits
  }

  /// Writes a number's decimal digits, the last one at the room's end.
  ///
  /// - Parameters:
  ///   - number: The number, no larger than ``largest``.
  ///   - room: ``count(_:)`` bytes for them.
  @inline(__always)
  package static func write(_ number: UInt64, into room: UnsafeMutableBufferPointer<UInt8>) {
    var rest = number
    for i in room.indices.reversed() {
      room[i] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
      rest /= 10
    }
  }
}
