import Foundation
import HitAreaKit
import HitAreaSnapshot
import HitAreaTools
import Testing

/// The JSON encoding and the text table.
@Suite struct SimulationResultFormattingTests {
  static func result(seed: UInt64 = 1) -> SimulationResult {
    TapSimulator(
      snapshot: SimulationScreens.keyRow(count: 3), model: .lab,
      configuration: SimulationConfiguration(tapsPerTarget: 400)
    ).run(seed: seed)
  }

  @Test func jsonHasTheAgreedShape() throws {
    let result = Self.result()
    let text = result.json()
    #expect(!text.contains("\n"))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(object["seed"] as? Int == 1)
    #expect(object["regime"] as? String == "lab")
    #expect(object["tapsPerTarget"] as? Int == 400)
    #expect(
      (object["ceiling"] as? Double).map { abs($0 - (result.ceiling?.correct ?? -1)) < 1e-6 }
        == true)
    let policies = try #require(object["policies"] as? [String: Any])
    #expect(Set(policies.keys) == ["frontmost", "nearest", "mostLikely"])
    for (_, value) in policies {
      let policy = try #require(value as? [String: Any])
      for key in ["correct", "wrong", "none", "ofCeiling"] { #expect(policy[key] is Double) }
      let targets = try #require(policy["targets"] as? [String: Any])
      #expect(Set(targets.keys) == ["key0", "key1", "key2"])
      let key = try #require(targets["key1"] as? [String: Any])
      let shares = ["correct", "wrong", "none"].compactMap { key[$0] as? Double }
      #expect(shares.count == 3 && abs(shares.reduce(0, +) - 1) < 3e-6)
      #expect(key["wrongTargets"] is [String: Any])
    }
    #expect(object["bounds"] is [String: Any])
    // Keys come in a fixed order.
    let order = ["\"seed\"", "\"regime\"", "\"ceiling\"", "\"bounds\"", "\"policies\""]
      .compactMap { text.range(of: $0)?.lowerBound }
    #expect(order.count == 5 && order == order.sorted())
    #expect(text.hasPrefix("{\"seed\":1,\"regime\":\"lab\",\"tapsPerTarget\":400,"))
  }

  @Test func numbersAreRoundedToSixDecimals() {
    let result = Self.result()
    let text = result.json()
    #expect(text.contains("\"millimetresPerPoint\":0.16,"))
    #expect(text.contains("\"alphaX\":0.0075,"))
    #expect(text.contains("\"sigmaAX\":1.296148,"))
    #expect(text.contains("\"muX\":0,"))
    // Every number in the output has at most six decimals.
    let decimals = text.split(whereSeparator: { ",:{}[]".contains($0) })
      .compactMap { token -> Int? in
        guard let dot = token.firstIndex(of: "."), Double(token) != nil else { return nil }
        return token.distance(from: dot, to: token.endIndex) - 1
      }
    #expect(!decimals.isEmpty && decimals.allSatisfy { $0 <= 6 })
    #expect((try? JSONTextEncoder(prettyPrinted: false).encode(result)) == text)
  }

  @Test func withoutCeilingOrBoundsTheyAreNull() {
    let result = TapSimulator(
      snapshot: SimulationScreens.keyRow(count: 2), model: .lab,
      configuration: SimulationConfiguration(
        tapsPerTarget: 10, policies: [.nearest], includesBounds: false, includesCeiling: false)
    ).run(seed: 1)
    let text = result.json()
    #expect(text.contains("\"ceiling\":null,\"bounds\":null,\"policies\":{\"nearest\":{"))
    #expect(text.contains("\"ofCeiling\":null"))
  }

  @Test func idsAreEscaped() throws {
    var screen = SimulationScreens.window()
    screen.append(
      LayoutNode(
        id: "say \"hi\"\\\n", frame: Rect(x: 10, y: 10, width: 44, height: 44), isTarget: true),
      to: screen.root)
    let text = TapSimulator(
      snapshot: screen, model: .lab, configuration: SimulationConfiguration(tapsPerTarget: 10)
    ).run(seed: 1).json()
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let targets = (object["ceilingTargets"] as? [String: Any])?.keys.map { $0 }
    #expect(targets == ["say \"hi\"\\\n"])
  }

  @Test func tableListsEveryTargetAndTheScreen() {
    let table = Self.result().textTable()
    let lines = table.split(separator: "\n").map(String.init)
    #expect(lines[0].hasPrefix("regime lab · 0.160 mm/pt · 400 taps per target"))
    #expect(
      lines[1].split(separator: " ") == [
        "correct", "bounds", "frontmost", "nearest", "mostLikely", "ceiling",
      ])
    #expect(
      lines.map { $0.split(separator: " ").first.map(String.init) ?? "" }.dropFirst(2) == [
        "key0", "key1", "key2", "screen", "wrong", "none", "of",
      ])
    #expect(lines[5].hasSuffix("%"))
    #expect(lines.last?.hasSuffix("100.0%") == true)
  }
}

extension SimulationResultFormattingTests {
  @Test(arguments: [
    (-0.5, "-0.5"), (-1e-9, "0"), (2.0000005, "2.000001"), (1.23456749, "1.234567"),
    (Double.nan, "null"), (Double.infinity, "null"), (12.5, "12.5"), (0.1 + 0.2, "0.3"),
  ])
  func modelNumbersAreRoundedAndFinite(_ value: Double, _ expected: String) {
    let model = FingerModel(name: "custom", meanOffsetY: value)
    let text = TapSimulator(
      snapshot: SimulationScreens.keyRow(count: 1), model: model,
      configuration: SimulationConfiguration(
        tapsPerTarget: 1, policies: [], includesBounds: false, includesCeiling: false)
    ).run(seed: 1).json()
    #expect(text.contains("\"muY\":\(expected),"), "\(text)")
  }
}

extension SimulationResultFormattingTests {
  @Test func jsonListsTheTargetsWithTheirLabels() throws {
    var screen = SimulationScreens.window()
    screen.append(
      LayoutNode(
        id: "pay", type: "UIButton", label: "Pay now",
        frame: Rect(x: 10, y: 10, width: 44, height: 44), isTarget: true),
      to: screen.root)
    screen.append(
      LayoutNode(
        id: "close", type: "UIButton", frame: Rect(x: 100, y: 10, width: 44, height: 44),
        isTarget: true),
      to: screen.root)
    let result = TapSimulator(
      snapshot: screen, model: .lab, configuration: SimulationConfiguration(tapsPerTarget: 10)
    ).run(seed: 1)
    #expect(result.targets.map(\.label) == ["UIButton ‘Pay now’", "UIButton close"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.json().utf8)) as? [String: Any])
    let targets = try #require(object["targets"] as? [[String: Any]])
    #expect(targets.map { $0["label"] as? String } == ["UIButton ‘Pay now’", "UIButton close"])
    #expect(targets.first?["frame"] as? [Double] == [10, 10, 44, 44])
  }
}
