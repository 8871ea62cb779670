@_spi(Readers) import HitAreaSnapshot

/// The strings of one file's repeated names (class names, superclasses, element types), each
/// made once: the same bytes give the same `String`, shared, not a new one with its own
/// allocation; and the same list of names gives the same array.
///
/// A RICO screen names a few classes hundreds of times (every node lists its superclasses);
/// keeping one string per distinct name spares an allocation, a UTF-8 check and a release for
/// each repeat, and keeping one array per distinct list spares each node its array and a retain
/// and a release of each of its strings.
///
/// ```swift
/// var names = StringInterner()
/// let a = names.string(0..<4, of: bytes)  // the same String each time these bytes come
/// let list = names.list(of: indices)      // the same [String] each time these names come
/// ```
struct StringInterner {
  /// Each string made so far: where its bytes are in `arena`.
  private var keys: [(start: Int, count: Int)] = []
  /// The strings made so far, in the order of `keys`.
  private var strings: [String] = []
  /// The bytes of every string made so far, one after another.
  private var arena: [UInt8] = []
  /// The strings by the hash of their bytes.
  private var stringSlots = HashSlots()
  /// Each list made so far: where its strings' indices are in `listArena`.
  private var listKeys: [(start: Int, count: Int)] = []
  /// The lists made so far, in the order of `listKeys`.
  private var lists: [[String]] = []
  /// The indices (in `strings`) of every list made so far, one list after another.
  private var listArena: [Int] = []
  /// The lists by the hash of their indices.
  private var listSlots = HashSlots()

  /// The string of a range of a file's bytes (valid UTF-8), made the first time they are seen.
  mutating func string(_ range: Range<Int>, of file: [UInt8]) -> String {
    strings[index(range, of: file)]
  }

  /// The string of these bytes (valid UTF-8), made the first time they are seen.
  mutating func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    strings[index(of: bytes)]
  }

  /// The string made with this index (from ``index(of:)``).
  subscript(index: Int) -> String { strings[index] }

  /// The index (for ``list(of:)``) of the string of a range of a file's bytes (valid UTF-8),
  /// made the first time they are seen.
  mutating func index(_ range: Range<Int>, of file: [UInt8]) -> Int {
    file.withUnsafeBufferPointer { index(of: UnsafeBufferPointer(rebasing: $0[range])) }
  }

  /// The index (for ``list(of:)``) of the string of these bytes (valid UTF-8), made the first
  /// time they are seen.
  mutating func index(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
    let hash = ByteWord.hash(bytes)
    var slot = stringSlots.start(hash)
    while let index = stringSlots.next(hash, from: &slot) {
      let key = keys[index]
      if key.count == bytes.count
        && arena.withUnsafeBufferPointer({ own in
          ByteWord.equal(
            UnsafeBufferPointer(rebasing: own[key.start..<(key.start + key.count)]), bytes)
        })
      {
        return index
      }
    }
    keys.append((arena.count, bytes.count))
    arena.append(contentsOf: bytes)
    strings.append(String(decoding: bytes, as: UTF8.self))
    // A string the table declines (see `HashSlots`) is kept all the same; its repeats are made
    // again.
    stringSlots.insert(strings.count - 1, hash: hash, at: slot)
    return strings.count - 1
  }

  /// The strings of these indices (from ``index(of:)``), in order: the same array each time
  /// the same indices come.
  mutating func list(of indices: UnsafeBufferPointer<Int>) -> [String] {
    let hash = UnsafeRawBufferPointer(indices).withMemoryRebound(to: UInt8.self, ByteWord.hash)
    var slot = listSlots.start(hash)
    while let list = listSlots.next(hash, from: &slot) {
      let key = listKeys[list]
      if key.count == indices.count
        && listArena.withUnsafeBufferPointer({ own in
          (0..<key.count).allSatisfy { own[key.start + $0] == indices[$0] }
        })
      {
        return lists[list]
      }
    }
    listKeys.append((listArena.count, indices.count))
    listArena.append(contentsOf: indices)
    lists.append(indices.map { strings[$0] })
    listSlots.insert(lists.count - 1, hash: hash, at: slot)
    return lists[lists.count - 1]
  }
}
