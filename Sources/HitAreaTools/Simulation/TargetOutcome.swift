/// Where the taps meant for one target went.
///
/// A tap is *correct* when the view that receives it is the target or lies inside it with no
/// other target in between (a label inside a button: the tap reaches the button); *wrong* when
/// it reaches another target (the nearest target enclosing the hit view, or the hit view
/// itself); *none* when nothing receives it or the view that does belongs to no target.
///
/// ```swift
/// let key = result.policies[.frontmost]?.targets[3]
/// key?.correct        // 0.93
/// key?.wrongTargets   // [WrongTarget(id: "key4", taps: 2_580, …)]
/// ```
public struct TargetOutcome: Hashable, Sendable {
  /// The number of taps aimed at the target.
  public var taps: Int
  /// Taps that reached the target.
  public var correctTaps: Int
  /// Taps that reached no target.
  public var noneTaps: Int
  /// The targets that received the other taps, in the snapshot's order (back to front).
  public var wrongTargets: [WrongTarget]

  /// Creates an outcome from counts.
  ///
  /// - Parameters:
  ///   - taps: Taps aimed at the target.
  ///   - correctTaps: Taps that reached it.
  ///   - noneTaps: Taps that reached no target.
  ///   - wrongTargets: Where the rest went.
  package init(taps: Int, correctTaps: Int, noneTaps: Int, wrongTargets: [WrongTarget]) {
    self.taps = taps
    self.correctTaps = correctTaps
    self.noneTaps = noneTaps
    self.wrongTargets = wrongTargets
  }

  /// Taps that reached another target.
  public var wrongTaps: Int { taps - correctTaps - noneTaps }

  /// The share of taps that reached the target, 0–1.
  public var correct: Double { share(correctTaps) }
  /// The share of taps that reached another target, 0–1.
  public var wrong: Double { share(wrongTaps) }
  /// The share of taps that reached no target, 0–1.
  public var none: Double { share(noneTaps) }

  private func share(_ count: Int) -> Double { taps > 0 ? Double(count) / Double(taps) : 0 }
}

/// A target that received taps meant for another one.
public struct WrongTarget: Hashable, Sendable {
  /// The receiving target's index in `LayoutSnapshot.nodes`.
  public var node: Int
  /// The receiving target's name in reports.
  public var id: String
  /// The number of taps it received.
  public var taps: Int

  /// Creates a record.
  ///
  /// - Parameters:
  ///   - node: The receiving target's node index.
  ///   - id: Its name in reports.
  ///   - taps: The number of taps it received.
  package init(node: Int, id: String, taps: Int) {
    self.node = node
    self.id = id
    self.taps = taps
  }
}
