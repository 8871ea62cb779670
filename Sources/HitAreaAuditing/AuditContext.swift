import HitAreaKit
@_spi(Tools) import HitAreaSnapshot

/// Everything the rules need about a snapshot, computed once: per-node transforms to and from the
/// root, local rects, why a node can never be hit, the overflow switch in effect, depth-first
/// positions, owning targets, and the hit tester under the snapshot's policy.
final class AuditContext {
  let snapshot: LayoutSnapshot
  let settings: TapTargetAudit
  /// The snapshot as per-node tables, for the engine.
  let tree: AuditTree
  /// The engine on the whole tree, under the snapshot's policy.
  let tester: HitTester<AuditTree>
  /// Whether UIKit's order decides every touch.
  ///
  /// The snapshot's policy is `frontmost`, and no container has a policy of its own
  /// (``LayoutNode/resolution``) that is not. The rules' shortcuts for that order hold only then.
  let isFrontmostThroughout: Bool
  /// Under the automatic minimum size (``TapTargetAudit/automaticMinimumSize``), the decision a
  /// device makes, on the screen as loaded: it decides every touch (``receiver(_:using:)``), and
  /// ``tester`` only measures.
  let automatic: AutomaticDecision?

  /// ``automatic``'s model, held by reference: a context with no automatic size stays as small
  /// as it was (two engines inline made every screen's context larger, and slower to make).
  final class AutomaticDecision {
    /// The model of the window hook on the screen as loaded.
    let model: ModelledRedirection<AuditTree>

    init(_ model: ModelledRedirection<AuditTree>) { self.model = model }
  }
  /// Under the automatic minimum size, whether each node has a ring (a hit area the size gave
  /// it, not one of its own); empty otherwise.
  let isRinged: [Bool]

  /// Whether the node's hit area is the automatic size's ring (``isRinged``).
  func hasRing(_ node: Int) -> Bool { !isRinged.isEmpty && isRinged[node] }
  /// Probes already made.
  let cache = ProbeCache()

  /// Nodes in depth-first order, back to front (the root first).
  let order: [Int]
  /// Each node's position in ``order``.
  let position: [Int]
  /// One past the position of the last node of each node's subtree.
  let subtreeEnd: [Int]
  /// Node space → root space.
  let toRoot: NodeColumn<AffineTransform>
  /// Root space → node space; `nil` when a transform on the way cannot be inverted.
  let fromRoot: NodeColumn<AffineTransform?>
  /// Standardized bounds, in the node's space.
  let bounds: NodeColumn<Rect>
  /// The hit area, in the node's space.
  let hitRect: NodeColumn<Rect>
  /// Why the node can never be hit (itself or an ancestor); `nil` when it can.
  let inertReason: NodeColumn<InertReason?>
  /// The node whose state makes it inert (itself or an ancestor).
  let inertCause: NodeColumn<Int?>
  /// Whether the only reason is a disabled control (itself or an ancestor).
  let onlyDisabled: NodeColumn<Bool>
  /// Whether the overflow switch is on for the node or an ancestor.
  let overflowActive: NodeColumn<Bool>
  /// The nearest target among the node and its ancestors.
  let owner: NodeColumn<Int?>
  /// The box around the hit area in root space (``boxWithinPlane(_:_:)``: one that would not be
  /// finite is made of the hit rect's edges brought to the plane's); `.null` for inert nodes,
  /// `.zero` when it is not finite even so (a transform that scales the plane's edges past every
  /// number, or an edge that is not a number).
  let rootHitBox: NodeColumn<Rect>
  /// The box region queries find a node by (``hittable``): its ``rootHitBox``, or the whole plane
  /// when that box is not finite, where the node's claim is asked of the engine (``claimRect`` is
  /// `nil`); `.null` for inert nodes.
  let queryBox: NodeColumn<Rect>
  /// The box around the visible bounds in root space.
  let rootFrame: NodeColumn<Rect>
  /// Whether the node is a viewport: the root, or a scroll container (see `LayoutNode.isScrollContainer`).
  let isViewport: NodeColumn<Bool>
  /// The box in root space of everything that can be hit through a node (its hit area, or its
  /// reach under the overflow switch); `.null` when nothing can, the whole plane when it is not
  /// finite (``probeable(_:)``).
  let probeBox: NodeColumn<Rect>
  /// The part of the screen where a node can be seen: the root's bounds cut by every scroll
  /// container above the node (root space); everything else is off screen or scrolled out.
  let screenBox: NodeColumn<Rect>
  /// The nodes that can be hit, by their ``queryBox``, for region queries.
  let hittable: BoxIndex
  /// Where a node takes a touch that reaches it, in root space: its hit area cut by every gate
  /// (the ancestors without the overflow switch), exactly, when the node and its gates keep rects
  /// axis-aligned (translations, scales, quarter turns) and their hit boxes finite; `nil` when one
  /// of them is rotated or sheared, or its hit box is not finite even within the plane
  /// (``withinPlane(_:)``: the engine is asked).
  ///
  /// ``Rect/null`` for a node that never takes a touch (inert or pass-through).
  let claimRect: NodeColumn<Rect?>
  /// The audited targets: targets that can be hit and are at least partly on screen, in
  /// depth-first order.
  let targets: [Int]

