import HitAreaKit
import HitAreaKitTestSupport
import Testing

@testable import HitAreaAuditing
@_spi(Readers) @testable import HitAreaSnapshot

/// A node's label looked up alone is the one the screen's labels give it.
///
/// The random screens are the byte-label tests' (types, texts and ids ending in digits, text
/// beyond ASCII equal as strings and not as bytes, nodes out of the root's tree), a third of
/// them with every part, the rest with parts that keep labels on the bytes path; some list a
/// node twice.
@Suite struct LabelLookupTests {
  /// A node's label before numbering, as bytes.
  static func written(_ node: Int, _ parts: ReportNames.Parts) -> [UInt8] {
    var label = TextBytes()
    parts.writeLabel(of: node, into: &label)
    return label.withBytes { Array($0) }
  }

  /// A random screen, some with a node twice in the depth-first order, some plain but for a
  /// label that ends in a digit, some with repeated labels whose numbered forms are other
  /// nodes' labels (`Row`, `Row`, `Row #1`: the repeated ones are `Row #2` and `Row #3`).
  static func screen(_ round: Int, _ random: inout SplitMix64) -> LayoutSnapshot {
    var s = ReportNamesLabelBytesTests.randomSnapshot(&random, plain: round % 3 != 0)
    if round % 3 == 1 {
      s.nodes[Int.random(in: 0..<s.nodes.count, using: &random)].label = "Item 2"
    }
    if round % 4 == 2 {
      // Labels of no kind (no type) are their text alone: some `Row`, some `Row #k`.
      for _ in 0..<Int.random(in: 2...8, using: &random) {
        let i = Int.random(in: 0..<s.nodes.count, using: &random)
        s.nodes[i].type = nil
        let k = Int.random(in: 0...3, using: &random)
        s.nodes[i].label = k == 0 ? "Row" : "Row #\(k)"
      }
    }
    if round % 5 == 0 && s.nodes.count > 2 {
      let child = Int.random(in: 1..<s.nodes.count, using: &random)
      s.nodes[Int.random(in: 0..<child, using: &random)].children.append(child)
    }
    return s
  }

  /// A label's shape, told from its parts', is its bytes': their count, the last one, whether
  /// they decide its equality.
  @Test func aLabelsShapeIsItsBytes() {
    var random = SplitMix64(seed: 0x5A9E)
    var notNormalized = 0
    for round in 0..<2_000 {
      let parts = ReportNames.parts(Self.screen(round, &random))
      for i in parts.order {
        let bytes = Self.written(i, parts)
        let shape = parts.labelShape(of: i, kind: parts.kind(of: i).map(LabelShape.init))
        let isNormalized = bytes.withUnsafeBufferPointer(CanonicalBytes.isNormalized)
        #expect(shape.count == bytes.count && shape.last == bytes.last, "\(bytes)")
        #expect(shape.isNormalized == isNormalized, "\(bytes)")
        if !isNormalized { notNormalized += 1 }
      }
    }
    #expect(notNormalized > 1_000)
  }

  /// Each node's label looked up is the screen's; the lookup declines only a repeated label where
  /// some label ends in a digit, and is not made only where a label's bytes do not decide.
  @Test func aLabelLookedUpIsTheScreens() throws {
    var random = SplitMix64(seed: 0x100C)
    var (answered, numbered, declined, unmade, skipped) = (0, 0, 0, 0, 0)
    for round in 0..<3_000 {
      let parts = ReportNames.parts(Self.screen(round, &random))
      let labels = ReportNames.labels(parts).all
      let written = parts.nodes.indices.map { Self.written($0, parts) }
      let inOrder = Set(parts.order)
      guard let lookup = LabelLookup(parts) else {
        #expect(
          parts.order.contains { !written[$0].withUnsafeBufferPointer(CanonicalBytes.isNormalized) }
        )
        unmade += 1
        continue
      }
      let endsInDigit = parts.order.contains { written[$0].last.map(ASCII.isDigit) == true }
      for node in parts.nodes.indices {
        guard let found = lookup.label(of: node, in: parts) else {
          let uses = parts.order.filter { written[$0] == written[node] }.count
          #expect(endsInDigit && uses > 1 && inOrder.contains(node))
          declined += 1
          continue
        }
        #expect(Array(found.label.utf8) == Array(labels[node].utf8), "\(node) \(labels)")
        #expect(found.written >= (found.label.isEmpty ? 0 : 1))
        answered += 1
        if Array(found.label.utf8) != written[node] && inOrder.contains(node) {
          numbered += 1
          // A number past the node's place among its label's (its last, for a node listed
          // twice): one before it was taken by another node's label.
          let last = try #require(parts.order.lastIndex(of: node))
          let place = parts.order[..<last].filter { written[$0] == written[node] }.count + 1
          if endsInDigit && !found.label.hasSuffix(" #\(place)") { skipped += 1 }
        }
      }
    }
    #expect(answered > 20_000 && numbered > 2_000 && unmade > 500 && skipped > 100, "\(skipped)")
    #expect(declined < 100, "\(declined)")
  }

  /// A repeated label's numbers pass over those that another node's label, used once, has:
  /// `Row #1` and `Row #3` are taken, so the two `Row`s are `Row #2` and `Row #4`; a numbered
  /// label used twice (`Row #5`) takes none, and is numbered itself.
  @Test func numbersTakenByOtherLabelsArePassedOver() throws {
    var s = LayoutSnapshot(
      root: LayoutNode(id: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100)))
    for label in ["Row", "Row #1", "Row", "Row #3", "Row #5", "Row #5"] {
      _ = s.append(
        LayoutNode(id: label, label: label, frame: Rect(x: 0, y: 0, width: 10, height: 10)), to: 0)
    }
    let parts = ReportNames.parts(s)
    let lookup = try #require(LabelLookup(parts))
    let expected = ["Row #2", "Row #1", "Row #4", "Row #3", "Row #5 #1", "Row #5 #2"]
    for (k, label) in expected.enumerated() {
      #expect(lookup.label(of: k + 1, in: parts)?.label == label)
      #expect(ReportNames.labels(parts)[k + 1] == label)
    }
  }
}
