import HitAreaKit
import Testing

/// What counts as a tap target in a live capture.
@Suite struct TargetFactsTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var facts: TargetFacts
    var insideControl = false
    var coverage = 0.01
    var expected: Bool
    var testDescription: String { name }
  }

  static let tap = TargetFacts.Recognizer(kind: .tap, isEnabled: true)

  static let cases: [Case] = [
    Case(name: "plain view", facts: .init(className: "UIView"), expected: false),
    Case(name: "control", facts: .init(className: "UIButton", isControl: true), expected: true),
    Case(
      name: "table cell", facts: .init(className: "UITableViewCell", isCell: true),
      expected: true),
    Case(
      name: "collection cell", facts: .init(className: "ProductCell", isCell: true),
      expected: true),
    Case(name: "hit area", facts: .init(className: "UIView", hasHitArea: true), expected: true),
    Case(
      name: "button trait", facts: .init(className: "UIView", hasButtonOrLinkTrait: true),
      expected: true),
    Case(name: "tap", facts: .init(className: "UIImageView", recognizers: [tap]), expected: true),
    Case(
      name: "long press",
      facts: .init(className: "UIView", recognizers: [.init(kind: .longPress, isEnabled: true)]),
      expected: true),
    Case(
      name: "disabled tap",
      facts: .init(className: "UIView", recognizers: [.init(kind: .tap, isEnabled: false)]),
      expected: false),
    Case(
      name: "pan only",
      facts: .init(className: "UIView", recognizers: [.init(kind: .other, isEnabled: true)]),
      expected: false),
    Case(
      name: "disabled tap beside an enabled one",
      facts: .init(className: "UIView", recognizers: [.init(kind: .tap, isEnabled: false), tap]),
      expected: true),
    Case(
      name: "keyboard-dismiss tap on the root",
      facts: .init(className: "UIView", recognizers: [tap]),
      coverage: 1, expected: false),
    Case(
      name: "tap covering 95 %", facts: .init(className: "UIView", recognizers: [tap]),
      coverage: 0.95, expected: false),
    Case(
      name: "tap covering half the screen", facts: .init(className: "UIView", recognizers: [tap]),
      coverage: 0.5, expected: true),
    Case(
      name: "NaN coverage counts as none", facts: .init(className: "UIView", recognizers: [tap]),
      coverage: .nan, expected: true),
    Case(
      name: "a screen-covering control is still a control",
      facts: .init(className: "UIControl", isControl: true), coverage: 1, expected: true),
    Case(
      name: "private part of a control",
      facts: .init(
        className: "_UISwitchInternalView", hasButtonOrLinkTrait: true, recognizers: [tap]),
      insideControl: true, expected: false),
    Case(
      name: "private part with a module prefix",
      facts: .init(className: "UIKitCore._UIModernBarButton", isControl: true),
      insideControl: true, expected: false),
    Case(
      name: "private control not inside a control",
      facts: .init(className: "_UIButtonBarButton", isControl: true), expected: true),
    Case(
      name: "public part of a control (a segment)",
      facts: .init(className: "UISegment", hasButtonOrLinkTrait: true), insideControl: true,
      expected: true),
  ]

  @Test(arguments: cases)
  func decidesTargets(_ c: Case) {
    #expect(
      c.facts.isTarget(insideControl: c.insideControl, rootCoverage: c.coverage) == c.expected)
  }

  /// The live form (the UIKit adapter's hit testing) gives the same answers and asks for the
  /// context only where the answer depends on it: whether an ancestor is a control only for a
  /// private class, the coverage only for a view that is a target by its recognizers alone.
  @Test(arguments: cases)
  func theLiveFormAsksOnlyWhatItNeeds(_ c: Case) {
    var askedInside = 0
    var askedCoverage = 0
    let live = c.facts.isTarget(
      insideControl: {
        askedInside += 1
        return c.insideControl
      },
      rootCoverage: {
        askedCoverage += 1
        return c.coverage
      })
    #expect(live == c.expected)
    #expect(askedInside == (c.facts.isPrivateClass ? 1 : 0))
    let byRecognizersAlone =
      !(c.facts.isPrivateClass && c.insideControl) && !c.facts.isControl && !c.facts.isCell
      && !c.facts.hasHitArea && !c.facts.hasButtonOrLinkTrait && c.facts.hasTapRecognizer
    #expect(askedCoverage == (byRecognizersAlone ? 1 : 0))
  }

  @Test func coverageIsTheShareOfTheRootsArea() {
    let screen = Rect(x: 0, y: 0, width: 390, height: 844)
    let half = Rect(x: 0, y: 0, width: 390, height: 422)
    #expect(TargetFacts.coverage(of: half, in: screen) == 0.5)
    #expect(
      TargetFacts.coverage(of: Rect(x: -10, y: -10, width: 500, height: 900), in: screen)
        == 1)
    #expect(
      TargetFacts.coverage(of: Rect(x: 400, y: 0, width: 10, height: 10), in: screen) == 0)
    #expect(TargetFacts.coverage(of: half, in: Rect(x: 0, y: 0, width: 0, height: 10)) == 0)
    // A flipped (negative-size) box counts as its standardized rect.
    #expect(
      TargetFacts.coverage(of: Rect(x: 390, y: 422, width: -390, height: -422), in: screen)
        == 0.5)
  }
}
