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
  /// label that ends in a digit.
  static func screen(_ round: Int, _ random: inout SplitMix64) -> LayoutSnapshot {
    var s = ReportNamesLabelBytesTests.randomSnapshot(&random, plain: round % 3 != 0)
    if round % 3 == 1 {
      s.nodes[Int.random(in: 0..<s.nodes.count, using: &random)].label = "Item 2"
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
  @Test func aLabelLookedUpIsTheScreens() {
    var random = SplitMix64(seed: 0x100C)
    var (answered, numbered, declined, unmade) = (0, 0, 0, 0)
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
        if Array(found.label.utf8) != written[node] && inOrder.contains(node) { numbered += 1 }
      }
    }
    #expect(answered > 20_000 && numbered > 2_000 && declined > 400 && unmade > 500)
  }
}
