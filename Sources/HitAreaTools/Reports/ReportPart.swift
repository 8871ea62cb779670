/// A piece of a report as it goes out: text, or the UTF-8 bytes of text made without a
/// `String` (a screen's JSON line, most of what a corpus run writes: making a `String` of it
/// would check every byte again).
///
/// ```swift
/// let part = ReportPart.utf8(Array("{}".utf8))
/// part.text  // "{}"
/// ```
package enum ReportPart: Sendable {
  /// Text.
  case text(String)
  /// Text's UTF-8 bytes (valid UTF-8, as the report's writers make it).
  case utf8([UInt8])

  /// The part as a string.
  package var text: String {
    switch self {
    case .text(let text): text
    case .utf8(let bytes): String(decoding: bytes, as: UTF8.self)
    }
  }

  /// The part with `suffix` after it.
  func appending(_ suffix: String) -> ReportPart {
    guard !suffix.isEmpty else { return self }
    switch self {
    case .text(let text): return .text(text + suffix)
    case .utf8(let bytes): return .utf8(bytes + suffix.utf8)
    }
  }
}
