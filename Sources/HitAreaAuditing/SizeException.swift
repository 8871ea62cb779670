/// An exception of the size standards that lets an undersized target pass: WCAG 2.5.8's
/// *Inline* exception (a link in a sentence, whose size the line height constrains).
///
/// Under ``TargetSizeStandard/wcagAA`` and ``TargetSizeStandard/wcagAAA`` a target that meets
/// the exception is not failed: it gets an ``AuditSeverity/info`` finding that names it (exempt).
/// Under ``TargetSizeStandard/ios`` and ``TargetSizeStandard/android``, which have no such
/// exception, it is a ``AuditSeverity/warning`` that names it, not an error. ``TargetSizeStandard/atf``
/// and ``TargetSizeStandard/gtx`` keep their checkers' rules. In JSON it is the finding's
/// `exception` key, such as `"exception": "inline"`.
///
/// ```swift
/// report.findings.filter { $0.exception == .inline }.map(\.label)  // ["Link ‘Terms’"]
/// ```
///
/// A struct with a static member per exception rather than an enum, as ``AuditRule``.
public struct SizeException: Hashable, Sendable, RawRepresentable, Codable {
  /// The exception's identifier, as JSON writes it, such as `"inline"`.
  public let rawValue: String

  /// The exception of an identifier; any identifier is kept, so that JSON of a later version
  /// reads.
  ///
  /// - Parameter rawValue: An exception's identifier.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// WCAG 2.5.8's *Inline* exception.
  ///
  /// The target is in a sentence or its size is otherwise constrained by the line height of
  /// non-target text. The audit applies it to a link inside a
  /// text element: an XCUITest `Link` inside a `StaticText` or `TextView`, a node inside an
  /// Android `TextView` (a clickable span, or a Compose text link, which Android exposes as a
  /// child of the text); see `LayoutNode.isText`.
  public static let inline = SizeException(rawValue: "inline")
}

extension SizeException: CustomStringConvertible {
  /// The identifier, such as `inline`.
  public var description: String { rawValue }
}
