import HitAreaKit
import HitAreaSnapshot

/// A snapshot as Google's Accessibility Test Framework (ATF) sees a view hierarchy: each view's
/// bounds on screen in whole device pixels, clipped by its ancestors (`getBoundsInScreen`), its
/// unclipped drawing size, whether it is clickable, long-clickable, visible to the user or a
/// scroll container, the `TouchDelegate` hit rects that reach it, and its classes.
///
/// What a snapshot does not record is inferred (see the auditing article):
/// - screen coordinates are the root's: its frame places it on the display, whose top-left
///   corner is (0, 0) and whose size is ``LayoutSnapshot/screenSize``, else the root's far edges;
/// - device pixels are points × ``LayoutSnapshot/pixelsPerPoint`` (1 when unknown), each edge
///   rounded to a whole pixel, as a dump's `[x1,y1][x2,y2]` are;
/// - without ``LayoutNode/android``, a target is clickable (not long-clickable) and a scroll
///   container other than the root is scrollable;
/// - a hit area other than ``HitArea/bounds`` is a `TouchDelegate` hit rect that reaches the
///   view (ATF reads them from Android 10's `TouchDelegateInfo`);
/// - a view is visible to the user when neither it nor an ancestor is hidden and some of it is on
///   screen (Android ignores alpha here).
struct ATFHierarchy {
  /// A rect in whole device pixels, ATF's `Rect`.
  struct PixelRect: Hashable {
    var left = 0
    var top = 0
    var right = 0
    var bottom = 0

    var width: Int { right - left }
    var height: Int { bottom - top }
    var isEmpty: Bool { width <= 0 || height <= 0 }
  }

  let snapshot: LayoutSnapshot
  /// Device pixels per dp, as ATF's `float` density.
  let density: Float
  /// The custom minimum in whole dp (`TapTargetAudit.minimum`), if any.
  let customSize: Int?
  /// The display's size in device pixels (`getRealMetrics`).
  let screenWidth: Int
  let screenHeight: Int
  /// Each view's bounds on screen, clipped by its ancestors.
  let bounds: [PixelRect]
  /// Each view's size in device pixels before clipping (`getWidth`, `getHeight`).
  let drawingSize: [(width: Int, height: Int)]
  /// Whether each view is visible to the user.
  let isVisibleToUser: [Bool]
  /// The `TouchDelegate` hit rects that reach each view.
  let delegateRects: [[PixelRect]]

  init(_ context: AuditContext) {
    let snapshot = context.snapshot
    self.snapshot = snapshot
    customSize = context.settings.effectiveMinimum.map { Int($0) }
    let recorded = Float(snapshot.pixelsPerPoint ?? 1)
    let usable = recorded.isFinite && recorded >= 1e-6 && recorded <= 1e6
    self.density = usable ? recorded : 1
    let density = Double(self.density)
    let toScreen = snapshot.nodes[snapshot.root].geometry.toParent
    func pixels(_ rootRect: Rect) -> PixelRect {
      let r = finite(toScreen.boundingBox(of: rootRect))
      guard !r.isNull, !r.isEmpty else { return PixelRect() }
      return PixelRect(
        left: Self.pixel(r.minX * density), top: Self.pixel(r.minY * density),
        right: Self.pixel(r.maxX * density), bottom: Self.pixel(r.maxY * density))
    }
    let n = snapshot.nodes.count
    var bounds = [PixelRect](filling: PixelRect(), count: n)
    var drawingSize = [(width: Int, height: Int)](filling: (0, 0), count: n)
    var visible = [Bool](filling: false, count: n)
    var delegates = [[PixelRect]](filling: [], count: n)
    var clip = [Rect](filling: .null, count: n)
    var shown = [Bool](filling: false, count: n)
    for i in context.order {
      let node = snapshot.nodes[i]
      let frame = context.rootFrame[i]
      if let p = node.parent {
        clip[i] = frame.intersection(clip[p])
        shown[i] = shown[p] && !node.isHidden
      } else {
        clip[i] = frame
        shown[i] = !node.isHidden
      }
      bounds[i] = pixels(clip[i])
      let size = context.screenSize(of: context.bounds[i], in: i)
      drawingSize[i] = (Self.pixel(size.width * density), Self.pixel(size.height * density))
      visible[i] = shown[i] && !bounds[i].isEmpty
      if !node.hitArea.isBounds {
        let hit = context.hitRect[i]
        delegates[i] = [
          hit.isEmpty ? PixelRect() : pixels(finite(context.toRoot[i].boundingBox(of: hit)))
        ]
      }
    }
    let root = snapshot.root
    let screen = snapshot.screenSize.map { Rect(origin: .zero, size: $0) }
    let far = pixels(snapshot.nodes[root].geometry.bounds.standardized)
    screenWidth = screen.map { Self.pixel($0.width * density) } ?? far.right
    screenHeight = screen.map { Self.pixel($0.height * density) } ?? far.bottom
    self.bounds = bounds
    self.drawingSize = drawingSize
    isVisibleToUser = visible
    delegateRects = delegates
  }

