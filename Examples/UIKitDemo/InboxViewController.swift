// An example screen that uses the public API of HitAreaUIKit the way the README shows.
// Not a build target on Linux: type-checked against an iOS SDK with
// apple-typecheck (CONTRIBUTING.md), with -D DEBUG to type-check the debug-only parts too.
//
// Hooks: setting `hitArea`, `overflowsHitAreas`, `hitAreaResolution` or `tapThrottle` on a plain
// UIKit class installs HitAreaKit's runtime hook on that class, once (see HitAreaRuntime). The
// card, its close badge and the toolbar below are HitAreaView and HitAreaButton, which decide in
// their own overrides and install no hook. App-wide settings are made at launch (DemoAppDelegate).
// A policy on a segmented control would change nothing: its segments are not separate targets,
// and the control picks the segment from the touch's location itself.
import HitAreaKit
import HitAreaUIKit
import UIKit

#if DEBUG
import HitAreaSnapshot  // debug builds only: the capture and the live audit
import HitAreaUIKitAuditing
#endif

final class InboxViewController: UIViewController {
  private let shareButton = UIButton(type: .system)
  private let filter = UISegmentedControl(items: ["All", "Unread", "Flagged"])
  private let avatar = UIImageView()
  private let card = HitAreaView()  // no runtime hooks: overrides
  private let closeBadge = HitAreaButton(type: .close)  // no runtime hooks: overrides
  private let payButton = UIButton(type: .system)
  private let refreshButton = UIButton(type: .system)
  private let toggle = HitAreaControl()  // no runtime hooks: overrides
  private let toolbar = HitAreaView()  // no runtime hooks: overrides
  private let toolButtons = (0..<3).map { _ in UIButton(type: .system) }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    // Hit areas: outset grows, inset shrinks, minimumSize centres, and they combine.
    shareButton.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
    shareButton.frame = CGRect(x: 340, y: 60, width: 20, height: 20)
    shareButton.hitArea = .minimumSize(44)  // hooks UIButton's point(inside:with:)
    filter.frame = CGRect(x: 60, y: 110, width: 270, height: 28)
    filter.hitArea = .outset(horizontal: 0, vertical: 8)  // hooks UISegmentedControl's
    avatar.frame = CGRect(x: 16, y: 60, width: 28, height: 28)
    avatar.isUserInteractionEnabled = true  // image views need this for their recognizers
    avatar.addGestureRecognizer(
      UITapGestureRecognizer(target: self, action: #selector(showProfile)))
    avatar.hitArea = .outset(8).minimumSize(44)  // hooks UIImageView's
    payButton.frame = CGRect(x: 16, y: 700, width: 343, height: 50)
    payButton.hitArea = .edgeInsets(top: -6, left: 0, bottom: -6, right: 0)  // UIKit's sign

    // Throttles: only on actions a repeated tap would repeat (a payment, a reload), never on a
    // stateful control's valueChanged (a segmented control, a stepper, a switch): every change
    // of those is the user's intent, and dropping one leaves the UI and the model apart.
    payButton.tapThrottle = .interval(0.8)  // a double tap pays once
    payButton.addAction(UIAction { _ in print("pay") }, for: .touchUpInside)
    refreshButton.setTitle("Refresh", for: .normal)
    refreshButton.frame = CGRect(x: 16, y: 640, width: 120, height: 44)
    refreshButton.tapThrottle = .tapGrouping  // a double tap reloads once
    refreshButton.addAction(UIAction { _ in print("refresh") }, for: .touchUpInside)
    toggle.frame = CGRect(x: 300, y: 640, width: 51, height: 31)
    toggle.hitArea = .inset(2)

    // A close badge sticking out of a card: the overflow switch on the card itself, so a touch
    // on the badge's part outside the card still reaches it. HitAreaView decides this in its own
    // hitTest(_:with:); the same switch on a plain UIView would hook UIView, app-wide.
    card.frame = CGRect(x: 16, y: 180, width: 343, height: 120)
    closeBadge.frame = CGRect(x: 331, y: -8, width: 20, height: 20)
    closeBadge.hitArea = .minimumSize(44)
    card.addSubview(closeBadge)
    card.overflowsHitAreas = true
    card.hitAreaResolution = .mostLikely  // the small badge keeps the touches meant for it

    // Small tool buttons 12 pt apart, each at least 44 × 44 to the touch: their hit areas overlap
    // in the gaps. Under `nearest`, a touch in an overlap goes to the nearer button, not to
    // whichever is in front.
    toolbar.frame = CGRect(x: 16, y: 320, width: 120, height: 44)
    for (index, symbol) in ["bold", "italic", "underline"].enumerated() {
      let button = toolButtons[index]
      button.setImage(UIImage(systemName: symbol), for: .normal)
      button.frame = CGRect(x: 10 + CGFloat(index) * 36, y: 10, width: 24, height: 24)
      button.hitArea = .minimumSize(44)
      toolbar.addSubview(button)
    }
    toolbar.hitAreaResolution = .nearest

    for subview in [shareButton, filter, avatar, card, toolbar, payButton, refreshButton, toggle] {
      view.addSubview(subview)
    }
  }

  #if DEBUG
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    logHitTesting()  // debug builds only; the audit itself belongs in a test (InboxAuditTest)
  }

  /// What the engine decides, from the app: the same code the hooks run.
  private func logHitTesting() {
    let tester = HitTester(tree: UIViewTree(), policy: .nearest)
    let touch = Point(CGPoint(x: 350, y: 70))
    let hit = tester.hitTest(touch, in: view)
    let why = tester.explain(touch, in: view)
    print(hit.map { "\(type(of: $0))" } ?? "nothing", why.summary { "\(type(of: $0))" })
    print(shareButton.hitAreaRect, CGRect(Rect(shareButton.bounds)), CGPoint(touch))
    print(Size(shareButton.bounds.size), AffineTransform(shareButton.transform))
    print(payButton.tapThrottle?.droppedTapCount ?? 0)
    let snapshot = LayoutSnapshot(capturing: view, name: "Inbox")
    print(snapshot.nodes.count, HitAreaAudit.snapshot(of: view, resolution: .nearest).resolution)
    if let scene = view.window?.windowScene {
      print(LayoutSnapshot(capturing: scene, name: "Inbox, every window").nodes.count)
    }
  }
  #endif

  @objc private func showProfile() {}
}
