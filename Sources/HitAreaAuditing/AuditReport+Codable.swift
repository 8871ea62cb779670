// The JSON form of an audit report: the contract of what `hitarea audit --format json` prints.

extension AuditReport: Codable {
  private enum CodingKeys: String, CodingKey {
    case standard, minimum, summary, findings
  }

  /// Decodes a report; the `summary` is derived from the findings, so it is not read.
  ///
  /// - Parameter decoder: The decoder.
  ///
  /// ```swift
  /// let report = try JSONDecoder().decode(AuditReport.self, from: data)
  /// ```
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      standard: try c.decode(TargetSizeStandard.self, forKey: .standard),
      findings: try c.decode([AuditFinding].self, forKey: .findings))
    minimum = try c.decodeIfPresent(Double.self, forKey: .minimum)
  }

  /// Encodes `{"standard", "minimum", "summary", "findings"}`: the standard's raw value, the
  /// custom minimum (only when there is one, ``AuditReport/minimum``), the counts per rule and
  /// severity (``AuditSummary``), and the findings in their stable order.
  ///
  /// - Parameter encoder: The encoder.
  ///
  /// ```swift
  /// let data = try JSONEncoder().encode(report)
  /// ```
  public func encode(to encoder: any Encoder) throws {
    try encodeFields(to: encoder)
  }
}

extension AuditReport: FieldWritable {
  /// Writes the report's members, as ``encode(to:)`` describes.
  ///
  /// - Parameter fields: Where they go.
  package func writeFields(to fields: inout some FieldWriter) throws {
    try fields.write(CodingKeys.standard, standard.rawValue)
    try fields.writeIfPresent(CodingKeys.minimum, minimum)
    try fields.write(CodingKeys.summary, object: summary)
    try fields.write(CodingKeys.findings, objects: findings)
  }
}