  /// A device-pixel coordinate: rounded to the nearest pixel, 0 when not finite, within ±10⁹.
  static func pixel(_ value: Double) -> Int {
    guard value.isFinite else { return 0 }
    return Int(Swift.min(Swift.max(value.rounded(), -1e9), 1e9))
  }

  // MARK: - What ATF asks of a view

  /// `isClickable()`: the dump's flag, else whether the node is a target.
  func isClickable(_ i: Int) -> Bool {
    snapshot.nodes[i].android?.isClickable ?? snapshot.nodes[i].isTarget
  }

  /// `isLongClickable()`: the dump's flag, else `false`.
  func isLongClickable(_ i: Int) -> Bool { snapshot.nodes[i].android?.isLongClickable ?? false }

  /// Whether the view scrolls (ATF's `canScrollForward()` and `canScrollBackward()` both): the
  /// dump's flag, else whether it is a scroll container other than the root.
  func isScrollable(_ i: Int) -> Bool {
    let node = snapshot.nodes[i]
    if let info = node.android { return info.isScrollable }
    return node.parent != nil && node.isScrollContainer
  }

  /// `hasTouchDelegate()`: the dump's flag.
  func hasTouchDelegate(_ i: Int) -> Bool { snapshot.nodes[i].android?.hasTouchDelegate ?? false }

  /// `checkInstanceOf(_:)`: the view's class or a recorded superclass is `className`, or its
  /// class is one of the framework's subclasses of it that a dump names without its ancestry.
  func isInstance(_ i: Int, of className: String) -> Bool {
    let node = snapshot.nodes[i]
    if node.android?.superclasses.contains(className) == true { return true }
    guard let type = node.type else { return false }
    return type == className || (Self.knownSubclasses[className]?.contains(type) ?? false)
  }

  /// Framework classes whose superclass a dump leaves out (ATF loads the class on the device).
  static let knownSubclasses: [String: Set<String>] = [
    absListView: [
      "android.widget.ListView", "android.widget.GridView", "android.widget.ExpandableListView",
    ]
  ]
  /// `android.widget.AbsListView`.
  static let absListView = "android.widget.AbsListView"
  /// `android.webkit.WebView`.
  static let webView = "android.webkit.WebView"

  /// Java's `Math.round(float)`: the nearest integer, halves rounded up; like Java, 0 for NaN
  /// and the nearest `int` beyond its range.
  static func round(_ value: Float) -> Int {
    guard !value.isNaN else { return 0 }
    let floor = value.rounded(.down)
    return javaInt(value - floor >= 0.5 ? floor + 1 : floor)
  }

  /// Java's `(int)` cast of a `float`: truncated towards zero, 0 for NaN, within `int`'s range.
  static func javaInt(_ value: Float) -> Int {
    guard !value.isNaN else { return 0 }
    let limit = -Float(Int32.min)  // 2³¹, exactly
    let truncated = Swift.min(Swift.max(value.rounded(.towardZero), -limit), limit)
    return Swift.min(Int(truncated), Int(Int32.max))
  }

  /// A length in device pixels as whole dp, rounded as ATF rounds sizes.
  func dp(_ pixels: Int) -> Int { Self.round(Float(pixels) / density) }
}
