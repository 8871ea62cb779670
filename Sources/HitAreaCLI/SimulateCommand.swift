import HitAreaKit
import HitAreaTools

/// `hitarea simulate FILE`: Monte-Carlo finger taps on every target, per policy, next to plain
/// bounds and the Bayes-optimal ceiling.
enum SimulateCommand {
  static let command = Command(
    name: "simulate",
    summary: "simulate finger taps and measure how many reach the intended target",
    arguments: [.file],
    options: [
      .choice(
        .policy, "P", default: OpenChoice<ResolutionPolicy>.open,
        help: "the resolution policy to simulate, or all of them"),
      .choice(.regime, "R", default: Regime.lab, help: "the finger model's regime"),
      .wholeNumber(
        .taps, "N", in: tapsRange, default: defaultTaps,
        help: "taps aimed at every target, \(Option.words(tapsRange))"),
      .value(
        .seed, "S", default: String(defaultSeed), help: "the random seed, a whole number from 0"),
      .format([.text, .json]), .from, .pxPerDp, .containers, .automatic, .strict,
    ],
    details: """
      Monte-Carlo finger taps on every target under the dual-Gaussian touch model: the share that
      reaches the intended target, the wrong target or nothing, per policy, next to plain bounds
      and the Bayes-optimal ceiling. Deterministic for a given seed. With --automatic PT, one
      more column, automatic: the same taps with every tappable view without a hit area of its
      own at least PT to the touch (HitAreaConfiguration's automaticMinimumSize), under --policy
      (mostLikely when all or frontmost): the accuracy before (bounds, the policies) and after.
      """,
    run: run)

  /// The numbers `--taps` allows.
  static let tapsRange = 1...10_000_000
  /// Taps per target when `--taps` is not given.
  static let defaultTaps = SimulationConfiguration().tapsPerTarget
  /// The seed when `--seed` is not given.
  static let defaultSeed: UInt64 = 1

  static func run(_ arguments: ParsedArguments, _ output: CommandOutput) throws -> Int32 {
    let policy = try arguments.required(.policy, as: OpenChoice<ResolutionPolicy>.self).value
    let regime = try arguments.required(.regime, as: Regime.self)
    let format = try arguments.required(.format, as: OutputFormat.self)
    let taps = try arguments.integer(.taps, in: tapsRange) ?? defaultTaps
    let seed = try arguments.seed()
    let screen = try ScreenInput.load(arguments)
    var configuration = SimulationConfiguration(tapsPerTarget: taps)
    configuration.policies = policy.map { [$0] } ?? ResolutionPolicy.allCases
    configuration.automaticMinimumSize = try arguments.automaticMinimumSize()
    configuration.automaticPolicy = AutomaticMinimumSize.policy(for: policy ?? .mostLikely)
    let simulator = TapSimulator(
      snapshot: screen, model: regime.model, configuration: configuration)
    guard !simulator.targets.isEmpty else {
      throw CLIError.input(
        "\(arguments.positional[0]): no target can be tapped (none is visible and enabled)")
    }
    var progress = ProgressLine(
      verb: "simulating", noun: "targets", total: simulator.targets.count)
    let result = simulator.run(seed: seed) { done, _ in progress.update(done: done) }
    progress.finish()
    output(format == .json ? result.json() : result.textTable(unit: screen.reportUnit))
    return 0
  }
}

extension ParsedArguments {
  /// The `--seed` option: any unsigned 64-bit number.
  func seed() throws(CLIError) -> UInt64 {
    guard let text = value(.seed) else { return SimulateCommand.defaultSeed }
    guard let seed = UInt64(text) else {
      throw .usage("--seed must be a whole number from 0 to \(UInt64.max); got '\(text)'")
    }
    return seed
  }
}
