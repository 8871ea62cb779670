import HitAreaKit
import HitAreaTools

/// `hitarea simulate FILE`: Monte-Carlo finger taps on every target, per policy, next to plain
/// bounds and the Bayes-optimal ceiling.
enum SimulateCommand {
  static func run(_ arguments: ParsedArguments, _ output: (String) -> Void) throws -> Int32 {
    let values = try arguments.positional(["file"])
    let policyName = try arguments.value("policy", allowed: ["all"] + Commands.policies) ?? "all"
    let regime = try arguments.value("regime", allowed: ["lab", "wild"]) ?? "lab"
    let format = try arguments.value("format", allowed: ["text", "json"]) ?? "text"
    let taps = try arguments.integer("taps", in: 1...10_000_000) ?? 40_000
    let seed = try arguments.seed()
    let screen = try ScreenInput.load(values[0], arguments)
    var configuration = SimulationConfiguration(tapsPerTarget: taps)
    if let policy = ResolutionPolicy(rawValue: policyName) { configuration.policies = [policy] }
    let simulator = TapSimulator(
      snapshot: screen, model: regime == "wild" ? .wild : .lab, configuration: configuration)
    guard !simulator.targets.isEmpty else {
      throw CLIError.input("\(values[0]): no target can be tapped (none is visible and enabled)")
    }
    let showsProgress =
      Platform.standardErrorIsTerminal && simulator.targets.count * taps > 2_000_000
    let result = simulator.run(seed: seed) { done, total in
      if showsProgress { Platform.progress("simulating: \(done)/\(total) targets") }
    }
    if showsProgress { Platform.progress(nil) }
    output(format == "json" ? result.json() : result.textTable())
    return 0
  }
}

extension ParsedArguments {
  /// The `--seed` option: any unsigned 64-bit number; 1 by default.
  func seed() throws(CLIError) -> UInt64 {
    guard let text = options["seed"] else { return 1 }
    guard let seed = UInt64(text) else {
      throw .usage("--seed must be a whole number from 0 to \(UInt64.max); got '\(text)'")
    }
    return seed
  }
}
