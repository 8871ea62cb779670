import HitAreaKit

extension SimulationResult {
  /// The result as a table for people: the share of correct taps per target and per screen for
  /// plain bounds, each policy, the automatic minimum size where simulated and the ceiling, then the screen's wrong and none shares and each
  /// column as a share of the ceiling.
  ///
  /// ```
  /// regime lab · 0.160 mm/pt · 40000 taps per target (±0.49 pp) · 100 per user · seed 1
  /// correct      bounds  frontmost  nearest  mostLikely  ceiling
  /// icon0         89.1%      95.6%    97.7%       97.7%    98.6%
  /// …
  /// screen        88.8%      96.3%    97.1%       97.1%    97.9%
  /// wrong          0.8%       3.0%     2.1%        2.1%     2.1%
  /// none          10.4%       0.8%     0.8%        0.8%     0.0%
  /// of ceiling    90.7%      98.3%    99.2%       99.2%   100.0%
  /// ```
  ///
  /// - Parameter unit: The screen's unit, for the scale (`mm/dp` on an Android screen).
  /// - Returns: Lines separated by newlines, without a trailing newline.
  public func textTable(unit: String = "pt") -> String {
    var columns: [(String, PolicyOutcome)] = []
    if let bounds { columns.append(("bounds", bounds)) }
    for policy in policyOrder {
      if let outcome = policies[policy] { columns.append((policy.rawValue, outcome)) }
    }
    if let automatic { columns.append(("automatic", automatic)) }
    if let ceiling { columns.append(("ceiling", ceiling)) }

    // Printable: a name from a dump stays on its row.
    let names = LabelClipping.clip(
      targets.map { PrintableText.line($0.label) }, to: targets.map { _ in 40 })
    let first = Swift.max(10, names.map(\.count).max() ?? 0)
    let widths = columns.map { Swift.max(7, $0.0.count) }
    func row(_ label: String, _ cells: [String]) -> String {
      var line = label + String(repeating: " ", count: Swift.max(0, first - label.count))
      for (cell, width) in zip(cells, widths) {
        line += "  " + String(repeating: " ", count: Swift.max(0, width - cell.count)) + cell
      }
      return line
    }
    func percent(_ share: Double?) -> String {
      share.map { DecimalText.fixed($0 * 100, decimals: 1) + "%" } ?? "–"
    }

    let configuration = SimulationConfiguration(tapsPerTarget: tapsPerTarget)
    let margin = DecimalText.fixed(configuration.worstCaseMarginOfError * 100, decimals: 2)
    var lines = [
      "regime \(regime) · \(DecimalText.fixed(millimetresPerPoint, decimals: 3)) mm/\(unit) · "
        + "\(Wording.counted(tapsPerTarget, "tap")) per target (±\(margin) pp) · \(tapsPerUser) per user · seed \(seed)",
      row("correct", columns.map(\.0)),
    ]
    for (index, name) in names.enumerated() {
      lines.append(row(name, columns.map { percent($0.1.targets[index].correct) }))
    }
    lines.append(row("screen", columns.map { percent($0.1.correct) }))
    lines.append(row("wrong", columns.map { percent($0.1.wrong) }))
    lines.append(row("none", columns.map { percent($0.1.none) }))
    lines.append(row("of ceiling", columns.map { percent(shareOfCeiling($0.1)) }))
    return lines.joined(separator: "\n")
  }
}
