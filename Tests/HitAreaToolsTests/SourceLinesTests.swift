import Foundation
import HitAreaKit
import HitAreaSnapshot
import HitAreaTools
import Testing

/// Every reader says where each node starts in its file: the line of its XML element's `<`, or
/// of its JSON object's `{`.
@Suite struct SourceLinesTests {
  /// Reads a fixture as every command does.
  static func loaded(_ name: String, options: ImportOptions = ImportOptions()) throws
    -> LoadedSnapshot
  {
    let input = try SnapshotInput(ImportFixtures.data(name), file: name)
    return try LayoutSnapshot.read(input: input, format: options.format, options: options)
  }

  static func loaded(_ text: String, file: String, options: ImportOptions = ImportOptions())
    throws -> LoadedSnapshot
  {
    let input = try SnapshotInput(Array(text.utf8), file: file)
    return try LayoutSnapshot.read(input: input, format: options.format, options: options)
  }

  @Test func layoutSnapshotNodesAreAtTheirObjectsBrace() throws {
    let text = """
      {"format": "hitarea.layout", "version": 1,
       "root": {"id": "window", "frame": [0, 0, 390, 844], "children": [
         {"id": "a", "frame": [0, 0, 10, 10]},

         {
           "id": "b", "frame": [0, 0, 10, 10], "children": [{"id": "c", "frame": [0, 0, 1, 1]}]
         }
       ]}}
      """
    let loaded = try Self.loaded(text, file: "screen.json")
    let lines = loaded.snapshot.nodes.indices.map { loaded.lines[$0] }
    #expect(lines == [2, 3, 5, 6])
    #expect(loaded.lines[4] == nil)
  }

  @Test func xcuitestElementsAreAtTheirStartTags() throws {
    let loaded = try Self.loaded("ios_xcuitest_settings_top_390x844.xml")
    let general = try #require(
      loaded.snapshot.nodes.firstIndex {
        $0.type == "XCUIElementTypeCell" && $0.label == "General"
      })
    #expect(loaded.lines[general] == 29)
    #expect(loaded.lines[0] == 3)
    #expect(loaded.snapshot.nodes.indices.allSatisfy { loaded.lines[$0] != nil })
  }

  @Test func aStartTagOverSeveralLinesIsAtItsFirstLine() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <AppiumAUT>
        <XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0"
            width="390" height="844">
          <XCUIElementTypeButton type="XCUIElementTypeButton" name="Close" x="1" y="2"
              width="30"
              height="30"/><XCUIElementTypeButton type="XCUIElementTypeButton"
              name="Open" x="40" y="2" width="30" height="30"/>
        </XCUIElementTypeApplication>
      </AppiumAUT>
      """
    let loaded = try Self.loaded(text, file: "page.xml")
    let lines = loaded.snapshot.nodes.indices.map { loaded.lines[$0] }
    #expect(lines == [3, 5, 7])
  }

  @Test func uiAutomatorNodesAreAtTheirStartTags() throws {
    let loaded = try Self.loaded(
      "android_uiautomator2_settings_languages_1080x2160.xml",
      options: ImportOptions(pixelsPerDP: 2.75))
    let bar = try #require(
      loaded.snapshot.nodes.firstIndex { $0.identifier == "com.android.settings:id/app_bar" })
    #expect(loaded.lines[bar] == 7)
  }

  @Test func ricoNodesAreAtTheirObjectsBrace() throws {
    let loaded = try Self.loaded("enrico_10594_syncme_hierarchy.json")
    let snapshot = loaded.snapshot
    #expect(loaded.lines[0] == 1)
    let switcher = try #require(
      snapshot.nodes.firstIndex { $0.identifier == "com.syncme.syncmeapp:id/viewSwitcher" })
    #expect(loaded.lines[switcher] == 33)
    let button = try #require(
      snapshot.nodes.firstIndex {
        $0.identifier == "com.syncme.syncmeapp:id/fragment_phone_insertion__welcomeContinueButton"
      })
    #expect(loaded.lines[button] == 52)
  }

  @Test func aWrappedRICOFileCountsTheWrapper() throws {
    let text = """
      {"activity_name": "x",
       "activity": {
         "root": {"bounds": [0, 0, 100, 100], "children": [
           null,
           {"bounds": [0, 0, 10, 10], "clickable": true}]}}}
      """
    let loaded = try Self.loaded(text, file: "rico.json")
    #expect(loaded.snapshot.nodes.indices.map { loaded.lines[$0] } == [3, 5])
  }

  @Test func theLinesReachTheAuditedScreen() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hitarea-lines-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let name = "ios_xcuitest_settings_top_390x844.xml"
    let url = folder.appendingPathComponent(name)
    try ImportFixtures.data(name).write(to: url)
    let entry = CorpusAudit(standard: .ios).audit(
      CorpusFile(path: name, location: url.path, isNamed: true), index: 0)
    let audited = try #require(entry.audited)
    let finding = try #require(audited.report.findings.first)
    let line = try #require(audited.line(of: finding))
    let text = try String(contentsOf: url, encoding: .utf8)
    let source = text.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
    #expect(source.contains("<XCUIElementType"))
    let report = try #require(TextCorpusReport().part(entry))
    #expect(report.contains("\n  \(name):\(line): \(finding.severity) \(finding.rule) "))
  }
}
