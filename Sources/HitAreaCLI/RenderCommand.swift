import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot
import HitAreaTools

/// `hitarea render FILE`: an SVG of the screen's targets, hit areas and problems.
enum RenderCommand {
  static let command = Command(
    name: "render", summary: "draw a screen's targets, hit areas and problems as SVG",
    arguments: [.screenFiles],
    options: [
      .value(
        .output, "OUT.svg",
        help: "where to write the SVG (default or '-': standard output; several files: a folder)"),
      .value(.probe, "X,Y", help: "also draw a touch at X,Y and the view that receives it"),
      .policy, .standard, .from, .pxPerDp, .containers, .strict,
      .value(
        .screenshot, "IMAGE",
        help: "a PNG or JPEG drawn under the picture, scaled to the root's frame (default: "
          + "a .png or .jpg of the same name beside FILE)"),
      CorpusRun.jobsOption, .automatic,
    ],
    details: """
      Draws visible frames, hit areas, overlaps, unreachable parts, undersized targets and the
      probe's winner as SVG, over the screen's screenshot when there is one. Over several files
      or directories, writes one SVG per screen into the folder --output names, under the
      screen's path (a leading .. or / left out; a screen whose file an earlier one in path
      order took, as login.json's takes login.xml's, keeps its extension, login.xml.svg, or
      else is numbered, login~2.svg). With --automatic PT (one screen), draws the screen as
      HitAreaConfiguration's automaticMinimumSize would make it: every tappable view without a
      hit area of its own at least PT to the touch.
      """,
    run: run)

  static func run(_ arguments: ParsedArguments, _ output: CommandOutput) throws -> Int32 {
    let automatic = try arguments.automaticMinimumSize()
    if CorpusRun.isCorpus(arguments) {
      if automatic != nil { throw CLIError.usage("--automatic works on one screen at a time") }
      return try RenderCorpusRun.run(arguments, output)
    }
    let policy = try arguments.choice(.policy, as: ResolutionPolicy.self)
    let standard = try arguments.choice(.standard, as: TargetSizeStandard.self)
    let probePoint = try probePoint(arguments)
    let screenshot = try screenshot(arguments)
    let svg = ScreenRenderer.picture(
      of: try ScreenInput.load(arguments), automatic: automatic, policy: policy,
      standard: standard, probe: probePoint, screenshot: screenshot)
    if let path = try arguments.reportFile() {
      try Platform.write(svg, to: path)
      output.wrote("wrote \(path)", to: path)
    } else {
      output(svg)
    }
    return 0
  }

  /// `--probe X,Y`, if given.
  static func probePoint(_ arguments: ParsedArguments) throws(CLIError) -> Point? {
    guard let probe = arguments.value(.probe) else { return nil }
    let parts = probe.split(separator: ",").map { Double($0.trimmingCharacters(in: " ")) }
    guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite else {
      throw .usage("--probe takes X,Y (two numbers); got '\(probe)'")
    }
    return Point(x: x, y: y)
  }

  /// `--screenshot IMAGE`, else the image beside FILE by convention.
  static func screenshot(_ arguments: ParsedArguments) throws(CLIError) -> Screenshot? {
    guard let path = arguments.value(.screenshot) else {
      let file = arguments.positional[0]
      return file == "-" ? nil : Screenshot.beside(file)
    }
    let data = try Platform.read(path, limit: LayoutSnapshotLimits.maximumByteCount)
    do {
      return try Screenshot(data: data)
    } catch {
      throw .input("\(path): \(error)")
    }
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
