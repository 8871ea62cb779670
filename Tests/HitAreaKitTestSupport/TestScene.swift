import HitAreaKit

/// A scene of windows, back to front, hit-tested as UIKit does: each window from the front, and
/// the first that answers takes the touch.
///
/// Each window's answer is what HitAreaKit's window hook
/// gives: the UIKit-first decision (``decision(_:in:input:)``), with UIKit's answer from the test
/// double's own hit test and the windows below it asked before a touch is taken from them.
///
/// ```swift
/// let scene = TestScene(windows: [main, banner])
/// scene.hitTest(Point(x: 360, y: 70))        // the main window's button under the banner's ring
/// scene.engineHitTest(Point(x: 360, y: 70))  // the window hook of 0.2: the banner's close button
/// ```
public struct TestScene {
  /// The windows, back to front (the last one is in front).
  public var windows: [TestView]
  /// The windows' default policy (`HitAreaConfiguration.defaultResolution`).
  public var policy: ResolutionPolicy
  /// The automatic minimum size, or `nil`.
  public var automaticMinimumSize: Double?

  /// Creates a scene.
  public init(
    windows: [TestView], policy: ResolutionPolicy = .frontmost, automaticMinimumSize: Double? = 44
  ) {
    self.windows = windows
    self.policy = policy
    self.automaticMinimumSize = automaticMinimumSize
  }

  /// The hit tester a window hook uses.
  public var tester: HitTester<TestViewTree> {
    HitTester(tree: TestViewTree(), policy: policy, automaticMinimumSize: automaticMinimumSize)
  }

  /// The view that receives a touch at `point` (screen coordinates, which are every window's).
  public func hitTest(_ point: Point, input: TouchInput = .directTouch) -> TestView? {
    for window in windows.reversed() {
      if let hit = decision(point, in: window, input: input).hit { return hit }
    }
    return nil
  }

  /// The UIKit-first decision of one window's hook.
  public func decision(_ point: Point, in window: TestView, input: TouchInput = .directTouch)
    -> RedirectionDecision<TestView>
  {
    let tester = tester
    let below = windows.prefix { $0 !== window }
    return tester.redirectedHitTestRespectingDepth(
      point, in: window, input: input, uikit: { window.hitTest($0, with: nil) },
      isTargetBelow: { p in
        below.contains { tester.isOnTarget($0.hitTest(p, with: nil), in: $0, at: p) }
      })
  }

  /// What the window hook of version 0.2 did: HitAreaKit's engine instead of UIKit's hit test,
  /// in every window.
  public func engineHitTest(_ point: Point) -> TestView? {
    for window in windows.reversed() {
      if let hit = tester.hitTest(point, in: window) { return hit }
    }
    return nil
  }
}
