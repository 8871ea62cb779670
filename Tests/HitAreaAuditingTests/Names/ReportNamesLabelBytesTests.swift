import HitAreaKit
import HitAreaKitTestSupport
import Testing

@testable import HitAreaAuditing
@_spi(Readers) @testable import HitAreaSnapshot

/// The labels of `ReportNames`, written and numbered as bytes where bytes decide, against the
/// reference: each node's label made a string by interpolation and numbered as strings
/// (`ReportNames.numbered`), as before labels were kept as bytes.
@Suite struct ReportNamesLabelBytesTests {
  /// The labels as strings, the reference: each node's label made from its parts (text, name,
  /// kind) by interpolation, and numbered as strings.
  static func referenceLabels(_ snapshot: LayoutSnapshot) -> [String] {
    let parts = ReportNames.parts(snapshot)
    var bases = [String](repeating: "", count: parts.nodes.count)
    for i in parts.order {
      let kind = ReportNames.kind(ofType: parts.nodes[i].type)
      if let text = parts.texts[i] {
        bases[i] = kind.map { "\($0) ‘\(text)’" } ?? text
      } else if let name = parts.names[i] {
        bases[i] = kind.map { "\($0) \(name)" } ?? name
      } else {
        bases[i] = kind ?? "View"
      }
    }
    return ReportNames.numbered(bases, order: parts.order, separator: " #").all
  }

  /// Types, labels, identifiers and ids of the random screens: digits at the end, `#`, numbered
  /// names, text beyond ASCII equal as strings and not as bytes, emoji, white space of all kinds.
  static let types: [String?] = [
    nil, nil, "android.widget.Button", "UIButton", "XCUIElementTypeButton", "XCUIElementType",
    "Button2", "a.b.", "Caf\u{E9}", "Cafe\u{301}", "🙂View", "#", "View #1", "com.x$Inner3",
    "  ", "", "android.widget.ImageView", "ImageView", "x.ImageView", "設定", "Ω\u{2126}",
    "é.e\u{301}",
  ]
  static let labels: [String?] = [
    nil, nil, nil, "", "   ", "OK", "Item 1", "Item #2", "é", "e\u{301}", "🙂", "設定", "a\tb",
    "A very long caption that goes on and on past the limit", "Wi-Fi", "1", "#", " x ", "\u{A0}",
    "\u{200B}", "\u{2126}", "\r\n", "Caf\u{E9}", "Cafe\u{301}", "x", "x #1", "OK 2", "\u{301}",
    "한", "\u{1100}\u{1161}", "ΑΒΓ", "é🙂é", String(repeating: "é", count: 40),
    String(repeating: "ab ", count: 200),
  ]
  static let identifiers: [String?] = [
    nil, nil, nil, "com.example:id/play", "play2", "close", "e\u{301}", "", "  ", "a:id/",
    "x:id/Caf\u{E9}", "🙂", "#",
  ]
  static let ids: [String] = [
    "0/1", "#3", "close", "btn1", "é", "e\u{301}", "item", "item", "🙂", "0", "a b", "",
  ]

  /// Whether a part keeps a label on the bytes path (half the screens use only such parts).
  static func plain(_ s: String?) -> Bool {
    guard let s else { return true }
    return CanonicalBytes.isNormalizedByBytes(s) && s.utf8.last.map { !ASCII.isDigit($0) } != false
  }

  /// A screen of up to 30 nodes, some of them perhaps out of the root's tree.
  static func randomSnapshot(_ random: inout SplitMix64, plain: Bool = false) -> LayoutSnapshot {
    let types = plain ? Self.types.filter(Self.plain) : Self.types
    let labels = plain ? Self.labels.filter(Self.plain) : Self.labels
    let identifiers = plain ? Self.identifiers.filter(Self.plain) : Self.identifiers
    let ids = plain ? Self.ids.filter { Self.plain($0) || ReportNames.isPath($0) } : Self.ids
    func pick<T>(_ xs: [T]) -> T { xs[Int.random(in: 0..<xs.count, using: &random)] }
    func node() -> LayoutNode {
      LayoutNode(
        id: pick(ids), type: pick(types), label: pick(labels), identifier: pick(identifiers),
        frame: Rect(x: 0, y: 0, width: 10, height: 10),
        isHidden: Int.random(in: 0..<6, using: &random) == 0,
        isTarget: Bool.random(using: &random),
        passesTouchesThrough: Int.random(in: 0..<8, using: &random) == 0)
    }
    var s = LayoutSnapshot(root: node())
    let count = Int.random(in: 0..<30, using: &random)
    for _ in 0..<count {
      _ = s.append(node(), to: Int.random(in: 0..<s.nodes.count, using: &random))
    }
    // Nodes unreachable from the root: a child link dropped.
    if s.nodes.count > 1 && Int.random(in: 0..<3, using: &random) == 0 {
      let child = Int.random(in: 1..<s.nodes.count, using: &random)
      if let parent = s.nodes[child].parent {
        s.nodes[parent].children.removeAll { $0 == child }
      }
    }
    return s
  }

  /// The strings' bytes: labels are compared byte for byte, not as equivalent strings.
  static func bytes(_ xs: [String]) -> [[UInt8]] { xs.map { Array($0.utf8) } }

