import HitAreaKit
import HitAreaTools

/// A subcommand: the options it accepts and what it does.
struct Command: Sendable {
  var specification: ParsedArguments.Specification
  var run: @Sendable (ParsedArguments, (String) -> Void) throws -> Int32
}

/// Every subcommand, by name.
enum Commands {
  static let all: [String: Command] = [
    "demo": Command(specification: .init(valued: ["output"]), run: DemoCommand.run),
    "audit": Command(
      specification: .init(valued: ["standard", "policy", "format", "fail-on", "px-per-dp", "from"]
      ),
      run: AuditCommand.run),
    "fix": Command(
      specification: .init(valued: ["standard", "format", "output", "px-per-dp", "from"]),
      run: FixCommand.run),
    "probe": Command(
      specification: .init(valued: ["policy", "format", "px-per-dp", "from"]), run: ProbeCommand.run
    ),
    "render": Command(
      specification: .init(valued: ["output", "probe", "policy", "standard", "px-per-dp", "from"]),
      run: RenderCommand.run),
    "simulate": Command(
      specification: .init(valued: [
        "policy", "regime", "taps", "seed", "format", "px-per-dp", "from",
      ]),
      run: SimulateCommand.run),
    "convert": Command(
      specification: .init(valued: ["output", "px-per-dp", "from"]), run: ConvertCommand.run),
  ]

  static let policies = ResolutionPolicy.allCases.map(\.rawValue)
}

extension ParsedArguments {
  /// The `--policy` option, checked.
  func policy() throws(CLIError) -> ResolutionPolicy? {
    try value("policy", allowed: Commands.policies).flatMap(ResolutionPolicy.init(rawValue:))
  }
}
