import HitAreaSnapshot
import HitAreaTools

extension ParsedArguments {
  /// `--output FILE` for a command whose output can go to standard output: the file, or `nil`
  /// when it goes there (the option not given, or `-`, as most tools read it; a file named `-`
  /// was written before).
  var outputFile: String? {
    value(.output).flatMap { $0 == "-" ? nil : $0 }
  }

  /// `--output` for a command that writes it beside what it prints, or writes a folder: the
  /// value, `nil` when not given.
  ///
  /// - Parameter place: Where the output goes, a clause (`render of several files writes into
  ///   a folder`).
  /// - Throws: ``CLIError/usage(_:)`` for `-`, standard output.
  func outputPath(_ place: String) throws(CLIError) -> String? {
    guard let value = value(.output) else { return nil }
    guard value != "-" else { throw .usage("--output -: \(place), not standard output") }
    return value
  }

  /// `--output FILE` for a report (``outputFile``), refused when it is a file the command reads:
  /// the report replaced the dump or the shard, without a word.
  ///
  /// - Throws: ``CLIError/usage(_:)`` naming the file.
  func reportFile() throws(CLIError) -> String? {
    guard let path = outputFile else { return nil }
    try refuseReplacingAnInput(path, option: .output)
    return path
  }

  /// Refuses `--output` for a layout snapshot when a screen dump of another format is there.
  ///
  /// `fix dump.xml --output dump.xml` replaced the XCUITest dump with the snapshot, without a
  /// word. A snapshot may be fixed or rewritten in place.
  ///
  /// - Parameter path: The file to write.
  /// - Throws: ``CLIError/usage(_:)`` naming the file.
  func refuseReplacingADump(_ path: String) throws(CLIError) {
    guard !Platform.isDeviceOrPipe(path) else { return }
    if let reason = ScreenLoad.dumpReplacedBySnapshot(at: path) {
      throw .usage(
        "--output \(path): \(reason), which a layout snapshot would replace; name another file")
    }
    // A FILE read as `--from` names it, whose first bytes tell no format (a log before it).
    if let format = try choice(.from, as: OpenChoice<DumpFormat>.self)?.value,
      format != .layoutSnapshot, Self.file(path, among: positional) != nil
    {
      throw .usage(
        "--output \(path): it is the \(format.rawValue) dump this command reads, which a layout "
          + "snapshot would replace; name another file")
    }
  }

  /// Refuses to write a snapshot over the snapshot it was read from when that file holds keys
  /// this reader does not know: the snapshot written holds only the keys it knows, and the
  /// others (a newer writer's, a team's own `capturedAt`) were lost without a word.
  ///
  /// - Parameters:
  ///   - path: The file to write.
  ///   - warnings: The keys the reader did not know in the file read.
  /// - Throws: ``CLIError/usage(_:)`` naming the file and the keys, before anything is written.
  func refuseDroppingUnknownKeys(_ path: String, warnings: [LayoutSnapshotWarning])
    throws(CLIError)
  {
    guard !warnings.isEmpty, !Platform.isDeviceOrPipe(path),
      Self.file(path, among: Array(positional.prefix(1))) != nil
    else { return }
    throw .usage("--output \(path): " + DroppedKeys.reason(warnings, instead: "name another file"))
  }

  /// The name among `names` (not `-`, standard input) that leads to the file at `path`, if any.
  private static func file(_ path: String, among names: [String]) -> String? {
    // The file to write is looked up once; most are new, and then no name is.
    guard let identity = CorpusFiles.identity(of: path) else { return nil }
    return names.first { $0 != "-" && CorpusFiles.identity(of: $0) == identity }
  }

  /// Refuses a file to write that the command reads, under any spelling.
  ///
  /// That is a FILE argument, the file of `--baseline`, `--suppress` or `--screenshot`, a
  /// dump in a folder given as FILE, or the screenshot beside a FILE (`login.png` beside
  /// `login.json`). A device or a pipe (`/dev/null`) is written into, not
  /// replaced: it is never refused. A baseline written over the one the run compares with is an
  /// update (read before the run): allowed.
  ///
  /// - Parameters:
  ///   - path: The file to write.
  ///   - option: The option that names it.
  /// - Throws: ``CLIError/usage(_:)`` naming the file.
  func refuseReplacingAnInput(_ path: String, option: OptionName) throws(CLIError) {
    guard !Platform.isDeviceOrPipe(path) else { return }
    let read = [OptionName.baseline, .suppress, .screenshot].filter {
      !(option == .writeBaseline && $0 == .baseline)
    }
    let named = positional + read.compactMap { value($0) }
    let refusal = "--\(option.rawValue) \(path) is a file this command reads"
    if let input = Self.file(path, among: named) {
      let same = input == path ? "" : " (\(input))"
      throw .usage("\(refusal)\(same): it would be replaced; name another file")
    }
    if let folder = positional.first(where: { Platform.isDump(path, inFolder: $0) }) {
      throw .usage(
        "\(refusal) (a dump in \(folder)): it would be replaced; name another file")
    }
    // The screenshot beside a FILE, which render and the HTML report read by convention
    // (`render login.json --output login.png` wrote the picture over it), under any spelling;
    // looked for only when the file to write is there.
    if let identity = CorpusFiles.identity(of: path),
      let dump = positional.first(where: { dump in
        dump != "-"
          && Screenshot.paths(beside: dump).contains { CorpusFiles.identity(of: $0) == identity }
      })
    {
      throw .usage(
        "\(refusal) (the screenshot beside \(dump)): it would be replaced; name another file")
    }
  }
}
