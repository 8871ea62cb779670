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
/// The hash is not seeded, and the strings come from the file being read: a string is added only
/// within ``maximumProbes`` slots of its hash's slot, so strings made to share their hash's low
/// bits cost no more than that each; one that would go further is declined (``insert(_:)``
/// returns `nil`; the caller falls back to a dictionary, or computes without a cache).
///
/// ```swift
/// var table = ByteStringTable(capacity: 8)
/// table.insert("android.widget.Button")  // (index: 0, isNew: true)
/// table["android.widget.Button"]         // 0
/// ```
struct ByteStringTable {
  /// How far from its hash's slot a string may be added: fewer slots than this. (Computed, not
  /// stored: a stored static is a lazy global, checked at each look-up.)
  static var maximumProbes: Int { 32 }

  /// The open-addressing table: a key's index plus one in each used slot, 0 in a free one.
  private var slots: [Int32]
  /// Each key and its hash, by index.
  private var keys: [(string: String, hash: UInt64)] = []
  /// The farthest any key is from its hash's slot: a look-up that walks further has no key.
  private var farthest = 0

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

  /// The strings, by index.
  var strings: [String] { keys.map(\.string) }

  /// The index of a string, added when its bytes are new; `nil` when it is new and its slot
  /// would be more than ``maximumProbes`` slots from its hash's (the table is unchanged).
  mutating func insert(_ string: String) -> (index: Int, isNew: Bool)? {
    let (slot, distance, hash, found) = find(string)
    if let found { return (found, false) }
    guard distance < Self.maximumProbes else { return nil }
    keys.append((string, hash))
    slots[slot] = Int32(keys.count)
    farthest = max(farthest, distance)
    if keys.count * 2 > slots.count { grow() }
    return (keys.count - 1, true)
  }

  /// The index of the string with these bytes, or `nil` when there is none.
  subscript(string: String) -> Int? { find(string).index }

  /// The slot where a string is, or the first free one from its hash's, and how far that is
  /// from the hash's slot (the walk stops at a free slot, or past both ``maximumProbes`` and every
  /// key's distance); its hash; its index when it has one.
  private func find(_ string: String) -> (slot: Int, distance: Int, hash: UInt64, index: Int?) {
    func probe(_ bytes: UnsafeBufferPointer<UInt8>)
      -> (slot: Int, distance: Int, hash: UInt64, index: Int?)
    {
      let hash = ByteWord.hash(bytes)
      let mask = slots.count - 1
      let limit = max(farthest, Self.maximumProbes)
      var slot = Int(truncatingIfNeeded: hash) & mask
      var distance = 0
      while slots[slot] != 0 && distance <= limit {
        let index = Int(slots[slot]) - 1
        if keys[index].hash == hash && Self.bytes(of: keys[index].string, equal: bytes) {
          return (slot, distance, hash, index)
        }
        slot = (slot + 1) & mask
        distance += 1
      }
      return (slot, distance, hash, nil)
    }
    return string.withUTF8Bytes(probe)
  }

  /// Doubles the table and puts every key back.
  private mutating func grow() {
    slots = [Int32](repeating: 0, count: slots.count * 2)
    let mask = slots.count - 1
    farthest = 0
    for (index, key) in keys.enumerated() {
      var slot = Int(truncatingIfNeeded: key.hash) & mask
      var distance = 0
      while slots[slot] != 0 {
        slot = (slot + 1) & mask
        distance += 1
      }
      slots[slot] = Int32(index + 1)
      farthest = max(farthest, distance)
    }
  }

  /// Whether a string's bytes are `bytes`.
  private static func bytes(of string: String, equal bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    string.withUTF8Bytes { ByteWord.equal($0, bytes) }
  }
}
