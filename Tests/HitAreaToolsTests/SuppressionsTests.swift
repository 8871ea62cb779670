import Foundation
import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot
import HitAreaTools
import Testing

/// The suppression file of `hitarea audit --suppress`: its lines, its errors, and the findings it
/// marks on a real dump.
@Suite struct SuppressionsTests {
  static let signup = "ios_xcuitest_handwritten_signup_inline_links_390x844.xml"

  /// The signup fixture's findings and fingerprints under `ios`.
  static func audited() throws -> ([AuditFinding], [FindingFingerprint]) {
    let snapshot = try ImportFixtures.load(Self.signup)
    let findings = TapTargetAudit(standard: .ios).audit(snapshot).findings
    return (findings, FindingFingerprint.all(findings, screen: "signup.xml", in: snapshot))
  }

  @Test func fingerprintsAndNamesMarkTheirFindingsOnly() throws {
    let (findings, prints) = try Self.audited()
    let info = try #require(findings.firstIndex { $0.target == "info" })
    let text = """
      # hitarea suppressions

      \(prints[info].value.uppercased())   # the info glyph: redesign tracked in APP-12
      min-size:Button ‘Back’
      overlap:"Cell ‘Item # 3’"  # no such finding here
      """
    let suppressions = try Suppressions(text: text, file: "s.txt")
    #expect(suppressions.count == 3)
    let marked = suppressions.marking(findings, prints)
    let suppressed = marked.filter { $0.suppression != nil }
    #expect(suppressed.map(\.target).sorted() == ["Back", "info"])
    #expect(
      marked[info].suppression
        == AuditSuppression(
          kind: .external, justification: "the info glyph: redesign tracked in APP-12"))
    #expect(suppressed.first { $0.target == "Back" }?.suppression?.justification == nil)
    // Marked findings stay; they only stop counting.
    #expect(marked.count == findings.count)
    let report = AuditReport(standard: .ios, findings: marked)
    #expect(report.findings(atLeast: .error).isEmpty)
    #expect(report.summary.suppressed == 2 && report.summary.count(severity: .error) == 0)
  }

  /// A file saved on Windows (a byte order mark, carriage returns before the line feeds, as
  /// Git's `autocrlf` checks text out) reads as the same file: with Windows line ends the whole
  /// file was one line, a comment, and nothing was suppressed, without a word.
  @Test(arguments: ["\n", "\r\n", "\r"], [false, true])
  func aFileSavedOnWindowsReadsTheSame(lineEnd: String, mark: Bool) throws {
    let (findings, prints) = try Self.audited()
    let lines = ["# hitarea suppressions", "", "min-size:Button ‘Back’  # why", "bad line"]
    let text = (mark ? "\u{FEFF}" : "") + lines.prefix(3).joined(separator: lineEnd) + lineEnd
    let suppressions = try Suppressions(text: text, file: "s.txt")
    let marked = suppressions.marking(findings, prints)
    #expect(marked.filter { $0.suppression != nil }.map(\.target) == ["Back"])
    #expect(marked.first { $0.target == "Back" }?.suppression?.justification == "why")
    let bad = (mark ? "\u{FEFF}" : "") + lines.joined(separator: lineEnd)
    let error = #expect(throws: SuppressionFileError.self) {
      try Suppressions(text: bad, file: "s.txt")
    }
    #expect(error?.line == 4)
    // Files joined by `cat`: the second one's mark, and line ends of every kind.
    let joined = text + "\u{FEFF}# another file\u{2028}overlap:\"Cell ‘Item # 3’\"\u{85}"
    #expect(try Suppressions(text: joined, file: "s.txt").count == 2)
  }

  /// A quoted name escapes `"` and `\\` only: another escape is an error, not a name that
  /// matches nothing (`\u0020` read as `u0020`).
  @Test func aQuotedNameEscapesQuotesAndBackslashesOnly() throws {
    let name = try Suppressions(text: #"min-size:"a \"b\" \\c""#, file: "s.txt")
    #expect(name.count == 1)
    let error = #expect(throws: SuppressionFileError.self) {
      try Suppressions(text: #"min-size:"Log\u0020in""#, file: "s.txt")
    }
    #expect(error?.reason == #"\u in a quoted name; only \" and \\ are escapes"#)
  }

  @Test func anInlineSuppressionKeepsItsOwn() throws {
    let (findings, prints) = try Self.audited()
    var inline = findings
    let back = try #require(inline.firstIndex { $0.target == "Back" })
    inline[back].suppression = AuditSuppression(kind: .inSource, justification: "inline")
    let marked = try Suppressions(text: "min-size:Button ‘Back’ # file", file: "s.txt")
      .marking(inline, prints)
    #expect(marked[back].suppression?.kind == .inSource)
  }

  struct BadLine: Sendable, CustomTestStringConvertible {
    var text: String
    var message: String
    var testDescription: String { message }
  }

  @Test(arguments: [
    BadLine(text: "# ok\nminsize:Back", message: "s.txt:2: unknown rule \"minsize\""),
    BadLine(text: "Back button", message: "s.txt:1: expected a fingerprint"),
    BadLine(text: "\n\nmin-size:", message: "s.txt:3: RULE:NAME needs a target's name"),
    BadLine(text: "overlap:\"Item # 3", message: "s.txt:1: the quoted name has no closing"),
    BadLine(text: "0123456789abcdef because", message: "s.txt:1: unexpected \"because\""),
    BadLine(text: "0123456789abcdeg", message: "s.txt:1: expected a fingerprint"),
  ])
  func aBadLineIsAnErrorNamingFileAndLine(_ c: BadLine) {
    #expect {
      _ = try Suppressions(text: c.text, file: "s.txt")
    } throws: { error in
      "\(error)".hasPrefix(c.message)
    }
  }
}
