import HitAreaKit
import HitAreaKitTestSupport
import Testing

/// A container with its own resolution policy keeps it inside an engine-driven ancestor: it is
/// resolved from itself with its policy, and its answer is taken like a custom `hitTest`'s.
@Suite struct NestedPolicyTests {
  let tree = TestViewTree()

  /// A window with a keyboard row of two 40×40 keys, each enlarged by 10 pt, touching at x = 140.
  ///
  /// (135, 20) lies in the right key's enlarged area and in the left key's bounds.
  func keyboard() -> (root: TestView, row: TestView, left: TestControl, right: TestControl) {
    let root = TestView("window", frame: Rect(x: 0, y: 0, width: 400, height: 800))
    let row = TestView("row", frame: Rect(x: 0, y: 0, width: 400, height: 100))
    let left = TestControl("left", frame: Rect(x: 100, y: 0, width: 40, height: 40))
    let right = TestControl("right", frame: Rect(x: 140, y: 0, width: 40, height: 40))
    left.hitArea = .outset(10)
    right.hitArea = .outset(10)
    row.addSubview(left)
    row.addSubview(right)
    root.addSubview(row)
    return (root, row, left, right)
  }

  static let probe = Point(x: 135, y: 20)

  @Test func aNearestRowInsideAFrontmostWindowKeepsItsPolicy() {
    let k = keyboard()
    #expect(HitTester(tree: tree).hitTest(Self.probe, in: k.root) === k.right)
    k.row.resolution = .nearest
    #expect(HitTester(tree: tree).hitTest(Self.probe, in: k.root) === k.left)
    #expect(k.root.hitTest(Self.probe, with: nil) === k.left)  // the double's hook agrees
  }

  @Test func aFrontmostRowInsideANearestWindowKeepsItsPolicy() {
    let k = keyboard()
    #expect(HitTester(tree: tree, policy: .nearest).hitTest(Self.probe, in: k.root) === k.left)
    k.row.resolution = .frontmost
    for policy in ResolutionPolicy.allCases {
      let tester = HitTester(tree: tree, policy: policy)
      #expect(tester.hitTest(Self.probe, in: k.root) === k.right, "\(policy)")
      #expect(tester.explain(Self.probe, in: k.root).hit === k.right, "\(policy)")
    }
  }

  /// The nested container's answer ends the search: a target behind it does not compete (the
  /// candidates are the row's).
  @Test func theNestedAnswerEndsTheSearch() {
    let k = keyboard()
    let behind = TestControl("behind", frame: Rect(x: 0, y: 0, width: 400, height: 100))
    k.root.insertSubview(behind, at: 0)
    k.row.resolution = .frontmost
    let why = HitTester(tree: tree, policy: .nearest).explain(Self.probe, in: k.root)
    #expect(why.hit === k.right)
    #expect(why.candidates.map(\.target) == [k.right, k.left])
  }
}

