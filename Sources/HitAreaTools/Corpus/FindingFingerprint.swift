import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot

/// A finding's identity across runs: its rule, its screen's path, the name of its target and of
/// the other node involved (labels, else type and id, without the number that tells nodes of
/// one name apart: `Button ‘Delete’ #3` is `Button ‘Delete’`), and which of the findings with
/// those names it is on the screen.
///
/// Frames and measurements are left out, so that moving or resizing a target, or changing another
/// part of the screen, keeps the fingerprint; so does adding or removing a node that shares the
/// target's name and has no finding of its own (the label's number counts every node of that
/// name, so the fingerprint of `Button ‘Delete’ #3` moved when a passing `Delete` button was
/// added above it).
///
/// The fingerprint is 16 hexadecimal digits (FNV-1a, 64 bits) of that identity: what baselines
/// store and SARIF's `partialFingerprints` carry.
///
/// ```swift
/// let prints = FindingFingerprint.all(report.findings, screen: "screens/login.xml", in: snapshot)
/// prints[0].value  // "9f1c0b7e5a2d4c31"
/// ```
package struct FindingFingerprint: Hashable, Sendable {
  /// The 16 hexadecimal digits.
  package var value: String
  /// The rule.
  package var rule: AuditRule
  /// The screen's path.
  package var screen: String
  /// The target's name.
  package var target: String
  /// The other node's name, if any.
  package var other: String?
  /// The fingerprint that hitarea 0.2 gave the finding, with the names' numbers in its identity,
  /// where it differs from ``value`` and was asked for: baselines and suppression files written
  /// then still match by it.
  package var earlierValue: String?

  /// The fingerprints of a screen's findings, in their order.
  ///
  /// - Parameters:
  ///   - findings: The findings, in the report's order.
  ///   - screen: The screen's path, as reports show it.
  ///   - snapshot: The screen, for the other nodes' names.
  ///   - reportNames: The screen's report names, when the caller has made them.
  ///   - earlierValues: Whether to make each ``earlierValue`` too (to match a baseline or a
  ///     suppression file).
  package static func all(
    _ findings: [AuditFinding], screen: String, in snapshot: LayoutSnapshot,
    reportNames: ReportNames? = nil, earlierValues: Bool = false
  ) -> [FindingFingerprint] {
    // The labels of the other nodes findings name, by id (the first node with the id): only
    // those ids are looked for, in one pass over the nodes, and only when there are some.
    var names: [String: String] = [:]
    var unnamed = Set(findings.compactMap(\.other))
    if !unnamed.isEmpty {
      // Each of those nodes' label alone (the others' numbered labels are not made), each
      // node's id read in place.
      let labels = reportNames ?? snapshot.reportNames
      let nodes = snapshot.nodes
      for i in nodes.indices where unnamed.remove(nodes[i].id) != nil {
        names[nodes[i].id] = labels[i]
        if unnamed.isEmpty { break }
      }
    }
    // Occurrences are counted by the identity without the screen, the same for all of them: a
    // shorter key to hash, joined as the identity is (a name may hold the separator, so two
    // findings with different names can share an identity, and must count as one).
    var seen: [String: Int] = [:]
    seen.reserveCapacity(findings.count)
    // The same with the names' numbers (hitarea 0.2's identity), where a name has one.
    var seenNumbered: [String: Int] = [:]
    return findings.map { finding in
      let other = finding.other.map { names[$0] ?? $0 }
      let (target, otherName) = (unnumbered(finding.label), other.map(unnumbered))
      let value = identity(
        finding.rule, screen, target, otherName ?? "", counting: &seen)
      var earlier: String?
      if earlierValues
        && (target.utf8.count != finding.label.utf8.count
          || otherName.map { $0.utf8.count != other?.utf8.count } == true)
      {
        earlier = identity(
          finding.rule, screen, Substring(finding.label), Substring(other ?? ""),
          counting: &seenNumbered)
      }
      return FindingFingerprint(
        value: value, rule: finding.rule, screen: screen, target: finding.label,
        other: other, earlierValue: earlier)
    }
  }

  /// The fingerprint of one identity, the `counting`th finding with it on the screen.
  private static func identity(
    _ rule: AuditRule, _ screen: String, _ target: Substring, _ other: Substring,
    counting seen: inout [String: Int]
  ) -> String {
    let key = joined(Substring(rule.rawValue), target, other)
    let occurrence = seen[key, default: 0] + 1
    seen[key] = occurrence
    var identity = joined(Substring(rule.rawValue), Substring(screen), target, other)
    if occurrence > 1 { identity += "\u{1F}#\(occurrence)" }
    return hash(identity)
  }

  /// A report name without the number that tells nodes of one name apart (`View #12` is
  /// `View`, ``ReportNames``' ` #` and a number); other names as they are.
  package static func unnumbered(_ name: String) -> Substring {
    NumberedText.text(of: name, separator: ReportNames.labelSeparator)
  }

  /// FNV-1a over the UTF-8 bytes of the text's composed form (Unicode's NFC), as 16
  /// hexadecimal digits.
  ///
  /// Identities that are one `String` (a label with `é` precomposed or not) are one finding, as
  /// baselines and suppressions compare them. Composed text, nearly all, is hashed as it is.
  package static func hash(_ text: String) -> String {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    func add(_ byte: UInt8) {
      h ^= UInt64(byte)
      h = h &* 0x0000_0100_0000_01b3
    }
    if CanonicalBytes.isNormalizedByBytes(text) {
      text.withUTF8Bytes { bytes in for byte in bytes { add(byte) } }
    } else {
      // The form `String`'s own equality and hashing compare (Foundation's normalization
      // differs from it on some text, such as Hangul written in jamo).
      text._withNFCCodeUnits(add)
    }
    return String(unsafeUninitializedCapacity: 16) { digits in
      for i in 0..<16 { digits[i] = hexDigits[Int(truncatingIfNeeded: h >> (60 - 4 * i)) & 0xF] }
      return 16
    }
  }

  /// The lowercase hexadecimal digits, by value.
  private static let hexDigits = Array("0123456789abcdef".utf8)

  /// Texts joined by the unit separator (U+001F), as `[…].joined(separator: "\u{1F}")` joins
  /// them, in one string grown once.
  private static func joined(_ parts: Substring...) -> String {
    var text = ""
    text.reserveCapacity(parts.reduce(parts.count) { $0 + $1.utf8.count })
    for (n, part) in parts.enumerated() {
      if n > 0 { text += "\u{1F}" }
      text += part
    }
    return text
  }
}

extension FindingFingerprint: Codable {
  private enum CodingKeys: String, CodingKey {
    case fingerprint, rule, screen, target, other
  }

  /// Decodes a baseline entry.
  ///
  /// - Parameter decoder: The decoder.
  package init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    value = try c.decode(String.self, forKey: .fingerprint)
    rule = try c.decode(AuditRule.self, forKey: .rule)
    screen = try c.decode(String.self, forKey: .screen)
    target = try c.decode(String.self, forKey: .target)
    other = try c.decodeIfPresent(String.self, forKey: .other)
  }

  /// Encodes `{"fingerprint", "rule", "screen", "target", "other"?}`.
  ///
  /// - Parameter encoder: The encoder.
  package func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(value, forKey: .fingerprint)
    try c.encode(rule, forKey: .rule)
    try c.encode(screen, forKey: .screen)
    try c.encode(target, forKey: .target)
    try c.encodeIfPresent(other, forKey: .other)
  }
}
