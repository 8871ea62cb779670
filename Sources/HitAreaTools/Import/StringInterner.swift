import HitAreaSnapshot

/// The strings of one file's repeated names (class names, superclasses), each made once: the
/// same bytes give the same `String`, shared, not a new one with its own allocation; and the
/// same list of names gives the same array.
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
    stringSlots.insert(strings.count - 1, hash: hash, at: slot)
    return strings.count - 1
  }

  /// The strings of these indices (from ``index(of:)``), in order: the same array each time
  /// the same indices come.
  mutating func list(of indices: UnsafeBufferPointer<Int>) -> [String] {
    var hash = UInt64(indices.count) &* 0x9E37_79B9_7F4A_7C15
    for index in indices {
      hash = (hash ^ UInt64(truncatingIfNeeded: index)) &* 0xBF58_476D_1CE4_E5B9
      hash ^= hash >> 29
    }
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

/// Open addressing over the indices of keys kept elsewhere, by their hashes.
///
/// Each slot holds a key's hash and its index plus one (0 for an empty slot). The table is made
/// on the first insertion (one that is made and never used costs nothing) and doubled when half
/// full.
///
/// ```swift
/// var slot = slots.start(hash)
/// while let index = slots.next(hash, from: &slot) { if keys[index] == key { return index } }
/// slots.insert(keys.count, hash: hash, at: slot)  // the free slot the search ended at
/// ```
private struct HashSlots {
  private var slots: [(hash: UInt64, index: Int)] = []
  private var count = 0

  /// The slot where the search for a hash starts (-1 before the table is made).
  func start(_ hash: UInt64) -> Int {
    slots.isEmpty ? -1 : Int(truncatingIfNeeded: hash) & (slots.count - 1)
  }

  /// The index of the next key with this hash from `slot` on, `slot` moved past it; `nil` at
  /// the first free slot, `slot` left there.
  func next(_ hash: UInt64, from slot: inout Int) -> Int? {
    guard slot >= 0 else { return nil }
    let mask = slots.count - 1
    while slots[slot].index != 0 {
      let entry = slots[slot]
      slot = (slot + 1) & mask
      if entry.hash == hash { return entry.index - 1 }
    }
    return nil
  }

  /// Records a key's index in the free slot where the search for its hash ended.
  mutating func insert(_ index: Int, hash: UInt64, at slot: Int) {
    guard slot >= 0 else {
      slots = Array(repeating: (0, 0), count: 64)
      return put(hash, index)
    }
    slots[slot] = (hash, index + 1)
    count += 1
    if count * 2 > slots.count {
      let old = slots
      slots = Array(repeating: (0, 0), count: old.count * 2)
      count = 0
      for entry in old where entry.index != 0 { put(entry.hash, entry.index - 1) }
    }
  }

  /// Puts a key in the first free slot from its hash's.
  private mutating func put(_ hash: UInt64, _ index: Int) {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot].index != 0 { slot = (slot + 1) & mask }
    slots[slot] = (hash, index + 1)
    count += 1
  }
}
