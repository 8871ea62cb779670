import Foundation
import HitAreaKit
import HitAreaTools
import Testing

#if canImport(FoundationXML)
import FoundationXML
import HitAreaAuditing
#endif

/// Every report format over one corpus: a screen with an error, a clean screen, a real dump, a
/// broken file and a file that is not a dump.
@Suite struct CorpusReportTests {
  /// The corpus's files, audited in order.
  static func screens(baseline: Baseline? = nil) throws -> (folder: CorpusFolder, [ScreenAudit]) {
    let folder = try CorpusFolder()
    try folder.write("a/close.json", CorpusFolder.smallClose)
    try folder.write("a/clean.json", CorpusFolder.clean)
    try folder.copyFixture("ios_xcuitest_settings_top_390x844.xml", as: "b/settings.xml")
    try folder.write("b/broken.xml", "<AppiumAUT><XCUIElementTypeApplication type=")
    try folder.write("b/readme.txt", "not a dump")
    let files = CorpusFiles.expand([folder.path], workingDirectory: folder.path)
    let audit = CorpusAudit(standard: .ios, baseline: baseline)
    return (folder, files.enumerated().map { audit.audit($1, index: $0) })
  }

  /// A format's whole output, as the command writes it (each piece a line).
  static func render(_ format: any CorpusReportFormat, _ screens: [ScreenAudit]) throws -> String {
    try render(format, screens) { try format.part($0).map(ReportPart.text) }.text
  }

  /// A format's whole output for a folder of one file, audited against iOS's standard.
  static func render(_ format: any CorpusReportFormat, ofOneFile name: String, _ json: String)
    throws -> String
  {
    let folder = try CorpusFolder()
    defer { folder.remove() }
    try folder.write(name, json)
    let files = CorpusFiles.expand([folder.path], workingDirectory: folder.path)
    return try render(
      format, files.enumerated().map { CorpusAudit(standard: .ios).audit($1, index: $0) })
  }

  /// A format's whole output with each screen's part made by `part`, and how many parts went
  /// out as bytes.
  static func render(
    _ format: any CorpusReportFormat, _ screens: [ScreenAudit],
    part: (ScreenAudit) throws -> ReportPart?
  ) throws -> (text: String, bytesParts: Int) {
    var lines: [String] = []
    var bytesParts = 0
    var summary = CorpusSummary(standard: .ios)
    if let header = try format.header() { lines.append(header) }
    var stream = ReportStream(format: format) { piece in
      if case .utf8 = piece { bytesParts += 1 }
      lines.append(piece.text)
    }
    for screen in screens {
      switch screen.outcome {
      case .audited(let audited): summary.add(audited.tally, gone: audited.gone)
      case .parseError: summary.parseErrors += 1
      case .skipped: summary.skipped += 1
      }
      stream.add(try part(screen))
    }
    stream.finish()
    if let footer = try format.footer(summary, wroteParts: stream.wroteParts) {
      lines.append(footer)
    }
    return (lines.map { $0 + "\n" }.joined(), bytesParts)
  }

  /// Every format's parts as they go out give its text; plain JSON lines go out as bytes.
  @Test func partsAsTheyGoOutGiveTheText() throws {
    let (folder, screens) = try Self.screens()
    defer { folder.remove() }
    let formats: [(any CorpusReportFormat, bytes: Bool)] = [
      (JSONCorpusReport(), false), (JSONLinesCorpusReport(), true),
      (JSONLinesCorpusReport(reportRun: ReportRun(standard: .ios, usesBaseline: false)), false),
      (TextCorpusReport(), false), (SARIFCorpusReport(version: "1", category: "c"), false),
      (JUnitCorpusReport(failOn: .error), false), (HTMLCorpusReport(), false),
      (MarkdownCorpusReport(), false),
    ]
    for (format, bytes) in formats {
      let (text, bytesParts) = try Self.render(format, screens, part: format.reportPart)
      #expect(text == (try Self.render(format, screens)), "\(type(of: format))")
      // Four screens have a line (the file that is not a dump has none).
      #expect(bytesParts == (bytes ? 4 : 0), "\(type(of: format))")
    }
  }

