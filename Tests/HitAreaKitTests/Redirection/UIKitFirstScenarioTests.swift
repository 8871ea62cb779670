import HitAreaKit
import HitAreaKitTestSupport
import Testing

/// The review's scenarios of the automatic minimum size (44 pt, the windows' default policy).
///
/// The first three are about asking UIKit: the window hook of version 0.2 ran HitAreaKit's engine
/// instead of UIKit's hit test (`engineHitTest`) and got them wrong, which each test shows. The
/// others are about the rules that decide ring hits, which the engine and the UIKit-first
/// decision now share: each was wrong in version 0.2 (the closing note of issue 22 lists what it
/// answered) and both must get it right.
@Suite struct UIKitFirstScenarioTests {
  static func window(_ name: String = "window") -> TestView {
    TestView(name, frame: Rect(x: 0, y: 0, width: 390, height: 844))
  }

  static func button(_ name: String, _ frame: Rect, in parent: TestView) -> TestButton {
    let button = TestButton(name, frame: frame)
    parent.addSubview(button)
    return button
  }

  /// QMUI's console: a clear, full-screen window whose root view passes touches through only by
  /// its hit-test block (QMUI swizzles `UIView`'s `hitTest`, so no class overrides it).
  ///
  /// Under
  /// the engine the block never ran and the console window took every touch of the app.
  @Test func aWindowThatPassesTouchesThroughByAHitTestBlockKeepsTheAppAlive() {
    let main = Self.window("main")
    let pay = Self.button("pay", Rect(x: 20, y: 700, width: 350, height: 50), in: main)
    let console = Self.window("console")
    let root = TestView("consoleRoot", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    console.addSubview(root)
    let panel = TestView("panel", frame: Rect(x: 0, y: 0, width: 390, height: 120))
    root.addSubview(panel)
    let clear = Self.button("clear", Rect(x: 340, y: 80, width: 30, height: 30), in: panel)
    root.hitTestBlock = { _, answer in answer === root ? nil : answer }
    console.hitTestBlock = { _, answer in answer === console ? nil : answer }
    let scene = TestScene(windows: [main, console])
    let onPay = Point(x: 195, y: 725)
    #expect(scene.engineHitTest(onPay) === root)  // 0.2: the console swallows the touch
    #expect(scene.hitTest(onPay) === pay)
    #expect(scene.hitTest(Point(x: 355, y: 95)) === clear)  // the console's own button works
  }

  /// A confirmation button fading in (animating without `.allowUserInteraction`): UIKit's private
  /// rule refuses it, so its ring must not take a tap meant for the screen behind it.
  @Test func aRingNeverRevivesAViewUIKitRefusesPrivately() {
    let window = Self.window()
    let list = TestView("list", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    list.gestureRecognizerCount = 0
    window.addSubview(list)
    let confirm = Self.button("confirm", Rect(x: 180, y: 400, width: 24, height: 24), in: window)
    confirm.ignoresTouchesPrivately = true
    let scene = TestScene(windows: [window])
    let ring = Point(x: 176, y: 412)
    #expect(scene.engineHitTest(ring) === confirm)
    let decision = scene.decision(ring, in: window)
    #expect(decision.hit === list && decision.reason == .refusedByUIKit, "\(decision.reason)")
  }

  /// A banner window's 20-pt close button 12 pt from the main window's navigation-bar button:
  /// the ring must not cross into the window below, where UIKit has a target on its bounds.
  @Test func ringsDoNotCrossIntoTheWindowBelow() {
    let main = Self.window("main")
    let navButton = Self.button("back", Rect(x: 330, y: 46, width: 44, height: 44), in: main)
    let banner = Self.window("banner")
    banner.passesTouchesThrough = true
    let close = Self.button("close", Rect(x: 350, y: 20, width: 20, height: 20), in: banner)
    let scene = TestScene(windows: [main, banner])
    let onNav = Point(x: 352, y: 49)  // 9 pt below the close button, in its ring, on the button
    #expect(scene.engineHitTest(onNav) === close)
    #expect(scene.decision(onNav, in: banner).reason == .targetBelow)
    #expect(scene.hitTest(onNav) === navButton)
    #expect(scene.hitTest(Point(x: 360, y: 44)) === close)  // its ring over nothing below
  }

  /// A floating bubble in a pass-through window above a scrolling feed whose content under the
  /// finger is a plain view: the scroll start 8 pt from the bubble belongs to the window below,
  /// as it would inside one window (review 4, finding 2).
  @Test func ringsDoNotTakeTheStartOfAScrollInTheWindowBelow() {
    let main = Self.window("main")
    let feed = TestView("feed", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    feed.isScrollView = true
    main.addSubview(feed)
    let content = TestView("content", frame: Rect(x: 0, y: 0, width: 390, height: 2_000))
    feed.addSubview(content)
    let overlay = Self.window("overlay")
    overlay.passesTouchesThrough = true
    let bubble = Self.button("bubble", Rect(x: 330, y: 600, width: 24, height: 24), in: overlay)
    let scene = TestScene(windows: [main, overlay])
    let besideBubble = Point(x: 322, y: 612)
    #expect(scene.decision(besideBubble, in: overlay).reason == .targetBelow)
    #expect(scene.hitTest(besideBubble) === content)
    #expect(scene.hitTest(Point(x: 342, y: 612)) === bubble)
  }

  /// The same banner as a window subclass that passes touches through by overriding `hitTest`
  /// around the hook: UIKit's raw answer at the hook is the banner window itself, yet the ring
  /// must not take the tap on the navigation-bar button of the window below.
  @Test func ringsDoNotCrossFromAPassThroughWindowSubclass() {
    let main = Self.window("main")
    let navButton = Self.button("back", Rect(x: 330, y: 46, width: 44, height: 44), in: main)
    let banner = TestPassThroughWindow("banner", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let close = Self.button("close", Rect(x: 350, y: 20, width: 20, height: 20), in: banner)
    let tester = HitTester(tree: TestViewTree(), automaticMinimumSize: 44)
    func hook(_ p: Point) -> RedirectionDecision<TestView> {
      tester.redirectedHitTest(
        p, in: banner, uikit: { banner.uikitHitTest($0, with: nil) },
        isTargetBelow: { tester.claimsTouch(main.hitTest($0, with: nil), in: main, at: $0) })
    }
    let onNav = Point(x: 352, y: 49)
    let decision = hook(onNav)
    #expect(decision.reason == .targetBelow, "\(decision.reason)")
    #expect(banner.overriding(decision.hit) == nil)  // so UIKit asks the main window next
    #expect(main.hitTest(onNav, with: nil) === navButton)
    // Its ring over nothing below still works, and its own bounds always do.
    #expect(banner.overriding(hook(Point(x: 360, y: 44)).hit) === close)
    #expect(banner.overriding(hook(Point(x: 360, y: 30)).hit) === close)
  }

  /// A pass-through window subclass as toasts, HUDs and floating players write it.
  ///
  /// `rootViewController?.view == v ? nil : v`: UIKit's raw answer off its buttons is the root
  /// view, not the window, so the window was not taken to pass the touch on: the close button's
  /// ring took the tap on the navigation-bar button of the main window, and the override, which
  /// drops only the root view, let it through. The whole hit test, override included, is asked,
  /// and only where a window below keeps the touch.
  @Test func ringsDoNotCrossFromAWindowThatDropsItsRootView() {
    let main = Self.window("main")
    let navButton = Self.button("back", Rect(x: 330, y: 46, width: 44, height: 44), in: main)
    let toast = TestPassThroughWindow("toast", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let root = TestView("rootView", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    toast.addSubview(root)
    toast.rootView = root
    let close = Self.button("close", Rect(x: 350, y: 20, width: 20, height: 20), in: root)
    let tester = HitTester(tree: TestViewTree(), automaticMinimumSize: 44)
    var asked = 0
    func hook(_ p: Point, below: TestView? = main) -> RedirectionDecision<TestView> {
      tester.redirectedHitTest(
        p, in: toast, uikit: { toast.uikitHitTest($0, with: nil) },
        isTargetBelow: { p in
          below.map { tester.claimsTouch($0.hitTest(p, with: nil), in: $0, at: p) } ?? false
        },
        passesTouchOn: {
          asked += 1
          return toast.appHitTest($0) == nil
        })
    }
    let onNav = Point(x: 352, y: 49)
    #expect(toast.uikitHitTest(onNav, with: nil) === root)
    let decision = hook(onNav)
    #expect(decision.reason == .targetBelow, "\(decision.reason)")
    #expect(toast.overriding(decision.hit) == nil)  // so UIKit asks the main window next
    #expect(main.hitTest(onNav, with: nil) === navButton)
    // Its ring over nothing below still works, and its own bounds always do.
    #expect(toast.overriding(hook(Point(x: 360, y: 44)).hit) === close)
    #expect(toast.overriding(hook(Point(x: 360, y: 30)).hit) === close)
    // With no window below that keeps the touch, the override is not run again.
    asked = 0
    let alone = hook(onNav, below: nil)
    #expect(alone.reason == .redirected && alone.hit === close, "\(alone.reason)")
    #expect(asked == 0)
  }

  /// An automatic ring never takes a target's own enlargement.
  ///
  /// Two 20-pt buttons 15 pt apart; A has an enlargement of its own (an explicit hit area), B only
  /// the automatic size. Where UIKit gives the touch to A
  /// through A's own area, B's automatic ring never takes it; where only B's ring reaches, B
  /// gets it.
  @Test(arguments: [HitArea.outset(12), .minimumSize(44)])
  func anAutomaticRingNeverTakesATargetsOwnEnlargement(area: HitArea) {
    let window = Self.window()
    let a = Self.button("a", Rect(x: 100, y: 400, width: 20, height: 20), in: window)
    let b = Self.button("b", Rect(x: 135, y: 400, width: 20, height: 20), in: window)
    a.hitArea = area
    let scene = TestScene(windows: [window])
    for x in stride(from: 121.0, through: 131, by: 1) {
      let p = Point(x: x, y: 410)
      #expect(window.hitTest(p, with: nil) === a)  // UIKit: A's own area reaches x = 132
      #expect(scene.hitTest(p) === a, "x \(x): \(scene.decision(p, in: window).reason)")
    }
    #expect(scene.hitTest(Point(x: 133, y: 410)) === b)  // B's ring, beyond A's own area
  }

  /// A list of cells behind a 32-pt floating scroll-to-top button.
  ///
  /// A tap or the start of a scroll
  /// 5 pt outside the button lands on a cell: the cell keeps it, because the table (a scroll view)
  /// lies between the cell and the button's common ancestor.
  @Test func aFloatingButtonNeverTakesFromTheCellsOfAList() {
    let window = Self.window()
    let table = TestView("table", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    table.isScrollView = true
    window.addSubview(table)
    var cells: [TestView] = []
    for row in 0..<19 {
      let cell = TestView(
        "row\(row)", frame: Rect(x: 0, y: Double(row) * 44, width: 390, height: 44))
      cell.isCell = true
      table.addSubview(cell)
      cells.append(cell)
    }
    let top = Self.button("scrollToTop", Rect(x: 338, y: 740, width: 32, height: 32), in: window)
    let scene = TestScene(windows: [window])
    let beside = Point(x: 333, y: 756)  // 5 pt left of the button, on row 17
    #expect(scene.engineHitTest(beside) === cells[17])
    #expect(scene.hitTest(beside) === cells[17])
    #expect(scene.hitTest(Point(x: 354, y: 756)) === top)
  }

  /// A floating button beside a scroll view (or a pan area) whose content under the finger is a
  /// plain view: a drag starting 8 pt from the button must reach the scroll view, so the ring
  /// stays off (review 4, finding 1); a button inside the content keeps its ring there.
  @Test(arguments: ["scroll view", "pan area"])
  func aFloatingButtonNeverTakesTheStartOfADragOnPlainContent(_ kind: String) {
    let window = Self.window()
    let scroller = TestView("scroller", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    if kind == "scroll view" {
      scroller.isScrollView = true
    } else {
      scroller.recognizers = [.init(kind: .pan, isEnabled: true)]
    }
    window.addSubview(scroller)
    let content = TestView("content", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    scroller.addSubview(content)
    let inside = Self.button("inside", Rect(x: 40, y: 300, width: 24, height: 24), in: content)
    let floating = Self.button("floating", Rect(x: 330, y: 700, width: 24, height: 24), in: window)
    let scene = TestScene(windows: [window])
    let besideFloating = Point(x: 322, y: 712)  // 8 pt left of the floating button
    #expect(scene.hitTest(besideFloating) === content, "\(kind)")
    #expect(scene.engineHitTest(besideFloating) === content, "\(kind)")
    #expect(scene.hitTest(Point(x: 342, y: 712)) === floating, "\(kind)")
    #expect(scene.hitTest(Point(x: 34, y: 312)) === inside, "\(kind)")  // 6 pt left, its own ring
  }

  /// A static table hides a row by giving it a height of 0: a degenerate target gets no ring, so
  /// it never takes the rows around it.
  @Test func aZeroHeightRowGetsNoRing() {
    let window = Self.window()
    let first = TestView("first", frame: Rect(x: 0, y: 100, width: 390, height: 44))
    let hidden = TestView("hidden", frame: Rect(x: 0, y: 144, width: 390, height: 0))
    let next = TestView("next", frame: Rect(x: 0, y: 144, width: 390, height: 44))
    for cell in [first, hidden, next] {
      cell.isCell = true
      window.addSubview(cell)
    }
    let scene = TestScene(windows: [window])
    let nearTheEdge = Point(x: 40, y: 140)
    #expect(scene.engineHitTest(nearTheEdge) === first)
    #expect(scene.hitTest(nearTheEdge) === first)
    #expect(scene.hitTest(Point(x: 40, y: 147)) === next)
  }

  /// A table's section index is a 15-pt-wide control of UIKit's: it gets no ring.
  ///
  /// An app's own
  /// 15-pt-wide control gets one, but never takes a cell's edge: it is too thin to share.
  @Test(arguments: [false, true])
  func aThinIndexNeverReachesIntoTheRows(appControl: Bool) {
    let window = Self.window()
    let cell = TestView("row", frame: Rect(x: 0, y: 200, width: 390, height: 44))
    cell.isCell = true
    window.addSubview(cell)
    let frame = Rect(x: 375, y: 100, width: 15, height: 400)
    let index: TestControl =
      appControl ? TestControl("index", frame: frame) : TestSystemControl("index", frame: frame)
    window.addSubview(index)
    let scene = TestScene(windows: [window])
    let chevron = Point(x: 368, y: 222)
    #expect(scene.engineHitTest(chevron) === cell)
    #expect(scene.hitTest(chevron) === cell)
  }

  /// A password field's eye button, inside the field: a tap beside it places the caret.
  @Test func anEyeButtonNeverTakesCaretTapsFromItsField() {
    let window = Self.window()
    let field = TestControl("password", frame: Rect(x: 20, y: 300, width: 350, height: 48))
    field.isTextInput = true
    field.isTargetOverride = true
    window.addSubview(field)
    let eye = Self.button("eye", Rect(x: 316, y: 12, width: 24, height: 24), in: field)
    let scene = TestScene(windows: [window])
    let caret = Point(x: 330, y: 324)  // 6 pt left of the eye button, in the field
    #expect(scene.engineHitTest(caret) === field)
    #expect(scene.hitTest(caret) === field)
    #expect(scene.hitTest(Point(x: 348, y: 324)) === eye)
  }

  /// A card that swipes away (a pan recognizer) with a close badge on its corner: a swipe that
  /// starts beside the badge must reach the card.
  @Test func aCloseBadgeNeverTakesTheStartOfASwipeFromItsCard() {
    let window = Self.window()
    let card = TestView("card", frame: Rect(x: 20, y: 200, width: 350, height: 160))
    card.recognizers = [
      .init(kind: .tap, isEnabled: true), .init(kind: .pan, isEnabled: true),
    ]
    window.addSubview(card)
    let close = Self.button("close", Rect(x: 320, y: 10, width: 20, height: 20), in: card)
    let scene = TestScene(windows: [window])
    let beside = Point(x: 333, y: 230)  // 7 pt below the badge's bottom edge, on the card
    #expect(scene.engineHitTest(beside) === card)
    #expect(scene.hitTest(beside) === card)
    card.recognizers = [.init(kind: .tap, isEnabled: true)]  // a card that does not swipe
    #expect(scene.hitTest(beside) === close)  // shares its edge: the close button's taps
  }

  /// A chip row that does not delay content touches: a drag from a ring would not scroll, so the
  /// chips inside get none.
  @Test func chipsInAScrollViewThatDoesNotDelayTouchesGetNoRings() {
    let window = Self.window()
    let chips = TestView("chips", frame: Rect(x: 0, y: 100, width: 390, height: 60))
    chips.isScrollView = true
    chips.delaysContentTouches = false
    window.addSubview(chips)
    let chip = Self.button("chip", Rect(x: 16, y: 16, width: 80, height: 28), in: chips)
    let scene = TestScene(windows: [window])
    let above = Point(x: 50, y: 110)  // 6 pt above the chip, on the scroll view
    #expect(scene.engineHitTest(above) === chips)
    #expect(scene.hitTest(above) === chips)
    chips.delaysContentTouches = true
    #expect(scene.hitTest(above) === chip)
  }

  /// Controls that act on where the touch is, or have their own touch area, get no ring: UIKit's
  /// switch, an app's scrubber, another framework's button (AVKit's transport buttons, review 4,
  /// finding 3); the app's own button keeps its ring even when it overrides a tracking method.
  @Test(arguments: ["switch", "app scrubber", "framework button", "app button that tracks"])
  func positionalControlsGetNoRing(kind: String) {
    let window = Self.window()
    let row = TestView("row", frame: Rect(x: 0, y: 100, width: 390, height: 60))
    window.addSubview(row)
    let frame = Rect(x: 300, y: 14, width: 51, height: 31)
    let control: TestControl =
      switch kind {
      case "switch": TestSystemControl(kind, frame: frame)
      case "app scrubber": TestTrackingControl(kind, frame: frame)
      case "framework button": TestSystemButton(kind, frame: frame)
      default: TestTrackingButton(kind, frame: frame)
      }
    row.addSubview(control)
    let scene = TestScene(windows: [window])
    let beside = Point(x: 320, y: 110)  // 4 pt above the control, in its would-be ring
    let expected: TestView = kind == "app button that tracks" ? control : row
    #expect(scene.engineHitTest(beside) === expected, "\(kind)")
    #expect(scene.hitTest(beside) === expected, "\(kind)")
  }

  /// A trackpad click 6 pt from a button is a click beside it: only finger touches are redirected.
  @Test func onlyDirectTouchesAreRedirected() {
    let window = Self.window()
    let button = Self.button("share", Rect(x: 100, y: 100, width: 24, height: 24), in: window)
    let scene = TestScene(windows: [window])
    let beside = Point(x: 96, y: 112)
    #expect(scene.hitTest(beside) === button)
    #expect(scene.hitTest(beside, input: .other) === window)
    #expect(scene.decision(beside, in: window, input: .other).reason == .notADirectTouch)
  }

  /// A subtree the app turned the automatic size off for, and a container whose policy is an
  /// explicit `frontmost`, have no rings.
  @Test func optedOutSubtreesAndExplicitFrontmostContainersHaveNoRings() {
    let window = Self.window()
    let toolbar = TestView("toolbar", frame: Rect(x: 0, y: 780, width: 390, height: 64))
    window.addSubview(toolbar)
    let share = Self.button("share", Rect(x: 100, y: 20, width: 24, height: 24), in: toolbar)
    let scene = TestScene(windows: [window])
    let beside = Point(x: 96, y: 812)
    #expect(scene.hitTest(beside) === share)
    toolbar.disablesAutomaticHitAreas = true
    #expect(scene.hitTest(beside) === toolbar)
    toolbar.disablesAutomaticHitAreas = false
    toolbar.resolution = .frontmost
    #expect(scene.engineHitTest(beside) === toolbar)
    #expect(scene.hitTest(beside) === toolbar)
  }

  /// The common case is UIKit's answer at UIKit's cost: a touch on a small target's own bounds
  /// never runs the walk, and neither does one at a large target's visible centre.
  @Test func aTouchOnATargetsBoundsIsUIKitsAnswer() {
    let window = Self.window()
    let button = Self.button("share", Rect(x: 100, y: 100, width: 24, height: 24), in: window)
    let cell = TestView("cell", frame: Rect(x: 0, y: 300, width: 390, height: 88))
    cell.isCell = true
    window.addSubview(cell)
    let scene = TestScene(windows: [window])
    let onButton = scene.decision(Point(x: 110, y: 110), in: window)
    #expect(onButton.hit === button && onButton.reason == .uikitOnTarget)
    #expect(onButton.explanation == nil)
    let atCentre = scene.decision(Point(x: 195, y: 344), in: window)
    #expect(atCentre.hit === cell && atCentre.reason == .uikitOnTarget)
  }
}

extension UIKitFirstScenarioTests {
  /// A window whose own policy is `frontmost` chose UIKit's order on purpose: no rings inside it,
  /// as for a container with its own `frontmost` inside the window (the window's own policy was
  /// not read, and a 20-pt button's ring took the touch).
  @Test func aWindowWithItsOwnFrontmostHasNoRings() {
    let window = Self.window()
    let close = Self.button("close", Rect(x: 100, y: 100, width: 20, height: 20), in: window)
    let scene = TestScene(windows: [window])
    let ring = Point(x: 96, y: 110)
    #expect(scene.hitTest(ring) === close)
    window.resolution = .frontmost
    let decision = scene.decision(ring, in: window)
    #expect(decision.hit === window && decision.reason == .noEnlargedTarget, "\(decision.reason)")
    #expect(scene.hitTest(Point(x: 110, y: 110)) === close)
  }

  /// A window whose own policy is `nearest` keeps it under the automatic size, which turns only
  /// the default `frontmost` into `mostLikely`: between a small and a large button, a touch in
  /// both rings nearer the large one goes to it, where `mostLikely` gives it to the small one.
  @Test func aWindowKeepsItsOwnPolicyUnderTheAutomaticSize() {
    let window = Self.window()
    let small = Self.button("small", Rect(x: 100, y: 100, width: 10, height: 10), in: window)
    let large = Self.button("large", Rect(x: 124, y: 90, width: 30, height: 30), in: window)
    let scene = TestScene(windows: [window])
    let between = Point(x: 118, y: 105)  // 8 pt from the small one, 6 from the large one
    #expect(scene.hitTest(between) === small)
    window.resolution = .nearest
    #expect(scene.hitTest(between) === large)
    #expect(scene.hitTest(Point(x: 114, y: 105)) === small)  // nearer the small one
  }
}
