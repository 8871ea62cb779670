/// The bytes of one file, checked where reading starts: no larger than
/// ``LayoutSnapshotLimits/maximumByteCount``, and whether they are UTF-8 text.
///
/// Every reader in the package (the layout snapshot reader, the JSON reader and the importers of
/// HitAreaTools) starts from one, so the size limit and the text check, and their messages, live
/// here only. The text check is made once, here, and reported by the readers
/// (``requireText()``), so that a file in no known format is named as such rather than by its
/// first odd byte.
///
/// ```swift
/// let input = try SnapshotInput(bytes, file: "checkout.json")
/// var reader = try JSONReader(input: input)
/// ```
package struct SnapshotInput: Sendable {
  /// The file's bytes: UTF-8, perhaps with a byte order mark.
  package let bytes: [UInt8]
  /// The file's name, for errors.
  package let file: String
  /// Why the bytes are not UTF-8 text, or `nil` when they are.
  package let textProblem: String?

  /// Checks the size, then copies the bytes and finds whether they are UTF-8 text.
  ///
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - file: The file's name, for errors.
  /// - Throws: ``LayoutSnapshotError`` of kind ``LayoutSnapshotError/Kind/tooLarge``.
  /// - Complexity: O(n).
  package init(_ data: some Collection<UInt8>, file: String) throws {
    try Self.checkSize(data.count, file: file)
    bytes = Array(data)
    self.file = file
    textProblem = UTF8Text.problem(in: bytes)
  }

  /// The file's bytes up to `end`: a reader's cut of what a tool wrote after a document.
  ///
  /// The whole file's text check stands: a file that is not UTF-8 text is refused as such,
  /// wherever its bad byte is.
  ///
  /// - Parameter end: Where the kept bytes end (not included).
  package func prefix(upTo end: Int) -> SnapshotInput {
    SnapshotInput(bytes: Array(bytes[..<end]), file: file, textProblem: textProblem)
  }

  /// A file's bytes, name and text check, as they are.
  private init(bytes: [UInt8], file: String, textProblem: String?) {
    self.bytes = bytes
    self.file = file
    self.textProblem = textProblem
  }

  /// Refuses bytes that are not UTF-8 text; every reader calls it before it reads.
  ///
  /// - Throws: ``LayoutSnapshotError`` of kind ``LayoutSnapshotError/Kind/notUTF8``, naming the
  ///   first bad byte's position.
  package func requireText() throws {
    if let textProblem {
      throw LayoutSnapshotError(.notUTF8, file: file, path: "", message: textProblem)
    }
  }

  /// Refuses a file of more than ``LayoutSnapshotLimits/maximumByteCount`` bytes: for bytes in
  /// memory, and for a file on disk before it is read.
  ///
  /// - Parameters:
  ///   - byteCount: The file's size in bytes.
  ///   - file: The file's name, for errors.
  /// - Throws: ``LayoutSnapshotError`` of kind ``LayoutSnapshotError/Kind/tooLarge``.
  package static func checkSize(_ byteCount: Int, file: String) throws {
    let limit = LayoutSnapshotLimits.maximumByteCount
    guard byteCount <= limit else {
      throw LayoutSnapshotError(
        .tooLarge, file: file, path: "",
        message: "the file is \(byteCount) bytes; the limit is \(limit) bytes (\(limit >> 20) MiB)")
    }
  }
}
