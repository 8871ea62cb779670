import HitAreaAuditing
import HitAreaKit
import HitAreaKitTestSupport
import Testing

/// The overlay's "did the layout change?" value: equal for equal trees, different after any change
/// hit testing would see.
@Suite struct LayoutFingerprintTests {
  /// A window with a card holding a button and a label, and a control beside it.
  static func window() -> TestView {
    let window = TestView("window", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let card = TestView("card", frame: Rect(x: 16, y: 100, width: 358, height: 120))
    let button = TestView("button", frame: Rect(x: 300, y: 10, width: 44, height: 44))
    button.gestureRecognizerCount = 1
    card.addSubview(button)
    card.addSubview(TestView("label", frame: Rect(x: 10, y: 10, width: 200, height: 20)))
    window.addSubview(card)
    window.addSubview(TestControl("toggle", frame: Rect(x: 300, y: 300, width: 51, height: 31)))
    return window
  }

  static func fingerprint(_ root: TestView) -> LayoutFingerprint {
    LayoutFingerprint(of: root, in: TestViewTree())
  }

  @Test func equalTreesHaveEqualFingerprints() {
    let a = Self.window()
    #expect(Self.fingerprint(a) == Self.fingerprint(a))
    #expect(Self.fingerprint(a) == Self.fingerprint(Self.window()))
    #expect(Self.fingerprint(a).nodeCount == 5)
  }

  /// Every change hit testing sees changes the fingerprint.
  enum Change: String, CaseIterable, Sendable {
    case moveHalfAPoint, resize, scroll, transform, anchorPoint, hide, fade, disableInteraction,
      disableControl, hitArea, overflow, becomeTarget, reorder, addSubview, removeSubview, reparent,
      passThrough, ownPolicy, optOutOfTheAutomaticSize, optOutASubtree

    func apply(to window: TestView) {
      let card = window.subviews[0]
      let button = card.subviews[0]
      let label = card.subviews[1]
      switch self {
      case .moveHalfAPoint: button.center.x += 0.5
      case .resize: label.bounds.size.width += 1
      case .scroll: card.bounds.origin.y = 20
      case .transform: button.transform = AffineTransform(scaleX: 1.01, y: 1)
      case .anchorPoint: button.anchorPoint = Point(x: 0, y: 0)
      case .hide: label.isHidden = true
      case .fade: button.alpha = 0.005
      case .disableInteraction: card.isUserInteractionEnabled = false
      case .disableControl: (window.subviews[1] as? TestControl)?.isEnabled = false
      case .hitArea: button.hitArea = .minimumSize(48)
      case .overflow: card.overflowsHitAreas = true
      case .becomeTarget: label.gestureRecognizerCount = 1
      case .reorder: card.bringSubviewToFront(button)
      case .addSubview:
        window.addSubview(TestView("toast", frame: Rect(x: 0, y: 0, width: 10, height: 10)))
      case .removeSubview: label.removeFromSuperview()
      case .passThrough: card.passesTouchesThrough = true
      case .ownPolicy: card.resolution = .nearest
      // Set to its bounds, a hit area that was the bounds: the automatic size's opt-out.
      case .optOutOfTheAutomaticSize: button.hitArea = .bounds
      case .optOutASubtree: card.disablesAutomaticHitAreas = true
      case .reparent:
        // The same nodes in the same depth-first order, one level up: only the shape differs.
        label.removeFromSuperview()
        window.insertSubview(label, at: 1)
      }
    }
  }

  @Test(arguments: Change.allCases)
  func anyChangeHitTestingSeesChangesTheFingerprint(_ change: Change) {
    let window = Self.window()
    let before = Self.fingerprint(window)
    change.apply(to: window)
    #expect(Self.fingerprint(window) != before, "\(change)")
  }

  @Test func undoingAChangeRestoresTheFingerprint() {
    let window = Self.window()
    let before = Self.fingerprint(window)
    let button = window.subviews[0].subviews[0]
    button.center.x += 3
    #expect(Self.fingerprint(window) != before)
    button.center.x -= 3
    #expect(Self.fingerprint(window) == before)
  }

  @Test func depthIsCappedLikeACapture() {
    let root = TestView("root", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    var parent = root
    for i in 0..<20 {
      let v = TestView("v\(i)", frame: Rect(x: 0, y: 0, width: 10, height: 10))
      parent.addSubview(v)
      parent = v
    }
    let capped = LayoutFingerprint(of: root, in: TestViewTree(), maximumDepth: 5)
    #expect(capped.nodeCount == 5)  // levels of nodes, the root included
    // A change below the cut is not seen, as the capture would not see it either.
    parent.isHidden = true
    #expect(LayoutFingerprint(of: root, in: TestViewTree(), maximumDepth: 5) == capped)
  }
}