  /// Builds the context of one audit.
  ///
  /// - Parameters:
  ///   - snapshot: The screen.
  ///   - settings: The audit's standard and rules.
  convenience init(snapshot: LayoutSnapshot, settings: TapTargetAudit) {
    if let side = AutomaticMinimumSize.side(settings.automaticMinimumSize) {
      // The rules measure the rings as explicit areas, and the touches are decided on the
      // screen as loaded (the engine adds the rings itself).
      self.init(
        measuring: snapshot.applyingAutomaticMinimumSize(side), settings: settings,
        automatic: (snapshot, side))
    } else {
      self.init(measuring: snapshot, settings: settings, automatic: nil)
    }
  }

  /// Builds the context of one audit of `snapshot`, which under the automatic minimum size is
  /// the screen as loaded (`automatic.loaded`) with its rings applied.
  private init(
    measuring snapshot: LayoutSnapshot, settings: TapTargetAudit,
    automatic given: (loaded: LayoutSnapshot, side: Double)?
  ) {
    self.snapshot = snapshot
    self.settings = settings
    let nodes = snapshot.nodes
    let n = nodes.count
    let types = NodeTypes(nodes)
    self.types = types
    if let (loaded, side) = given {
      isRinged = zip(loaded.nodes, nodes).map { $0.hitArea != $1.hitArea }
      let tree = AuditTree(loaded, types: types)
      automatic = AutomaticDecision(
        ModelledRedirection(
          tree: tree, root: loaded.root, policy: snapshot.resolution,
          millimetresPerPoint: loaded.millimetresPerPoint, side: side,
          overflows: tree.overflow.contains(true)))
    } else {
      isRinged = []
      automatic = nil
    }
    let tree = AuditTree(snapshot, types: types)
    let hasOverflow = tree.overflow.contains(true)
    let reachIndex = hasOverflow ? ReachIndex(tree: tree, root: snapshot.root) : nil
    self.tree = tree
    isFrontmostThroughout =
      snapshot.resolution == .frontmost
      && (tree.policies?.allSatisfy { $0 == nil || $0 == .frontmost } ?? true)
    tester = HitTester(
      tree: tree, policy: snapshot.resolution, millimetresPerPoint: snapshot.millimetresPerPoint,
      reachIndex: reachIndex)

    let order = snapshot.depthFirstIndices
    var position = [Int](filling: 0, count: n)
    for (p, i) in order.enumerated() { position[i] = p }
    var subtreeEnd = [Int](filling: 0, count: n)
    for i in order.reversed() {
      var end = position[i] + 1
      for child in nodes[i].children { end = Swift.max(end, subtreeEnd[child]) }
      subtreeEnd[i] = end
    }

    // The per-node tables in one allocation (``NodeColumns``).
    var layout = NodeColumns.Layout(count: n)
    let toRootSlot = layout.place(AffineTransform.self)
    let fromRootSlot = layout.place(AffineTransform?.self)
    let boundsSlot = layout.place(Rect.self)
    let hitRectSlot = layout.place(Rect.self)
    let inertReasonSlot = layout.place(InertReason?.self)
    let inertCauseSlot = layout.place(Int?.self)
    let onlyDisabledSlot = layout.place(Bool.self)
    let overflowActiveSlot = layout.place(Bool.self)
    let ownerSlot = layout.place(Int?.self)
    let rootHitBoxSlot = layout.place(Rect.self)
    let queryBoxSlot = layout.place(Rect.self)
    let rootFrameSlot = layout.place(Rect.self)
    let isViewportSlot = layout.place(Bool.self)
    let probeBoxSlot = layout.place(Rect.self)
    let screenBoxSlot = layout.place(Rect.self)
    let claimRectSlot = layout.place(Rect?.self)
    let gateRectSlot = layout.place(Rect.self)
    let gateExactSlot = layout.place(Bool.self)
    let exactHitBoxSlot = layout.place(Bool.self)
    let ownHitBoxSlot = layout.place(Rect.self)
    let columns = NodeColumns(layout)
    let toRoot = columns.column(toRootSlot, filling: .identity)
    let fromRoot = columns.column(fromRootSlot, filling: .identity)
    let bounds = columns.column(boundsSlot, filling: .null)
    let hitRect = columns.column(hitRectSlot, filling: .null)
    let inertReason = columns.column(inertReasonSlot, filling: nil)
    let inertCause = columns.column(inertCauseSlot, filling: nil)
    let onlyDisabled = columns.column(onlyDisabledSlot, filling: false)
    let overflowActive = columns.column(overflowActiveSlot, filling: false)
    let owner = columns.column(ownerSlot, filling: nil)
    let rootHitBox = columns.column(rootHitBoxSlot, filling: .null)
    let queryBox = columns.column(queryBoxSlot, filling: .null)
    let rootFrame = columns.column(rootFrameSlot, filling: .null)
    let isViewport = columns.column(isViewportSlot, filling: false)
    let probeBox = columns.column(probeBoxSlot, filling: .null)
    let screenBox = columns.column(screenBoxSlot, filling: .null)
    let claimRect = columns.column(claimRectSlot, filling: nil)
    // What the gates above a node let through (root space), and whether that is exact.
    let gateRect = columns.column(gateRectSlot, filling: .null)
    let gateExact = columns.column(gateExactSlot, filling: true)
    // Whether a node's own hit box in root space is exactly where it accepts a touch: finite,
    // and of a transform that keeps rects axis-aligned.
    let exactHitBox = columns.column(exactHitBoxSlot, filling: false)
    let ownHitBox = columns.column(ownHitBoxSlot, filling: .null)
    var targets: [Int] = []

    for i in order {
      // The node's properties from the tree's tables: reading them from the node would copy it.
      let geometry = tree.geometries[i]
      let parent = tree.parents[i]
      // Whether the node's own transform can be undone, asked once.
      let invertible = geometry.transform.inverted() != nil
      let own: InertReason?
      if let reason = tree.states[i].ineligibility {
        own = InertReason(reason)
      } else if parent != nil, !invertible {
        own = .nonInvertibleTransform
      } else {
        own = nil
      }
      if let p = parent {
        toRoot[i] = geometry.toParent.concatenating(toRoot[p])
        fromRoot[i] = invertible ? toRoot[i].inverted() : nil
        overflowActive[i] = overflowActive[p] || tree.overflow[i]
        owner[i] = tree.targets[i] ? i : owner[p]
        if let reason = own {
          inertReason[i] = reason
          inertCause[i] = i
          onlyDisabled[i] =
            Self.isOnlyDisabled(tree.states[i]) && (inertReason[p] == nil || onlyDisabled[p])
        } else {
          inertReason[i] = inertReason[p]
          inertCause[i] = inertCause[p]
          onlyDisabled[i] = onlyDisabled[p]
        }
        if inertReason[i] == nil, fromRoot[i] == nil {
          inertReason[i] = .nonInvertibleTransform
          inertCause[i] = i
        }
      } else {
        overflowActive[i] = tree.overflow[i]
        owner[i] = tree.targets[i] ? i : nil
        inertReason[i] = own
        inertCause[i] = own == nil ? nil : i
        onlyDisabled[i] = Self.isOnlyDisabled(tree.states[i])
      }
      bounds[i] = geometry.bounds.standardized
      hitRect[i] = tree.hitAreas[i].rect(in: geometry.bounds)
      rootFrame[i] = finite(toRoot[i].boundingBox(of: bounds[i]))
      // The hit rect's box in root space, made once (when it is not finite, from the rect's edges
      // brought to the plane's: `boxWithinPlane`): the own and reachable boxes take it made
      // finite, the query and probe boxes as it is (`probeable`).
      let hitBox = hitRect[i].isEmpty ? Rect.null : boxWithinPlane(hitRect[i], toRoot[i])
      let isBounded = hitBox.isNull || hasFiniteNumbers(hitBox)
      ownHitBox[i] = isBounded ? hitBox : .zero
      if inertReason[i] == nil || onlyDisabled[i] {
        rootHitBox[i] = ownHitBox[i]
        queryBox[i] = isBounded ? hitBox : wholePlane
      }
      isViewport[i] = parent == nil || tree.dragging[i]
      if let p = parent {
        screenBox[i] = isViewport[p] ? screenBox[p].intersection(rootFrame[p]) : screenBox[p]
      } else {
        screenBox[i] = wholePlane  // no edge
      }
      if inertReason[i] == nil {
        if overflowActive[i], let reach = reachIndex?.reach(of: i) {
          probeBox[i] = reach.isNull ? .null : probeable(toRoot[i].boundingBox(of: reach))
        } else {
          probeBox[i] = probeable(hitBox)
        }
      }
      exactHitBox[i] = isBounded && Self.isRectilinear(toRoot[i])
      if let p = parent {
        let gatesHere = !overflowActive[p]
        gateRect[i] = gatesHere ? gateRect[p].intersection(ownHitBox[p]) : gateRect[p]
        gateExact[i] = gateExact[p] && (!gatesHere || exactHitBox[p])
      } else {
        gateRect[i] = wholePlane
      }
      if inertReason[i] != nil || tree.passThrough[i] {
        claimRect[i] = .null
      } else if exactHitBox[i], gateExact[i] {
        let claim = ownHitBox[i].intersection(gateRect[i])
        claimRect[i] = claim.isEmpty ? .null : claim
      }
      let onScreen =
        screenBox[i].intersects(rootFrame[i]) || screenBox[i].intersects(rootHitBox[i])
        || screenBox[i].squaredDistance(to: rootFrame[i].center) == 0
      if tree.targets[i], inertReason[i] == nil, onScreen { targets.append(i) }
    }

    self.order = order
    self.position = position
    self.subtreeEnd = subtreeEnd
    self.toRoot = toRoot.column
    self.fromRoot = fromRoot.column
    self.bounds = bounds.column
    self.hitRect = hitRect.column
    self.inertReason = inertReason.column
    self.inertCause = inertCause.column
    self.onlyDisabled = onlyDisabled.column
    self.overflowActive = overflowActive.column
    self.owner = owner.column
    self.rootHitBox = rootHitBox.column
    self.queryBox = queryBox.column
    self.rootFrame = rootFrame.column
    self.isViewport = isViewport.column
    self.probeBox = probeBox.column
    hittable = BoxIndex(
      boxes: Array(queryBox.column), nodes: order.filter { inertReason[$0] == nil })
    self.screenBox = screenBox.column
    self.claimRect = claimRect.column
    self.targets = targets
  }

