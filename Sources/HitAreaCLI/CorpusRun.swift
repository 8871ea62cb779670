import HitAreaKit
import HitAreaSnapshot
import HitAreaTools

/// What `audit`, `fix` and `render` share when they run over several files or directories: the
/// list of files, the jobs, the order, the progress line, the parse errors and the exit status.
///
/// Each file is read and worked on by one of `--jobs` threads; the results come back in the
/// order of the sorted paths, are written at once and dropped, so memory stays flat however
/// many screens there are.
enum CorpusRun {
  /// Exit status bit: some files could not be read (added to 1 when there are findings too).
  static let unreadableFilesStatus: Int32 = 4

  /// `--jobs`: the number of threads.
  static let jobsOption = Option.wholeNumber(
    .jobs, "N", in: jobsRange,
    help: "screens audited at once, \(Option.words(jobsRange)) (default: the number of cores)")

  /// The numbers `--jobs` allows.
  static let jobsRange = 1...256

  /// Whether a command line is a run over several files: more than one FILE, a directory, or
  /// one of the given options or formats that only such a run has.
  ///
  /// - Parameters:
  ///   - arguments: The parsed command line.
  ///   - options: Options that make any command line a corpus run.
  static func isCorpus(_ arguments: ParsedArguments, options: [OptionName] = []) -> Bool {
    let files = arguments.positional
    if files.count > 1 || files.contains(where: { $0 != "-" && Platform.isDirectory($0) }) {
      return true
    }
    if let format = arguments.value(.format).flatMap(OutputFormat.init(rawValue:)),
      OutputFormat.corpusOnly.contains(format)
    {
      return true
    }
    return options.contains { arguments.options[$0.rawValue] != nil }
  }

  /// The files of the run, sorted by path.
  ///
  /// - Parameters:
  ///   - arguments: The parsed command line.
  ///   - readsStandardInput: Whether `-` is standard input, one screen among the others (an
  ///     audit's reports): read now, before the run, and shown as `<stdin>`. Else `-` is
  ///     refused (a run that writes a file per screen has no name for it).
  /// - Throws: ``CLIError/input(_:)`` when the folders given hold no file, before anything is
  ///   written (an audit printed an empty report, then failed for want of a screen).
  static func files(_ arguments: ParsedArguments, readsStandardInput: Bool = false)
    throws(CLIError) -> [CorpusFile]
  {
    guard arguments.positional.contains("-") else {
      let files = CorpusFiles.expand(arguments.positional)
      guard !files.isEmpty else { throw .input("no screen dumps found among 0 files") }
      return files
    }
    guard readsStandardInput else {
      throw .usage("'-' (standard input) is one screen; give files or directories instead")
    }
    let others = CorpusFiles.expand(arguments.positional.filter { $0 != "-" })
    return CorpusFiles.sortedByPath(others + [standardInput()])
  }

  /// Standard input as a file of the run, `<stdin>`: its bytes, or why they cannot be read.
  private static func standardInput() -> CorpusFile {
    switch Platform.readStandardInput(limit: LayoutSnapshotLimits.maximumByteCount) {
    case .success(let data):
      CorpusFile(path: "<stdin>", location: "-", isNamed: true, contents: [UInt8](data))
    case .failure(let problem):
      CorpusFile(path: "<stdin>", location: "-", isNamed: true, problem: problem.description)
    }
  }

  /// `--jobs`, or the number of cores.
  static func jobs(_ arguments: ParsedArguments) throws(CLIError) -> Int {
    try arguments.integer(.jobs, in: jobsRange) ?? Platform.cores
  }

  /// Runs `work` for every file on `jobs` threads and `deliver` on this thread in the files'
  /// order, with a progress line on a terminal.
  ///
  /// - Parameters:
  ///   - files: The files.
  ///   - jobs: How many threads.
  ///   - verb: What the progress line says the run does.
  ///   - work: The work for one file and its position; any thread.
  ///   - deliver: Takes each result in order, with the progress line (for notes above it).
  static func run<Result: Sendable>(
    _ files: [CorpusFile], jobs: Int, verb: String,
    work: @escaping @Sendable (CorpusFile, Int) -> Result,
    deliver: (Result, inout ProgressLine) -> Void
  ) {
    var progress = ProgressLine(verb: verb, noun: "files", total: files.count)
    OrderedParallelMap.run(count: files.count, jobs: jobs) { i in
      work(files[i], i)
    } deliver: { i, result in
      deliver(result, &progress)
      progress.update(done: i + 1)
    }
    progress.finish()
  }

