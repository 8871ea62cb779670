import HitAreaAuditing
import HitAreaKit

/// `--format sarif`: a SARIF 2.1.0 log, what GitHub code scanning and other CI dashboards read.
///
/// One run of the `hitarea` tool with one rule per audit rule (and `parse-error`), each with
/// its help text and a `helpUri` to its documentation (``RuleHelp/documentationURL(_:)``); the
/// run's category in `automationDetails.id` (``category``), so that two audits of one repository
/// keep their own alerts; one result per reported finding, located in its dump file (a path
/// relative to the repository root: the run's reported path) on the line of the element it is
/// about where the reader knows it (``AuditedScreen/line(of:)``), else on line 1, with a
/// fingerprint that stays across runs and unrelated layout changes (``FindingFingerprint``) under
/// `partialFingerprints` (as `hitarea/v1`, and as `primaryLocationLineHash`, the one GitHub
/// tracks alerts by: a hash of the line would change whenever the element's line does); the
/// summary in the run's `properties`. Severities map to levels: error → `error`, warning →
/// `warning`, info → `note`. A suppressed finding (``AuditFinding/suppression``) keeps its result,
/// with `suppressions: [{"kind": "external" | "inSource", "justification"?}]`, which code
/// scanning shows as dismissed.
///
/// What GitHub's `upload-sarif` needs is all there: a non-empty relative `artifactLocation.uri`
/// per result, `region.startLine`, `partialFingerprints`, a category, and stable rule ids.
///
/// ```json
/// {"$schema": "https://json.schemastore.org/sarif-2.1.0.json", "version": "2.1.0",
///  "runs": [{"tool": {"driver": {"name": "hitarea", "rules": [{"id": "min-size", …}, …]}},
///            "automationDetails": {"id": "hitarea/"},
///            "results": [{"ruleId": "min-size", "level": "error", "message": {"text": "…"},
///                         "locations": [{"physicalLocation": {"artifactLocation":
///                           {"uri": "screens/login.xml"}, "region": {"startLine": 12}}}],
///                         "partialFingerprints": {"hitarea/v1": "9f1c0b7e5a2d4c31", …}}, …],
///            "properties": {"summary": {…}}}]}
/// ```
package struct SARIFCorpusReport: CorpusReportFormat {
  /// The tool's version, in `tool.driver.version`.
  package var version: String
  /// The run's category, without the final `/`: `automationDetails.id` is the category and `/`.
  ///
  /// GitHub code scanning keeps one set of alerts per tool and category, so two audits of one
  /// repository (the iOS screens and the Android ones, two standards) need two categories.
  package var category: String

  /// Creates the format.
  ///
  /// - Parameters:
  ///   - version: The tool's version.
  ///   - category: The run's category; ``defaultCategory(standard:)`` by default.
  package init(version: String, category: String = SARIFCorpusReport.defaultCategory(standard: nil))
  {
    self.version = version
    self.category = category
  }

  /// The category of a run without `--sarif-category`: `hitarea`, or `hitarea/ios` with a
  /// standard, so that audits against two standards keep their own alerts.
  ///
  /// - Parameter standard: The run's standard, if one was chosen.
  package static func defaultCategory(standard: TargetSizeStandard?) -> String {
    standard.map { "hitarea/\($0.rawValue)" } ?? "hitarea"
  }

  /// `automationDetails.id`: the category, ending in `/` (everything up to the last `/` is the
  /// category; what follows it, nothing here, would be a run id).
  package var automationID: String {
    var id = category
    while id.hasSuffix("/") { id.removeLast() }
    return id + "/"
  }

  /// The rules' identifiers, in `rules` order: the audit rules, then `parse-error`.
  package static let ruleIDs = AuditRule.allCases.map(\.rawValue) + [ScreenAudit.parseErrorRule]

  /// The log up to the results.
  package func header() throws -> String? {
    let tool = try JSONTextEncoder(depth: 3).encode(Tool(version: version))
    let automation = try JSONTextEncoder(depth: 3).encode(["id": automationID])
    return """
      {
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [
          {
            "tool": \(tool),
            "automationDetails": \(automation),
      """
  }

  /// Opens `results`.
  package var opening: String? { "      \"results\": [" }

  /// Between two screens' results.
  package var separator: String { "," }

  /// The screen's results, or `nil` when it has none.
  ///
  /// - Parameter screen: The screen.
  package func part(_ screen: ScreenAudit) throws -> String? {
    let results: [Result]
    switch screen.outcome {
    case .skipped:
      return nil
    case .parseError(let message):
      results = [
        Result(
          rule: ScreenAudit.parseErrorRule, level: "error", message: message, path: screen.path,
          line: nil,
          fingerprint: FindingFingerprint.hash(ScreenAudit.parseErrorRule + "\u{1F}" + screen.path),
          finding: nil, isNew: nil)
      ]
    case .audited(let audited):
      results = zip(audited.report.findings, audited.fingerprints).map { finding, print in
        Result(
          rule: finding.rule.rawValue, level: Self.level(finding.severity),
          message: "\(finding.label): \(finding.message) Fix: \(finding.fix)", path: screen.path,
          line: audited.line(of: finding), fingerprint: print.value, finding: finding,
          isNew: audited.usesBaseline ? true : nil)
      }
    }
    guard !results.isEmpty else { return nil }
    let encoder = JSONTextEncoder(depth: 4)
    return try results.map { try encoder.encodeElement($0) }.joined(separator: ",\n")
  }

  /// Closes `results` and the log, with the summary in the run's `properties`.
  ///
  /// - Parameters:
  ///   - summary: The run's summary.
  ///   - wroteParts: Whether any result was written.
  package func footer(_ summary: CorpusSummary, wroteParts: Bool) throws -> String? {
    let encoded = try JSONTextEncoder(depth: 3).encode(Properties(summary: summary))
    return (wroteParts ? "      ]," : "      \"results\": [],") + """

            "properties": \(encoded)
          }
        ]
      }
      """
  }

  /// SARIF's level of a severity.
  static func level(_ severity: AuditSeverity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .info: "note"
    }
  }

  /// A path as a relative URI reference: every byte but unreserved characters and `/`
  /// percent-encoded.
  static func uri(_ path: String) -> String {
    var out = ""
    for byte in path.utf8 {
      let c = Character(Unicode.Scalar(byte))
      if c.isASCII, c.isLetter || c.isNumber || "-._~/".contains(c) {
        out.append(c)
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        out += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return out
  }

  // MARK: - The log's parts

  private struct Tool: Encodable {
    var version: String

    enum CodingKeys: String, CodingKey { case driver }
    enum DriverKeys: String, CodingKey { case name, version, rules }
    enum RuleKeys: String, CodingKey {
      case id, name, shortDescription, fullDescription, help, helpUri, defaultConfiguration
    }
    enum TextKeys: String, CodingKey { case text }
    enum LevelKeys: String, CodingKey { case level }

    func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      var driver = c.nestedContainer(keyedBy: DriverKeys.self, forKey: .driver)
      try driver.encode("hitarea", forKey: .name)
      try driver.encode(version, forKey: .version)
      var rules = driver.nestedUnkeyedContainer(forKey: .rules)
      let audit = AuditRule.allCases.map {
        ($0.rawValue, RuleHelp.summary($0), RuleHelp.help($0), $0 == .minSize ? "error" : "warning")
      }
      let all =
        audit + [
          (ScreenAudit.parseErrorRule, RuleHelp.parseErrorSummary, RuleHelp.parseErrorHelp, "error")
        ]
      for (id, summary, help, level) in all {
        var rule = rules.nestedContainer(keyedBy: RuleKeys.self)
        try rule.encode(id, forKey: .id)
        try rule.encode(RuleHelp.name(id), forKey: .name)
        var short = rule.nestedContainer(keyedBy: TextKeys.self, forKey: .shortDescription)
        try short.encode(summary, forKey: .text)
        var full = rule.nestedContainer(keyedBy: TextKeys.self, forKey: .fullDescription)
        try full.encode(summary + " " + help, forKey: .text)
        var helpText = rule.nestedContainer(keyedBy: TextKeys.self, forKey: .help)
        try helpText.encode(help, forKey: .text)
        try rule.encode(RuleHelp.documentationURL(id), forKey: .helpUri)
        var configuration = rule.nestedContainer(
          keyedBy: LevelKeys.self, forKey: .defaultConfiguration)
        try configuration.encode(level, forKey: .level)
      }
    }
  }

  private struct Result: Encodable {
    var rule: String
    var level: String
    var message: String
    var path: String
    /// The line of the finding's element in the file, if known.
    var line: Int?
    var fingerprint: String
    var finding: AuditFinding?
    var isNew: Bool?

    // A result's `suppressions` (SARIF 3.35, suppressed findings kept visible) go between
    // `partialFingerprints` and `baselineState`.
    enum CodingKeys: String, CodingKey {
      case ruleId, ruleIndex, level, message, locations, partialFingerprints, suppressions
      case baselineState, properties
    }
    enum SuppressionKeys: String, CodingKey { case kind, justification }
    enum TextKeys: String, CodingKey { case text }
    enum LocationKeys: String, CodingKey { case physicalLocation, logicalLocations }
    enum PhysicalKeys: String, CodingKey { case artifactLocation, region }
    enum ArtifactKeys: String, CodingKey { case uri }
    enum RegionKeys: String, CodingKey { case startLine, startColumn, endLine, endColumn }
    enum FingerprintKeys: String, CodingKey {
      case hitarea = "hitarea/v1"
      case primaryLocationLineHash
    }
    enum LogicalKeys: String, CodingKey { case name, fullyQualifiedName, kind }
    enum PropertyKeys: String, CodingKey { case target, label, severity, frame, hitArea }

    func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(rule, forKey: .ruleId)
      try c.encode(SARIFCorpusReport.ruleIDs.firstIndex(of: rule) ?? 0, forKey: .ruleIndex)
      try c.encode(level, forKey: .level)
      var text = c.nestedContainer(keyedBy: TextKeys.self, forKey: .message)
      try text.encode(message, forKey: .text)
      var locations = c.nestedUnkeyedContainer(forKey: .locations)
      var location = locations.nestedContainer(keyedBy: LocationKeys.self)
      var physical = location.nestedContainer(keyedBy: PhysicalKeys.self, forKey: .physicalLocation)
      var artifact = physical.nestedContainer(keyedBy: ArtifactKeys.self, forKey: .artifactLocation)
      try artifact.encode(SARIFCorpusReport.uri(path), forKey: .uri)
      var region = physical.nestedContainer(keyedBy: RegionKeys.self, forKey: .region)
      if let line {
        // The element's whole line: SARIF's region when only `startLine` is given.
        try region.encode(line, forKey: .startLine)
      } else {
        // Unknown: the file's first character.
        try region.encode(1, forKey: .startLine)
        try region.encode(1, forKey: .startColumn)
        try region.encode(1, forKey: .endLine)
        try region.encode(2, forKey: .endColumn)
      }
      if let finding {
        var logical = location.nestedUnkeyedContainer(forKey: .logicalLocations)
        var element = logical.nestedContainer(keyedBy: LogicalKeys.self)
        try element.encode(finding.label, forKey: .name)
        try element.encode("\(path)#\(finding.target)", forKey: .fullyQualifiedName)
        try element.encode("element", forKey: .kind)
      }
      var prints = c.nestedContainer(keyedBy: FingerprintKeys.self, forKey: .partialFingerprints)
      try prints.encode(fingerprint, forKey: .hitarea)
      try prints.encode(fingerprint, forKey: .primaryLocationLineHash)
      if let suppression = finding?.suppression {
        var list = c.nestedUnkeyedContainer(forKey: .suppressions)
        var entry = list.nestedContainer(keyedBy: SuppressionKeys.self)
        try entry.encode(suppression.kind.rawValue, forKey: .kind)
        try entry.encodeIfPresent(suppression.justification, forKey: .justification)
      }
      if isNew == true { try c.encode("new", forKey: .baselineState) }
      if let finding {
        var properties = c.nestedContainer(keyedBy: PropertyKeys.self, forKey: .properties)
        try properties.encode(finding.target, forKey: .target)
        try properties.encode(finding.label, forKey: .label)
        try properties.encode(finding.severity, forKey: .severity)
        let f = finding.frame
        try properties.encode([f.origin.x, f.origin.y, f.width, f.height], forKey: .frame)
        let h = finding.hitRect
        try properties.encode([h.origin.x, h.origin.y, h.width, h.height], forKey: .hitArea)
      }
    }
  }

  private struct Properties: Encodable {
    var summary: CorpusSummary
  }
}
