import HitAreaKitTestSupport
import TapThrottling
import Testing

/// The throttle's two holes of version 0.2 and the double count: sends a custom control or a tap
/// recognizer makes with `sendActions(for:)`, presses on the `UIAction` path, and a send that
/// passes through the hooks of a class and of its superclass.
@Suite struct ControlTapThrottleHoleTests {
  /// A rating control sends from `touchesEnded` (or `endTracking`) with `sendActions(for:)`: the
  /// sends have no event, and in 0.2 passed as programmatic.
  ///
  /// They are the touch's now.
  @Test func aSendFromTouchesEndedIsTheTouchs() {
    let wiring = ControlTapThrottle(TapThrottle(.interval(1), events: .valueChanged))
    var ran = 0
    for time in [10.0, 10.3] {
      wiring.duringTouches(timestamp: time, tapCount: 1, phase: .ended) {
        wiring.duringProgrammaticDispatch(time: time + 0.001) {
          if wiring.admitTargetAction(events: .valueChanged, timestamp: nil, isTouchInside: true)
            == .run
          {
            ran += 1
          }
        }
      }
    }
    #expect(ran == 1)
    #expect(wiring.shared.throttle.droppedTapCount == 1)
  }

  /// A tap recognizer's handler calls `sendActions(for:)` right after the touch the control saw
  /// (cancelled by the recognizer): its sends are that touch's; a send seconds later is
  /// programmatic and passes.
  @Test func aSendFromATapRecognizerJustAfterTheTouchIsTheTouchs() {
    let wiring = ControlTapThrottle(.interval(1))
    func tap(at time: Double) -> TapThrottle.Decision {
      wiring.duringTouches(timestamp: time, tapCount: 1, phase: .cancelled) {}
      return wiring.duringProgrammaticDispatch(time: time + 0.02) {
        wiring.admitAction(events: .touchUpInside, isTouchInside: true)
      }
    }
    #expect(tap(at: 20) == .run)
    #expect(tap(at: 20.4) == .drop)
    let later = wiring.duringProgrammaticDispatch(time: 25) {
      wiring.admitAction(events: .touchUpInside, isTouchInside: true)
    }
    #expect(later == .run)
  }

  /// A press (a keyboard's return, a focus engine's select, a tvOS click) drives both paths: the
  /// target-action path has the press event, the `UIAction` path none.
  ///
  /// Both run or drop together, whatever the control's `isTouchInside` says: UIKit's presses
  /// leave it `false` (no touch is inside the control), which dropped nothing (a release
  /// outside is no tap, so a second press 0.2 s later ran both paths again).
  @Test(arguments: [nil, false] as [Bool?])
  func bothPathsOfAPressDropTogether(isTouchInside: Bool?) {
    let wiring = ControlTapThrottle(.interval(1))
    var log: [String] = []
    for time in [30.0, 30.2] {
      wiring.duringPresses(phase: .ended, timestamp: time) {
        if wiring.admitTargetAction(
          events: .primaryActionTriggered, timestamp: time, isTouchInside: isTouchInside) == .run
        {
          log.append("target@\(time)")
        }
        if wiring.admitAction(events: .primaryActionTriggered, isTouchInside: isTouchInside)
          == .run
        {
          log.append("action@\(time)")
        }
      }
    }
    #expect(log == ["target@30.0", "action@30.0"])
  }

  /// A custom control calls `super.touchesEnded`, which clears `isTouchInside`, then
  /// `sendActions(for: .touchUpInside)`: the send is the tap, and a second tap 0.3 s later drops
  /// (both ran).
  @Test func aSendAfterSuperTouchesEndedIsTheTap() {
    let wiring = ControlTapThrottle(.interval(1))
    var ran = 0
    for time in [10.0, 10.3] {
      wiring.duringTouches(timestamp: time, tapCount: 1, phase: .ended) {
        wiring.duringProgrammaticDispatch(time: time + 0.001) {
          if wiring.admitTargetAction(events: .touchUpInside, timestamp: nil, isTouchInside: false)
            == .run
          {
            ran += 1
          }
        }
      }
    }
    #expect(ran == 1)
    // UIKit's own release outside, in `touchesEnded` itself, is still no tap.
    let outside = wiring.duringTouches(timestamp: 12, tapCount: 1, phase: .ended) {
      wiring.admitTargetAction(events: .touchUpInside, timestamp: 12, isTouchInside: false)
    }
    #expect(outside == .run)
    #expect(wiring.shared.throttle.droppedTapCount == 1)
  }

  /// A send the app makes in a touch's handler is for the events it sends: a knob's one handler
  /// for `[.valueChanged, .touchUpInside]`, called by `sendActions(for: .valueChanged)` from
  /// the `touchUpOutside` handler that snaps the value back, is no tap and runs (the review
  /// found it dropped 0.5 s after a tap: the send was taken for the release's tap).
  @Test func aValueChangedSentFromAReleaseOutsideRuns() {
    let knob = DispatchControl("knob", kind: .button)
    knob.addTarget(DispatchTarget("h"), action: "x", for: [.valueChanged, .touchUpInside])
    let snap = DispatchTarget("snap")
    snap.handlers["back"] = { control, _ in control.sendActions(for: .valueChanged) }
    knob.addTarget(snap, action: "back", for: .touchUpOutside)
    DispatchThrottleAdapter.install(.interval(1), on: knob)
    knob.play([
      .tap(at: 0),
      .touchDown(at: 0.3), .move(at: 0.4, inside: false), .touchUp(at: 0.5, inside: false),
    ])
    #expect(knob.log.names == ["h.x", "snap.back", "h.x"])
  }

  /// A value control toggled by a press sends `valueChanged` for it: that is no tap, and a
  /// second toggle 0.4 s later runs; a `touchUpInside` sent the same way is the press's tap.
  @Test func aPressSendsForTheEventsItSends() {
    let wiring = ControlTapThrottle(.interval(1))
    func press(at time: Double, sending events: ControlEvents) -> TapThrottle.Decision {
      wiring.duringPresses(phase: .ended, timestamp: time) {
        wiring.duringProgrammaticDispatch(time: time + 0.001, events: events) {
          wiring.admitAction(
            events: [.valueChanged, .primaryActionTriggered, .touchUpInside], isTouchInside: false)
        }
      }
    }
    #expect(press(at: 20, sending: .valueChanged) == .run)
    #expect(press(at: 20.4, sending: .valueChanged) == .run)
    #expect(press(at: 30, sending: .touchUpInside) == .run)
    #expect(press(at: 30.4, sending: .touchUpInside) == .drop)
  }

  /// A send that passes through the hooks of a class and of its superclass (both throttled) is
  /// decided once and counted once when dropped.
  @Test func aSendThroughTwoHooksIsDecidedAndCountedOnce() {
    let wiring = ControlTapThrottle(.interval(1))
    var calls = 0
    func send(at time: Double) {
      wiring.duringTouches(timestamp: time, tapCount: 1, phase: .ended) {
        // The subclass's hook, then the superclass's inside it, then the original.
        wiring.send({ wiring.admitAction(events: .touchUpInside, isTouchInside: true) }) {
          wiring.send({ wiring.admitAction(events: .touchUpInside, isTouchInside: true) }) {
            calls += 1
          }
        }
      }
    }
    send(at: 40)
    send(at: 40.5)
    #expect(calls == 1)
    #expect(wiring.shared.throttle.droppedSendCount == 1)
  }
}
