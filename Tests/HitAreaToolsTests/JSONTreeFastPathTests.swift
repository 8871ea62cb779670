import HitAreaKit
import HitAreaKitTestSupport
import HitAreaSnapshot
import Testing

@testable import HitAreaTools

/// WebDriverAgent, idb and Maestro trees read by the tree fast path and by the checked readers.
///
/// Their frames, flags and attributes objects are read plainly first on the fast path, and by
/// checked steps alone in the reference; read either way, every document must give the same
/// screen (and lines) or the same error. RICO has its own suite (`RICOTreeFastPathTests`).
@Suite struct JSONTreeFastPathTests {
  /// A format read both ways.
  struct Format: CustomTestStringConvertible, Sendable {
    var name: String
    var file: String
    var read: @Sendable (SnapshotInput, _ fastPath: Bool) throws -> LoadedSnapshot
    /// A random document, and whether its root node object starts it (so that the fast path
    /// can be asked to read it bare).
    var document: @Sendable (inout SplitMix64) -> (text: String, isBare: Bool)
    /// Whether the fast path reads a bare tree itself.
    var fastPathReads: @Sendable (inout JSONReader) -> Bool

    var testDescription: String { name }

    func outcome(_ text: String, fastPath: Bool) -> String {
      ReadOutcome.of(text, file: file) { try read($0, fastPath) }
    }

    func expectSameOutcome(_ text: String) {
      let fast = outcome(text, fastPath: true)
      let checked = outcome(text, fastPath: false)
      #expect(fast == checked, "\(name): \(text.debugDescription)")
    }

    func fastPathReadsBare(_ text: String) -> Bool {
      guard let input = try? SnapshotInput(Array(text.utf8), file: file),
        var reader = try? JSONReader(input: input)
      else { return false }
      return fastPathReads(&reader)
    }
  }

  /// Whether the fast path reads a tree of `Node`s itself.
  static func fastPathReads<Node: FastPathNode & SendableMetatype>(_: Node.Type)
    -> @Sendable (inout JSONReader)
    -> Bool
  {
    { (JSONTreeFastPath.read(from: &$0) as JSONTree<Node>?) != nil }
  }

  static let formats = [
    Format(
      name: "WebDriverAgent", file: "s.json",
      read: { try WDAImporter.read($0, options: ImportOptions(), fastPath: $1) },
      document: WDADocuments.document, fastPathReads: fastPathReads(WDAImporter.Node.self)),
    Format(
      name: "idb", file: "s.json",
      read: { try IDBImporter.read($0, options: ImportOptions(), fastPath: $1) },
      document: IDBDocuments.document, fastPathReads: fastPathReads(IDBImporter.Element.self)),
    Format(
      name: "Maestro", file: "s.txt",
      read: { try MaestroImporter.read($0, options: ImportOptions(), fastPath: $1) },
      document: MaestroDocuments.document, fastPathReads: fastPathReads(MaestroImporter.Node.self)),
  ]

