@_spi(Readers) import HitAreaSnapshot

extension XMLElementTree {
  /// Where a document holds the markup refused before it is parsed: the first `<!DOCTYPE` and
  /// the first `<!ENTITY` (their letters in any case) and the first `<?` other than the XML
  /// declaration at the start.
  ///
  /// Found in one pass over the document's `<`s, eight bytes at a time.
  ///
  /// ```swift
  /// if let offset = RefusedMarkup(in: bytes).doctype { throw … }
  /// ```
  struct RefusedMarkup {
    /// The offset of the first `<!DOCTYPE`, if any.
    private(set) var doctype: Int?
    /// The offset of the first `<!ENTITY`, if any (looked for until a DOCTYPE is found, which is
    /// refused first).
    private(set) var entity: Int?
    /// The offset of the first `<?` that is not the XML declaration at the start, if any (looked
    /// for until a DOCTYPE is found).
    private(set) var instruction: Int?

    /// The keywords, each byte but the `<` with its case bit set: a byte matches when it does
    /// with that bit set.
    private static let doctypeKeyword = Array("<!DOCTYPE".utf8).map { $0 | 0x20 }
    private static let entityKeyword = Array("<!ENTITY".utf8).map { $0 | 0x20 }

    /// Finds the refused markup in a document.
    ///
    /// - Complexity: O(n) for n bytes.
    init(in bytes: [UInt8]) {
      let declaration = XMLElementTree.contentStart(in: bytes)
      bytes.withUnsafeBufferPointer { bytes in
        let raw = UnsafeRawBufferPointer(bytes)
        var i = 0
        while i + 8 <= bytes.count {
          let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
          var opens = ByteWord.matches(UInt8(ascii: "<"), in: word)
          while opens != 0 {
            if look(at: i + opens.trailingZeroBitCount / 8, in: bytes, declaration: declaration) {
              return
            }
            opens &= opens - 1
          }
          i += 8
        }
        while i < bytes.count {
          if bytes[i] == UInt8(ascii: "<"), look(at: i, in: bytes, declaration: declaration) {
            return
          }
          i += 1
        }
      }
    }

    /// Notes the markup that the `<` at `i` opens; `true` when it is a DOCTYPE, the end of the
    /// search.
    private mutating func look(
      at i: Int, in bytes: UnsafeBufferPointer<UInt8>, declaration: Int
    ) -> Bool {
      // Nearly every `<` opens a tag or closes one. The byte after it rules out all three at
      // once, with no keyword read, unless it is a keyword's `!` (with its case bit set, as
      // `holds` compares) or a `?`.
      guard i + 1 < bytes.count,
        bytes[i + 1] | 0x20 == UInt8(ascii: "!") || bytes[i + 1] == UInt8(ascii: "?")
      else { return false }
      if Self.holds(Self.doctypeKeyword, at: i, in: bytes) {
        doctype = i
        return true
      }
      if entity == nil && Self.holds(Self.entityKeyword, at: i, in: bytes) { entity = i }
      if instruction == nil && i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "?") {
        let start = XMLElementTree.declarationStart
        let end = i + start.count
        let isDeclaration =
          i == declaration && end < bytes.count
          && start.indices.allSatisfy { bytes[i + $0] == start[$0] }
          && (bytes[end] == 0x20 || bytes[end] == 0x09 || bytes[end] == 0x0A || bytes[end] == 0x0D)
        if !isDeclaration { instruction = i }
      }
      return false
    }

    /// Whether the keyword starts at `i`: its `<`, then each byte with its case bit set.
    private static func holds(
      _ keyword: [UInt8], at i: Int, in bytes: UnsafeBufferPointer<UInt8>
    ) -> Bool {
      i + keyword.count <= bytes.count
        && (1..<keyword.count).allSatisfy { bytes[i + $0] | 0x20 == keyword[$0] }
    }
  }
}
