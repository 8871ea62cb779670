import HitAreaKit
import Testing

@testable import HitAreaSnapshot

/// `Array(filling:count:)` and `Array(nils:)` against `Array(repeating:count:)`, their
/// reference, and the collection behind them filling the room it is given.
@Suite struct ArrayFillingTests {
  /// A class instance, to see copies shared and released as `Array(repeating:count:)` does.
  final class Box: Equatable {
    let value: Int
    init(_ value: Int) { self.value = value }
    static func == (a: Box, b: Box) -> Bool { a === b }
  }

  /// A weak reference (a stored one: Swift 6.0 has no `weak let`).
  struct Weak {
    weak var box: Box?
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
    // The outer `nil`, as `Array(repeating:count:)` infers it, and labelled tuples.
    let outer = [Int??](filling: nil, count: count)
    #expect(outer.allSatisfy { $0 == nil } && outer.count == count)
    let pairs = [(column: Int, row: Int)](filling: (3, 4), count: count)
    #expect(pairs.count == count && pairs.allSatisfy { $0.column == 3 && $0.row == 4 })
    #expect([Int](filling: 5, count: count).capacity >= count)
  }

  /// Nils stored outright are what repeating `nil` makes: for optionals of references, of
  /// strings, of arrays, of a trivial struct and of an optional (the outer `nil`); each element
  /// then holds what is stored in it, and releases it.
  @Test(arguments: counts) func nilsAreWhatRepeatingNilMakes(count: Int) {
    #expect([String?](nils: count) == [String?](repeating: nil, count: count))
    #expect([[Int]?](nils: count) == [[Int]?](repeating: nil, count: count))
    #expect([Rect?](nils: count) == [Rect?](repeating: nil, count: count))
    let outer = [Int??](nils: count)
    #expect(outer.count == count && outer.allSatisfy { $0 == nil })
    var boxes = [Box?](nils: count)
    #expect(boxes.count == count && boxes.allSatisfy { $0 == nil } && boxes.capacity >= count)
    guard count > 0 else { return }
    var box: Box? = Box(7)
    let released = Weak(box: box)
    boxes[count - 1] = box
    box = nil
    #expect(boxes.compactMap { $0?.value } == [7] && released.box != nil)
    boxes[count - 1] = nil
    #expect(released.box == nil, "the stored value released")
    var texts = [String?](nils: count)
    texts[0] = String(repeating: "long text ", count: 4)
    #expect(texts.compactMap { $0 } == [String(repeating: "long text ", count: 4)])
  }

  @Test func sharesTheValueAndReleasesIt() {
    var box: Box? = Box(3)
    let released = Weak(box: box)
    var boxes = [Box](filling: box!, count: 5)
    #expect(boxes.allSatisfy { $0 === box })
    box = nil
    #expect(released.box != nil, "the array holds the value")
    boxes[2] = Box(4)
    #expect(boxes.map(\.value) == [3, 3, 4, 3, 3], "each element is its own")
    boxes = []
    #expect(released.box == nil, "every copy released")
  }

  /// Fills `room` slots from `count` copies, as the standard library asks of it.
  static func fill(room: Int, from count: Int) -> (filled: [String], left: Int) {
    let storage = UnsafeMutableBufferPointer<String>.allocate(capacity: room)
    defer { storage.deallocate() }
    var (iterator, end) = storage.initialize(from: RepeatedValue(value: "a", count: count))
    defer { _ = storage[..<end].deinitialize() }
    var left = 0
    while iterator.next() != nil { left += 1 }
    return (Array(storage[..<end]), left)
  }

  @Test func fillsOnlyTheRoomItIsGiven() {
    for (room, count) in [(5, 3), (5, 0), (0, 4), (3, 3), (1_000, 999), (4, 9), (1, 1_000)] {
      let (filled, left) = Self.fill(room: room, from: count)
      #expect(filled == Array(repeating: "a", count: min(room, count)), "room \(room), \(count)")
      #expect(left == count - min(room, count), "the copies not given room are left")
    }
    // Nils, into less room than there are.
    let nils = UnsafeMutableBufferPointer<String?>.allocate(capacity: 3)
    defer { nils.deallocate() }
    var (rest, filled) = nils.initialize(from: RepeatedValue<String?>(nils: 5))
    #expect(filled == 3 && Array(nils) == [nil, nil, nil])
    #expect(rest.next() == .some(nil) && rest.next() == .some(nil) && rest.next() == nil)
    _ = nils.deinitialize()
    // No room at all, without storage: nothing is written.
    var (iterator, end) = UnsafeMutableBufferPointer<Int>(start: nil, count: 0)
      .initialize(from: RepeatedValue(value: 1, count: 2))
    #expect(end == 0 && iterator.next() == 1 && iterator.next() == 1 && iterator.next() == nil)
  }

  @Test func appendsAfterWhatIsThere() {
    // Into more room than it needs, into exactly enough, and into too little (the array grows).
    for (capacity, count) in [(40, 3), (5, 3), (2, 30)] {
      var values = [9, 8]
      values.reserveCapacity(capacity)
      values.append(contentsOf: RepeatedValue(value: 1, count: count))
      #expect(values == [9, 8] + Array(repeating: 1, count: count))
    }
    // Its iterator and subscript, for code that walks it rather than copying it.
    #expect(RepeatedValue(value: "a", count: 3).map { $0 } == ["a", "a", "a"])
    let repeated = RepeatedValue(value: 2.5, count: 4)
    #expect(repeated.indices == 0..<4 && repeated[3] == 2.5 && repeated.count == 4)
  }
}
