import HitAreaKit
@_spi(Tools) import HitAreaSnapshot

/// Monte-Carlo taps on a screen: how often a finger reaches the target it aims at, under each
/// hit-testing policy, under plain bounds and under the Bayes-optimal ceiling.
///
/// For every target of the snapshot (see ``SimulationTarget/targets(in:)``) the simulator draws
/// ``SimulationConfiguration/tapsPerTarget`` touches from the ``FingerModel`` with a
/// ``TouchSampler``, and sends each touch through the real engine (`HitTester` over the
/// snapshot) under every policy, through the engine again with every hit area reset to its
/// bounds, and through the ``BayesOptimalClassifier``: every way of deciding sees the same
/// touches. Each target's touches come from its own random stream of the seed, so a result
/// depends only on the snapshot, the model, the configuration and the seed.
///
/// ```swift
/// let simulator = TapSimulator(snapshot: screen, model: .wild)
/// let result = simulator.run(seed: 42)
/// print(result.textTable())
/// ```
public struct TapSimulator: Sendable {
  /// The screen.
  public let snapshot: LayoutSnapshot
  /// The finger model.
  public let model: FingerModel
  /// Taps, policies and baselines.
  public let configuration: SimulationConfiguration
  /// The targets the simulation aims at, back to front.
  public let targets: [SimulationTarget]
  /// The physical size of a point in use.
  public let millimetresPerPoint: Double

  /// For every node, the nearest target at or above it (the one a tap on the node reaches), or
  /// -1 when there is none.
  private let receivers: [Int]
  /// The report names of every target node, simulated or not.
  private let names: [Int: String]
  /// Every node's position in depth-first order, to sort reports back to front.
  private let order: [Int]
  /// The snapshot with every hit area at its bounds and every overflow switch off.
  private let boundsSnapshot: LayoutSnapshot
  private let reachIndex: ReachIndex<Int>?

  /// Prepares a simulation: finds the targets and builds what hit testing needs once.
  ///
  /// - Parameters:
  ///   - snapshot: The screen.
  ///   - model: The finger model, such as ``FingerModel/lab`` or ``FingerModel/wild``.
  ///   - configuration: Taps, policies and baselines.
  public init(
    snapshot: LayoutSnapshot, model: FingerModel,
    configuration: SimulationConfiguration = SimulationConfiguration()
  ) {
    let mm = configuration.millimetresPerPoint ?? snapshot.millimetresPerPoint
    self.snapshot = snapshot
    self.model = model
    self.configuration = configuration
    self.millimetresPerPoint = mm > 0 && mm.isFinite ? mm : 0.16
    self.targets = SimulationTarget.targets(in: snapshot)

    var receivers = [Int](filling: -1, count: snapshot.nodes.count)
    var order = [Int](filling: Int.max, count: snapshot.nodes.count)
    var stack: [(node: Int, receiver: Int)] = snapshot.nodes.isEmpty ? [] : [(snapshot.root, -1)]
    var position = 0
    while let (node, above) = stack.popLast() {
      guard snapshot.nodes.indices.contains(node), order[node] == Int.max else { continue }
      order[node] = position
      position += 1
      let receiver = snapshot.nodes[node].countsAsTarget ? node : above
      receivers[node] = receiver
      for child in snapshot.nodes[node].children.reversed() { stack.append((child, receiver)) }
    }
    self.receivers = receivers
    self.order = order

    var names: [Int: String] = [:]
    for target in targets { names[target.node] = target.id }
    let simulatedIDs = Set(targets.map(\.id))
    for (index, node) in snapshot.nodes.enumerated()
    where node.countsAsTarget && names[index] == nil {
      names[index] =
        node.id.isEmpty || simulatedIDs.contains(node.id) ? "\(node.id)#\(index)" : node.id
    }
    self.names = names

    var plain = snapshot
    for index in plain.nodes.indices {
      plain.update(nodeAt: index) {
        $0.hitArea = .bounds
        $0.overflowsHitAreas = false
      }
    }
    self.boundsSnapshot = plain
    let overflows = snapshot.nodes.contains { $0.overflowsHitAreas }
    self.reachIndex = overflows ? ReachIndex(tree: snapshot, root: snapshot.root) : nil
  }

