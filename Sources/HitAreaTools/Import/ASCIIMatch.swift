import HitAreaAuditing

/// ASCII text looked for in a `Substring` by its bytes, with the answers that `hasPrefix` and
/// `firstIndex(of:)` (by characters) and `range(of:)` give.
///
/// ASCII bytes with ASCII around them are their characters (no ASCII character but a carriage
/// return joins the next one, and the patterns hold none), and other text matches an ASCII
/// pattern only through the few scalars that are canonically ASCII, so the bytes answer, passing
/// over other text. Where they cannot, say a combining accent just after a match, or a Kelvin
/// sign where a `K` is looked for (it is canonically a `K`), the character-level search answers.
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
      return pattern.withUTF8Bytes { pattern -> Bool? in
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
  ///
  /// Where the bytes cannot settle a place, Foundation's search settles it over a few characters
  /// around it, and the bytes go on after them: a search of the whole rest at each such place
  /// made a line of accented words and `, ` quadratic (25,000 of them, 4.7 s).
  static func firstRange(of pattern: String, in text: Substring) -> Range<Substring.Index>? {
    let patternCount = pattern.utf8.count
    var start = text.startIndex  // a character boundary; no match starts before it
    while true {
      let rest = text[start...]
      let answer = rest.utf8.withContiguousStorageIfAvailable { bytes in
        pattern.withUTF8Bytes { scan(for: $0, in: bytes) }
      }
      switch answer {
      case nil: return rest.range(of: pattern)
      case .found(let offset)?:
        let lower = rest.utf8.index(rest.startIndex, offsetBy: offset)
        return lower..<rest.utf8.index(lower, offsetBy: patternCount)
      case .absent?: return nil
      case .undecided(let offset)?:
        // The character holding the undecided byte (a match there may start after a sign
        // prepended to it), and for a pattern with a letter that has a canonical equivalent
        // (a Kelvin sign is a `K`) the ASCII before it that a match through it may start in;
        // the window reaches two characters past the pattern's length after it: a match
        // found ending before the window's end is one in the whole text (what follows it
        // cannot join it).
        let utf8 = rest.utf8
        let place = utf8.index(rest.startIndex, offsetBy: offset)
        var character = rest.startIndex
        while case let next = rest.index(after: character), next <= place, next < rest.endIndex {
          character = next
        }
        var windowStart = character
        if pattern.utf8.contains(where: Self.hasCanonicalEquivalent) {
          // Every byte before the place is ASCII (the look stops at the first other one).
          windowStart = utf8.index(place, offsetBy: -Swift.min(patternCount - 1, offset))
        }
        var end = character
        for _ in 0...(patternCount + 2) where end < rest.endIndex { end = rest.index(after: end) }
        if let found = rest[windowStart..<end].range(of: pattern),
          found.upperBound < end || end == rest.endIndex
        {
          return found
        }
        start = rest.index(after: character)
      }
    }
  }

  /// The first place of an ASCII character in the text, as `text.firstIndex(of:)`.
  ///
  /// - Parameters:
  ///   - character: The character's byte: ASCII, not a carriage return or line feed.
  ///   - text: The text.
  static func firstIndex(of character: UInt8, in text: Substring) -> Substring.Index? {
    let answer = text.utf8.withContiguousStorageIfAvailable { text -> Int?? in
      withUnsafeBytes(of: character) { firstOffset(of: $0.bindMemory(to: UInt8.self), in: text) }
    }
    if let answer, let answer {
      return answer.map { text.utf8.index(text.startIndex, offsetBy: $0) }
    }
    return text.firstIndex(of: Character(Unicode.Scalar(character)))
  }

  /// The text after a prefix it has, as `text.dropFirst(pattern.count)`.
  ///
  /// - Parameters:
  ///   - pattern: ASCII text without a carriage return or line feed, which the text starts with
  ///     (``hasPrefix(_:_:)``).
  ///   - text: The text.
  static func dropPrefix(_ pattern: String, from text: Substring) -> Substring {
    let end = text.utf8.withContiguousStorageIfAvailable { text -> Int? in
      return pattern.withUTF8Bytes { pattern -> Int? in
        // Characters equal to the pattern's are one scalar each (a mark or a joiner would make
        // them differ): when they are the pattern's own bytes, they end where it does. They may
        // instead be scalars that are canonically ASCII (a Kelvin sign), of other lengths.
        guard pattern.count <= text.count,
          UnsafeBufferPointer(rebasing: text[..<pattern.count]).elementsEqual(pattern)
        else { return nil }
        return pattern.count
      }
    }
    if let end, let end { return text[text.utf8.index(text.startIndex, offsetBy: end)...] }
    return text.dropFirst(pattern.count)
  }

  /// The text after the hexadecimal digits it starts with, as `text.drop(while: \.isHexDigit)`.
  static func dropHexDigits(from text: Substring) -> Substring {
    // Other text next may be a full-width digit, or may join the last digit.
    drop(from: text, whileByte: { ASCII.digitValue($0, radix: 16) != nil }, else: \.isHexDigit)
  }

  /// The text after the run of ASCII characters it starts with, as `text.drop(while:)` with the
  /// characters' test: by bytes when ASCII or nothing follows the run (no ASCII character but a
  /// carriage return joins the next one), else by characters, as other text may join the run's
  /// last character or be a character the test takes (a full-width digit).
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - byte: Whether an ASCII byte is one of the run's characters (not a carriage return).
  ///   - character: The same test of a character.
  static func drop(
    from text: Substring, whileByte byte: (UInt8) -> Bool, else character: (Character) -> Bool
  ) -> Substring {
    let end = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
      var i = 0
      while i < bytes.count, byte(bytes[i]) { i += 1 }
      return i == bytes.count || bytes[i] < 0x80 ? i : nil
    }
    if let end, let end { return text[text.utf8.index(text.startIndex, offsetBy: end)...] }
    return text.drop(while: character)
  }

  /// The byte offset of the first match of an ASCII pattern that the characters would find
  /// (`.some(nil)` for none), or `nil` to ask the characters.
  ///
  /// A character that matches an ASCII character is that character's byte, or a scalar that is
  /// canonically it: the Kelvin sign (`K`), the Greek question mark (`;`) or the Greek varia
  /// (`` ` ``). So for a pattern without those, other text is passed over, and the characters
  /// match where the bytes do and the match is whole characters: no other text just before it
  /// (a prepended sign joins what follows) or just after it (an accent or a joiner joins what
  /// precedes). A match the bytes cannot settle is asked of the characters, and so is any
  /// other text when the pattern holds `K`, `;` or `` ` ``.
  ///
  /// - Parameters:
  ///   - pattern: Non-empty ASCII without a carriage return or line feed.
  ///   - text: The text's UTF-8.
  static func firstOffset(
    of pattern: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>
  ) -> Int?? {
    switch scan(for: pattern, in: text) {
    case .found(let offset): .some(offset)
    case .absent: .some(nil)
    case .undecided: nil
    }
  }

  /// Whether an ASCII byte's character is canonically another scalar too: `K` (the Kelvin
  /// sign), `;` (the Greek question mark) or `` ` `` (the Greek varia).
  static func hasCanonicalEquivalent(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "K") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: "`")
  }

  /// What a look for an ASCII pattern by bytes finds.
  enum ByteScan: Equatable {
    /// The first match, at this byte offset.
    case found(Int)
    /// No match.
    case absent
    /// The characters must settle the place at this byte offset; no match starts before it.
    case undecided(at: Int)
  }

  /// ``firstOffset(of:in:)``, with the place the characters must settle.
  static func scan(
    for pattern: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>
  ) -> ByteScan {
    guard let first = pattern.first else { return .undecided(at: 0) }
    let hasEquivalents = pattern.contains(where: hasCanonicalEquivalent)
    var i = 0
    while i < text.count {
      let byte = text[i]
      if byte >= 0x80 && hasEquivalents { return .undecided(at: i) }
      if byte == first && i + pattern.count <= text.count
        && UnsafeBufferPointer(rebasing: text[i..<(i + pattern.count)]).elementsEqual(pattern)
      {
        let after = i + pattern.count
        let wholeCharacters =
          (i == 0 || text[i - 1] < 0x80) && (after == text.count || text[after] < 0x80)
        return wholeCharacters ? .found(i) : .undecided(at: i)
      }
      i += 1
    }
    return .absent
  }
}
