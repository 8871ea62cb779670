import Testing

@testable import HitAreaCLI

/// The command line's "did you mean …?" for mistyped values, options and commands.
@Suite struct SuggestionTests {
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
