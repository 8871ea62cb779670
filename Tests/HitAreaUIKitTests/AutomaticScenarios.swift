#if canImport(UIKit)
import HitAreaKit
import HitAreaUIKit
import UIKit

/// `HitAreaConfiguration.automaticMinimumSize` at run time: which views it enlarges in a real
/// window, and what wins over it.
@MainActor
enum AutomaticScenarios {
  /// A touch event to hit-test with: rings are for finger touches (an event of type `touches`
  /// with no touch added yet, as UIKit hit-tests a new touch).
  ///
  /// A `nil` event gets no rings.
  static let touch = UIEvent()

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
      e.expect(
        window.hitTest(CGPoint(x: 95, y: 110), with: touch) === button, "button not enlarged")
      e.expect(
        window.hitTest(CGPoint(x: 195, y: 110), with: touch) === image, "tap view not enlarged")
      e.expect(
        window.hitTest(CGPoint(x: 95, y: 210), with: touch) !== label, "a label was enlarged")
      e.expect(
        window.hitTest(CGPoint(x: 195, y: 210), with: touch) !== field, "a text field was enlarged")
      button.isEnabled = false
      e.expect(
        window.hitTest(CGPoint(x: 95, y: 110), with: touch) !== button, "a disabled button was hit")
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
      e.expect(window.hitTest(CGPoint(x: 95, y: 110), with: touch) !== own, "the own area lost")
      e.expect(window.hitTest(CGPoint(x: 99, y: 110), with: touch) === own, "the own area lost")
      e.expect(window.hitTest(CGPoint(x: 195, y: 110), with: touch) !== optedOut, "opt-out ignored")
    }
    inWindow(nil) { window, view in
      let button = UIButton(type: .custom)
      button.frame = CGRect(x: 100, y: 100, width: 20, height: 20)
      view.addSubview(button)
      e.expect(window.hitTest(CGPoint(x: 95, y: 110), with: touch) !== button, "enlarged while off")
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
          window.hitTest(CGPoint(x: 127, y: 115), with: touch) === back,
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
      e.expect(window.hitTest(CGPoint(x: 95, y: 110), with: touch) !== button, "not clipped")
      holder.overflowsHitAreas = true
      e.expect(
        window.hitTest(CGPoint(x: 95, y: 110), with: UIEvent()) === button,
        "the overflow switch did not reach the automatic enlargement")
    }
  }

  /// Unequal neighbours: a 20 pt button touching a 40 pt one takes none of its face; a close
  /// button sitting on a card's corner keeps, under `mostLikely`, the taps on the card beside it,
  /// but never the card's centre.
  static func unequalNeighbours(_ e: RuntimeExpectations) {
    inWindow(44, .mostLikely) { window, view in
      let large = UIButton(type: .custom)
      large.frame = CGRect(x: 120, y: 90, width: 40, height: 40)
      let small = UIButton(type: .custom)
      small.frame = CGRect(x: 100, y: 100, width: 20, height: 20)
      let card = UIButton(type: .custom)
      card.frame = CGRect(x: 100, y: 300, width: 94, height: 62)
      let close = UIButton(type: .custom)
      close.frame = CGRect(x: 185, y: 291, width: 19, height: 19)
      for v in [large, small, card, close] { view.addSubview(v) }
      e.expect(
        window.hitTest(CGPoint(x: 123, y: 110), with: touch) === large,
        "a 20 pt ring took a 40 pt neighbour's face")
      e.expect(
        window.hitTest(CGPoint(x: 182, y: 312), with: touch) === close,
        "the close button on the card lost its ring")
      e.expect(
        window.hitTest(CGPoint(x: 147, y: 331), with: touch) === card, "the card lost its centre")
    }
  }

  /// A button floating over a scroll view or a pan view: a touch in its ring stays with the
  /// view behind, which handles touches; the button's face still takes its own.
  static func floatingButtonOverTouchHandlers(_ e: RuntimeExpectations) {
    inWindow(44, .mostLikely) { window, view in
      let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
      scroll.contentSize = CGSize(width: 390, height: 2000)
      let pan = UIView(frame: CGRect(x: 0, y: 400, width: 390, height: 400))
      pan.addGestureRecognizer(UIPanGestureRecognizer())
      let overScroll = UIButton(type: .custom)
      overScroll.frame = CGRect(x: 100, y: 100, width: 20, height: 20)
      let overPan = UIButton(type: .custom)
      overPan.frame = CGRect(x: 100, y: 500, width: 20, height: 20)
      for v in [scroll, pan, overScroll, overPan] as [UIView] { view.addSubview(v) }
      let inScrollRing = window.hitTest(CGPoint(x: 95, y: 110), with: touch)
      e.expect(inScrollRing !== overScroll, "the ring took a touch from the scroll view")
      e.expect(
        window.hitTest(CGPoint(x: 95, y: 510), with: touch) === pan,
        "the ring took a touch from the pan view")
      e.expect(window.hitTest(CGPoint(x: 105, y: 110), with: touch) === overScroll, "face lost")
    }
  }

  /// A container with the overlay pattern in its own `hitTest` keeps the rings of the buttons
  /// inside it, and lets other touches through.
  static func overlayContainerKeepsRings(_ e: RuntimeExpectations) {
    inWindow(44, .mostLikely) { window, view in
      let overlay = OverlayPatternView(frame: view.bounds)
      let button = UIButton(type: .custom)
      button.frame = CGRect(x: 100, y: 100, width: 20, height: 20)
      overlay.addSubview(button)
      view.addSubview(overlay)
      e.expect(
        window.hitTest(CGPoint(x: 95, y: 110), with: touch) === button,
        "the overlay container blocked the ring")
      e.expect(
        window.hitTest(CGPoint(x: 50, y: 300), with: touch) === view,
        "the overlay container took a touch")
    }
  }

  /// A container's explicit `.frontmost` is kept: explicit areas inside it go by UIKit's order.
  static func explicitFrontmostContainerIsKept(_ e: RuntimeExpectations) {
    inWindow(44, .frontmost) { window, view in
      let container = UIView(frame: view.bounds)
      container.hitAreaResolution = .frontmost
      let back = UIButton(type: .custom)
      back.frame = CGRect(x: 100, y: 100, width: 30, height: 30)
      let front = UIButton(type: .custom)
      front.frame = CGRect(x: 130, y: 100, width: 30, height: 30)
      back.hitArea = .minimumSize(44)
      front.hitArea = .minimumSize(44)
      container.addSubview(back)
      container.addSubview(front)
      view.addSubview(container)
      e.expect(
        window.hitTest(CGPoint(x: 127, y: 115), with: touch) === front,
        "the container's explicit frontmost became mostLikely")
    }
  }

  /// A window whose own policy is `frontmost` has no rings, nor does a row with a policy of its
  /// own inside it (the row's own hook runs in UIKit's walk); a window with its own `nearest`
  /// keeps it (the touch 6 pt from the large button and 8 from the small one goes to the large
  /// one, where `mostLikely` gives it to the small one).
  static func windowsOwnPolicy(_ e: RuntimeExpectations) {
    inWindow { window, view in
      let close = UIButton(type: .custom)
      close.frame = CGRect(x: 100, y: 100, width: 20, height: 20)
      let row = UIView(frame: CGRect(x: 0, y: 300, width: 390, height: 60))
      row.hitAreaResolution = .nearest
      let inRow = UIButton(type: .custom)
      inRow.frame = CGRect(x: 100, y: 20, width: 20, height: 20)
      row.addSubview(inRow)
      for v in [close, row] as [UIView] { view.addSubview(v) }
      e.expect(window.hitTest(CGPoint(x: 96, y: 110), with: touch) === close, "no ring by default")
      window.hitAreaResolution = .frontmost
      e.expect(
        window.hitTest(CGPoint(x: 96, y: 110), with: touch) !== close, "ring under frontmost")
      e.expect(
        window.hitTest(CGPoint(x: 96, y: 330), with: touch) !== inRow,
        "ring in a row with its own policy under the window's frontmost")
      e.expect(window.hitTest(CGPoint(x: 110, y: 110), with: touch) === close, "bounds lost")
      window.hitAreaResolution = nil
    }
    inWindow { window, view in
      let small = UIButton(type: .custom)
      small.frame = CGRect(x: 100, y: 100, width: 10, height: 10)
      let large = UIButton(type: .custom)
      large.frame = CGRect(x: 124, y: 90, width: 30, height: 30)
      for v in [small, large] as [UIView] { view.addSubview(v) }
      let between = CGPoint(x: 118, y: 105)
      e.expect(window.hitTest(between, with: touch) === small, "mostLikely's choice changed")
      window.hitAreaResolution = .nearest
      e.expect(window.hitTest(between, with: touch) === large, "the window's own nearest lost")
      window.hitAreaResolution = nil
    }
  }

  /// Sliders and labels get no ring, views in a toolbar get none, and `resetHitArea()` undoes an
  /// opt-out.
  static func excludedViewsAndReset(_ e: RuntimeExpectations) {
    inWindow { window, view in
      let slider = UISlider(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
      let label = UILabel(frame: CGRect(x: 200, y: 100, width: 20, height: 20))
      label.isUserInteractionEnabled = true
      label.addGestureRecognizer(UITapGestureRecognizer())
      let toolbar = UIToolbar(frame: CGRect(x: 0, y: 300, width: 390, height: 100))
      let inBar = UIButton(type: .custom)
      inBar.frame = CGRect(x: 100, y: 40, width: 20, height: 20)
      toolbar.addSubview(inBar)
      let reused = UIButton(type: .custom)
      reused.frame = CGRect(x: 100, y: 600, width: 20, height: 20)
      reused.hitArea = .bounds
      for v in [slider, label, toolbar, reused] as [UIView] { view.addSubview(v) }
      e.expect(window.hitTest(CGPoint(x: 95, y: 110), with: touch) !== slider, "slider enlarged")
      e.expect(window.hitTest(CGPoint(x: 195, y: 110), with: touch) !== label, "label enlarged")
      e.expect(window.hitTest(CGPoint(x: 95, y: 350), with: touch) !== inBar, "bar item enlarged")
      e.expect(window.hitTest(CGPoint(x: 95, y: 610), with: touch) !== reused, "opt-out ignored")
      reused.resetHitArea()
      e.expect(!reused.hasOwnHitArea, "reset kept the own area")
      e.expect(window.hitTest(CGPoint(x: 95, y: 610), with: touch) === reused, "reset ignored")
    }
  }
  /// A `nil` event (a hit test the app makes itself, or not for a finger) gets no ring; a touch
  /// does.
  ///
  /// UIKit's switch and a view inside a scroll view that does not delay content touches get none
  /// either.
  static func ringsAreForFingersAndTheAllowlist(_ e: RuntimeExpectations) {
    inWindow { window, view in
      let button = UIButton(type: .custom)
      button.frame = CGRect(x: 100, y: 100, width: 20, height: 20)
      let toggle = UISwitch()
      toggle.frame.origin = CGPoint(x: 200, y: 100)
      let chips = UIScrollView(frame: CGRect(x: 0, y: 300, width: 390, height: 60))
      chips.delaysContentTouches = false
      let chip = UIButton(type: .custom)
      chip.frame = CGRect(x: 16, y: 16, width: 80, height: 28)
      chips.addSubview(chip)
      for v in [button, toggle, chips] as [UIView] { view.addSubview(v) }
      e.expect(
        window.hitTest(CGPoint(x: 95, y: 110), with: touch) === button, "no ring for a touch")
      e.expect(
        window.hitTest(CGPoint(x: 95, y: 110), with: nil) !== button, "a ring without a touch")
      let besideSwitch = CGPoint(x: toggle.frame.midX, y: toggle.frame.minY - 4)
      e.expect(window.hitTest(besideSwitch, with: touch) !== toggle, "the switch got a ring")
      e.expect(window.hitTest(CGPoint(x: 50, y: 310), with: touch) !== chip, "the chip got a ring")
    }
  }

  /// The kill switch: every hook calls straight through, and a pass-through overlay still lets
  /// touches through.
  static func theKillSwitchTurnsEverythingOffButPassThrough(_ e: RuntimeExpectations) {
    inWindow { window, view in
      let button = UIButton(type: .custom)
      button.frame = CGRect(x: 100, y: 100, width: 20, height: 20)
      let overlay = UIView(frame: view.bounds)
      overlay.passesTouchesThrough = true
      view.addSubview(button)
      view.addSubview(overlay)
      HitAreaConfiguration.isEnabled = false
      defer { HitAreaConfiguration.isEnabled = true }
      e.expect(window.hitTest(CGPoint(x: 95, y: 110), with: touch) !== button, "a ring while off")
      e.expect(
        window.hitTest(CGPoint(x: 110, y: 110), with: touch) === button, "the overlay took it")
    }
  }
}

/// The overlay pattern in a view's own `hitTest`, without HitAreaKit's pass-through property.
private final class OverlayPatternView: UIView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    return hit === self ? nil : hit
  }

}
#endif  // canImport(UIKit)
