import HitAreaKit

/// Builders of random and screen-like ``TestView`` trees for property tests and benchmarks.
public enum RandomTrees {
  /// Options for ``random(_:options:)``.
  public struct Options: Sendable {
    /// Maximum depth below the root (the root is depth 0).
    public var maxDepth = 8
    /// Maximum children per view.
    public var maxChildren = 4
    /// Probability that a view has a non-identity transform.
    public var transformChance = 0.2
    /// Probability that a view is hidden, transparent or non-interactive.
    public var ineligibleChance = 0.15
    /// Probability that a view is a control (and then disabled half the time of `ineligibleChance`).
    public var controlChance = 0.3
    /// Probability that a view has a non-zero bounds origin (a scrolled scroll view).
    public var scrollChance = 0.15
    /// Probability that a view gets a random hit area.
    public var hitAreaChance = 0.0
    /// Probability that a view has the overflow switch on.
    public var overflowChance = 0.0
    /// Probability that a view is round: its own `point(inside:)` is the inscribed ellipse
    /// (``TestRoundControl``, ``TestRoundView``).
    public var roundChance = 0.0
    /// Probability that a view is pass-through.
    public var passThroughChance = 0.0
    /// Probability that a view that is not a control overrides `hitTest`: a fixed answer (one of
    /// its children or itself), always `nil`, or an enlargement (``TestFixedAnswerView``,
    /// ``TestRefusingView``, ``TestEnlargingView``), a third each.
    public var customHitTestChance = 0.0
    /// Probability that a view that is not a control overrides `hitTest` without changing its
    /// answer (``TestAgreeingOverrideView``, as UIKit's scroll views do).
    ///
    /// Drawn after ``customHitTestChance``.
    public var agreeingOverrideChance = 0.0
    /// Creates the default options.
    public init() {}
  }

  /// A random tree whose root is a 400×800 window.
  public static func random<G: RandomNumberGenerator>(_ rng: inout G, options: Options = Options())
    -> TestView
  {
    let root = TestView("root", frame: Rect(x: 0, y: 0, width: 400, height: 800))
    var counter = 0
    fill(root, depth: 0, &rng, options, &counter)
    return root
  }

