import HitAreaSnapshot
import Testing

@testable import HitAreaTools

/// A screen's warnings take at most one line each for the first twenty, then one line for the
/// rest (100,000 unknown keys printed 100,000 lines).
@Suite struct WarningLinesTests {
  static func warnings(_ count: Int) -> [LayoutSnapshotWarning] {
    (0..<count).map {
      LayoutSnapshotWarning(file: "a.json", path: "root", key: "k\($0)", suggestion: nil)
    }
  }

  @Test(arguments: [0, 1, 20])
  func fewWarningsAreEachALine(_ count: Int) {
    let lines = WarningLines.lines(Self.warnings(count))
    #expect(lines == Self.warnings(count).map { "hitarea: \($0)" })
  }

  @Test func theRestAreCounted() {
    let lines = WarningLines.lines(Self.warnings(100_000))
    #expect(lines.count == 21)
    #expect(lines[19] == "hitarea: a.json: root: unknown key \"k19\"")
    #expect(lines[20] == "hitarea: a.json: 99980 more unknown keys")
  }
}
