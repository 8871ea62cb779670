#if canImport(UIKit)
import HitAreaKit
import HitAreaUIKit
import SwiftUI
import UIKit

/// Overflow containers at run time: what they keep alive, and SwiftUI content inside them.
@MainActor
enum OverflowScenarios {
  /// An overflow container that served a touch is freed with its subviews once released: the
  /// per-touch reach cache keeps no view alive.
  static func containerDeallocatesAfterTouch(_ e: RuntimeExpectations) {
    weak var weakContainer: UIView?
    weak var weakBadge: UIView?
    autoreleasepool {
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      let badge = UIButton(type: .custom)
      badge.frame = CGRect(x: 190, y: -10, width: 20, height: 20)
      badge.hitArea = .outset(10)
      container.addSubview(badge)
      container.overflowsHitAreas = true
      let event = UIEvent()
      let hit = container.hitTest(CGPoint(x: 215, y: -15), with: event)
      e.expect(hit === badge, "the overflowing badge was not hit: \(String(describing: hit))")
      weakContainer = container
      weakBadge = badge
    }
    e.expect(weakContainer == nil, "the overflow container was never freed")
    e.expect(weakBadge == nil, "the container's subview was never freed")
  }

  /// A SwiftUI hosting view inside an overflow container is asked through its own `hitTest`, so
  /// its button can be tapped.
  static func hostingViewInsideOverflowContainer(_ e: RuntimeExpectations) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let root = UIViewController()
    window.rootViewController = root
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    container.overflowsHitAreas = true
    let host = UIHostingController(rootView: Button("Pay") {}.frame(width: 120, height: 44))
    host.view.frame = CGRect(x: 100, y: 78, width: 120, height: 44)
    container.addSubview(host.view)
    root.view.addSubview(container)
    window.isHidden = false
    window.layoutIfNeeded()
    let hit = window.hitTest(CGPoint(x: 160, y: 100), with: nil)
    e.expect(
      hit.map { $0.isDescendant(of: host.view) } == true,
      "the tap went to \(String(describing: hit)), not into the hosting view")
    window.isHidden = true
  }
}
#endif  // canImport(UIKit)
