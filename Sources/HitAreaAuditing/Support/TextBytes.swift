import HitAreaSnapshot

/// Text written as UTF-8 into room made once and reused, then made a string once: a screen's
/// labels, an Android fix's Kotlin.
///
/// A piece is copied with no check of an array's uniqueness or capacity (appending a string's
/// UTF-8 to an array costs about 180 instructions a piece, making each piece a string more). It
/// owns its room, so it cannot be copied.
///
/// ```swift
/// var text = TextBytes()
/// text.add("Switch")
/// text.add(" ‘")
/// text.string  // "Switch ‘"
/// ```
struct TextBytes: ~Copyable {
  /// The room, grown when the text needs more.
  private var room: UnsafeMutableBufferPointer<UInt8>
  /// How many bytes of it the text has so far.
  private var count = 0

  /// No text, with room for `capacity` bytes before it grows.
  ///
  /// - Parameter capacity: How many bytes the text is expected to take.
  init(capacity: Int = 256) { room = .allocate(capacity: Swift.max(capacity, 1)) }

  deinit { room.deallocate() }

  /// Starts again with no text, keeping the room.
  mutating func clear() { count = 0 }

  /// The text so far, as a string.
  var string: String { String(decoding: room[..<count], as: UTF8.self) }

  /// Calls `body` with the text's bytes so far.
  ///
  /// - Parameter body: Reads the bytes (valid only during the call).
  func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    body(UnsafeBufferPointer(rebasing: room[..<count]))
  }

  /// Adds a text's bytes.
  mutating func add(_ text: String) { text.withUTF8Bytes { add(bytes: $0) } }

  /// Adds a literal's bytes.
  mutating func add(_ text: StaticString) { text.withUTF8Buffer { add(bytes: $0) } }

  /// Adds bytes (UTF-8).
  mutating func add(bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    if count + bytes.count > room.count { grow(toHold: count + bytes.count) }
    guard let target = room.baseAddress else { return }  // never: the room is allocated
    (target + count).initialize(from: source, count: bytes.count)
    count += bytes.count
  }

  /// Adds a byte (of ASCII, or one of a character's UTF-8 bytes in order).
  mutating func add(byte: UInt8) {
    if count == room.count { grow(toHold: count + 1) }
    room[count] = byte
    count += 1
  }

  /// Moves the text to room for `needed` bytes at least, twice the room it had at least.
  private mutating func grow(toHold needed: Int) {
    let larger = UnsafeMutableBufferPointer<UInt8>.allocate(
      capacity: Swift.max(2 * room.count, needed))
    _ = larger.initialize(from: room[..<count])
    room.deallocate()
    room = larger
  }
}
