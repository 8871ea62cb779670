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
struct HashSlots {
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
