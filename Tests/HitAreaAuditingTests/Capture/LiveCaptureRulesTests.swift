import HitAreaAuditing
import HitAreaKit
import HitAreaKitTestSupport
import HitAreaSnapshot
import Testing

/// The capture applies the live-view facts: targets, stable ids, scroll containers, 3D transforms
/// and the accessibility elements of SwiftUI hosting views.
@Suite struct LiveCaptureRulesTests {
  static let screen = Rect(x: 0, y: 0, width: 390, height: 844)
  static let tap = TargetFacts.Recognizer(kind: .tap, isEnabled: true)

  /// Captures with descriptions looked up by view name; views not listed get their name as id.
  static func capture(_ root: TestView, _ described: [String: CapturedNodeDescription])
    -> LayoutSnapshot
  {
    LayoutSnapshot(capturing: root, in: TestViewTree()) { view in
      var d = described[view.name] ?? CapturedNodeDescription()
      if d.id == nil { d.id = view.name }
      return d
    }
  }

  static func target(_ snapshot: LayoutSnapshot, _ id: String) -> Bool? {
    snapshot.index(of: id).map { snapshot.nodes[$0].isTarget }
  }

  @Test func aKeyboardDismissTapOnTheRootDoesNotMakeTheScreenATarget() {
    let root = TestView("root", frame: Self.screen)
    root.gestureRecognizerCount = 1  // the tree alone would call it a target
    let avatar = TestView("avatar", frame: Rect(x: 16, y: 60, width: 28, height: 28))
    avatar.gestureRecognizerCount = 1
    root.addSubview(avatar)
    let s = Self.capture(
      root,
      [
        "root": .init(targetFacts: .init(className: "UIView", recognizers: [Self.tap])),
        "avatar": .init(targetFacts: .init(className: "UIImageView", recognizers: [Self.tap])),
      ])
    #expect(Self.target(s, "root") == false)
    #expect(Self.target(s, "avatar") == true)
    let report = s.audit(.ios)
    #expect(report.findings.contains { $0.target == "avatar" && $0.rule == .minSize })
    #expect(!report.findings.contains { $0.target == "root" })
  }

  @Test func passThroughViewsStayPassThroughInTheCapture() {
    let root = TestView("root", frame: Self.screen)
    let overlay = TestView("overlay", frame: Self.screen)
    overlay.passesTouchesThrough = true
    let button = TestControl("button", frame: Rect(x: 16, y: 60, width: 44, height: 44))
    overlay.addSubview(button)
    let behind = TestControl("behind", frame: Rect(x: 100, y: 300, width: 44, height: 44))
    root.addSubview(behind)
    root.addSubview(overlay)
    let s = Self.capture(root, [:])
    #expect(s.index(of: "overlay").map { s.nodes[$0].passesTouchesThrough } == true)
    let tester = HitTester(tree: s)
    #expect(tester.hitTest(Point(x: 120, y: 320), in: s.root).map { s.nodes[$0].id } == "behind")
  }

  @Test func cellsAreTargetsAndDisabledRecognizersAreNot() {
    let root = TestView("root", frame: Self.screen)
    let cell = TestView("cell", frame: Rect(x: 0, y: 100, width: 390, height: 44))
    let badge = TestView("badge", frame: Rect(x: 300, y: 10, width: 20, height: 20))
    badge.gestureRecognizerCount = 1
    cell.addSubview(badge)
    root.addSubview(cell)
    let s = Self.capture(
      root,
      [
        "cell": .init(targetFacts: .init(className: "UITableViewCell", isCell: true)),
        "badge": .init(
          targetFacts: .init(
            className: "UIView", recognizers: [.init(kind: .tap, isEnabled: false)])),
      ])
    #expect(Self.target(s, "cell") == true)
    #expect(Self.target(s, "badge") == false)
  }

