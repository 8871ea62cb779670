import HitAreaKit
import HitAreaTools

/// `hitarea convert FILE --output OUT.json`: any supported dump as a layout snapshot.
enum ConvertCommand {
  static func run(_ arguments: ParsedArguments, _ output: (String) -> Void) throws -> Int32 {
    let values = try arguments.positional(["file"])
    guard let path = arguments.options["output"] else {
      throw CLIError.usage("convert needs --output OUT.json")
    }
    let screen = try ScreenInput.load(values[0], arguments)
    let json: String
    do {
      json = try screen.jsonString()
    } catch {
      throw CLIError.input("\(error)")
    }
    if path == "-" {
      output(json)
    } else {
      try Platform.write(json, to: path)
      let targets = screen.nodes.filter(\.isTarget).count
      output("wrote \(path): \(screen.nodes.count) views, \(targets) targets")
    }
    return 0
  }
}