  /// Areas under this many pt² are rounding noise, not findings: a millionth of a square point,
  /// far below anything a finger can tell apart and far above the error of adding up coordinates.
  static let areaTolerance = 1e-6

  // MARK: - Structure

  /// Whether `node` is `ancestor` or lies below it.
  func isInSubtree(_ node: Int, of ancestor: Int) -> Bool {
    position[node] >= position[ancestor] && position[node] < subtreeEnd[ancestor]
  }

  /// Whether one of the two nodes contains the other.
  func areNested(_ a: Int, _ b: Int) -> Bool { isInSubtree(a, of: b) || isInSubtree(b, of: a) }

  /// The strict ancestors of a node, nearest first.
  func ancestors(of node: Int) -> [Int] { snapshot.ancestors(of: node) }

  /// The ancestors whose own hit area limits where a node can be reached: those above the first
  /// node with the overflow switch on, outermost first.
  ///
  /// Found once per node: the audit, the size rule and the fix planner ask for a target's.
  func gates(of node: Int) -> [Int] {
    if let kept = gatesMade[node] { return kept }
    var gates = ancestors(of: node)
    gates.reverse()
    gates.removeAll { overflowActive[$0] }
    gatesMade.keep(gates, for: node, nodeCount: snapshot.nodes.count)
    return gates
  }