  /// Runs the simulation.
  ///
  /// - Parameters:
  ///   - seed: The seed; the same seed gives the same result, byte for byte once encoded.
  ///   - progress: Called after each target with the number of targets done and their total
  ///     (for a progress line on a terminal); it does not change the result.
  /// - Returns: The outcome per policy, plain bounds and ceiling, per target and per screen.
  /// - Complexity: O(targets × taps per target × (cost of a hit test per policy + targets)).
  public func run(seed: UInt64, progress: ((_ done: Int, _ total: Int) -> Void)? = nil)
    -> SimulationResult
  {
    let engineDistance = configuration.engineTouchDistance ?? .lab
    var seen = Set<ResolutionPolicy>()
    let policyOrder = configuration.policies.filter { seen.insert($0).inserted }
    var testers: [HitTester<LayoutSnapshot>] = policyOrder.map { policy in
      HitTester(
        tree: snapshot, policy: policy, millimetresPerPoint: millimetresPerPoint,
        touchDistance: engineDistance, reachIndex: reachIndex)
    }
    if configuration.includesBounds {
      testers.append(
        HitTester(
          tree: boundsSnapshot, policy: .frontmost, millimetresPerPoint: millimetresPerPoint))
    }
    let automaticSide = AutomaticMinimumSize.side(configuration.automaticMinimumSize)
    // The automatic lane decides as the UIKit adapter's window hook does: UIKit's answer first
    // (the snapshot's UIKit order, explicit hit areas included), redirected to a ring only where
    // that order, asked on the ring's target, answers it.
    let automatic = automaticSide.map { side in
      ModelledRedirection(
        tree: snapshot, root: snapshot.root, policy: configuration.automaticPolicy,
        millimetresPerPoint: millimetresPerPoint, touchDistance: engineDistance, side: side,
        overflows: reachIndex != nil)
    }
    let classifier =
      configuration.includesCeiling
      ? BayesOptimalClassifier(
        targets: targets, model: model, millimetresPerPoint: millimetresPerPoint)
      : nil
    let lanes = testers.count + (automatic == nil ? 0 : 1) + (classifier == nil ? 0 : 1)
    let taps = Swift.max(1, configuration.tapsPerTarget)
    let tapsPerUser = Swift.max(1, configuration.tapsPerUser)

    var outcomes = [[TargetOutcome]](repeating: [], count: lanes)
    for (slot, target) in targets.enumerated() {
      var sampler = TouchSampler(
        model: model, target: target.frame, millimetresPerPoint: millimetresPerPoint,
        tapsPerUser: tapsPerUser, seed: seed, stream: UInt64(slot))
      var tallies = [Tally](repeating: Tally(), count: lanes)
      for _ in 0..<taps {
        let touch = sampler.next()
        for lane in testers.indices {
          let hit = testers[lane].hitTest(touch, in: snapshot.root)
          tallies[lane].count(hit.map { receivers[$0] } ?? -1, intended: target.node)
        }
        if let automatic {
          let hit = automatic.hit(touch, in: snapshot.root)
          tallies[testers.count].count(hit.map { receivers[$0] } ?? -1, intended: target.node)
        }
        if let classifier {
          let receiver = classifier.classify(touch).map { targets[$0].node } ?? -1
          tallies[lanes - 1].count(receiver, intended: target.node)
        }
      }
      for lane in 0..<lanes {
        outcomes[lane].append(outcome(tallies[lane], taps: taps))
      }
      progress?(slot + 1, targets.count)
    }

    var policies: [ResolutionPolicy: PolicyOutcome] = [:]
    for (lane, policy) in policyOrder.enumerated() {
      policies[policy] = PolicyOutcome(targets: outcomes[lane])
    }
    let boundsLane = policyOrder.count
    let automaticLane = boundsLane + (configuration.includesBounds ? 1 : 0)
    var result = SimulationResult(
      seed: seed, model: model, millimetresPerPoint: millimetresPerPoint, tapsPerTarget: taps,
      tapsPerUser: tapsPerUser, engineTouchDistance: engineDistance, targets: targets,
      policyOrder: policyOrder, policies: policies,
      bounds: configuration.includesBounds ? PolicyOutcome(targets: outcomes[boundsLane]) : nil,
      ceiling: classifier == nil ? nil : PolicyOutcome(targets: outcomes[lanes - 1]))
    if let automaticSide {
      result.automatic = PolicyOutcome(targets: outcomes[automaticLane])
      result.automaticMinimumSize = automaticSide
    }
    return result
  }

  /// A target's counts under one way of deciding.
  private struct Tally {
    var correct = 0
    var none = 0
    var wrong: [Int: Int] = [:]

    @inline(__always)
    mutating func count(_ receiver: Int, intended: Int) {
      if receiver == intended {
        correct += 1
      } else if receiver < 0 {
        none += 1
      } else {
        wrong[receiver, default: 0] += 1
      }
    }
  }

  private func outcome(_ tally: Tally, taps: Int) -> TargetOutcome {
    let wrong = tally.wrong.keys.sorted {
      order[$0] < order[$1] || (order[$0] == order[$1] && $0 < $1)
    }
    .map { node in
      WrongTarget(node: node, id: names[node] ?? "#\(node)", taps: tally.wrong[node] ?? 0)
    }
    return TargetOutcome(
      taps: taps, correctTaps: tally.correct, noneTaps: tally.none, wrongTargets: wrong)
  }
}
