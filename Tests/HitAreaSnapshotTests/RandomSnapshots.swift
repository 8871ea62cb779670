import HitAreaKit
import HitAreaKitTestSupport
import HitAreaSnapshot

/// Random layout snapshots with a random value in every field, built in depth-first pre-order
/// (the order the reader produces), for round-trip property tests.
enum RandomSnapshots {
  /// Scales that convert exactly both ways (powers of two).
  static let exactScales: [Double] = [1, 0.5, 2, 0.25, 4]

  static func snapshot(_ rng: inout SplitMix64, scales: [Double] = exactScales) -> LayoutSnapshot {
    var s = LayoutSnapshot(
      root: node(&rng, id: "0"),
      name: Bool.random(using: &rng) ? string(&rng) : nil,
      unit: LayoutUnit.allCases.randomElement(using: &rng) ?? .pt,
      pointsPerUnit: scales.randomElement(using: &rng) ?? 1,
      millimetresPerPoint: Bool.random(using: &rng)
        ? 0.16 : Double.random(in: 0.01...1, using: &rng),
      resolution: ResolutionPolicy.allCases.randomElement(using: &rng) ?? .frontmost)
    if Bool.random(using: &rng) {
      s.pixelsPerPoint = [1, 2, 2.625, 3.5, Double.random(in: 0.5...4, using: &rng)].randomElement(
        using: &rng)
    }
    if Bool.random(using: &rng) {
      s.screenSize = Size(width: number(&rng), height: number(&rng))
    }
    var serial = 0
    fill(&s, parent: 0, path: "0", depth: 1, &rng, &serial)
    return s
  }

  private static func fill(
    _ s: inout LayoutSnapshot, parent: Int, path: String, depth: Int, _ rng: inout SplitMix64,
    _ serial: inout Int
  ) {
    guard depth < 6 else { return }
    let count = Int.random(in: 0...(depth == 1 ? 5 : 3), using: &rng)
    for position in 0..<count {
      serial += 1
      let childPath = "\(path)/\(position)"
      // A default id (the path) a third of the time, otherwise a unique random id.
      let id = Int.random(in: 0..<3, using: &rng) == 0 ? childPath : "\(string(&rng))#\(serial)"
      let index = s.append(node(&rng, id: id), to: parent)
      fill(&s, parent: index, path: childPath, depth: depth + 1, &rng, &serial)
    }
  }

  static func node(_ rng: inout SplitMix64, id: String) -> LayoutNode {
    var node = plainNode(&rng, id: id)
    if Int.random(in: 0..<3, using: &rng) == 0 {
      node.android = AndroidViewInfo(
        isClickable: Bool.random(using: &rng), isLongClickable: Bool.random(using: &rng),
        isScrollable: Bool.random(using: &rng), hasTouchDelegate: Bool.random(using: &rng),
        superclasses: (0..<Int.random(in: 0...3, using: &rng)).map { _ in string(&rng) })
    }
    return node
  }

  private static func plainNode(_ rng: inout SplitMix64, id: String) -> LayoutNode {
    LayoutNode(
      id: id,
      type: Bool.random(using: &rng) ? string(&rng) : nil,
      label: Bool.random(using: &rng) ? string(&rng) : nil,
      frame: Rect(
        x: number(&rng), y: number(&rng), width: number(&rng), height: number(&rng)),
      boundsOrigin: Bool.random(using: &rng) ? .zero : Point(x: number(&rng), y: number(&rng)),
      transform: Bool.random(using: &rng)
        ? .identity
        : AffineTransform(
          a: number(&rng), b: number(&rng), c: number(&rng), d: number(&rng), tx: number(&rng),
          ty: number(&rng)),
      isHidden: Bool.random(using: &rng),
      alpha: [1, 0, 0.01, 0.009_99, 0.5, Double.random(in: -1...2, using: &rng)].randomElement(
        using: &rng) ?? 1,
      isUserInteractionEnabled: Bool.random(using: &rng),
      isEnabled: Bool.random(using: &rng),
      isTarget: Bool.random(using: &rng),
      hitArea: Bool.random(using: &rng)
        ? .bounds
        : HitArea(
          outsets: EdgeOutsets(
            top: number(&rng), left: number(&rng), bottom: number(&rng), right: number(&rng)),
          minimumSize: Bool.random(using: &rng)
            ? .zero : Size(width: number(&rng), height: number(&rng))),
      overflowsHitAreas: Bool.random(using: &rng),
      passesTouchesThrough: Bool.random(using: &rng))
  }

