import Foundation
import HitAreaKit
import HitAreaTools

/// Reads the FILE argument of a command: a layout snapshot or any dump the importers read,
/// detected from the content (or named with `--from`); `-` reads standard input.
enum ScreenInput {
  static func load(_ path: String, _ arguments: ParsedArguments) throws -> LayoutSnapshot {
    let data = try Platform.read(path, limit: LayoutSnapshotLimits.maximumByteCount)
    let name = path == "-" ? "<stdin>" : path
    var options = ImportOptions()
    if let from = try arguments.value(
      "from", allowed: ["auto"] + DumpFormat.allCases.map(\.rawValue)),
      from != "auto"
    {
      options.format = DumpFormat(rawValue: from)
    }
    if let pxPerDp = try arguments.number("px-per-dp") {
      guard pxPerDp > 0 else {
        throw CLIError.usage("--px-per-dp must be positive; got \(pxPerDp)")
      }
      options.pixelsPerDP = pxPerDp
    }
    do {
      return try LayoutSnapshot.load(data: data, file: name, options: options)
    } catch {
      throw CLIError.input("\(error)")
    }
  }
}
