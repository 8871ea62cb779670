import HitAreaKitTestSupport
@_spi(Readers) import HitAreaSnapshot
import Testing

/// The hash table of a file's strings: every key it takes is found again, through its growth,
/// and keys made to share their hash's low bits are taken only near their hash's slot.
@Suite struct HashSlotsTests {
  /// Keys kept beside the slots, as the interner keeps its strings.
  struct Table {
    var slots = HashSlots()
    var hashes: [UInt64] = []

    /// The key's index, added when new; `nil` when the slots decline it.
    mutating func insert(_ hash: UInt64) -> Int? {
      var slot = slots.start(hash)
      while let index = slots.next(hash, from: &slot) {
        if hashes[index] == hash { return index }
      }
      guard slots.insert(hashes.count, hash: hash, at: slot) else { return nil }
      hashes.append(hash)
      return hashes.count - 1
    }

    /// The key's index, or `nil`.
    func find(_ hash: UInt64) -> Int? {
      var slot = slots.start(hash)
      while let index = slots.next(hash, from: &slot) {
        if hashes[index] == hash { return index }
      }
      return nil
    }
  }

  @Test func keysMadeToCollideAreTakenNearTheirSlotOnly() {
    var table = Table()
    // Hashes whose low 16 bits are zero: one slot for all of them in tables up to 65,536.
    let colliding = (1...50).map { UInt64($0) << 16 }
    let taken = colliding.map { table.insert($0) }
    #expect(Array(taken.prefix(HashSlots.maximumDistance)) == (0..<32).map { Optional($0) })
    #expect(taken.dropFirst(HashSlots.maximumDistance).allSatisfy { $0 == nil })
    // Then keys of every kind, through the table's growth: every taken key is found again, and
    // a declined one never is.
    var random = SplitMix64(seed: 0x5107)
    // Each key's index, or `nil` when it was declined.
    var model: [UInt64: Int?] = [:]
    for (hash, index) in zip(colliding, taken) { model.updateValue(index, forKey: hash) }
    for _ in 0..<3_000 {
      let hash =
        Bool.random(using: &random)
        ? UInt64.random(in: 0...UInt64.max, using: &random)
        : UInt64.random(in: 0..<64, using: &random) << 20
      let index = table.insert(hash)
      if let known = model[hash] {
        #expect(index == known)
      } else {
        model.updateValue(index, forKey: hash)
      }
    }
    #expect(model.values.filter { $0 != nil }.count > 1_500)
    #expect(model.values.filter { $0 == nil }.count >= 18)
    for (hash, index) in model { #expect(table.find(hash) == index, "\(hash)") }
  }
}
