import HitAreaKit
import HitAreaTools

/// `hitarea convert FILE --output OUT.json`: any supported dump as a layout snapshot.
enum ConvertCommand {
  static let command = Command(
    name: "convert", summary: "turn an XCUITest, uiautomator or RICO dump into a layout snapshot",
    arguments: [.file],
    options: [
      .from, .pxPerDp, .containers, .strict,
      .value(
        .output, "OUT.json", isRequired: true, help: "where to write the snapshot; '-' prints it"),
    ],
    details: "Writes any supported dump as a layout snapshot (JSON, version 1).",
    run: run)

  static func run(_ arguments: ParsedArguments, _ output: CommandOutput) throws -> Int32 {
    // `--output` is required (`Command.parse` checks it): `nil` here is `-`.
    let path = arguments.outputFile
    if let path { try arguments.refuseReplacingADump(path) }
    let (screen, warnings) = try ScreenInput.loadWithWarnings(arguments)
    if let path { try arguments.refuseDroppingUnknownKeys(path, warnings: warnings) }
    let json: String
    do {
      json = try screen.jsonString()
    } catch {
      throw CLIError.input("\(error)")
    }
    guard let path else {
      output(json)
      return 0
    }
    try Platform.write(json, to: path)
    let targets = screen.nodes.filter(\.isTarget).count
    output.wrote(
      "wrote \(path): \(counted(screen.nodes.count, "view")), \(counted(targets, "target"))",
      to: path)
    return 0
  }
}
