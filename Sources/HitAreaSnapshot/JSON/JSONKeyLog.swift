/// The keys of the objects a fast path has open, each a range of the document's bytes, to refuse
/// a key an object had already without making a string of any key (ASCII keys, whose bytes
/// decide; the fast path leaves others to the checked reader).
///
/// Objects nest: an object's keys start at ``count`` when it opens and are dropped with
/// ``removeLast(_:)`` when it closes, so one log serves a whole tree with no allocation per
/// object. A key is compared with its object's earlier keys by a signature of its length and
/// first and last eight bytes, and byte by byte only when the signatures are equal. An object
/// past ``linearKeyLimit`` keys has its keys looked up by a hash of their bytes in a table of
/// its own (compared with every earlier key, 100,000 unknown keys in one node took 2.8 s, and a
/// RICO file of 1.5 million ten minutes).
///
/// ```swift
/// var keys = JSONKeyLog()
/// let first = keys.count  // the object opens
/// guard bytes.withUnsafeBufferPointer({ keys.insert(key, in: $0, from: first) }) else { … }
/// keys.removeLast(keys.count - first)  // the object closes
/// ```
package struct JSONKeyLog {
  private var signatures: [UInt64] = []
  private var ranges: [Range<Int>] = []
  /// The tables of the open objects past ``linearKeyLimit`` keys, innermost last.
  private var tables: [Table] = []

  /// An object's keys by a hash of all their bytes (the signature alone is the same for keys
  /// that differ only inside: `aaaaaaaa000001zzzzzzzz`, `aaaaaaaa000002zzzzzzzz`, …).
  private struct Table {
    /// The place in the log of the object's first key.
    let first: Int
    /// The place of the last key of each hash.
    var last: [Int: Int] = [:]
    /// For each key from `first` on, the place of the one before it with its hash, or -1.
    var previous: [Int] = []
  }

  /// The most keys an object's new key is compared with one by one; past them, by a table.
  package static let linearKeyLimit = 32

  /// Creates an empty log.
  package init() {}

  /// How many keys the log holds.
  package var count: Int { ranges.count }

  /// Records a key of the object whose keys start at `first`.
  ///
  /// - Parameters:
  ///   - key: Where the key's bytes are in `bytes` (between its quotes, with no escape).
  ///   - bytes: The document.
  ///   - first: Where the object's keys start in the log.
  /// - Returns: `false` (and nothing recorded) when the object had the key already, or may have
  ///   had it: a key beyond ASCII, whose bytes alone do not tell it from another (keys are the
  ///   same key when they are the same `String`, and `é` precomposed or not is one), is left to
  ///   the checked reader.
  package mutating func insert(
    _ key: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, from first: Int
  ) -> Bool {
    guard let signature = Self.asciiSignature(of: key, in: bytes) else { return false }
    if signatures.count - first < Self.linearKeyLimit {
      for i in first..<signatures.count where signatures[i] == signature {
        let other = ranges[i]
        if other.count == key.count && bytes[other].elementsEqual(bytes[key]) { return false }
      }
    } else if !insertInTable(key, in: bytes, from: first) {
      return false
    }
    signatures.append(signature)
    ranges.append(key)
    return true
  }

  /// Records a key in the table of its object, past ``linearKeyLimit`` keys.
  ///
  /// The table is made now if it is not yet; `false` when the object had the key. Apart from
  /// ``insert(_:in:from:)``, which is inlined where objects are read, so that their usual few
  /// keys are not slowed by this.
  @inline(never) private mutating func insertInTable(
    _ key: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, from first: Int
  ) -> Bool {
    func hash(_ range: Range<Int>) -> Int {
      var hasher = Hasher()
      hasher.combine(bytes: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[range])))
      return hasher.finalize()
    }
    if tables.last?.first != first {
      var table = Table(first: first)
      for i in first..<signatures.count {
        let h = hash(ranges[i])
        table.previous.append(table.last[h] ?? -1)
        table.last[h] = i
      }
      tables.append(table)
    }
    let h = hash(key)
    let innermost = tables.count - 1
    var i = tables[innermost].last[h] ?? -1
    while i >= 0 {
      let other = ranges[i]
      if other.count == key.count && bytes[other].elementsEqual(bytes[key]) { return false }
      i = tables[innermost].previous[i - first]
    }
    tables[innermost].previous.append(tables[innermost].last[h] ?? -1)
    tables[innermost].last[h] = signatures.count
    return true
  }

  /// Drops the last `k` keys (an object's, when it closes).
  package mutating func removeLast(_ k: Int) {
    signatures.removeLast(k)
    ranges.removeLast(k)
    if !tables.isEmpty {
      while let table = tables.last, table.first >= signatures.count { tables.removeLast() }
    }
  }

  /// The signature of an ASCII key, or `nil` for a key with a byte beyond ASCII.
  ///
  /// The key's length mixed with its first and last (up to) eight bytes: ASCII keys with
  /// different signatures are different keys, as ASCII strings are equal only with equal bytes.
  ///
  /// - Parameters:
  ///   - key: Where the key's bytes are in `bytes`.
  ///   - bytes: The document.
  private static func asciiSignature(
    of key: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>
  ) -> UInt64? {
    for i in key where bytes[i] >= 0x80 { return nil }
    return signature(of: key, in: bytes)
  }

  /// The key's length mixed with its first and last (up to) eight bytes.
  private static func signature(of key: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> UInt64
  {
    var head: UInt64 = 0
    var tail: UInt64 = 0
    if key.count >= 8 {
      let raw = UnsafeRawBufferPointer(bytes)
      head = raw.loadUnaligned(fromByteOffset: key.lowerBound, as: UInt64.self)
      tail = raw.loadUnaligned(fromByteOffset: key.upperBound - 8, as: UInt64.self)
    } else {
      for i in key { head = head << 8 | UInt64(bytes[i]) }
    }
    return (head ^ tail &* 0x9E37_79B9_7F4A_7C15) &+ UInt64(key.count)
  }
}
