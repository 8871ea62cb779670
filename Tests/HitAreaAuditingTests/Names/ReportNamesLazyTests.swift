import HitAreaAuditing
import HitAreaKit
import HitAreaKitTestSupport
import HitAreaSnapshot
import Testing

/// A node's label or variable name read alone (its number made on the spot) is the one in the
/// screen's arrays, whichever is read first.
@Suite struct ReportNamesLazyTests {
  /// A random screen whose nodes share types, texts and ids, some ending in digits (the
  /// numbering that looks numbers up) and some not (the numbering that makes them when read).
  ///
  /// Labels of different kinds meet: kinds that are one another's start (`Image`,
  /// `ImageView`), two types of one kind, no kind, kinds with a space (`My View`, and `My` with
  /// the name `View`) or beyond ASCII in two spellings, and texts and names that spell another
  /// node's label or numbered label (`ImageView #2`, `View`, `#2`).
  static func screen(_ random: inout SplitMix64) -> LayoutSnapshot {
    let types: [String?] = [
      nil, "android.widget.ImageView", "UIButton", "Other", "android.widget.TextView",
      "Image", "XCUIElementTypeImageView", "My View", "Caf\u{E9}", "Cafe\u{301}", "View", "My",
    ]
    let texts: [String?] = [
      nil, nil, "OK", "Cancel", "Item 2", "Wi-Fi", "  spaced   text ", "ImageView #2",
      "View", "Image ‘OK’",
    ]
    let ids = ["close", "close2", "play", "0/1", "#3", "view", "#2", "View", "2"]
    var s = LayoutSnapshot(
      root: LayoutNode(id: "0", frame: Rect(x: 0, y: 0, width: 400, height: 800)))
    for n in 1..<Int.random(in: 2..<40, using: &random) {
      let pick = { (count: Int, random: inout SplitMix64) in
        Int.random(in: 0..<count, using: &random)
      }
      var node = LayoutNode(
        id: Bool.random(using: &random) ? ids[pick(ids.count, &random)] : "0/\(n)",
        type: types[pick(types.count, &random)], label: texts[pick(texts.count, &random)],
        frame: Rect(x: Double(n), y: Double(n), width: 30, height: 30),
        isTarget: Bool.random(using: &random))
      if pick(4, &random) == 0 {
        node.identifier = "com.example:id/\(ids[pick(ids.count, &random)])"
      }
      s.append(node, to: pick(n, &random))
    }
    return s
  }

  @Test func aNodesNameReadAloneIsTheArraysInEitherOrder() {
    var random = SplitMix64(seed: 0x1A2E)
    var numberedLabels = 0
    for _ in 0..<300 {
      let s = Self.screen(&random)
      let whole = ReportNames(s)
      let labels = whole.labels
      let variables = whole.variables
      let nodes = Array(s.nodes.indices).shuffled(using: &random)

      // Labels one by one, then variables one by one, then the arrays.
      let byNode = ReportNames(s)
      #expect(nodes.map { byNode[$0] } == nodes.map { labels[$0] })
      #expect(nodes.map { byNode.variable($0) } == nodes.map { variables[$0] })
      #expect(byNode.labels == labels && byNode.variables == variables)
      #expect(nodes.map { byNode[$0] } == nodes.map { labels[$0] })

      // A variable first (which makes the labels it comes after), then labels.
      let variableFirst = ReportNames(s)
      #expect(nodes.map { variableFirst.variable($0) } == nodes.map { variables[$0] })
      #expect(nodes.map { variableFirst[$0] } == nodes.map { labels[$0] })
      #expect(variableFirst.variables == variables && variableFirst.labels == labels)

      // The arrays first, then each node.
      let arraysFirst = ReportNames(s)
      #expect(arraysFirst.labels == labels && arraysFirst.variables == variables)
      #expect(nodes.map { arraysFirst[$0] } == nodes.map { labels[$0] })
      #expect(nodes.map { arraysFirst.variable($0) } == nodes.map { variables[$0] })

      #expect(Set(labels).count == labels.count)
      numberedLabels += labels.filter { $0.contains(" #") }.count
    }
    #expect(numberedLabels > 300)
  }

  /// The first label read of a screen, numbered when it is read (no other made a string yet),
  /// is the one in the screen's array for every node, and so is a label read after it.
  @Test func theFirstLabelReadIsTheArraysForEveryNode() {
    var random = SplitMix64(seed: 0x6B1D)
    for _ in 0..<150 {
      let s = Self.screen(&random)
      let labels = ReportNames(s).labels
      for node in s.nodes.indices {
        let names = ReportNames(s)
        #expect(names[node] == labels[node], "node \(node) of \(labels)")
        let other = Int.random(in: 0..<s.nodes.count, using: &random)
        #expect(names[other] == labels[other])
      }
    }
  }
}
