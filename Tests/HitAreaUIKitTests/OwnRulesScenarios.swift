#if canImport(UIKit)
import HitAreaKit
import HitAreaUIKit
import UIKit

/// Inside a container HitAreaKit's engine decides for, views keep their own rules.
@MainActor
enum OwnRulesScenarios {
  /// A container with a policy, a button behind, and in front a full-size overlay: first one
  /// whose class implements the pass-through pattern, then a plain view with
  /// `passesTouchesThrough`.
  ///
  /// The button is hit through either.
  static func passThroughOverlaysInsideAPolicyContainer(_ e: RuntimeExpectations) {
    for overlay in [PassThroughOverlay(), UIView()] {
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
      container.hitAreaResolution = .nearest
      let button = UIButton(type: .custom)
      button.frame = CGRect(x: 100, y: 80, width: 30, height: 30)
      button.hitArea = .minimumSize(44)
      container.addSubview(button)
      overlay.frame = container.bounds
      if !(overlay is PassThroughOverlay) { overlay.passesTouchesThrough = true }
      container.addSubview(overlay)
      let hit = container.hitTest(CGPoint(x: 96, y: 95), with: nil)
      e.expect(
        hit === button, "\(type(of: overlay)) swallowed the touch: \(String(describing: hit))")
    }
  }

  /// A container with a policy around a `UIScrollView` (whose class overrides `hitTest`): the
  /// policy reaches into the scroll view.
  ///
  /// Two 40×40 keys enlarged by 10 pt touch at x = 140; a touch at x = 135 is inside the left key
  /// and in the right key's enlarged area.
  static func policyReachesIntoAScrollView(_ e: RuntimeExpectations) {
    let container = HitAreaView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let scroll = UIScrollView(frame: container.bounds)
    scroll.contentSize = CGSize(width: 320, height: 400)
    let left = UIButton(type: .custom)
    left.frame = CGRect(x: 100, y: 0, width: 40, height: 40)
    let right = UIButton(type: .custom)
    right.frame = CGRect(x: 140, y: 0, width: 40, height: 40)
    for key in [left, right] {
      key.hitArea = .outset(10)
      scroll.addSubview(key)
    }
    container.addSubview(scroll)
    let probe = CGPoint(x: 135, y: 20)
    e.expect(HitAreaRuntime.overridesHitTest(UIScrollView.self), "UIScrollView's hitTest not seen")
    e.expect(container.hitTest(probe, with: nil) === right, "UIKit's order: the front key")
    container.hitAreaResolution = .nearest
    let hit = container.hitTest(probe, with: nil)
    e.expect(hit === left, "the policy stopped at the scroll view: \(String(describing: hit))")
  }

  /// A view whose class lets touches through (UIKit's overlay pattern) keeps doing so when given
  /// a policy of its own: HitAreaKit's hook keeps its class's answer.
  static func overlayClassGivenAPolicyLetsTouchesThrough(_ e: RuntimeExpectations) {
    let window = HitAreaView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let behind = UIButton(type: .custom)
    behind.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    let overlay = PassThroughOverlay(frame: window.bounds)
    let close = UIButton(type: .custom)
    close.frame = CGRect(x: 280, y: 20, width: 30, height: 30)
    close.hitArea = .minimumSize(44)
    overlay.addSubview(close)
    window.addSubview(behind)
    window.addSubview(overlay)
    overlay.hitAreaResolution = .nearest
    let hit = window.hitTest(CGPoint(x: 20, y: 20), with: nil)
    e.expect(hit === behind, "the overlay swallowed the touch: \(String(describing: hit))")
    e.expect(window.hitTest(CGPoint(x: 277, y: 35), with: nil) === close, "close lost its area")
  }

  /// A round button keeps its own `point(inside:with:)`: a hit area that grows it adds a ring
  /// outside its bounds but never turns the corners of its bounds into targets.
  static func roundButtonStaysRound(_ e: RuntimeExpectations) {
    let button = RoundButton(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    button.hitArea = .outset(6)
    e.expect(button.point(inside: CGPoint(x: 20, y: 20), with: nil), "the centre is not inside")
    e.expect(!button.point(inside: CGPoint(x: 2, y: 2), with: nil), "a corner became inside")
    e.expect(button.point(inside: CGPoint(x: 20, y: -4), with: nil), "the outset was lost")
  }
}

/// UIKit's overlay pattern: takes no touch itself, its subviews do.
final class PassThroughOverlay: UIView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    return hit === self ? nil : hit
  }
}

/// A button whose own `point(inside:with:)` is its inscribed circle.
final class RoundButton: UIButton {
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    let r = min(bounds.width, bounds.height) / 2
    return hypot(point.x - bounds.midX, point.y - bounds.midY) <= r
  }
}
#endif  // canImport(UIKit)
