import HitAreaKitTestSupport
import HitAreaSnapshot
import Testing

@testable import HitAreaAuditing

/// Numbering repeated names, against the numbering that checks every number it makes.
@Suite struct ReportNamesNumberingTests {
  /// The first numbering: each candidate checked against the reserved names, the names used
  /// once and the numbered names made so far.
  static func reference(
    _ names: [String], order: [Int], separator: String, reserved: Set<String>
  ) -> [String] {
    var uses: [String: Int] = [:]
    for i in order where !names[i].isEmpty { uses[names[i], default: 0] += 1 }
    func isRepeated(_ i: Int) -> Bool {
      !names[i].isEmpty && (uses[names[i], default: 0] > 1 || reserved.contains(names[i]))
    }
    var made = Set<String>()
    var next: [String: Int] = [:]
    var result = names
    for i in order where isRepeated(i) {
      var k = next[names[i], default: 1]
      func isTaken(_ name: String) -> Bool {
        reserved.contains(name) || made.contains(name) || uses[name] == 1
      }
      while isTaken(names[i] + separator + String(k)) { k += 1 }
      result[i] = names[i] + separator + String(k)
      made.insert(result[i])
      next[names[i]] = k + 1
    }
    return result
  }

  @Test(arguments: [" #", ""])
  func numberingAgreesWithTheReference(separator: String) {
    // "Café" twice, precomposed and with a combining accent: equal as Strings, not as bytes.
    let pieces = [
      "View", "Button ‘OK’", "a", "a1", "a #1", "b", "", "close", "x2", "ImageView", "Caf\u{E9}",
      "Cafe\u{301}",
    ]
    var random = SplitMix64(seed: 12)
    var fastPathsTaken = 0
    for _ in 0..<3_000 {
      let count = Int.random(in: 0..<12, using: &random)
      let names = (0..<count).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &random)] }
      let order = Array(names.indices).shuffled(using: &random)
      let reserved = Set(
        pieces.filter { _ in Int.random(in: 0..<6, using: &random) == 0 })
      if !names.contains(where: { $0.last?.isNumber == true }) { fastPathsTaken += 1 }
      #expect(
        ReportNames.numbered(names, order: order, separator: separator, reserved: reserved).all
          == Self.reference(names, order: order, separator: separator, reserved: reserved),
        "\(names) \(reserved)")
    }
    #expect(fastPathsTaken > 100)
  }

  /// Labels numbered as bytes are the labels numbered as strings, or not made at all where the
  /// bytes do not decide.
  ///
  /// Bytes do not decide for a label or reserved name beyond what bytes compare (`e` and a
  /// combining accent, an emoji beyond the Basic Multilingual Plane). Numbered labels on a screen
  /// where a label or a reserved name ends in a digit have each number checked. With the labels'
  /// separator and no reserved names, as a screen's labels are numbered; with none and its own
  /// names reserved, as its variable names are.
  @Test(arguments: [(" #", false), ("", true)])
  func labelsNumberedAsBytesAgreeWithTheStrings(separator: String, reserves: Bool) {
    let pieces = [
      "View", "Button ‘OK’", "a", "a1", "a #1", "b", "", "close", "x2", "ImageView", "Caf\u{E9}",
      "Cafe\u{301}", "設定", "🙂", String(repeating: "A long label ", count: 30) + "end",
    ]
    let reservable = ["a", "b", "close", "View", "ImageView", "b1", "Cafe\u{301}"]
    var random = SplitMix64(seed: 0x1AB)
    var made = 0
    var declined = 0
    var numberedForReserved = 0
    var checked = 0
    for _ in 0..<3_000 {
      let count = Int.random(in: 0..<12, using: &random)
      let names = (0..<count).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &random)] }
      // Some nodes out of the order, as a snapshot's unreachable nodes are.
      let order = Array(names.indices).shuffled(using: &random).filter { _ in
        Int.random(in: 0..<8, using: &random) > 0
      }
      let ordered = names.indices.map { order.contains($0) ? names[$0] : "" }
      let reserved =
        reserves ? Set(reservable.filter { _ in Int.random(in: 0..<5, using: &random) == 0 }) : []
      let labels = LabelBytes.make(
        order: order, count: count, separator: separator, reserved: reserved
      ) { i, label in
        // In pieces, as labels are written; a long one makes the writer grow.
        for piece in ordered[i].split(separator: " ", omittingEmptySubsequences: false)
          .enumerated()
        {
          if piece.offset > 0 { label.add(" ") }
          label.add(String(piece.element))
        }
      }
      let strings = ReportNames.numbered(
        ordered, order: order, separator: separator, reserved: reserved
      ).all
      guard let labels else {
        declined += 1
        let used = order.map { ordered[$0] }.filter { !$0.isEmpty }
        #expect(
          (used + reserved).contains { !CanonicalBytes.isNormalizedByBytes($0) },
          "\(ordered) \(order) \(reserved)")
        continue
      }
      made += 1
      if order.contains(where: { reserved.contains(ordered[$0]) }) { numberedForReserved += 1 }
      let used = order.map { ordered[$0] }.filter { !$0.isEmpty }
      if labels.all != ordered && (used + reserved).contains(where: { $0.last?.isNumber == true }) {
        checked += 1
      }
      #expect(labels.all.map { Array($0.utf8) } == strings.map { Array($0.utf8) }, "\(ordered)")
      #expect(NumberedNames(labels).all == strings)
      for i in names.indices {
        #expect(Array(NumberedNames(labels)[i].utf8) == Array(strings[i].utf8))
      }
    }
    #expect(made > 500 && declined > 100 && checked > 100)
    #expect(!reserves || numberedForReserved > 200)
  }
}
