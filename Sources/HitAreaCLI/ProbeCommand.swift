import HitAreaKit
import HitAreaTools

/// `hitarea probe FILE X Y`: which view receives a touch, and why.
enum ProbeCommand {
  static func run(_ arguments: ParsedArguments, _ output: (String) -> Void) throws -> Int32 {
    let values = try arguments.positional(["file", "x", "y"])
    guard let x = Double(values[1]), let y = Double(values[2]), x.isFinite, y.isFinite else {
      throw CLIError.usage("X and Y must be numbers; got '\(values[1])' '\(values[2])'")
    }
    let format = try arguments.value("format", allowed: ["text", "json"]) ?? "text"
    let requestedPolicy = try arguments.policy()
    let screen = try ScreenInput.load(values[0], arguments)
    let policy = requestedPolicy ?? screen.resolution
    let why = HitTester(
      tree: screen, policy: policy, millimetresPerPoint: screen.millimetresPerPoint,
      reachIndex: ReachIndex(tree: screen, root: screen.root)
    ).explain(Point(x: x, y: y), in: screen.root)
    output(format == "json" ? json(why, screen).render(pretty: true) : text(why, screen))
    return 0
  }

  /// The contract: `{"hit": id|null, "policy": p, "candidates": [{"id": …}, …]}` plus more keys.
  static func json(_ why: HitTestExplanation<Int>, _ screen: LayoutSnapshot) -> JSONValue {
    let id = { (i: Int) in screen.nodes[i].id }
    return .object([
      ("hit", .string(why.hit.map(id))),
      ("policy", .string(why.policy.rawValue)),
      ("point", .point(why.point)),
      ("frontmostHit", .string(why.frontmostHit.map(id))),
      ("target", .string(why.winner.map { id($0.target) })),
      (
        "candidates",
        .array(
          why.candidates.map { c in
            .object([
              ("id", .string(id(c.target))),
              ("view", .string(id(c.view))),
              ("direct", .bool(c.isDirect)),
              ("distance", .number(c.squaredDistance.squareRoot())),
              ("touchDistance", .number(c.touchDistance)),
              ("rank", .number(Double(c.rank))),
              ("winner", .bool(c.isWinner)),
              ("frame", .rect(screen.frameInRoot(c.target))),
              ("hitArea", .rect(screen.hitAreaInRoot(c.target))),
            ])
          })
      ),
      ("reason", .string(why.summary { screen.nodes[$0].displayName })),
    ])
  }

  static func text(_ why: HitTestExplanation<Int>, _ screen: LayoutSnapshot) -> String {
    var lines = [
      "touch at (\(shortNumber(why.point.x)), \(shortNumber(why.point.y))) under \(why.policy): "
        + (why.hit.map { screen.nodes[$0].displayName } ?? "no view"),
      why.summary { screen.nodes[$0].displayName },
    ]
    if !why.candidates.isEmpty {
      lines.append("candidates (front to back):")
      for c in why.candidates {
        let mark = c.isWinner ? "→" : " "
        let kind = c.isDirect ? "inside" : "\(shortNumber(c.squaredDistance.squareRoot())) pt away"
        lines.append(
          "  \(mark) \(screen.nodes[c.target].displayName): \(kind), touch distance \(shortNumber(c.touchDistance))"
        )
      }
    }
    return lines.joined(separator: "\n")
  }
}