  /// The gates ``gates(of:)`` has found (each use reads or keeps one at once: see ``NodeMemo``).
  @exclusivity(unchecked) private var gatesMade = NodeMemo<[Int]>()

  /// A gate's hit rect as a target below it sees it (``gateBoxes(of:)``).
  struct GateBox {
    /// The box, in the target's own space, around the gate's hit rect (``boxWithinPlane(_:_:)``).
    let accepted: Rect
    /// Whether the map from the gate's space to the target's keeps rects rectilinear: the box is
    /// then the rect itself, not a box around it.
    let isRectilinear: Bool
  }

  /// Where the hit rects of ``gates(of:)`` as the target sees them lie in ``gateBox(_:)``'s list,
  /// in the same order; none when the target's space cannot be reached from the root (a
  /// transform that does not invert).
  ///
  /// Made once a target: its size, its reach, the unreachable rule and the fix planner each read
  /// them (a screen's targets often sit a dozen gates deep). Every target's are kept in one list,
  /// not a list each.
  func gateBoxes(of t: Int) -> Range<Int> {
    if let kept = gateBoxesMade[t] { return kept }
    let start = gateBoxList.count
    if let inverse = fromRoot[t] {
      for g in gates(of: t) {
        let m = toRoot[g].concatenating(inverse)
        gateBoxList.append(
          GateBox(accepted: boxWithinPlane(hitRect[g], m), isRectilinear: Self.isRectilinear(m)))
      }
    }
    let range = start..<gateBoxList.count
    gateBoxesMade.keep(range, for: t, nodeCount: snapshot.nodes.count)
    return range
  }

