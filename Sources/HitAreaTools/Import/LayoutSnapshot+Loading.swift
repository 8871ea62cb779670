public import Foundation
import HitAreaKit
import HitAreaSnapshot

extension LayoutSnapshot {
  /// Reads any supported file: a layout snapshot, XCUITest / Appium iOS page source, a uiautomator
  /// dump, Appium UiAutomator2 page source, a RICO hierarchy, idb or AXe accessibility JSON,
  /// WebDriverAgent JSON page source, `maestro hierarchy` output or XCUITest `debugDescription`
  /// text, detecting the format from the content unless ``ImportOptions/format`` names it.
  ///
  /// Imported dumps record their platform (``DumpFormat/platform``).
  ///
  /// ```swift
  /// let data = try Data(contentsOf: url)
  /// let snapshot = try LayoutSnapshot.load(data: data, file: url.lastPathComponent)
  /// let android = try LayoutSnapshot.load(
  ///   data: dump, file: "window_dump.xml", options: ImportOptions(pixelsPerDP: 2.625))
  /// ```
  ///
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - file: The file's name, for errors (and the default name of an imported snapshot).
  ///   - options: The format, pixels per dp for Android dumps, the name, touch pass-through.
  /// - Throws: `LayoutSnapshotError`, with its kind, the file and the place: for content in no
  ///   supported format, kind `unrecognizedFormat` and `…: not a screen dump this tool reads;
  ///   supported formats: …` with every format (``DumpFormat/supportedFormatsSentence``); for a
  ///   dump saved as UTF-16, kind `notUTF8`, with how to save it; for more than
  ///   `LayoutSnapshotLimits/maximumByteCount` bytes, kind `tooLarge`.
  public static func load(data: Data, file: String, options: ImportOptions = ImportOptions())
    throws -> LayoutSnapshot
  {
    try read(data: data, file: file, options: options).snapshot
  }

  /// Reads any supported file as ``load(data:file:options:)`` does, and reports the keys of a
  /// layout snapshot that the reader does not know (imported dumps have none): a misspelt key
  /// changes nothing, so callers show these warnings.
  ///
  /// With ``ImportOptions/rejectsUnknownKeys`` the first one is thrown instead, as an error of kind
  /// `unknownKey`.
  ///
  /// ```swift
  /// let (snapshot, warnings) = try LayoutSnapshot.read(data: data, file: "screen.json")
  /// warnings.forEach { print($0) }
  /// // screen.json: root.children[0]: unknown key "passthrough" (did you mean "passThrough"?)
  /// ```
  ///
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - file: The file's name, for errors and warnings.
  ///   - options: The format, pixels per dp for Android dumps, the name, touch pass-through,
  ///     strictness.
  /// - Returns: The snapshot and its warnings.
  /// - Throws: What ``load(data:file:options:)`` throws, and with
  ///   ``ImportOptions/rejectsUnknownKeys`` the first unknown key.
  public static func read(data: Data, file: String, options: ImportOptions = ImportOptions())
    throws -> (snapshot: LayoutSnapshot, warnings: [LayoutSnapshotWarning])
  {
    let loaded = try read(
      input: SnapshotInput(data, file: file), format: options.format, options: options)
    return (loaded.snapshot, loaded.warnings)
  }

  /// Reads a file whose bytes are the reader's input already, in the format found for it, or
  /// detected from the content when `format` is `nil`: the one import every command goes
  /// through (`ScreenLoad`).
  ///
  /// - Parameters:
  ///   - input: The file's bytes, with its name.
  ///   - format: The format, when already known.
  ///   - options: The name, pixels per dp for Android dumps, touch pass-through, strictness.
  /// - Returns: The snapshot, its warnings, and where each node starts in the file.
  /// - Throws: What ``read(data:file:options:)`` throws.
  package static func read(input: SnapshotInput, format: DumpFormat?, options: ImportOptions)
    throws -> LoadedSnapshot
  {
    let file = input.file
    guard let format = format ?? DumpFormat.detect(in: input.bytes) else {
      // A dump in UTF-16 (saved by Windows PowerShell 5.1) is named as such, not as no dump.
      if DumpFormat.detectUTF16(in: input.bytes) != nil { try input.requireText() }
      let blank = input.bytes.allSatisfy { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
      throw LayoutSnapshotError(
        blank ? .empty : .unrecognizedFormat, file: file, path: "",
        message: blank
          ? "the file is empty"
          : "not a screen dump this tool reads; " + DumpFormat.supportedFormatsSentence)
    }
    switch format {
    case .layoutSnapshot:
      var (snapshot, warnings, lines) = try LayoutSnapshot.read(input: input)
      if options.rejectsUnknownKeys, let first = warnings.first { throw first.error }
      if let name = options.name { snapshot.name = name }
      return LoadedSnapshot(snapshot, warnings: warnings, lines: lines)
    case .xcuitest: return try XCUITestImporter.read(input, options: options)
    case .uiautomator, .uiautomator2: return try UIAutomatorImporter.read(input, options: options)
    case .rico: return try RICOImporter.read(input, options: options)
    case .idb: return try IDBImporter.read(input, options: options)
    case .wda: return try WDAImporter.read(input, options: options)
    case .maestro: return try MaestroImporter.read(input, options: options)
    case .debugDescription: return try DebugDescriptionImporter.read(input, options: options)
    }
  }

  /// Reads any supported file from disk; see ``load(data:file:options:)``.
  ///
  /// Files larger than `LayoutSnapshotLimits/maximumByteCount` are refused before
  /// they are read.
  ///
  /// - Parameters:
  ///   - url: A file URL.
  ///   - options: The format, pixels per dp for Android dumps, the name, touch pass-through.
  /// - Throws: `LayoutSnapshotError` naming the file (its last path component).
  public static func load(contentsOf url: URL, options: ImportOptions = ImportOptions()) throws
    -> LayoutSnapshot
  {
    let file = url.lastPathComponent
    let data: Data
    do {
      let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int
      if let size { try SnapshotInput.checkSize(size, file: file) }
      data = try Data(contentsOf: url)
    } catch let error as LayoutSnapshotError {
      throw error
    } catch {
      throw LayoutSnapshotError(
        .unreadable, file: file, path: "", message: "cannot be read: \(error.localizedDescription)")
    }
    return try load(data: data, file: file, options: options)
  }
}
