import Foundation
import HitAreaKit
import HitAreaKitTestSupport
import HitAreaSnapshot
import Testing

@testable import HitAreaTools

/// The RICO importer reads trees by a fast path and falls back to the checked tree reader; read
/// either way, every document must give the same screen (and lines) or the same error.
@Suite struct RICOTreeFastPathTests {
  /// The screen and its lines, or the error's text.
  static func outcome(_ text: String, fastPath: Bool) -> String {
    ReadOutcome.of(text, file: "s.json") {
      try RICOImporter.read($0, options: ImportOptions(), fastPath: fastPath)
    }
  }

  static func expectSameOutcome(_ text: String) {
    let fast = outcome(text, fastPath: true)
    let checked = outcome(text, fastPath: false)
    #expect(fast == checked, "\(text.debugDescription)")
  }

  // MARK: Random documents

  static let keys = [
    "bounds", "class", "text", "resource-id", "content-desc", "clickable",
    "long-clickable", "enabled", "visibility", "visible-to-user", "scrollable",
    "scrollable-horizontal", "scrollable-vertical", "ancestors", "touch-delegate-bounds",
    "children", "children", "draw", "rel-bounds", "pressed", "abs-pos", "\\u0063lass",
    "child\\u0072en", "bounds ", "", "é", "a\\\"b",
  ]

  static func pick<T>(_ choices: [T], _ random: inout SplitMix64) -> T {
    RandomEdits.pick(choices, &random)
  }

  static func numbers(_ random: inout SplitMix64) -> String {
    let count = Int.random(in: 0..<16, using: &random) == 0 ? pick([0, 3, 5], &random) : 4
    let values = (0..<count).map { _ in
      Int.random(in: 0..<32, using: &random) == 0
        ? pick(["1e999", "null", "\"1\"", "007", "-"], &random)
        : pick(["0", "12", "-3", "1440", "2.5", "1e3", "0.125"], &random)
    }
    return "[" + values.joined(separator: pick([", ", ",", ",\n  "], &random)) + "]"
  }

