@_spi(Readers) import HitAreaSnapshot

/// Distinct byte strings, each kept once in one buffer and numbered in the order it was first
/// added.
///
/// A byte string is found by its bytes: hashed eight bytes at a time (``ByteWord/hash(_:)``) and
/// compared as bytes, with no `String` made of it. ``LabelBytes`` groups a screen's labels with
/// it.
///
/// The numbers sit in ``HashSlots``: byte strings made to share their hash's low bits cost a
/// bounded walk each, and one that would go too far is declined (``insert(_:)`` returns `nil`;
/// the caller falls back to strings).
///
/// ```swift
/// var names = DistinctBytes(capacity: 4)
/// Array("View".utf8).withUnsafeBufferPointer { names.insert($0) }  // (index: 0, isNew: true)
/// Array("View".utf8).withUnsafeBufferPointer { names.index(of: $0) }  // 0
/// ```
struct DistinctBytes {
  /// The byte strings, one after another.
  private(set) var text: [UInt8] = []
  /// Each byte string's place in ``text``, by number.
  private(set) var ranges: [Range<Int>] = []
  /// The numbers, by hash.
  private var slots: HashSlots

  /// No byte strings, with room for `capacity` of them (16 bytes each) before the table grows.
  ///
  /// - Parameter capacity: How many byte strings it is expected to hold.
  init(capacity: Int) {
    slots = HashSlots(capacity: capacity)
    text.reserveCapacity(16 * capacity)
    ranges.reserveCapacity(capacity)
  }

  /// The number of a byte string, added when it is new; `nil` when it is new and the table
  /// declines it.
  mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>) -> (index: Int, isNew: Bool)? {
    let (found, hash, slot) = find(bytes)
    if let found { return (found, false) }
    guard slots.insert(ranges.count, hash: hash, at: slot) else { return nil }
    ranges.append(text.count..<(text.count + bytes.count))
    text.append(contentsOf: bytes)
    return (ranges.count - 1, true)
  }

  /// The number of a byte string, or `nil` when it has none.
  func index(of bytes: UnsafeBufferPointer<UInt8>) -> Int? { find(bytes).index }

  /// The number of a byte string, if it has one, with its hash and the slot where the search
  /// ended (where a new one goes).
  private func find(_ bytes: UnsafeBufferPointer<UInt8>) -> (index: Int?, hash: UInt64, slot: Int) {
    let hash = ByteWord.hash(bytes)
    var slot = slots.start(hash)
    while let index = slots.next(hash, from: &slot) {
      if withBytes(of: index, { ByteWord.equal($0, bytes) }) { return (index, hash, slot) }
    }
    return (nil, hash, slot)
  }

  /// Calls `body` with the bytes of byte string `index`.
  func withBytes<Result>(of index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    text.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[ranges[index]])) }
  }
}
