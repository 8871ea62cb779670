import HitAreaSnapshot

/// Text from a dump made safe to print as one line of a log: a label, an id, a screen's name, a
/// path or a message that quotes them.
///
/// A line break (a carriage return and line feed together are one) becomes a space, so one
/// finding stays one line (a button title on two lines
/// split it, and a line that began `::error` was a command to GitHub Actions). Every other
/// control character (an escape that clears a terminal, a delete, a C1 control) becomes U+FFFD,
/// which shows that something was there. Tabs stay, and so do the marks that order
/// right-to-left text (an app's localized strings wrap their arguments in isolates).
///
/// ```swift
/// PrintableText.line("Close\nline")   // "Close line"
/// PrintableText.line("A\u{1B}[2J")    // "A\u{FFFD}[2J"
/// ```
package enum PrintableText {
  /// The text as one printable line.
  ///
  /// - Complexity: O(n); text without such characters (nearly all) is returned as it is,
  ///   after one pass over its bytes.
  package static func line(_ text: String) -> String {
    guard needsCleaning(text) else { return text }
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

  /// Whether the text holds a character ``line(_:)`` changes, told by its bytes: a byte below
  /// a space but a tab, a delete, `C2 80`–`C2 9F` (C1), `E2 80 A8` or `E2 80 A9` (the line and
  /// paragraph separators).
  static func needsCleaning(_ text: String) -> Bool {
    text.withUTF8Bytes { bytes in
      for (i, byte) in bytes.enumerated() {
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
