import HitAreaSnapshot

/// The paths of child positions of elements read in pre-order (`0` for the root, `0/2` for its
/// third child, `0/2/1`), an imported node's id when it has no name of its own, or one another
/// element has too, or one that is another element's path: written as bytes into one buffer, a
/// path made a string only when it is read.
///
/// A path is its parent's, `/` and the element's position among its parent's children; making
/// each one a string cost about 580 instructions an element, most of whose paths are never read
/// (their elements take a name).
///
/// ```swift
/// let paths = PathIDs(count: 3) { $0 == 0 ? nil : 0 }  // a root and two children
/// paths[2]  // "0/1"
/// ```
struct PathIDs {
  /// The paths' bytes, element by element.
  private let text: [UInt8]
  /// Where each element's path starts in ``text``; one more, where the last one ends.
  private let starts: [Int]
  /// How many children each element has: the positions its children's paths take.
  private let childCounts: [Int]

  /// The paths of `count` elements in pre-order.
  ///
  /// - Parameters:
  ///   - count: How many elements; at least one, the root first.
  ///   - parent: Each element's parent, an element before it (`nil` only for the root, which it
  ///     is not asked about); its children are numbered in the order they come.
  init(count: Int, parent: (Int) -> Int?) {
    precondition(count > 0, "no root")
    var starts = [Int](filling: 0, count: count + 1)
    // Each element's parent and its position among the parent's children.
    var steps = [(parent: Int, position: Int)](filling: (0, 0), count: count)
    var childCount = [Int](filling: 0, count: count)
    starts[1] = 1  // `0`
    for i in 1..<count {
      guard let p = parent(i), p < i else { preconditionFailure("not in pre-order") }
      steps[i] = (p, childCount[p])
      childCount[p] += 1
      let length = starts[p + 1] - starts[p] + 1 + DecimalDigits.count(UInt64(steps[i].position))
      starts[i + 1] = starts[i] + length
    }
    text = [UInt8](unsafeUninitializedCapacity: starts[count]) { room, written in
      guard let base = room.baseAddress else { return }  // never: one byte at least
      room[0] = UInt8(ascii: "0")
      for i in 1..<count {
        // The parent's path, written already, then `/` and the position's digits.
        let (p, position) = steps[i]
        let parentLength = starts[p + 1] - starts[p]
        (base + starts[i]).initialize(from: base + starts[p], count: parentLength)
        room[starts[i] + parentLength] = UInt8(ascii: "/")
        DecimalDigits.write(
          UInt64(position),
          into: UnsafeMutableBufferPointer(
            rebasing: room[(starts[i] + parentLength + 1)..<starts[i + 1]]))
      }
      written = starts[count]
    }
    self.starts = starts
    childCounts = childCount
  }

  /// How many children an element has (the positions its children's paths take).
  func childCount(of element: Int) -> Int { childCounts[element] }

  /// An element's path.
  subscript(element: Int) -> String {
    text.withUnsafeBufferPointer {
      String(
        decoding: UnsafeBufferPointer(rebasing: $0[starts[element]..<starts[element + 1]]),
        as: UTF8.self)
    }
  }

  /// Every element's path, as strings.
  var all: [String] { (0..<(starts.count - 1)).map { self[$0] } }
}
