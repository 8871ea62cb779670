#if canImport(UIKit)
import HitAreaKit
import HitAreaUIKit
import UIKit

/// The Objective-C surface through the Objective-C runtime (key-value coding and `perform`, as
/// Objective-C code reaches it): the same state as the Swift API.
@MainActor
enum ObjectiveCScenarios {
  static func theSurfaceSharesTheSwiftState(_ e: RuntimeExpectations) {
    let button = UIButton(type: .custom)
    button.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    button.setValue(
      NSValue(uiEdgeInsets: UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)),
      forKey: "hak_hitAreaOutsets")
    e.expect(button.hitArea == .outset(top: 10, left: 20, bottom: 10, right: 20), "outsets lost")
    button.setValue(NSValue(cgSize: CGSize(width: 44, height: 44)), forKey: "hak_minimumHitSize")
    e.expect(
      button.hitArea == .outset(top: 10, left: 20, bottom: 10, right: 20).minimumSize(44),
      "the minimum size did not combine")
    button.hitArea = .edgeInsets(top: -5, left: -5, bottom: -5, right: -5)
    let read = (button.value(forKey: "hak_hitAreaOutsets") as? NSValue)?.uiEdgeInsetsValue
    e.expect(read == UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5), "edgeInsets not opposite")
    _ = button.perform(NSSelectorFromString("hak_resetHitArea"))
    e.expect(!button.hasOwnHitArea, "reset ignored")
    button.setValue(2, forKey: "hak_hitAreaResolution")
    e.expect(button.hitAreaResolution == .nearest, "resolution lost")
    button.setValue(true, forKey: "hak_passesTouchesThrough")
    e.expect(button.passesTouchesThrough, "pass-through lost")
    button.setValue(0.8, forKey: "hak_tapThrottleInterval")
    e.expect(button.tapThrottle?.mode == .interval(0.8), "interval lost")
    button.setValue(true, forKey: "hak_throttlesRepeatedTaps")
    e.expect(button.tapThrottle?.mode == .tapGrouping, "tap grouping lost")
    let configuration: AnyClass? = NSClassFromString("HAKHitAreaConfiguration")
    e.expect(configuration != nil, "no HAKHitAreaConfiguration")
    e.expect(NSClassFromString("HAKHitAreaButton") === HitAreaButton.self, "no HAKHitAreaButton")
  }
}
#endif  // canImport(UIKit)
