import HitAreaKit
import HitAreaSnapshot
import HitAreaTools
import Testing

/// The simulation honours pass-through nodes: never a target, never a receiver; taps go through
/// them to what lies behind.
@Suite struct PassThroughSimulationTests {
  /// A 60×60 pt button under a full-screen overlay, marked a target, that holds nothing.
  static func screen(passThrough: Bool) -> LayoutSnapshot {
    var s = SimulationScreens.window()
    s.append(
      LayoutNode(id: "button", frame: Rect(x: 100, y: 300, width: 60, height: 60), isTarget: true),
      to: s.root)
    s.append(
      LayoutNode(
        id: "overlay", frame: s.nodes[s.root].frame, isTarget: true,
        passesTouchesThrough: passThrough),
      to: s.root)
    return s
  }

  @Test func aPassThroughOverlayIsNoTargetAndTakesNoTap() throws {
    let configuration = SimulationConfiguration(
      tapsPerTarget: 2_000, policies: [.frontmost, .nearest], includesBounds: true,
      includesCeiling: false)
    let simulator = TapSimulator(
      snapshot: Self.screen(passThrough: true), model: .lab, configuration: configuration)
    #expect(simulator.targets.map(\.id) == ["button"])
    let result = simulator.run(seed: 3)
    for policy in [ResolutionPolicy.frontmost, .nearest] {
      let outcome = try #require(result.policies[policy])
      #expect(outcome.wrong == 0, "\(policy)")
      #expect(outcome.correct > 0.9, "\(policy)")
    }
    // The same overlay, not pass-through, takes every tap.
    let blocked = TapSimulator(
      snapshot: Self.screen(passThrough: false), model: .lab, configuration: configuration
    ).run(seed: 3)
    let button = try #require(blocked.policies[.frontmost]?.targets.first)
    #expect(button.correctTaps == 0)
  }
}
