import HitAreaAuditing
import HitAreaKit

extension ScreenRenderer {
  /// Marks what an audit found: targets whose effective hit area is under the standard
  /// (`min-size` errors; the `info` findings about small *visible* sizes are not marked) and the
  /// regions of hit areas no touch reaches (`unreachable`): the region itself where the finding
  /// has it (`AuditFinding.regionShape`), else the box around it; keeps every finding in
  /// ``findings``.
  ///
  /// ```swift
  /// var renderer = ScreenRenderer(snapshot: snapshot)
  /// renderer.mark(TapTargetAudit(standard: .ios).audit(snapshot))
  /// ```
  public mutating func mark(_ report: AuditReport) {
    findings += report.findings
    var index: [String: Int] = [:]
    for (i, node) in snapshot.nodes.enumerated() where index[node.id] == nil { index[node.id] = i }
    for finding in report.findings {
      switch finding.rule.known {
      case .minSize where finding.severity == .error:
        if let i = index[finding.target] { undersized.insert(i) }
      case .unreachable:
        if let shape = finding.regionShape {
          unreachableRegions.append(shape)
        } else if let region = finding.region {
          unreachable.append(region)
        }
      default:
        break
      }
    }
  }
}