  static func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  /// The whole document, encoded in one go.
  struct Document: Encodable {
    var screens: [ScreenAudit]
    var summary: CorpusSummary
  }

  @Test func jsonIsOneDocumentWithTheBytesOfTheWholeEncoded() throws {
    let (folder, screens) = try Self.screens()
    defer { folder.remove() }
    let streamed = try Self.render(JSONCorpusReport(), screens)
    var summary = CorpusSummary(standard: .ios)
    for screen in screens {
      if let audited = screen.audited { summary.add(audited.tally) }
    }
    summary.parseErrors = 1
    summary.skipped = 1
    let listed = screens.filter {
      if case .skipped = $0.outcome { return false }
      return true
    }
    let whole = try JSONTextEncoder().encode(Document(screens: listed, summary: summary))
    #expect(streamed == whole + "\n")
    let json = try Self.object(streamed)
    let entries = try #require(json["screens"] as? [[String: Any]])
    #expect(
      entries.map { $0["path"] as? String } == [
        "a/clean.json", "a/close.json", "b/broken.xml", "b/settings.xml",
      ])
    #expect(
      entries.map { $0["status"] as? String } == [
        "audited", "audited", "parse-error", "audited",
      ])
    let close = try #require(entries[1]["findings"] as? [[String: Any]])
    #expect(close.first?["rule"] as? String == "min-size")
    let files = try #require((json["summary"] as? [String: Any])?["files"] as? [String: Int])
    #expect(files == ["screens": 3, "parseErrors": 1, "skipped": 1])
  }

  @Test func jsonWithoutScreensIsStillADocument() throws {
    let empty = try Self.render(JSONCorpusReport(), [])
    let json = try Self.object(empty)
    #expect((json["screens"] as? [Any])?.isEmpty == true)
  }

  @Test func jsonLinesHaveOneScreenPerLine() throws {
    let (folder, screens) = try Self.screens()
    defer { folder.remove() }
    let lines = try Self.render(JSONLinesCorpusReport(), screens).split(separator: "\n")
    #expect(lines.count == 4)
    for line in lines {
      let json = try Self.object(String(line))
      #expect(json["path"] is String && json["status"] is String)
    }
  }

  @Test func sarifHasTheSchemasRequiredFields() throws {
    let (folder, screens) = try Self.screens()
    defer { folder.remove() }
    let log = try Self.object(try Self.render(SARIFCorpusReport(version: "9.9"), screens))
    #expect(log["version"] as? String == "2.1.0")
    #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
    let runs = try #require(log["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "hitarea")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    let ids = rules.compactMap { $0["id"] as? String }
    #expect(ids == AuditRule.allCases.map(\.rawValue) + ["parse-error"])
    for rule in rules {
      for key in ["shortDescription", "fullDescription", "help"] {
        let text = (rule[key] as? [String: Any])?["text"] as? String
        #expect(text?.isEmpty == false, "\(key) of \(rule["id"] ?? "?")")
      }
    }
    let results = try #require(runs[0]["results"] as? [[String: Any]])
    let findingCount = screens.compactMap(\.audited).map(\.report.findings.count).reduce(0, +)
    #expect(results.count == findingCount + 1)
    var fingerprints = Set<String>()
    for result in results {
      let ruleID = try #require(result["ruleId"] as? String)
      #expect(result["ruleIndex"] as? Int == ids.firstIndex(of: ruleID))
      #expect(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
      #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
      let location = try #require((result["locations"] as? [[String: Any]])?.first)
      let physical = try #require(location["physicalLocation"] as? [String: Any])
      let uri = (physical["artifactLocation"] as? [String: Any])?["uri"] as? String
      #expect(["a/close.json", "b/settings.xml", "b/broken.xml"].contains(uri ?? ""))
      let region = try #require(physical["region"] as? [String: Int])
      // The element's line where the reader records it (the whole line), else line 1 from its
      // first column.
      #expect((region["startLine"] ?? 0) >= 1)
      if region.count > 1 { #expect(region["startLine"] == 1 && region["startColumn"] == 1) }
      let prints = try #require(result["partialFingerprints"] as? [String: String])
      let print = try #require(prints["hitarea/v1"])
      #expect(prints["primaryLocationLineHash"] == print)
      fingerprints.insert(print)
    }
    #expect(fingerprints.count == results.count)
    #expect(results.contains { $0["ruleId"] as? String == "parse-error" })
  }

  @Test func sarifFingerprintsStayAcrossRuns() throws {
    let first = try Self.screens()
    defer { first.folder.remove() }
    let second = try Self.screens()
    defer { second.folder.remove() }
    let format = SARIFCorpusReport(version: "1")
    let a = try Self.render(format, first.1)
    let b = try Self.render(format, second.1)
    #expect(a == b)
  }

  @Test func markdownHasATableForEachScreenWithFindingsAndTheSummary() throws {
    let (folder, screens) = try Self.screens()
    defer { folder.remove() }
    let markdown = try Self.render(MarkdownCorpusReport(), screens)
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "## hitarea audit")
    let headings = lines.filter { $0.hasPrefix("#### ") }
    #expect(
      headings == [
        "#### <code>a/close.json</code>: 1 error against iOS (44×44 pt)",
        "#### <code>b/settings.xml</code>: 9 info against iOS (44×44 pt)",
      ])
    #expect(lines.contains { $0.hasPrefix("**parse-error** <code>b/broken.xml</code>: ") })
    let rows = lines.filter { $0.hasPrefix("| error |") || $0.hasPrefix("| info |") }
    #expect(rows.count == 10)
    for row in rows {
      // Five cells, none broken by a '|' of the text.
      #expect(row.filter { $0 == "|" }.count == 6, "\(row)")
      #expect(row.contains("](\(RuleHelp.documentationBase)#"))
    }
    #expect(lines.contains { $0.hasPrefix("**Summary:** 3 screens against iOS (44×44 pt)") })
  }

  @Test(arguments: [
    ("a | b", "a &#124; b"), ("<b>&</b>", "&lt;b&gt;&amp;&lt;/b&gt;"),
    ("Set `x.hitArea = .minimumSize(44)`.", "Set <code>x.hitArea = .minimumSize(44)</code>."),
    ("one ` tick *", "one \\` tick \\*"), ("line\nbreak", "line break"),
    // No mention, no math, no control character from a label.
    ("@octocat", "@\u{2060}octocat"), ("(@a) me@b.com", "(@\u{2060}a) me@b.com"),
    ("é@a", "é@\u{2060}a"),
    ("$x$", "\\$x\\$"), ("A\u{1B}[2J\r\n", "A\u{FFFD}\\[2J "),
    ("Set `a\nb`", "Set <code>a b</code>"),
  ])
  func markdownShowsTextLiterally(_ text: String, _ shown: String) {
    #expect(MarkdownCorpusReport.text(text) == shown)
  }

  /// A path in code type reads as it is: GitHub reads Markdown between `<code>` and `</code>`
  /// (`[x](y)` was a link, `a _b_ c` emphasis), so its punctuation goes as references.
  @Test func markdownCodeStartsNoMarkup() {
    #expect(
      MarkdownCorpusReport.code("s/[x](y)/a_b_c*d`e\\f~g!h$i#j@k.json")
        == "<code>s/&#91;x&#93;(y)/a&#95;b&#95;c&#42;d&#96;e&#92;f&#126;g&#33;h&#36;i&#35;j&#64;k.json</code>"
    )
    #expect(MarkdownCorpusReport.code("<a|b&c>") == "<code>&lt;a&#124;b&amp;c&gt;</code>")
  }

  /// A run with no findings: "No findings." is a paragraph of its own (the summary ran on in
  /// it).
  @Test func markdownWithoutFindingsKeepsItsParagraphs() throws {
    let markdown = try Self.render(
      MarkdownCorpusReport(), ofOneFile: "clean.json", CorpusFolder.clean)
    #expect(markdown.contains("\nNo findings.\n\n**Summary:** 1 screen"), "\(markdown)")
  }

  /// A path with a line break or a tab keeps it in the test case's name: written as it is in
  /// an attribute, a parser reads each as a space.
  @Test func junitNamesKeepLineBreaks() throws {
    let xml = try Self.render(
      JUnitCorpusReport(failOn: .error), ofOneFile: "a\nb\tc.json", CorpusFolder.smallClose)
    #expect(xml.contains(#"name="a&#10;b&#9;c.json""#))
    #if canImport(FoundationXML) || canImport(Darwin)
    let elements = try XMLCounter.parse(xml)
    #expect(elements.attributes("testcase").first?["name"] == "a\nb\tc.json")
    #endif
  }

  @Test func junitParsesAsXMLWithATestCasePerScreen() throws {
    let (folder, screens) = try Self.screens()
    defer { folder.remove() }
    let xml = try Self.render(JUnitCorpusReport(failOn: .error), screens)
    let elements = try XMLCounter.parse(xml)
    #expect(elements.count("testsuites") == 1)
    #expect(elements.count("testcase") == 4)
    #expect(elements.count("failure") == 1)
    #expect(elements.count("error") == 1)
    #expect(elements.attributes("error").first?["type"] == "parse-error")
    #expect(elements.attributes("failure").first?["type"] == "min-size")
    let never = try XMLCounter.parse(try Self.render(JUnitCorpusReport(failOn: nil), screens))
    #expect(never.count("failure") == 0)
    #expect(never.count("system-out") >= 2)
  }

  @Test func htmlIsOneSelfContainedPageWithAPicturePerScreen() throws {
    let (folder, screens) = try Self.screens()
    defer { folder.remove() }
    let html = try Self.render(HTMLCorpusReport(), screens)
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    let page = try XMLCounter.parse(html)
    #expect(page.count("svg", inside: "figure") == 3)
    #expect(page.count("section") == 4 + 2)  // screens, summary, legend
    let ids = Set(page.all.compactMap { $0.attributes["id"] })
    for element in page.all {
      for (name, value) in element.attributes where ["href", "src", "xlink:href"].contains(name) {
        #expect(value.hasPrefix("#") || value.hasPrefix("data:"), "\(name)=\(value.prefix(60))")
        if value.hasPrefix("#") { #expect(ids.contains(String(value.dropFirst())), "\(value)") }
      }
      #expect(element.name != "script" && element.name != "link" && element.name != "img")
    }
    let findingLinks = page.all.filter { $0.attributes["href"]?.contains("-f") == true }
    #expect(
      findingLinks.count == screens.compactMap(\.audited).map(\.report.findings.count).reduce(0, +))
    #expect(!html.contains("url(http") && !html.contains("@import"))
  }
}

/// The elements of an XML document, by a streaming parse (FoundationXML on Linux).
final class XMLCounter: NSObject, XMLParserDelegate {
  struct Element {
    var name: String
    var attributes: [String: String]
    var ancestors: [String]
  }

  private(set) var all: [Element] = []
  private var stack: [String] = []

  static func parse(_ text: String) throws -> XMLCounter {
    let counter = XMLCounter()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = counter
    #expect(parser.parse(), "XML error: \(String(describing: parser.parserError))")
    return counter
  }

  func count(_ name: String, inside ancestor: String? = nil) -> Int {
    all.filter { $0.name == name && (ancestor.map($0.ancestors.contains) ?? true) }.count
  }

  func attributes(_ name: String) -> [[String: String]] {
    all.filter { $0.name == name }.map(\.attributes)
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    all.append(Element(name: elementName, attributes: attributeDict, ancestors: stack))
    stack.append(elementName)
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    stack.removeLast()
  }
}