  /// A gate box in the list ``gateBoxes(of:)`` places it in.
  func gateBox(_ k: Int) -> GateBox { gateBoxList[k] }

  /// Where ``gateBoxes(of:)`` has placed each target's boxes (each use reads or keeps one at
  /// once: see ``NodeMemo``).
  @exclusivity(unchecked) private var gateBoxesMade = NodeMemo<Range<Int>>()
  /// The gate boxes made so far, every target's one after another (each use reads or adds at
  /// once).
  @exclusivity(unchecked) private var gateBoxList: [GateBox] = []

  /// How big a target is to a finger (``measuredSize(_:)``), measured once: the audit and the
  /// list of audited targets both ask.
  func targetSize(_ t: Int) -> TargetSize {
    if let kept = sizesMade[t] { return kept }
    let size = measuredSize(t)
    sizesMade.keep(size, for: t, nodeCount: snapshot.nodes.count)
    return size
  }

  /// The sizes ``targetSize(_:)`` has measured (each use reads or keeps one at once: see
  /// ``NodeMemo``).
  @exclusivity(unchecked) private var sizesMade = NodeMemo<TargetSize>()

  /// The id of a node.
  func id(_ node: Int) -> String { snapshot.nodes[node].id }

  /// The first node with an id (as `LayoutSnapshot.index(of:)`): the first few look-ups read
  /// the nodes (most screens name a node or two), later ones a table made once.
  func node(withID id: String) -> Int? {
    guard idLookups >= Self.lookupsBeforeIDTable else {
      idLookups += 1
      return snapshot.index(of: id)
    }
    return nodesByID[id]
  }

