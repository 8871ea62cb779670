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

  /// The nested container's answer ends the search: a target behind it does not compete.
  @Test func theNestedAnswerEndsTheSearch() {
    let k = keyboard()
    let behind = TestControl("behind", frame: Rect(x: 0, y: 0, width: 400, height: 100))
    k.root.insertSubview(behind, at: 0)
    k.row.resolution = .frontmost
    let why = HitTester(tree: tree, policy: .nearest).explain(Self.probe, in: k.root)
    #expect(why.hit === k.right)
    #expect(why.candidates.map(\.target) == [k.right])
  }
}
