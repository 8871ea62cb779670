/// Why a finding is suppressed: the team accepted it, in a suppression file (`--suppress FILE`)
/// or in the screen's own file (a layout snapshot node's `suppress` key).
///
/// A suppressed finding stays in the report, marked: in JSON its `suppressed` key
/// (`{"kind": "external", "justification": "…"}`), in SARIF the result's `suppressions`, in the
/// other formats a mark beside its severity. It does not count: ``AuditReport/findings(atLeast:)``
/// and ``AuditSummary``'s counts leave it out, so it never fails a run at `--fail-on`.
///
/// ```swift
/// report.findings.filter { $0.suppression != nil }.map(\.label)
/// ```
public struct AuditSuppression: Hashable, Sendable, Codable {
  /// Where the suppression is written, in SARIF's words.
  public struct Kind: Hashable, Sendable, RawRepresentable, Codable {
    /// The identifier, as SARIF writes it: `external` or `inSource`.
    public let rawValue: String

    /// The kind of an identifier.
    ///
    /// - Parameter rawValue: `external`, `inSource`, or a later version's.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// In a suppression file beside the screens (`--suppress FILE`).
    public static let external = Kind(rawValue: "external")
    /// In the screen's own file: a layout snapshot node's `suppress` key.
    public static let inSource = Kind(rawValue: "inSource")
  }

  /// Where it is written.
  public var kind: Kind
  /// Why the finding is accepted, as the team wrote it; `nil` when they wrote nothing.
  public var justification: String?

  /// Creates a suppression.
  ///
  /// - Parameters:
  ///   - kind: Where it is written.
  ///   - justification: Why the finding is accepted.
  ///
  /// ```swift
  /// AuditSuppression(kind: .external, justification: "system control, not ours")
  /// ```
  public init(kind: Kind, justification: String? = nil) {
    self.kind = kind
    self.justification = justification
  }

  private enum CodingKeys: String, CodingKey {
    case kind, justification
  }

  /// Decodes `{"kind", "justification"?}`.
  ///
  /// - Parameter decoder: The decoder.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    kind = try c.decode(Kind.self, forKey: .kind)
    justification = try c.decodeIfPresent(String.self, forKey: .justification)
  }

  /// Encodes `{"kind", "justification"?}`, the justification only when there is one.
  ///
  /// - Parameter encoder: The encoder.
  public func encode(to encoder: any Encoder) throws {
    try encodeFields(to: encoder)
  }
}

extension AuditSuppression: FieldWritable {
  /// Writes `kind` and the justification if any, as ``encode(to:)`` describes.
  ///
  /// - Parameter fields: Where they go.
  package func writeFields(to fields: inout some FieldWriter) throws {
    try fields.write(CodingKeys.kind, kind.rawValue)
    try fields.writeIfPresent(CodingKeys.justification, justification)
  }
}
