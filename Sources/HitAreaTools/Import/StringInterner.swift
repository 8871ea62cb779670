/// The strings of one file's repeated names (class names, superclasses), each made once: the
/// same bytes give the same `String`, shared, not a new one with its own allocation.
///
/// A RICO screen names a few classes hundreds of times (every node lists its superclasses);
/// keeping one string per distinct name spares an allocation, a UTF-8 check and a release for
/// each repeat.
///
/// ```swift
/// var names = StringInterner()
/// let a = bytes.withUnsafeBufferPointer { names.string($0[0..<4]) }
/// ```
struct StringInterner {
  /// The strings made so far, with their hashes.
  private var entries: [(hash: UInt64, string: String)] = []
  /// Open addressing over `entries`: each slot holds an index into `entries` plus one, or 0.
  private var slots = [Int](repeating: 0, count: 64)

  /// The string of these bytes (valid UTF-8), made the first time they are seen.
  mutating func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    // FNV-1a over the bytes: cheap for short names, and the table compares the bytes anyway.
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] != 0 {
      let entry = entries[slots[slot] - 1]
      if entry.hash == hash && Self.equal(entry.string, bytes) { return entry.string }
      slot = (slot + 1) & mask
    }
    let string = String(decoding: bytes, as: UTF8.self)
    entries.append((hash, string))
    slots[slot] = entries.count
    if entries.count * 2 > slots.count { grow() }
    return string
  }

  /// Whether a string's UTF-8 is these bytes.
  private static func equal(_ string: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var string = string
    return string.withUTF8 { own in
      own.count == bytes.count && (own.count == 0 || own.elementsEqual(bytes))
    }
  }

  /// Doubles the slots, placing every entry again.
  private mutating func grow() {
    slots = [Int](repeating: 0, count: slots.count * 2)
    let mask = slots.count - 1
    for (index, entry) in entries.enumerated() {
      var slot = Int(truncatingIfNeeded: entry.hash) & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = index + 1
    }
  }
}
