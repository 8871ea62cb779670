import HitAreaKit
import Testing

@Suite struct HitAreaGeometryTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let id: String
    let area: HitArea
    let bounds: Rect
    let expected: Rect
    var testDescription: String { id }
  }

  static let b20 = Rect(x: 0, y: 0, width: 20, height: 20)

  static let cases: [Case] = [
    Case(id: "bounds is the identity", area: .bounds, bounds: b20, expected: b20),
    Case(
      id: "a minimum a hair over the size still grows it", area: .minimumSize(44),
      bounds: Rect(x: 0, y: 0, width: 43.5, height: 44),
      expected: Rect(x: -0.25, y: 0, width: 44, height: 44)),
    Case(
      id: "uniform outset", area: .outset(10), bounds: b20,
      expected: Rect(x: -10, y: -10, width: 40, height: 40)),
    Case(
      id: "per-edge outset", area: .outset(top: 1, left: 2, bottom: 3, right: 4), bounds: b20,
      expected: Rect(x: -2, y: -1, width: 26, height: 24)),
    Case(
      id: "horizontal outset", area: .outset(horizontal: 5), bounds: b20,
      expected: Rect(x: -5, y: 0, width: 30, height: 20)),
    Case(
      id: "inset shrinks", area: .inset(5), bounds: b20,
      expected: Rect(x: 5, y: 5, width: 10, height: 10)),
    Case(
      id: "over-inset collapses to an empty rect at the centre", area: .inset(15), bounds: b20,
      expected: Rect(x: 10, y: 10, width: 0, height: 0)),
    Case(
      id: "asymmetric over-inset collapses at the centre of the shrunk edges",
      area: .inset(top: 30, left: 0, bottom: 0, right: 0), bounds: b20,
      expected: Rect(x: 0, y: 25, width: 20, height: 0)),
    Case(
      id: "minimum size grows symmetrically", area: .minimumSize(44), bounds: b20,
      expected: Rect(x: -12, y: -12, width: 44, height: 44)),
    Case(
      id: "minimum size leaves a big view alone", area: .minimumSize(44),
      bounds: Rect(x: 0, y: 0, width: 100, height: 50),
      expected: Rect(x: 0, y: 0, width: 100, height: 50)),
    Case(
      id: "minimum size per axis", area: .minimumSize(width: 44, height: 10), bounds: b20,
      expected: Rect(x: -12, y: 0, width: 44, height: 20)),
    Case(
      id: "outsets first, then the minimum", area: .outset(horizontal: 4).minimumSize(44),
      bounds: b20, expected: Rect(x: -12, y: -12, width: 44, height: 44)),
    Case(
      id: "outsets beyond the minimum win", area: .outset(horizontal: 20).minimumSize(44),
      bounds: b20, expected: Rect(x: -20, y: -12, width: 60, height: 44)),
    Case(
      id: "zero-size view with a minimum size", area: .minimumSize(44),
      bounds: Rect(x: 0, y: 0, width: 0, height: 0),
      expected: Rect(x: -22, y: -22, width: 44, height: 44)),
    Case(
      id: "over-inset then minimum grows from the centre", area: .inset(50).minimumSize(10),
      bounds: b20,
      expected: Rect(x: 5, y: 5, width: 10, height: 10)),
    Case(
      id: "NaN outsets count as zero",
      area: .outset(top: .nan, left: .infinity, bottom: 2, right: -.infinity),
      bounds: b20, expected: Rect(x: 0, y: 0, width: 20, height: 22)),
    Case(
      id: "non-finite minimum counts as zero", area: .minimumSize(.infinity), bounds: b20,
      expected: b20),
    Case(
      id: "negative minimum counts as zero", area: .minimumSize(-44), bounds: b20, expected: b20),
    Case(
      id: "negative bounds size is standardized", area: .outset(1),
      bounds: Rect(x: 20, y: 20, width: -20, height: -20),
      expected: Rect(x: -1, y: -1, width: 22, height: 22)),
    Case(
      id: "bounds origin (scroll offset) is kept", area: .outset(2),
      bounds: Rect(x: 0, y: 100, width: 20, height: 20),
      expected: Rect(x: -2, y: 98, width: 24, height: 24)),
    Case(
      id: "UIKit edge insets: negative grows",
      area: .edgeInsets(top: -10, left: -10, bottom: -10, right: -10),
      bounds: b20, expected: Rect(x: -10, y: -10, width: 40, height: 40)),
  ]

  @Test(arguments: cases)
  func rect(_ c: Case) {
    #expect(c.area.rect(in: c.bounds) == c.expected)
  }

  @Test func zeroSizeViewWithMinimumIsHittable() {
    let r = HitArea.minimumSize(44).rect(in: .zero)
    #expect(r.contains(Point(x: 0, y: 0)))
    #expect(r.contains(Point(x: -22, y: 21.9)))
    #expect(!r.contains(Point(x: 22, y: 0)))
  }

  @Test func collapsedAreaContainsNothing() {
    let r = HitArea.inset(15).rect(in: Self.b20)
    #expect(r.isEmpty)
    #expect(!r.contains(Point(x: 10, y: 10)))
  }

  @Test(arguments: [
    (HitArea.bounds, ".bounds"), (.outset(10), ".outset(10)"), (.inset(4), ".inset(4)"),
    (.outset(horizontal: 8), ".outset(horizontal: 8)"), (.minimumSize(44), ".minimumSize(44)"),
    (
      .outset(horizontal: 8, vertical: 2).minimumSize(44),
      ".outset(horizontal: 8, vertical: 2).minimumSize(44)"
    ),
    (
      .outset(top: 1, left: 2, bottom: 3, right: 4), ".outset(top: 1, left: 2, bottom: 3, right: 4)"
    ),
    (.minimumSize(width: 44, height: 30), ".minimumSize(width: 44, height: 30)"),
    (.outset(2.5), ".outset(2.5)"),
  ])
  func swiftExpression(_ area: HitArea, _ expected: String) {
    #expect(area.swiftExpression == expected)
    #expect(area.description == expected)
  }
}