  /// Counts of a run's files that gave no screen.
  struct FileCounts {
    /// Files that could not be read.
    var unreadable = 0
    /// Files found in directories that are not screen dumps.
    var skipped = 0
  }

  /// Reads every file on `jobs` threads, runs `work` on each screen, and hands the results to
  /// `deliver` in the files' order; unreadable files get a line on standard error.
  ///
  /// - Parameters:
  ///   - files: The files.
  ///   - jobs: How many threads.
  ///   - verb: What the progress line says the run does.
  ///   - options: How dumps are imported.
  ///   - work: The work for one screen: its file, the snapshot and the keys of a layout
  ///     snapshot the reader did not know; any thread.
  ///   - deliver: Takes each screen's result in order, and returns a line for standard error
  ///     (above the progress line), if any.
  /// - Returns: The files that gave no screen.
  static func screens<Value: Sendable>(
    _ files: [CorpusFile], jobs: Int, verb: String, options: ImportOptions,
    work: @escaping @Sendable (CorpusFile, LayoutSnapshot, [LayoutSnapshotWarning]) -> Value,
    deliver: (Value) -> String?
  ) -> FileCounts {
    typealias Loaded = LoadedScreen<Value>
    var counts = FileCounts()
    run(files, jobs: jobs, verb: verb) { file, _ -> Loaded in
      switch ScreenLoad.read(file, options: options) {
      case .screen(let snapshot, let warnings, _):
        .screen(work(file, snapshot, warnings), warnings: warnings)
      case .broken(let reason): .broken(reason)
      case .skipped: .skipped
      }
    } deliver: { loaded, progress in
      switch loaded {
      case .screen(let value, let warnings):
        for line in WarningLines.lines(warnings) { progress.note(line) }
        if let line = deliver(value) { progress.note(line) }
      case .broken(let reason):
        counts.unreadable += 1
        progress.note("hitarea: \(reason)")
      case .skipped: counts.skipped += 1
      }
    }
    return counts
  }

  /// A file's result in ``screens(_:jobs:verb:options:work:deliver:)``.
  enum LoadedScreen<Value: Sendable>: Sendable {
    case screen(Value, warnings: [LayoutSnapshotWarning])
    case broken(String)
    case skipped
  }

  /// Ends a run that wrote a file per screen with an error when some could not be written
  /// (each has had its line on standard error).
  ///
  /// - Parameters:
  ///   - unwritten: How many screens' files could not be written.
  ///   - screens: How many screens there were.
  ///   - directory: The folder.
  /// - Throws: ``CLIError/output(_:)`` when `unwritten` is not 0.
  static func checkWritten(_ unwritten: Int, of screens: Int, into directory: String)
    throws(CLIError)
  {
    guard unwritten > 0 else { return }
    throw .output(
      "the files of \(unwritten) of \(counted(screens, "screen")) could not be written into "
        + directory)
  }

  /// The end of a run's text: screens done, files unreadable and skipped.
  static func tail(_ counts: FileCounts) -> String {
    var text = ""
    if counts.unreadable > 0 { text += "; \(counted(counts.unreadable, "file")) could not be read" }
    if counts.skipped > 0 {
      text += "; \(counted(counts.skipped, "file")) skipped (not screen dumps)"
    }
    return text
  }

  /// The exit status of a run.
  ///
  /// - Parameters:
  ///   - failed: Whether findings at or above `--fail-on` were reported.
  ///   - unreadable: How many files could not be read.
  static func status(failed: Bool, unreadable: Int) -> Int32 {
    (failed ? 1 : 0) | (unreadable > 0 ? unreadableFilesStatus : 0)
  }
}
