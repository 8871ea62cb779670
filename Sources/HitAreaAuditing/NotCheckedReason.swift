/// Why the audit could not measure a target: what ATF calls a `NOT_RUN` result.
///
/// A finding with a reason is an ``AuditSeverity/info`` finding of ``AuditRule/minSize``: the
/// target is reported, never failed. In JSON it is the finding's `notChecked` key, such as
/// `"notChecked": "cut-by-edge"`.
///
/// ```swift
/// report.findings.filter { $0.notChecked == .cutByEdge }.map(\.label)
/// ```
///
/// A struct with a static member per reason rather than an enum, as ``AuditRule``, so that later
/// versions can add reasons without breaking a caller's `switch`.
public struct NotCheckedReason: Hashable, Sendable, RawRepresentable, Codable {
  /// The reason's identifier, as JSON writes it, such as `"cut-by-edge"`.
  public let rawValue: String

  /// The reason of an identifier; any identifier is kept, so that JSON of a later version reads.
  ///
  /// - Parameter rawValue: A reason's identifier.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The target touches the edge of the screen or of a scroll container and measures under the
  /// minimum, but the dump records only its visible part (uiautomator's clipped bounds,
  /// `LayoutSnapshot.framesAreClipped`), or, under ``TargetSizeStandard/atf``, it lies against a
  /// scrollable edge: it may be a row scrolled partly out of view, whose full size is unknown.
  public static let cutByEdge = NotCheckedReason(rawValue: "cut-by-edge")
}

extension NotCheckedReason: CustomStringConvertible {
  /// The identifier, such as `cut-by-edge`.
  public var description: String { rawValue }
}
