import Foundation
import HitAreaKit
import Testing

@testable import HitAreaCLI

/// The help is made from the same tables as the parser: every option a command accepts is in its
/// help with its placeholder, allowed values and help line, and nothing else is.
@Suite struct HelpTests {
  static let commands = Commands.list.map(\.name)

  static func command(_ name: String) throws -> Command { try #require(Commands.all[name]) }

  /// The shortest command line the command accepts: its arguments and required options.
  static func minimal(_ command: Command) -> [String] {
    command.arguments.map { _ in "1" }
      + command.options.filter(\.isRequired).flatMap { ["--\($0.name.rawValue)", "x"] }
  }

  @Test(arguments: commands)
  func usageListsExactlyWhatTheParserAccepts(_ name: String) throws {
    let command = try Self.command(name)
    let help = try #require(Help.command(name))
    let usage = help.split(separator: "\n\n", maxSplits: 1)[0]
    #expect(usage.hasPrefix("USAGE: hitarea \(name)"))
    let usageOptions = usage.split(separator: " ").filter {
      $0.hasPrefix("[--") || $0.hasPrefix("--")
    }
    .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "[]").union(.newlines)) }
    let flags = command.specification.flags.subtracting(["help"])
    #expect(
      usageOptions.sorted() == command.specification.valued.union(flags).map { "--" + $0 }.sorted())
    for line in help.split(separator: "\n") { #expect(line.count <= Help.width, "\(line)") }
  }

  @Test(arguments: commands)
  func everyOptionIsDescribedWithItsValuesAndDefault(_ name: String) throws {
    let command = try Self.command(name)
    let help = try #require(Help.command(name))
    let lines = help.split(separator: "\n").map(String.init)
    let flat = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for option in command.options {
      let entry = "  --\(option.name.rawValue) \(option.placeholder)"
      #expect(lines.contains { $0.hasPrefix(entry) }, "\(entry)")
      #expect(flat.contains(option.help), "\(option.help)")
      if !option.values.isEmpty {
        let values = lines.first {
          $0.trimmingCharacters(in: .whitespaces).hasPrefix("\(option.placeholder): ")
        }
        for value in option.values {
          let shown = value == option.defaultValue ? "\(value) (default)" : value
          #expect(flat.contains(shown), "--\(option.name.rawValue) \(shown)")
        }
        #expect(values != nil)
      } else if let value = option.defaultValue {
        #expect(flat.contains("(default: \(value))"))
      }
    }
  }

  @Test(arguments: commands)
  func theParserTakesEveryListedValueAndRefusesOthers(_ name: String) throws {
    let command = try Self.command(name)
    let positional = Self.minimal(command)
    for option in command.options where !option.values.isEmpty {
      for value in option.values {
        let parsed = try command.parse(positional + ["--\(option.name.rawValue)", value])
        #expect(parsed.options[option.name.rawValue] == value)
      }
      #expect(throws: CLIError.self) {
        try command.parse(positional + ["--\(option.name.rawValue)", "no-such-value"])
      }
    }
    #expect(throws: CLIError.self) { try command.parse(positional + ["--no-such-option", "1"]) }
  }

  /// `--from` and its value `snapshot` were missing from several helps.
  @Test func everyCommandThatReadsAFileTakesFromAndSaysSo() throws {
    for command in Commands.list where command.arguments.first?.name == "FILE" {
      let help = try #require(Help.command(command.name))
      #expect(help.contains("[--from FORMAT]"), "\(command.name)")
      #expect(help.contains("snapshot,"), "\(command.name)")
      let parsed = try command.parse(Self.minimal(command) + ["--from", "snapshot"])
      #expect(parsed.options["from"] == "snapshot")
    }
    #expect(Help.overview.contains("--from"))
    #expect(Help.overview.contains("snapshot"))
  }

  /// Standard input among other files is the audit's alone: the commands that write a file per
  /// screen take `-` only as their one screen, and their help says so.
  @Test func standardInputAmongFilesIsTheAuditsAlone() throws {
    #expect(Help.command("audit").map { $0.contains("one FILE may be '-'") } == true)
    for name in ["fix", "render"] {
      let help = try #require(Help.command(name))
      #expect(help.contains("'-' alone reads standard input"), "\(name)")
      #expect(!help.contains("one FILE may be '-'"), "\(name)")
    }
  }

  @Test func theOverviewListsEveryCommand() {
    for command in Commands.list {
      #expect(
        Help.overview.contains("  \(command.name)   ") && Help.overview.contains(command.summary))
    }
  }

  @Test func defaultsComeFromTheTable() throws {
    let audit = try Self.command("audit").parse(["a.json"])
    #expect(try audit.required(.format, as: OutputFormat.self) == .text)
    #expect(try audit.required(.failOn, as: FailureThreshold.self) == .error)
    #expect(try audit.choice(.policy, as: ResolutionPolicy.self) == nil)
    let simulate = try Self.command("simulate").parse(["a.json", "--policy", "nearest"])
    #expect(
      try simulate.required(.policy, as: OpenChoice<ResolutionPolicy>.self).value == .nearest)
    #expect(try simulate.integer(.taps, in: 1...10_000_000) == SimulateCommand.defaultTaps)
    #expect(try simulate.seed() == SimulateCommand.defaultSeed)
  }

  /// The README lists each command as its help does.
  @Test func theReadmeShowsTheSynopsisOfEveryCommand() throws {
    let readme = try String(
      contentsOf: CommandEndToEndTests.packageRoot.appendingPathComponent("README.md"),
      encoding: .utf8)
    let missing = Commands.list.filter { !readme.contains(Help.synopsis($0)) }.map(\.name)
    #expect(missing.isEmpty, "the README's synopsis of \(missing) differs from the help")
  }
}