  @Test func privatePartsOfAControlAreNotTargets() {
    let root = TestView("root", frame: Self.screen)
    let toggle = TestControl("toggle", frame: Rect(x: 300, y: 100, width: 51, height: 31))
    let knob = TestView("knob", frame: Rect(x: 2, y: 2, width: 27, height: 27))
    knob.gestureRecognizerCount = 1
    toggle.addSubview(knob)
    root.addSubview(toggle)
    let s = Self.capture(
      root,
      [
        "toggle": .init(targetFacts: .init(className: "UISwitch", isControl: true)),
        "knob": .init(
          targetFacts: .init(className: "_UISwitchInternalView", recognizers: [Self.tap])),
      ])
    #expect(Self.target(s, "toggle") == true)
    #expect(Self.target(s, "knob") == false)
    #expect(!s.audit(.ios).findings.contains { $0.target == "knob" })
  }

  /// A table whose cells sit in its subviews in any order (as after reuse) keeps every id.
  @Test func idsSurviveCellReuse() {
    func table(reversed: Bool) -> LayoutSnapshot {
      let root = TestView("root", frame: Self.screen)
      let tableView = TestView("table", frame: Self.screen)
      var cells: [TestView] = []
      for row in 0..<3 {
        let cell = TestView(
          "cell\(row)", frame: Rect(x: 0, y: Double(row) * 44, width: 390, height: 44))
        cell.addSubview(TestView("like", frame: Rect(x: 340, y: 0, width: 44, height: 44)))
        cells.append(cell)
      }
      for cell in reversed ? cells.reversed() : cells { tableView.addSubview(cell) }
      root.addSubview(tableView)
      return LayoutSnapshot(capturing: root, in: TestViewTree()) { view in
        guard view.name.hasPrefix("cell"), let row = Int(view.name.dropFirst(4)) else {
          return CapturedNodeDescription()
        }
        return CapturedNodeDescription(
          pathComponent: CapturedNodeDescription.cellPathComponent(section: 0, item: row))
      }
    }
    func likeIDs(_ s: LayoutSnapshot) -> [String: Double] {
      var ids: [String: Double] = [:]
      for (i, node) in s.nodes.enumerated() where node.frame.width == 44 && node.frame.minX == 340 {
        ids[node.id] = s.frameInRoot(i).minY
      }
      return ids
    }
    let a = likeIDs(table(reversed: false))
    let b = likeIDs(table(reversed: true))
    #expect(a.count == 3)
    #expect(a == b)
    #expect(a["0/0/cell[0,2]/0"] == 88)
  }

