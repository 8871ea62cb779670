import Testing

@testable import HitAreaCLI

/// "Did you mean …?" for mistyped values, options and commands.
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

  @Test(arguments: [
    (["simulate", "x.json", "--policy", "mostlikely"], "did you mean mostLikely?"),
    (["audit", "x.json", "--standard", "andriod"], "did you mean android?"),
    (["audit", "x.json", "--formt", "json"], "unknown option '--formt'; did you mean --format?"),
    (["audti", "x.json"], "unknown command 'audti'; did you mean audit?"),
    (["probe", "x.json", "1", "2", "--from", "snapshots"], "did you mean snapshot?"),
  ])
  func theCommandSuggestsTheClosestSpelling(_ arguments: [String], _ text: String) throws {
    try HostileInputTests.expectOneLineError(arguments, containing: text)
  }
}
