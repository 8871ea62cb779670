// An example screen that uses every public API of HitAreaUIKit the way the README shows.
// Not a build target on Linux: type-checked against an iOS SDK with
//   ../shared/tools/apple-typecheck --sdk-git GITDIR HitAreaKit=Sources/HitAreaKit \
//     HitAreaUIKit=Sources/HitAreaUIKit UIKitDemo=Examples/UIKitDemo
import HitAreaKit
import HitAreaUIKit
import UIKit

final class InboxViewController: UIViewController {
  private let shareButton = UIButton(type: .system)
  private let filter = UISegmentedControl(items: ["All", "Unread", "Flagged"])
  private let avatar = UIImageView()
  private let closeBadge = HitAreaButton(type: .close)  // no runtime hooks for this one
  private let card = HitAreaView()
  private let payButton = UIButton(type: .system)
  private let toggle = HitAreaControl()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    // Hit areas: outset grows, inset shrinks, minimumSize centres, and they combine.
    shareButton.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
    shareButton.frame = CGRect(x: 340, y: 60, width: 20, height: 20)
    shareButton.hitArea = .minimumSize(44)
    filter.frame = CGRect(x: 60, y: 110, width: 270, height: 28)
    filter.hitArea = .outset(horizontal: 0, vertical: 8)
    avatar.frame = CGRect(x: 16, y: 60, width: 28, height: 28)
    avatar.isUserInteractionEnabled = true  // image views need this for their recognizers
    avatar.addGestureRecognizer(
      UITapGestureRecognizer(target: self, action: #selector(showProfile)))
    avatar.hitArea = .outset(8).minimumSize(44)
    payButton.frame = CGRect(x: 16, y: 700, width: 343, height: 50)
    payButton.hitArea = .edgeInsets(top: -6, left: 0, bottom: -6, right: 0)  // UIKit's sign
    payButton.tapThrottle = .interval(0.8)  // a double tap pays once
    payButton.addAction(UIAction { _ in print("pay") }, for: .touchUpInside)
    filter.tapThrottle = TapThrottle(.tapGrouping, events: [.valueChanged])
    if ProcessInfo.processInfo.arguments.contains("-uiTesting") {
      TapThrottle.isEnabledGlobally = false
    }
    toggle.frame = CGRect(x: 300, y: 640, width: 51, height: 31)
    toggle.hitArea = .inset(2)

    // A close badge sticking out of a card: the overflow switch on the card's container.
    card.frame = CGRect(x: 16, y: 180, width: 343, height: 120)
    closeBadge.frame = CGRect(x: 331, y: -8, width: 20, height: 20)
    closeBadge.hitArea = .minimumSize(44)
    card.addSubview(closeBadge)
    view.overflowsHitAreas = true
    // Touches in the gapless segments go to the nearest segment, not the front-most.
    filter.hitAreaResolution = .nearest
    card.hitAreaResolution = .mostLikely
    HitAreaConfiguration.millimetresPerPoint = 0.16
    HitAreaConfiguration.defaultResolution = .frontmost

    for subview in [shareButton, filter, avatar, card, payButton, toggle] {
      view.addSubview(subview)
    }
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    #if DEBUG
    if let window = view.window {
      HitAreaDebugOverlay.show(in: window)
      if HitAreaDebugOverlay.isShown(in: window) { print("overlay on") }
    }
    #endif
    logHitTesting()
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    if let window = view.window { HitAreaDebugOverlay.hide(in: window) }
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
    print(HitAreaRuntime.isHooked(#selector(UIView.point(inside:with:)), on: UIButton.self))
    let snapshot = LayoutSnapshot(capturing: view, name: "Inbox")
    print(snapshot.nodes.count)
    let report = HitAreaAudit.audit(view, standard: .ios)
    for fix in report.fixes { print(fix.swiftCode) }
    print(HitAreaAudit.snapshot(of: view, resolution: .nearest).resolution)
  }

  @objc private func showProfile() {}
}
