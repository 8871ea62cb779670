import Foundation
import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot
import HitAreaTools
import Testing

@Suite struct MaestroImporterTests {
  static let android = "maestro_hierarchy_android_maestro1056_star_1440w.txt"
  static let ios = "maestro_hierarchy_ios_derived_skeleton_login_402x874.txt"
  static let legacy = "maestro_hierarchy_ios_legacy_maestro872_empty.json"

  /// Android: pixels over --px-per-dp; the clickable row is the one target, its text child a
  /// label; the document and `<hierarchy>` nodes are boxes around their children.
  @Test func androidHierarchy() throws {
    let s = try ImportFixtures.load(Self.android, options: ImportOptions(pixelsPerDP: 3.5))
    #expect(s.platform == .android && s.unit == .dp && s.pixelsPerPoint == 3.5)
    #expect(s.targetsAreInferred == false)
    #expect(s.nodes.count == 5)
    let targets = s.nodes.indices.filter { s.nodes[$0].isTarget }
    #expect(targets.count == 1)
    let row = try #require(targets.first)
    let frame = s.frameInRoot(row)
    let expected = [20, 1054 / 3.5, 1300 / 3.5, 48]
    let found = [frame.minX, frame.minY, frame.width, frame.height]
    #expect(zip(found, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(frame)")
    #expect(s.nodes[row].android?.isClickable == true)
    #expect(s.nodes[row].isEnabled)
    let star = try #require(s.nodes.first { $0.label == "Star repository" })
    #expect(!star.isTarget)
    #expect(s.nodes[0].isEnabled && s.nodes[1].isEnabled)  // `<hierarchy>` says enabled: false
    #expect(s.nodes[0].frame == Rect(x: 0, y: 0, width: 1440 / 3.5, height: 1222 / 3.5))
    let corners = try s.node("com.android.systemui:id/rounded_corners_top")
    #expect(!corners.isTarget)
  }

  /// A bottom sheet's window listed before the app's: in front of it (it was drawn behind, its
  /// actions reported unreachable under the app's row).
  @Test func aSheetIsInFrontOfTheAppsWindow() throws {
    let text = """
      Running on emulator-5554
      {"attributes": {}, "children": [{"attributes": {}, "children": [
        {"attributes": {"class": "android.widget.FrameLayout", "bounds": "[0,1500][1080,2400]"},
         "children": [
          {"attributes": {"class": "android.widget.FrameLayout", "text": "Share via email",
            "clickable": "true", "bounds": "[0,1600][1080,1800]"}, "children": []}]},
        {"attributes": {"class": "android.widget.FrameLayout", "bounds": "[0,0][1080,2400]"},
         "children": [
          {"attributes": {"class": "android.widget.FrameLayout", "text": "Open document",
            "clickable": "true", "bounds": "[0,1550][1080,1850]"}, "children": []}]}]}]}
      """
    let s = try LayoutSnapshot.load(
      data: Data(text.utf8), file: "sheet.txt", options: ImportOptions(pixelsPerDP: 2.625))
    let findings = s.audit().findings
    #expect(!findings.contains { $0.label.contains("Share via email") }, "\(findings)")
    #expect(findings.contains { $0.rule == .unreachable && $0.label.contains("Open document") })
  }

