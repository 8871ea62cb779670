import HitAreaKit
import Testing

@testable import HitAreaSnapshot

/// `Array(filling:count:)` against `Array(repeating:count:)`, its reference.
@Suite struct ArrayFillingTests {
  /// A class instance, to see copies shared and released as `Array(repeating:count:)` does.
  final class Box: Equatable {
    let value: Int
    init(_ value: Int) { self.value = value }
    static func == (a: Box, b: Box) -> Bool { a === b }
  }

  static let counts = [0, 1, 2, 7, 64, 1_000]

  @Test(arguments: counts) func makesWhatRepeatingMakes(count: Int) {
    #expect([Int](filling: -1, count: count) == [Int](repeating: -1, count: count))
    #expect([Bool](filling: true, count: count) == [Bool](repeating: true, count: count))
    #expect([Rect?](filling: nil, count: count) == [Rect?](repeating: nil, count: count))
    let rect = Rect(x: 1, y: 2, width: 3, height: 4)
    #expect([Rect](filling: rect, count: count) == [Rect](repeating: rect, count: count))
    #expect(
      [String](filling: "Button ‘OK’", count: count)
        == [String](repeating: "Button ‘OK’", count: count))
    #expect([[Int]](filling: [1, 2], count: count) == [[Int]](repeating: [1, 2], count: count))
    #expect([Int](filling: 5, count: count).capacity >= count)
  }

  @Test func sharesTheValueAndReleasesIt() {
    var box: Box? = Box(3)
    weak let released = box
    var boxes = [Box](filling: box!, count: 5)
    #expect(boxes.allSatisfy { $0 === box })
    box = nil
    #expect(released != nil, "the array holds the value")
    boxes[2] = Box(4)
    #expect(boxes.map(\.value) == [3, 3, 4, 3, 3], "each element is its own")
    boxes = []
    #expect(released == nil, "every copy released")
  }

  @Test func fillsOnlyTheRoomItIsGiven() {
    // Appended after elements already there, into more room than it needs.
    var values = [9, 8]
    values.reserveCapacity(40)
    values.append(contentsOf: RepeatedValue(value: 1, count: 3))
    #expect(values == [9, 8, 1, 1, 1])
    // Its iterator and subscript, for code that walks it rather than copying it.
    #expect(RepeatedValue(value: "a", count: 3).map { $0 } == ["a", "a", "a"])
    let repeated = RepeatedValue(value: 2.5, count: 4)
    #expect(repeated.indices == 0..<4 && repeated[3] == 2.5 && repeated.count == 4)
    var iterator = repeated.makeIterator()
    var seen = 0
    while iterator.next() != nil { seen += 1 }
    #expect(seen == 4)
  }
}
