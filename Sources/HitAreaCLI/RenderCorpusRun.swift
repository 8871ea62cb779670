import HitAreaAuditing
import HitAreaKit
import HitAreaTools

/// `hitarea render` over several files or directories: one SVG per screen into `--output DIR`.
///
/// Each SVG goes under the screen's path, with `.svg` (``OutputFolder``), drawn over the
/// screenshot beside its dump when there is one; screens are drawn in parallel and written in
/// path order.
enum RenderCorpusRun {
  static func run(_ arguments: ParsedArguments, _ output: CommandOutput) throws -> Int32 {
    guard let directory = arguments.value(.output) else {
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
    var folder = OutputFolder(directory, ext: "svg")
    var screens = 0
    var writeError: String?
    let counts = CorpusRun.screens(files, jobs: jobs, verb: "rendering", options: options) {
      file, snapshot in
      (
        path: file.path,
        svg: RenderCommand.svg(
          snapshot, policy: policy, standard: standard, probe: probe,
          screenshot: Screenshot.beside(file.location))
      )
    } deliver: { screen in
      screens += 1
      do {
        let path = try folder.write(screen.svg, for: screen.path)
        output("wrote \(path)")
      } catch {
        writeError = writeError ?? "\(error)"
      }
    }
    if let writeError { throw CLIError.output(writeError) }
    guard screens > 0 || counts.unreadable > 0 else {
      throw CLIError.input("no screen dumps found among \(counted(files.count, "file"))")
    }
    output("rendered \(counted(screens, "screen")) into \(directory)" + CorpusRun.tail(counts))
    return CorpusRun.status(failed: false, unreadable: counts.unreadable)
  }
}
