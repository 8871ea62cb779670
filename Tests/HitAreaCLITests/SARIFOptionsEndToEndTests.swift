import Foundation
import Testing

/// `hitarea audit --format sarif` as a CI job runs it for GitHub: from a subfolder with
/// `--sarif-root`, with a category, into a file with `--output`.
@Suite struct SARIFOptionsEndToEndTests {
  typealias Corpus = CorpusEndToEndTests.Corpus

  static func results(_ text: String) throws -> (run: [String: Any], uris: [String]) {
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let results = try #require(run["results"] as? [[String: Any]])
    let uris = results.compactMap { result in
      ((((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"]
        as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String
    }
    #expect(uris.count == results.count)
    return (run, uris)
  }

  @Test func aRunInASubfolderReportsPathsFromTheRootItIsGiven() throws {
    let corpus = try Corpus()
    defer { corpus.remove() }
    let inside = try CorpusEndToEndTests.run(
      ["audit", "gen", "--format", "sarif", "--sarif-root", ".."], in: corpus.at("app"))
    #expect(inside.status == 1)
    let fromRoot = try CorpusEndToEndTests.run(
      ["audit", "app/gen", "--format", "sarif"], in: corpus.path)
    #expect(inside.stdout == fromRoot.stdout)
    let (_, uris) = try Self.results(inside.stdout)
    #expect(!uris.isEmpty && uris.allSatisfy { $0.hasPrefix("app/gen/screen") })
  }

  /// A baseline names screens from the working directory, with `--sarif-root` or without: the
  /// SARIF step of a CI job in a subfolder failed on every finding of a baseline written there
  /// (its paths were taken from the root), while its summary step called them all known.
  @Test func aBaselineMatchesWithAndWithoutTheRoot() throws {
    let corpus = try Corpus()
    defer { corpus.remove() }
    let app = corpus.at("app")
    let written = try CorpusEndToEndTests.run(
      ["audit", "gen", "--write-baseline", "../plain.json", "--fail-on", "never"], in: app)
    #expect(written.status == 0, "\(written.stderr)")
    let sarif = try CorpusEndToEndTests.run(
      ["audit", "gen", "--format", "sarif", "--sarif-root", "..", "--baseline", "../plain.json"],
      in: app)
    #expect(sarif.status == 0, "\(sarif.stderr)")
    let (_, uris) = try Self.results(sarif.stdout)
    #expect(uris.isEmpty)
    let fromSARIF = try CorpusEndToEndTests.run(
      [
        "audit", "gen", "--format", "sarif", "--sarif-root", "..", "--write-baseline",
        "../rooted.json", "--fail-on", "never", "--output", "../out.sarif",
      ], in: app)
    #expect(fromSARIF.status == 0, "\(fromSARIF.stderr)")
    let plain = try String(contentsOfFile: corpus.path + "/plain.json", encoding: .utf8)
    let rooted = try String(contentsOfFile: corpus.path + "/rooted.json", encoding: .utf8)
    #expect(plain == rooted)
    let text = try CorpusEndToEndTests.run(
      ["audit", "gen", "--baseline", "../rooted.json"], in: app)
    #expect(text.status == 0, "\(text.stdout)")
    // Screens outside the working directory (`../gen`) are named as a run without the root
    // names them, not by their absolute paths.
    let real = corpus.at("app/real")
    let outside = try CorpusEndToEndTests.run(
      ["audit", "../gen", "--write-baseline", "../../outside.json", "--fail-on", "never"],
      in: real)
    #expect(outside.status == 0, "\(outside.stderr)")
    let outsideSARIF = try CorpusEndToEndTests.run(
      [
        "audit", "../gen", "--format", "sarif", "--sarif-root", "../..", "--baseline",
        "../../outside.json",
      ], in: real)
    #expect(outsideSARIF.status == 0, "\(outsideSARIF.stderr)")
    // A suppression file matches by the working directory's fingerprints and by SARIF's.
    let out = try String(contentsOfFile: corpus.path + "/out.sarif", encoding: .utf8)
    let (run, _) = try Self.results(out)
    let first = try #require((run["results"] as? [[String: Any]])?.first)
    let sarifPrint = try #require(
      (first["partialFingerprints"] as? [String: String])?["hitarea/v1"])
    let baseline = try #require(
      try JSONSerialization.jsonObject(with: Data(plain.utf8)) as? [String: Any])
    let entries = try #require(baseline["findings"] as? [[String: Any]])
    let fromBaseline = try #require(entries.first?["fingerprint"] as? String)
    #expect(sarifPrint != fromBaseline)
    for print in [sarifPrint, fromBaseline] {
      try "\(print) # known\n".write(
        toFile: corpus.path + "/suppress.txt", atomically: false, encoding: .utf8)
      let suppressed = try CorpusEndToEndTests.run(
        [
          "audit", "gen", "--format", "sarif", "--sarif-root", "..", "--suppress",
          "../suppress.txt", "--fail-on", "never",
        ], in: app)
      #expect(suppressed.stdout.contains(#""justification": "known""#), "\(print)")
    }
  }

  /// Shards made in a subfolder with `--sarif-root` report as one SARIF run from there does, as
  /// `hitarea report`'s help says (the option was refused with `--format jsonl`); without
  /// `--for-report` it is still refused.
  @Test func shardsInASubfolderTakeTheRoot() throws {
    let corpus = try Corpus()
    defer { corpus.remove() }
    let whole = try CorpusEndToEndTests.run(
      ["audit", "gen", "--format", "sarif", "--sarif-root", ".."], in: corpus.at("app"))
    #expect(whole.status == 1)
    let shard = try CorpusEndToEndTests.run(
      [
        "audit", "gen", "--format", "jsonl", "--for-report", "--sarif-root", "..", "--output",
        "../s.jsonl",
      ], in: corpus.at("app"))
    #expect(shard.status == 1, "\(shard.stderr)")
    let report = try CorpusEndToEndTests.run(
      ["report", "s.jsonl", "--format", "sarif"], in: corpus.path)
    #expect(report.status == whole.status)
    #expect(report.stdout == whole.stdout)
    let plain = try CorpusEndToEndTests.run(
      ["audit", "gen", "--format", "jsonl", "--sarif-root", ".."], in: corpus.at("app"))
    #expect(plain.status == 2)
    #expect(plain.stderr.contains("--sarif-root goes with --format sarif (or jsonl --for-report)"))
  }

  @Test func filesOutsideTheRootAndOtherFormatsAreUsageErrors() throws {
    let corpus = try Corpus()
    defer { corpus.remove() }
    let outside = try CorpusEndToEndTests.run(
      ["audit", "../app/gen", "--format", "sarif", "--sarif-root", "."], in: corpus.at("app/real"))
    #expect(outside.status == 2)
    #expect(outside.stderr.contains("is outside --sarif-root ."))
    let json = try CorpusEndToEndTests.run(
      ["audit", "app/gen", "--format", "json", "--sarif-category", "x"], in: corpus.path)
    #expect(json.status == 2)
    #expect(json.stderr.contains("--sarif-category goes with --format sarif"))
    let empty = try CorpusEndToEndTests.run(
      ["audit", "app/gen", "--format", "sarif", "--sarif-category", "/"], in: corpus.path)
    #expect(empty.status == 2)
    #expect(empty.stderr.contains("--sarif-category needs a name, such as hitarea/ios"))
    // `hitarea report` takes the category by the same rule (it took `/`, writing the id `//`).
    let shard = try CorpusEndToEndTests.run(
      ["audit", "app/gen", "--format", "jsonl", "--for-report", "--output", "s.jsonl"],
      in: corpus.path)
    #expect(shard.status == 1)
    for category in ["/", "//"] {
      let report = try CorpusEndToEndTests.run(
        ["report", "s.jsonl", "--format", "sarif", "--sarif-category", category], in: corpus.path)
      #expect(report.status == 2)
      #expect(report.stderr.contains("--sarif-category needs a name, such as hitarea/ios"))
    }
    let missing = try CorpusEndToEndTests.run(
      ["audit", "app/gen", "--format", "sarif", "--sarif-root", "nowhere"], in: corpus.path)
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("--sarif-root nowhere: no such directory"))
  }

  @Test func theCategoryComesFromTheOptionOrTheStandard() throws {
    let corpus = try Corpus()
    defer { corpus.remove() }
    func id(_ extra: [String]) throws -> String? {
      let r = try CorpusEndToEndTests.run(
        ["audit", "app/gen", "--format", "sarif"] + extra, in: corpus.path)
      return (try Self.results(r.stdout).run["automationDetails"] as? [String: String])?["id"]
    }
    #expect(try id([]) == "hitarea/")
    #expect(try id(["--standard", "android"]) == "hitarea/android/")
    #expect(try id(["--sarif-category", "ui/checkout"]) == "ui/checkout/")
  }

  @Test func outputWritesTheReportToAFileAndSaysSo() throws {
    let corpus = try Corpus()
    defer { corpus.remove() }
    let printed = try CorpusEndToEndTests.run(
      ["audit", "app/gen", "--format", "sarif"], in: corpus.path)
    let written = try CorpusEndToEndTests.run(
      ["audit", "app/gen", "--format", "sarif", "--output", "out/hitarea.sarif"], in: corpus.path)
    #expect(written.status == printed.status)
    #expect(written.stdout == "wrote out/hitarea.sarif\n")
    let file = try String(contentsOfFile: corpus.at("out/hitarea.sarif"), encoding: .utf8)
    #expect(file == printed.stdout)
    // Over an existing file, as CI runs do again and again.
    let again = try CorpusEndToEndTests.run(
      ["audit", "app/gen", "--format", "markdown", "--output", "out/hitarea.sarif"],
      in: corpus.path)
    #expect(again.stdout == "wrote out/hitarea.sarif\n", "\(again.stderr)")
    let replaced = try String(contentsOfFile: corpus.at("out/hitarea.sarif"), encoding: .utf8)
    #expect(replaced.hasPrefix("## hitarea audit\n"))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: corpus.at("out"))
    #expect(leftovers == ["hitarea.sarif"])
    // One screen, as text: the same bytes as standard output.
    let one = ["audit", "app/gen/screen0.json"]
    let text = try CorpusEndToEndTests.run(one, in: corpus.path)
    let textFile = try CorpusEndToEndTests.run(one + ["--output", "one.txt"], in: corpus.path)
    #expect(textFile.status == text.status)
    #expect(try String(contentsOfFile: corpus.at("one.txt"), encoding: .utf8) == text.stdout)
    // A usage error writes nothing.
    let bad = try CorpusEndToEndTests.run(
      ["audit", "app/gen", "--format", "json", "--sarif-root", ".", "--output", "bad.json"],
      in: corpus.path)
    #expect(bad.status == 2)
    #expect(!FileManager.default.fileExists(atPath: corpus.at("bad.json")))
  }
}
