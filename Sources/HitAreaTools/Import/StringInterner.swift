import HitAreaSnapshot

/// The strings of one file's repeated names (class names, superclasses), each made once: the
/// same bytes give the same `String`, shared, not a new one with its own allocation.
///
/// A RICO screen names a few classes hundreds of times (every node lists its superclasses);
/// keeping one string per distinct name spares an allocation, a UTF-8 check and a release for
/// each repeat.
///
/// ```swift
/// var names = StringInterner()
/// let a = names.string(0..<4, of: bytes)  // the same String each time these bytes come
/// ```
struct StringInterner {
  /// Each string made so far: its hash and where its bytes are in `arena`.
  private var keys: [(hash: UInt64, start: Int, count: Int)] = []
  /// The strings made so far, in the order of `keys`.
  private var strings: [String] = []
  /// The bytes of every string made so far, one after another.
  private var arena: [UInt8] = []
  /// Open addressing over `keys`: each slot holds an index into `keys` plus one, or 0; made on
  /// the first string (an interner that is made and never used costs nothing).
  private var slots: [Int] = []

  /// The string of a range of a file's bytes (valid UTF-8), made the first time they are seen.
  mutating func string(_ range: Range<Int>, of file: [UInt8]) -> String {
    file.withUnsafeBufferPointer { string(UnsafeBufferPointer(rebasing: $0[range])) }
  }

  /// The string of these bytes (valid UTF-8), made the first time they are seen.
  mutating func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    if slots.isEmpty { slots = [Int](repeating: 0, count: 64) }
    let hash = ByteWord.hash(bytes)
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] != 0 {
      let index = slots[slot] - 1
      let key = keys[index]
      if key.hash == hash && key.count == bytes.count
        && arena.withUnsafeBufferPointer({ own in
          ByteWord.equal(
            UnsafeBufferPointer(rebasing: own[key.start..<(key.start + key.count)]), bytes)
        })
      {
        return strings[index]
      }
      slot = (slot + 1) & mask
    }
    let string = String(decoding: bytes, as: UTF8.self)
    keys.append((hash, arena.count, bytes.count))
    arena.append(contentsOf: bytes)
    strings.append(string)
    slots[slot] = keys.count
    if keys.count * 2 > slots.count { grow() }
    return string
  }

  /// Doubles the slots, placing every key again.
  private mutating func grow() {
    slots = [Int](repeating: 0, count: slots.count * 2)
    let mask = slots.count - 1
    for (index, key) in keys.enumerated() {
      var slot = Int(truncatingIfNeeded: key.hash) & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = index + 1
    }
  }
}