  private static func fill<G: RandomNumberGenerator>(
    _ parent: TestView, depth: Int, _ rng: inout G, _ o: Options, _ counter: inout Int
  ) {
    guard depth < o.maxDepth else { return }
    let count = Int.random(in: 0...o.maxChildren, using: &rng)
    let size = parent.bounds.size
    for _ in 0..<count {
      counter += 1
      let isControl = Double.random(in: 0..<1, using: &rng) < o.controlChance
      let w = Double.random(in: -0.1...1.1, using: &rng) * max(size.width, 20)
      let h = Double.random(in: -0.1...1.1, using: &rng) * max(size.height, 20)
      let x =
        Double.random(in: -0.2...1, using: &rng) * max(size.width, 20) + parent.bounds.origin.x
      let y =
        Double.random(in: -0.2...1, using: &rng) * max(size.height, 20) + parent.bounds.origin.y
      let frame = Rect(x: x.rounded(), y: y.rounded(), width: w.rounded(), height: h.rounded())
      let name = "v\(counter)"
      let view: TestView
      if isControl {
        view =
          chance(o.roundChance, &rng)
          ? TestRoundControl(name, frame: frame) : TestControl(name, frame: frame)
      } else if chance(o.customHitTestChance, &rng) {
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: view = TestFixedAnswerView(name, frame: frame)
        case 1: view = TestRefusingView(name, frame: frame)
        default:
          let enlarging = TestEnlargingView(name, frame: frame)
          enlarging.margin = Double.random(in: 0...20, using: &rng).rounded()
          view = enlarging
        }
      } else if chance(o.agreeingOverrideChance, &rng) {
        view = TestAgreeingOverrideView(name, frame: frame)
      } else {
        view =
          chance(o.roundChance, &rng)
          ? TestRoundView(name, frame: frame) : TestView(name, frame: frame)
      }
      if chance(o.passThroughChance, &rng) { view.passesTouchesThrough = true }
      if Double.random(in: 0..<1, using: &rng) < o.transformChance {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0:
          view.transform = AffineTransform(rotationAngle: Double.random(in: -3...3, using: &rng))
        case 1:
          view.transform = AffineTransform(
            scaleX: Double.random(in: 0.3...2, using: &rng),
            y: Double.random(in: 0.3...2, using: &rng))
        case 2: view.transform = AffineTransform(scaleX: 0, y: 1)  // not invertible
        default:
          view.transform = AffineTransform(translationX: 10, y: -5)
          view.anchorPoint = Point(x: Double.random(in: 0...1, using: &rng), y: 0)
        }
      }
      if Double.random(in: 0..<1, using: &rng) < o.ineligibleChance {
        switch Int.random(in: 0..<5, using: &rng) {
        case 0: view.isHidden = true
        case 1: view.alpha = [0, 0.009_99, 0.01, 0.5].randomElement(using: &rng) ?? 0
        case 2: view.isUserInteractionEnabled = false
        case 3: (view as? TestControl)?.isEnabled = false
        default: view.alpha = 0.01
        }
      }
      if Double.random(in: 0..<1, using: &rng) < o.scrollChance {
        view.bounds.origin = Point(
          x: Double.random(in: 0...50, using: &rng).rounded(),
          y: Double.random(in: 0...300, using: &rng).rounded())
      }
      if Double.random(in: 0..<1, using: &rng) < o.hitAreaChance {
        view.hitArea = HitArea(
          outsets: EdgeOutsets(
            top: Double.random(in: -10...20, using: &rng).rounded(),
            left: Double.random(in: -10...20, using: &rng).rounded(),
            bottom: Double.random(in: -10...20, using: &rng).rounded(),
            right: Double.random(in: -10...20, using: &rng).rounded()),
          minimumSize: Bool.random(using: &rng) ? Size(square: 44) : .zero)
      }
      if Double.random(in: 0..<1, using: &rng) < o.overflowChance { view.overflowsHitAreas = true }
      parent.addSubview(view)
      fill(view, depth: depth + 1, &rng, o, &counter)
      if let fixed = view as? TestFixedAnswerView {
        fixed.answer = (view.subviews + [view]).randomElement(using: &rng)
      }
    }
  }

  /// A draw with probability `p`; no draw at all when `p` is 0, so that trees generated without
  /// an option stay what they were.
  private static func chance<G: RandomNumberGenerator>(_ p: Double, _ rng: inout G) -> Bool {
    p > 0 && Double.random(in: 0..<1, using: &rng) < p
  }

  /// Points worth probing in a tree: inside, on the edges of and just outside random views,
  /// converted to root coordinates, plus random points on the window.
  public static func probePoints<G: RandomNumberGenerator>(
    in root: TestView, count: Int, _ rng: inout G
  ) -> [Point] {
    let views = root.allViews
    var points: [Point] = []
    for _ in 0..<count {
      guard let v = views.randomElement(using: &rng), Bool.random(using: &rng) else {
        points.append(
          Point(
            x: Double.random(in: -20...420, using: &rng),
            y: Double.random(in: -20...820, using: &rng)))
        continue
      }
      let b = v.bounds.standardized
      let local: Point
      switch Int.random(in: 0..<4, using: &rng) {
      case 0: local = Point(x: b.minX, y: b.minY)  // on the inclusive corner
      case 1: local = Point(x: b.maxX, y: b.midY)  // on the exclusive edge
      case 2:
        local = Point(
          x: b.minX + Double.random(in: 0...1, using: &rng) * b.width,
          y: b.minY + Double.random(in: 0...1, using: &rng) * b.height)
      default: local = Point(x: b.minX - 1, y: b.maxY - 0.5)
      }
      points.append(v.convert(local, to: nil))
    }
    return points
  }

  /// A screen-like tree of about `nodes` views: a window, a scrolled list of cells, each cell a
  /// content view with labels, an icon button and a switch-like control; a toolbar of icons.
  public static func screen(nodes: Int, seed: UInt64 = 1) -> TestView {
    var rng = SplitMix64(seed: seed)
    let window = TestView("window", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let list = TestView("list", frame: Rect(x: 0, y: 100, width: 390, height: 700))
    list.bounds.origin = Point(x: 0, y: 200)
    window.addSubview(list)
    let toolbar = TestView("toolbar", frame: Rect(x: 0, y: 800, width: 390, height: 44))
    window.addSubview(toolbar)
    for i in 0..<5 {
      let icon = TestControl(
        "tool\(i)", frame: Rect(x: 20 + Double(i) * 75, y: 10, width: 24, height: 24))
      icon.hitArea = .minimumSize(44)
      toolbar.addSubview(icon)
    }
    var count = 9
    var row = 0
    while count < nodes {
      let cell = TestView(
        "cell\(row)", frame: Rect(x: 0, y: Double(row) * 60, width: 390, height: 60))
      cell.gestureRecognizerCount = 1
      let content = TestView("content\(row)", frame: Rect(x: 0, y: 0, width: 390, height: 60))
      cell.addSubview(content)
      let title = TestImageView("title\(row)", frame: Rect(x: 16, y: 8, width: 200, height: 22))
      let subtitle = TestImageView(
        "subtitle\(row)", frame: Rect(x: 16, y: 32, width: 200, height: 18))
      let button = TestControl("more\(row)", frame: Rect(x: 300, y: 18, width: 24, height: 24))
      button.hitArea = .minimumSize(44)
      let toggle = TestControl("toggle\(row)", frame: Rect(x: 330, y: 14, width: 51, height: 31))
      toggle.isEnabled = Double.random(in: 0..<1, using: &rng) > 0.1
      for v in [title, subtitle, button, toggle] { content.addSubview(v) }
      list.addSubview(cell)
      count += 6
      row += 1
    }
    return window
  }
}
