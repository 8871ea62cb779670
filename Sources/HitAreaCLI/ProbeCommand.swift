import HitAreaKit
import HitAreaSnapshot
import HitAreaTools

/// `hitarea probe FILE X Y`: which view receives a touch, and why.
enum ProbeCommand {
  static let command = Command(
    name: "probe", summary: "which target receives a touch at X Y, and why",
    arguments: [
      .file, .init(name: "X", help: "the touch's x, in points of the root's coordinates"),
      .init(name: "Y", help: "the touch's y"),
    ],
    options: [.policy, .format([.text, .json]), .from, .pxPerDp, .containers, .strict],
    details: """
      Which view receives a touch at (X, Y), in the root's coordinates (points), and why: every
      candidate target with its distance and touch distance, and the winner under the policy.
      """,
    run: run)

  static func run(_ arguments: ParsedArguments, _ output: (String) -> Void) throws -> Int32 {
    let values = arguments.positional
    guard let x = Double(values[1]), let y = Double(values[2]), x.isFinite, y.isFinite else {
      throw CLIError.usage("X and Y must be numbers; got '\(values[1])' '\(values[2])'")
    }
    let format = try arguments.required(.format, as: OutputFormat.self)
    let requestedPolicy = try arguments.choice(.policy, as: ResolutionPolicy.self)
    let screen = try ScreenInput.load(arguments)
    let why = HitTester(
      tree: screen, policy: requestedPolicy ?? screen.resolution,
      millimetresPerPoint: screen.millimetresPerPoint,
      reachIndex: ReachIndex(tree: screen, root: screen.root)
    ).explain(Point(x: x, y: y), in: screen.root)
    output(
      format == .json
        ? try JSONTextEncoder().encode(ProbeReport(why, in: screen)) : text(why, screen))
    return 0
  }

  static func text(_ why: HitTestExplanation<Int>, _ screen: LayoutSnapshot) -> String {
    let names = screen.reportNames
    let name = { (node: Int) in
      names[node] == screen.nodes[node].id
        ? names[node] : "\(names[node]) (\(screen.nodes[node].id))"
    }
    let point = "(\(DecimalText.rounded(why.point.x)), \(DecimalText.rounded(why.point.y)))"
    var lines = [
      "touch at \(point) under \(why.policy): " + (why.hit.map(name) ?? "no view"),
      why.summary(naming: name),
    ]
    if !why.candidates.isEmpty {
      lines.append("candidates (front to back):")
      for c in why.candidates {
        let mark = c.isWinner ? "→" : " "
        let distance = DecimalText.rounded(c.squaredDistance.squareRoot())
        let kind = c.isDirect ? "inside" : "\(distance) pt away"
        lines.append(
          "  \(mark) \(name(c.target)): \(kind), "
            + "touch distance \(DecimalText.rounded(c.touchDistance))")
      }
    }
    return lines.joined(separator: "\n")
  }
}
