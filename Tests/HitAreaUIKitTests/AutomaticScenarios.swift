#if canImport(UIKit)
import HitAreaKit
import HitAreaUIKit
import UIKit

/// `HitAreaConfiguration.automaticMinimumSize` at run time: which views it enlarges in a real
/// window, and what wins over it.
@MainActor
enum AutomaticScenarios {
  /// A window with a view controller, shown, and the automatic size on; `body` runs, then the
  /// configuration is restored and the window hidden.
  static func inWindow(
    _ side: Double? = 44, _ policy: ResolutionPolicy = .frontmost,
    _ body: (UIWindow, UIView) -> Void
  ) {
    let savedSide = HitAreaConfiguration.automaticMinimumSize
    let savedPolicy = HitAreaConfiguration.defaultResolution
    HitAreaConfiguration.automaticMinimumSize = side
    HitAreaConfiguration.defaultResolution = policy
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let root = UIViewController()
    window.rootViewController = root
    window.isHidden = false
    window.layoutIfNeeded()
    body(window, root.view)
    window.isHidden = true
    HitAreaConfiguration.automaticMinimumSize = savedSide
    HitAreaConfiguration.defaultResolution = savedPolicy
  }

  /// A 20 pt button, a 20 pt image view with a tap recognizer, a 20 pt label and a 20 pt text
  /// field: touches 5 pt outside reach the button and the tappable image, not the others.
  static func controlsAndGestureViewsOnly(_ e: RuntimeExpectations) {
    inWindow { window, view in
      let button = UIButton(type: .custom)
      button.frame = CGRect(x: 100, y: 100, width: 20, height: 20)
      let image = UIImageView(frame: CGRect(x: 200, y: 100, width: 20, height: 20))
      image.isUserInteractionEnabled = true
      image.addGestureRecognizer(UITapGestureRecognizer())
      let label = UILabel(frame: CGRect(x: 100, y: 200, width: 20, height: 20))
      label.isUserInteractionEnabled = true
      let field = UITextField(frame: CGRect(x: 200, y: 200, width: 20, height: 20))
      for v in [button, image, label, field] as [UIView] { view.addSubview(v) }
      e.expect(window.hitTest(CGPoint(x: 95, y: 110), with: nil) === button, "button not enlarged")
      e.expect(
        window.hitTest(CGPoint(x: 195, y: 110), with: nil) === image, "tap view not enlarged")
      e.expect(window.hitTest(CGPoint(x: 95, y: 210), with: nil) !== label, "a label was enlarged")
      e.expect(
        window.hitTest(CGPoint(x: 195, y: 210), with: nil) !== field, "a text field was enlarged")
      button.isEnabled = false
      e.expect(
        window.hitTest(CGPoint(x: 95, y: 110), with: nil) !== button, "a disabled button was hit")
    }
  }

  /// An explicit hit area wins, `.bounds` opts out, and with the size off nothing changes.
  static func explicitAreasAndOptOutsWin(_ e: RuntimeExpectations) {
    inWindow { window, view in
      let own = UIButton(type: .custom)
      own.frame = CGRect(x: 100, y: 100, width: 20, height: 20)
      own.hitArea = .outset(2)
      let optedOut = UIButton(type: .custom)
      optedOut.frame = CGRect(x: 200, y: 100, width: 20, height: 20)
      optedOut.hitArea = .bounds
      view.addSubview(own)
      view.addSubview(optedOut)
      e.expect(optedOut.hasOwnHitArea, "setting .bounds did not count as set")
      e.expect(window.hitTest(CGPoint(x: 95, y: 110), with: nil) !== own, "the own area lost")
      e.expect(window.hitTest(CGPoint(x: 99, y: 110), with: nil) === own, "the own area lost")
      e.expect(window.hitTest(CGPoint(x: 195, y: 110), with: nil) !== optedOut, "opt-out ignored")
    }
    inWindow(nil) { window, view in
      let button = UIButton(type: .custom)
      button.frame = CGRect(x: 100, y: 100, width: 20, height: 20)
      view.addSubview(button)
      e.expect(window.hitTest(CGPoint(x: 95, y: 110), with: nil) !== button, "enlarged while off")
    }
  }

  /// Two touching 30 pt buttons: a touch on the back one's visible bounds, inside the front
  /// one's automatic enlargement, stays with the back one.
  static func directHitBeatsNeighboursEnlargement(_ e: RuntimeExpectations) {
    for policy in [ResolutionPolicy.frontmost, .nearest, .mostLikely] {
      inWindow(44, policy) { window, view in
        let back = UIButton(type: .custom)
        back.frame = CGRect(x: 100, y: 100, width: 30, height: 30)
        let front = UIButton(type: .custom)
        front.frame = CGRect(x: 130, y: 100, width: 30, height: 30)
        view.addSubview(back)
        view.addSubview(front)
        e.expect(
          window.hitTest(CGPoint(x: 127, y: 115), with: nil) === back,
          "\(policy): the front button's enlargement took the back one's visible bounds")
      }
    }
  }

  /// A button whose enlargement sticks out of a 20 pt holder is reached where the holder turns
  /// the overflow switch on.
  static func overflowReachesClippedEnlargements(_ e: RuntimeExpectations) {
    inWindow { window, view in
      let holder = UIView(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
      let button = UIButton(type: .custom)
      button.frame = holder.bounds
      holder.addSubview(button)
      view.addSubview(holder)
      e.expect(window.hitTest(CGPoint(x: 95, y: 110), with: nil) !== button, "not clipped")
      holder.overflowsHitAreas = true
      e.expect(
        window.hitTest(CGPoint(x: 95, y: 110), with: UIEvent()) === button,
        "the overflow switch did not reach the automatic enlargement")
    }
  }
}
#endif  // canImport(UIKit)
