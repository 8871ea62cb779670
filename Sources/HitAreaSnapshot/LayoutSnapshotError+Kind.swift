extension LayoutSnapshotError {
  /// What kind of problem an error reports, for callers that act on it rather than print it.
  ///
  /// New kinds may be added in any release, so a `switch` over kinds needs a `default`: `Kind`
  /// is a struct with static members rather than an enum because this package is not built with
  /// library evolution, where adding an enum case breaks every exhaustive `switch` of a caller.
  ///
  /// ```swift
  /// do {
  ///   snapshot = try LayoutSnapshot(jsonData: bytes, file: "checkout.json")
  /// } catch let error as LayoutSnapshotError {
  ///   switch error.kind {
  ///   case .tooLarge, .limitExceeded: print("split the screen into smaller files")
  ///   case .unsupportedVersion: print("update HitAreaKit")
  ///   default: print(error)
  ///   }
  /// }
  /// ```
  public struct Kind: Hashable, Sendable, CustomStringConvertible {
    /// The kind's name, such as `tooLarge`.
    public let description: String

    private init(_ name: String) { description = name }

    /// The file is larger than ``LayoutSnapshotLimits/maximumByteCount``; nothing of it was read.
    public static let tooLarge = Kind("tooLarge")
    /// The file could not be read from disk.
    public static let unreadable = Kind("unreadable")
    /// The file is not UTF-8 text (UTF-16, binary, invalid bytes, or an XML declaration naming
    /// another encoding).
    public static let notUTF8 = Kind("notUTF8")
    /// The file is empty or holds no elements to import.
    public static let empty = Kind("empty")
    /// The JSON or XML is malformed: the message names the line and column.
    public static let syntax = Kind("syntax")
    /// The XML declares a DOCTYPE, an entity or a processing instruction, which are refused
    /// because they can expand without bound or crash the XML parser.
    public static let refusedMarkup = Kind("refusedMarkup")
    /// The file is in none of the formats read (another kind of JSON, a `format` other than
    /// `hitarea.layout`).
    public static let unrecognizedFormat = Kind("unrecognizedFormat")
    /// The layout snapshot's `version` is not one this library reads (usually newer).
    public static let unsupportedVersion = Kind("unsupportedVersion")
    /// Too many nodes or nesting too deep: see ``LayoutSnapshotLimits``.
    public static let limitExceeded = Kind("limitExceeded")
    /// A required value is missing, such as a node's `frame` or the document's `root`.
    public static let missingValue = Kind("missingValue")
    /// A value has the wrong type or is out of range, such as a string where numbers belong, an
    /// infinite number or an unknown unit.
    public static let invalidValue = Kind("invalidValue")
    /// A JSON object gives the same key twice.
    public static let duplicateKey = Kind("duplicateKey")
    /// Two nodes have the same id.
    public static let duplicateID = Kind("duplicateID")
    /// The nodes do not form one tree, so the snapshot cannot be written.
    public static let notATree = Kind("notATree")
    /// The import options do not fit the file, such as a uiautomator dump read without a
    /// number of pixels per dp, or a number that is not positive.
    public static let invalidOptions = Kind("invalidOptions")
    /// A key the reader does not know, refused because reading was strict (otherwise it is a
    /// ``LayoutSnapshotWarning``).
    public static let unknownKey = Kind("unknownKey")
  }
}