  /// How many ids ``node(withID:)`` has looked up.
  private var idLookups = 0
  /// How many look-ups read the nodes before the table is made: making the table costs about
  /// as much as reading the nodes a dozen times (measured on RICO screens).
  private static let lookupsBeforeIDTable = 12

  private lazy var nodesByID: [String: Int] = {
    var table = [String: Int](minimumCapacity: snapshot.nodes.count)
    // Read in place: a copy of a node retains each of its strings.
    for i in snapshot.nodes.indices where table[snapshot.nodes[i].id] == nil {
      table[snapshot.nodes[i].id] = i
    }
    return table
  }()

  /// The names people know the nodes by (see ``ReportNames``), made on first use in the
  /// context's depth-first order.
  lazy var names = ReportNames(snapshot, order: order, types: types)

  /// The standard's name for messages, such as `iOS (44×44 pt)`: made once, as most findings of
  /// the size rule name it.
  private(set) lazy var requiredTitle = settings.standard.title(
    minimum: settings.effectiveMinimum)

  /// The nodes' types, numbered once for the tree's checks and the names.
  private let types: NodeTypes

  /// A node's name for messages: its label on the screen, such as `ImageButton play`.
  ///
  /// Made once per node: a finding names its nodes several times (its message, its fix, its
  /// label), and each read of ``names`` takes its lock and may make the string anew.
  func name(_ node: Int) -> String {
    if let kept = namesMade[node] { return kept }
    let name = names[node]
    namesMade.keep(name, for: node, nodeCount: snapshot.nodes.count)
    return name
  }

  /// The names ``name(_:)`` has made (each use reads or keeps one at once: see ``NodeMemo``).
  @exclusivity(unchecked) private var namesMade = NodeMemo<String>()

  // MARK: - Geometry

  /// Whether a gate lets a root-space point through (its hit area contains the point).
  func accepts(_ gate: Int, _ p: Point) -> Bool {
    guard let inverse = fromRoot[gate] else { return false }
    return hitRect[gate].contains(inverse.apply(to: p))
  }

  /// Whether a root-space point is on screen for a node (inside the root and every scroll
  /// container above it).
  func onScreen(_ node: Int, _ p: Point) -> Bool {
    let b = screenBox[node]
    return p.x >= b.minX && p.x < b.maxX && p.y >= b.minY && p.y < b.maxY
  }

  /// Whether a root-space point lies in a node's visible bounds.
  func visibleContains(_ node: Int, _ p: Point) -> Bool {
    guard let inverse = fromRoot[node] else { return false }
    return bounds[node].contains(inverse.apply(to: p))
  }

  /// Whether a root-space point lies in a node's effective hit area: its own hit area, and every
  /// gate accepts it.
  func effectivelyContains(_ node: Int, _ p: Point, gates: [Int]) -> Bool {
    guard let inverse = fromRoot[node], hitRect[node].contains(inverse.apply(to: p)) else {
      return false
    }
    return gates.allSatisfy { accepts($0, p) }
  }

  /// The node that receives a touch at a root-space point, under the snapshot's policy.
  ///
  /// - Parameter probe: An engine on a tree pruned to a region that contains the point (see
  ///   ``prober(for:)``), or the engine on the whole tree.
  func receiver(_ p: Point, using probe: HitTester<AuditTree>? = nil) -> Int? {
    if let known = cache.receivers[p] { return known }
    // Not `probe ?? tester`: that makes a copy of the engine (a retain of each of its tables).
    if let probe { return probed(p, by: probe) }
    return probed(p, by: tester)
  }

