@_spi(Readers) import HitAreaSnapshot

/// A screen's labels looked up one node at a time, as ``ReportNames/labels(_:)`` numbers them,
/// without making the others: a report names the few nodes it has findings on, and making every
/// node's label wrote, hashed and kept each one.
///
/// A label can only be another's with as many bytes: the nodes are grouped by their label's
/// byte count, told from their parts' shapes (``LabelShape``), and a node's label is compared
/// with its group's alone. One used once reads as it is; a repeated one is numbered by its
/// place among them in depth-first order. Where that is not how the screen's labels are
/// numbered, the lookup gives way to making them all: it is not made when a label's bytes do
/// not decide its equality, and it declines a repeated label when some label ends in a digit
/// (a numbered label may then be another's).
///
/// ```swift
/// let lookup = LabelLookup(parts)          // nil: make them all
/// lookup?.label(of: 3, in: parts)?.label  // "ImageView #2"
/// ```
struct LabelLookup: Sendable {
  /// The nodes in depth-first order, grouped by their label's byte count, the fewest first.
  private let byCount: [Int]
  /// Where each byte count's nodes start in ``byCount``, by count, and where the last end.
  private let starts: [Int]
  /// Each node's label's byte count before numbering; 0 for a node out of the order.
  private let counts: [Int]
  /// Whether some label ends in a digit.
  private let endsInDigit: Bool

  /// The lookup of a screen's labels; `nil` when a label's bytes do not decide its equality.
  ///
  /// - Parameter parts: What the labels are made of.
  /// - Complexity: O(n) for n nodes, reading each text and name once.
  init?(_ parts: ReportNames.Parts) {
    let kinds = parts.kindOfNumber.map { $0.map(LabelShape.init) }
    var counts = [Int](filling: 0, count: parts.nodes.count)
    var most = 0
    var endsInDigit = false
    for i in parts.order {
      let kind = parts.types.value(of: i, kinds) {
        ReportNames.kind(ofType: $0).map(LabelShape.init)
      }
      let shape = parts.labelShape(of: i, kind: kind)
      guard shape.isNormalized else { return nil }
      counts[i] = shape.count
      most = Swift.max(most, shape.count)
      if let last = shape.last, ASCII.isDigit(last) { endsInDigit = true }
    }
    // The nodes sorted by count, in order within each (a counting sort).
    var starts = [Int](filling: 0, count: most + 2)
    for i in parts.order { starts[counts[i] + 1] += 1 }
    for count in 1..<starts.count { starts[count] += starts[count - 1] }
    var next = starts
    var byCount = [Int](filling: 0, count: parts.order.count)
    for i in parts.order {
      byCount[next[counts[i]]] = i
      next[counts[i]] += 1
    }
    self.byCount = byCount
    self.starts = starts
    self.counts = counts
    self.endsInDigit = endsInDigit
  }

  /// A node's label, and how many labels were written to find it (its own and those with as
  /// many bytes); `nil` when it is repeated and some label ends in a digit.
  ///
  /// - Parameters:
  ///   - node: The node.
  ///   - parts: What the labels are made of (the lookup's).
  func label(of node: Int, in parts: ReportNames.Parts) -> (label: String, written: Int)? {
    let count = counts[node]
    guard count > 0 else { return ("", 0) }  // no label, or out of the order
    var label = TextBytes(capacity: count)
    parts.writeLabel(of: node, into: &label)
    var other = TextBytes(capacity: count)
    var written = 1
    var uses = 0
    var place = 0
    for k in starts[count]..<starts[count + 1] {
      let j = byCount[k]
      if j == node {
        uses += 1
        place = uses
        continue
      }
      other.clear()
      parts.writeLabel(of: j, into: &other)
      written += 1
      if label.withBytes({ a in other.withBytes { ByteWord.equal(a, $0) } }) { uses += 1 }
    }
    return label.withBytes { bytes in
      if uses == 1 { return (String(decoding: bytes, as: UTF8.self), written) }
      guard !endsInDigit else { return nil }
      return (NumberedText.make(bytes, LabelBytes.labelSeparator, place), written)
    }
  }
}
