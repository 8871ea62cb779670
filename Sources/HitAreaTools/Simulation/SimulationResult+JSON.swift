extension SimulationResult {
  /// The result as JSON, with object keys in a fixed order and every number rounded to six
  /// decimals, so the same result always gives the same bytes.
  ///
  /// The shape (shares are 0–1; targets back to front; `ceiling` and `bounds` are `null` when not
  /// computed; `ofCeiling` is the policy's correct share divided by the ceiling's):
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
  ///                         "wrongTargets": {"<id>": share, …}}}}, …}}
  /// ```
  ///
  /// ```swift
  /// print(result.jsonValue().render(pretty: true))
  /// ```
  public func jsonValue() -> JSONValue {
    let model: JSONValue = .object([
      ("alphaX", Self.number(self.model.alphaX)),
      ("alphaY", Self.number(self.model.alphaY)),
      ("sigmaAX", Self.number(self.model.absoluteSigmaX)),
      ("sigmaAY", Self.number(self.model.absoluteSigmaY)),
      ("muX", Self.number(self.model.meanOffsetX)),
      ("muY", Self.number(self.model.meanOffsetY)),
      ("tauX", Self.number(self.model.userOffsetSigmaX)),
      ("tauY", Self.number(self.model.userOffsetSigmaY)),
    ])
    var members: [(String, JSONValue)] = [
      ("seed", .number(Double(seed))),
      ("regime", .string(regime)),
      ("tapsPerTarget", .number(Double(tapsPerTarget))),
      ("tapsPerUser", .number(Double(tapsPerUser))),
      ("millimetresPerPoint", Self.number(millimetresPerPoint)),
      ("model", model),
    ]
    if let ceiling {
      members.append(("ceiling", Self.number(ceiling.correct)))
      members.append(
        (
          "ceilingTargets",
          .object(zip(targets, ceiling.targets).map { ($0.id, Self.number($1.correct)) })
        ))
    } else {
      members.append(("ceiling", .null))
    }
    members.append(("bounds", bounds.map(encode) ?? .null))
    let policies: [(String, JSONValue)] = policyOrder.compactMap { policy in
      self.policies[policy].map { (policy.rawValue, encode($0)) }
    }
    members.append(("policies", .object(policies)))
    return .object(members)
  }

  /// The result as one line of JSON: ``jsonValue()`` rendered compactly.
  ///
  /// - Returns: The JSON text, without a trailing newline.
  public func json() -> String { jsonValue().render() }

  private func encode(_ outcome: PolicyOutcome) -> JSONValue {
    let perTarget: [(String, JSONValue)] = zip(targets, outcome.targets).map { target, result in
      let wrongTargets: [(String, JSONValue)] = result.wrongTargets.map {
        ($0.id, Self.number(result.taps > 0 ? Double($0.taps) / Double(result.taps) : 0))
      }
      return (
        target.id,
        .object([
          ("correct", Self.number(result.correct)),
          ("wrong", Self.number(result.wrong)),
          ("none", Self.number(result.none)),
          ("wrongTargets", .object(wrongTargets)),
        ])
      )
    }
    return .object([
      ("correct", Self.number(outcome.correct)),
      ("wrong", Self.number(outcome.wrong)),
      ("none", Self.number(outcome.none)),
      ("ofCeiling", shareOfCeiling(outcome).map(Self.number) ?? .null),
      ("targets", .object(perTarget)),
    ])
  }

  /// A number rounded to six decimals (non-finite numbers become `null`).
  private static func number(_ value: Double) -> JSONValue {
    .number(FixedDecimal.rounded(value))
  }
}
