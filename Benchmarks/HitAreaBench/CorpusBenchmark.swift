import Foundation

/// `hitarea-bench corpus`: a folder of screens audited two ways in one run, one `hitarea audit`
/// process per file (a shell loop over the files) and one batch run over the folder, with the
/// batch run's peak memory.
///
/// The screens are copies of the fixtures (`Tests/HitAreaToolsTests/Fixtures/screens`, or
/// `--source DIR`), replicated to `--screens N` (2,000 by default) in a temporary folder. Both
/// ways print JSON to `/dev/null` (`--format json` per file, `--format jsonl` for the batch) and
/// never fail on findings. `--batch-only` skips the per-file loop (for memory at 10,000 screens).
/// `--px-per-dp N` is passed on to both: the test fixtures' Android dumps record no density, and
/// `hitarea audit FILE` on one of them is a usage error (status 2), which ends the loop.
/// The `hitarea` executable is the one built beside this benchmark (on Linux, as a batch job
/// builds it, with the Swift runtime linked in, in a build folder of its own):
///
///     swift build -c release --static-swift-stdlib --scratch-path .build/static
///     .build/static/release/hitarea-bench corpus --screens 2000 --px-per-dp 2.625
enum CorpusBenchmark {
  struct Result {
    var screens: Int
    var perFileSeconds: Double?
    var batchSeconds: Double
    var peakRSSMiB: Double

    var speedup: Double? { perFileSeconds.map { $0 / batchSeconds } }

    /// `{"screens", "perFileSeconds", "batchSeconds", "speedup", "peakRSSMiB"}`; the per-file
    /// numbers are left out when that loop did not run.
    var record: BenchmarkRecord {
      var numbers: [(String, Double)] = [("screens", Double(screens))]
      if let perFileSeconds { numbers.append(("perFileSeconds", perFileSeconds)) }
      numbers.append(("batchSeconds", batchSeconds))
      if let speedup { numbers.append(("speedup", speedup)) }
      numbers.append(("peakRSSMiB", peakRSSMiB))
      return BenchmarkRecord(numbers: numbers, decimals: 2)
    }
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  static func run(_ arguments: [String]) throws -> Result {
    var screens = 2_000
    var source = "Tests/HitAreaToolsTests/Fixtures/screens"
    var batchOnly = false
    var density: [String] = []
    var words = arguments.makeIterator()
    while let word = words.next() {
      switch word {
      case "--screens":
        guard let n = words.next().flatMap(Int.init), n > 0 else {
          throw Failure(description: "--screens takes a positive whole number")
        }
        screens = n
      case "--source":
        guard let path = words.next() else { throw Failure(description: "--source takes DIR") }
        source = path
      case "--batch-only":
        batchOnly = true
      case "--px-per-dp":
        guard let n = words.next(), let value = Double(n), value > 0, value.isFinite else {
          throw Failure(description: "--px-per-dp takes a positive number")
        }
        density = ["--px-per-dp", n]
      default:
        throw Failure(description: "unknown option '\(word)'")
      }
    }
    let hitarea = try hitareaBesideThisBenchmark()
    let folder = try replicate(source, to: screens)
    defer { try? FileManager.default.removeItem(at: folder) }

    print("auditing \(screens) screens (copies of \(source)) with \(hitarea.path)")
    // The batch run first: the children's peak memory is then the batch run's (the per-file
    // processes are smaller).
    let batchSeconds = try time {
      try launch(
        hitarea, ["audit", folder.path, "--format", "jsonl", "--fail-on", "never"] + density)
    }
    let peak = peakChildMemoryMiB()
    print("batch:    \(format(batchSeconds)) s, peak memory \(format(peak)) MiB")
    var perFileSeconds: Double?
    if !batchOnly {
      perFileSeconds = try time {
        try launchPerFile(
          hitarea, everyFileIn: folder,
          options: ["--format", "json", "--fail-on", "never"] + density)
      }
      if let perFileSeconds {
        print(
          "per file: \(format(perFileSeconds)) s (\(format(perFileSeconds / batchSeconds))× the "
            + "batch run's time)")
      }
    }
    return Result(
      screens: screens, perFileSeconds: perFileSeconds, batchSeconds: batchSeconds,
      peakRSSMiB: peak)
  }

  /// The `hitarea` executable built beside this benchmark.
  static func hitareaBesideThisBenchmark() throws -> URL {
    let hitarea = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("hitarea")
    guard FileManager.default.isExecutableFile(atPath: hitarea.path) else {
      throw Failure(
        description: "no hitarea beside this benchmark (\(hitarea.path)); build it first: "
          + "swift build -c release (on Linux: swift build -c release --static-swift-stdlib "
          + "--scratch-path .build/static)")
    }
    return hitarea
  }

