#if canImport(UIKit)
import HitAreaKit
import QuartzCore
import UIKit
import HitAreaSnapshot
import HitAreaUIKit
import HitAreaAuditing

/// A debug overlay that draws every target's hit area, visible frame and overlaps on top of a
/// window, updating as the layout changes.
///
/// It never intercepts touches.
///
/// ```swift
/// #if DEBUG
/// HitAreaDebugOverlay.show(in: window)
/// #endif
/// ```
///
/// Blue: hit areas. Thin outline: visible frames. Red: where two targets' hit areas overlap.
/// Orange outline: targets under 44 × 44 pt. Purple: parts of hit areas no touch reaches.
/// Grey: targets that cannot be hit (hidden, transparent, disabled, or under such an ancestor).
///
/// It draws what the capture records (explicit hit areas, not the automatic size's rings) and what
/// the audit finds on it, with the automatic size where it is on (a button its ring enlarges is not
/// outlined as undersized): a prediction from public properties. What the UIKit-first window hook
/// decides for a touch also depends on what only UIKit knows at that moment (its private rules,
/// other libraries' hit-test hooks, the windows below), which the overlay cannot show.
///
/// Cost: a few times a second the overlay takes a fingerprint of the window (one walk,
/// no allocation per view); only when it differs from the last one does it capture the window,
/// rerun the audit, redraw and move itself back to the front. A still screen costs one walk per
/// tick. The display link holds the overlay weakly and stops when the overlay leaves its window
/// or is freed, so a window closed without ``hide(in:)`` takes the overlay with it.
@MainActor
public enum HitAreaDebugOverlay {
  /// Shows the overlay on top of `window` (again, if already shown: it moves to the front).
  ///
  /// - Parameter window: The window to draw over; the overlay lives as its front-most subview.
  public static func show(in window: UIWindow) {
    let overlay = existing(in: window) ?? HitAreaOverlayView(frame: window.bounds)
    if overlay.superview == nil { window.addSubview(overlay) }
    window.bringSubviewToFront(overlay)
    overlay.start()
  }

  /// Removes the overlay from `window` and stops its updates.
  ///
  /// - Parameter window: The window the overlay was shown in; nothing happens if it has none.
  public static func hide(in window: UIWindow) {
    existing(in: window)?.stop()
  }

  /// Whether the overlay is shown on `window`.
  ///
  /// - Parameter window: The window to look in.
  public static func isShown(in window: UIWindow) -> Bool { existing(in: window) != nil }

  private static func existing(in window: UIWindow) -> HitAreaOverlayView? {
    window.subviews.lazy.compactMap { $0 as? HitAreaOverlayView }.first
  }
}

/// The display link's target: it holds the overlay weakly (a `CADisplayLink` retains its target),
/// and invalidates the link once the overlay is gone or out of its window.
@MainActor
private final class OverlayTicker: NSObject {
  weak var overlay: HitAreaOverlayView?

  init(_ overlay: HitAreaOverlayView) {
    self.overlay = overlay
  }

  @objc func tick(_ link: CADisplayLink) {
    guard let overlay, overlay.window != nil else {
      link.invalidate()
      return
    }
    overlay.refreshIfLayoutChanged()
  }
}

