import HitAreaKit
import HitAreaTools

/// `hitarea render FILE`: an SVG of the screen's targets, hit areas and problems.
enum RenderCommand {
  static func run(_ arguments: ParsedArguments, _ output: (String) -> Void) throws -> Int32 {
    let values = try arguments.positional(["file"])
    let policy = try arguments.policy()
    let standard = try arguments.standard()
    var probePoint: Point?
    if let probe = arguments.options["probe"] {
      let parts = probe.split(separator: ",").map { Double($0.trimmingCharacters(in: " ")) }
      guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite else {
        throw CLIError.usage("--probe takes X,Y (two numbers); got '\(probe)'")
      }
      probePoint = Point(x: x, y: y)
    }
    let screen = try ScreenInput.load(values[0], arguments)
    var renderer = ScreenRenderer(snapshot: screen, policy: policy)
    renderer.probe = probePoint
    var audited = screen
    if let policy { audited.resolution = policy }
    renderer.mark(TapTargetAudit(standard: standard).audit(audited))
    let svg = renderer.render()
    if let path = arguments.options["output"] {
      try Platform.write(svg, to: path)
      output("wrote \(path)")
    } else {
      output(svg)
    }
    return 0
  }
}

extension Substring {
  /// The text without leading and trailing characters in `set`.
  fileprivate func trimmingCharacters(in set: Character) -> Substring {
    var s = self
    while s.first == set { s = s.dropFirst() }
    while s.last == set { s = s.dropLast() }
    return s
  }
}