  @Test func labelsAreTheOldOnesByteForByte() {
    var random = SplitMix64(seed: 0xD1FF)
    var madeAsBytes = 0
    var declined = 0
    var numberedAsBytes = 0
    var withUnreachable = 0
    for round in 0..<2_000 {
      let s = Self.randomSnapshot(&random, plain: round % 2 == 0)
      if s.depthFirstIndices.count < s.nodes.count { withUnreachable += 1 }
      let old = Self.referenceLabels(s)
      // Which path the new code takes.
      let parts = ReportNames.parts(s)
      if LabelBytes.make(order: parts.order, count: parts.nodes.count, label: parts.writeLabel)
        != nil
      {
        madeAsBytes += 1
        if old.contains(where: { $0.utf8.last.map(ASCII.isDigit) == true }) { numberedAsBytes += 1 }
      } else {
        declined += 1
      }
      // All at once.
      let names = ReportNames(s)
      #expect(Self.bytes(names.labels) == Self.bytes(old), "\(old)")
      #expect(Self.bytes(names.labels) == Self.bytes(old))  // again, once made
      // One at a time, before the whole list is read.
      let fresh = ReportNames(s)
      for i in s.nodes.indices {
        #expect(Array(fresh[i].utf8) == Array(old[i].utf8), "\(i) \(old)")
      }
      #expect(Self.bytes(fresh.labels) == Self.bytes(old))
      // Variables, made from the same parts, as bytes against the strings.
      let variables = ReportNames.variablesByStrings(parts).all
      #expect(Self.bytes(fresh.variables) == Self.bytes(variables))
      #expect(Self.bytes(ReportNames(s).variables) == Self.bytes(variables))
      // One at a time, before any other is made (a node's own name needs no other's).
      for i in s.nodes.indices {
        #expect(Array(ReportNames(s).variable(i).utf8) == Array(variables[i].utf8), "\(i)")
      }
    }
    #expect(madeAsBytes > 600 && numberedAsBytes > 100 && declined > 300 && withUnreachable > 300)
  }

  /// Node listed twice as a child: a node twice in the depth-first order.
  @Test func aNodeTwiceInTheOrder() {
    var random = SplitMix64(seed: 0x2)
    for _ in 0..<2_000 {
      var s = Self.randomSnapshot(&random)
      guard s.nodes.count > 2 else { continue }
      let child = Int.random(in: 1..<s.nodes.count, using: &random)
      let parent = Int.random(in: 0..<child, using: &random)
      s.nodes[parent].children.append(child)
      let old = Self.referenceLabels(s)
      #expect(Self.bytes(ReportNames(s).labels) == Self.bytes(old), "\(old)")
    }
  }

  /// Types the table of types declines (made to share their hash's low bits) still name their
  /// nodes: each one's kind, and its code words, are made from its own string.
  @Test func typesTheTableDeclinesNameTheirNodes() {
    let types = ByteStringTableTests.colliding(40)
    var s = LayoutSnapshot(root: LayoutNode(id: "0", type: types[0], frame: .zero))
    for type in types.dropFirst() {
      _ = s.append(LayoutNode(id: "0", type: type, frame: .zero), to: 0)
    }
    let numbered = NodeTypes(s.nodes)
    #expect(numbered.numbers.contains(NodeTypes.unnumbered), "the table should decline")
    let names = ReportNames(s, order: s.depthFirstIndices, types: numbered)
    #expect(names.labels == types)
    #expect(names.variables == types)
  }

  /// Labels made to share their hash's slot: the table declines one, and the strings decide.
  @Test func labelsTheHashTableDeclines() {
    let nodeCount = 48  // the table's slots: 16 doubled until at least twice the nodes, 128
    var size = 16
    while size < 2 * nodeCount { size *= 2 }
    var colliding: [String] = []
    var k = 0
    while colliding.count < 40 {
      var word = ""
      var n = k
      repeat {
        word.append(Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(n % 26))))
        n /= 26
      } while n > 0
      k += 1
      let h = word.withUTF8Bytes { ByteWord.hash($0) }
      if Int(truncatingIfNeeded: h) & (size - 1) == 5 { colliding.append(word) }
    }
    for repeats in [false, true] {
      var s = LayoutSnapshot(
        root: LayoutNode(id: "0", frame: Rect(x: 0, y: 0, width: 1, height: 1)))
      for j in 0..<(nodeCount - 1) {
        let label = j < colliding.count ? colliding[j] : (repeats ? colliding[0] : "z\(j)q")
        _ = s.append(
          LayoutNode(id: "\(j + 1)", label: label, frame: Rect(x: 0, y: 0, width: 1, height: 1)),
          to: 0)
      }
      let parts = ReportNames.parts(s)
      #expect(parts.nodes.count == nodeCount)
      let made = LabelBytes.make(
        order: parts.order, count: parts.nodes.count, label: parts.writeLabel)
      #expect(made == nil, "the table should decline")
      let old = Self.referenceLabels(s)
      #expect(Self.bytes(ReportNames(s).labels) == Self.bytes(old))
    }
  }
}
