import HitAreaKit
import HitAreaSnapshot
import Testing

@testable import HitAreaAuditing

/// Labels are looked up one node at a time until the labels written for the lookups pass
/// ``ReportNames/LazyNames/lookupBudget`` times the nodes (a lookup that starts at or under it is
/// answered alone), then all of them are made: a screen of one label repeated costs no more than
/// making them all a few times.
@Suite struct ReportNamesLookupBudgetTests {
  /// A screen of `count` buttons under its root, labelled by `text(i)`, then `others` buttons
  /// labelled `Cancel`.
  static func screen(_ count: Int, others: Int = 0, text: (Int) -> String) -> LayoutSnapshot {
    var s = LayoutSnapshot(
      root: LayoutNode(id: "0", frame: Rect(x: 0, y: 0, width: 400, height: 800)))
    for i in 0..<(count + others) {
      s.append(
        LayoutNode(
          id: "0/\(i)", type: "UIButton", label: i < count ? text(i) : "Cancel",
          frame: Rect(x: 0, y: Double(i) * 10, width: 44, height: 44), isTarget: true),
        to: s.root)
    }
    return s
  }

  @Test func oneRepeatedLabelIsMadeOnceTheBudgetIsPassed() {
    // 40 buttons of one label, 9 of a label of another length and the root: each lookup writes
    // the 40 labels of its length, and the sixth starts with exactly the budget's (5 × 40)
    // written: it is still answered by a lookup, the seventh is not.
    let s = Self.screen(40, others: 9) { _ in "OK" }
    let all = ReportNames(s).labels
    let names = ReportNames(s)
    let budget = ReportNames.LazyNames.lookupBudget * s.nodes.count
    var written = 0
    for node in 1...40 {
      let madeBefore = names.areLabelsMade
      #expect(names[node] == all[node])
      // Answered by a lookup while the labels written so far are within the budget.
      #expect(names.areLabelsMade == (madeBefore || written > budget), "node \(node)")
      written += 40
    }
    #expect(names.areLabelsMade)
  }

  @Test func distinctLabelsAreLookedUpToTheLast() {
    // Every label distinct and of its own length: each lookup writes one label.
    let s = Self.screen(25) { String(repeating: "x", count: $0 + 1) }
    let all = ReportNames(s).labels
    let names = ReportNames(s)
    for node in s.nodes.indices {
      #expect(names[node] == all[node])
    }
    #expect(!names.areLabelsMade)
  }
}
