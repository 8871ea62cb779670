import Foundation
import HitAreaAuditing
import HitAreaSnapshot
import HitAreaTools
import Testing

/// What GitHub's `upload-sarif` needs of a log, beyond the schema: a category, rule help
/// addresses, relative artifact paths and results on their elements' lines.
@Suite struct SARIFUploadTests {
  static func log(_ format: SARIFCorpusReport, _ screens: [ScreenAudit]) throws -> [String: Any] {
    try CorpusReportTests.object(try CorpusReportTests.render(format, screens))
  }

  static func run(_ log: [String: Any]) throws -> [String: Any] {
    try #require((log["runs"] as? [[String: Any]])?.first)
  }

  @Test(arguments: [
    ("hitarea", "hitarea/"), ("hitarea/ios", "hitarea/ios/"), ("hitarea/ios/", "hitarea/ios/"),
    ("app//", "app/"),
  ])
  func theCategoryIsTheAutomationIDUpToItsLastSlash(_ category: String, _ id: String) throws {
    let log = try Self.log(SARIFCorpusReport(version: "1", category: category), [])
    let details = try #require(try Self.run(log)["automationDetails"] as? [String: String])
    #expect(details == ["id": id])
  }

  @Test func theDefaultCategoryNamesTheStandardWhenOneIsChosen() {
    #expect(SARIFCorpusReport.defaultCategory(standard: nil) == "hitarea")
    #expect(SARIFCorpusReport.defaultCategory(standard: .wcagAA) == "hitarea/wcag-aa")
  }

  @Test func everyRuleLinksToItsHeadingInTheDocumentation() throws {
    let log = try Self.log(SARIFCorpusReport(version: "1"), [])
    let tool = try #require(try Self.run(log)["tool"] as? [String: Any])
    let rules = try #require((tool["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
    for rule in rules {
      let id = try #require(rule["id"] as? String)
      let uri = try #require(rule["helpUri"] as? String)
      #expect(uri == RuleHelp.documentationBase + "#" + id)
      #expect(URL(string: uri)?.scheme == "https")
    }
  }

  /// The README has a heading for every rule the addresses point at.
  @Test func theReadmeHasTheHeadingOfEveryRule() throws {
    let readme = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md"), encoding: .utf8)
    let headings = Set(
      readme.split(separator: "\n").filter { $0.hasPrefix("#### `") }.map {
        $0.dropFirst(6).prefix { $0 != "`" }
      }.map(String.init))
    for id in SARIFCorpusReport.ruleIDs { #expect(headings.contains(id), "#### `\(id)`") }
  }

  @Test func resultsPointAtTheirElementsLinesWhereKnown() throws {
    let folder = try CorpusFolder()
    defer { folder.remove() }
    try folder.write(
      "screens/two.json",
      CorpusFolder.screen([
        .init(id: "a", label: "A", frame: [10, 10, 20, 20]),
        .init(id: "b", label: "B", frame: [100, 10, 20, 20]),
      ]))
    let files = CorpusFiles.expand([folder.path], workingDirectory: folder.path)
    var entry = CorpusAudit(standard: .ios).audit(files[0], index: 0)
    guard case .audited(var screen) = entry.outcome else {
      Issue.record("not audited")
      return
    }
    #expect(screen.report.findings.count == 2)
    // The reader's lines, as the importers fill them: the root on 1, a on 3; b unknown.
    var lines = SourceLines(nodeCount: screen.snapshot.nodes.count)
    let a = try #require(screen.snapshot.index(of: "a"))
    lines[a] = 3
    screen.sourceLines = lines
    entry.outcome = .audited(screen)
    let results = try #require(
      try Self.run(try Self.log(SARIFCorpusReport(version: "1"), [entry]))["results"]
        as? [[String: Any]])
    let regions = try results.map { result in
      let location = try #require((result["locations"] as? [[String: Any]])?.first)
      let physical = try #require(location["physicalLocation"] as? [String: Any])
      #expect(
        (physical["artifactLocation"] as? [String: String])?["uri"] == "screens/two.json")
      return try #require(physical["region"] as? [String: Int])
    }
    #expect(regions[0] == ["startLine": 3])
    #expect(regions[1] == ["startLine": 1, "startColumn": 1, "endLine": 1, "endColumn": 2])
  }
}
