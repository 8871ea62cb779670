/// Text whose UTF-8 bytes decide its equality as a `String`: where a table keyed by bytes, or a
/// hash of the bytes, gives the answers `String`'s canonical equivalence would.
///
/// `String` equality is canonical equivalence: `é` precomposed and `e` with a combining accent
/// are one `String` with different bytes. Code that compares or hashes bytes for speed asks
/// ``isNormalizedByBytes(_:)`` first and takes `String`'s way for other text.
///
/// ```swift
/// CanonicalBytes.isNormalizedByBytes("Switch ‘Wi-Fi’")  // true: compare the bytes
/// CanonicalBytes.isNormalizedByBytes("Cafe\u{301}")     // false: compare as Strings
/// ```
package enum CanonicalBytes {
  /// Whether the text's bytes decide its equality: every scalar is one that Unicode never
  /// composes, decomposes or reorders.
  ///
  /// That is NFC quick check Yes, combining class 0, and no composition with a neighbour
  /// (``isNormalized(scalar:)``): ASCII, Latin-1 and the Latin extensions, Cyrillic, general
  /// punctuation (dashes, quotes, the bullet, the ellipsis), box drawing, shapes, symbols and
  /// dingbats, kana, the CJK ideographs and the Hangul syllables, each without the combining
  /// marks among them. Such text is in Normalization Form C, alone or next to any other such
  /// text, so two such strings are equal as `String`s exactly when their bytes are.
  ///
  /// ```swift
  /// CanonicalBytes.isNormalizedByBytes("Switch ‘Wi-Fi’")  // true
  /// CanonicalBytes.isNormalizedByBytes("e\u{301}")         // false: a combining accent
  /// ```
  package static func isNormalizedByBytes(_ text: String) -> Bool {
    text.withUTF8Bytes(isNormalized)
  }

  /// Whether text with these UTF-8 bytes (valid UTF-8) has its equality decided by them (see
  /// ``isNormalizedByBytes(_:)``).
  package static func isNormalized(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var i = 0
    let n = bytes.count
    // ASCII eight bytes at a time, then a byte or a character at a time.
    let raw = UnsafeRawBufferPointer(bytes)
    while i + 8 <= n && ByteWord.isASCII(raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) {
      i += 8
    }
    while i < n {
      let lead = bytes[i]
      if lead < 0x80 {
        i += 1
      } else if lead < 0xE0 {
        guard i + 1 < n else { return false }
        guard isNormalized(scalar: UInt32(lead & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F)) else {
          return false
        }
        i += 2
      } else if lead < 0xF0 {
        guard i + 2 < n else { return false }
        let scalar =
          UInt32(lead & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6
          | UInt32(bytes[i + 2] & 0x3F)
        guard isNormalized(scalar: scalar) else { return false }
        i += 3
      } else {
        return false  // beyond the Basic Multilingual Plane
      }
    }
    return true
  }

  /// Whether a scalar's bytes decide equality wherever it stands in such text.
  ///
  /// Such a scalar (see ``isNormalizedByBytes(_:)``) is its own NFC form, has combining class 0,
  /// and is never the second of a composition. The tests hold every scalar of these blocks to
  /// that, against Unicode's data.
  ///
  /// - Parameter scalar: The scalar's value.
  package static func isNormalized(scalar: UInt32) -> Bool {
    switch scalar {
    case 0x00...0x7F,  // ASCII
      0x80...0x2FF,  // Latin-1 and the Latin extensions, before the combining accents
      0x400...0x482, 0x48A...0x4FF,  // Cyrillic, without its combining marks
      0x2002...0x205E,  // punctuation, without U+2000 and U+2001 (NFC makes them U+2002, U+2003)
      0x2500...0x27BF,  // box drawing, shapes, symbols and dingbats
      0x3041...0x3096, 0x309B...0x30FF,  // kana, without the combining sound marks
      0x3400...0x9FFF,  // CJK ideographs
      0xAC00...0xD7A3:  // Hangul syllables (their jamo compose, and are not here)
      return true
    default:
      return false
    }
  }
}
