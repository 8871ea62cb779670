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
/// let labels = LabelBytes.make(order: order, count: n) { node, label in label.add("View") }
/// labels?[3]  // "View #2"
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
  private static var separator: String { " #" }

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
    order: [Int], count: Int, label: (Int, inout Writer) -> Void
  ) -> LabelBytes? {
    var text: [UInt8] = []
    text.reserveCapacity(16 * count)
    var ranges: [Range<Int>] = []
    var uses: [Int] = []
    var groupOf = [Int](filling: -1, count: count)
    var slots = HashSlots(capacity: count)
    var writer = Writer()
    defer { writer.room.deallocate() }
    var endsInDigit = false
    for i in order {
      writer.count = 0
      label(i, &writer)
      guard writer.count > 0 else { continue }
      let bytes = UnsafeBufferPointer(rebasing: writer.room[..<writer.count])
      endsInDigit = endsInDigit || ASCII.isDigit(bytes[bytes.count - 1])
      let group: Int? = {
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
      }()
      guard let group else { return nil }
      uses[group] += 1
      groupOf[i] = group
    }
    var numbers: [Int] = []
    if uses.contains(where: { $0 > 1 }) {
      // A number is then never taken by another label: every numbered label ends in a digit and
      // no other does, and two groups' numbered labels differ.
      guard !endsInDigit else { return nil }
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

  /// Where one label's bytes are written: room made once and reused for every label, a piece
  /// copied with no check of the array's uniqueness or capacity (appending a string's UTF-8 to
  /// an array costs about 180 instructions a piece).
  struct Writer {
    /// The room, grown when a label needs more.
    fileprivate var room = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 256)
    /// How many bytes of it the label has so far.
    fileprivate var count = 0

    /// The text a writer is given to write, made a string.
    ///
    /// - Parameter write: Writes the text.
    static func text(_ write: (inout Writer) -> Void) -> String {
      var writer = Writer()
      defer { writer.room.deallocate() }
      write(&writer)
      return String(decoding: writer.room[..<writer.count], as: UTF8.self)
    }

    /// Adds a text's bytes.
    mutating func add(_ text: String) { text.withUTF8Bytes { add(bytes: $0) } }

    /// Adds a literal's bytes.
    mutating func add(_ text: StaticString) { text.withUTF8Buffer { add(bytes: $0) } }

    private mutating func add(bytes: UnsafeBufferPointer<UInt8>) {
      guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
      if count + bytes.count > room.count {
        let larger = UnsafeMutableBufferPointer<UInt8>.allocate(
          capacity: Swift.max(2 * room.count, count + bytes.count))
        _ = larger.initialize(from: room[..<count])
        room.deallocate()
        room = larger
      }
      guard let target = room.baseAddress else { return }  // never: the room is allocated
      (target + count).initialize(from: source, count: bytes.count)
      count += bytes.count
    }
  }
}
