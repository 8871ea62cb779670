import HitAreaKitTestSupport
import TapThrottling
import Testing

extension ThrottlingTests {
  /// Which touch and which up event a `sendAction` call belongs to (UIKitControlRules C5 and
  /// C8), through the control-dispatch simulator with the throttle wired in as the UIKit adapter
  /// wires it.
  @Suite struct ThrottleTrackedTouchTests {

    /// A button whose handlers are registered for a release anywhere, on both paths, besides
    /// ``ThrottlingTests/makeButton(_:throttle:log:)``'s tap handlers.
    static func makeReleaseButton(throttle: TapThrottle) -> DispatchControl {
      let button = DispatchControl("b", kind: .button)
      button.addTarget(
        DispatchTarget("r"), action: "released", for: [.touchUpInside, .touchUpOutside])
      button.addAction(DispatchAction("u"), for: [.touchUpInside, .touchUpOutside])
      DispatchThrottleAdapter.install(throttle, on: button)
      return button
    }

    struct Case: Sendable, CustomTestStringConvertible {
      let id: String
      let throttle: TapThrottle
      let script: [DispatchStep]
      let expected: [String]
      var testDescription: String { id }
    }

    static let released = ["r.released", "u"]

    static let releaseCases: [Case] = [
      Case(
        id: "a release outside inside the window runs (touchUpOutside is not a tap)",
        throttle: .interval(0.5),
        script: [.tap(at: 0), .touchDown(at: 0.1), .touchUp(at: 0.2, inside: false)],
        expected: released + released),
      Case(
        id: "a release outside opens no window: the next real tap runs",
        throttle: .interval(0.5),
        script: [.touchDown(at: 0), .touchUp(at: 0.1, inside: false), .tap(at: 0.3)],
        expected: released + released),
      Case(
        id: "a release outside after a drag back and forth",
        throttle: .interval(0.5),
        script: [
          .tap(at: 0), .touchDown(at: 0.1), .move(at: 0.15, inside: false),
          .move(at: 0.2, inside: true), .touchUp(at: 0.25, inside: false),
        ],
        expected: released + released),
      Case(
        id: "a release inside the window is still a repeated tap",
        throttle: .interval(0.5),
        script: [.tap(at: 0), .touchDown(at: 0.1), .touchUp(at: 0.2, inside: true)],
        expected: released),
      Case(
        id: "tap grouping: a release outside with a tap count of 2 is not a tap",
        throttle: .tapGrouping,
        script: [.tap(at: 0), .touchDown(at: 0.1, tapCount: 2), .touchUp(at: 0.2, inside: false)],
        expected: released + released),
    ]

    @Test(arguments: releaseCases)
    func releaseHandlers(_ c: Case) {
      let button = Self.makeReleaseButton(throttle: c.throttle)
      button.play(c.script)
      #expect(button.log.names == c.expected)
    }

    @Test func releaseOutsideLeavesTheWindowClosed() {
      let button = Self.makeReleaseButton(throttle: .interval(0.5))
      button.play([.touchDown(at: 0), .touchUp(at: 0.1, inside: false)])
      let adapter = button.hooks as? DispatchThrottleAdapter
      #expect(adapter?.throttle.throttle.lastAcceptedTimestamp == nil)
      #expect(adapter?.throttle.throttle.droppedTapCount == 0)
    }

    static let tap = ThrottlingTests.oneTap

    static let twoFingerCases: [Case] = [
      Case(
        id: "a repeat tap with a second finger resting on the control is dropped",
        throttle: .interval(0.5),
        script: [
          .tap(at: 0), .touchDown(at: 0.2), .otherFingerDown(at: 0.22),
          .touchUp(at: 0.3), .otherFingerUp(at: 0.35),
        ],
        expected: tap),
      Case(
        id: "tap grouping: a single tap is not dropped for the resting finger's tap count",
        throttle: .tapGrouping,
        script: [
          .touchDown(at: 0, tapCount: 1), .otherFingerDown(at: 0.05, tapCount: 2),
          .touchUp(at: 0.1), .otherFingerUp(at: 0.2),
        ],
        expected: tap),
      Case(
        id: "tap grouping: both fingers lift together; the other finger's tap count is not used",
        throttle: .tapGrouping,
        script: [
          .touchDown(at: 0, tapCount: 1), .otherFingerDown(at: 0.05, tapCount: 2),
          .bothFingersUp(at: 0.1),
        ],
        expected: tap),
      Case(
        id: "tap grouping: a double tap is dropped though the other finger's tap count is 1",
        throttle: .tapGrouping,
        script: [
          .tap(at: 0), .touchDown(at: 0.2, tapCount: 2), .otherFingerDown(at: 0.22, tapCount: 1),
          .touchUp(at: 0.3), .otherFingerUp(at: 0.4),
        ],
        expected: tap),
      Case(
        id: "a second finger tapping while the first is tracked sends nothing",
        throttle: .interval(0.5),
        script: [
          .touchDown(at: 0), .otherFingerDown(at: 0.05), .otherFingerUp(at: 0.1),
          .touchUp(at: 0.2), .tap(at: 0.8),
        ],
        expected: tap + tap),
      Case(
        id: "finger B, landing first, is the tracked one: finger A's tap meanwhile sends nothing",
        throttle: .interval(0.5),
        script: [.otherFingerDown(at: 0), .tap(at: 0.1), .otherFingerUp(at: 0.2), .tap(at: 0.3)],
        expected: tap),
    ]

    @Test(arguments: twoFingerCases)
    func twoFingers(_ c: Case) {
      let button = makeButton(throttle: c.throttle)
      button.play(c.script)
      #expect(button.log.names == c.expected)
    }
  }
}
