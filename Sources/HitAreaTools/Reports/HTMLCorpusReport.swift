import HitAreaAuditing
import HitAreaKit

/// `--format html`: one self-contained page a reviewer opens: the summary on top, a legend of
/// the colours, then per screen its picture (the SVG render, over the screenshot when there is
/// one) with the findings listed beside it, each linked to its shape in the picture.
///
/// No external resources: styles inline, screenshots embedded as `data:` URLs, no scripts.
///
/// The page is well-formed XML (XHTML syntax), so XML tools read it too. The summary is written
/// last, as the run ends, and shown first by the page's style.
package struct HTMLCorpusReport: CorpusReportFormat {
  /// Creates the format.
  package init() {}

  /// The page up to the screens.
  package func header() -> String? {
    """
    <!DOCTYPE html>
    <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
    <head>
    <meta charset="utf-8"/>
    <meta name="viewport" content="width=device-width, initial-scale=1"/>
    <title>hitarea audit</title>
    <style>\(Self.style)</style>
    </head>
    <body>
    <main>
    <header class="top"><h1>Tap-target audit</h1></header>
    \(Self.legend)
    <div class="screens">
    """
  }

  /// A screen's section: its picture and its findings.
  ///
  /// - Parameter screen: The screen.
  package func part(_ screen: ScreenAudit) -> String? {
    let anchor = "s\(screen.index)"
    let path = SVGDocument.escape(screen.path)
    switch screen.outcome {
    case .skipped:
      return nil
    case .parseError(let message):
      return """
        <section class="screen broken" id="\(anchor)">
        <h2><a href="#\(anchor)">\(path)</a> <span class="badge error">\(ScreenAudit.parseErrorRule)</span></h2>
        <p class="parse-error">\(SVGDocument.escape(message))</p>
        </section>
        """
    case .audited(let audited):
      var renderer = ScreenRenderer(snapshot: audited.snapshot)
      renderer.title = screen.path
      renderer.screenshot = audited.screenshot
      renderer.anchorPrefix = anchor + "-"
      renderer.mark(audited.report)
      let svg = Self.inline(renderer.render())
      let report = audited.report
      var items: [String] = []
      for (k, f) in report.findings.enumerated() {
        items.append(
          """
          <li class="\(f.severity)\(f.suppression == nil ? "" : " suppressed")"><a href="#\(anchor)-f\(k)"><span class="badge \(f.severity)">\(AuditText.severity(f))</span> \
          <code>\(f.rule)</code> \(SVGDocument.escape(f.label))</a>\
          <p>\(SVGDocument.escape(f.message))</p><p class="fix">\(SVGDocument.escape(f.fix))</p>\(Self.suppressionNote(f))</li>
          """)
      }
      let counts = Self.counts(report.summary, targets: audited.tally.targets)
      let list =
        items.isEmpty
        ? "<p class=\"clean\">No findings against \(SVGDocument.escape(report.standardTitle)).</p>"
        : "<ol class=\"findings\">\n" + items.joined(separator: "\n") + "\n</ol>"
      var known = ""
      if audited.usesBaseline {
        known =
          "<p class=\"known\">Baseline: \(Wording.counted(audited.tally.known, "known finding")) "
          + "not shown, \(audited.gone) gone.</p>"
      }
      return """
        <section class="screen" id="\(anchor)">
        <h2><a href="#\(anchor)">\(path)</a> <span class="counts">\(counts)</span></h2>
        <div class="row">
        <figure class="picture">\(svg)</figure>
        <div class="list">\(known)\(list)</div>
        </div>
        </section>
        """
    }
  }

  /// The summary (shown on top by the style) and the end of the page.
  ///
  /// - Parameters:
  ///   - summary: The run's summary.
  ///   - wroteParts: Whether any screen was written.
  package func footer(_ summary: CorpusSummary, wroteParts: Bool) -> String? {
    "</div>\n" + Self.summary(summary) + "\n</main>\n</body>\n</html>"
  }

  // MARK: - Pieces

  /// A suppressed finding's justification as a paragraph; nothing for another finding.
  static func suppressionNote(_ finding: AuditFinding) -> String {
    guard let s = finding.suppression else { return "" }
    let why = s.justification.map { ": " + SVGDocument.escape($0) } ?? "."
    return "<p class=\"suppression\">Suppressed (\(s.kind.rawValue))\(why)</p>"
  }

  /// An SVG document without its XML declaration, to sit inside the page.
  static func inline(_ svg: String) -> String {
    guard svg.hasPrefix("<?xml"), let end = svg.firstIndex(of: ">") else { return svg }
    return String(svg[svg.index(after: end)...]).trimmingNewlines
  }

  /// `12 audited targets · 2 errors, 1 warning`.
  private static func counts(_ summary: AuditSummary, targets: Int) -> String {
    let parts = [AuditSeverity.error, .warning, .info].compactMap { s -> String? in
      let n = summary.count(severity: s)
      guard n > 0 else { return nil }
      return s == .info ? "\(n) info" : Wording.counted(n, s.rawValue)
    }
    return Wording.counted(targets, "audited target")
      + (parts.isEmpty ? " · no findings" : " · " + parts.joined(separator: ", "))
  }

  /// The summary section.
  static func summary(_ s: CorpusSummary) -> String {
    func row(_ name: String, _ value: String) -> String {
      "<tr><th>\(SVGDocument.escape(name))</th><td>\(SVGDocument.escape(value))</td></tr>"
    }
    let v = s.verdicts
    let all = s.allTargets
    var rows = [
      row("standard", s.standardTitle),
      row(
        "files",
        "\(Wording.counted(s.screens, "screen")) audited, \(s.parseErrors) could not be read, "
          + "\(s.skipped) skipped"),
      row("screens with errors", "\(s.screensWithErrors) of \(s.screens)"),
      row(
        "targets",
        "\(v.total): \(v.error) with errors, \(v.warning) with warnings, \(v.info) with info "
          + "only, \(v.passing) passing"),
      row(
        "findings",
        "\(s.findings.total): \(s.findings.count(severity: .error)) errors, "
          + "\(s.findings.count(severity: .warning)) warnings, "
          + "\(s.findings.count(severity: .info)) info"
          + (s.findings.suppressed > 0 ? ", \(s.findings.suppressed) suppressed" : "")),
      row(
        "worst rules",
        s.worstRules.isEmpty
          ? "none"
          : s.worstRules.map { "\($0) (\(s.findings.count(rule: $0)))" }.joined(separator: ", ")),
      row(
        "screens with a min-size error",
        "\(s.screensWithMinSizeErrors) of \(s.screens) "
          + "(\(Wording.percent(s.screensWithMinSizeErrorsShare)))"),
      row(
        "targets under the standard",
        "\(all.under) of \(all.targets) (\(Wording.percent(all.share))); by visible bounds "
          + "alone \(all.visiblyUnder) (\(Wording.percent(all.visibleShare)))"),
    ]
    if s.usesBaseline {
      rows.append(row("baseline", "\(s.known) known findings not shown, \(s.gone) gone"))
    }
    var classes = [
      "<table class=\"classes\"><thead><tr><th>class</th><th>targets</th><th>under</th>"
        + "<th>visibly under</th></tr></thead><tbody>"
    ]
    for (name, t) in s.classesByCount.prefix(20) {
      classes.append(
        "<tr><td>\(SVGDocument.escape(name))</td><td>\(t.targets)</td>"
          + "<td>\(t.under) (\(Wording.percent(t.share)))</td>"
          + "<td>\(t.visiblyUnder) (\(Wording.percent(t.visibleShare)))</td></tr>")
    }
    classes.append("</tbody></table>")
    let h = s.histogram
    let most = max(1, (h.visible + h.effective).max() ?? 1)
    let bar = { (count: Int, kind: String) in
      let width = count == 0 ? 0 : max(1, count * 100 / most)
      return
        "<td>\(count)</td><td class=\"bar \(kind)\"><span style=\"width: \(width)%\"></span></td>"
    }
    var bars = [
      "<table class=\"histogram\"><thead><tr><th>\(s.unitText)</th><th colspan=\"2\">visible bounds</th>"
        + "<th colspan=\"2\">effective hit area</th></tr></thead><tbody>"
    ]
    for band in SizeHistogram.edges.indices {
      bars.append(
        "<tr><th>\(SVGDocument.escape(SizeHistogram.label(band)))</th>"
          + bar(h.visible[band], "visible") + bar(h.effective[band], "effective") + "</tr>")
    }
    bars.append("</tbody></table>")
    return """
      <section class="summary" id="summary">
      <h2>Summary</h2>
      <div class="row">
      <table class="facts"><tbody>
      \(rows.joined(separator: "\n"))
      </tbody></table>
      <div><h3>Targets by element class</h3>
      \(classes.joined(separator: "\n"))
      </div>
      <div><h3>Sizes (smaller side, \(s.unitText))</h3>
      \(bars.joined(separator: "\n"))
      </div>
      </div>
      </section>
      """
  }

  /// The legend: what the picture's colours and the severities mean.
  static let legend: String = {
    let items: [(String, String, String)] = [
      (
        "hit area: where the view accepts touches",
        "fill=\"#0b84ff\" fill-opacity=\"0.14\" stroke=\"#0b84ff\" stroke-dasharray=\"4 3\"", ""
      ),
      ("visible frame", "fill=\"none\" stroke=\"#0b84ff\" stroke-width=\"1.2\"", ""),
      (
        "undersized target (min-size error)",
        "fill=\"none\" stroke=\"#f76b15\" stroke-width=\"2.5\"", ""
      ),
      (
        "overlapping hit areas: the front target wins",
        "fill=\"#e5484d\" fill-opacity=\"0.45\"", ""
      ),
      (
        "unreachable part of a hit area",
        "fill=\"#8e4ec6\" fill-opacity=\"0.3\" stroke=\"#8e4ec6\" stroke-width=\"0.5\"", ""
      ),
      (
        "hit area of a view that cannot be hit",
        "fill=\"#8b8d98\" fill-opacity=\"0.15\" stroke=\"#8b8d98\" stroke-dasharray=\"2 2\"", ""
      ),
      (
        "the finding you clicked",
        "fill=\"#ffd60a\" fill-opacity=\"0.3\" stroke=\"#d6409f\" stroke-width=\"3\"", ""
      ),
    ]
    let swatches = items.map { item in
      "<li><svg width=\"22\" height=\"14\" viewBox=\"0 0 22 14\"><rect x=\"2\" y=\"2\" "
        + "width=\"18\" height=\"10\" \(item.1)/></svg> \(item.0)</li>"
    }
    let severities = [
      "<li><span class=\"badge error\">error</span> people will miss this target or tap another"
        + " one</li>",
      "<li><span class=\"badge warning\">warning</span> touches go somewhere surprising</li>",
      "<li><span class=\"badge info\">info</span> worth knowing; nothing is broken</li>",
    ]
    return """
      <section class="legend"><h2>Legend</h2><ul>
      \(swatches.joined(separator: "\n"))
      \(severities.joined(separator: "\n"))
      </ul><p>Click a finding to outline its region in the picture; hover a shape for its name.</p>
      </section>
      """
  }()

  /// The page's style.
  static let style = """
    body { margin: 0; font: 14px/1.45 -apple-system, Helvetica, Arial, sans-serif; color: #1d2433;
      background: #fff; }
    main { display: flex; flex-direction: column; padding: 16px 24px; }
    .top { order: -3; } .summary { order: -2; } .legend { order: -1; }
    h1 { font-size: 22px; margin: 0 0 8px; } h2 { font-size: 17px; margin: 0 0 8px; }
    h3 { font-size: 14px; margin: 0 0 6px; }
    section { border-top: 1px solid #e3e5e8; padding: 14px 0; }
    .row { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
    .picture { margin: 0; flex: 0 1 auto; max-width: 100%; }
    .picture svg { display: block; max-width: 100%; height: auto; border: 1px solid #e3e5e8; }
    .list { flex: 1 1 360px; min-width: 300px; }
    .findings { margin: 0; padding-left: 22px; }
    .findings li { margin-bottom: 10px; } .findings p { margin: 2px 0; }
    .findings a { color: inherit; text-decoration: none; font-weight: 600; }
    .findings a:hover { text-decoration: underline; }
    .fix { color: #3d4452; font-size: 13px; } .clean, .known { color: #3d4452; }
    .badge { display: inline-block; border-radius: 4px; padding: 0 6px; font-size: 12px;
      font-weight: 600; color: #fff; }
    .badge.error { background: #d13438; } .badge.warning { background: #c76b00; }
    .badge.info { background: #6b7280; }
    .counts { font-weight: normal; color: #555; font-size: 13px; }
    .parse-error { color: #d13438; font-family: ui-monospace, Menlo, monospace; }
    .legend ul { list-style: none; padding: 0; columns: 2; }
    .legend svg { vertical-align: middle; }
    table { border-collapse: collapse; } th, td { text-align: left; padding: 2px 10px 2px 0;
      vertical-align: top; }
    .facts th { color: #555; font-weight: normal; }
    .histogram .bar { width: 160px; } .histogram .bar span { display: block; height: 10px;
      background: #0b84ff; } .histogram .effective span { background: #30a46c; }
    svg .finding { fill: none; stroke: none; }
    svg .finding:target { fill: #ffd60a; fill-opacity: 0.3; stroke: #d6409f; stroke-width: 3px; }
    svg g.finding-anchor:hover .finding { stroke: #d6409f; stroke-width: 2px; }
    """
}

extension String {
  /// The string without leading and trailing line breaks.
  fileprivate var trimmingNewlines: String {
    String(drop { $0.isNewline }.reversed().drop { $0.isNewline }.reversed())
  }
}
