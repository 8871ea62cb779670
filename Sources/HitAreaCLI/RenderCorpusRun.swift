import HitAreaAuditing
import HitAreaKit
import HitAreaTools

/// `hitarea render` over several files or directories: one SVG per screen into `--output DIR`.
///
/// Each SVG goes under the screen's path, with `.svg` (``OutputFolder``), drawn over the
/// screenshot beside its dump when there is one; screens are drawn and staged in parallel, and
/// moved under their names in path order.
enum RenderCorpusRun {
  static func run(_ arguments: ParsedArguments, _ output: CommandOutput) throws -> Int32 {
    guard let directory = try arguments.outputPath("render of several files writes into a folder")
    else {
      throw CLIError.usage("render of several files needs --output DIR, the folder for the SVGs")
    }
    guard arguments.value(.screenshot) == nil else {
      throw CLIError.usage(
        "--screenshot goes with one FILE; for several, put a .png or .jpg of the same name "
          + "beside each dump")
    }
    let files = try CorpusRun.files(arguments)
    let policy = try arguments.choice(.policy, as: ResolutionPolicy.self)
    let standard = try arguments.choice(.standard, as: TargetSizeStandard.self)
    let probe = try RenderCommand.probePoint(arguments)
    let jobs = try CorpusRun.jobs(arguments)
    let options = try ScreenInput.importOptions(arguments)
    var folder = try OutputFolder(
      directory, ext: "svg", screens: files.map(\.path),
      inputs: files.map { $0.contents == nil ? $0.location : nil })
    let staging = folder
    var screens = 0
    var unwritten = 0
    let counts = CorpusRun.screens(files, jobs: jobs, verb: "rendering", options: options) {
      file, snapshot, _ in
      let svg = ScreenRenderer.picture(
        of: snapshot, policy: policy, standard: standard, probe: probe,
        screenshot: Screenshot.beside(file.location))
      return (path: file.path, staged: staging.stage(svg, for: file.path))
    } deliver: { screen in
      screens += 1
      do {
        output.printable("wrote \(try folder.place(screen.staged, for: screen.path))")
        return nil
      } catch {
        unwritten += 1
        return "hitarea: \(error)"
      }
    }
    try CorpusRun.checkWritten(unwritten, of: screens, into: directory)
    guard screens > 0 || counts.unreadable > 0 else {
      throw CLIError.input("no screen dumps found among \(counted(files.count, "file"))")
    }
    // With no screen drawn the folder was never made (``OutputFolder`` makes it with the first).
    let rendered =
      screens > 0
      ? "rendered \(counted(screens, "screen")) into \(directory)"
      : "rendered no screen, wrote nothing into \(directory)"
    output.printable(rendered + CorpusRun.tail(counts))
    return CorpusRun.status(failed: false, unreadable: counts.unreadable)
  }
}
