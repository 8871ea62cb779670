import HitAreaKit
import HitAreaKitTestSupport
import HitAreaSnapshot
import Testing

/// Capturing every window of a scene, the keyboard and alerts included.
@Suite struct SceneCaptureTests {
  static let screen = Rect(x: 0, y: 0, width: 390, height: 844)

  @Test func windowsAreOrderedByLevelKeepingTheSceneOrderAmongEquals() {
    let levels: [String: Double] = [
      "app": 0, "alert": 2000, "keyboard": 10, "second": 0, "odd": .nan, "below": -1,
    ]
    let ordered = SceneCapture.orderedByLevel(
      ["alert", "app", "keyboard", "second", "odd", "below"]
    ) { levels[$0] ?? 0 }
    #expect(ordered == ["below", "app", "second", "odd", "keyboard", "alert"])
  }

  @Test(arguments: [
    ("UITextEffectsWindow", true), ("UIRemoteKeyboardWindow", true),
    ("UIKitCore.UITextEffectsWindow", true), ("UIWindow", false), ("MyOverlayWindow", false),
  ])
  func knowsTheWindowsThatPassTouchesThrough(_ name: String, _ expected: Bool) {
    #expect(SceneCapture.passesTouchesThrough(windowClassName: name) == expected)
  }

  /// An app window, a keyboard window (full screen, passes touches through) with an input
  /// accessory bar, and an alert window above both.
  static func scene() -> (windows: [TestView], levels: [String: Double]) {
    let app = TestView("app", frame: screen)
    app.addSubview(TestControl("save", frame: Rect(x: 300, y: 60, width: 60, height: 44)))
    app.addSubview(TestControl("send", frame: Rect(x: 300, y: 500, width: 60, height: 44)))
    let keyboard = TestView("keyboard", frame: screen)
    let bar = TestView("bar", frame: Rect(x: 0, y: 480, width: 390, height: 44))
    bar.addSubview(TestControl("done", frame: Rect(x: 330, y: 0, width: 60, height: 44)))
    keyboard.addSubview(bar)
    let alert = TestView("alert", frame: Rect(x: 45, y: 300, width: 300, height: 150))
    alert.addSubview(TestControl("ok", frame: Rect(x: 0, y: 100, width: 300, height: 50)))
    return ([alert, app, keyboard], ["app": 0, "keyboard": 10, "alert": 2000])
  }

  static func capture(_ windows: [TestView], _ levels: [String: Double]) -> LayoutSnapshot {
    LayoutSnapshot(
      capturingWindows: windows, level: { levels[$0.name] ?? 0 }, screen: screen,
      in: TestViewTree(), screenType: "UIWindowScene",
      describe: { view in
        CapturedNodeDescription(id: view.name, passesTouchesThrough: view.name == "keyboard")
      })
  }

  @Test func capturesEveryWindowUnderTheScreen() {
    let (windows, levels) = Self.scene()
    let s = Self.capture(windows, levels)
    #expect(s.nodes[0].id == "screen" && s.nodes[0].type == "UIWindowScene")
    // Back to front: the app, the keyboard's bar (its window left out), the alert.
    #expect(s.nodes[0].children.map { s.nodes[$0].id } == ["app", "bar", "alert"])
    #expect(s.index(of: "keyboard") == nil)
    let hit = { (x: Double, y: Double) in
      HitTester(tree: s).hitTest(Point(x: x, y: y), in: 0).map { s.nodes[$0].id }
    }
    #expect(hit(320, 80) == "save")  // through the keyboard's window: it takes no touch
    #expect(hit(350, 500) == "done")  // the accessory bar covers the app's send button
    #expect(hit(100, 420) == "ok")  // the alert is in front
    #expect(hit(100, 200) == "app")
  }

  @Test func aLeftOutWindowsSubviewsStayWhereTheyAre() {
    let (windows, levels) = Self.scene()
    let keyboard = windows[2]
    keyboard.center.y += 100  // a window moved down and scaled about its centre
    keyboard.transform = AffineTransform(scaleX: 0.5, y: 0.5)
    keyboard.bounds.origin = Point(x: 10, y: 0)
    let s = Self.capture(windows, levels)
    let done = keyboard.subviews[0].subviews[0]
    let i = s.index(of: "done") ?? -1
    for p in [Point(x: 1, y: 1), Point(x: 30, y: 22), Point(x: 59, y: 43)] {
      let live = done.convert(p, to: keyboard)
      let expected = keyboard.geometry.convertToParent(live)
      let captured = s.toRoot(i).apply(to: p)
      #expect(abs(captured.x - expected.x) < 1e-9 && abs(captured.y - expected.y) < 1e-9)
    }
  }

  /// UIKit's answer over a scene: each window's hit test, front to back; the first that answers.
  static func uikitHit(_ windows: [TestView], _ levels: [String: Double], _ p: Point) -> String? {
    for window in SceneCapture.orderedByLevel(windows, level: { levels[$0.name] ?? 0 }).reversed() {
      if let q = window.uikitConvertFromSuperview(p), let hit = window.hitTest(q, with: nil) {
        return hit.name
      }
    }
    return nil
  }

  /// A keyboard window that fails UIKit's gate (hidden, transparent, or not interactive) takes its
  /// whole subtree out of hit testing: the app's send button under its bar is hit, not the bar.
  @Test(arguments: ["hidden", "transparent", "not interactive"])
  func aPassThroughWindowThatFailsTheGateHidesItsSubviews(_ how: String) {
    let (windows, levels) = Self.scene()
    let keyboard = windows[2]
    keyboard.passesTouchesThrough = true  // as UIKit's keyboard window: never the answer itself
    switch how {
    case "hidden": keyboard.isHidden = true
    case "transparent": keyboard.alpha = 0.005
    default: keyboard.isUserInteractionEnabled = false
    }
    let s = Self.capture(windows, levels)
    let hit = { (x: Double, y: Double) in
      HitTester(tree: s).hitTest(Point(x: x, y: y), in: 0).map { s.nodes[$0].id }
    }
    // The send button under the bar, the bar's empty part, and its done button.
    for (x, y, expected) in [(350.0, 500.0, "send"), (100, 490, "app"), (380, 485, "app")] {
      #expect(Self.uikitHit(windows, levels, Point(x: x, y: y)) == expected)
      #expect(hit(x, y) == expected, "\(how) at (\(x), \(y))")
    }
  }

  @Test func windowPathsFollowTheLevelOrder() {
    let (windows, levels) = Self.scene()
    let s = LayoutSnapshot(
      capturingWindows: windows, level: { levels[$0.name] ?? 0 }, screen: Self.screen,
      in: TestViewTree(),
      describe: { CapturedNodeDescription(passesTouchesThrough: $0.name == "keyboard") })
    #expect(s.nodes[0].children.map { s.nodes[$0].id } == ["0/0", "0/1/0", "0/2"])
  }
}
