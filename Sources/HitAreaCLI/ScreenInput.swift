import Foundation
import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot
import HitAreaTools

/// Reads the FILE argument of a command: a layout snapshot or any dump the importers read,
/// detected from the content (or named with `--from`); `-` reads standard input.
enum ScreenInput {
  /// The standard a command measures against: `--standard`, else the screen's platform's
  /// (``ScreenPlatform/defaultStandard``).
  static func standard(_ arguments: ParsedArguments, for screen: LayoutSnapshot) throws
    -> TargetSizeStandard
  {
    standard(try arguments.choice(.standard, as: TargetSizeStandard.self), for: screen)
  }

  /// The standard given, else the screen's platform's.
  static func standard(_ given: TargetSizeStandard?, for screen: LayoutSnapshot)
    -> TargetSizeStandard
  {
    given ?? screen.effectivePlatform.defaultStandard
  }

  static func load(_ arguments: ParsedArguments) throws -> LayoutSnapshot {
    let path = arguments.positional[0]
    let data = try Platform.read(path, limit: LayoutSnapshotLimits.maximumByteCount)
    let name = path == "-" ? "<stdin>" : path
    let options = try importOptions(arguments)
    do {
      let (snapshot, warnings) = try LayoutSnapshot.read(data: data, file: name, options: options)
      for warning in warnings { Platform.printError("hitarea: \(warning)") }
      return snapshot
    } catch {
      throw CLIError.input("\(error)")
    }
  }

  /// How to import dumps: `--from`, `--containers`, `--px-per-dp` and `--strict`.
  static func importOptions(_ arguments: ParsedArguments) throws(CLIError) -> ImportOptions {
    var options = ImportOptions()
    options.rejectsUnknownKeys = arguments.flag(.strict)
    options.format = try arguments.choice(.from, as: OpenChoice<DumpFormat>.self)?.value
    options.passesTouchesThroughNonTargets =
      try arguments.choice(.containers, as: ContainerTouches.self) != .opaque
    if let pxPerDp = try arguments.number(.pxPerDp) {
      guard pxPerDp > 0 else {
        throw .usage("--px-per-dp must be positive; got \(pxPerDp)")
      }
      options.pixelsPerDP = pxPerDp
    }
    return options
  }
}