  /// How an executable links the Swift runtime: `shared` when it loads `libswiftCore` (the
  /// default build; always on Apple platforms, whose runtime is the system's), `static` for an
  /// ELF executable that names no `libswiftCore.so` (`swift build --static-swift-stdlib`, on
  /// Linux), `unknown` for anything else (a script, an unreadable file).
  static func swiftRuntimeLinkage(of executable: URL) -> String {
    guard let bytes = try? Data(contentsOf: executable, options: .alwaysMapped),
      bytes.count >= 4
    else { return "unknown" }
    let magic = Array(bytes.prefix(4))
    if magic == [0x7F, 0x45, 0x4C, 0x46] {
      // An ELF executable names the shared libraries it needs in its dynamic string table.
      return bytes.range(of: Data("libswiftCore.so".utf8)) == nil ? "static" : "shared"
    }
    let machO: [[UInt8]] = [
      [0xCF, 0xFA, 0xED, 0xFE], [0xCE, 0xFA, 0xED, 0xFE], [0xCA, 0xFE, 0xBA, 0xBE],
    ]
    return machO.contains(magic) ? "shared" : "unknown"
  }

  /// Copies the source's files round-robin into a new temporary folder until it holds `count`.
  static func replicate(_ source: String, to count: Int) throws -> URL {
    let names = try FileManager.default.contentsOfDirectory(atPath: source)
      .filter { !$0.hasPrefix(".") }.sorted()
    guard !names.isEmpty else { throw Failure(description: "\(source) holds no screens") }
    let contents = try names.map {
      try Data(contentsOf: URL(fileURLWithPath: source).appendingPathComponent($0))
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hitarea-bench-corpus-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for i in 0..<count {
      let name = names[i % names.count]
      try contents[i % names.count].write(
        to: folder.appendingPathComponent("\(i)-\(name)"))
    }
    return folder
  }

  /// Runs a process to its end, its output discarded; throws unless it exits with 0, or with 4
  /// (`hitarea`'s status when some files of a corpus could not be read, which a real corpus has:
  /// they are reported and the run goes on).
  static func launch(_ executable: URL, _ arguments: [String]) throws {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 || process.terminationStatus == 4 else {
      throw Failure(
        description: "hitarea \(arguments.joined(separator: " ")) exited with "
          + "\(process.terminationStatus)")
    }
  }

  /// Runs `hitarea audit FILE OPTIONS…` once for each file of a folder, from one shell loop.
  ///
  /// A CI script runs it so, and each start costs what the shell makes it cost: launched one by
  /// one through `Process`, each start cost about 40 ms more here, which hid the command's own
  /// 7 to 13 ms. The shell finds the files itself, so no list of paths meets the system's limit
  /// on arguments. Throws when a run exits with anything but 0 or 4 (see ``launch(_:_:)``).
  static func launchPerFile(_ executable: URL, everyFileIn folder: URL, options: [String]) throws {
    func quoted(_ word: String) -> String {
      "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
    let command = ([executable.path, "audit"].map(quoted) + [#""$f""#] + options.map(quoted))
      .joined(separator: " ")
    let script = """
      for f in "$1"/*; do
        \(command) > /dev/null 2>&1
        s=$?
        if [ "$s" -ne 0 ] && [ "$s" -ne 4 ]; then printf '%s: exited with %s\\n' "$f" "$s" >&2; exit 1; fi
      done
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script, "sh", folder.path]
    process.standardOutput = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      let said = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .newlines)
      let ending = process.terminationReason == .exit ? "status" : "signal"
      throw Failure(
        description: said.isEmpty
          ? "the per-file loop's shell ended with \(ending) \(process.terminationStatus)"
          : "hitarea audit \(said)")
    }
  }

  /// Seconds a piece of work takes, on a clock that never goes back.
  static func time(_ work: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try work()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }

  /// The user and system CPU time so far of this process, or of its children waited for.
  ///
  /// - Parameter ofChildren: Whether the children's (`RUSAGE_CHILDREN`, -1) rather than this
  ///   process's (`RUSAGE_SELF`, 0); the same numbers on Linux and Darwin.
  static func cpuSeconds(ofChildren: Bool) -> Double {
    var usage = rusage()
    getrusage(ofChildren ? -1 : 0, &usage)
    func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }

  /// The largest resident set of the children waited for so far, in MiB.
  static func peakChildMemoryMiB() -> Double {
    var usage = rusage()
    getrusage(-1, &usage)  // RUSAGE_CHILDREN, -1 on Linux and Darwin alike
    #if os(Linux)
    return Double(usage.ru_maxrss) / 1024  // kibibytes
    #else
    return Double(usage.ru_maxrss) / 1_048_576  // bytes
    #endif
  }

  static func format(_ value: Double) -> String { String(format: "%.2f", value) }
}
