@_spi(Readers) import HitAreaSnapshot

/// A screen's labels as bytes: each distinct label's UTF-8 kept once in one buffer, each node's
/// label by its group, the repeated ones numbered in depth-first order; a label becomes a
/// `String` only when it is read.
///
/// Made by ``make(order:count:label:)``, which gives up (`nil`) where the bytes do not decide
/// the numbering as ``ReportNames/numbered(_:order:separator:reserved:)`` would: a label whose
/// bytes do not decide its equality (``CanonicalBytes``), repeated labels when a label ends in a
/// digit (a numbered label could then be another's), or labels made to share their hash's slots.
///
/// ```swift
/// let labels = LabelBytes.make(order: [0, 1, 2], count: 3) { node, label in label.add("View") }
/// labels?[1]  // "View #2"
/// ```
struct LabelBytes: Sendable {
  /// The distinct labels' bytes, one after another.
  private let text: [UInt8]
  /// Each distinct label's bytes in ``text``, by group.
  private let ranges: [Range<Int>]
  /// Each node's group; -1 for a node with no label ("").
  private let groupOf: [Int]
  /// Each node's number, 0 for a label that reads as it is; empty when none is numbered.
  private let numbers: [Int]
  /// What goes between a label and its number (`View #2`), here and where labels are numbered as
  /// strings.
  static var separator: String { " #" }

  private init(text: [UInt8], ranges: [Range<Int>], groupOf: [Int], numbers: [Int]) {
    self.text = text
    self.ranges = ranges
    self.groupOf = groupOf
    self.numbers = numbers
  }

  /// The labels of `count` nodes, each written by `label` (nothing for none), numbered in
  /// `order` (nodes out of it have none); `nil` when the bytes do not decide (see above).
  ///
  /// - Parameters:
  ///   - order: The nodes in depth-first order.
  ///   - count: How many nodes.
  ///   - label: Writes a node's label (the writer starts empty).
  static func make(
    order: [Int], count: Int, label: (Int, inout TextBytes) -> Void
  ) -> LabelBytes? {
    var text: [UInt8] = []
    text.reserveCapacity(16 * count)
    var ranges: [Range<Int>] = []
    var uses: [Int] = []
    var groupOf = [Int](filling: -1, count: count)
    var slots = HashSlots(capacity: count)
    var writer = TextBytes()
    var endsInDigit = false
    var repeats = false
    for i in order {
      writer.clear()
      label(i, &writer)
      let group: Int? = writer.withBytes { bytes in
        guard let last = bytes.last else { return -1 }
        endsInDigit = endsInDigit || ASCII.isDigit(last)
        guard CanonicalBytes.isNormalized(bytes) else { return nil }
        let hash = ByteWord.hash(bytes)
        var slot = slots.start(hash)
        while let group = slots.next(hash, from: &slot) {
          let known = text.withUnsafeBufferPointer {
            ByteWord.equal(UnsafeBufferPointer(rebasing: $0[ranges[group]]), bytes)
          }
          if known { return group }
        }
        guard slots.insert(ranges.count, hash: hash, at: slot) else { return nil }
        ranges.append(text.count..<(text.count + bytes.count))
        text.append(contentsOf: bytes)
        uses.append(0)
        return ranges.count - 1
      }
      guard let group else { return nil }
      guard group >= 0 else { continue }  // no label
      uses[group] += 1
      groupOf[i] = group
      // Repeated labels are numbered from 1 in each group, which takes no other label's name
      // only when none ends in a digit (every numbered label does, and two groups' differ).
      repeats = repeats || uses[group] > 1
      if repeats && endsInDigit { return nil }
    }
    var numbers: [Int] = []
    if repeats {
      numbers = [Int](filling: 0, count: count)
      var next = [Int](filling: 1, count: uses.count)
      for i in order where groupOf[i] >= 0 && uses[groupOf[i]] > 1 {
        numbers[i] = next[groupOf[i]]
        next[groupOf[i]] += 1
      }
    }
    return LabelBytes(text: text, ranges: ranges, groupOf: groupOf, numbers: numbers)
  }

  /// A node's label, with its number if it has one.
  subscript(node: Int) -> String {
    let group = groupOf[node]
    guard group >= 0 else { return "" }
    return text.withUnsafeBufferPointer { text in
      let label = UnsafeBufferPointer(rebasing: text[ranges[group]])
      guard !numbers.isEmpty, numbers[node] > 0 else {
        return String(decoding: label, as: UTF8.self)
      }
      return NumberedText.make(label, Self.separator, numbers[node])
    }
  }

  /// Every node's label.
  var all: [String] { groupOf.indices.map { self[$0] } }
}
