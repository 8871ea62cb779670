/// ASCII text looked for in a `Substring` by its bytes, with the answers that `hasPrefix` and
/// `firstIndex(of:)` (by characters) and `range(of:)` give.
///
/// Where the text is ASCII up to just after what is compared, its bytes are its characters (no
/// ASCII character but a carriage return joins the next one, and the patterns hold none), so the
/// bytes answer. Anywhere else, say a combining accent just after a match, or a Kelvin sign
/// where a `K` is looked for (it is canonically a `K`), the character-level search answers.
///
/// ```swift
/// ASCIIMatch.hasPrefix("traits: 8", "traits: ")   // true, from the bytes
/// ASCIIMatch.hasPrefix("0x\u{301}1", "0x")         // false, from the characters: `x́` is one
/// ASCIIMatch.firstRange(of: ", ", in: "Button, 0x1")  // the range of `, `
/// ```
enum ASCIIMatch {
  /// Whether the text starts with the pattern's characters, as `text.hasPrefix(pattern)`.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - pattern: ASCII text without a carriage return or line feed.
  static func hasPrefix(_ text: Substring, _ pattern: String) -> Bool {
    let answer = text.utf8.withContiguousStorageIfAvailable { text -> Bool? in
      var pattern = pattern  // `withUTF8` reads a native string's bytes in place
      return pattern.withUTF8 { pattern -> Bool? in
        var i = 0
        while i < pattern.count {
          // Fewer bytes cannot hold as many characters: no ASCII character has a longer form.
          guard i < text.count else { return false }
          // An ASCII byte that differs starts a character that differs.
          if text[i] != pattern[i] { return text[i] < 0x80 ? false : nil }
          i += 1
        }
        // The match ends a character unless what follows may join it.
        return i == text.count || text[i] < 0x80 ? true : nil
      }
    }
    if let answer, let answer { return answer }
    return text.hasPrefix(pattern)
  }

  /// The first range of the pattern in the text, as `text.range(of: pattern)`.
  ///
  /// - Parameters:
  ///   - pattern: Non-empty ASCII text without a carriage return or line feed.
  ///   - text: The text.
  static func firstRange(of pattern: String, in text: Substring) -> Range<Substring.Index>? {
    // The byte offset of the first match (`.some(nil)` for none), or `nil` to ask the characters.
    let answer = text.utf8.withContiguousStorageIfAvailable { text -> Int?? in
      var pattern = pattern
      return pattern.withUTF8 { pattern -> Int?? in
        guard let first = pattern.first else { return nil }
        var i = 0
        while i < text.count {
          let byte = text[i]
          if byte >= 0x80 { return nil }
          if byte == first && i + pattern.count <= text.count
            && UnsafeBufferPointer(rebasing: text[i..<(i + pattern.count)]).elementsEqual(pattern)
          {
            let after = i + pattern.count
            return after == text.count || text[after] < 0x80 ? .some(i) : nil
          }
          i += 1
        }
        return .some(nil)
      }
    }
    if let answer, let answer {
      guard let offset = answer else { return nil }
      let start = text.utf8.index(text.startIndex, offsetBy: offset)
      return start..<text.utf8.index(start, offsetBy: pattern.utf8.count)
    }
    return text.range(of: pattern)
  }

  /// The first place of an ASCII character in the text, as `text.firstIndex(of:)`.
  ///
  /// - Parameters:
  ///   - character: The character's byte: ASCII, not a carriage return or line feed.
  ///   - text: The text.
  static func firstIndex(of character: UInt8, in text: Substring) -> Substring.Index? {
    // The byte offset of the first match (`.some(nil)` for none), or `nil` to ask the characters.
    let answer = text.utf8.withContiguousStorageIfAvailable { text -> Int?? in
      var i = 0
      while i < text.count {
        let byte = text[i]
        if byte >= 0x80 { return nil }
        if byte == character { return i + 1 == text.count || text[i + 1] < 0x80 ? .some(i) : nil }
        i += 1
      }
      return .some(nil)
    }
    if let answer, let answer {
      return answer.map { text.utf8.index(text.startIndex, offsetBy: $0) }
    }
    return text.firstIndex(of: Character(Unicode.Scalar(character)))
  }
}
