import HitAreaKit
import HitAreaKitTestSupport
import Testing

/// How "a hit area of its own" travels up a SwiftUI tree: it stops at the first target, so an
/// outer `automaticHitArea()` is not turned off by a hit area that belongs to a target inside it.
@Suite struct OwnHitAreaReportTests {
  /// A view tree as the adapter's preference sees it: each node's role and its children.
  indirect enum Node {
    case view(OwnHitAreaReport.Role, [Node])

    var role: OwnHitAreaReport.Role {
      switch self {
      case .view(let role, _): role
      }
    }
    var children: [Node] {
      switch self {
      case .view(_, let children): children
      }
    }

    /// What the preference reports above this node: the fold SwiftUI does with the key.
    var reported: Bool { OwnHitAreaReport.passedUp(by: role, contentReport) }

    /// What the node reads from its content: the siblings' reports combined.
    var contentReport: Bool {
      children.map(\.reported).reduce(OwnHitAreaReport.none, OwnHitAreaReport.combined)
    }

    /// The reference: a hit area below this node that no other target stands between.
    var hasOwnHitAreaByPaths: Bool {
      children.contains { child in
        child.role == .hitArea || (child.role == .other && child.hasOwnHitAreaByPaths)
      }
    }

    /// Every target node in the tree, with what it reads and what the reference says.
    var targets: [(read: Bool, reference: Bool)] {
      (role == .target ? [(contentReport, hasOwnHitAreaByPaths)] : [])
        + children.flatMap(\.targets)
    }
  }

  @Test func aButtonLabelsHitAreaDoesNotTurnOffTheCardAroundIt() {
    // Card { Text; Button { Image.hitArea } (its label gets automaticHitArea from the style) }
    //   .automaticHitArea().onTapGesture { open() }
    let label = Node.view(.target, [.view(.hitArea, [.view(.other, [])])])
    let card = Node.view(.target, [.view(.other, [.view(.other, []), .view(.other, [label])])])
    #expect(label.contentReport == true)  // the label keeps its own area
    #expect(card.contentReport == false)  // the card keeps its automatic area
    #expect(card.reported == false)
  }

  @Test func aHitAreaDeepInsideTheSameTargetIsItsOwn() {
    // Button { HStack { Image.hitArea; Text } } under automaticMinimumHitSize.
    let label = Node.view(
      .target, [.view(.other, [.view(.hitArea, [.view(.other, [])]), .view(.other, [])])])
    #expect(label.contentReport == true)
  }

  @Test func anAreaOfItsOwnOnTheTargetItselfWins() {
    // Image.hitArea(.outset(4)).automaticHitArea()
    #expect(Node.view(.target, [.view(.hitArea, [])]).contentReport == true)
    #expect(Node.view(.target, [.view(.other, [])]).contentReport == false)
  }

  @Test func theReductionIsAMonoidWithNoneAsIdentity() {
    for a in [false, true] {
      #expect(OwnHitAreaReport.combined(OwnHitAreaReport.none, a) == a)
      #expect(OwnHitAreaReport.combined(a, OwnHitAreaReport.none) == a)
      for b in [false, true] {
        #expect(OwnHitAreaReport.combined(a, b) == OwnHitAreaReport.combined(b, a))
        for c in [false, true] {
          #expect(
            OwnHitAreaReport.combined(OwnHitAreaReport.combined(a, b), c)
              == OwnHitAreaReport.combined(a, OwnHitAreaReport.combined(b, c)))
        }
      }
    }
  }

  /// A random tree of up to `depth` levels.
  static func randomTree(_ rng: inout SplitMix64, depth: Int) -> Node {
    let roles = OwnHitAreaReport.Role.allCases
    let role = roles[Int(rng.next() % UInt64(roles.count))]
    let count = depth == 0 ? 0 : Int(rng.next() % 4)
    return .view(role, (0..<count).map { _ in randomTree(&rng, depth: depth - 1) })
  }

  @Test(arguments: 0..<200 as Range<UInt64>)
  func theFoldAgreesWithThePathReference(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let tree = Node.view(.other, [Self.randomTree(&rng, depth: 5)])
    for target in tree.targets {
      #expect(target.read == target.reference)
    }
  }
}
