@_spi(Readers) import HitAreaSnapshot

/// A few keys looked up by their UTF-8 bytes, with no string made: by the key's length, then the
/// few keys of that length compared eight bytes at a time (a dictionary would hash every key, a
/// `switch` over strings compare it with every case before its own).
///
/// The keys' bytes sit in one array and their entries in another, ordered by length, so a
/// lookup touches no nested array (no reference counting per key looked up).
///
/// ```swift
/// let table = ByteKeyTable([("bounds", 0), ("class", 1)])
/// bytes.withUnsafeBufferPointer { table[$0] }  // 0 for the bytes of `bounds`
/// ```
struct ByteKeyTable<Value> {
  /// Every key's bytes, one after another, in the order of `values`.
  private let keyBytes: [UInt8]
  /// Where each key's bytes start in `keyBytes`, in the order of `values`.
  private let keyStarts: [Int]
  /// Each key's first eight bytes as one word (``ByteWord/prefix(_:)``), in the order of `values`:
  /// most keys are told apart by one comparison.
  private let keyPrefixes: [UInt64]
  /// The values, their keys ordered by length (the first of two equal keys first).
  private let values: [Value]
  /// For each length, where its keys start in `values`; one more entry than lengths, so that
  /// `lengthStarts[n + 1]` ends the keys of length `n`.
  private let lengthStarts: [Int]

  /// A table of the keys and their values; the first of two equal keys wins.
  init(_ entries: [(key: String, value: Value)]) {
    let longest = entries.map(\.key.utf8.count).max() ?? 0
    var bytes: [UInt8] = []
    var starts: [Int] = []
    var prefixes: [UInt64] = []
    var values: [Value] = []
    var lengthStarts: [Int] = []
    for length in 0...longest {
      lengthStarts.append(values.count)
      for (key, value) in entries where key.utf8.count == length {
        starts.append(bytes.count)
        prefixes.append(Array(key.utf8).withUnsafeBufferPointer(ByteWord.prefix))
        bytes.append(contentsOf: key.utf8)
        values.append(value)
      }
    }
    lengthStarts.append(values.count)
    keyBytes = bytes
    keyStarts = starts
    keyPrefixes = prefixes
    self.values = values
    self.lengthStarts = lengthStarts
  }

  /// The value of the key whose bytes these are, or `nil` when the table has no such key.
  subscript(key: UnsafeBufferPointer<UInt8>) -> Value? {
    let length = key.count
    guard length + 1 < lengthStarts.count else { return nil }
    let prefix = ByteWord.prefix(key)
    let found = keyBytes.withUnsafeBufferPointer { keys -> Int? in
      var entry = lengthStarts[length]
      let end = lengthStarts[length + 1]
      while entry < end {
        if keyPrefixes[entry] == prefix {
          // The bytes after the first eight, if any, eight at a time (the last eight of the
          // key the last word, overlapping the one before).
          guard length > 8 else { return entry }
          let start = keyStarts[entry]
          let (table, looked) = (UnsafeRawBufferPointer(keys), UnsafeRawBufferPointer(key))
          /// Whether the entry's key and the key looked up have the same eight bytes at `i`.
          func sameWord(at i: Int) -> Bool {
            table.loadUnaligned(fromByteOffset: start + i, as: UInt64.self)
              == looked.loadUnaligned(fromByteOffset: i, as: UInt64.self)
          }
          var i = 8
          while i + 8 < length && sameWord(at: i) { i += 8 }
          if i + 8 >= length && sameWord(at: length - 8) { return entry }
        }
        entry += 1
      }
      return nil
    }
    return found.map { values[$0] }
  }

  /// The value of a key given as a string, looked up by its UTF-8 bytes; `nil` when the table has
  /// no such key.
  ///
  /// Exact for keys of ASCII letters, digits, `-` and `_`: a string equal to one of them as a
  /// `String` has its bytes, since none holds `K`, `;` or `` ` ``, the only ASCII characters
  /// another character is canonically equal to.
  subscript(key: String) -> Value? { key.withUTF8Bytes { self[$0] } }
}

extension ByteKeyTable: Sendable where Value: Sendable {}