  /// Integers, halves, arbitrary doubles, tiny and huge magnitudes, negative zero.
  ///
  /// Tiny values stay above 1e-301, so that dividing by a scale of 4 keeps them normal (subnormal
  /// numbers lose bits when divided, a documented limit of the unit conversion).
  static func number(_ rng: inout SplitMix64) -> Double {
    switch Int.random(in: 0..<8, using: &rng) {
    case 0: return 0
    case 1: return Double(Int.random(in: -1000...1000, using: &rng))
    case 2: return Double(Int.random(in: -2000...2000, using: &rng)) / 2
    case 3: return Double.random(in: -1e4...1e4, using: &rng)
    case 4:
      return Double.random(in: 0.1...1, using: &rng) * 1e-300 * (Bool.random(using: &rng) ? 1 : -1)
    case 5: return Double.random(in: -1...1, using: &rng) * 1e300
    case 6: return -0.0
    default:  // any positive finite double from 2^-1007 to 2
      return Double(bitPattern: rng.next() & 0x3FFF_FFFF_FFFF_FFFF | 0x0100_0000_0000_0000)
    }
  }

  /// Text with quotes, backslashes, control characters, non-ASCII and emoji.
  static func string(_ rng: inout SplitMix64) -> String {
    let pieces = [
      "a", "Close", " ", "\"", "\\", "/", "\n", "\t", "\u{01}", "\u{1F}", "é", "日本", "😀",
      "\u{2028}",
      "0/1", "{", "]", ":", ",",
    ]
    let count = Int.random(in: 1...6, using: &rng)
    return (0..<count).map { _ in pieces.randomElement(using: &rng) ?? "a" }.joined()
  }
}

extension LayoutSnapshot {
  /// The first difference from another snapshot, for readable failures; `nil` when equal.
  func firstDifference(from other: LayoutSnapshot) -> String? {
    if name != other.name {
      return "name \(String(describing: name)) vs \(String(describing: other.name))"
    }
    if unit != other.unit || pointsPerUnit != other.pointsPerUnit {
      return "unit \(unit) \(pointsPerUnit) vs \(other.unit) \(other.pointsPerUnit)"
    }
    if millimetresPerPoint != other.millimetresPerPoint { return "millimetresPerPoint" }
    if resolution != other.resolution { return "resolution" }
    if pixelsPerPoint != other.pixelsPerPoint { return "pixelsPerPoint" }
    if screenSize != other.screenSize {
      return
        "screenSize \(String(describing: screenSize)) vs \(String(describing: other.screenSize))"
    }
    if nodes.count != other.nodes.count {
      return "node count \(nodes.count) vs \(other.nodes.count)"
    }
    for (i, (a, b)) in zip(nodes, other.nodes).enumerated() where a != b {
      let fields: [(String, Bool)] = [
        ("id", a.id == b.id), ("type", a.type == b.type), ("label", a.label == b.label),
        ("frame \(a.frame) vs \(b.frame)", a.frame == b.frame),
        ("boundsOrigin \(a.boundsOrigin) vs \(b.boundsOrigin)", a.boundsOrigin == b.boundsOrigin),
        ("transform \(a.transform) vs \(b.transform)", a.transform == b.transform),
        ("hidden", a.isHidden == b.isHidden), ("alpha", a.alpha == b.alpha),
        ("userInteraction", a.isUserInteractionEnabled == b.isUserInteractionEnabled),
        ("enabled", a.isEnabled == b.isEnabled), ("target", a.isTarget == b.isTarget),
        ("hitArea \(a.hitArea) vs \(b.hitArea)", a.hitArea == b.hitArea),
        ("overflow", a.overflowsHitAreas == b.overflowsHitAreas),
        ("passThrough", a.passesTouchesThrough == b.passesTouchesThrough),
        (
          "android \(String(describing: a.android)) vs \(String(describing: b.android))",
          a.android == b.android
        ),
        ("children", a.children == b.children), ("parent", a.parent == b.parent),
      ]
      let differing = fields.filter { !$0.1 }.map(\.0)
      return "node \(i) (\(a.id.debugDescription)): " + differing.joined(separator: "; ")
    }
    return nil
  }
}
