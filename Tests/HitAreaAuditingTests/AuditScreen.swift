import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot

/// A hand-made screen for audit tests: a 400×800 window (the root) and nodes added by id.
struct AuditScreen {
  var snapshot: LayoutSnapshot

  init(policy: ResolutionPolicy = .frontmost, width: Double = 400, height: Double = 800) {
    snapshot = LayoutSnapshot(
      root: LayoutNode(id: "window", frame: Rect(x: 0, y: 0, width: width, height: height)),
      resolution: policy)
  }

  /// Adds a node in front of its parent's other children (the root when `parent` is `nil`).
  @discardableResult
  mutating func add(
    _ id: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double, in parent: String? = nil,
    target: Bool = true, hitArea: HitArea = .bounds,
    configure: (inout LayoutNode) -> Void = { _ in }
  ) -> Int {
    var node = LayoutNode(
      id: id, frame: Rect(x: x, y: y, width: w, height: h), isTarget: target, hitArea: hitArea)
    configure(&node)
    let p = parent.flatMap { snapshot.index(of: $0) } ?? snapshot.root
    return snapshot.append(node, to: p)
  }

  /// A container that is not a target.
  @discardableResult
  mutating func container(
    _ id: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double, in parent: String? = nil,
    configure: (inout LayoutNode) -> Void = { _ in }
  ) -> Int {
    add(id, x, y, w, h, in: parent, target: false, configure: configure)
  }

  func audit(
    _ standard: TargetSizeStandard = .ios, rules: Set<AuditRule>, spacing: Double = 2
  ) -> AuditReport {
    TapTargetAudit(standard: standard, rules: rules, sampleSpacing: spacing).audit(snapshot)
  }
}

extension AuditReport {
  /// The one finding of a rule about a target, if there is exactly one.
  func only(_ rule: AuditRule, _ target: String) -> AuditFinding? {
    let matches = findings.filter { $0.rule == rule && $0.target == target }
    return matches.count == 1 ? matches.first : nil
  }
}

/// Whether two numbers agree to a millionth.
func close(_ a: Double?, _ b: Double) -> Bool {
  guard let a else { return false }
  return abs(a - b) < 1e-6
}

/// Whether two rects have the same edges to a millionth.
func closeRect(_ a: Rect?, _ b: Rect) -> Bool {
  guard let a else { return false }
  return close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.maxX, b.maxX)
    && close(a.maxY, b.maxY)
}
