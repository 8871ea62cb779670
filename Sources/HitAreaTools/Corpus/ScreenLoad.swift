import Foundation
import HitAreaKit
import HitAreaSnapshot

/// What reading one file gives: a screen, a file that is not a screen dump (skipped when it was
/// found in a directory), or a broken file and why.
///
/// It is the one reader of every command, for one file and for many: a file too large is refused
/// before it is read, and the format is detected once, from the first bytes (text whole), and
/// handed to the importer.
///
/// ```swift
/// switch ScreenLoad.read(file, options: ImportOptions()) {
/// case .screen(let snapshot, let warnings): audit(snapshot); warnings.forEach { print($0) }
/// case .skipped: skipped += 1
/// case .broken(let reason): print(reason)  // "screens/b.xml: line 3: …"
/// }
/// ```
package enum ScreenLoad: Sendable {
  /// A screen, read and imported, with the unknown keys of a layout snapshot and where its nodes
  /// start in the file.
  case screen(LayoutSnapshot, warnings: [LayoutSnapshotWarning], lines: SourceLines)
  /// A file found in a directory whose content is no screen dump the importers know.
  case skipped
  /// A file that cannot be read or imported, with one line that names it and says why.
  case broken(String)

  /// How many bytes are looked at to recognise a dump.
  private static let prefixLength = 65_536

  /// Reads and imports a file.
  ///
  /// A file over `LayoutSnapshotLimits.maximumByteCount` is refused unread. A file found in a
  /// directory is recognised by its first bytes (``DumpFormat/detect(in:)``) before it is read
  /// whole, or, when they are text with no dump in them, once it is read whole; it is skipped
  /// when it is no dump (a dump in UTF-16 is read, and refused as not UTF-8). A named file is
  /// always read.
  ///
  /// - Parameters:
  ///   - file: The file.
  ///   - options: How to import it; its name is left to the importers.
  package static func read(_ file: CorpusFile, options: ImportOptions) -> ScreenLoad {
    if let problem = file.problem { return .broken("\(file.path): \(problem)") }
    if let contents = file.contents {
      return load(contents, file: file.path, format: options.format, options: options)
    }
    let limit = LayoutSnapshotLimits.maximumByteCount
    func tooLarge(_ size: Int) -> ScreenLoad {
      .broken("\(file.path): file is \(size >> 20) MiB; the limit is \(limit >> 20) MiB")
    }
    let handle: FileBytes
    switch FileBytes.open(file.location, atMost: limit + 1) {
    case .opened(let opened): handle = opened
    case .missing: return .broken("\(file.path): no such file")
    case .directory: return .broken("\(file.path): is a directory")
    case .unreadable(let size):
      return size > limit ? tooLarge(size) : .broken("\(file.path): cannot be read")
    }
    if handle.size > limit { return tooLarge(handle.size) }
    // A file found in a directory is read on only when its first bytes are a dump's, or text
    // that may be one further on (a log before its `Element subtree:`), then told whole.
    var detected: DumpFormat?
    var isTextToTell = false
    let reading = handle.read(upTo: limit + 1, checkingFirst: file.isNamed ? 0 : prefixLength) {
      let found = recognise(first: $0, size: handle.size)
      detected = found.format
      isTextToTell = found.isTextToTell
      return found.isDump || isTextToTell
    }
    switch reading {
    case .read: break
    case .refused: return .skipped
    case .failed: return .broken("\(file.path): cannot be read")
    }
    if isTextToTell {
      detected = DumpFormat.detect(in: handle.bytes)
      if detected == nil { return .skipped }
    }
    return load(
      handle.takeBytes(), file: file.path, format: options.format ?? detected, options: options)
  }

  /// Whether a file found in a folder is read as a screen dump: its first bytes are a dump's, in
  /// UTF-8 or UTF-16, as ``read(_:options:)`` tells them.
  ///
  /// - Parameter path: The file.
  package static func isDump(at path: String) -> Bool {
    recognised(at: path).isDump
  }

  /// The dump's format a file's first bytes give, `nil` when none (no file, one that cannot be
  /// read, or a dump in UTF-16, which is read only to be refused); and whether it is a dump.
  ///
  /// - Parameter path: The file.
  package static func recognised(at path: String) -> (isDump: Bool, format: DumpFormat?) {
    let limit = LayoutSnapshotLimits.maximumByteCount
    guard case .opened(let handle) = FileBytes.open(path, atMost: limit),
      handle.read(upTo: prefixLength)
    else { return (false, nil) }
    let first = handle.bytes.withUnsafeBufferPointer { recognise(first: $0, size: handle.size) }
    // Text told whole, as a read tells it (a log with its tree far down was written over).
    guard first.isTextToTell else { return (first.isDump, first.format) }
    guard handle.size <= limit, handle.read(upTo: limit) else { return (false, nil) }
    let format = DumpFormat.detect(in: handle.bytes)
    return (format != nil, format)
  }

  /// What a file's first bytes say: a dump and its format, or text to tell whole (first bytes
  /// of text with no dump in them, of a file that goes on: ``DumpFormat/mayBeTextDumpFurtherOn(_:)``).
  ///
  /// - Parameters:
  ///   - prefix: The first bytes.
  ///   - size: The file's size.
  private static func recognise(first prefix: UnsafeBufferPointer<UInt8>, size: Int) -> (
    isDump: Bool, format: DumpFormat?, isTextToTell: Bool
  ) {
    let found = recognise(prefix)
    let isTextToTell =
      !found.isDump && size > prefix.count && DumpFormat.mayBeTextDumpFurtherOn(prefix)
    return (found.isDump, found.format, isTextToTell)
  }

  /// Why a layout snapshot written at a path would lose a screen dump: the file there is a dump
  /// in another format (the XML, the JSON or the text a tool made, which the snapshot does not
  /// hold whole); `nil` when there is none, or a layout snapshot (fixes applied in place).
  ///
  /// - Parameter path: Where the snapshot goes.
  package static func dumpReplacedBySnapshot(at path: String) -> String? {
    let found = recognised(at: path)
    guard found.isDump, found.format != .layoutSnapshot else { return nil }
    return "it is a screen dump (\(found.format?.rawValue ?? "UTF-16"))"
  }

  /// Whether a file's first bytes are a dump's: in UTF-8, with its format, or in UTF-16 (saved
  /// by Windows PowerShell 5.1), which is then refused by name rather than skipped.
  ///
  /// - Parameter prefix: The file's first bytes.
  private static func recognise(_ prefix: some Collection<UInt8>) -> (
    isDump: Bool, format: DumpFormat?
  ) {
    let format = DumpFormat.detect(in: prefix)
    return (format != nil || DumpFormat.detectUTF16(in: prefix) != nil, format)
  }

  /// Imports bytes already in memory (standard input).
  ///
  /// - Parameters:
  ///   - data: The bytes.
  ///   - file: The name errors and an imported screen get, such as `<stdin>`.
  ///   - options: How to import them.
  package static func read(_ data: Data, file: String, options: ImportOptions) -> ScreenLoad {
    load(Array(data), file: file, format: options.format, options: options)
  }

  /// The one import of every file: its size and text checked as it becomes the reader's input,
  /// its format the one found (or detected here when none was).
  private static func load(
    _ bytes: [UInt8], file: String, format: DumpFormat?, options: ImportOptions
  ) -> ScreenLoad {
    do {
      let input = try SnapshotInput(bytes, file: file)
      let loaded = try LayoutSnapshot.read(input: input, format: format, options: options)
      return .screen(loaded.snapshot, warnings: loaded.warnings, lines: loaded.lines)
    } catch let error as LayoutSnapshotError {
      // Its description read straight: an error interpolated as any `Error` is printed through
      // run-time casts (about 20 K instructions a message).
      return .broken(PrintableText.oneLine(error.description))
    } catch {
      return .broken(PrintableText.oneLine("\(error)"))
    }
  }
}
