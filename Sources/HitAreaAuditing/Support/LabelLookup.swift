@_spi(Readers) import HitAreaSnapshot

/// A screen's labels looked up one node at a time, as ``ReportNames/labels(_:)`` numbers them,
/// without making the others: a report names the few nodes it has findings on, and making every
/// node's label wrote, hashed and kept each one.
///
/// A label can only be another's with as many bytes: the nodes are grouped by their label's
/// byte count, told from their parts' shapes (``LabelShape``), and a node's label is compared
/// with its group's alone. One used once reads as it is; a repeated one is numbered by its
/// place among them in depth-first order. Where some label ends in a digit, a numbered label
/// may be another node's, used once: that node keeps it, and the repeated ones' numbers go on
/// past it (as ``LabelBytes`` numbers them), each such number looked for among the labels of
/// its length. The lookup is not made when a label's bytes do not decide its equality, and it
/// declines a label whose numbers would take writing more labels than there are nodes (64 at
/// least).
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

  /// A node's label, and how many labels were written to find it (its own, those with as many
  /// bytes, and those of each number's length looked at); `nil` when it is repeated, some label
  /// ends in a digit, and its numbers would take writing more labels than there are nodes (64
  /// at least).
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
      guard endsInDigit else {
        return (NumberedText.make(bytes, LabelBytes.labelSeparator, place), written)
      }
      return numberedPastTaken(bytes, place: place, in: parts, written: written)
    }
  }

  /// A repeated label numbered where some label ends in a digit, with how many labels were
  /// written.
  ///
  /// A numbered label that is another node's, used once, is taken, and this one is the
  /// place-th number that is not (the repeated ones before it took the free ones before it).
  /// `nil` when the labels written pass `written` by as many as there are nodes (64 at least),
  /// what making them all would write.
  ///
  /// Kept apart from ``label(of:in:)``, which most lookups end in without it.
  @inline(never)
  private func numberedPastTaken(
    _ bytes: UnsafeBufferPointer<UInt8>, place: Int, in parts: ReportNames.Parts, written: Int
  ) -> (label: String, written: Int)? {
    let most = written + Swift.max(counts.count, 64)
    var written = written
    var other = TextBytes(capacity: bytes.count + 4)
    var number = 0
    var free = 0
    var numbered = ""
    while free < place {
      number += 1
      numbered = NumberedText.make(bytes, LabelBytes.labelSeparator, number)
      let isTaken = numbered.withUTF8Bytes {
        isUsedOnce($0, in: parts, other: &other, written: &written)
      }
      guard written <= most else { return nil }
      if !isTaken { free += 1 }
    }
    return (numbered, written)
  }

  /// Whether exactly one node in the order has the label `bytes`; the labels of its length
  /// written into `other` and counted in `written`.
  private func isUsedOnce(
    _ bytes: UnsafeBufferPointer<UInt8>, in parts: ReportNames.Parts, other: inout TextBytes,
    written: inout Int
  ) -> Bool {
    let count = bytes.count
    guard count + 1 < starts.count else { return false }  // longer than every label
    var uses = 0
    for k in starts[count]..<starts[count + 1] {
      other.clear()
      parts.writeLabel(of: byCount[k], into: &other)
      written += 1
      if other.withBytes({ ByteWord.equal(bytes, $0) }) {
        uses += 1
        if uses > 1 { return false }
      }
    }
    return uses == 1
  }
}
