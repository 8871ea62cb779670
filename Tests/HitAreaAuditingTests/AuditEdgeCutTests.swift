import Foundation
import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot
import Testing

/// A target cut by the edge of its scroll container or of the screen: measured by its whole
/// frame where the snapshot has it, reported as not checked where the frames are only the
/// visible parts (uiautomator's), never failed by the part that shows.
@Suite struct AuditEdgeCutTests {
  /// A 400×800 window with a list from y 100 to 700; `row` is 60 high from `rowY`.
  static func screen(rowY: Double, rowHeight: Double = 60, clipped: Bool) -> AuditScreen {
    var screen = AuditScreen()
    screen.container("list", 0, 100, 400, 600) { $0.type = "UITableView" }
    screen.add("row", 0, rowY, 400, rowHeight, in: "list")
    screen.snapshot.framesAreClipped = clipped
    return screen
  }

  @Test func aWholeFrameThatSticksOutOfTheListIsMeasuredWhole() {
    // 20 pt of the 60-pt row show above the list's bottom edge.
    let report = Self.screen(rowY: 580, clipped: false).audit(.ios, rules: [.minSize])
    #expect(report.findings.isEmpty, "\(report)")
  }

  @Test func aClippedFrameAtTheListsEdgeIsNotChecked() throws {
    // uiautomator records only the 20 pt that show.
    let report = Self.screen(rowY: 580, rowHeight: 20, clipped: true).audit(
      .android, rules: [.minSize])
    let finding = try #require(report.only(.minSize, "row"))
    #expect(finding.severity == .info)
    #expect(finding.notChecked == .cutByEdge)
    #expect(finding.other == "list")
    #expect(finding.suggestion == nil)
    #expect(finding.message.contains("not checked"))
  }

  @Test func theSameFrameAwayFromTheEdgeFails() throws {
    let report = Self.screen(rowY: 300, rowHeight: 20, clipped: true).audit(
      .android, rules: [.minSize])
    let finding = try #require(report.only(.minSize, "row"))
    #expect(finding.severity == .error && finding.notChecked == nil)
  }

  @Test func undersizedAlongAnAxisThatDoesNotTouchTheEdgeFails() throws {
    // Touches the bottom edge, but is also too narrow, and its sides are clear of the list's.
    var screen = AuditScreen()
    screen.container("list", 0, 100, 400, 600) { $0.type = "RecyclerView" }
    screen.add("chip", 100, 580, 30, 20, in: "list")
    screen.snapshot.framesAreClipped = true
    let finding = try #require(screen.audit(.android, rules: [.minSize]).only(.minSize, "chip"))
    #expect(finding.severity == .error && finding.notChecked == nil)
  }

  @Test func theScreensEdgeCutsWhatScrolls() throws {
    // A scroll view that runs past the screen's bottom: the row shows 20 pt above the edge.
    var screen = AuditScreen()
    screen.container("scroll", 0, 0, 400, 900) { $0.type = "android.widget.ScrollView" }
    screen.add("row", 0, 780, 400, 20, in: "scroll")
    screen.snapshot.framesAreClipped = true
    let finding = try #require(screen.audit(.android, rules: [.minSize]).only(.minSize, "row"))
    #expect(finding.notChecked == .cutByEdge && finding.other == "window")
    #expect(finding.message.contains("the edge of the screen"))
  }

  @Test func aFixedViewFlushWithTheScreensEdgeIsMeasuredAsRecorded() throws {
    // A toolbar button against the screen's right edge: nothing scrolls it off screen.
    var screen = AuditScreen()
    screen.add("more", 370, 40, 30, 48)
    screen.snapshot.framesAreClipped = true
    let finding = try #require(screen.audit(.android, rules: [.minSize]).only(.minSize, "more"))
    #expect(finding.severity == .error && finding.notChecked == nil)
  }

  @Test func notCheckedIsWrittenInJSONAndReadBack() throws {
    let report = Self.screen(rowY: 580, rowHeight: 20, clipped: true).audit(
      .android, rules: [.minSize])
    let finding = try #require(report.findings.first)
    let json = try JSONEncoder().encode(finding)
    #expect(String(decoding: json, as: UTF8.self).contains(#""notChecked":"cut-by-edge""#))
    #expect(try JSONDecoder().decode(AuditFinding.self, from: json) == finding)
    let plain = try JSONEncoder().encode(
      Self.screen(rowY: 300, rowHeight: 20, clipped: true).audit(.android, rules: [.minSize]))
    #expect(!String(decoding: plain, as: UTF8.self).contains("notChecked"))
  }
}
