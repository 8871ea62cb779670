@_spi(Readers) import HitAreaSnapshot

/// Strings numbered in the order they were first added, found by their UTF-8 bytes: hashed eight
/// bytes at a time (``ByteWord/hash(_:)``) and compared as bytes, where a `[String: Int]` hashes
/// every character with `Hasher` and compares by canonical equivalence.
///
/// Two strings are one key exactly when their bytes are the same. That is `String` equality for
/// text whose bytes decide it (``CanonicalBytes/isNormalizedByBytes(_:)``; ``NameGroups`` keeps
/// to such text), and always right for a cache of what is computed from a string's bytes (a
/// type's kind): a string spelled another way gets an entry of its own.
///
/// ```swift
/// var table = ByteStringTable(capacity: 8)
/// table.insert("android.widget.Button")  // (index: 0, isNew: true)
/// table["android.widget.Button"]         // 0
/// ```
struct ByteStringTable {
  /// The open-addressing table: a key's index plus one in each used slot, 0 in a free one.
  private var slots: [Int32]
  /// Each key and its hash, by index.
  private var keys: [(string: String, hash: UInt64)] = []

  /// How many keys the table holds.
  var count: Int { keys.count }

  /// An empty table with room for `capacity` keys before it grows.
  ///
  /// - Parameter capacity: How many keys it is expected to hold.
  init(capacity: Int) {
    var size = 16
    while size < 2 * capacity { size *= 2 }
    slots = [Int32](repeating: 0, count: size)
    keys.reserveCapacity(capacity)
  }

  /// The index of a string, added when its bytes are new.
  mutating func insert(_ string: String) -> (index: Int, isNew: Bool) {
    let (slot, hash, found) = find(string)
    if let found { return (found, false) }
    keys.append((string, hash))
    slots[slot] = Int32(keys.count)
    if keys.count * 2 > slots.count { grow() }
    return (keys.count - 1, true)
  }

  /// The index of the string with these bytes, or `nil` when there is none.
  subscript(string: String) -> Int? { find(string).index }

  /// The slot where a string is, or where it goes; its hash; its index when it has one.
  private func find(_ string: String) -> (slot: Int, hash: UInt64, index: Int?) {
    func probe(_ bytes: UnsafeBufferPointer<UInt8>) -> (slot: Int, hash: UInt64, index: Int?) {
      let hash = ByteWord.hash(bytes)
      let mask = slots.count - 1
      var slot = Int(truncatingIfNeeded: hash) & mask
      while slots[slot] != 0 {
        let index = Int(slots[slot]) - 1
        if keys[index].hash == hash && Self.bytes(of: keys[index].string, equal: bytes) {
          return (slot, hash, index)
        }
        slot = (slot + 1) & mask
      }
      return (slot, hash, nil)
    }
    return string.withUTF8Bytes(probe)
  }

  /// Doubles the table and puts every key back.
  private mutating func grow() {
    slots = [Int32](repeating: 0, count: slots.count * 2)
    let mask = slots.count - 1
    for (index, key) in keys.enumerated() {
      var slot = Int(truncatingIfNeeded: key.hash) & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(index + 1)
    }
  }

  /// Whether a string's bytes are `bytes`.
  private static func bytes(of string: String, equal bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    string.withUTF8Bytes { ByteWord.equal($0, bytes) }
  }
}
