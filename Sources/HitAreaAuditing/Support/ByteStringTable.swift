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
/// The strings' indices sit in ``HashSlots``, the table the importers keep a file's strings in:
/// strings made to share their hash's low bits cost a bounded walk each, and one that would go
/// too far is declined (``insert(_:)`` returns `nil`; the caller falls back to a dictionary, or
/// computes without a cache).
///
/// ```swift
/// var table = ByteStringTable(capacity: 8)
/// table.insert("android.widget.Button")  // (index: 0, isNew: true)
/// table["android.widget.Button"]         // 0
/// ```
struct ByteStringTable {
  /// The keys' indices, by their hashes.
  private var slots: HashSlots
  /// The keys, by index.
  private var keys: [String] = []

  /// How many keys the table holds.
  var count: Int { keys.count }

  /// The keys, by index.
  var strings: [String] { keys }

  /// An empty table with room for `capacity` keys before it grows (made at the first key when
  /// `capacity` is 0).
  ///
  /// - Parameter capacity: How many keys it is expected to hold.
  init(capacity: Int) {
    slots = HashSlots(capacity: capacity)
    keys.reserveCapacity(capacity)
  }

  /// The index of a string, added when its bytes are new; `nil` when it is new and the table
  /// declines it (see ``HashSlots``: strings made to share their hash's low bits).
  mutating func insert(_ string: String) -> (index: Int, isNew: Bool)? {
    string.withUTF8Bytes { bytes in
      let hash = ByteWord.hash(bytes)
      var slot = slots.start(hash)
      while let index = slots.next(hash, from: &slot) {
        if Self.bytes(of: keys[index], equal: bytes) { return (index, false) }
      }
      guard slots.insert(keys.count, hash: hash, at: slot) else { return nil }
      keys.append(string)
      return (keys.count - 1, true)
    }
  }

  /// The index of the string with these bytes, or `nil` when there is none.
  subscript(string: String) -> Int? {
    string.withUTF8Bytes { bytes in
      let hash = ByteWord.hash(bytes)
      var slot = slots.start(hash)
      while let index = slots.next(hash, from: &slot) {
        if Self.bytes(of: keys[index], equal: bytes) { return index }
      }
      return nil
    }
  }

  /// Whether a string's bytes are `bytes`.
  private static func bytes(of string: String, equal bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    string.withUTF8Bytes { ByteWord.equal($0, bytes) }
  }
}
