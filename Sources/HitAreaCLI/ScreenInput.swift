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

  /// Reads FILE (or standard input for `-`) through the reader every command and every run
  /// over many files uses (`ScreenLoad`); unknown snapshot keys go to standard error.
  ///
  /// - Throws: ``CLIError/input(_:)`` with the reader's one line (exit status 2).
  static func load(_ arguments: ParsedArguments) throws -> LayoutSnapshot {
    try loadWithWarnings(arguments).snapshot
  }

  /// Reads FILE as ``load(_:)`` does, with the keys of a layout snapshot the reader did not know
  /// (already said on standard error).
  static func loadWithWarnings(_ arguments: ParsedArguments) throws
    -> (snapshot: LayoutSnapshot, warnings: [LayoutSnapshotWarning])
  {
    let path = arguments.positional[0]
    let options = try importOptions(arguments)
    let loaded: ScreenLoad
    if path == "-" {
      let data = try Platform.read(path, limit: LayoutSnapshotLimits.maximumByteCount)
      loaded = ScreenLoad.read(data, file: "<stdin>", options: options)
    } else {
      loaded = ScreenLoad.read(
        CorpusFile(path: path, location: path, isNamed: true), options: options)
    }
    switch loaded {
    case .screen(let snapshot, let warnings, _):
      for line in WarningLines.lines(warnings) { Platform.printError(line) }
      return (snapshot, warnings)
    case .broken(let reason): throw CLIError.input(reason)
    case .skipped: throw CLIError.input("\(path): not a screen dump")  // named files are read
    }
  }

  /// The densities `--px-per-dp` takes.
  static let pixelsPerDP = 0.5...10.0

  /// How to import dumps: `--from`, `--containers`, `--px-per-dp` and `--strict`.
  static func importOptions(_ arguments: ParsedArguments) throws(CLIError) -> ImportOptions {
    var options = ImportOptions()
    options.rejectsUnknownKeys = arguments.flag(.strict)
    options.format = try arguments.choice(.from, as: OpenChoice<DumpFormat>.self)?.value
    options.passesTouchesThroughNonTargets =
      try arguments.choice(.containers, as: ContainerTouches.self) != .opaque
    if let pxPerDp = try arguments.number(.pxPerDp) {
      // Android's densities run from 0.75 (ldpi) to 4 (xxxhdpi): 1e-300 made every view
      // vanish, and the screen passed with no targets.
      guard Self.pixelsPerDP.contains(pxPerDp) else {
        throw .usage(
          "--px-per-dp must be from 0.5 to 10 device pixels per dp (0.75 for ldpi to 4 for "
            + "xxxhdpi); got \(DecimalText.literal(pxPerDp))")
      }
      options.pixelsPerDP = pxPerDp
    }
    return options
  }
}
