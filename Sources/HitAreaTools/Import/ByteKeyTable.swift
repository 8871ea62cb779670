/// A few keys looked up by their UTF-8 bytes, with no string made: by the key's length, then the
/// few keys of that length compared byte for byte (a dictionary would hash every key, a `switch`
/// over strings compare it with every case before its own).
///
/// ```swift
/// let table = ByteKeyTable([("bounds", 0), ("class", 1)])
/// bytes.withUnsafeBufferPointer { table[$0] }  // 0 for the bytes of `bounds`
/// ```
struct ByteKeyTable<Value> {
  private let byLength: [[(key: [UInt8], value: Value)]]

  /// A table of the keys and their values; the first of two equal keys wins.
  init(_ entries: [(key: String, value: Value)]) {
    let longest = entries.map(\.key.utf8.count).max() ?? 0
    var table = [[(key: [UInt8], value: Value)]](repeating: [], count: longest + 1)
    for (key, value) in entries { table[key.utf8.count].append((Array(key.utf8), value)) }
    byLength = table
  }

  /// The value of the key whose bytes these are, or `nil` when the table has no such key.
  subscript(key: UnsafeBufferPointer<UInt8>) -> Value? {
    guard key.count < byLength.count else { return nil }
    for entry in byLength[key.count] {
      let equal = entry.key.withUnsafeBufferPointer { candidate in
        var i = 0
        while i < candidate.count && candidate[i] == key[i] { i += 1 }
        return i == candidate.count
      }
      if equal { return entry.value }
    }
    return nil
  }
}

extension ByteKeyTable: Sendable where Value: Sendable {}