/// The overlay's view: touch-transparent, redrawn from a snapshot of its window when the window's
/// layout fingerprint changes.
@MainActor
final class HitAreaOverlayView: UIView {
  private var link: CADisplayLink?
  private var lastFingerprint: LayoutFingerprint?
  private let hitAreas = CAShapeLayer()
  private let frames = CAShapeLayer()
  private let overlaps = CAShapeLayer()
  private let inert = CAShapeLayer()
  private let undersized = CAShapeLayer()
  private let unreachable = CAShapeLayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    autoresizingMask = [.flexibleWidth, .flexibleHeight]
    accessibilityElementsHidden = true
    hitAreas.fillColor = UIColor.systemBlue.withAlphaComponent(0.18).cgColor
    hitAreas.strokeColor = UIColor.systemBlue.withAlphaComponent(0.8).cgColor
    hitAreas.lineWidth = 1
    hitAreas.lineDashPattern = [4, 3]
    frames.fillColor = nil
    frames.strokeColor = UIColor.systemBlue.cgColor
    frames.lineWidth = 1
    overlaps.fillColor = UIColor.systemRed.withAlphaComponent(0.35).cgColor
    inert.fillColor = UIColor.systemGray.withAlphaComponent(0.2).cgColor
    undersized.fillColor = nil
    undersized.strokeColor = UIColor.systemOrange.cgColor
    undersized.lineWidth = 2
    unreachable.fillColor = UIColor.systemPurple.withAlphaComponent(0.35).cgColor
    for layer in [hitAreas, frames, overlaps, inert, unreachable, undersized] {
      self.layer.addSublayer(layer)
    }
  }

  required init?(coder: NSCoder) { nil }

  /// Starts the updates (once) and draws now.
  func start() {
    lastFingerprint = nil
    refreshIfLayoutChanged()
    guard link == nil else { return }
    let link = CADisplayLink(
      target: OverlayTicker(self), selector: #selector(OverlayTicker.tick(_:)))
    link.preferredFramesPerSecond = 4
    link.add(to: .main, forMode: .common)
    self.link = link
  }

  /// Stops the updates and leaves the window.
  func stop() {
    stopTicking()
    removeFromSuperview()
  }

  override func didMoveToWindow() {
    super.didMoveToWindow()
    if window == nil { stopTicking() }
  }

  private func stopTicking() {
    link?.invalidate()
    link = nil
    lastFingerprint = nil
  }

  /// Captures, audits and redraws only when the window's layout fingerprint changed.
  func refreshIfLayoutChanged() {
    guard let window, !window.isHidden else { return }
    let tree = UIViewTree()
    guard LayoutFingerprint(of: window, in: tree) != lastFingerprint else { return }
    // Something moved: come back to the front if a view was added above, then remember the
    // layout as it is after that move, so the move itself does not count as a change.
    if window.subviews.last !== self { window.bringSubviewToFront(self) }
    lastFingerprint = LayoutFingerprint(of: window, in: tree)
    redraw(HitAreaAudit.snapshot(of: window))
  }

  private func redraw(_ snapshot: LayoutSnapshot) {
    let map = TargetMap(snapshot)
    let report = HitAreaAudit.auditing(
      self, TapTargetAudit(standard: .ios, rules: [.minSize, .unreachable])
    ).audit(snapshot)
    let small = UIBezierPath()
    let lost = UIBezierPath()
    for finding in report.findings {
      if finding.rule == .minSize { small.append(UIBezierPath(rect: CGRect(finding.frame))) }
      if finding.rule == .unreachable, let region = finding.region {
        lost.append(UIBezierPath(rect: CGRect(region)))
      }
    }
    undersized.path = small.cgPath
    unreachable.path = lost.cgPath
    let areas = UIBezierPath()
    let outlines = UIBezierPath()
    let dead = UIBezierPath()
    for target in map.targets {
      let shape = polygon(target.hitAreaCorners)
      if target.isEligible {
        areas.append(shape)
        outlines.append(polygon(target.visibleCorners))
      } else {
        dead.append(shape)
      }
    }
    let overlap = UIBezierPath()
    for o in map.overlaps { overlap.append(UIBezierPath(rect: CGRect(o.rect))) }
    hitAreas.path = areas.cgPath
    frames.path = outlines.cgPath
    overlaps.path = overlap.cgPath
    inert.path = dead.cgPath
  }

  private func polygon(_ corners: [Point]) -> UIBezierPath {
    let path = UIBezierPath()
    guard let first = corners.first else { return path }
    path.move(to: CGPoint(first))
    for c in corners.dropFirst() { path.addLine(to: CGPoint(c)) }
    path.close()
    return path
  }
}
#endif  // canImport(UIKit)
