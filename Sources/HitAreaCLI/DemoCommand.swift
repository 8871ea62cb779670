import HitAreaAuditing
import HitAreaKit
import HitAreaTools

/// `hitarea demo`: the whole pipeline on the built-in example screen.
enum DemoCommand {
  static let command = Command(
    name: "demo", summary: "run the whole pipeline on a built-in example screen", arguments: [],
    options: [
      .value(.output, "DIR", default: ".", help: "the folder for the two pictures")
    ],
    details: """
      Runs the audit, the tap-accuracy simulation and the fix suggestions on a built-in example
      screen (undersized toolbar icons, a gapless segmented row, a close badge sticking out of a
      card in a list cell, a disabled button with a hit area) and writes hitarea-demo.svg and
      hitarea-demo-fixed.svg into DIR.
      """,
    run: run)

  static func run(_ arguments: ParsedArguments, _ output: CommandOutput) throws -> Int32 {
    let directory =
      try arguments.outputPath("the demo writes its two pictures into a folder") ?? "."
    let screen = DemoScreen.snapshot()
    let standard = TargetSizeStandard.ios
    let report = TapTargetAudit(standard: standard).audit(screen)
    let fixed = screen.applying(report.fixes, turningOnOverflowSwitches: true)

    let targets = screen.nodes.filter(\.isTarget).count
    output(
      "HitAreaKit demo: \(screen.name ?? "screen") (\(counted(screen.nodes.count, "view")), "
        + "\(counted(targets, "target")))\n")
    output("1. Audit\n" + AuditOutput.text(report, screen) + "\n")
    output(
      "2. Fixes (largest hit areas up to \(standard.title) that keep clear of neighbours)\n"
        + FixCommand.text(report.fixes, standard, screen) + "\n")
    let after = TapTargetAudit(standard: standard).audit(fixed)
    let left = after.findings(atLeast: .error).count
    output(
      "   After the fixes: \(counted(left, "error")) left "
        + "(\(counted(after.findings.count, "finding"))).\n")

    let configuration = SimulationConfiguration(tapsPerTarget: 4_000)
    output("3. Tap accuracy before the fixes (lab finger model, 4,000 taps per target, seed 1)")
    output(
      TapSimulator(snapshot: screen, model: .lab, configuration: configuration).run(seed: 1)
        .textTable() + "\n")
    output("   and after them")
    output(
      TapSimulator(snapshot: fixed, model: .lab, configuration: configuration).run(seed: 1)
        .textTable() + "\n")

    let probe = Point(x: 133, y: 117)  // the edge between two segments
    let why = HitTester(tree: screen, policy: .frontmost).explain(probe, in: screen.root)
    let nearest = HitTester(tree: screen, policy: .nearest).explain(probe, in: screen.root)
    output("4. Probe at (133, 117), the edge between two segments")
    output("   frontmost: " + why.summary { screen.reportNames[$0] })
    output("   nearest:   " + nearest.summary { screen.reportNames[$0] } + "\n")

    var before = ScreenRenderer(snapshot: screen)
    before.mark(report)
    before.probe = probe
    var afterRenderer = ScreenRenderer(snapshot: fixed)
    afterRenderer.mark(after)
    afterRenderer.title = "\(screen.name ?? "screen") — with the suggested hit areas"
    let beforePath = directory + "/hitarea-demo.svg"
    let afterPath = directory + "/hitarea-demo-fixed.svg"
    try Platform.write(before.render(), to: beforePath)
    try Platform.write(afterRenderer.render(), to: afterPath)
    output("5. Pictures: wrote \(beforePath) and \(afterPath)")
    return 0
  }
}
