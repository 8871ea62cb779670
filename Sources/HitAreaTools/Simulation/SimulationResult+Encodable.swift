import HitAreaAuditing
import HitAreaKit

// The JSON form of a simulation, as `hitarea simulate --format json` prints it.

extension SimulationResult: Encodable {
  private enum CodingKeys: String, CodingKey {
    case seed, regime, tapsPerTarget, tapsPerUser, millimetresPerPoint, model, ceiling
    case ceilingTargets, bounds, policies, automatic, automaticMinimumSize, targets
  }

  private enum ModelKeys: String, CodingKey {
    case alphaX, alphaY, sigmaAX, sigmaAY, muX, muY, tauX, tauY
  }

  private enum OutcomeKeys: String, CodingKey {
    case correct, wrong, none, ofCeiling, targets, wrongTargets
  }

  private enum TargetKeys: String, CodingKey {
    case id, label, frame
  }

  /// Encodes the result with every share rounded to six decimals, so the same result always
  /// gives the same JSON.
  ///
  /// The shape (shares are 0–1; targets back to front; `ceiling` and `bounds` are `null` when not
  /// computed; `ofCeiling` is the policy's correct share divided by the ceiling's; `targets` lists
  /// the simulated targets with a name for people and their visible frame):
  ///
  /// ```json
  /// {"seed": 1, "regime": "lab", "tapsPerTarget": 40000, "tapsPerUser": 100,
  ///  "millimetresPerPoint": 0.16,
  ///  "model": {"alphaX": 0.0075, "alphaY": 0.0108, "sigmaAX": 1.296148, "sigmaAY": 1.153256,
  ///            "muX": 0, "muY": 0, "tauX": 0, "tauY": 0},
  ///  "ceiling": 0.978963, "ceilingTargets": {"<id>": 0.985975, …},
  ///  "bounds": {"correct": …, "wrong": …, "none": …, "ofCeiling": …, "targets": {…}},
  ///  "policies": {"frontmost": {"correct": x, "wrong": y, "none": z, "ofCeiling": …,
  ///    "targets": {"<id>": {"correct": …, "wrong": …, "none": …,
  ///                         "wrongTargets": {"<id>": share, …}}}}, …},
  ///  "automatic": {…as a policy…}, "automaticMinimumSize": 44,   (only when simulated)
  ///  "targets": [{"id": "<id>", "label": "Button key0", "frame": [x, y, w, h]}, …]}
  /// ```
  ///
  /// - Parameter encoder: The encoder.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(seed, forKey: .seed)
    try c.encode(regime, forKey: .regime)
    try c.encode(tapsPerTarget, forKey: .tapsPerTarget)
    try c.encode(tapsPerUser, forKey: .tapsPerUser)
    try c.encode(Self.sixDecimals(millimetresPerPoint), forKey: .millimetresPerPoint)
    var m = c.nestedContainer(keyedBy: ModelKeys.self, forKey: .model)
    let parameters: [(ModelKeys, Double)] = [
      (.alphaX, model.alphaX), (.alphaY, model.alphaY), (.sigmaAX, model.absoluteSigmaX),
      (.sigmaAY, model.absoluteSigmaY), (.muX, model.meanOffsetX), (.muY, model.meanOffsetY),
      (.tauX, model.userOffsetSigmaX), (.tauY, model.userOffsetSigmaY),
    ]
    for (key, value) in parameters { try m.encode(Self.sixDecimals(value), forKey: key) }
    if let ceiling {
      try c.encode(Self.sixDecimals(ceiling.correct), forKey: .ceiling)
      var perTarget = c.nestedContainer(keyedBy: StringCodingKey.self, forKey: .ceilingTargets)
      for (target, outcome) in zip(targets, ceiling.targets) {
        try perTarget.encode(Self.sixDecimals(outcome.correct), forKey: StringCodingKey(target.id))
      }
    } else {
      try c.encodeNil(forKey: .ceiling)
    }
    if let bounds {
      try encode(bounds, into: c.nestedContainer(keyedBy: OutcomeKeys.self, forKey: .bounds))
    } else {
      try c.encodeNil(forKey: .bounds)
    }
    var byPolicy = c.nestedContainer(keyedBy: StringCodingKey.self, forKey: .policies)
    for policy in policyOrder {
      guard let outcome = policies[policy] else { continue }
      try encode(
        outcome,
        into: byPolicy.nestedContainer(
          keyedBy: OutcomeKeys.self, forKey: StringCodingKey(policy.rawValue)))
    }
    if let automatic {
      try encode(automatic, into: c.nestedContainer(keyedBy: OutcomeKeys.self, forKey: .automatic))
      try c.encodeIfPresent(automaticMinimumSize, forKey: .automaticMinimumSize)
    }
    var list = c.nestedUnkeyedContainer(forKey: .targets)
    for target in targets {
      var t = list.nestedContainer(keyedBy: TargetKeys.self)
      try t.encode(target.id, forKey: .id)
      try t.encode(target.label, forKey: .label)
      let f = target.frame
      try t.encode([f.origin.x, f.origin.y, f.width, f.height], forKey: .frame)
    }
  }

  private func encode(_ outcome: PolicyOutcome, into c: KeyedEncodingContainer<OutcomeKeys>)
    throws
  {
    var c = c
    try encodeShares(correct: outcome.correct, outcome.wrong, outcome.none, into: &c)
    if let share = shareOfCeiling(outcome) {
      try c.encode(Self.sixDecimals(share), forKey: .ofCeiling)
    } else {
      try c.encodeNil(forKey: .ofCeiling)
    }
    var perTarget = c.nestedContainer(keyedBy: StringCodingKey.self, forKey: .targets)
    for (target, result) in zip(targets, outcome.targets) {
      var t = perTarget.nestedContainer(
        keyedBy: OutcomeKeys.self, forKey: StringCodingKey(target.id))
      try encodeShares(correct: result.correct, result.wrong, result.none, into: &t)
      var wrong = t.nestedContainer(keyedBy: StringCodingKey.self, forKey: .wrongTargets)
      for other in result.wrongTargets {
        let share = result.taps > 0 ? Double(other.taps) / Double(result.taps) : 0
        try wrong.encode(Self.sixDecimals(share), forKey: StringCodingKey(other.id))
      }
    }
  }

  private func encodeShares(
    correct: Double, _ wrong: Double, _ none: Double,
    into c: inout KeyedEncodingContainer<OutcomeKeys>
  ) throws {
    try c.encode(Self.sixDecimals(correct), forKey: .correct)
    try c.encode(Self.sixDecimals(wrong), forKey: .wrong)
    try c.encode(Self.sixDecimals(none), forKey: .none)
  }

  /// A number rounded to six decimals.
  private static func sixDecimals(_ value: Double) -> Double {
    DecimalText.rounding(value, decimals: 6)
  }

  /// The result as one line of JSON: its `Encodable` form, keys in a fixed order and every
  /// share rounded to six decimals, so the same result always gives the same bytes.
  ///
  /// ```swift
  /// print(result.json())
  /// ```
  ///
  /// - Returns: The JSON text, without a trailing newline.
  public func json() -> String {
    // Encoding a simulation result never throws: every value is a number or a string.
    (try? JSONTextEncoder(prettyPrinted: false).encode(self)) ?? "{}"
  }
}
