import Foundation

/// `hitarea-bench read-speed`: the batch audit of a corpus against Python's standard parsers
/// merely reading the same files, with the ratio of their CPU times; then the audit's throughput
/// on two jobs and its peak memory.
///
/// The corpus is a folder (`--source DIR`, the test fixtures by default) replicated to
/// `--screens N` files (2,000 by default; `--screens 0` takes the folder as it is). The audit is
/// `hitarea audit DIR --format jsonl --jobs 1 --fail-on never`, its CPU time that of the whole
/// process (start included); the yardstick is `Scripts/parse-corpus.py DIR` (`json.loads` of each
/// JSON file's bytes, expat for XML), its CPU time that of the parsing loop alone. The two run in
/// turn, `--rounds N` times (5 by default): on a shared machine one pair's ratio moves by a third
/// from run to run, so the ratio printed is the median of the rounds' ratios, with their range.
/// The goal is a ratio of at most 1. Beside it, each round measures the CPU time of
/// reading the files alone as the audit reads them (``ReadingFloor``): part of the audit's time
/// that the yardstick, which times parsing alone, does not count (`"readCPUSeconds"`).
///
///     swift build -c release --static-swift-stdlib --scratch-path .build/static
///     .build/static/release/hitarea-bench read-speed --source ~/rico --screens 0
///
/// On Linux, build both with `--static-swift-stdlib`, as a batch job should, in a build folder
/// of their own (SwiftPM compiles every module with the flag, so a shared build in the same
/// folder would rebuild them all): a `hitarea` that loads the Swift runtime and Foundation as
/// shared libraries spends about 7 ms more CPU time starting and makes each call into them
/// through a table. The JSON line says which was measured (`"swiftRuntime"`).
enum ReadSpeedBenchmark {
  struct Result {
    var screens: Int
    var megabytes: Double
    /// Each round's audit CPU time and Python's, in turn.
    var rounds: [(audit: Double, parse: Double)]
    /// Each round's CPU time of reading the files alone (``ReadingFloor``).
    var readings: [Double]
    var jobs2Seconds: Double
    var peakRSSMiB: Double
    /// How the `hitarea` measured links the Swift runtime (`static`, `shared` or `unknown`).
    var swiftRuntime: String

    var auditCPUSeconds: Double { median(rounds.map(\.audit)) }
    var parseCPUSeconds: Double { median(rounds.map(\.parse)) }
    var readCPUSeconds: Double { median(readings) }
    var ratios: [Double] { rounds.map { $0.audit / $0.parse } }
    var ratio: Double { median(ratios) }
    var screensPerSecond: Double { Double(screens) / jobs2Seconds }

    var record: BenchmarkRecord {
      BenchmarkRecord(
        numbers: [
          ("screens", Double(screens)), ("megabytes", megabytes),
          ("auditCPUSeconds", auditCPUSeconds), ("pythonParseCPUSeconds", parseCPUSeconds),
          ("ratio", ratio), ("jobs2Seconds", jobs2Seconds),
          ("screensPerSecondJobs2", screensPerSecond), ("peakRSSMiB", peakRSSMiB),
          ("rounds", Double(rounds.count)), ("ratioMin", ratios.min() ?? 0),
          ("ratioMax", ratios.max() ?? 0), ("readCPUSeconds", readCPUSeconds),
        ], decimals: 3, trailingText: [("swiftRuntime", swiftRuntime)])
    }

    /// The middle value (the mean of the two middle ones for an even count); 0 for none.
    func median(_ values: [Double]) -> Double {
      let sorted = values.sorted()
      guard !sorted.isEmpty else { return 0 }
      let middle = sorted.count / 2
      return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
  }

