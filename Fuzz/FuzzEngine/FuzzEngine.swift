import HitAreaKit

/// Reads the fuzzer's bytes as a stream of small decisions.
struct ByteStream {
  var bytes: [UInt8]
  var index = 0
  mutating func byte() -> UInt8 {
    defer { index += 1 }
    return index < bytes.count ? bytes[index] : 0
  }
  mutating func double() -> Double {
    // Mostly ordinary values, sometimes the hostile ones.
    switch byte() % 16 {
    case 0: return .nan
    case 1: return .infinity
    case 2: return -.infinity
    case 3: return 0
    case 4: return -Double(byte())
    case 5: return Double(bitPattern: UInt64(byte()) << 56 | UInt64(byte()) << 8)
    default: return Double(Int(byte()) * 4 - 100) + Double(byte()) / 256
    }
  }
  var isExhausted: Bool { index >= bytes.count }
}

/// A value tree built from the input: the engine's view of anything.
struct FuzzTree: HitTestTree {
  struct Entry {
    var geometry: NodeGeometry
    var state: InteractionState
    var hitArea: HitArea
    var overflow: Bool
    var target: Bool
    var children: [Int] = []
  }
  var nodes: [Entry] = []
  func children(of node: Int) -> [Int] { nodes[node].children }
  func geometry(of node: Int) -> NodeGeometry { nodes[node].geometry }
  func interactionState(of node: Int) -> InteractionState { nodes[node].state }
  func hitArea(of node: Int) -> HitArea { nodes[node].hitArea }
  func overflowsHitAreas(_ node: Int) -> Bool { nodes[node].overflow }
  func isTarget(_ node: Int) -> Bool { nodes[node].target }
}

func makeTree(_ s: inout ByteStream) -> (FuzzTree, [Int: Int]) {
  var tree = FuzzTree()
  var parents: [Int: Int] = [:]
  let count = 1 + Int(s.byte() % 64)
  for i in 0..<count {
    let transform: AffineTransform
    switch s.byte() % 4 {
    case 0:
      transform = AffineTransform(
        a: s.double(), b: s.double(), c: s.double(), d: s.double(), tx: s.double(), ty: s.double())
    case 1: transform = AffineTransform(rotationAngle: s.double())
    default: transform = .identity
    }
    let flags = s.byte()
    let node = FuzzTree.Entry(
      geometry: NodeGeometry(
        boundsOrigin: Point(x: s.double(), y: s.double()),
        boundsSize: Size(width: s.double(), height: s.double()),
        center: Point(x: s.double(), y: s.double()), transform: transform,
        anchorPoint: Point(x: s.double(), y: s.double())),
      state: InteractionState(
        isUserInteractionEnabled: flags & 1 == 0, isHidden: flags & 2 != 0, alpha: s.double(),
        isEnabled: flags & 4 == 0),
      hitArea: HitArea(
        outsets: EdgeOutsets(
          top: s.double(), left: s.double(), bottom: s.double(), right: s.double()),
        minimumSize: Size(width: s.double(), height: s.double())),
      overflow: flags & 8 != 0, target: flags & 16 != 0)
    tree.nodes.append(node)
    if i > 0 {
      let parent = Int(s.byte()) % i
      tree.nodes[parent].children.append(i)
      parents[i] = parent
    }
  }
  return (tree, parents)
}

/// Builds a tree and probes it under every policy, with and without a reach index.
func fuzzEngine(_ bytes: UnsafeRawBufferPointer) {
  var stream = ByteStream(bytes: Array(bytes))
  let (tree, parents) = makeTree(&stream)
  let index = ReachIndex(tree: tree, root: 0)
  for _ in 0..<8 {
    let p = Point(x: stream.double(), y: stream.double())
    for policy in ResolutionPolicy.allCases {
      for reach in [index, nil] {
        let tester = HitTester(tree: tree, policy: policy, reachIndex: reach)
        let hit = tester.hitTest(p, in: 0)
        let why = tester.explain(p, in: 0)
        // Invariants: hitTest and explain agree; the hit and all its ancestors are eligible.
        precondition(hit == why.hit, "hitTest and explain disagree")
        var node = hit
        while let n = node {
          precondition(tree.nodes[n].state.isEligible, "an ineligible view was hit")
          node = parents[n]
        }
        _ = why.summary { "\($0)" }
      }
    }
    if stream.isExhausted { break }
  }
}
