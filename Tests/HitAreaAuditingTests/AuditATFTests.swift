import HitAreaAuditing
import HitAreaKit
import Testing

/// `atf`: ATF 4.1.1's `TouchTargetSizeCheck`, one case per branch of the rule as its source
/// states it.
///
/// Screens are 1080×2400 pixels at 2.625 pixels per dp (48 dp = 126 px); the view under test is
/// `v`.
@Suite struct AuditATFTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let id: String
    let severity: AuditSeverity?
    var message: [String] = []
    var other: String? = nil
    /// Other views that get a finding of their own.
    var alsoFlagged: [String] = []
    let build: @Sendable (inout AndroidScreen) -> Void
    var testDescription: String { id }
  }

  static let cases: [Case] = [
    // Which views are checked.
    Case(
      id: "a small view that is neither clickable nor long-clickable is not checked", severity: nil
    ) {
      $0.add("v", 400, 1000, 440, 1040, clickable: false)
    },
    Case(id: "a long-clickable view is checked", severity: .error) {
      $0.add("v", 400, 1000, 440, 1040, clickable: false, longClickable: true)
    },
    Case(id: "a hidden view is not visible to the user: not checked", severity: nil) {
      $0.add("v", 400, 1000, 440, 1040) { $0.isHidden = true }
    },
    Case(id: "a view under a hidden ancestor is not checked", severity: nil) {
      $0.add("box", 300, 900, 700, 1200, clickable: false) { $0.isHidden = true }
      $0.add("v", 400, 1000, 440, 1040, in: "box")
    },
    Case(id: "a view wholly off screen is not visible to the user: not checked", severity: nil) {
      $0.add("v", 1200, 1000, 1240, 1040)
    },
    Case(id: "a disabled view is checked (ATF does not look at enabled)", severity: .error) {
      $0.add("v", 400, 1000, 440, 1040) { $0.isEnabled = false }
    },
    // Sizes: whole dp, halves up.
    Case(id: "126 px is 48 dp: passes", severity: nil) { $0.add("v", 400, 1000, 526, 1126) },
    Case(id: "125 px is 47.6 dp, rounded to 48: passes", severity: nil) {
      $0.add("v", 400, 1000, 525, 1125)
    },
    Case(
      id: "124 px is 47.2 dp, rounded to 47: error on both axes", severity: .error,
      message: ["is 47×47 dp", "at least 48×48 dp"]
    ) { $0.add("v", 400, 1000, 524, 1124) },
    Case(
      id: "too short only", severity: .error, message: ["is 38 dp high", "at least 48 dp"]
    ) { $0.add("v", 400, 1000, 600, 1100) },
    Case(
      id: "too narrow only", severity: .error, message: ["is 38 dp wide", "at least 48 dp"]
    ) { $0.add("v", 400, 1000, 500, 1200) },
    // The screen's edges.
    Case(id: "along the left edge, 34 dp wide is enough (32 dp)", severity: nil) {
      $0.add("v", 0, 1000, 90, 1126)
    },
    Case(
      id: "along the left edge, the height still needs 48 dp", severity: .error,
      message: ["is 38 dp high", "at least 48 dp"]
    ) { $0.add("v", 0, 1000, 90, 1100) },
    Case(id: "in the top-left corner, 34×34 dp is enough", severity: nil) {
      $0.add("v", 0, 0, 90, 90)
    },
    Case(id: "along the right edge, 32 dp wide is enough", severity: nil) {
      $0.add("v", 990, 1000, 1080, 1126)
    },
    Case(id: "along the bottom edge, 32 dp high is enough", severity: nil) {
      $0.add("v", 400, 2310, 526, 2400)
    },
    Case(
      id: "one pixel from the edge, 48 dp are needed", severity: .error,
      message: ["is 34 dp wide", "at least 48 dp"]
    ) { $0.add("v", 1, 1000, 91, 1126) },
    Case(
      id: "the edge allowance is named when it applies", severity: .error,
      message: ["is 11×11 dp", "at least 32×32 dp", "touches the screen's edge"]
    ) { $0.add("v", 0, 0, 30, 30) },
    // TouchDelegate hit rects (the hit area).
    Case(id: "a TouchDelegate hit rect of 48 dp passes it", severity: nil) {
      $0.add("v", 400, 1000, 440, 1040) { $0.hitArea = .minimumSize(48) }
    },
    Case(
      id: "a TouchDelegate hit rect too small keeps the error and names its size",
      severity: .error, message: ["hit rect is 25×25 dp"]
    ) { $0.add("v", 400, 1000, 440, 1040) { $0.hitArea = .outset(5) } },
    Case(
      id: "a TouchDelegate on an ancestor, hit rects unknown: warning", severity: .warning,
      message: ["An ancestor has a TouchDelegate", "ATF reports a warning"]
    ) {
      $0.add("box", 300, 900, 700, 1200, clickable: false, touchDelegate: true)
      $0.add("v", 400, 1000, 440, 1040, in: "box")
    },
    // Clickable ancestors.
    Case(
      id: "a clickable ancestor of the minimum size: warning", severity: .warning,
      message: ["row is clickable too"], other: "row"
    ) {
      $0.add("row", 0, 1000, 1080, 1300, type: "android.widget.LinearLayout")
      $0.add("v", 900, 1100, 940, 1140, in: "row")
    },
    Case(
      id: "a long-clickable ancestor does not cover a view that is only clickable",
      severity: .error
    ) {
      $0.add(
        "row", 0, 1000, 1080, 1300, type: "android.widget.LinearLayout", clickable: false,
        longClickable: true)
      $0.add("v", 900, 1100, 940, 1140, in: "row")
    },
    Case(
      id: "a long-clickable ancestor covers a long-clickable view", severity: .warning,
      other: "row"
    ) {
      $0.add(
        "row", 0, 1000, 1080, 1300, type: "android.widget.LinearLayout", clickable: false,
        longClickable: true)
      $0.add("v", 900, 1100, 940, 1140, in: "row", clickable: false, longClickable: true)
    },
    Case(id: "a clickable ListView (an AbsListView) does not count", severity: .error) {
      $0.add("list", 0, 1000, 1080, 1300, type: "android.widget.ListView")
      $0.add("v", 900, 1100, 940, 1140, in: "list")
    },
    Case(
      id: "an AbsListView named by its recorded superclasses does not count", severity: .error
    ) {
      $0.add(
        "list", 0, 1000, 1080, 1300, type: "com.example.FeedList",
        superclasses: ["android.widget.ListView", "android.widget.AbsListView"])
      $0.add("v", 900, 1100, 940, 1140, in: "list")
    },
    Case(
      id: "ATF compares the ancestor's pixels with dp: a 20-dp (53 px) ancestor counts",
      severity: .warning, other: "chip", alsoFlagged: ["chip"]
    ) {
      $0.add("chip", 400, 1000, 453, 1053, type: "android.widget.FrameLayout")
      $0.add("v", 410, 1010, 440, 1040, in: "chip")
    },
    Case(id: "an ancestor under 48 px does not count", severity: .error, alsoFlagged: ["chip"]) {
      $0.add("chip", 400, 1000, 440, 1040, type: "android.widget.FrameLayout")
      $0.add("v", 405, 1005, 435, 1035, in: "chip")
    },
    // Clipping.
    Case(
      id: "clipped under 48 dp where it is drawn at 48: warning", severity: .warning,
      message: ["An ancestor clips it: it is drawn at 48×48 dp"]
    ) {
      $0.add("strip", 300, 1000, 800, 1080, type: "android.widget.FrameLayout", clickable: false)
      $0.add("v", 400, 1000, 526, 1126, in: "strip")
    },
    Case(id: "clipped, but too small even as drawn: error", severity: .error) {
      $0.add("strip", 300, 1000, 800, 1080, type: "android.widget.FrameLayout", clickable: false)
      $0.add("v", 400, 1000, 500, 1100, in: "strip")
    },
    // Web content.
    Case(
      id: "a WebView ancestor: warning", severity: .warning, message: ["web content in"],
      other: "web"
    ) {
      $0.add("web", 0, 300, 1080, 2400, type: "android.webkit.WebView", clickable: false)
      $0.add("v", 400, 1000, 440, 1040, in: "web", type: "android.view.View")
    },
    Case(
      id: "a WebView subclass named by its recorded superclasses", severity: .warning,
      other: "web"
    ) {
      $0.add(
        "web", 0, 300, 1080, 2400, type: "com.example.ArticleView", clickable: false,
        superclasses: ["android.webkit.WebView", "android.widget.AbsoluteLayout"])
      $0.add("v", 400, 1000, 440, 1040, in: "web", type: "android.view.View")
    },
    // Scrollable edges.
    Case(id: "at the top edge of a scrollable ancestor: not checked, NOT_RUN", severity: .info) {
      $0.add(
        "list", 100, 500, 980, 2000, type: "androidx.recyclerview.widget.RecyclerView",
        clickable: false, scrollable: true)
      $0.add("v", 400, 500, 440, 540, in: "list")
    },
    Case(id: "at the right edge of a scrollable ancestor: not checked, NOT_RUN", severity: .info) {
      $0.add(
        "list", 100, 500, 980, 2000, type: "androidx.recyclerview.widget.RecyclerView",
        clickable: false, scrollable: true)
      $0.add("v", 940, 1000, 980, 1040, in: "list")
    },
    Case(id: "inside a scrollable ancestor, clear of its edges: checked", severity: .error) {
      $0.add(
        "list", 100, 500, 980, 2000, type: "androidx.recyclerview.widget.RecyclerView",
        clickable: false, scrollable: true)
      $0.add("v", 400, 1000, 440, 1040, in: "list")
    },
    Case(id: "at the edge of a container that does not scroll: checked", severity: .error) {
      $0.add("box", 100, 500, 980, 2000, type: "android.widget.FrameLayout", clickable: false)
      $0.add("v", 400, 500, 440, 540, in: "box")
    },
  ]

  @Test(arguments: cases)
  func rule(_ c: Case) {
    var screen = AndroidScreen()
    c.build(&screen)
    let report = screen.audit()
    let finding = report.only(.minSize, "v")
    #expect(finding?.severity == c.severity, "\(report)")
    // ATF's NOT_RUN, and only it, is an info finding marked not checked.
    #expect((finding?.notChecked == .cutByEdge) == (c.severity == .info), "\(report)")
    #expect(
      Set(report.findings.map(\.target)) == Set(c.alsoFlagged + (c.severity == nil ? [] : ["v"])),
      "\(report)")
    for fragment in c.message {
      #expect(finding?.message.contains(fragment) == true, "\(finding?.message ?? "no finding")")
    }
    #expect(finding?.other == c.other)
  }

  @Test func measurementsAreATFsWholeDP() throws {
    var screen = AndroidScreen()
    screen.add("v", 0, 1000, 60, 1100) { $0.hitArea = .outset(2) }
    let finding = try #require(screen.audit().only(.minSize, "v"))
    // 60×100 px at 2.625 is 22.9×38.1 dp: 23×38, against 32 (left edge) × 48.
    #expect(finding.measured.visibleSize == Size(width: 23, height: 38))
    #expect(finding.measured.requiredSize == Size(width: 32, height: 48))
    // The hit rect (the TouchDelegate) is 2 dp (5.25 px) larger each way: 70×110 px, 27×42 dp.
    #expect(finding.measured.effectiveSize == Size(width: 27, height: 42))
  }

  @Test func theDensityDecides() {
    // 168 px: 48 dp at 3.5 px per dp, 42 dp at 4.
    for (density, severity) in [(3.5, AuditSeverity?.none), (4, .error)] {
      var screen = AndroidScreen(width: 1440, height: 2560, density: density)
      screen.add("v", 400, 1000, 568, 1168)
      #expect(screen.audit().only(.minSize, "v")?.severity == severity, "\(density)")
    }
  }

  @Test func errorsGetAHitRectThatPassesOnceApplied() throws {
    var screen = AndroidScreen()
    screen.add("play", 400, 1000, 460, 1060)
    screen.add("next", 500, 1000, 560, 1060)
    let report = screen.audit()
    #expect(report.findings.map(\.severity) == [.error, .error])
    #expect(report.fixes.count == 2)
    let fix = try #require(report.only(.minSize, "play")?.fix)
    #expect(fix.contains("android:minWidth") && fix.contains("TouchDelegate"))
    #expect(fix.contains("Its neighbours leave room for a hit rect of"))  // next is 15 dp away
    // A lone button gets the whole 48 dp, and ATF then counts the hit rect.
    var lone = AndroidScreen()
    lone.add("play", 400, 1000, 460, 1060)
    let fixes = lone.audit().fixes
    #expect(fixes.count == 1 && fixes[0].meetsStandard)
    lone.snapshot = lone.snapshot.applying(fixes)
    #expect(lone.audit().findings.isEmpty)
  }

  @Test func snapshotsWithoutAndroidFactsUseTargetsAndScrollContainers() {
    var screen = AuditScreen()
    screen.add("close", 100, 100, 20, 20)
    screen.add("label", 100, 200, 20, 20, target: false)
    screen.container("scroll", 0, 300, 400, 300) { $0.type = "UIScrollView" }
    screen.add("first", 10, 0, 20, 20, in: "scroll")  // at the scroll view's top edge
    screen.add("middle", 100, 100, 20, 20, in: "scroll")
    let report = screen.audit(.atf, rules: [.minSize])
    #expect(report.findings.map(\.target) == ["close", "first", "middle"], "\(report)")
    #expect(report.only(.minSize, "first")?.notChecked == .cutByEdge)
    #expect(report.only(.minSize, "first")?.severity == .info)
    // Without a recorded density, a point is a pixel.
    #expect(report.only(.minSize, "close")?.measured.visibleSize == Size(square: 20))
  }

  @Test func brokenNumbersNeverCrash() {
    for density in [1e-300, 1e-7, 1e300, 3.5] {
      var screen = AuditScreen()
      screen.snapshot.pixelsPerPoint = density
      screen.snapshot.screenSize = Size(width: .nan, height: 1e300)
      screen.add("nan", .nan, 10, 20, 20, hitArea: .minimumSize(44))
      screen.add("inf", 10, 10, .infinity, 20)
      screen.add("huge", -1e300, -1e300, 1e300, 1e300) { $0.hitArea = .outset(1e300) }
      screen.add("negative", 200, 200, -30, -30, hitArea: .outset(5))
      screen.add("flat", 300, 400, 40, 40) { $0.transform = AffineTransform(scaleX: 0, y: 0) }
      screen.add("tiny", 300, 500, 1e-300, 1e-300)
      for standard in [TargetSizeStandard.atf, .gtx] {
        let report = screen.snapshot.audit(standard)
        _ = screen.snapshot.applying(report.fixes).audit(standard)
      }
    }
  }

  @Test func onlySizeFindingsChange() {
    var screen = AuditScreen()
    screen.add("a", 100, 100, 30, 30, hitArea: .outset(20))
    screen.add("b", 140, 100, 30, 30, hitArea: .outset(20))
    let atf = screen.audit(.atf, rules: Set(AuditRule.allCases))
    let android = screen.audit(.android, rules: Set(AuditRule.allCases))
    #expect(
      atf.findings.filter { $0.rule != .minSize } == android.findings.filter { $0.rule != .minSize }
    )
    #expect(atf.standard == .atf && atf.findings(for: .minSize).allSatisfy { $0.severity != .info })
  }
}
