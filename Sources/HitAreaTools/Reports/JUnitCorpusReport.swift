import HitAreaAuditing
import HitAreaKit

/// `--format junit`: JUnit XML, what CI systems show as test results.
///
/// Each screen is a test suite with one test case named by its path; the case fails when the screen
/// has findings at or above `--fail-on` (each listed in the failure), and errs
/// (`type="parse-error"`) when the file cannot be read; findings below the threshold and
/// suppressed findings (marked `(suppressed)`) go to `system-out`.
///
/// ```xml
/// <testsuites name="hitarea audit">
///   <testsuite name="screens/login.xml" tests="1" failures="1" errors="0" skipped="0">
///     <testcase classname="hitarea.audit.ios" name="screens/login.xml">
///       <failure type="min-size" message="1 finding at or above error">error min-size …</failure>
///     </testcase>
///   </testsuite>
/// </testsuites>
/// ```
package struct JUnitCorpusReport: CorpusReportFormat {
  /// The lowest severity that fails a test case; `nil` never fails one.
  package var failOn: AuditSeverity?

  /// Creates the format.
  ///
  /// - Parameter failOn: The lowest severity that fails a test case, or `nil`.
  package init(failOn: AuditSeverity?) { self.failOn = failOn }

  /// The declaration and the opening `testsuites`.
  package func header() -> String? {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"hitarea audit\">"
  }

  /// The screen's suite.
  ///
  /// - Parameter screen: The screen.
  package func part(_ screen: ScreenAudit) -> String? {
    let name = SVGDocument.escapeAttribute(screen.path)
    switch screen.outcome {
    case .skipped:
      return nil
    case .parseError(let message):
      let (text, attribute) = (SVGDocument.escape(message), SVGDocument.escapeAttribute(message))
      return """
          <testsuite name="\(name)" tests="1" failures="0" errors="1" skipped="0">
            <testcase classname="hitarea.audit" name="\(name)">
              <error type="\(ScreenAudit.parseErrorRule)" message="\(attribute)">\(text)</error>
            </testcase>
          </testsuite>
        """
    case .audited(let audited):
      let report = audited.report
      let failing = failOn.map { report.findings(atLeast: $0) } ?? []
      let passing = report.findings.filter { f in
        f.suppression != nil || failOn.map { f.severity < $0 } ?? true
      }
      let classname = "hitarea.audit.\(report.standard.rawValue)"
      var lines = [
        "  <testsuite name=\"\(name)\" tests=\"1\" failures=\"\(failing.isEmpty ? 0 : 1)\" "
          + "errors=\"0\" skipped=\"0\">",
        "    <testcase classname=\"\(classname)\" name=\"\(name)\">",
      ]
      if let threshold = failOn, !failing.isEmpty {
        var rules: [String] = []
        for f in failing where !rules.contains(f.rule.rawValue) { rules.append(f.rule.rawValue) }
        let message =
          "\(Wording.counted(failing.count, "finding")) at or above \(threshold) "
          + "against \(report.standardTitle)"
        lines.append(
          "      <failure type=\"\(rules.joined(separator: " "))\" "
            + "message=\"\(SVGDocument.escapeAttribute(message))\">"
            + SVGDocument.escape(Self.lines(failing)) + "</failure>")
      }
      if !passing.isEmpty {
        lines.append("      <system-out>\(SVGDocument.escape(Self.lines(passing)))</system-out>")
      }
      lines.append("    </testcase>")
      lines.append("  </testsuite>")
      return lines.joined(separator: "\n")
    }
  }

  /// Closes `testsuites`.
  ///
  /// - Parameters:
  ///   - summary: The run's summary.
  ///   - wroteParts: Whether any screen was written.
  package func footer(_ summary: CorpusSummary, wroteParts: Bool) -> String? { "</testsuites>" }

  /// None: the suites list findings.
  package var showsTargetStatistics: Bool { false }

  /// One line per finding: severity, rule, target, message and fix.
  private static func lines(_ findings: [AuditFinding]) -> String {
    findings.map {
      "\(AuditText.severity($0)) \($0.rule) \($0.label): \($0.message) Fix: \($0.fix)"
        + ($0.suppression.map { " Suppressed: \($0.justification ?? "no justification")." } ?? "")
    }
    .joined(separator: "\n")
  }
}
