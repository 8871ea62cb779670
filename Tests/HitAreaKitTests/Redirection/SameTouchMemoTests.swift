import HitAreaKit
import Testing

/// UIKit's second and third hit test of a touch reuse the first one's decision, and ask what kind
/// of input the touch is only where that could change the answer.
@Suite struct SameTouchMemoTests {
  /// Counts how often the input is asked.
  final class InputProbe {
    var asked = 0
    let input: TouchInput
    init(_ input: TouchInput) { self.input = input }
    func ask() -> TouchInput {
      asked += 1
      return input
    }
  }

  let p = Point(x: 10, y: 20)

  @Test func aKeptAnswerThatIsUIKitsIsReusedWithoutAskingTheInput() {
    var memo = SameTouchMemo<String>()
    memo.keep("button", timestamp: 5, point: p, input: .directTouch, isRedirection: false)
    let probe = InputProbe(.other)
    #expect(memo.answer(timestamp: 5, point: p, input: probe.ask) == "button")
    #expect(probe.asked == 0)
  }

  @Test func aKeptRedirectionIsReusedOnlyForTheSameInput() {
    var memo = SameTouchMemo<String>()
    memo.keep("ring", timestamp: 5, point: p, input: .directTouch, isRedirection: true)
    let finger = InputProbe(.directTouch)
    #expect(memo.answer(timestamp: 5, point: p, input: finger.ask) == "ring")
    #expect(finger.asked == 1)
    // An Apple Pencil's later hit test, once its touch is in the event.
    let pencil = InputProbe(.other)
    #expect(memo.answer(timestamp: 5, point: p, input: pencil.ask) == nil)
  }

  @Test(arguments: [(6.0, Point(x: 10, y: 20)), (5.0, Point(x: 10, y: 21))])
  func anotherTouchOrPointIsNotKept(timestamp: Double, point: Point) {
    var memo = SameTouchMemo<String>()
    memo.keep("button", timestamp: 5, point: p, input: .directTouch, isRedirection: false)
    let probe = InputProbe(.directTouch)
    #expect(memo.answer(timestamp: timestamp, point: point, input: probe.ask) == nil)
    #expect(probe.asked == 0)
  }

  @Test func aHitTestWithoutAnEventKeepsAndMatchesNothing() {
    var memo = SameTouchMemo<String>()
    memo.keep("button", timestamp: nil, point: p, input: .other, isRedirection: false)
    #expect(memo.answer(timestamp: nil, point: p, input: { .other }) == nil)
    memo.keep("button", timestamp: 5, point: p, input: .other, isRedirection: false)
    #expect(memo.answer(timestamp: nil, point: p, input: { .other }) == nil)
  }
}