  @Test(arguments: [
    ("CarouselView", true, "CarouselView: UIScrollView"),
    ("UITextView", true, "UITextView: UIScrollView"),
    ("UITableView", true, "UITableView"),
    ("MyApp.FeedCollectionView", true, "MyApp.FeedCollectionView"),
    ("FakeScrollView", false, "FakeScrollView: UIView"),
    ("UIView", false, "UIView"),
  ])
  func recordsScrollViewsByWhatTheyAre(_ type: String, _ isScroll: Bool, _ recorded: String) {
    #expect(
      CapturedNodeDescription(type: type, isScrollContainer: isScroll).recordedType == recorded)
    #expect(CapturedNodeDescription(type: type).recordedType == type)
  }

  /// The audit sees a scroll view that its class name hides: a button scrolled half out of it
  /// is cut by the viewport (not a finding), not by a broken ancestor.
  @Test func theAuditSeesScrollViewsRecordedByWhatTheyAre() {
    func capture(isScroll: Bool?) -> LayoutSnapshot {
      let root = TestView("root", frame: Self.screen)
      let carousel = TestView("carousel", frame: Rect(x: 0, y: 100, width: 300, height: 100))
      let card = TestControl("card", frame: Rect(x: 270, y: 20, width: 60, height: 60))
      carousel.addSubview(card)
      root.addSubview(carousel)
      return Self.capture(
        root, ["carousel": .init(type: "CarouselView", isScrollContainer: isScroll)])
    }
    let minSize = { (s: LayoutSnapshot) in s.audit(.ios).findings.filter { $0.rule == .minSize } }
    #expect(!minSize(capture(isScroll: nil)).isEmpty)  // cut by a plain container
    #expect(minSize(capture(isScroll: true)).isEmpty)  // scrolled out of view
  }

  /// A 3D layer transform does not read as its affine part: the view and its subtree are never
  /// hit in the snapshot.
  @Test func nonAffineTransformsAreNotHittable() {
    let root = TestView("root", frame: Self.screen)
    let card = TestControl("card", frame: Rect(x: 100, y: 100, width: 200, height: 200))
    card.transform = AffineTransform(scaleX: 1, y: 0.9)  // the affine part UIKit reports
    let inner = TestControl("inner", frame: Rect(x: 50, y: 50, width: 100, height: 100))
    card.addSubview(inner)
    root.addSubview(card)
    let centre = Point(x: 200, y: 200)
    let affine = Self.capture(root, [:])
    #expect(HitTester(tree: affine).hitTest(centre, in: 0).map { affine.nodes[$0].id } == "inner")
    let flipped = Self.capture(root, ["card": .init(hasAffineTransform: false)])
    let i = flipped.index(of: "card") ?? -1
    #expect(flipped.nodes[i].transform.determinant == 0)
    #expect(flipped.frameInRoot(i).center == centre)  // still drawn where its centre is
    #expect(HitTester(tree: flipped).hitTest(centre, in: 0) == 0)
  }

  /// A SwiftUI hosting view is one view to UIKit; its accessibility elements stand in for what
  /// it draws, so its small buttons are audited.
  @Test func hostingViewsExposeTheirAccessibilityElementsAsTargets() {
    let root = TestView("root", frame: Self.screen)
    let host = TestView("host", frame: Rect(x: 0, y: 100, width: 390, height: 600))
    root.addSubview(host)
    let elements = [
      CapturedAccessibilityElement(
        id: "close", label: "Close", frame: Rect(x: 350, y: 8, width: 24, height: 24),
        traits: .button),
      CapturedAccessibilityElement(
        label: "Title", frame: Rect(x: 16, y: 8, width: 200, height: 24)),
      CapturedAccessibilityElement(
        label: "Volume", frame: Rect(x: 16, y: 200, width: 358, height: 44), traits: .adjustable),
      CapturedAccessibilityElement(
        label: "Pay", frame: Rect(x: 16, y: 540, width: 358, height: 50),
        traits: [.button, .notEnabled]),
      CapturedAccessibilityElement(
        label: "Broken", frame: Rect(x: .nan, y: 0, width: 1, height: 1)),
    ]
    let plain = Self.capture(root, [:])
    #expect(plain.audit(.ios).findings.isEmpty)  // what the capture saw before: nothing
    let s = Self.capture(root, ["host": .init(accessibilityElements: elements)])
    let hostIndex = s.index(of: "host") ?? -1
    #expect(s.nodes[hostIndex].children.count == 4)  // the non-finite one is left out
    #expect(s.nodes.map(\.id).contains("0/0/ax1"))  // no identifier: the path
    #expect(Self.target(s, "close") == true)
    #expect(Self.target(s, "0/0/ax1") == false)
    #expect(Self.target(s, "0/0/ax2") == true)
    #expect(s.nodes[s.index(of: "0/0/ax3") ?? 0].isEnabled == false)
    let closeIndex = s.index(of: "close") ?? -1
    #expect(s.frameInRoot(closeIndex) == Rect(x: 350, y: 108, width: 24, height: 24))
    #expect(HitTester(tree: s).hitTest(Point(x: 360, y: 118), in: 0) == closeIndex)
    #expect(s.audit(.ios).findings.contains { $0.target == "close" && $0.rule == .minSize })
    // The window hook never enlarges an element: with the automatic size, the close button is
    // still too small (it was given a ring and passed).
    #expect(s.nodes[closeIndex].hasOwnHitArea && !s.nodes[hostIndex].hasOwnHitArea)
    var automatic = TapTargetAudit()
    automatic.automaticMinimumSize = 44
    #expect(
      automatic.audit(s).findings.contains {
        $0.target == "close" && $0.rule == .minSize && $0.severity == .error
      })
  }

  @Test(arguments: [
    ("_UIHostingView<ContentView>", true),
    ("SwiftUI._UIHostingView<ModifiedContent<A, B>>", true),
    ("UIHostingContentView<Row, EmptyView>", true),
    ("UIView", false),
    ("MyView<HostingViewModel>", false),
  ])
  func recognizesSwiftUIHosts(_ className: String, _ expected: Bool) {
    #expect(CapturedAccessibilityElement.isSwiftUIHost(className: className) == expected)
  }
}
