import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot

/// A hand-made Android screen for `atf` tests, laid out as a dump is: absolute bounds in device
/// pixels, `[left, top, right, bottom]`, converted to dp the way the importers do.
struct AndroidScreen {
  var snapshot: LayoutSnapshot
  let density: Double
  private var origins: [String: (x: Double, y: Double)] = [:]

  /// A screen of `width`×`height` pixels at `density` pixels per dp.
  init(width: Double = 1080, height: Double = 2400, density: Double = 2.625) {
    self.density = density
    snapshot = LayoutSnapshot(
      root: LayoutNode(
        id: "screen", type: "android.widget.FrameLayout",
        frame: Rect(x: 0, y: 0, width: width / density, height: height / density)),
      unit: .dp)
    snapshot.pixelsPerPoint = density
    snapshot.update(nodeAt: 0) { $0.android = AndroidViewInfo() }
    origins["screen"] = (0, 0)
  }

  /// Adds a view with bounds in pixels, in front of its parent's other children.
  mutating func add(
    _ id: String, _ left: Double, _ top: Double, _ right: Double, _ bottom: Double,
    in parent: String = "screen", type: String = "android.widget.ImageButton",
    clickable: Bool = true, longClickable: Bool = false, scrollable: Bool = false,
    touchDelegate: Bool = false, superclasses: [String] = [],
    configure: (inout LayoutNode) -> Void = { _ in }
  ) {
    let base = origins[parent] ?? (0, 0)
    var node = LayoutNode(
      id: id, type: type,
      frame: Rect(
        x: (left - base.x) / density, y: (top - base.y) / density,
        width: (right - left) / density, height: (bottom - top) / density),
      isTarget: clickable || longClickable)
    node.android = AndroidViewInfo(
      isClickable: clickable, isLongClickable: longClickable, isScrollable: scrollable,
      hasTouchDelegate: touchDelegate, superclasses: superclasses)
    configure(&node)
    origins[id] = (left, top)
    snapshot.append(node, to: snapshot.index(of: parent) ?? snapshot.root)
  }

  /// The `atf` size findings.
  func audit() -> AuditReport {
    TapTargetAudit(standard: .atf, rules: [.minSize]).audit(snapshot)
  }
}
