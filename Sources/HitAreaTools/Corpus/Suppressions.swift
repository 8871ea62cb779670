import HitAreaAuditing

/// The findings a team has accepted, from a suppression file (`hitarea audit --suppress FILE`):
/// each stays in the report, marked suppressed with its justification
/// (``AuditSuppression/Kind/external``), and counts toward nothing.
///
/// The file is text, one finding per line, a justification after `#`:
///
/// ```text
/// # hitarea suppressions
/// 9f1c0b7e5a2d4c31                      # one finding on one screen, by its fingerprint
/// min-size:Button ‘Clear text’          # a rule and a target's name, on every screen
/// overlap:"Cell ‘Item # 3’"             # a name with " #" in it, quoted as a JSON string
/// ```
///
/// A fingerprint is the 16 hexadecimal digits of ``FindingFingerprint`` (SARIF's
/// `partialFingerprints`, a baseline's `fingerprint`, `hitarea audit --format jsonl --for-report`'s
/// `reportData.fingerprints`): one finding of one screen, kept when the screen's layout changes.
/// `RULE:NAME` accepts the rule's findings about a target of that name (its report label, as the
/// reports print it, such as `Button ‘Clear text’`; without the ` #3` that tells nodes of one
/// name apart, every node of that name) on every screen, quoted when it holds ` #`
/// (`\"` and `\\` escaped). Blank lines and lines that start with `#` are comments; lines end
/// at any line end (Windows' too).
///
/// ```swift
/// let suppressions = try Suppressions(text: text, file: "hitarea-suppressions.txt")
/// let marked = suppressions.marking(report.findings, prints)
/// ```
package struct Suppressions: Sendable {
  /// Justifications by fingerprint.
  private var byFingerprint: [String: String?] = [:]
  /// Justifications by rule and target name.
  private var byName: [AuditRule: [String: String?]] = [:]

  /// No suppressions.
  package init() {}

  /// Whether no finding is suppressed: no line was read.
  package var isEmpty: Bool { byFingerprint.isEmpty && byName.isEmpty }

  /// Whether a line names a finding by its fingerprint (which may be hitarea 0.2's, made with
  /// the names' numbers).
  package var hasFingerprints: Bool { !byFingerprint.isEmpty }

  /// What the file suppresses and why, in 16 hexadecimal digits (FNV-1a).
  ///
  /// Two files that suppress the same findings with the same words have one digest, however
  /// they are laid out. `hitarea report` refuses shards whose runs suppressed differently.
  package var digest: String {
    // One line per entry, sorted; a justification after a tab, `\u{0}` for none.
    let fingerprints = byFingerprint.map { "\($0.key)\t\($0.value ?? "\u{0}")" }
    let names = byName.flatMap { rule, names in
      names.map { "\(rule.rawValue)\t\($0.key)\t\($0.value ?? "\u{0}")" }
    }
    return FindingFingerprint.hash(
      (fingerprints.sorted() + ["\n"] + names.sorted()).joined(separator: "\n"))
  }

  /// Reads a suppression file.
  ///
  /// - Parameters:
  ///   - text: The file's text.
  ///   - file: Its name, for errors.
  /// - Throws: ``SuppressionFileError`` naming the file and the line.
  package init(text: String, file: String) throws {
    var number = 0
    // A file saved on Windows: lines that end with a carriage return before the line feed, one
    // `Character` ("\r\n"), which a split at "\n" never splits at (the whole file was one line,
    // a comment when it starts with one), and a byte order mark first (at any line's start:
    // files joined by `cat`). Report names hold no line end of any kind.
    for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      number += 1
      func fail(_ reason: String) -> SuppressionFileError {
        SuppressionFileError(file: file, line: number, reason: reason)
      }
      var rest = Substring(line.trimmingSpaces)
      if rest.hasPrefix("\u{FEFF}") { rest = Substring(rest.dropFirst().trimmingSpaces) }
      if rest.isEmpty || rest.hasPrefix("#") { continue }
      let key: Key
      if let fingerprint = Self.fingerprint(at: rest) {
        key = .fingerprint(fingerprint)
        rest = rest.dropFirst(16)
      } else {
        guard let colon = rest.firstIndex(of: ":") else {
          throw fail(
            "expected a fingerprint (16 hexadecimal digits) or RULE:NAME, found \"\(rest)\"")
        }
        let ruleName = rest[..<colon].trimmingSpaces
        guard let rule = AuditRule(rawValue: String(ruleName)) else {
          let rules = AuditRule.allCases.map(\.rawValue).joined(separator: ", ")
          throw fail("unknown rule \"\(ruleName)\"; the rules are \(rules)")
        }
        rest = Substring(rest[rest.index(after: colon)...].trimmingSpaces)
        let name: String
        if rest.hasPrefix("\"") {
          switch Self.quoted(rest) {
          case .success(let (quoted, after)):
            name = quoted
            rest = after
          case .failure(.unclosed): throw fail("the quoted name has no closing \"")
          case .failure(.escape(let c)):
            throw fail("\\\(c) in a quoted name; only \\\" and \\\\ are escapes")
          }
        } else {
          // ` #` starts the justification (`firstRange(of:)` needs iOS 16, the package iOS 15).
          let end =
            rest.indices.first { rest[$0...].hasPrefix(" #") } ?? rest.endIndex
          name = String(rest[..<end].trimmingSpaces)
          rest = rest[end...]
        }
        guard !name.isEmpty else { throw fail("RULE:NAME needs a target's name after the colon") }
        key = .name(rule, name)
      }
      rest = Substring(rest.trimmingSpaces)
      var justification: String? = nil
      if !rest.isEmpty {
        guard rest.hasPrefix("#") else {
          throw fail("unexpected \"\(rest)\" after the finding; write a justification after #")
        }
        let text = rest.dropFirst().trimmingSpaces
        justification = text.isEmpty ? nil : String(text)
      }
      switch key {
      case .fingerprint(let value): byFingerprint[value] = .some(justification)
      case .name(let rule, let name): byName[rule, default: [:]][name] = .some(justification)
      }
    }
  }

  /// How many findings the file names.
  package var count: Int { byFingerprint.count + byName.values.reduce(0) { $0 + $1.count } }

  /// The findings with the file's suppressions marked; a finding already suppressed (inline)
  /// keeps its own.
  ///
  /// - Parameters:
  ///   - findings: A screen's findings.
  ///   - prints: Their fingerprints, in the same order.
  package func marking(_ findings: [AuditFinding], _ prints: [FindingFingerprint])
    -> [AuditFinding]
  {
    zip(findings, prints).map { finding, print in
      // A file written by hitarea 0.2 names a finding of a numbered name by its earlier
      // fingerprint.
      let earlier = print.earlierValue.flatMap { byFingerprint[$0] }
      // A name without the number that tells nodes of one name apart is every such node's.
      let names = byName[finding.rule]
      let named =
        names?[print.target] ?? names?[String(FindingFingerprint.unnumbered(print.target))]
      guard finding.suppression == nil,
        let justification = byFingerprint[print.value] ?? earlier ?? named
      else { return finding }
      var marked = finding
      marked.suppression = AuditSuppression(kind: .external, justification: justification)
      return marked
    }
  }

  /// A line's key.
  private enum Key {
    case fingerprint(String)
    case name(AuditRule, String)
  }

  /// The 16 hexadecimal digits at the start of a line, followed by its end, a space or `#`.
  private static func fingerprint(at text: Substring) -> String? {
    let digits = text.prefix(16)
    guard digits.count == 16, digits.allSatisfy(\.isHexDigit) else { return nil }
    let after = text.dropFirst(16).first
    guard after == nil || after == " " || after == "\t" || after == "#" else { return nil }
    return digits.lowercased()
  }

  /// A quoted name at the start of `text` (`\"` and `\\` escaped, nothing else) and what
  /// follows it, or why it is none.
  private static func quoted(_ text: Substring) -> Result<(String, Substring), QuoteProblem> {
    var name = ""
    var index = text.index(after: text.startIndex)
    while index < text.endIndex {
      let c = text[index]
      if c == "\"" { return .success((name, text[text.index(after: index)...])) }
      if c == "\\" {
        index = text.index(after: index)
        guard index < text.endIndex else { return .failure(.unclosed) }
        guard text[index] == "\"" || text[index] == "\\" else {
          return .failure(.escape(text[index]))
        }
      }
      name.append(text[index])
      index = text.index(after: index)
    }
    return .failure(.unclosed)
  }

  /// Why a quoted name is none.
  private enum QuoteProblem: Error {
    /// No closing `"`.
    case unclosed
    /// An escape other than `\"` and `\\` (a name is written as the reports print it).
    case escape(Character)
  }
}

/// A suppression file that cannot be read: where and why.
package struct SuppressionFileError: Error, CustomStringConvertible {
  /// The file.
  package var file: String
  /// The line, from 1.
  package var line: Int
  /// Why.
  package var reason: String

  /// `hitarea-suppressions.txt:3: unknown rule "minsize"; …`.
  package var description: String { "\(file):\(line): \(reason)" }
}

extension StringProtocol {
  /// The text without spaces, tabs and a carriage return at either end.
  fileprivate var trimmingSpaces: SubSequence {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
    guard let first = firstIndex(where: { !isSpace($0) }) else { return self[endIndex...] }
    let last = lastIndex(where: { !isSpace($0) }) ?? first
    return self[first...last]
  }
}
