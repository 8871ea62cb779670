@_spi(Readers) import HitAreaSnapshot

/// Members whose keys and nesting are fixed and whose values are whole numbers, such as a
/// summary's counts: any field writer writes them member by member
/// (``FieldWriter/write(_:counts:)``), and one that writes compact JSON may write them from
/// their text, made once, the counts put in (``compactText``, ``compactPieceEnds``).
///
/// ```swift
/// static let fields = CountFields([.count("total"), .object("bySeverity"), .count("error"), .close])
/// try writer.write(fields, counts: [3, 1])  // "total":3,"bySeverity":{"error":1}
/// ```
package struct CountFields: Sendable {
  /// A step of the members, in order.
  package enum Step: Sendable {
    /// A member whose value is the next count.
    case count(StaticString)
    /// A member whose value is an object of the steps that follow, up to its ``close``.
    case object(StaticString)
    /// The end of the innermost object opened.
    case close
  }

  /// The members' steps, in order.
  package let steps: [Step]
  /// The members' compact JSON without their counts: the text before each count, then the text
  /// after the last (the objects closed), one after another.
  package let compactText: [UInt8]
  /// Where each piece of ``compactText`` ends: one a count, and the last.
  package let compactPieceEnds: [Int]

  /// Members of these steps.
  ///
  /// - Parameter steps: The steps; each object closed, every key ASCII with nothing JSON
  ///   escapes.
  package init(_ steps: [Step]) {
    var text: [UInt8] = []
    var ends: [Int] = []
    var depth = 0
    var first = true
    func key(_ key: StaticString) {
      key.withUTF8Buffer { bytes in
        assert(
          bytes.allSatisfy { $0 < 0x80 && !ByteWord.stopsString($0) }, "a key JSON escapes")
        if !first { text.append(UInt8(ascii: ",")) }
        text.append(UInt8(ascii: "\""))
        text.append(contentsOf: bytes)
        text.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
      }
    }
    for step in steps {
      switch step {
      case .count(let name):
        key(name)
        ends.append(text.count)
        first = false
      case .object(let name):
        key(name)
        text.append(UInt8(ascii: "{"))
        depth += 1
        first = true
      case .close:
        precondition(depth > 0, "CountFields: a close with no object open")
        text.append(UInt8(ascii: "}"))
        depth -= 1
        first = false
      }
    }
    precondition(depth == 0, "CountFields: an object left open")
    precondition(!steps.isEmpty, "CountFields: no members")
    ends.append(text.count)
    self.steps = steps
    compactText = text
    compactPieceEnds = ends
  }

  /// How many counts the members hold.
  package var numberOfCounts: Int { compactPieceEnds.count - 1 }

  /// Writes the members member by member, the counts in order.
  ///
  /// - Parameters:
  ///   - fields: Where they go.
  ///   - counts: The counts, ``numberOfCounts`` of them.
  func writeSteps(to fields: inout some FieldWriter, counts: [Int]) throws {
    precondition(counts.count == numberOfCounts, "CountFields: a count for each count member")
    var step = 0
    var next = 0
    try writeMembers(to: &fields, from: &step, counts: counts, next: &next)
  }

  /// Writes the members from a step up to the close of their object (or the end).
  private func writeMembers(
    to fields: inout some FieldWriter, from step: inout Int, counts: [Int], next: inout Int
  ) throws {
    while step < steps.count {
      let current = steps[step]
      step += 1
      switch current {
      case .count(let key):
        try fields.write(literal: key, counts[next])
        next += 1
      case .object(let key):
        try fields.writeObject(literal: key) { inner in
          try writeMembers(to: &inner, from: &step, counts: counts, next: &next)
        }
      case .close:
        return
      }
    }
  }
}
