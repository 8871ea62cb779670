import HitAreaKitTestSupport
import HitAreaSnapshot
import Testing

@testable import HitAreaAuditing

/// Grouping names by their bytes gives the groups `String` equality gives.
@Suite struct NameGroupsTests {
  /// Pieces of names: ASCII, the label quotes, Latin letters precomposed and with a combining
  /// accent, an ideograph, the ends of the ranges told by bytes, and signs that normalize to
  /// others (the ohm and angstrom signs).
  static let pieces = [
    "a", "B ", "7", "‘", "’", "…", "\u{E9}", "e", "\u{301}", "\u{C5}", "\u{212B}", "\u{2126}",
    "\u{3A9}", "界", "\u{2FF}", "\u{300}", "\u{80}", "\u{3400}", "\u{9FFF}", "\u{A000}", "Button",
  ]

  /// The pieces told by their bytes.
  static let plainPieces = pieces.filter(CanonicalBytes.isNormalizedByBytes)

  static func name(_ random: inout SplitMix64, plain: Bool = false) -> String {
    let pieces = plain ? plainPieces : pieces
    return (0..<Int.random(in: 0..<5, using: &random)).map { _ in
      pieces[Int.random(in: 0..<pieces.count, using: &random)]
    }.joined()
  }

  /// Inserts names into groups, expecting each the group and newness a `[String: Int]` numbering
  /// them in order gives; returns that dictionary.
  static func insertExpectingDictionaryGroups(_ names: [String], into groups: inout NameGroups)
    -> [String: Int]
  {
    var reference: [String: Int] = [:]
    for name in names {
      let expected = reference[name] ?? reference.count
      let isNew = reference[name] == nil
      reference[name] = expected
      let got = groups.insert(name)
      #expect(got.group == expected && got.isNew == isNew, "\(name) in \(names)")
    }
    return reference
  }

  /// Inserting and looking up names numbers the groups as a `[String: Int]` does, whichever
  /// table the names choose.
  @Test func groupsAgreeWithAStringDictionary() {
    var random = SplitMix64(seed: 0x6E61_6D65)
    var byBytes = 0
    for trial in 0..<3_000 {
      let plain = trial.isMultiple(of: 2)
      let names = (0..<Int.random(in: 0..<40, using: &random)).map { _ in
        Self.name(&random, plain: plain)
      }
      let asked = Set((0..<5).map { _ in Self.name(&random, plain: plain) })
      var groups = NameGroups(holding: names, and: asked)
      if (names + asked).allSatisfy(CanonicalBytes.isNormalizedByBytes) { byBytes += 1 }
      let reference = Self.insertExpectingDictionaryGroups(names, into: &groups)
      #expect(groups.count == reference.count)
      for name in asked { #expect(groups[name] == reference[name], "\(name) in \(names)") }
    }
    #expect(byBytes >= 1_500 && byBytes < 2_000)
  }

  /// Groups made empty and filled far past their first size (the table grows) still find
  /// every name, as a dictionary does.
  @Test func groupsThatGrowKeepEveryName() {
    var random = SplitMix64(seed: 0x6772_6F77)
    for plain in [true, false] {
      let seed = NameGroups(holding: plain ? ["a"] : ["e\u{301}"], and: [])
      var groups = NameGroups(like: seed)
      var reference: [String: Int] = [:]
      for _ in 0..<600 {
        let name =
          Self.name(&random, plain: plain) + String(Int.random(in: 0..<300, using: &random))
        let expected = reference[name] ?? reference.count
        if reference[name] == nil { reference[name] = expected }
        #expect(groups.insert(name).group == expected)
      }
      #expect(groups.count == reference.count && reference.count > 200)
      for (name, group) in reference { #expect(groups[name] == group) }
    }
  }

  /// Two strings told by bytes are equal as `String`s exactly when their bytes are the same.
  @Test func textToldByBytesIsEqualExactlyWhenItsBytesAre() {
    var random = SplitMix64(seed: 0x4E46_43)
    var pairs = 0
    for _ in 0..<50_000 {
      let a = Self.name(&random)
      let b = Self.name(&random)
      guard CanonicalBytes.isNormalizedByBytes(a), CanonicalBytes.isNormalizedByBytes(b) else {
        continue
      }
      pairs += 1
      #expect((a == b) == a.utf8.elementsEqual(b.utf8), "\(a.unicodeScalars) \(b.unicodeScalars)")
    }
    #expect(pairs > 5_000)
    #expect(CanonicalBytes.isNormalizedByBytes("Switch ‘Wi-Fi’ 界 \u{2FF}"))
    for text in ["e\u{301}", "\u{212B}", "\u{2126}", "\u{A000}", "\u{300}", "🙂"] {
      #expect(!CanonicalBytes.isNormalizedByBytes(text), "\(text.unicodeScalars)")
    }
  }
}