  @Test func androidNeedsTheDensity() throws {
    let error = try #require(
      ImportFixtures.error(
        bytes: Array(try ImportFixtures.data(Self.android)), file: Self.android))
    #expect(error.kind == .invalidOptions)
    #expect(error.message.contains("--px-per-dp"))
  }

  /// iOS: the banner and the synthetic root skipped, targets inferred by the documented rule.
  @Test func iosHierarchyInfersTargets() throws {
    let s = try ImportFixtures.load(Self.ios)
    #expect(s.platform == .ios && s.unit == .pt)
    #expect(s.targetsAreInferred)
    #expect(s.nodes[0].label == "Skeleton Internal")  // the [0,0][0,0] root is gone
    #expect(s.nodes[0].frame == Rect(x: 0, y: 0, width: 402, height: 874))
    let targets = s.nodes.filter(\.isTarget)
    let labels = targets.compactMap(\.label)
    // Keys, delete, "Forgot PIN?", the outer "Password login" (same-frame descendants), and
    // the title "Log in" (short text of a button's size: the rule's known false positive).
    #expect(labels.filter { $0.count == 1 }.sorted() == (0...9).map(String.init))
    #expect(labels.contains("delete 1") && labels.contains("Forgot PIN?"))
    #expect(labels.filter { $0 == "Password login" }.count == 1)
    #expect(labels.contains("Log in"))
    #expect(!labels.contains("Enter your PIN to log in"))  // 169 pt wide: a sentence's width
    #expect(!labels.contains("pinDotEmpty"))  // 8×8: an icon, not a button
    #expect(targets.count == 14)
    #expect(s.nodes.allSatisfy { $0.type == nil })
  }

  /// A log line of JSON before the hierarchy (`{"level":"info"}`, a wrapper's) is passed over:
  /// the hierarchy is the object whose first key is `attributes` (the log line was read as the
  /// hierarchy and refused, `attributes: missing`).
  @Test func aJSONLogLineBeforeTheHierarchyIsPassedOver() throws {
    let plain = try ImportFixtures.data(Self.ios)
    let logged = Array(#"{"level":"info","msg":"connected"}"#.utf8) + [0x0A] + plain
    let a = try LayoutSnapshot.load(data: Data(plain), file: "h.txt")
    let b = try LayoutSnapshot.load(data: Data(logged), file: "h.txt")
    #expect(b.nodes.count == a.nodes.count)
    #expect(b.nodes.map(\.frame) == a.nodes.map(\.frame))
  }

  @Test func inferredTargetsAreSaidInTheReports() throws {
    let s = try ImportFixtures.load(Self.ios)
    let screen = CorpusAudit(standard: .ios).prepare(s, path: Self.ios, location: nil)
    #expect(!screen.report.findings.isEmpty)
    #expect(screen.report.findings.allSatisfy { $0.severity != .error })
    #expect(screen.report.findings.allSatisfy { $0.message.hasSuffix(InferredTargets.findingNote) })
    var entry = ScreenAudit(path: Self.ios, index: 0, outcome: .audited(screen))
    entry.warnings = []
    let text = try #require(TextCorpusReport().part(entry))
    #expect(text.contains("\n  note: \(InferredTargets.note)\n"))
    let json = try JSONTextEncoder().encode(entry)
    #expect(json.contains(#""targetsInferred": true"#))
    // The flag survives a layout snapshot file.
    let again = try LayoutSnapshot(jsonData: s.jsonBytes())
    #expect(again.targetsAreInferred)
  }

  @Test func legacyIdbDriverOutput() throws {
    let s = try ImportFixtures.load(Self.legacy)
    #expect(s.platform == .ios)
    #expect(s.nodes.count == 1 || s.nodes.filter(\.isTarget).isEmpty)
    #expect(s.nodes.filter(\.isTarget).isEmpty)
  }

  @Test func linesCountTheBanner() throws {
    let input = try SnapshotInput(ImportFixtures.data(Self.ios), file: Self.ios)
    let loaded = try LayoutSnapshot.read(input: input, format: nil, options: ImportOptions())
    #expect(loaded.lines[0] == 17)  // the app tree's `{`, after 2 banner lines and the root
  }

  @Test(arguments: [
    ("Running on x\n", "h.txt: no line starts with '{'"),
    ("element_num,depth,attributes,parent_num\n1,0,bounds=[0,0][1,1],\n", "h.txt: this is"),
    (
      "\u{FEFF}element_num,depth,attributes,parent_num\r\n1,0,bounds=[0,0][1,1],\r\n",
      "h.txt: this is"
    ),
    (
      "None: \n{\"attributes\": {\"bounds\": \"[0,0][a,1]\"}, \"children\": []}",
      "h.txt: attributes.bounds: expected [left,top][right,bottom]"
    ),
    ("{\"attributes\": [], \"children\": []}", "h.txt: attributes: expected an object"),
    // Another tool's JSON given as Maestro's: every node of Maestro's has its attributes.
    ("{}", "h.txt: attributes: missing; expected Maestro's object of strings"),
    ("{\"attributes\": null}", "h.txt: attributes: missing; expected Maestro's object"),
    (
      "{\"attributes\": {}, \"children\": [{\"text\": \"x\"}]}",
      "h.txt: children[0].attributes: missing"
    ),
  ])
  func errorsNameTheFileAndThePlace(_ text: String, _ start: String) throws {
    var options = ImportOptions()
    options.format = .maestro
    let error = try #require(ImportFixtures.error(text, file: "h.txt", options: options))
    #expect("\(error)".hasPrefix(start), "\(error)")
  }

  /// The other JSON dumps given with `--from maestro` are refused, not read as screens with no
  /// targets (WebDriverAgent's login screen, with three errors, passed a CI gate that way).
  @Test(arguments: [
    "ios_wda_source_skeleton_login_402x874.json", "enrico_10594_syncme_hierarchy.json",
    "ios_idb_describe_point_settings_general.json",
    "wda_mobile_source_description_appium13681_springboard_414x736.json",
  ])
  func otherDumpsAreNoMaestroHierarchy(_ name: String) throws {
    var options = ImportOptions()
    options.format = .maestro
    let error = try #require(
      ImportFixtures.error(
        bytes: Array(try ImportFixtures.data(name)), file: name, options: options))
    #expect(error.kind == .missingValue || error.kind == .invalidValue, "\(error)")
  }
}
