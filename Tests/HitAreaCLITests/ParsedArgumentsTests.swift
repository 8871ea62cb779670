import Testing

@testable import HitAreaCLI

@Suite struct ParsedArgumentsTests {
  let spec = ParsedArguments.Specification(valued: ["format", "policy", "output"], flags: ["help"])

  struct Case: Sendable, CustomTestStringConvertible {
    let id: String
    let arguments: [String]
    let positional: [String]
    let options: [String: String]
    var testDescription: String { id }
  }

  static let cases: [Case] = [
    Case(
      id: "positional only", arguments: ["a.json", "1", "2"], positional: ["a.json", "1", "2"],
      options: [:]),
    Case(
      id: "option with a separate value", arguments: ["a.json", "--format", "json"],
      positional: ["a.json"],
      options: ["format": "json"]),
    Case(
      id: "option with an equals sign", arguments: ["--policy=nearest", "a.json"],
      positional: ["a.json"],
      options: ["policy": "nearest"]),
    Case(
      id: "negative numbers are positional", arguments: ["a.json", "-5", "-0.5"],
      positional: ["a.json", "-5", "-0.5"], options: [:]),
    Case(id: "dash is standard input", arguments: ["-"], positional: ["-"], options: [:]),
    Case(
      id: "double dash ends options", arguments: ["--", "--format"], positional: ["--format"],
      options: [:]),
  ]

  @Test(arguments: cases)
  func parses(_ c: Case) throws {
    let parsed = try ParsedArguments(c.arguments, spec)
    #expect(parsed.positional == c.positional)
    #expect(parsed.options == c.options)
  }

  @Test(arguments: [
    (["--nope"], "unknown option '--nope'"),
    (["-x"], "unknown option '-x'"),
    (["--format"], "--format needs a value"),
    (["--format", "a", "--format", "b"], "--format is given twice"),
    (["--output", ""], "--output needs a value, not an empty one"),
    (["--output="], "--output needs a value, not an empty one"),
    (["--help=yes"], "--help takes no value"),
  ])
  func refuses(_ arguments: [String], _ message: String) {
    #expect(throws: CLIError.usage(message)) { try ParsedArguments(arguments, spec) }
  }

  @Test func checksAllowedValuesAndNumbers() throws {
    let parsed = try ParsedArguments(["--format", "xml", "--policy", "nan"], spec)
    #expect(throws: CLIError.usage("--format must be one of text, json; got 'xml'")) {
      try parsed.value("format", allowed: ["text", "json"])
    }
    #expect(throws: CLIError.usage("--policy must be a number; got 'nan'")) {
      try parsed.number("policy")
    }
    #expect(throws: CLIError.usage("missing argument: expected FILE X Y")) {
      try ParsedArguments(["a"], spec).positional(["file", "x", "y"])
    }
  }

  @Test func helpAndVersion() {
    var out: [String] = []
    #expect(HitAreaCommand.run(["--version"]) { out.append($0) } == 0)
    #expect(out == ["hitarea \(HitAreaCommand.version)"])
    out = []
    #expect(HitAreaCommand.run(["probe", "--help"]) { out.append($0) } == 0)
    #expect(out.first?.hasPrefix("USAGE: hitarea probe FILE X Y") == true)
    for command in Commands.all.keys {
      #expect(Help.command(command) != nil, "help for \(command)")
    }
  }

  @Test func unknownCommandIsAUsageError() {
    #expect(HitAreaCommand.run(["frobnicate"]) { _ in } == 2)
  }
}
