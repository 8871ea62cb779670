import Foundation
import HitAreaKit
import HitAreaSnapshot

/// What reading one file of a corpus gives: a screen, a file that is not a screen dump (skipped
/// when it was found in a directory), or a broken file and why.
///
/// ```swift
/// switch ScreenLoad.read(file, options: ImportOptions()) {
/// case .screen(let snapshot, let warnings): audit(snapshot); warnings.forEach { print($0) }
/// case .skipped: skipped += 1
/// case .broken(let reason): print(reason)  // "screens/b.xml: line 3: …"
/// }
/// ```
package enum ScreenLoad: Sendable {
  /// A screen, read and imported, with the unknown keys of a layout snapshot.
  case screen(LayoutSnapshot, warnings: [LayoutSnapshotWarning])
  /// A file found in a directory whose content is no screen dump the importers know.
  case skipped
  /// A file that cannot be read or imported, with one line that names it and says why.
  case broken(String)

  /// How many bytes are looked at to recognise a dump.
  private static let prefixLength = 65_536

  /// Reads and imports a file.
  ///
  /// Files found in a directory are recognised by their content (``DumpFormat/detect(in:)``)
  /// before they are read whole; files over `LayoutSnapshotLimits.maximumByteCount` are refused
  /// unread.
  ///
  /// - Parameters:
  ///   - file: The file.
  ///   - options: How to import it; its name is left to the importers.
  package static func read(_ file: CorpusFile, options: ImportOptions) -> ScreenLoad {
    let limit = LayoutSnapshotLimits.maximumByteCount
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: file.location, isDirectory: &isDirectory) else {
      return .broken("\(file.path): no such file")
    }
    guard !isDirectory.boolValue else { return .broken("\(file.path): is a directory") }
    guard let handle = FileHandle(forReadingAtPath: file.location) else {
      return .broken("\(file.path): cannot be read")
    }
    defer { try? handle.close() }
    var data = (try? handle.read(upToCount: prefixLength)) ?? Data()
    if !file.isNamed, DumpFormat.detect(in: data) == nil { return .skipped }
    if data.count == prefixLength {
      let size = (try? FileManager.default.attributesOfItem(atPath: file.location)[.size]) as? Int
      if let size, size > limit {
        return .broken(
          "\(file.path): file is \(size / 1_048_576) MiB; the limit is \(limit / 1_048_576) MiB")
      }
      data.append((try? handle.read(upToCount: limit + 1 - data.count)) ?? Data())
      guard data.count <= limit else {
        return .broken("\(file.path): file is larger than \(limit / 1_048_576) MiB")
      }
    }
    do {
      let (snapshot, warnings) = try LayoutSnapshot.read(
        data: data, file: file.path, options: options)
      return .screen(snapshot, warnings: warnings)
    } catch {
      return .broken(oneLine("\(error)"))
    }
  }

  /// Text on one line: line breaks become spaces.
  static func oneLine(_ text: String) -> String {
    String(text.map { $0.isNewline ? " " : $0 })
  }
}
