import HitAreaKit
import HitAreaSnapshot
import Testing

/// `gtx`: GTXiLib's minimum tappable area check, one case per branch as its source states it:
/// the out-of-process check on XCUITest elements, the in-process one on UIKit buttons.
///
/// The node under test is `b`.
@Suite struct AuditGTXTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let id: String
    let type: String
    var size = Size(square: 20)
    var hitArea = HitArea.bounds
    let failing: Bool
    var configure: @Sendable (inout LayoutNode) -> Void = { _ in }
    var hasChild = false
    var testDescription: String { id }
  }

  static let button = "XCUIElementTypeButton"

  static let cases: [Case] = [
    // XCUITest elements: the frame of leaf buttons, as floats.
    Case(
      id: "a 16×64 button fails", type: button, size: Size(width: 16, height: 64), failing: true),
    Case(
      id: "a 64×16 button fails", type: button, size: Size(width: 64, height: 16), failing: true),
    Case(id: "a 16×16 button fails", type: button, size: Size(square: 16), failing: true),
    Case(id: "a 44×44 button passes", type: button, size: Size(square: 44), failing: false),
    Case(
      id: "43.99 pt fails", type: button, size: Size(width: 43.99, height: 64), failing: true),
    Case(
      id: "44 − 1e-9 pt is 44 as a float: passes", type: button,
      size: Size(width: 44 - 1e-9, height: 64), failing: false),
    Case(
      id: "a button with children is not an accessibility element to GTXiLib", type: button,
      failing: false, hasChild: true),
    Case(id: "a cell is not a button", type: "XCUIElementTypeCell", failing: false),
    Case(id: "a link is not a button", type: "XCUIElementTypeLink", failing: false),
    Case(id: "a hidden button is still checked", type: button, failing: true) {
      $0.isHidden = true
    },
    Case(
      id: "an enlarged hit area does not change the frame", type: button,
      hitArea: .minimumSize(44), failing: true),
    // UIKit buttons: point(inside:) at the corners of the 44-pt square, 0.1 pt inwards.
    Case(id: "a 20×20 UIButton fails", type: "UIButton", failing: true),
    Case(
      id: "a UIButton with .minimumSize(44) passes", type: "UIButton", hitArea: .minimumSize(44),
      failing: false),
    Case(
      id: "outset(12) reaches ±22 pt: passes", type: "UIButton", hitArea: .outset(12),
      failing: false),
    Case(
      id: "outset(11) reaches ±21 pt, short of the ±21.9 probes: fails", type: "UIButton",
      hitArea: .outset(11), failing: true),
    Case(
      id: "scaled ×2 on screen, a 22-pt button covers the square", type: "UIButton",
      size: Size(square: 22), failing: false
    ) { $0.transform = AffineTransform(scaleX: 2, y: 2) },
    Case(id: "a hidden UIButton is not checked", type: "UIButton", failing: false) {
      $0.isHidden = true
    },
    Case(id: "a transparent UIButton is not checked", type: "UIButton", failing: false) {
      $0.alpha = 0
    },
    Case(id: "a disabled UIButton is checked", type: "UIButton", failing: true) {
      $0.isEnabled = false
    },
    Case(id: "a UIView is not a button", type: "UIView", failing: false),
  ]

  @Test(arguments: cases)
  func rule(_ c: Case) {
    var screen = AuditScreen()
    screen.add("b", 100, 100, c.size.width, c.size.height, hitArea: c.hitArea) {
      $0.type = c.type
      c.configure(&$0)
    }
    if c.hasChild { screen.add("icon", 2, 2, 10, 10, in: "b", target: false) }
    let report = screen.audit(.gtx, rules: [.minSize])
    #expect(report.only(.minSize, "b")?.severity == (c.failing ? .error : nil), "\(report)")
    #expect(report.findings.count == (c.failing ? 1 : 0), "\(report)")
  }

  @Test func xcuitestFindingsMeasureTheFrameAndSuggestNoHitArea() throws {
    var screen = AuditScreen()
    screen.add("b", 100, 100, 30, 20) { $0.type = Self.button }
    let finding = try #require(screen.audit(.gtx, rules: [.minSize]).only(.minSize, "b"))
    #expect(finding.measured.visibleSize == Size(width: 30, height: 20))
    #expect(finding.measured.requiredSize == Size(square: 44))
    #expect(finding.suggestion == nil)
    #expect(finding.message.contains("30×20 pt") && finding.fix.contains("frame"))
  }

  @Test func uikitButtonsGetAHitAreaThatPassesOnceApplied() throws {
    var screen = AuditScreen()
    screen.add("close", 100, 100, 24, 24) { $0.type = "UIButton" }
    let report = screen.audit(.gtx, rules: [.minSize])
    let finding = try #require(report.only(.minSize, "close"))
    #expect(finding.suggestion?.hitArea == .minimumSize(44))
    #expect(finding.fix.contains("close.hitArea = .minimumSize(44)"))
    screen.snapshot = screen.snapshot.applying(report.fixes)
    #expect(screen.audit(.gtx, rules: [.minSize]).findings.isEmpty)
  }
}