  @Test(arguments: formats)
  func randomDocumentsReadTheSameEitherWay(_ format: Format) {
    var random = SplitMix64(seed: 0xFA57)
    var screens = 0
    var bareScreens = 0
    var fastBareScreens = 0
    for _ in 0..<1_500 {
      let (text, isBare) = format.document(&random)
      format.expectSameOutcome(text)
      guard !format.outcome(text, fastPath: true).hasPrefix("error:") else { continue }
      screens += 1
      guard isBare else { continue }
      bareScreens += 1
      if format.fastPathReadsBare(text) { fastBareScreens += 1 }
    }
    // Both outcomes were reached often, and the fast path read most screens itself: the
    // documents exercise it, not only the fallback. (Maestro's documents read as screens 280
    // times: each node's `attributes` is required, and left out of one node in 16.)
    #expect(screens > 250 && screens < 1_200, "\(format.name): \(screens) screens")
    #expect(
      fastBareScreens * 2 > bareScreens, "\(format.name): \(fastBareScreens) of \(bareScreens)")
  }

  @Test(arguments: formats)
  func mutatedDocumentsReadTheSameEitherWay(_ format: Format) {
    var random = SplitMix64(seed: 0xB40C)
    let inserts = Array("{}[],:\"\\ \n0-.enul1".utf8)
    for _ in 0..<2_000 {
      let text = Array(format.document(&random).text.utf8)
      let mutated = RandomEdits.mutated(text, inserts: inserts, &random)
      format.expectSameOutcome(String(decoding: mutated, as: UTF8.self))
    }
  }

  @Test(arguments: [
    // Frames: keys repeated, escaped, unknown, missing, `null`, not numbers, not finite.
    #"{"type": "Button", "rect": {"x": 0, "y": 0, "width": 10, "height": 10, "x": 1}}"#,
    #"{"type": "Button", "rect": {"\u0078": 0, "y": 0, "width": 10, "height": 10}}"#,
    #"{"type": "Button", "rect": {"x": 0, "y": 0, "width": 10, "height": 10, "z": 1}}"#,
    #"{"type": "Button", "rect": {"x": 0, "y": 0, "width": 10}}"#,
    #"{"type": "Button", "rect": {"x": null, "y": 0, "width": 10, "height": 10}}"#,
    #"{"type": "Button", "rect": {"x": "0", "y": 0, "width": 10, "height": 10}}"#,
    #"{"type": "Button", "rect": {"x": 1e999, "y": 0, "width": 10, "height": 10}}"#,
    #"{"type": "Button", "rect": {}}"#,
    #"{"type": "Button", "rect": {"x": 0, "y": 0, "width": 10, "height": 10,}}"#,
    // Flags: WDA's strings, other spellings, strings that are no flag.
    #"{"type": "Button", "rect": {"x": 0, "y": 0, "width": 9, "height": 9}, "isEnabled": "0"}"#,
    #"{"type": "Button", "rect": {"x": 0, "y": 0, "width": 9, "height": 9}, "isEnabled": "NO"}"#,
    #"{"type": "Button", "rect": {"x": 0, "y": 0, "width": 9, "height": 9}, "isVisible": "2"}"#,
    #"{"type": "Button", "rect": {"x": 0, "y": 0, "width": 9, "height": 9}, "isVisible": "\u0030"}"#,
    // Children: `null` elements are refused, as are repeated keys of a node.
    #"{"type": "Other", "rect": {"x": 0, "y": 0, "width": 9, "height": 9}, "children": [null]}"#,
    #"{"type": "Other", "type": "Button", "rect": {"x": 0, "y": 0, "width": 9, "height": 9}}"#,
    #"{"type": "Other", "isFocused": 1, "isFocused": 2, "rect": {"x": 0, "y": 0, "width": 9, "height": 9}}"#,
  ])
  func wdaEdgeCasesReadTheSameEitherWay(_ text: String) {
    Self.formats[0].expectSameOutcome(text)
    Self.formats[0].expectSameOutcome(#"{"value": \#(text), "sessionId": "s"}"#)
  }

  @Test(arguments: [
    // Attributes: repeated, escaped, unknown, not strings, `null`, not an object.
    #"{"attributes": {"bounds": "[0,0][9,9]", "text": "a", "text": "b"}, "children": []}"#,
    #"{"attributes": {"bounds": "[0,0][9,9]", "\u0074ext": "a"}, "children": []}"#,
    #"{"attributes": {"bounds": "[0,0][9,9]", "madeUp": "a"}, "children": []}"#,
    #"{"attributes": {"bounds": "[0,0][9,9]", "text": 1, "focused": null}, "children": []}"#,
    #"{"attributes": {"bounds": "[0,0][9,9]", "text": "a\"b"}, "children": []}"#,
    #"{"attributes": null, "children": []}"#,
    #"{"attributes": [], "children": []}"#,
    #"{"attributes": {"bounds": "[0,0][9,9]",}, "children": []}"#,
    #"{"attributes": {"bounds": "[0,0][9,9]", "focused": "true", "focused": "false"}}"#,
    #"{"attributes": {"bounds": "[0,0][9,9]"}, "focused": true, "focused": false}"#,
  ])
  func maestroEdgeCasesReadTheSameEitherWay(_ text: String) {
    Self.formats[2].expectSameOutcome(text)
    Self.formats[2].expectSameOutcome("Running on emulator-5554\n" + text)
  }

  @Test(arguments: [
    // Two keys for one member, each once: the later wins, either way.
    #"{"type": "Button", "frame": {"x": 0, "y": 0, "width": 9, "height": 9}, "label": "a", "AXLabel": "b"}"#,
    // Repeated keys: a member (null, then an object), a skipped key, inside `interactable`.
    #"{"type": "Button", "frame": null, "frame": {"x": 0, "y": 0, "width": 9, "height": 9}}"#,
    #"{"type": "Button", "frame": {"x": 0, "y": 0, "width": 9, "height": 9}, "pid": 1, "pid": 2}"#,
    #"{"type": "Button", "frame": {"x": 0, "y": 0, "width": 9, "height": 9}, "interactable": {"status": "blocked", "status": "ok"}}"#,
    // `null` elements: skipped in an array of elements, refused among children.
    #"[{"type": "Button", "frame": {"x": 0, "y": 0, "width": 9, "height": 9}}, null, {"type": "Other", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}]"#,
    #"{"type": "Other", "frame": {"x": 0, "y": 0, "width": 9, "height": 9}, "children": [null]}"#,
    #"{"elements": [{"type": "Other", "frame": {"x": 0, "y": 0, "width": 9, "height": 9}}], "elements": []}"#,
  ])
  func idbEdgeCasesReadTheSameEitherWay(_ text: String) {
    Self.formats[1].expectSameOutcome(text)
  }

  /// Keys that are one `String` with other bytes (the Kelvin sign and `K`, `é` precomposed or
  /// not), written as they are or escaped, are one key either way: the second is a repeat.
  @Test(arguments: [
    ("\u{212A}", "K"), (#"\u212A"#, "K"), ("\u{E9}", "e\u{301}"), (#"\u00e9"#, #"e\u0301"#),
  ])
  func keysEqualAsStringsAreOneKeyEitherWay(_ first: String, _ second: String) {
    let frame = #""rect": {"x": 0, "y": 0, "width": 9, "height": 9}"#
    Self.formats[0].expectSameOutcome(
      #"{"type": "Button", \#(frame), "\#(first)": 1, "\#(second)": 2}"#)
    let idbFrame = #""frame": {"x": 0, "y": 0, "width": 9, "height": 9}"#
    Self.formats[1].expectSameOutcome(
      #"{"type": "Button", \#(idbFrame), "\#(first)": 1, "\#(second)": 2}"#)
    Self.formats[2].expectSameOutcome(
      #"{"attributes": {"bounds": "[0,0][9,9]", "\#(first)": "a", "\#(second)": "b"}}"#)
  }

  /// Trees at the limit of depth read the same either way, bare and in each format's wrappers.
  @Test(arguments: [511, 512, 513])
  func deepTreesReadTheSameEitherWay(depth: Int) {
    func tree(_ node: String, _ leaf: String) -> String {
      String(repeating: node.dropLast() + #", "children": ["#, count: depth - 1) + leaf
        + String(repeating: "]}", count: depth - 1)
    }
    let rect = #"{"x": 0, "y": 0, "width": 9, "height": 9}"#
    let wda = tree(
      #"{"type": "Other", "rect": \#(rect)}"#, #"{"type": "Button", "rect": \#(rect)}"#)
    for text in [
      wda, #"{"value": \#(wda), "sessionId": "s"}"#, #"{"sessionId": 1, "value": \#(wda)}"#,
    ] {
      Self.formats[0].expectSameOutcome(text)
    }
    let idb = tree(
      #"{"type": "Other", "frame": \#(rect)}"#, #"{"type": "Button", "frame": \#(rect)}"#)
    for text in [idb, "[\(idb), null]", #"{"elements": [\#(idb)]}"#] {
      Self.formats[1].expectSameOutcome(text)
    }
    let maestro = tree(
      #"{"attributes": {"bounds": "[0,0][9,9]"}}"#, #"{"attributes": {"text": "OK"}}"#)
    for text in [maestro, "Running on emulator-5554\n" + maestro] {
      Self.formats[2].expectSameOutcome(text)
    }
  }

  /// With a reader's own, lower limit of nesting, the fast path reads only trees the checked
  /// reader reads (with the levels a member's value may take to spare), and gives up on the
  /// others, which the checked reader then refuses or reads.
  @Test(arguments: 1...8)
  func theFastPathKeepsToTheReadersNesting(depth: Int) throws {
    let leaf = #"{"bounds": [0, 0, 1, 1]}"#
    let text =
      String(repeating: #"{"bounds": [0, 0, 1, 1], "children": ["#, count: depth - 1) + leaf
      + String(repeating: "]}", count: depth - 1)
    let input = try SnapshotInput(Array(text.utf8), file: "s.json")
    let nesting = 12
    var fast = try JSONReader(input: input, maximumNesting: nesting)
    var checked = try JSONReader(input: input, maximumNesting: nesting)
    let fastTree = JSONTreeFastPath.read(from: &fast) as JSONTree<RICOImporter.RICONode>?
    let checkedTree = try? JSONTreeReader<RICOImporter.RICONode>.readTree(
      from: &checked, fastPath: false)
    // The checked reader opens two levels a node below the root (its object, its children).
    #expect((checkedTree != nil) == (2 * depth - 1 <= nesting), "\(depth)")
    let spare = nesting - (2 * (depth - 1) + 1)
    #expect((fastTree != nil) == (spare >= JSONTreeFastPath.memberNesting), "\(depth)")
    if let fastTree, let checkedTree {
      #expect(fastTree.links == checkedTree.links)
      #expect(fast.offset == checked.offset)
    }
  }

  /// Every known key of each format is found by its bytes, `children` as the children, and no
  /// other key is.
  @Test func knownKeysAreFoundByTheirBytesOnly() {
    func expectTable<Member>(
      _ table: ByteKeyTable<FastPathKey<Member>>, members: [String], skipped: [String],
      same: (Member, String) -> Bool
    ) {
      var bits: Set<UInt64> = []
      for key in members + ["children"] + skipped {
        guard let found = table[key], let bit = found.bit else {
          Issue.record("\(key) not found")
          continue
        }
        #expect(bit.nonzeroBitCount == 1 && bits.insert(bit).inserted, "\(key): \(bit)")
        switch found.kind {
        case .member(let member): #expect(members.contains(key) && same(member, key), "\(key)")
        case .children: #expect(key == "children")
        case .skipped: #expect(skipped.contains(key), "\(key)")
        }
        #expect(table[key + "x"] == nil && table[String(key.dropLast()) + "?"] == nil, "\(key)")
      }
      #expect(table[""] == nil && table["Children"] == nil)
    }
    expectTable(
      RICOImporter.RICONode.fastPathKeys, members: RICOImporter.Member.allCases.map(\.rawValue),
      skipped: RICOImporter.skippedKeys, same: { $0.rawValue == $1 })
    expectTable(
      WDAImporter.Node.fastPathKeys, members: WDAImporter.Member.allCases.map(\.rawValue),
      skipped: ["isFocused", "isNativeAccessibilityElement", "isSelected", "isHittable"],
      same: { $0.rawValue == $1 })
    expectTable(
      MaestroImporter.Node.fastPathKeys,
      members: MaestroImporter.Node.Member.allCases.map(\.rawValue),
      skipped: ["focused", "selected"], same: { $0.rawValue == $1 })
    let idbMembers: [String: IDBImporter.Member] = [
      "frame": .frame, "AXFrame": .axFrame, "type": .type, "role": .role, "subrole": .subrole,
      "AXLabel": .label, "label": .label, "title": .title, "AXValue": .value, "value": .value,
      "AXUniqueId": .identifier, "AXIdentifier": .identifier, "identifier": .identifier,
      "enabled": .enabled, "hidden": .hidden, "traits": .traits,
      "custom_actions": .customActions, "interactable": .interactable,
    ]
    expectTable(
      IDBImporter.Element.fastPathKeys, members: Array(idbMembers.keys),
      skipped: ["role_description", "content_required", "help", "pid"],
      same: { idbMembers[$1] == $0 })
  }
}

// MARK: - Random documents

/// Values any member may get instead of its own: every JSON kind, and odd ones.
private func oddValue(_ random: inout SplitMix64) -> String {
  RandomEdits.pick(
    [
      "null", "true", "false", "1", "-0.5", "\"x\"", "\"\"", "[]", "{}",
      #"{"a": [1, {"b": null}]}"#,
    ],
    &random)
}

/// A frame object `{x, y, width, height}`, mostly well formed.
private func rectObject(_ random: inout SplitMix64) -> String {
  var members = [("x", "0"), ("y", "12.5"), ("width", "44"), ("height", "30")].map {
    (
      $0.0,
      Int.random(in: 0..<40, using: &random) == 0
        ? RandomEdits.pick(["null", "\"1\"", "1e999", "-3", "2e1"], &random) : $0.1
    )
  }
  switch Int.random(in: 0..<24, using: &random) {
  case 0: members.removeLast()
  case 1: members.append(("x", "1"))
  case 2: members.append(("\\u0079", "2"))
  case 3: members.append(("z", "3"))
  default: break
  }
  members.shuffle(using: &random)
  return "{" + members.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
}

/// A node object: the `required` keys (one left out now and then), a few others of `keys`, now
/// and then one of `rare` (keys the fast path leaves to the checked reader, or checks apart)
/// or a key twice, and `children` half the time below `depth` 3; in any order.
private func node(
  required: [String], keys: [String], rare: [String], depth: Int, _ random: inout SplitMix64,
  value: (String, inout SplitMix64) -> String, child: (Int, inout SplitMix64) -> String
) -> String {
  var chosen = required
  if Int.random(in: 0..<16, using: &random) == 0 { chosen.removeLast() }
  chosen += keys.shuffled(using: &random).prefix(Int.random(in: 0..<6, using: &random))
  if depth < 3 && Bool.random(using: &random) { chosen.append("children") }
  if Int.random(in: 0..<12, using: &random) == 0 { chosen.append(RandomEdits.pick(rare, &random)) }
  if !chosen.isEmpty && Int.random(in: 0..<16, using: &random) == 0 {
    chosen.append(RandomEdits.pick(chosen, &random))
  }
  chosen.shuffle(using: &random)
  var members: [String] = []
  for key in chosen {
    let text: String
    if key == "children" {
      let count = depth < 3 ? Int.random(in: 0..<4, using: &random) : 0
      text = "[" + (0..<count).map { _ in child(depth + 1, &random) }.joined(separator: ", ") + "]"
    } else {
      text = Int.random(in: 0..<40, using: &random) == 0 ? oddValue(&random) : value(key, &random)
    }
    members.append("\"\(key)\": " + text)
  }
  let indent = "\n" + String(repeating: "  ", count: depth + 1)
  return "{" + indent + members.joined(separator: "," + indent) + "}"
}

/// A format's random node objects: the keys they have, and their values.
private protocol RandomNodes {
  /// The keys every node has (one is left out now and then).
  static var required: [String] { get }
  /// The keys a node may have.
  static var keys: [String] { get }
  /// The keys a node has now and then.
  static var rare: [String] { get }
  /// A value for a key.
  static func value(_ key: String, _ random: inout SplitMix64) -> String
}

extension RandomNodes {
  /// A node and its descendants, at `depth` in the tree.
  static func tree(_ depth: Int, _ random: inout SplitMix64) -> String {
    node(
      required: required, keys: keys, rare: rare, depth: depth, &random, value: value, child: tree)
  }
}

private enum WDADocuments: RandomNodes {
  static let required = ["type", "rect"]
  static let keys = [
    "frame", "nativeFrame", "rawIdentifier", "name", "label", "value", "isEnabled", "isVisible",
    "isAccessible", "traits", "customActions", "isFocused", "isSelected",
  ]
  static let rare = ["\\u0074ype", "made-up", "é", "children"]

  static func value(_ key: String, _ random: inout SplitMix64) -> String {
    switch key {
    case "type", "\\u0074ype":
      return RandomEdits.pick(
        ["\"Button\"", "\"Other\"", "\"StaticText\"", "\"\"", "null"], &random)
    case "rect": return rectObject(&random)
    case "frame", "nativeFrame":
      // Frames the plain read decides, and ones it leaves to the text: spaces to trim, an
      // escape, a number that is not finite, a brace too many, a character beyond ASCII.
      return RandomEdits.pick(
        [
          "\"{{0, 0}, {44, 30}}\"", "\"{{1.5, 2}, {10, 10}}\"", "\"{{x}}\"", "null",
          "\" {{0, 0}, {9, 9}} \"", "\"{{0, 0}, {9, 9}}\\n\"", "\"{{1e999, 0}, {9, 9}}\"",
          "\"{{0, 0}, {9, 9}}}\"", "\"{{0, 0}, {9, 9\u{301}}}\"",
        ], &random)
    case "isEnabled", "isVisible", "isAccessible":
      return RandomEdits.pick(
        ["\"1\"", "\"0\"", "\"true\"", "\"2\"", "true", "0", "null"], &random)
    case "traits":
      return RandomEdits.pick(["\"\"", "\"Button\"", "\"StaticText, Image\"", "null"], &random)
    case "customActions": return RandomEdits.pick(["null", "[]", "[\"Delete\"]"], &random)
    default: return RandomEdits.pick(["\"Sign in\"", "\"\"", "null", "7", "\"a\\\"b\""], &random)
    }
  }

  static func document(_ random: inout SplitMix64) -> (text: String, isBare: Bool) {
    let root = tree(0, &random)
    switch Int.random(in: 0..<4, using: &random) {
    case 0: return (root, true)
    case 1: return (#"{"value": \#(root), "sessionId": "s"}"#, false)
    case 2: return (#"{"sessionId": "s", "value": \#(root)}"#, false)
    default: return (#"{"value": \#(root), "value": \#(root)}"#, false)
    }
  }
}

private enum IDBDocuments: RandomNodes {
  static let required = ["frame", "type"]
  static let keys = [
    "AXFrame", "role", "subrole", "AXLabel", "label", "title", "AXValue", "value", "AXUniqueId",
    "AXIdentifier", "identifier", "enabled", "hidden", "traits", "custom_actions",
    "interactable", "role_description", "help", "pid",
  ]
  static let rare = ["\\u0066rame", "made-up", "children"]

  static func value(_ key: String, _ random: inout SplitMix64) -> String {
    switch key {
    case "frame", "\\u0066rame": return rectObject(&random)
    case "AXFrame":
      return RandomEdits.pick(["\"{{0, 0}, {44, 30}}\"", "\"{{x}}\"", "null"], &random)
    case "type", "role", "subrole":
      return RandomEdits.pick(
        ["\"Button\"", "\"AXButton\"", "\"AXSwitch\"", "\"\"", "null"], &random)
    case "enabled", "hidden": return RandomEdits.pick(["true", "false", "null"], &random)
    case "traits", "custom_actions":
      return RandomEdits.pick(["[]", "[\"Button\"]", "[\"Delete\", 1]", "null"], &random)
    case "interactable":
      return RandomEdits.pick(
        [#"{"status": "blocked", "reasons": [{"kind": "hidden"}]}"#, #"{"status": "ok"}"#, "null"],
        &random)
    case "pid": return "42"
    default: return RandomEdits.pick(["\"Sign in\"", "\"\"", "null", "7", "\"a\\\"b\""], &random)
    }
  }

  static func document(_ random: inout SplitMix64) -> (text: String, isBare: Bool) {
    let root = tree(0, &random)
    switch Int.random(in: 0..<4, using: &random) {
    case 0: return (root, true)
    case 1: return ("[" + root + ", " + tree(1, &random) + "]", false)
    case 2: return (#"{"elements": [\#(root), null], "format": "complete"}"#, false)
    default: return ("[" + root + "]", false)
    }
  }
}

private enum MaestroDocuments: RandomNodes {
  static let required = ["attributes"]
  static let keys = ["clickable", "enabled", "checked", "focused", "selected"]
  static let rare = ["\\u0065nabled", "made-up", "children"]

  static let attributeKeys = [
    "text", "accessibilityText", "resource-id", "class", "clickable", "enabled", "scrollable",
    "title", "value", "hintText", "checked", "ignoreBoundsFiltering", "focused", "selected",
    "package", "password",
  ]

  static func attributes(_ random: inout SplitMix64) -> String {
    var keys = ["bounds"]
    if Int.random(in: 0..<16, using: &random) == 0 { keys.removeLast() }
    keys += attributeKeys.shuffled(using: &random).prefix(Int.random(in: 0..<8, using: &random))
    if Int.random(in: 0..<12, using: &random) == 0 {
      keys.append(RandomEdits.pick(["\\u0074ext", "made-up"], &random))
    }
    if !keys.isEmpty && Int.random(in: 0..<16, using: &random) == 0 {
      keys.append(RandomEdits.pick(keys, &random))
    }
    keys.shuffle(using: &random)
    var members: [String] = []
    for key in keys {
      let value =
        switch key {
        case "bounds":
          Int.random(in: 0..<24, using: &random) == 0
            ? "\"[1,2]\"" : RandomEdits.pick(["\"[0,0][44,30]\"", "\"[10,20][30,40]\""], &random)
        case "clickable", "enabled", "scrollable", "checked", "focused", "selected":
          RandomEdits.pick(["\"true\"", "\"false\"", "true"], &random)
        default:
          RandomEdits.pick(
            ["\"Sign in\"", "\"\"", "null", "7", "\"a\\\"b\"", "\"Café – weiter, bitte ✓\""],
            &random)
        }
      members.append("\"\(key)\": \(value)")
    }
    return "{" + members.joined(separator: ", ") + "}"
  }

  static func value(_ key: String, _ random: inout SplitMix64) -> String {
    key == "attributes"
      ? attributes(&random) : RandomEdits.pick(["true", "false", "null"], &random)
  }

  static func document(_ random: inout SplitMix64) -> (text: String, isBare: Bool) {
    let root = tree(0, &random)
    return Bool.random(using: &random)
      ? (root, true) : ("Running on emulator-5554\nOK\n" + root + "\n", false)
  }
}
