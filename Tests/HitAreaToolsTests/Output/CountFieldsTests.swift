import Foundation
import HitAreaAuditing
import HitAreaKit
import HitAreaKitTestSupport
import Testing

/// Members of counts (``CountFields``) written from their compact text, the counts put in, are
/// the text an encoder makes of them member by member.
@Suite struct CountFieldsTests {
  /// Counts in members of a given shape, written through ``FieldWriter/write(_:counts:)``,
  /// after a member of their object's own when there is one.
  struct Counts: FieldWritable {
    var fields: CountFields
    var counts: [Int]
    var before: Int? = nil

    func writeFields(to writer: inout some FieldWriter) throws {
      if let before { try writer.write(literal: "before", before) }
      try writer.write(fields, counts: counts)
    }

    func encode(to encoder: any Encoder) throws { try encodeFields(to: encoder) }
  }

  /// Shapes with objects nested, empty, first and last, and counts of one digit and of many,
  /// negative, and the extremes; first in their object, or after a member.
  @Test func everyShapeIsTheEncodersText() throws {
    let shapes: [[CountFields.Step]] = [
      [.count("a")],
      [.object("o"), .close],
      [.object("o"), .count("a"), .close, .count("b")],
      [.count("a"), .object("o"), .object("p"), .count("b"), .close, .object("q"), .close, .close],
      [.object("o"), .object("p"), .count("a"), .count("b"), .close, .count("c"), .close],
    ]
    var random = SplitMix64(seed: 0xC0)
    let extremes = [0, 9, 10, -1, -10, 1_000_000, Int.max, Int.min]
    for steps in shapes {
      let fields = CountFields(steps)
      for _ in 0..<50 {
        let counts = (0..<fields.numberOfCounts).map { _ in
          Bool.random(using: &random)
            ? extremes.randomElement(using: &random)! : Int.random(in: 0..<30, using: &random)
        }
        let before = Bool.random(using: &random) ? Int.random(in: 0..<100, using: &random) : nil
        let text = try CompactJSONFieldWriterTests.expectTheTreesText(
          Counts(fields: fields, counts: counts, before: before))
        #expect(try JSONSerialization.jsonObject(with: Data(text.utf8)) is [String: Any])
      }
    }
  }

  /// Summaries of up to a few hundred findings (counts of several digits, some suppressed).
  @Test func summariesAreTheEncodersText() throws {
    var random = SplitMix64(seed: 0x5A)
    for _ in 0..<200 {
      let findings = (0..<Int.random(in: 0..<400, using: &random)).map { _ in
        var finding = AuditFinding(
          rule: AuditRule.allCases.randomElement(using: &random)!,
          severity: AuditSeverity.allCases.randomElement(using: &random)!, target: "t",
          frame: .zero, hitRect: .zero, message: "m", fix: "f")
        if Int.random(in: 0..<8, using: &random) == 0 {
          finding.suppression = AuditSuppression(kind: .external)
        }
        return finding
      }
      let summary = AuditSummary(findings)
      let text = try CompactJSONFieldWriterTests.expectTheTreesText(summary)
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
      #expect(object["total"] as? Int == summary.total)
    }
  }
}
