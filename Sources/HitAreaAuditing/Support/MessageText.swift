import HitAreaSnapshot

/// A sentence of a report (a finding's message or fix, or a part of one) written from a string
/// literal and the strings put into it, its bytes gathered in one buffer and made a `String`
/// once.
///
/// `String`'s own interpolation appends each piece to a string that grows as it goes: about 400
/// instructions a piece, with the string moved to larger storage as it outgrows the room made for
/// the literal's text, where a sentence names views and sizes of 20 to 40 bytes each. Here a
/// piece is copied into room made at once for the literal and 32 bytes a piece put in.
///
/// ```swift
/// let message = sentence("\(name) reaches \(size).")  // a String
/// ```
struct MessageText: ExpressibleByStringInterpolation {
  /// The sentence.
  let string: String

  /// A sentence with nothing put in.
  init(stringLiteral value: StaticString) { string = value.description }

  /// The sentence its pieces make.
  init(stringInterpolation: Pieces) { string = stringInterpolation.string }

  /// The pieces of a sentence, as its literal and interpolations give them.
  struct Pieces: StringInterpolationProtocol {
    /// The literal's pieces, as the compiler wrote them: their bytes, no string made of them.
    typealias StringLiteralType = StaticString

    /// The bytes so far (copies of the pieces share them until one adds more).
    private var bytes: Bytes

    /// Room for the literal's text and 32 bytes a piece put in.
    init(literalCapacity: Int, interpolationCount: Int) {
      bytes = Bytes.make(capacity: literalCapacity + 32 * interpolationCount)
    }

    /// Adds the literal's text.
    mutating func appendLiteral(_ literal: StaticString) {
      guard literal.hasPointerRepresentation else { return add(literal.description) }
      add(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// Adds a string.
    mutating func appendInterpolation(_ text: String) { add(text) }

    /// Adds a string's bytes.
    private mutating func add(_ text: String) { text.withUTF8Bytes { add($0) } }

    /// Adds bytes: copied into the room there is, the bytes moved to a larger buffer first when
    /// it is too small, or to one of their own when another copy of the pieces shares it
    /// (`Array`'s `append(contentsOf:)` cost about 90 instructions a piece).
    private mutating func add(_ piece: UnsafeBufferPointer<UInt8>) {
      guard let source = piece.baseAddress, !piece.isEmpty else { return }
      // Through a pointer: the class's `header` property is checked for exclusive access at
      // each use.
      let (count, capacity) = bytes.withUnsafeMutablePointerToHeader { $0.pointee }
      if capacity - count < piece.count || !isKnownUniquelyReferenced(&bytes) {
        let larger = Bytes.make(capacity: Swift.max(2 * capacity, count + piece.count))
        larger.withUnsafeMutablePointers { header, target in
          bytes.withUnsafeMutablePointerToElements { target.initialize(from: $0, count: count) }
          header.pointee.count = count
        }
        bytes = larger
      }
      bytes.withUnsafeMutablePointers { header, target in
        (target + count).initialize(from: source, count: piece.count)
        header.pointee.count = count + piece.count
      }
    }

    /// The sentence.
    var string: String {
      bytes.withUnsafeMutablePointers { header, elements in
        String(
          decoding: UnsafeBufferPointer(start: elements, count: header.pointee.count),
          as: UTF8.self)
      }
    }
  }

  /// A sentence's bytes in one allocation: how many there are and the room for them, then the
  /// bytes.
  final class Bytes: ManagedBuffer<(count: Int, capacity: Int), UInt8> {
    /// No bytes, with room for `capacity` at least (all the room the allocation has).
    static func make(capacity: Int) -> Bytes {
      // Made by this class: the downcast holds.
      unsafeDowncast(
        Bytes.create(minimumCapacity: Swift.max(capacity, 16)) { (0, $0.capacity) },
        to: Bytes.self)
    }
  }
}

/// The sentence a literal and its interpolated strings make (see ``MessageText``).
func sentence(_ text: MessageText) -> String { text.string }
