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
  /// That is NFC quick check Yes, combining class 0, and no composition with a neighbour:
  /// ASCII, U+0080 to U+02FF (Latin-1 and the Latin extensions, before the combining accents),
  /// the quotes and ellipsis labels use (U+2018, U+2019, U+2026), and the CJK ideographs U+3400
  /// to U+9FFF. Such text is in Normalization Form C, alone or next to any other such text, so
  /// two such strings are equal as `String`s exactly when their bytes are.
  ///
  /// ```swift
  /// CanonicalBytes.isNormalizedByBytes("Switch ‘Wi-Fi’")  // true
  /// CanonicalBytes.isNormalizedByBytes("e\u{301}")         // false: a combining accent
  /// ```
  package static func isNormalizedByBytes(_ text: String) -> Bool {
    text.withUTF8Bytes(isNormalized)
  }

  /// Whether text with these UTF-8 bytes has its equality decided by them (see
  /// ``isNormalizedByBytes(_:)``).
  private static func isNormalized(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
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
      } else if lead >= 0xC2 && lead <= 0xCB {
        i += 2  // U+0080 to U+02FF
      } else if lead == 0xE2 && i + 2 < n && bytes[i + 1] == 0x80
        && (bytes[i + 2] == 0x98 || bytes[i + 2] == 0x99 || bytes[i + 2] == 0xA6)
      {
        i += 3  // ‘ ’ …
      } else if (lead == 0xE3 && i + 1 < n && bytes[i + 1] >= 0x90)
        || (lead >= 0xE4 && lead <= 0xE9)
      {
        i += 3  // U+3400 to U+9FFF
      } else {
        return false
      }
    }
    return true
  }
}