  static func value(for key: String, depth: Int, _ random: inout SplitMix64) -> String {
    if Int.random(in: 0..<24, using: &random) == 0 {
      return pick(
        ["null", "true", "false", "1", "\"x\"", "[]", "{}", #"{"a": [1, {"b": null}]}"#], &random)
    }
    switch key {
    case "bounds", "touch-delegate-bounds", "rel-bounds": return numbers(&random)
    case "children", "child\\u0072en":
      guard depth < 4 else { return "[]" }
      let elements = (0..<Int.random(in: 0..<4, using: &random)).map { _ in
        Int.random(in: 0..<6, using: &random) == 0 ? "null" : node(depth: depth + 1, &random)
      }
      return "[" + elements.joined(separator: ", ") + "]"
    case "ancestors", "content-desc":
      let items = (0..<Int.random(in: 0..<3, using: &random)).map { _ in
        pick(["\"android.view.View\"", "null", "\"\"", "\"a\\u00e9\\n\"", "1"], &random)
      }
      let list = "[" + items.joined(separator: ", ") + "]"
      return Bool.random(using: &random) ? list : pick(["\"Send\"", "\"\"", "null"], &random)
    case "clickable", "long-clickable", "enabled", "visible-to-user", "scrollable",
      "scrollable-horizontal", "scrollable-vertical":
      return pick(["true", "false", "null"], &random)
    default:
      return pick(
        ["\"visible\"", "\"gone\"", "\"Send \\\"it\\\"\"", "\"\\ud83d\\ude00\"", "\"é\"", "\"\""],
        &random)
    }
  }

  static func node(depth: Int, _ random: inout SplitMix64) -> String {
    var members = ["\"bounds\": " + numbers(&random)]
    for _ in 0..<Int.random(in: 0..<7, using: &random) {
      let key = pick(keys, &random)
      members.append("\"\(key)\": " + value(for: key, depth: depth, &random))
    }
    members.shuffle(using: &random)
    let indent = "\n" + String(repeating: "  ", count: depth + 1)
    return "{" + indent + members.joined(separator: "," + indent) + "}"
  }

  static func document(_ random: inout SplitMix64) -> String {
    let root = node(depth: 0, &random)
    switch Int.random(in: 0..<4, using: &random) {
    case 0: return root
    case 1: return #"{"activity": {"root": \#(root)}}"#
    case 2: return #"{"activity_name": "a/b", "activity": {"x": 1, "root": \#(root)}, "n": 2}"#
    default: return "\u{FEFF} " + #"{"activity": {"root": \#(root), "root": {}}}"# + " \n"
    }
  }

  /// A byte changed, removed or added, or the text cut short: what a broken file has.
  static func mutated(_ text: String, _ random: inout SplitMix64) -> String {
    let inserts = Array("{}[],:\"\\ \n0-.enu".utf8)
    return String(
      decoding: RandomEdits.mutated(Array(text.utf8), inserts: inserts, &random), as: UTF8.self)
  }

  /// Whether the fast path reads a bare tree itself (rather than leaving it to the checked
  /// reader).
  static func fastPathReads(_ text: String) -> Bool {
    guard let input = try? SnapshotInput(Array(text.utf8), file: "s.json"),
      var reader = try? JSONReader(input: input)
    else { return false }
    return (JSONTreeFastPath.read(from: &reader) as JSONTree<RICOImporter.RICONode>?) != nil
  }

  @Test func randomDocumentsReadTheSameEitherWay() {
    var random = SplitMix64(seed: 25)
    var screens = 0
    var bareScreens = 0
    var fastBareScreens = 0
    for _ in 0..<3_000 {
      let text = Self.document(&random)
      Self.expectSameOutcome(text)
      guard !Self.outcome(text, fastPath: true).hasPrefix("error:") else { continue }
      screens += 1
      guard text.hasPrefix("{\n") else { continue }
      bareScreens += 1
      if Self.fastPathReads(text) { fastBareScreens += 1 }
    }
    // Both outcomes were reached often, and the fast path read most screens itself: the
    // documents exercise it, not only the fallback.
    #expect(screens > 600 && screens < 2_400, "\(screens) screens")
    #expect(fastBareScreens * 2 > bareScreens, "\(fastBareScreens) of \(bareScreens)")
  }

  @Test func mutatedDocumentsReadTheSameEitherWay() {
    var random = SplitMix64(seed: 2_025)
    for _ in 0..<4_000 {
      Self.expectSameOutcome(Self.mutated(Self.document(&random), &random))
    }
  }

  // MARK: Cases the random documents reach rarely

  static let leaf = #"{"bounds": [0, 0, 10, 10]}"#

  @Test(arguments: [
    // Repeated keys: a member, the children, an unknown key, keys equal only once decoded.
    #"{"bounds": [0, 0, 1, 1], "bounds": [0, 0, 1, 1]}"#,
    #"{"bounds": [0, 0, 1, 1], "children": [], "children": null}"#,
    #"{"bounds": [0, 0, 1, 1], "draw-something-long": 1, "draw-something-long": 2}"#,
    #"{"bounds": [0, 0, 1, 1], "cl": 1, "\u0063l": 2}"#,
    // Keys that are one `String` with different bytes: `é` precomposed or not.
    "{\"bounds\": [0, 0, 1, 1], \"\u{E9}\": 1, \"e\u{301}\": 2}",
    #"{"bounds": [0, 0, 1, 1], "children": [{"bounds": [0, 0, 1, 1], "a": 1, "a": 1}]}"#,
    // A parent's key repeated in its child is no repeat; after the children it is.
    #"{"a": 1, "children": [{"a": 1, "bounds": [0, 0, 1, 1]}], "bounds": [0, 0, 2, 2]}"#,
    #"{"a": 1, "children": [{"bounds": [0, 0, 1, 1]}], "a": 2, "bounds": [0, 0, 2, 2]}"#,
    // Children: empty, null, null elements, not nodes, trailing commas.
    #"{"bounds": [0, 0, 1, 1], "children": [null, {"bounds": [1, 1, 2, 2]}, null]}"#,
    #"{"bounds": [0, 0, 1, 1], "children": [1]}"#,
    #"{"bounds": [0, 0, 1, 1], "children": [{"bounds": [0, 0, 1, 1]},]}"#,
    #"{"bounds": [0, 0, 1, 1], "children": {}}"#,
    #"{"bounds": [0, 0, 1, 1],}"#,
    #"{"children": [{"bounds": [0, 0, 1, 1]}]}"#,
    "{}", "[]", "", "{\"bounds\": [0, 0, 1, 1]} x", "{\"bounds\": [0, 0, 1, 1]\n",
    #"{"activity": {"root": {"bounds": [0, 0, 1, 1]}}, "activity": 1}"#,
    #"{"activity": {"root": {"bounds": [0, 0, 1, 1]}, "root": 1}}"#,
    #"{"activity": 1, "bounds": [0, 0, 1, 1]}"#,
  ])
  func edgeCasesReadTheSameEitherWay(_ text: String) {
    Self.expectSameOutcome(text)
  }

  @Test(arguments: [511, 512, 513])
  func deepTreesReadTheSameEitherWay(depth: Int) {
    let open = String(repeating: #"{"bounds": [0, 0, 1, 1], "children": ["#, count: depth - 1)
    let close = String(repeating: "]}", count: depth - 1)
    Self.expectSameOutcome(open + Self.leaf + close)
  }

  /// Superclass lists read the same either way, shared or not.
  ///
  /// The fast path gathers up to ``RICOImporter/gatheredClassNames`` names on the stack and
  /// shares each list among the nodes that repeat it; a longer list is read name by name. Every
  /// seventh name is empty, which is skipped: 37 and 38 names keep 32 and 33.
  @Test(arguments: [0, 1, 32, 37, 38, 40])
  func superclassListsReadTheSameEitherWay(count: Int) {
    // Names that repeat, and empty ones, which are skipped.
    let names = (0..<count).map { $0 % 7 == 6 ? "" : "c\($0 % 5)" }
    let list = "[" + names.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
    let node = #"{"bounds": [0, 0, 1, 1], "ancestors": \#(list)}"#
    let other = #"{"bounds": [0, 0, 1, 1], "ancestors": ["c0"]}"#
    let children = "[\(node), \(other), \(node)]"
    let text = #"{"bounds": [0, 0, 2, 2], "ancestors": \#(list), "children": \#(children)}"#
    Self.expectSameOutcome(text)
    // 37 and 38 names sit either side of the most the fast path gathers.
    let kept = names.filter { !$0.isEmpty }.count
    if count == 37 { #expect(kept == RICOImporter.gatheredClassNames) }
    if count == 38 { #expect(kept == RICOImporter.gatheredClassNames + 1) }
  }

  @Test func theNodeLimitIsTheSameEitherWay() {
    let count = LayoutSnapshotLimits.maximumNodeCount
    let children = Array(repeating: Self.leaf, count: count).joined(separator: ",")
    Self.expectSameOutcome(#"{"bounds": [0, 0, 1, 1], "children": [\#(children)]}"#)
  }
}
