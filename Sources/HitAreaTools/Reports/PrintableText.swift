import HitAreaSnapshot

/// Text from a dump made safe to print as one line of a log: a label, an id, a screen's name, a
/// path or a message that quotes them.
///
/// A line break (a carriage return and line feed together are one) becomes a space, so one
/// finding stays one line (a button title on two lines split it). Every other control character
/// (an escape that clears a terminal, a delete, a C1 control) becomes U+FFFD, which shows that
/// something was there. Tabs stay, and so do the marks that order right-to-left text (an app's
/// localized strings wrap their arguments in isolates).
///
/// A CI service reads the lines a job prints for commands, and text from a dump must not give
/// one: GitHub Actions takes a line that starts with `::` (after white space) and, in its older
/// form, `##[` anywhere in a line (`##[set-output name=x]…`, `##[stop-commands]…`), Azure
/// Pipelines `##vso[` anywhere, TeamCity `##teamcity[`. So a `#` that follows a `#` and is
/// followed by a bracket, after letters or none, is written `＃` (U+FF03), and the first `:` of a
/// line's leading `::` is written `：` (U+FF1A): they read the same, and no service's comparison
/// takes them for the ASCII marks. Characters that a culture-aware comparison ignores (the
/// default-ignorable ones: zero-width spaces, joiners, soft hyphens) are looked through, as
/// GitHub's runner, which compares by culture, looks through them.
///
/// ```swift
/// PrintableText.line("Close\nline")          // "Close line"
/// PrintableText.line("A\u{1B}[2J")           // "A\u{FFFD}[2J"
/// PrintableText.line("::error::x")           // "：:error::x"
/// PrintableText.line("Tag ##[add-mask]key")  // "Tag #＃[add-mask]key"
/// ```
package enum PrintableText {
  /// The text as one printable line that gives no command to a CI service.
  ///
  /// - Complexity: O(n); text without such characters (nearly all) is returned as it is,
  ///   after one pass over its bytes.
  package static func line(_ text: String) -> String {
    guard needsCleaning(text) else { return text }
    return withoutLogCommands(withoutControls(text))
  }

  /// Each line of a text that keeps its lines (Kotlin with a dump's label in a comment) made as
  /// ``line(_:)`` makes one: only `\n` divides them.
  package static func lines(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line(String($0)) }
      .joined(separator: "\n")
  }

  /// The text with each line break a space and each other control character but a tab U+FFFD:
  /// one line, its text otherwise as it is (for a message that machine formats carry too).
  package static func oneLine(_ text: String) -> String {
    needsCleaning(text) ? withoutControls(text) : text
  }

  /// The text with each line break a space and each other control character but a tab U+FFFD.
  private static func withoutControls(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    var afterReturn = false
    for scalar in text.unicodeScalars {
      defer { afterReturn = scalar == "\r" }
      switch scalar.value {
      case 0x0A where afterReturn: continue
      case 0x0A...0x0D, 0x85, 0x2028, 0x2029: out.append(" ")
      case 0x09: out.append(scalar)
      case 0x00...0x1F, 0x7F...0x9F: out.append("\u{FFFD}")
      default: out.append(scalar)
      }
    }
    return String(out)
  }

  /// One line with the marks that would start a CI service's command written as look-alikes
  /// (see ``PrintableText``): the `#` after a `#` before `[` (letters and ignorable characters
  /// may stand between), and the first `:` of a leading `::`.
  private static func withoutLogCommands(_ line: String) -> String {
    var scalars = Array(line.unicodeScalars)
    func isIgnorable(_ i: Int) -> Bool { looksThrough(scalars[i]) }
    /// The index of the next character a comparison does not ignore, from `i`.
    func next(_ i: Int) -> Int {
      var i = i
      while i < scalars.count && isIgnorable(i) { i += 1 }
      return i
    }
    var replaced = false
    // A leading `::`, after white space.
    var start = 0
    while start < scalars.count && (scalars[start].properties.isWhitespace || isIgnorable(start)) {
      start += 1
    }
    if start < scalars.count && scalars[start] == ":" {
      let second = next(start + 1)
      if second < scalars.count && scalars[second] == ":" {
        scalars[start] = "\u{FF1A}"
        replaced = true
      }
    }
    // `##`, then letters or none, then `[`.
    var i = 0
    while i < scalars.count {
      defer { i += 1 }
      guard scalars[i] == "#" else { continue }
      let second = next(i + 1)
      guard second < scalars.count && scalars[second] == "#" else { continue }
      var k = next(second + 1)
      while k < scalars.count && scalars[k].isASCII && scalars[k].properties.isAlphabetic {
        k = next(k + 1)
      }
      // Written in place: the `#` taken is followed by letters or `[`, never by a `#`, so it
      // starts no other mark.
      if k < scalars.count && scalars[k] == "[" {
        scalars[second] = "\u{FF03}"
        replaced = true
      }
    }
    guard replaced else { return line }
    var out = String.UnicodeScalarView()
    out.append(contentsOf: scalars)
    return String(out)
  }

  /// Whether a comparison by culture may look through a scalar.
  ///
  /// That is a default-ignorable one (a zero-width space, a joiner, a soft hyphen), or any other that is neither a letter (but a
  /// modifier letter), a digit, punctuation, a symbol nor a space: format characters (U+0600,
  /// U+FFF9), marks, the tatweel (U+0640), private and unassigned ones. ICU's collation ignores
  /// hundreds of scalars that are not default-ignorable; taking in more than it ignores only
  /// rewrites a `#` more.
  static func looksThrough(_ scalar: Unicode.Scalar) -> Bool {
    guard !scalar.isASCII else { return false }
    if scalar.properties.isDefaultIgnorableCodePoint { return true }
    switch scalar.properties.generalCategory {
    case .control, .format, .surrogate, .privateUse, .unassigned, .nonspacingMark,
      .spacingMark, .enclosingMark, .modifierLetter:
      return true
    default: return false
    }
  }

  /// Whether the text may hold a character ``line(_:)`` changes, told by its bytes: a byte below
  /// a space but a tab, a delete, `C2 80`–`C2 9F` (C1), `E2 80 A8` or `E2 80 A9` (the line and
  /// paragraph separators), or the marks of a CI service's command: a `:` before any ASCII
  /// character but white space, a `[` after two `#`.
  static func needsCleaning(_ text: String) -> Bool {
    text.withUTF8Bytes { bytes in
      let n = bytes.count
      // Where a line's first ASCII character but white space is: a `:` may start a command.
      var start = 0
      while start < n && (bytes[start] == 0x20 || bytes[start] == 0x09 || bytes[start] >= 0x80) {
        start += 1
      }
      if start < n && bytes[start] == 0x3A { return true }
      var hashes = 0
      for i in 0..<n {
        let byte = bytes[i]
        if byte >= 0x20 && byte < 0x7F {
          if byte == 0x23 {
            hashes += 1
          } else if byte == 0x5B && hashes > 1 {
            return true
          }
          continue
        }
        switch byte {
        case 0x09: continue
        case 0x00...0x1F, 0x7F: return true
        case 0x80...0x9F where i > 0 && bytes[i - 1] == 0xC2: return true
        case 0xA8...0xA9 where i > 1 && bytes[i - 1] == 0x80 && bytes[i - 2] == 0xE2:
          return true
        default: continue
        }
      }
      return false
    }
  }

}
