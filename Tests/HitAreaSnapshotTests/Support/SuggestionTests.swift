import HitAreaKit
import HitAreaSnapshot
import Testing

/// "Did you mean …?" for mistyped values, options, commands and snapshot keys.
@Suite struct SuggestionTests {
  static let policies = ["frontmost", "nearest", "mostLikely"]
  static let standards = ["ios", "android", "wcag-aaa", "wcag-aa"]

  @Test(
    arguments: [
      ("mostlikely", policies, "mostLikely"), ("mostLikly", policies, "mostLikely"),
      ("nearst", policies, "nearest"), ("front", policies, "frontmost"),
      ("random", policies, nil), ("x", policies, nil), ("", policies, nil),
      ("wcag", standards, "wcag-aa"), ("wcag-aaaa", standards, "wcag-aaa"),
      ("IOS", standards, "ios"),
      ("jsno", ["text", "json"], "json"), ("xml", ["text", "json"], nil),
      ("userInteractionEnabled", ["enabled", "userInteraction"], "userInteraction"),
      ("passthrough", ["target", "passThrough"], "passThrough"), ("ids", ["id"], "id"),
      ("identifiers", ["id", "identifier"], "identifier"), ("idle", ["id"], nil),
    ] as [(String, [String], String?)])
  func closest(_ input: String, _ candidates: [String], _ expected: String?) {
    #expect(Suggestion.closest(to: input, in: candidates) == expected)
  }

  @Test(arguments: [
    ("", "", 0), ("", "abc", 3), ("abc", "", 3), ("kitten", "sitting", 3), ("nearst", "nearest", 1),
    ("flaw", "lawn", 2), ("same", "same", 0),
  ])
  func editDistance(_ a: String, _ b: String, _ distance: Int) {
    #expect(Suggestion.editDistance(a, b) == distance)
    #expect(Suggestion.editDistance(b, a) == distance)
  }
}
