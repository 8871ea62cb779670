extension SimulationResult {
  /// The result as one line of JSON, byte-identical for the same result.
  ///
  /// The shape (shares are 0–1 with six decimals; keys appear in this order; targets back to
  /// front; `ceiling` and `bounds` are `null` when not computed):
  ///
  /// ```json
  /// {"seed": 1, "regime": "lab", "tapsPerTarget": 40000, "tapsPerUser": 100,
  ///  "millimetresPerPoint": 0.160000,
  ///  "model": {"alphaX": …, "alphaY": …, "sigmaAX": …, "sigmaAY": …, "muX": …, "muY": …,
  ///            "tauX": …, "tauY": …},
  ///  "ceiling": 0.979, "ceilingTargets": {"<id>": 0.98, …},
  ///  "bounds": {"correct": …, "wrong": …, "none": …, "ofCeiling": …, "targets": {…}},
  ///  "policies": {"frontmost": {"correct": x, "wrong": y, "none": z, "ofCeiling": …,
  ///    "targets": {"<id>": {"correct": …, "wrong": …, "none": …,
  ///                         "wrongTargets": {"<id>": share, …}}}}, …}}
  /// ```
  ///
  /// - Returns: The JSON text, without a trailing newline.
  public func json() -> String {
    let model = JSONText.object([
      ("alphaX", JSONText.fixed(self.model.alphaX)),
      ("alphaY", JSONText.fixed(self.model.alphaY)),
      ("sigmaAX", JSONText.fixed(self.model.absoluteSigmaX)),
      ("sigmaAY", JSONText.fixed(self.model.absoluteSigmaY)),
      ("muX", JSONText.fixed(self.model.meanOffsetX)),
      ("muY", JSONText.fixed(self.model.meanOffsetY)),
      ("tauX", JSONText.fixed(self.model.userOffsetSigmaX)),
      ("tauY", JSONText.fixed(self.model.userOffsetSigmaY)),
    ])
    var members: [(String, String)] = [
      ("seed", String(seed)),
      ("regime", JSONText.string(regime)),
      ("tapsPerTarget", String(tapsPerTarget)),
      ("tapsPerUser", String(tapsPerUser)),
      ("millimetresPerPoint", JSONText.fixed(millimetresPerPoint)),
      ("model", model),
    ]
    if let ceiling {
      members.append(("ceiling", JSONText.fixed(ceiling.correct)))
      members.append(
        (
          "ceilingTargets",
          JSONText.object(
            zip(targets, ceiling.targets).map { ($0.id, JSONText.fixed($1.correct)) })
        ))
    } else {
      members.append(("ceiling", "null"))
    }
    members.append(("bounds", bounds.map(encode) ?? "null"))
    members.append(
      (
        "policies",
        JSONText.object(
          policyOrder.compactMap { policy in
            policies[policy].map { (policy.rawValue, encode($0)) }
          })
      ))
    return JSONText.object(members)
  }

  private func encode(_ outcome: PolicyOutcome) -> String {
    let perTarget = zip(targets, outcome.targets).map { target, result in
      (
        target.id,
        JSONText.object([
          ("correct", JSONText.fixed(result.correct)),
          ("wrong", JSONText.fixed(result.wrong)),
          ("none", JSONText.fixed(result.none)),
          (
            "wrongTargets",
            JSONText.object(
              result.wrongTargets.map {
                ($0.id, JSONText.fixed(result.taps > 0 ? Double($0.taps) / Double(result.taps) : 0))
              })
          ),
        ])
      )
    }
    return JSONText.object([
      ("correct", JSONText.fixed(outcome.correct)),
      ("wrong", JSONText.fixed(outcome.wrong)),
      ("none", JSONText.fixed(outcome.none)),
      ("ofCeiling", shareOfCeiling(outcome).map { JSONText.fixed($0) } ?? "null"),
      ("targets", JSONText.object(perTarget)),
    ])
  }
}
