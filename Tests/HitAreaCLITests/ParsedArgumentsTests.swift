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

  /// A count out of its range is refused as the command line is read, even where the run would
  /// not use it (`audit FILE --jobs 0` ran: one file takes no jobs).
  @Test(arguments: ["audit", "fix", "render", "report"])
  func aCountOutOfItsRangeIsRefusedAsTheLineIsRead(_ name: String) throws {
    let command = try #require(Commands.all[name])
    for value in ["0", "257", "two", "1.5", "-1"] {
      #expect(
        throws: CLIError.usage("--jobs must be a whole number from 1 to 256; got '\(value)'")
      ) { try command.parse(["a.json", "--jobs", value]) }
    }
    #expect(try command.parse(["a.json", "--jobs", "256"]).options["jobs"] == "256")
  }

  @Test func tapsOutOfTheirRangeAreRefused() throws {
    let simulate = try #require(Commands.all["simulate"])
    #expect(
      throws: CLIError.usage("--taps must be a whole number from 1 to 10,000,000; got '0'")
    ) { try simulate.parse(["a.json", "--taps", "0"]) }
    #expect(try simulate.parse(["a.json"]).defaults["taps"] == "40000")
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
