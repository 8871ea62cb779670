import HitAreaKit
import HitAreaSnapshot

/// `hitarea`: audit, render, probe, simulate, fix and convert screen layouts.
@main
struct HitAreaCommand {
  /// The version `--version` prints and SARIF's tool carries: the release being made, with
  /// `-dev` until it is tagged (it said 0.1.0 after 0.2.0 was out).
  static let version = "0.3.0-dev"

  static func main() {
    Platform.keepFreedMemory()
    Platform.ignoreFileSizeSignal()
    Platform.holdClosedStandardStreams()
    let status = run(Array(CommandLine.arguments.dropFirst()), output: .standard)
    Platform.exit(status)
  }

  /// Runs a command line, writing its output as text through `output` (every line, bytes
  /// made text), and returns the exit status, as the command does.
  static func run(_ arguments: [String], output: (String) -> Void) -> Int32 {
    withoutActuallyEscaping(output) { run(arguments, output: CommandOutput(text: $0)) }
  }

  /// Runs a command line and returns the exit status: 0 fine, 1 findings at or above
  /// `--fail-on`, 2 usage or input error.
  static func run(_ arguments: [String], output: CommandOutput = .standard) -> Int32 {
    guard let name = arguments.first else {
      output(Help.overview)
      return 0
    }
    let rest = Array(arguments.dropFirst())
    do {
      switch name {
      case "--help", "-h", "help":
        output(rest.first.flatMap(Help.command) ?? Help.overview)
        return 0
      case "--version":
        output("hitarea \(version)")
        return 0
      default:
        guard let command = Commands.all[name] else {
          let names = Commands.list.map(\.name)
          throw CLIError.usage(
            "unknown command '\(name)'"
              + (Suggestion.closest(to: name, in: names).map { "; did you mean \($0)?" } ?? ""))
        }
        let parsed = try command.parse(rest)
        if parsed.flags.contains("help") {
          output(Help.text(command))
          return 0
        }
        return try command.run(parsed, output)
      }
    } catch let error as CLIError {
      Platform.printError("hitarea: \(error)")
      return error.exitStatus
    } catch {
      Platform.printError("hitarea: \(error)")
      return 2
    }
  }
}
