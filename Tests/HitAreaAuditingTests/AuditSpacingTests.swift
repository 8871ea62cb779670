import HitAreaAuditing
import HitAreaKit
import Testing

/// WCAG 2.5.8's spacing exception: an undersized target passes when the 24-px circle on its
/// centre meets no other target and no other undersized target's circle.
@Suite struct AuditSpacingTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let id: String
    /// Where the second target starts, and its size.
    let x: Double
    let side: Double
    let passes: Bool
    var testDescription: String { id }
  }

  // The first target is 20×20 at x 100..<120: its centre is at x 110, its circle reaches x 122.
  static let cases: [Case] = [
    Case(id: "undersized centres 23.9 apart fail", x: 123.9, side: 20, passes: false),
    Case(id: "undersized centres 24.1 apart pass", x: 124.1, side: 20, passes: true),
    Case(id: "undersized centres exactly 24 apart pass", x: 124, side: 20, passes: true),
    Case(id: "a big target 11.9 from the centre fails", x: 121.9, side: 40, passes: false),
    Case(id: "a big target 12.1 from the centre passes", x: 122.1, side: 40, passes: true),
  ]

  @Test(arguments: cases)
  func circleTest(_ c: Case) {
    var screen = AuditScreen()
    screen.add("a", 100, 100, 20, 20)
    // The big target is centred on the first's row so the nearest point is straight right.
    let y = 110 - c.side / 2
    screen.add("b", c.x, y, c.side, c.side)
    let finding = screen.audit(.wcagAA, rules: [.minSize]).only(.minSize, "a")
    #expect(finding?.measured.spacingClear == c.passes)
    #expect(finding?.severity == (c.passes ? .info : .error))
    #expect(finding?.other == (c.passes ? nil : "b"))
  }

  /// A fix keeps a neighbour that passes by spacing passing.
  ///
  /// A button boxed in by a wall grew 2 pt toward it, stayed short, and its circle then met the
  /// neighbour's (an error where there was none). Wherever the neighbour stands, no target that
  /// passed before fails after.
  @Test(arguments: Array(stride(from: 84.0, through: 100, by: 1)))
  func aFixKeepsANeighbourThatPassesBySpacingPassing(_ x: Double) {
    var screen = AuditScreen()
    screen.add("wall", 0, 100, 60, 60)
    screen.add("a", 60, 120, 20, 20)
    screen.add("b", x, 118, 20, 24)
    let before = screen.audit(.wcagAA, rules: [.minSize])
    let fixed = screen.snapshot.applying(before.fixes)
    let after = fixed.audit(.wcagAA)
    let failedBefore = Set(before.findings.filter { $0.severity == .error }.map(\.target))
    let failedAfter = Set(after.findings.filter { $0.severity == .error }.map(\.target))
    #expect(failedAfter.isSubset(of: failedBefore), "x \(x): \(after.findings.map(\.message))")
  }

  @Test func diagonalNeighboursUseEuclideanDistance() {
    // b's top-left corner at (118.5, 118.5) is 8.5·√2 = 12.02 from a's centre (110, 110): clear.
    // At (118.4, 118.4) it is 8.4·√2 = 11.88: the circle meets b.
    var screen = AuditScreen()
    screen.add("a", 100, 100, 20, 20)
    screen.add("b", 118.5, 118.5, 20, 20)
    #expect(screen.audit(.wcagAA, rules: [.minSize]).only(.minSize, "a")?.severity == .info)
    screen.snapshot.update(nodeAt: 2) { $0.frame.origin = Point(x: 118.4, y: 118.4) }
    #expect(screen.audit(.wcagAA, rules: [.minSize]).only(.minSize, "a")?.severity == .error)
  }

  @Test func aSmallButtonInsideATappableCellFails() {
    // The cell's region around the button meets the circle.
    var screen = AuditScreen()
    screen.add("cell", 0, 100, 400, 60)
    screen.add("more", 350, 20, 20, 20, in: "cell")
    let finding = screen.audit(.wcagAA, rules: [.minSize]).only(.minSize, "more")
    #expect(finding?.severity == .error)
    #expect(finding?.other == "cell")
  }

  @Test func aHiddenNeighbourDoesNotCount() {
    var screen = AuditScreen()
    screen.add("a", 100, 100, 20, 20)
    screen.add("b", 121, 100, 20, 20) { $0.isHidden = true }
    #expect(screen.audit(.wcagAA, rules: [.minSize]).only(.minSize, "a")?.severity == .info)
  }
}
