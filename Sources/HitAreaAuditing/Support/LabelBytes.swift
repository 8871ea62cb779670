@_spi(Readers) import HitAreaSnapshot

/// A screen's labels (or its derived variable names) as bytes: each distinct label's UTF-8 kept
/// once in one buffer, each node's label by its group, the repeated ones numbered in depth-first
/// order; a label becomes a `String` only when it is read.
///
/// Made by ``make(order:count:separator:reserved:label:)``, which numbers them as
/// ``ReportNames/numbered(_:order:separator:reserved:)`` numbers strings, and gives up (`nil`)
/// where bytes do not decide: a label or reserved name whose bytes do not decide its equality
/// (``CanonicalBytes``), or labels made to share their hash's slots.
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
  /// What goes between a label and its number.
  private let separator: String
  /// What goes between a screen's label and its number (`View #2`), here and where labels are
  /// numbered as strings.
  static var labelSeparator: String { " #" }

  private init(
    text: [UInt8], ranges: [Range<Int>], groupOf: [Int], numbers: [Int], separator: String
  ) {
    self.text = text
    self.ranges = ranges
    self.groupOf = groupOf
    self.numbers = numbers
    self.separator = separator
  }

  /// The labels of `count` nodes, each written by `label` (nothing for none), numbered in
  /// `order` (nodes out of it have none); `nil` when the bytes do not decide (see above).
  ///
  /// - Parameters:
  ///   - order: The nodes in depth-first order.
  ///   - count: How many nodes.
  ///   - separator: What goes between a label and its number.
  ///   - reserved: Names in use already: a label that is one of them is numbered, as a repeated
  ///     one is (a variable name that is another node's own).
  ///   - label: Writes a node's label (the writer starts empty).
  ///
  /// ``LabelLookup`` reads a node's label by these rules without making the others: a change to
  /// them is a change to it.
  static func make(
    order: [Int], count: Int, separator: String = labelSeparator, reserved: Set<String> = [],
    label: (Int, inout TextBytes) -> Void
  ) -> LabelBytes? {
    var labels = DistinctBytes(capacity: count)
    // Room for every node's label to be distinct: grown label by label, the lists were
    // reallocated at every power of two.
    var uses: [Int] = []
    uses.reserveCapacity(count)
    var groupOf = [Int](filling: -1, count: count)
    var writer = TextBytes()
    var endsInDigit = false
    for i in order {
      writer.clear()
      label(i, &writer)
      let group: Int? = writer.withBytes { bytes in
        guard let last = bytes.last else { return -1 }
        endsInDigit = endsInDigit || ASCII.isDigit(last)
        guard CanonicalBytes.isNormalized(bytes) else { return nil }
        return labels.insert(bytes)?.index
      }
      guard let group else { return nil }
      guard group >= 0 else { continue }  // no label
      if group == uses.count { uses.append(0) }
      uses[group] += 1
      groupOf[i] = group
    }
    // Numbered: a repeated label, and one that is a reserved name.
    var isNumbered = uses.map { $0 > 1 }
    for name in reserved {
      let declines = name.withUTF8Bytes { bytes in
        guard CanonicalBytes.isNormalized(bytes) else { return true }
        endsInDigit = endsInDigit || bytes.last.map(ASCII.isDigit) == true
        if let group = labels.index(of: bytes) { isNumbered[group] = true }
        return false
      }
      if declines { return nil }
    }
    var numbers: [Int] = []
    if isNumbered.contains(true) {
      numbers = [Int](filling: 0, count: count)
      var next = [Int](filling: 1, count: uses.count)
      // Every numbered label ends in a digit and two groups' differ: where no other label and no
      // reserved name does, no number is taken and none is looked up.
      var taken: NumberTaken? = nil
      if endsInDigit {
        taken = NumberTaken(labels: labels, uses: uses, separator: separator)
        for name in reserved {
          guard name.withUTF8Bytes({ taken?.claim($0) }) != nil else { return nil }
        }
      }
      for i in order where groupOf[i] >= 0 && isNumbered[groupOf[i]] {
        let group = groupOf[i]
        var number = next[group]
        if taken != nil {
          while true {
            guard let isFree = taken?.claim(group, number) else { return nil }
            if isFree { break }
            number += 1
          }
        }
        numbers[i] = number
        next[group] = number + 1
      }
    }
    return LabelBytes(
      text: labels.text, ranges: labels.ranges, groupOf: groupOf, numbers: numbers,
      separator: separator)
  }

  /// Which numbered labels are taken, where a label or a reserved name ends in a digit: as
  /// ``ReportNames/numbered(_:order:separator:reserved:)`` decides, a numbered label is taken
  /// when it is a label used once, a reserved name, or a numbered label made before.
  private struct NumberTaken {
    /// The labels.
    let labels: DistinctBytes
    /// How many nodes have each label.
    let uses: [Int]
    /// What goes between a label and its number.
    let separator: String
    /// The reserved names and the numbered labels made so far.
    var claimed = DistinctBytes(capacity: 16)

    /// Claims a name: `true` when it was free, `false` when claimed before, `nil` when the
    /// table declines it.
    mutating func claim(_ name: UnsafeBufferPointer<UInt8>) -> Bool? {
      claimed.insert(name)?.isNew
    }

    /// Claims label `group` numbered `number`: `true` when it was free (and is now claimed),
    /// `false` when it is taken, `nil` when a table declines it.
    mutating func claim(_ group: Int, _ number: Int) -> Bool? {
      // Made as the label reads (one string a try: only where names end in digits).
      let candidate = labels.withBytes(of: group) { NumberedText.make($0, separator, number) }
      return candidate.withUTF8Bytes { name in
        if let other = labels.index(of: name), uses[other] == 1 { return false }
        return claimed.insert(name)?.isNew
      }
    }
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
      return NumberedText.make(label, separator, numbers[node])
    }
  }

  /// Every node's label.
  var all: [String] { groupOf.indices.map { self[$0] } }
}