  /// ``receiver(_:using:)`` with the engine ``prober(for:)`` gives for a region that contains the
  /// point, made only when the point was not probed before and the screen is not probed whole.
  func receiver(_ p: Point, near region: Rect) -> Int? {
    if let known = cache.receivers[p] { return known }
    return isProbedWhole ? probed(p, by: tester) : probed(p, by: prunedProber(for: region))
  }

  /// The node an engine finds at a point not probed before, kept for the next question.
  func probed(_ p: Point, by engine: HitTester<AuditTree>) -> Int? {
    let hit: Int?
    if let model = automatic?.model {
      // The engine's tree, when pruned, is the screen as loaded (``prunedProber(for:)``).
      hit = (engine.tree.isPruned ? model.on(engine.tree) : model).hit(p, in: snapshot.root)
    } else {
      hit = engine.hitTest(p, in: snapshot.root)
    }
    cache.receivers[p] = .some(hit)
    return hit
  }

  /// The engine on the tree pruned to a root-space region: same answers inside the region.
  ///
  /// A screen is probed whole when it is small, or when no node has many children: a hit test
  /// looks through the children of the nodes on its way down, so its cost is then below any
  /// pruning's.
  func prober(for region: Rect) -> HitTester<AuditTree> {
    isProbedWhole ? tester : prunedProber(for: region)
  }

  /// Whether ``prober(for:)`` gives the engine on the whole tree.
  private lazy var isProbedWhole =
    snapshot.nodes.count <= Self.nodesProbedWhole
    || snapshot.nodes.indices.allSatisfy {
      snapshot.nodes[$0].children.count <= Self.childrenProbedWhole
    }

  /// The engine on the tree pruned to a root-space region, whatever the screen's size.
  ///
  /// Under the automatic minimum size, its tree is the screen as loaded, on which the device's
  /// decision is asked (``automatic``), pruned to the region grown by the farthest a ring reaches
  /// past its target: the decision asks UIKit again on the winner's visible bounds.
  func prunedProber(for region: Rect) -> HitTester<AuditTree> {
    var probe = tester
    if let automatic {
      let m = automaticReach
      probe.tree = automatic.model.tester.tree.pruned(
        to: region.insetBy(dx: -m, dy: -m), boxes: probeIndex, root: snapshot.root)
    } else {
      probe.tree = tester.tree.pruned(to: region, boxes: probeIndex, root: snapshot.root)
    }
    return probe
  }

  /// At least as far, in root points, as an automatic ring reaches past its target's visible
  /// bounds (half the side, at most): the side, scaled by the largest of the nodes' transforms.
  private lazy var automaticReach: Double = {
    let side = AutomaticMinimumSize.side(settings.automaticMinimumSize) ?? 0
    var scale = 1.0
    for i in order {
      let (sx, sy) = toRoot[i].axisScales
      if sx.isFinite, sy.isFinite { scale = Swift.max(scale, sx, sy) }
    }
    return side * scale
  }()

  /// The most nodes a screen has for ``prober(for:)`` to probe it whole, whatever its shape.
  static let nodesProbedWhole = 128
  /// The most children a node of a larger screen has for ``prober(for:)`` to probe it whole.
  static let childrenProbedWhole = 128

  /// The boxes of ``probeBox``, indexed for ``prober(for:)``.
  private(set) lazy var probeIndex = BoxIndex(boxes: Array(probeBox), nodes: order)

  /// The size on screen of a rect in a node's space (its sides scaled by the node's transforms).
  func screenSize(of rect: Rect, in node: Int) -> Size {
    if rect.isEmpty { return .zero }
    let (sx, sy) = toRoot[node].axisScales
    return Size(width: rect.width * sx, height: rect.height * sy)
  }

  /// Whether a transform maps axis-aligned rects to axis-aligned rects (no rotation or shear).
  static func isRectilinear(_ t: AffineTransform) -> Bool {
    (t.b == 0 && t.c == 0) || (t.a == 0 && t.d == 0)
  }

