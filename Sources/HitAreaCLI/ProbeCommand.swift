import HitAreaKit
@_spi(Tools) import HitAreaSnapshot
@_spi(Tools) import HitAreaTools

/// `hitarea probe FILE X Y`: which view receives a touch, and why.
enum ProbeCommand {
  static let command = Command(
    name: "probe", summary: "which target receives a touch at X Y, and why",
    arguments: [
      .file,
      .init(name: "X", help: "the touch's x, in the root's coordinates (points; dp on Android)"),
      .init(name: "Y", help: "the touch's y"),
    ],
    options: [
      .policy, .format([.text, .json]), .from, .pxPerDp, .containers, .strict, .automatic,
    ],
    details: """
      Which view receives a touch at (X, Y), in the root's coordinates (points; dp on an
      Android screen), and why: every candidate target with its distance and touch distance,
      and the winner under the policy.

      With --automatic PT, the touch is decided as HitAreaConfiguration's automaticMinimumSize
      would decide it on a device: UIKit's answer first (the screen's own hit testing), kept on
      a target's visible bounds; elsewhere the ring the policy chooses, if UIKit, asked on that
      target's visible bounds, answers it. The output says UIKit's answer, the candidates, the
      winner and why.
      """,
    run: run)

  static func run(_ arguments: ParsedArguments, _ output: CommandOutput) throws -> Int32 {
    let values = arguments.positional
    guard let x = Double(values[1]), let y = Double(values[2]), x.isFinite, y.isFinite else {
      throw CLIError.usage("X and Y must be numbers; got '\(values[1])' '\(values[2])'")
    }
    let format = try arguments.required(.format, as: OutputFormat.self)
    let requestedPolicy = try arguments.choice(.policy, as: ResolutionPolicy.self)
    let screen = try ScreenInput.load(arguments)
    if let side = try arguments.automaticMinimumSize() {
      return try automatic(
        Point(x: x, y: y), side: side, policy: requestedPolicy, screen: screen, format: format,
        output)
    }
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

  /// `--automatic PT`: the UIKit-first decision under the automatic minimum size.
  static func automatic(
    _ point: Point, side: Double, policy: ResolutionPolicy?, screen: LayoutSnapshot,
    format: OutputFormat, _ output: CommandOutput
  ) throws -> Int32 {
    let model = ModelledRedirection(
      tree: screen, root: screen.root, policy: policy ?? screen.resolution,
      millimetresPerPoint: screen.millimetresPerPoint, side: side)
    let (decision, why) = model.explained(point)
    if format == .json {
      output(
        try JSONTextEncoder().encode(
          ProbeReport(decision, side: side, explanation: why, in: screen)))
      return 0
    }
    let names = screen.reportNames
    let name = { (node: Int?) in node.map { PrintableText.line(names[$0]) } ?? "no view" }
    var lines = [
      "automatic minimum size \(DecimalText.rounded(side)) \(screen.reportUnit): "
        + "\(name(decision.hit)) receives the touch (\(decision.reason.rawValue))",
      "  UIKit answers \(name(decision.uikitAnswer))",
    ]
    if let winner = decision.winner {
      lines.append("  the policy chooses \(name(winner))")
    }
    if let v = decision.validationPoint {
      lines.append(
        "  UIKit asked at (\(DecimalText.rounded(v.x)), \(DecimalText.rounded(v.y))) on its "
          + "visible bounds")
    }
    output(lines.joined(separator: "\n"))
    output(text(why, screen, receiver: .some(decision.hit)))
    return 0
  }

  /// The explanation for people.
  ///
  /// `receiver`: the view that receives the touch when something other than the explanation's
  /// walk decides (UIKit's answer first, under `--automatic`).
  static func text(
    _ why: HitTestExplanation<Int>, _ screen: LayoutSnapshot, receiver: Int?? = nil
  ) -> String {
    let names = screen.reportNames
    // Printable: a name or an id from a dump stays on its line.
    let name = { (node: Int) in
      PrintableText.line(
        names[node] == screen.nodes[node].id
          ? names[node] : "\(names[node]) (\(screen.nodes[node].id))")
    }
    let point = "(\(DecimalText.rounded(why.point.x)), \(DecimalText.rounded(why.point.y)))"
    var first = "touch at \(point) under \(why.policy): " + (why.hit.map(name) ?? "no view")
    if let receiver, receiver != why.hit {
      // The walk's choice is not the answer: say so, not a second receiver.
      first =
        "touch at \(point), the rings alone under \(why.policy): "
        + (why.hit.map(name) ?? "no view")
        + "; UIKit's answer first gives " + (receiver.map(name) ?? "no view")
    }
    var lines = [first, why.summary(unit: screen.reportUnit, naming: name)]
    if !why.candidates.isEmpty {
      lines.append("candidates (front to back):")
      for c in why.candidates {
        let mark = c.isWinner ? "→" : " "
        let distance = DecimalText.rounded(c.squaredDistance.squareRoot())
        let kind = c.isDirect ? "inside" : "\(distance) \(screen.reportUnit) away"
        // A candidate a view's own policy compared says which.
        let by = c.container.map { container in
          ", under \(name(container))'s "
            + "\(why.containers.first { $0.node == container }?.policy ?? why.policy)"
        }
        lines.append(
          "  \(mark) \(name(c.target)): \(kind), "
            + "touch distance \(DecimalText.rounded(c.touchDistance))\(by ?? "")")
      }
    }
    return lines.joined(separator: "\n")
  }
}
