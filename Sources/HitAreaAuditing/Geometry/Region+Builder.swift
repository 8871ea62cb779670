extension Region {
  /// Makes a region band by band, top to bottom, in its canonical form: a band's edges are added
  /// in increasing order, then the band is ended; a band without intervals is left out, and one
  /// that touches the band before it with the same intervals is merged into it.
  struct Builder {
    /// The bands ended so far, then room for the open band's `minY`, `maxY` and edge count,
    /// then its edges.
    private var storage: [Double] = []
    /// Where the open band starts in the storage.
    private var open = 0
    /// Where the last band ended starts, if any.
    private var last: Int? = nil

    /// A builder with room for about this many numbers (three a band, and the edges).
    init(capacity: Int) {
      storage.reserveCapacity(capacity + 3)
      openBand()
    }

    /// Makes room for the open band's `minY`, `maxY` and edge count.
    private mutating func openBand() {
      open = storage.count
      storage.append(0)
      storage.append(0)
      storage.append(0)
    }

    /// Removes the last numbers stored (one `removeLast()` at a time: the range removal is a
    /// generic call that costs more for the few numbers removed here).
    private mutating func drop(_ count: Int) {
      for _ in 0..<count { storage.removeLast() }
    }

    /// The last edge added to the open band, if any.
    var lastOpenEdge: Double? { storage.count > open + 3 ? storage[storage.count - 1] : nil }

    /// Adds an edge to the open band: greater than the one before.
    mutating func addEdge(_ x: Double) { storage.append(x) }

    /// Moves the last edge of the open band (it has one) to `x`.
    mutating func moveLastOpenEdge(to x: Double) { storage[storage.count - 1] = x }

    /// Ends the open band as the strip `minY..<maxY`, with the edges added since the band before.
    mutating func endBand(minY: Double, maxY: Double) {
      let start = open + 3
      let count = storage.count - start
      assert(count % 2 == 0, "edges in pairs")
      guard count > 0, minY < maxY else {
        drop(count)
        return
      }
      if let last, storage[last + 1] == minY, Int(storage[last + 2]) == count,
        storage[(last + 3)..<open].elementsEqual(storage[start...])
      {
        storage[last + 1] = maxY
        drop(count)
        return
      }
      storage[open] = minY
      storage[open + 1] = maxY
      storage[open + 2] = Double(count)
      last = open
      openBand()
    }

    /// The region made; the builder is done with (it is not used again).
    mutating func finish() -> Region {
      drop(3)
      return storage.isEmpty ? Region() : Region(storage: storage)
    }
  }
}
