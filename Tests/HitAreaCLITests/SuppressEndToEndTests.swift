import Foundation
import Testing

/// `hitarea audit --suppress FILE`: suppressed findings stay visible, marked, in every format,
/// count toward no exit status, and travel with `hitarea report`'s shards.
@Suite struct SuppressEndToEndTests {
  /// Writes `suppress.txt` beside the corpus (`../suppress.txt` from it, so that it is no file of
  /// the run): the first SARIF result's fingerprint, and every `min-size` finding about
  /// `UIButton ‘Share’` by name.
  static func writeSuppressions(in corpus: URL) throws {
    let sarif = try CommandEndToEndTests.run(["audit", ".", "--format", "sarif"], in: corpus)
    let fingerprint = try #require(
      sarif.stdout.firstMatch(of: /"hitarea\/v1": "([0-9a-f]{16})"/)?.1)
    try """
    # accepted findings
    \(fingerprint)  # tracked in APP-1
    min-size:UIButton ‘Share’  # the design keeps it; APP-2
    """.write(
      to: corpus.deletingLastPathComponent().appendingPathComponent("suppress.txt"),
      atomically: false, encoding: .utf8)
  }

  @Test(arguments: ShardReportEndToEndTests.formats)
  func suppressionsTravelWithTheShards(_ format: String) throws {
    try ShardReportEndToEndTests.expectShardsGiveTheWholeRun(
      format, settings: ["--suppress", "../suppress.txt"], prepare: Self.writeSuppressions)
  }

  @Test func everyFormatShowsTheSuppressedFindings() throws {
    let (corpus, _) = try ShardReportEndToEndTests.corpus("suppress-formats")
    defer { try? FileManager.default.removeItem(at: corpus.deletingLastPathComponent()) }
    try Self.writeSuppressions(in: corpus)
    func audit(_ format: String) throws -> String {
      try CommandEndToEndTests.run(
        ["audit", ".", "--format", format, "--suppress", "../suppress.txt"], in: corpus
      ).stdout
    }
    let sarif = try audit("sarif")
    #expect(sarif.contains(#""suppressions": ["#))
    #expect(sarif.contains(#"{"kind": "external", "justification": "tracked in APP-1"}"#))
    #expect(sarif.contains("the design keeps it; APP-2"))
    let json = try audit("json")
    #expect(
      json.contains(#""suppressed": {"kind": "external", "justification": "tracked in APP-1"}"#))
    #expect(try audit("jsonl").contains(#""suppressed":{"kind":"external""#))
    #expect(try audit("text").contains("error (suppressed) min-size"))
    #expect(try audit("markdown").contains("| error (suppressed) |"))
    #expect(try audit("junit").contains("error (suppressed) min-size"))
    #expect(try audit("html").contains("class=\"error suppressed\""))
    // Without the file, nothing says suppressed.
    let plain = try CommandEndToEndTests.run(["audit", ".", "--format", "json"], in: corpus)
    #expect(!plain.stdout.contains("suppress"))
  }

  @Test func suppressedFindingsDoNotFailTheRun() throws {
    let (corpus, _) = try ShardReportEndToEndTests.corpus("suppress-status")
    defer { try? FileManager.default.removeItem(at: corpus.deletingLastPathComponent()) }
    let folder = try #require(
      ["a", "b", "c"].first {
        FileManager.default.fileExists(
          atPath: corpus.appendingPathComponent("\($0)/demo.json").path)
      })
    let demo = "\(folder)/demo.json"
    let failing = try CommandEndToEndTests.run(["audit", demo, "--format", "sarif"], in: corpus)
    let prints = failing.stdout.matches(of: /"hitarea\/v1": "([0-9a-f]{16})"/).map { String($0.1) }
    #expect(!prints.isEmpty)
    let all = prints.map { "\($0)  # accepted" }.joined(separator: "\n")
    try all.write(to: corpus.appendingPathComponent("all.txt"), atomically: false, encoding: .utf8)
    let before = try CommandEndToEndTests.run(["audit", demo], in: corpus)
    #expect(before.status == 1)
    let after = try CommandEndToEndTests.run(["audit", demo, "--suppress", "all.txt"], in: corpus)
    #expect(after.status == 0, "\(after.stdout)")
    #expect(after.stdout.contains("suppressed"))
  }

  @Test func aBadFileIsRefusedBeforeAnythingIsWritten() throws {
    let (corpus, _) = try ShardReportEndToEndTests.corpus("suppress-bad")
    defer { try? FileManager.default.removeItem(at: corpus.deletingLastPathComponent()) }
    try "# fine\n\nmin-size:Close\nminsize:Back  # typo\n".write(
      to: corpus.appendingPathComponent("bad.txt"), atomically: false, encoding: .utf8)
    let out = corpus.appendingPathComponent("out.sarif")
    let r = try CommandEndToEndTests.run(
      ["audit", ".", "--format", "sarif", "--suppress", "bad.txt", "--output", out.path],
      in: corpus)
    #expect(r.status == 2)
    #expect(r.stderr.contains("bad.txt:4: unknown rule \"minsize\""))
    #expect(!FileManager.default.fileExists(atPath: out.path))
    let missing = try CommandEndToEndTests.run(
      ["audit", ".", "--suppress", "nope.txt"], in: corpus)
    #expect(missing.status == 2 && missing.stdout.isEmpty)
    // UTF-16 without a byte order mark: its NUL bytes named, as every reader names them (the
    // file was read as lines of comments and names with NULs in them).
    let wide = Data("# fine\nmin-size:Close\n".utf16.flatMap { [UInt8($0), 0] })
    try wide.write(to: corpus.appendingPathComponent("wide.txt"))
    let nul = try CommandEndToEndTests.run(["audit", ".", "--suppress", "wide.txt"], in: corpus)
    #expect(nul.status == 2)
    #expect(nul.stderr.hasPrefix("hitarea: wide.txt: not UTF-8 text: a NUL byte at line 1"))
    // An empty file suppresses nothing: no line is a bad line (it was "cannot be read").
    try Data().write(to: corpus.appendingPathComponent("empty.txt"))
    let empty = try CommandEndToEndTests.run(["audit", ".", "--suppress", "empty.txt"], in: corpus)
    #expect(!empty.stderr.contains("empty.txt"), "\(empty.stderr)")
    #expect(empty.status != 2)
  }
}
