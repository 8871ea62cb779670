/// Open addressing over the indices of keys kept elsewhere, by their hashes: the tables of a
/// file's own strings and lists (``ByteWord/hash(_:)`` of their bytes).
///
/// Each slot holds a key's hash and its index plus one (0 for an empty slot). The table is made
/// on the first insertion, or at the size asked for, and doubled when half full.
///
/// The hash is not seeded and the keys come from the file being read, so a key is added only
/// fewer than ``maximumDistance`` slots from its hash's slot, and a search walks no further than
/// the farthest key: keys made to share their hash's low bits cost a bounded walk each. A key
/// that would go further is declined (``insert(_:hash:at:)`` returns `false`); the caller keeps
/// it elsewhere or makes it again.
///
/// ```swift
/// var slot = slots.start(hash)
/// while let index = slots.next(hash, from: &slot) { if keys[index] == key { return index } }
/// slots.insert(keys.count, hash: hash, at: slot)  // where the search ended
/// ```
@_spi(Readers) public struct HashSlots {
  @usableFromInline var slots: [(hash: UInt64, index: Int)] = []
  @usableFromInline var count = 0
  /// The farthest any key is from its hash's slot.
  @usableFromInline var farthest = 0

  /// How far from its hash's slot a key may be added: fewer slots than this. (Computed, not
  /// stored: a stored static is a lazy global, checked at each search.)
  @inlinable public static var maximumDistance: Int { 32 }

  /// An empty table, made at its first insertion (64 slots), or now with room for `capacity`
  /// keys before it doubles.
  ///
  /// - Parameter capacity: How many keys it is expected to hold; 0 to make it when first used.
  @inlinable public init(capacity: Int = 0) {
    guard capacity > 0 else { return }
    var size = 16
    while size < 2 * capacity { size *= 2 }
    slots = Array(filling: (0, 0), count: size)
  }

  /// The slot where the search for a hash starts (-1 before the table is made).
  @inlinable public func start(_ hash: UInt64) -> Int {
    slots.isEmpty ? -1 : Int(truncatingIfNeeded: hash) & (slots.count - 1)
  }

  /// The index of the next key with this hash from `slot` on, `slot` moved past it; `nil` at
  /// the first free slot, `slot` left there, or past the farthest key (and ``maximumDistance``).
  @inlinable public func next(_ hash: UInt64, from slot: inout Int) -> Int? {
    guard slot >= 0 else { return nil }
    let mask = slots.count - 1
    while slots[slot].index != 0 {
      let entry = slots[slot]
      if entry.hash == hash {
        slot = (slot + 1) & mask
        return entry.index - 1
      }
      // Past another key only while a key of this hash may still come (the walk's limit is
      // measured only here: most searches find their key in its hash's slot).
      guard distance(of: slot, from: hash) < max(farthest, Self.maximumDistance) else {
        return nil
      }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// Records a key's index where the search for its hash ended; `false` (the table unchanged)
  /// when that is not a free slot fewer than ``maximumDistance`` slots from the hash's.
  @inlinable @discardableResult
  public mutating func insert(_ index: Int, hash: UInt64, at slot: Int) -> Bool {
    guard slot >= 0 else {
      slots = Array(filling: (0, 0), count: 64)
      put(hash, index)
      return true
    }
    let distance = distance(of: slot, from: hash)
    guard slots[slot].index == 0, distance < Self.maximumDistance else { return false }
    slots[slot] = (hash, index + 1)
    count += 1
    farthest = max(farthest, distance)
    if count * 2 > slots.count {
      let old = slots
      slots = Array(filling: (0, 0), count: old.count * 2)
      count = 0
      farthest = 0
      for entry in old where entry.index != 0 { put(entry.hash, entry.index - 1) }
    }
    return true
  }

  /// How many slots `slot` is past the hash's.
  @inlinable func distance(of slot: Int, from hash: UInt64) -> Int {
    (slot - Int(truncatingIfNeeded: hash)) & (slots.count - 1)
  }

  /// Puts a key in the first free slot from its hash's.
  @inlinable mutating func put(_ hash: UInt64, _ index: Int) {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot].index != 0 { slot = (slot + 1) & mask }
    slots[slot] = (hash, index + 1)
    count += 1
    farthest = max(farthest, distance(of: slot, from: hash))
  }
}
