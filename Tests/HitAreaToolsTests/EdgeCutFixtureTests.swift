import Foundation
import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot
import HitAreaTools
import Testing

/// Rows scrolled partly out of view in real and handwritten dumps: XCUITest records the whole
/// frame and the row is measured whole; uiautomator records the visible part and the row is not
/// checked.
@Suite struct EdgeCutFixtureTests {
  static let notes = "android_uiautomator_handwritten_notes_cut_rows_links_1080x2400.xml"
  static let options = ImportOptions(pixelsPerDP: 3)

  @Test func xcuitestRecordsTheWholeFrameOfACutRow() throws {
    let snapshot = try ImportFixtures.load("ios_xcuitest_settings_top_390x844.xml")
    #expect(!snapshot.framesAreClipped)
    let cell = try #require(snapshot.index(of: "Game Center"))
    let frame = snapshot.frameInRoot(cell)
    // 45 pt high from y 802: 42 pt show above the screen's bottom edge at 844.
    #expect(frame.maxY > 844 && frame.height == 45)
    let report = TapTargetAudit(standard: .ios).audit(snapshot)
    #expect(report.findings(about: "Game Center").filter { $0.rule == .minSize }.isEmpty)
  }

  @Test func uiautomatorsCutRowsAreNotCheckedAndTheRestStillFails() throws {
    let snapshot = try ImportFixtures.load(Self.notes, options: Self.options)
    #expect(snapshot.framesAreClipped)
    let report = TapTargetAudit(standard: .android).audit(snapshot)
    let sizes = report.findings(for: .minSize)
    let notChecked = sizes.filter { $0.notChecked == .cutByEdge }
    #expect(notChecked.map(\.label) == ["LinearLayout ‘Groceries’", "LinearLayout ‘Book club’"])
    #expect(
      notChecked.allSatisfy { $0.severity == .info && $0.other == "com.example.notes:id/notes" })
    let info = sizes.filter { $0.target == "com.example.notes:id/info" }
    #expect(info.map(\.severity) == [.error])
    // The rows between them are whole and pass.
    #expect(sizes.filter { $0.label.contains("Holiday plans") }.isEmpty)
  }

  @Test func atfDoesNotRunOnRowsAgainstTheScrollableEdge() throws {
    let snapshot = try ImportFixtures.load(Self.notes, options: Self.options)
    let report = TapTargetAudit(standard: .atf).audit(snapshot)
    let rows = report.findings(for: .minSize).filter { $0.label.hasPrefix("LinearLayout") }
    #expect(rows.count == 2)
    #expect(rows.allSatisfy { $0.severity == .info && $0.notChecked == .cutByEdge })
    #expect(rows.allSatisfy { $0.message.contains("NOT_RUN") })
  }

  @Test func theFlagSurvivesTheSnapshotFormat() throws {
    let snapshot = try ImportFixtures.load(Self.notes, options: Self.options)
    let text = try snapshot.jsonString(prettyPrinted: false)
    #expect(text.contains(#""framesClipped": true"#) || text.contains(#""framesClipped":true"#))
    #expect(try LayoutSnapshot(jsonData: Data(text.utf8)).framesAreClipped)
    let ios = try ImportFixtures.load("ios_xcuitest_settings_top_390x844.xml")
    #expect(!(try ios.jsonString(prettyPrinted: false)).contains("framesClipped"))
  }
}