  /// Whether the only thing that keeps a node from being hit is that it is a disabled control.
  static func isOnlyDisabled(_ s: InteractionState) -> Bool {
    !s.isEnabled && s.isUserInteractionEnabled && !s.isHidden && !(s.alpha < 0.01)
  }
}

/// The rect, or `.zero` when any of its numbers is not finite (broken input never reaches the
/// report as NaN).
func finite(_ r: Rect) -> Rect {
  r.isNull || hasFiniteNumbers(r) ? r : .zero
}

/// How far the plane the audit measures reaches from the origin each way: past any screen, and
/// far enough within the largest number that a box of it has a finite size.
let planeEdge = 1e300

/// The whole plane the audit measures, from -``planeEdge`` to ``planeEdge`` on each axis: a box
/// with no edge on any screen.
let wholePlane = Rect(x: -planeEdge, y: -planeEdge, width: 2 * planeEdge, height: 2 * planeEdge)

/// A node-space hit rect with each edge past ±``planeEdge`` brought to it.
///
/// What the engine finds of it on any screen, in numbers a box can hold: a hit area grown by
/// 1e308 on opposite sides has an infinite size (the engine finds it everywhere), and its box in
/// root space is not finite. A rect within the plane, or with an edge that is not a number (which
/// the engine finds nowhere), is given back as it is.
@inline(__always) func withinPlane(_ r: Rect) -> Rect {
  let limit = planeEdge
  // The common case, inlined at each call: a real screen's rects are within the plane.
  if abs(r.minX) <= limit && abs(r.maxX) <= limit && abs(r.minY) <= limit && abs(r.maxY) <= limit {
    return r
  }
  return broughtToPlane(r)
}

/// The box a transform makes of a rect, or, where that is not finite (a rect past every number),
/// of the rect brought to the plane's edges (``withinPlane(_:)``): as the context makes a hit
/// rect's box in root space, so that a rect whose box is finite keeps it, however far it reaches.
func boxWithinPlane(_ r: Rect, _ transform: AffineTransform) -> Rect {
  let box = transform.boundingBox(of: r)
  return box.isNull || hasFiniteNumbers(box) ? box : transform.boundingBox(of: withinPlane(r))
}

/// ``withinPlane(_:)`` of a rect with an edge past ±``planeEdge`` or not a number (the null rect,
/// which lies at infinity, stays null).
@inline(never) private func broughtToPlane(_ r: Rect) -> Rect {
  guard !r.isNull else { return r }
  let limit = planeEdge
  let (minX, minY, maxX, maxY) = (r.minX, r.minY, r.maxX, r.maxY)
  guard !minX.isNaN, !maxX.isNaN, !minY.isNaN, !maxY.isNaN else { return r }
  func clamped(_ v: Double) -> Double { Swift.min(Swift.max(v, -limit), limit) }
  return Rect(minX: clamped(minX), minY: clamped(minY), maxX: clamped(maxX), maxY: clamped(maxY))
}

/// Whether the rect's origin and size are all finite numbers.
func hasFiniteNumbers(_ r: Rect) -> Bool {
  r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite && r.size.height.isFinite
}

/// A root-space box for the probe index and the region queries (``AuditContext/queryBox``): one
/// that is not finite (a hit area grown past the largest number) covers the whole plane, so that a
/// tree pruned by the index keeps every node a hit test on the whole tree can reach, and a query
/// finds every node that might take a touch.
func probeable(_ r: Rect) -> Rect {
  r.isNull || hasFiniteNumbers(r) ? r : wholePlane
}

/// A rect fit for a report: finite, and `.zero` instead of the null rect.
func reportable(_ r: Rect) -> Rect {
  let f = finite(r)
  return f.isNull ? .zero : f
}

/// An audit context is one screen's, asked from one thread (its memos are not checked for
/// exclusive access).
@available(*, unavailable)
extension AuditContext: Sendable {}
