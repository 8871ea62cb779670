import HitAreaKitTestSupport
import Testing

@testable import HitAreaTools

/// Text made one printable line is what a plain reading of the rule gives: each line-break
/// character a space, each other control character U+FFFD; then no CI service's command (a
/// leading `::`, `##[`, `##vso[`), read through the characters a culture-aware comparison ignores.
@Suite struct PrintableTextTests {
  /// The rule, character by character (a carriage return and line feed are one character).
  static func reference(_ text: String) -> String {
    withoutCommands(oneLine(text))
  }

  /// The line rule, character by character.
  static func oneLine(_ text: String) -> String {
    var out = ""
    for character in text {
      if character.isNewline {
        out += " "
        continue
      }
      var scalars = String.UnicodeScalarView()
      for scalar in character.unicodeScalars {
        let v = scalar.value
        let replaced = scalar != "\t" && (v < 0x20 || (0x7F...0x9F).contains(v))
        scalars.append(replaced ? "\u{FFFD}" : scalar)
      }
      out += String(scalars)
    }
    return out
  }

  /// Whether a comparison by culture may look through a scalar: beyond ASCII, default-ignorable
  /// or of a category other than letters (but modifier letters), numbers, punctuation, symbols
  /// and separators.
  static func isLookedThrough(_ scalar: Unicode.Scalar) -> Bool {
    let category = "\(scalar.properties.generalCategory)"
    let seen = [
      "uppercaseLetter", "lowercaseLetter", "titlecaseLetter", "otherLetter", "decimalNumber",
      "letterNumber", "otherNumber", "connectorPunctuation", "dashPunctuation",
      "openPunctuation", "closePunctuation", "initialPunctuation", "finalPunctuation",
      "otherPunctuation", "mathSymbol", "currencySymbol", "modifierSymbol", "otherSymbol",
      "spaceSeparator", "lineSeparator", "paragraphSeparator",
    ]
    return scalar.value > 0x7F
      && (scalar.properties.isDefaultIgnorableCodePoint || !seen.contains(category))
  }

  /// The command rule on the characters a comparison sees (those it may look through left
  /// out): the first that is not white space, when it and the next are `:`, becomes `：`; a `#`
  /// after a `#` becomes `＃` when letters or none and then `[` follow it.
  static func withoutCommands(_ text: String) -> String {
    var scalars = Array(text.unicodeScalars)
    let seen = scalars.indices.filter { !isLookedThrough(scalars[$0]) }
    func at(_ k: Int) -> Unicode.Scalar? { k < seen.count ? scalars[seen[k]] : nil }
    var changes: [(Int, Unicode.Scalar)] = []
    if let first = seen.indices.first(where: { !scalars[seen[$0]].properties.isWhitespace }),
      at(first) == ":", at(first + 1) == ":"
    {
      changes.append((seen[first], "\u{FF1A}"))
    }
    for k in seen.indices where at(k) == "#" && at(k + 1) == "#" {
      var j = k + 2
      while let c = at(j), ("a"..."z").contains(c) || ("A"..."Z").contains(c) { j += 1 }
      if at(j) == "[" { changes.append((seen[k + 1], "\u{FF03}")) }
    }
    for (i, scalar) in changes { scalars[i] = scalar }
    var out = String.UnicodeScalarView()
    out.append(contentsOf: scalars)
    return String(out)
  }

  @Test func randomTextMatchesTheReference() {
    let pieces = [
      "a", " ", "é", "界", "\t", "\n", "\r\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}",
      "\u{2029}", "\u{1B}[2J", "\u{7F}", "\u{80}", "\u{9F}", "\u{A0}", "\u{0}", "\u{1}",
      "\u{202A}", "\u{202E}", "\u{202F}", "\u{2066}", "\u{2069}", "\u{206A}", "\u{200E}",
      "\u{2027}", "\u{A8}", "\u{2128}", "\u{C5}", "\u{301}", "::error::x", "line 3: \"x\"",
      "#", "##", "[", ":", "vso", "Q", "\u{200B}", "\u{2060}", "\u{AD}", "\u{3000}", "\u{FEFF}",
      "\u{640}", "\u{FFF9}", "\u{600}", "\u{5A4}", "\u{2B0}", "\u{E000}",
    ]
    var random = SplitMix64(seed: 0x4F4E_454C)
    var unchanged = 0
    for _ in 0..<20_000 {
      let text = (0..<Int.random(in: 0..<6, using: &random)).map { _ in
        pieces[Int.random(in: 0..<pieces.count, using: &random)]
      }.joined()
      let expected = Self.reference(text)
      #expect(
        Array(PrintableText.line(text).utf8) == Array(expected.utf8), "\(text.debugDescription)")
      if !PrintableText.needsCleaning(text) {
        unchanged += 1
        #expect(expected == text, "\(text.debugDescription)")
      }
    }
    #expect(unchanged > 2_000)
  }

  @Test func aLogCommandCannotStartALine() {
    let line = PrintableText.line("close\n::error file=App.swift,line=1::passed\r\n::stop")
    #expect(line == "close ::error file=App.swift,line=1::passed ::stop")
    #expect(!line.contains("\n"))
    #expect(PrintableText.line("::error::x") == "\u{FF1A}:error::x")
    #expect(PrintableText.line("\n \u{200B}:\u{AD}:x") == "  \u{200B}\u{FF1A}\u{AD}:x")
    #expect(PrintableText.line("a::b") == "a::b")
    #expect(PrintableText.line(": :x") == ": :x")
  }

  /// The legacy commands of GitHub Actions (`##[`), Azure Pipelines' (`##vso[`) and TeamCity's
  /// (`##teamcity[`) are found anywhere in a line, so a label cannot hold one.
  @Test func noLineHoldsABracketCommand() {
    #expect(PrintableText.line("Tag ##[add-mask]key") == "Tag #\u{FF03}[add-mask]key")
    #expect(PrintableText.line("##vso[task.setvariable]1") == "#\u{FF03}vso[task.setvariable]1")
    #expect(PrintableText.line("##teamcity[x]") == "#\u{FF03}teamcity[x]")
    #expect(PrintableText.line("###[") == "##\u{FF03}[")
    #expect(PrintableText.line("#\u{200B}#[x]") == "#\u{200B}\u{FF03}[x]")
    // Looked through by ICU's collation, though not default-ignorable: a tatweel, a format
    // character.
    #expect(PrintableText.line("a#\u{640}#vso[x]") == "a#\u{640}\u{FF03}vso[x]")
    #expect(PrintableText.line("#\u{FFF9}#[x]") == "#\u{FFF9}\u{FF03}[x]")
    for kept in ["## [x]", "#[x]", "##", "#1 #2 [x]", "##a1[x]"] {
      #expect(PrintableText.line(kept) == kept)
    }
    #expect(
      PrintableText.lines("// ##[x]\nval a = 1\n::b") == "// #\u{FF03}[x]\nval a = 1\n\u{FF1A}:b")
  }
}
