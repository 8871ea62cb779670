import HitAreaKit
import HitAreaKitTestSupport
import HitAreaSnapshot
import Testing

/// "Did you mean …?" for mistyped values, options, commands and snapshot keys.
@Suite struct SuggestionTests {
  static let policies = ["frontmost", "nearest", "mostLikely"]
  static let standards = ["ios", "android", "wcag-aaa", "wcag-aa"]

  @Test(
    arguments: [
      ("mostlikely", policies, "mostLikely"), ("mostLikly", policies, "mostLikely"),
      ("nearst", policies, "nearest"), ("front", policies, "frontmost"),
      ("random", policies, nil), ("x", policies, nil), ("", policies, nil),
      ("wcag", standards, "wcag-aa"), ("wcag-aaaa", standards, "wcag-aaa"),
      ("IOS", standards, "ios"),
      ("jsno", ["text", "json"], "json"), ("xml", ["text", "json"], nil),
      ("userInteractionEnabled", ["enabled", "userInteraction"], "userInteraction"),
      ("passthrough", ["target", "passThrough"], "passThrough"), ("ids", ["id"], "id"),
      ("identifiers", ["id", "identifier"], "identifier"), ("idle", ["id"], nil),
    ] as [(String, [String], String?)])
  func closest(_ input: String, _ candidates: [String], _ expected: String?) {
    #expect(Suggestion.closest(to: input, in: candidates) == expected)
  }

  @Test(arguments: [
    ("", "", 0), ("", "abc", 3), ("abc", "", 3), ("kitten", "sitting", 3), ("nearst", "nearest", 1),
    ("flaw", "lawn", 2), ("same", "same", 0),
  ])
  func editDistance(_ a: String, _ b: String, _ distance: Int) {
    #expect(Suggestion.editDistance(a, b) == distance)
    #expect(Suggestion.editDistance(b, a) == distance)
  }

  /// The rule as written, every distance computed: the reference the suggestion, which skips
  /// the distances the lengths decide, is compared with.
  static func reference(_ input: String, _ candidates: [String]) -> String? {
    let typed = input.lowercased()
    guard !typed.isEmpty else { return nil }
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let spelled = candidate.lowercased()
      let distance = Suggestion.editDistance(typed, spelled)
      let isClose =
        (distance <= Swift.max(2, spelled.count / 3) && distance < spelled.count)
        || (typed.count >= 2 && spelled.hasPrefix(typed))
        || (spelled.count >= 4 && typed.hasPrefix(spelled))
      if isClose, distance < (best?.distance ?? .max) { best = (candidate, distance) }
    }
    return best?.candidate
  }

  /// Random spellings near the snapshot's keys (cut, lengthened, letters changed) get the
  /// reference's answer.
  @Test func theSuggestionIsTheReferences() {
    let keys = LayoutSnapshot.knownKeys.node + LayoutSnapshot.knownKeys.document
    var rng = SplitMix64(seed: 25)
    for _ in 0..<1_000 {
      var word = Array(keys.randomElement(using: &rng)!)
      for _ in 0..<Int.random(in: 0...6, using: &rng) {
        switch Int.random(in: 0..<3, using: &rng) {
        case 0 where !word.isEmpty: word.remove(at: Int.random(in: 0..<word.count, using: &rng))
        case 1: word.append(contentsOf: "xyzEnabled".shuffled(using: &rng).prefix(4))
        default:
          if !word.isEmpty { word[Int.random(in: 0..<word.count, using: &rng)] = "q" }
        }
      }
      let input = String(word)
      #expect(Suggestion.closest(to: input, in: keys) == Self.reference(input, keys), "\(input)")
    }
  }

  /// A key of 100,000 letters that starts with a known one is still told it (it was compared letter
  /// by letter with every key, for seconds).
  @Test func aHugeKeyGetsItsSuggestion() {
    let huge = "userInteraction" + String(repeating: "x", count: 100_000)
    #expect(Suggestion.closest(to: huge, in: LayoutSnapshot.knownKeys.node) == "userInteraction")
    #expect(Suggestion.closest(to: String(repeating: "q", count: 100_000), in: ["id"]) == nil)
  }
}
