/// How many findings an audit has, per rule and per severity.
///
/// Its JSON form, the `summary` of an audit report, lists every rule and every severity, zeros
/// included:
///
/// ```json
/// {"total": 3, "bySeverity": {"error": 2, "warning": 1, "info": 0},
///  "byRule": {"min-size": {"total": 2, "error": 2, "warning": 0, "info": 0}, …}}
/// ```
///
/// Suppressed findings (``AuditFinding/suppression``) are counted apart, in ``suppressed`` (the
/// `suppressed` key, only when there are some), and left out of every other count.
///
/// ```swift
/// let summary = report.summary
/// summary.total                                   // 3
/// summary.count(severity: .error)                 // 2
/// summary.count(rule: .overlap, severity: .info)  // 0
/// ```
public struct AuditSummary: Hashable, Sendable {
  /// The number of findings of each rule and severity: rule by rule in report order, each rule's
  /// `info`, `warning` and `error` (``slot(_:_:)``).
  ///
  /// Starts as the one shared array of zeros: a summary of no findings (most screens' tally of
  /// a run, an empty start) makes no array; the first count made copies it.
  private var counts = Self.zeros
  /// A count of 0 for every rule and severity.
  private static let zeros = [Int](repeating: 0, count: ruleCount * severityCount)
  /// The suppressed findings (``AuditFinding/suppression``), which the other counts leave out.
  public private(set) var suppressed = 0

  /// Counts findings.
  ///
  /// - Parameter findings: The findings.
  ///
  /// ```swift
  /// AuditSummary(report.findings).total
  /// ```
  public init(_ findings: some Sequence<AuditFinding>) {
    // Findings held in one piece (an array's) are read in place, the three facts counted
    // loaded from each where it lies: a `for` over the sequence, or an element read through the
    // buffer's subscript, copies each one, retaining and releasing all its strings.
    var summary = AuditSummary()
    let counted: Void? = findings.withContiguousStorageIfAvailable { findings in
      guard let first = findings.baseAddress else { return }
      for finding in first..<(first + findings.count) {
        summary.tally(
          isSuppressed: finding.pointee.suppression != nil, finding.pointee.rule,
          finding.pointee.severity)
      }
    }
    if counted == nil {
      for finding in findings {
        summary.tally(
          isSuppressed: finding.suppression != nil, finding.rule, finding.severity)
      }
    }
    self = summary
  }

  /// A summary of no findings.
  private init() {}

  /// Counts a finding: one suppressed, or one of its rule and severity.
  private mutating func tally(isSuppressed: Bool, _ rule: AuditRule, _ severity: AuditSeverity) {
    if isSuppressed {
      suppressed += 1
      return
    }
    counts[Self.slot(rule, severity)] += 1
  }

  /// The number of findings.
  public var total: Int { count() }

  /// Adds another summary's counts to this one: the summary of several reports together.
  ///
  /// - Parameter other: The counts to add.
  ///
  /// ```swift
  /// var all = AuditSummary([])
  /// for report in reports { all.add(report.summary) }
  /// ```
  public mutating func add(_ other: AuditSummary) {
    for slot in counts.indices { counts[slot] += other.counts[slot] }
    suppressed += other.suppressed
  }

  /// The number of findings of a rule, of a severity, or both; `nil` counts every rule or every
  /// severity.
  ///
  /// - Parameters:
  ///   - rule: The rule, or `nil` for all.
  ///   - severity: The severity, or `nil` for all.
  ///
  /// ```swift
  /// summary.count(rule: .minSize)  // every min-size finding
  /// ```
  public func count(rule: AuditRule? = nil, severity: AuditSeverity? = nil) -> Int {
    if let rule, let severity { return counts[Self.slot(rule, severity)] }
    // The slots' rows (rules) and columns (severities) to add up, by number: no list of cases
    // is made for a count.
    let rows = rule.map { $0.order...$0.order } ?? 0...(Self.ruleCount - 1)
    let columns = severity.map { Self.column($0)...Self.column($0) } ?? 0...(Self.severityCount - 1)
    var total = 0
    for row in rows {
      for column in columns { total += counts[row * Self.severityCount + column] }
    }
    return total
  }

  /// How many rules there are.
  private static let ruleCount = AuditRule.allCases.count
  /// How many severities there are (`allCases` of an enum is an array made at each call).
  private static let severityCount = AuditSeverity.allCases.count

  /// Where the count of a rule and severity is in ``counts``.
  private static func slot(_ rule: AuditRule, _ severity: AuditSeverity) -> Int {
    rule.order * severityCount + column(severity)
  }

  /// A severity's place among a rule's counts.
  private static func column(_ severity: AuditSeverity) -> Int {
    switch severity {
    case .info: 0
    case .warning: 1
    case .error: 2
    }
  }
}

extension AuditSummary: Encodable {
  /// Encodes `{"total", "bySeverity": {…}, "byRule": {"<rule>": {"total", "<severity>": n}}}`,
  /// with every rule and every severity.
  ///
  /// - Parameter encoder: The encoder.
  public func encode(to encoder: any Encoder) throws {
    try encodeFields(to: encoder)
  }
}

extension AuditSummary: FieldWritable {
  /// Writes the summary's members, as ``encode(to:)`` describes.
  ///
  /// Its keys and nesting are fixed and every value is a count (``countFields``): a compact
  /// writer writes them from their text made once, the counts put in (member by member, a
  /// summary's 31 keys and 24 counts cost more than the rest of a one-node screen's report
  /// line).
  ///
  /// - Parameter fields: Where they go.
  package func writeFields(to fields: inout some FieldWriter) throws {
    var values: [Int] = []
    values.reserveCapacity(Self.countFields.numberOfCounts)
    values.append(total)
    for (severity, _) in Self.severityKeys { values.append(count(severity: severity)) }
    for (rule, _) in Self.ruleKeys {
      values.append(count(rule: rule))
      for (severity, _) in Self.severityKeys {
        values.append(count(rule: rule, severity: severity))
      }
    }
    try fields.write(Self.countFields, counts: values)
    if suppressed > 0 { try fields.write(literal: "suppressed", suppressed) }
  }

  /// The members but `suppressed`: `total`, `bySeverity` with a count a severity, `byRule` with
  /// an object a rule of its `total` and a count a severity; rules in report order, severities
  /// most serious first.
  static let countFields: CountFields = {
    var steps: [CountFields.Step] = [.count("total"), .object("bySeverity")]
    steps += severityKeys.map { .count($0.key) }
    steps += [.close, .object("byRule")]
    for (_, ruleKey) in ruleKeys {
      steps += [.object(ruleKey), .count("total")]
      steps += severityKeys.map { .count($0.key) }
      steps.append(.close)
    }
    steps.append(.close)
    return CountFields(steps)
  }()

  /// The severities, most serious first, with their names as literals: the keys of the JSON
  /// form.
  static let severityKeys: [(severity: AuditSeverity, key: StaticString)] =
    AuditSeverity.allCases.sorted(by: >).map { ($0, $0.literal) }

  /// The rules in report order (``AuditRule/allCases``), with their identifiers as literals: the
  /// keys of the JSON form.
  static let ruleKeys: [(rule: AuditRule, key: StaticString)] =
    AuditRule.allCases.map { ($0, $0.literal) }
}
