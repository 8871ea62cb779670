import HitAreaSnapshot

/// The lines standard error shows for a screen's warnings: each of the first ``shown``, then
/// one line that counts the rest (a snapshot with 100,000 unknown keys printed 100,000 lines).
///
/// ```swift
/// WarningLines.lines(warnings)
/// // ["hitarea: a.json: root: unknown key \"k0\"", …, "hitarea: a.json: 99980 more unknown keys"]
/// ```
package enum WarningLines {
  /// How many warnings of a screen are shown one a line.
  package static let shown = 20

  /// The lines, each starting `hitarea: `.
  ///
  /// - Parameter warnings: A screen's warnings, in the reader's order.
  package static func lines(_ warnings: [LayoutSnapshotWarning]) -> [String] {
    // Nearly every screen has none: no array is made for them.
    guard !warnings.isEmpty else { return [] }
    var lines = warnings.prefix(shown).map { "hitarea: \($0)" }
    if warnings.count > shown, let first = warnings.first {
      let more = warnings.count - shown
      lines.append("hitarea: \(first.file): \(more) more unknown keys")
    }
    return lines
  }
}