/// The explanation of a touch a container resolves with its own policy says what that policy
/// compared: the candidates inside it with their own measures, the winner's reason under the
/// container's policy, named with the container.
extension NestedPolicyTests {
  @Test func aNearestRowExplainsItsOwnDecision() throws {
    let k = keyboard()
    k.row.resolution = .nearest
    let why = HitTester(tree: tree).explain(Self.probe, in: k.root)
    #expect(why.hit === k.left)
    // UIKit's order at the window asks the row, which answers for itself.
    #expect(why.frontmostHit === k.left)
    #expect(why.candidates.map(\.target.name) == ["right", "left"])
    let right = try #require(why.candidates.first)
    #expect(!right.isDirect && right.squaredDistance == 25 && !right.isWinner)
    #expect(why.winner?.target === k.left && why.winner?.isDirect == true)
    #expect(why.candidates.map(\.rank) == [0, 1])
    #expect(why.candidates.allSatisfy { $0.container === k.row })
    #expect(why.policy == .frontmost && why.decidingPolicy == .nearest)
    let row = try #require(why.decidingContainer)
    #expect(row.node === k.row && row.policy == .nearest && row.frontmostHit === k.right)
    #expect(why.containers.count == 1)
    let text = why.summary { $0.name }
    #expect(
      text.hasPrefix("left wins under nearest, row's own policy: the point is inside its visible"),
      "\(text)")
    #expect(text.contains("Also candidates: right."))
    #expect(text.contains("Inside row, UIKit's order alone would give right."), "\(text)")
  }

  /// A row zoomed 2× (a zoomed scroll view's content): its candidates' distances and areas are
  /// in the window's points, as every candidate's, where its policy compared them in its own.
  @Test func aScaledRowsCandidatesAreMeasuredInTheWindowsPoints() throws {
    let k = keyboard()
    k.row.resolution = .nearest
    k.row.transform = AffineTransform(scaleX: 2, y: 2)
    // (135, 30) in the row, in the left key 5 pt from the right one, is (70, 10) in the window:
    // the row's frame keeps its centre (200, 50).
    let why = HitTester(tree: tree).explain(Point(x: 70, y: 10), in: k.root)
    let right = try #require(why.candidates.first { $0.target === k.right })
    // 5 pt from the right key in the row's points: 10 in the window's.
    #expect(right.squaredDistance == 100, "\(right.squaredDistance)")
    #expect(right.visibleArea == 4 * 1_600)
  }

  @Test func aFrontmostRowExplainsItsOwnDecision() throws {
    let k = keyboard()
    k.row.resolution = .frontmost
    let why = HitTester(tree: tree, policy: .nearest).explain(Self.probe, in: k.root)
    #expect(why.hit === k.right && why.frontmostHit === k.right)
    #expect(why.candidates.map(\.target.name) == ["right", "left"])
    let right = try #require(why.winner)
    #expect(right.target === k.right && !right.isDirect && right.squaredDistance == 25)
    let text = why.summary { $0.name }
    #expect(
      text.hasPrefix(
        "right wins under frontmost, row's own policy: it is the front-most view whose hit area"),
      "\(text)")
    #expect(!text.contains("inside its visible bounds"))
  }

  /// A row with `nearest` inside a panel with `mostLikely` inside a window under UIKit's order.
  ///
  /// The panel compares a badge in front of the row with the row's answer; the row compares its
  /// keys. Each candidate carries the measures its own container's policy compared.
  @Test func nestedContainersEachExplainTheirPart() throws {
    let k = keyboard()
    let panel = TestView("panel", frame: Rect(x: 0, y: 0, width: 400, height: 200))
    let badge = TestControl("badge", frame: Rect(x: 200, y: 0, width: 20, height: 20))
    badge.hitArea = .outset(70)
    panel.addSubview(k.row)
    panel.addSubview(badge)
    k.root.addSubview(panel)
    k.row.resolution = .nearest
    panel.resolution = .mostLikely
    let why = HitTester(tree: tree).explain(Self.probe, in: k.root)
    #expect(why.hit === k.left)
    #expect(why.candidates.map(\.target.name) == ["badge", "right", "left"])
    #expect(why.candidates.map { $0.container?.name } == ["panel", "row", "row"])
    #expect(why.containers.map(\.node.name) == ["panel", "row"])
    #expect(why.containers.map(\.policy) == [.mostLikely, .nearest])
    #expect(why.containers.first?.frontmostHit === badge)
    #expect(why.winner?.target === k.left && why.decidingContainer?.node === k.row)
    // The measures are those the panel's and the row's walks made.
    let panels = HitTester(tree: tree, policy: .mostLikely).explain(Self.probe, in: panel)
    let rows = HitTester(tree: tree, policy: .nearest).explain(Self.probe, in: k.row)
    #expect(why.candidates[0].touchDistance == panels.candidates[0].touchDistance)
    #expect(why.candidates[0].squaredDistance == 65 * 65)
    #expect(why.candidates[1].touchDistance == rows.candidates[0].touchDistance)
    #expect(why.candidates[2].touchDistance == rows.candidates[1].touchDistance)
    let text = why.summary { $0.name }
    #expect(text.hasPrefix("left wins under nearest, row's own policy"), "\(text)")
  }
}

extension NestedPolicyTests {
  /// Under the automatic minimum size, UIKit's order inside a container is without the rings, as
  /// UIKit's is: between two 20-pt buttons of a `nearest` row the rings overlap, and the row's
  /// policy gives the touch to the nearer button, where UIKit alone finds the row itself.
  @Test func underTheAutomaticSizeUIKitsOrderInsideAContainerHasNoRings() throws {
    let root = TestView("window", frame: Rect(x: 0, y: 0, width: 400, height: 800))
    let row = TestView("row", frame: Rect(x: 0, y: 100, width: 400, height: 60))
    let left = TestControl("left", frame: Rect(x: 100, y: 20, width: 20, height: 20))
    let right = TestControl("right", frame: Rect(x: 130, y: 20, width: 20, height: 20))
    row.addSubview(left)
    row.addSubview(right)
    root.addSubview(row)
    row.resolution = .nearest
    let p = Point(x: 124, y: 130)  // 4 pt right of left, 6 pt left of right
    let tester = HitTester(tree: tree, automaticMinimumSize: 44)
    #expect(tester.hitTest(p, in: root) === left)
    let why = tester.explain(p, in: root)
    #expect(why.hit === left)
    #expect(why.candidates.map(\.target.name) == ["right", "left"])
    #expect(why.candidates.allSatisfy { $0.isAutomatic })
    #expect(why.candidates.map(\.squaredDistance) == [36, 16])
    #expect(why.decidingContainer?.frontmostHit === row)
    let text = why.summary { $0.name }
    #expect(text.hasSuffix("Inside row, UIKit's order alone would give row."), "\(text)")
  }
}
