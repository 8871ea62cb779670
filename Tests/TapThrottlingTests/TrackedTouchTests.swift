import HitAreaKitTestSupport
import TapThrottling
import Testing

/// The touch a control tracks among several fingers (the UIKitControlRules article, C3 and C8).
@Suite struct TrackedTouchTests {
  static func live(_ touch: DispatchTouch) -> Bool {
    touch.phase != .ended && touch.phase != .cancelled
  }

  @Test func theFirstTouchThatBeginsIsTracked() {
    var tracked = TrackedTouch<DispatchTouch>()
    let a = DispatchTouch("A")
    let b = DispatchTouch("B")
    #expect(tracked.touch == nil)
    #expect(tracked.began([a, b], isLive: Self.live) === a)
    #expect(tracked.isTracked(a))
    #expect(!tracked.isTracked(b))
  }

  @Test func aSecondFingerLandingChangesNothing() {
    var tracked = TrackedTouch<DispatchTouch>()
    let a = DispatchTouch("A")
    let b = DispatchTouch("B", tapCount: 2)
    tracked.began([a], isLive: Self.live)
    a.phase = .moved
    #expect(tracked.began([b], isLive: Self.live) === a)
  }

  @Test func theOtherFingerEndingChangesNothing() {
    var tracked = TrackedTouch<DispatchTouch>()
    let a = DispatchTouch("A")
    let b = DispatchTouch("B")
    tracked.began([a], isLive: Self.live)
    b.phase = .ended
    tracked.ended([b])
    #expect(tracked.touch === a)
  }

  @Test func theTrackedTouchEndingOrCancelledIsForgotten() {
    for end in [TapThrottle.TouchPhase.ended, .cancelled] {
      var tracked = TrackedTouch<DispatchTouch>()
      let a = DispatchTouch("A")
      let b = DispatchTouch("B")
      tracked.began([a], isLive: Self.live)
      a.phase = end
      b.phase = end
      tracked.ended([b, a])
      #expect(tracked.touch == nil, "\(end)")
      // The next finger that lands is tracked.
      let c = DispatchTouch("C")
      #expect(tracked.began([c], isLive: Self.live) === c, "\(end)")
    }
  }

  @Test func aTrackedTouchWhoseEndNeverCameIsReplaced() {
    var tracked = TrackedTouch<DispatchTouch>()
    let a = DispatchTouch("A")
    tracked.began([a], isLive: Self.live)
    a.phase = .cancelled  // cancelled elsewhere: the control never heard of it
    let b = DispatchTouch("B")
    #expect(tracked.began([b], isLive: Self.live) === b)
  }

  @Test func aFreedTouchIsTrackedNoMore() {
    var tracked = TrackedTouch<DispatchTouch>()
    do {
      let a = DispatchTouch("A")
      tracked.began([a], isLive: Self.live)
      #expect(tracked.touch === a)
    }
    #expect(tracked.touch == nil)
    let b = DispatchTouch("B")
    #expect(tracked.began([b], isLive: Self.live) === b)
  }

  @Test func anEmptyBeganTracksNothing() {
    var tracked = TrackedTouch<DispatchTouch>()
    #expect(tracked.began([], isLive: Self.live) == nil)
  }
}