  static func run(_ arguments: [String]) throws -> Result {
    var screens = 2_000
    var source = "Tests/HitAreaToolsTests/Fixtures/screens"
    var python = "python3"
    var roundCount = 5
    var words = arguments.makeIterator()
    while let word = words.next() {
      switch word {
      case "--screens":
        guard let n = words.next().flatMap(Int.init), n >= 0 else {
          throw CorpusBenchmark.Failure(description: "--screens takes a whole number")
        }
        screens = n
      case "--source":
        guard let path = words.next() else {
          throw CorpusBenchmark.Failure(description: "--source takes DIR")
        }
        source = path
      case "--rounds":
        guard let n = words.next().flatMap(Int.init), n >= 1 else {
          throw CorpusBenchmark.Failure(description: "--rounds takes a whole number of at least 1")
        }
        roundCount = n
      case "--python":
        guard let path = words.next() else {
          throw CorpusBenchmark.Failure(description: "--python takes a command")
        }
        python = path
      default:
        throw CorpusBenchmark.Failure(description: "unknown option '\(word)'")
      }
    }
    let hitarea = try CorpusBenchmark.hitareaBesideThisBenchmark()
    let script = "Scripts/parse-corpus.py"
    guard FileManager.default.fileExists(atPath: script) else {
      throw CorpusBenchmark.Failure(description: "run from the package's root (\(script))")
    }
    var folder = URL(fileURLWithPath: source)
    var made: URL?
    if screens > 0 {
      folder = try CorpusBenchmark.replicate(source, to: screens)
      made = folder
    }
    defer { made.map { try? FileManager.default.removeItem(at: $0) } }

    // The peak is read after the first audit, before Python's own memory can count.
    var peak = 0.0
    var rounds: [(audit: Double, parse: Double)] = []
    var readings: [Double] = []
    var yardstick = (files: 0, bytes: 0, seconds: 0.0)
    for round in 0..<roundCount {
      readings.append(ReadingFloor.cpuSeconds(readingFilesIn: folder.path))
      let before = childCPUSeconds()
      try CorpusBenchmark.launch(
        hitarea, ["audit", folder.path, "--format", "jsonl", "--jobs", "1", "--fail-on", "never"])
      let auditCPU = childCPUSeconds() - before
      if round == 0 { peak = CorpusBenchmark.peakChildMemoryMiB() }
      yardstick = try pythonParse(python: python, script: script, folder: folder.path)
      rounds.append((auditCPU, yardstick.seconds))
    }
    let jobs2 = try CorpusBenchmark.time {
      try CorpusBenchmark.launch(
        hitarea, ["audit", folder.path, "--format", "jsonl", "--jobs", "2", "--fail-on", "never"])
    }
    let result = Result(
      screens: yardstick.files, megabytes: Double(yardstick.bytes) / 1e6, rounds: rounds,
      readings: readings, jobs2Seconds: jobs2, peakRSSMiB: peak,
      swiftRuntime: CorpusBenchmark.swiftRuntimeLinkage(of: hitarea))
    let f = CorpusBenchmark.format
    print(
      "\(result.screens) screens (\(f(result.megabytes)) MB, \(source)): "
        + "audit \(f(result.auditCPUSeconds)) s CPU on one job (reading the files alone "
        + "\(Int((result.readCPUSeconds * 1000).rounded())) ms, which Python's time does not "
        + "count), Python's parsers "
        + "\(f(result.parseCPUSeconds)) s "
        + (rounds.count == 1 ? "(one round): " : "(medians of \(rounds.count) rounds): ")
        + "\(f(result.ratio))× (\(f(result.ratios.min() ?? 0))× to "
        + "\(f(result.ratios.max() ?? 0))×); "
        + "two jobs \(Int(result.screensPerSecond.rounded())) screens/s; peak \(f(peak)) MiB; "
        + "Swift runtime \(result.swiftRuntime)")
    return result
  }

  /// Runs the Python yardstick and reads its line.
  static func pythonParse(python: String, script: String, folder: String) throws
    -> (files: Int, bytes: Int, seconds: Double)
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [python, script, folder]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    struct Line: Decodable {
      var files: Int
      var bytes: Int
      var parseCPUSeconds: Double
    }
    guard process.terminationStatus == 0,
      let line = try? JSONDecoder().decode(Line.self, from: data)
    else {
      throw CorpusBenchmark.Failure(
        description: "\(python) \(script) failed (status \(process.terminationStatus))")
    }
    return (line.files, line.bytes, line.parseCPUSeconds)
  }

  /// The user and system CPU time of the children waited for so far.
  static func childCPUSeconds() -> Double { CorpusBenchmark.cpuSeconds(ofChildren: true) }
}
