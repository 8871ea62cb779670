#if canImport(SwiftUI)
import HitAreaKit
import SwiftUI

extension View {
  /// Draws the hit area of every view below this one that has a ``SwiftUI/View/hitArea(_:)`` or
  /// ``SwiftUI/View/minimumHitSize(_:)``: for previews and debug builds.
  ///
  /// Each such view draws, on top of itself, what takes its touches as far as SwiftUI lets it
  /// know: a dashed, tinted rectangle for the effective hit area, a thin outline for the visible
  /// frame, a grey dashed outline for any part of the requested area that is lost, and the
  /// effective size. Blue areas reach 44×44 pt; orange ones are smaller (or accept nothing).
  /// Where two hit areas overlap, their tints add up. The drawing never takes touches, is hidden
  /// from accessibility, does not change layout, and draws left and right physically, as the
  /// hit area itself is (also in right-to-left layouts).
  ///
  /// What it knows, and what it cannot:
  /// - **Controls.** A ``ThrottledButton`` reports its frame, so a label's hit area is measured
  ///   together with the button around it (a bordered style's padding takes touches too). For a
  ///   plain SwiftUI `Button`, mark it with ``SwiftUI/View/hitAreaDebugControl()``; otherwise the
  ///   label alone is measured.
  /// - **Where UIKit stops touches.** SwiftUI cannot tell a view that it sits in a `List` row or
  ///   in a `UIHostingController`, whose bounds cut every hit area. Mark that view with
  ///   ``SwiftUI/View/hitAreaDebugBoundary()`` and the overlay draws and measures the hit area
  ///   cut by it.
  /// - **`.clipped()`** does not cut hit testing (SwiftUI hit-tests outside a clipped view's
  ///   bounds), so it is not a boundary; but it does clip the drawing: below a clipped ancestor
  ///   the overlay may show less than what takes touches.
  /// - SwiftUI's own touch slop (about 10 pt around small targets) is not drawn.
  ///
  /// The switch travels down the environment, so put it on a screen, a preview or the app's root
  /// view, outside the views it should reveal, in debug builds:
  ///
  /// ```swift
  /// #Preview {
  ///   CheckoutView().hitAreaDebugOverlay()
  /// }
  ///
  /// ContentView()
  ///   #if DEBUG
  ///   .hitAreaDebugOverlay(showsHitAreas)   // e.g. a debug-menu setting
  ///   #endif
  /// ```
  ///
  /// The rectangles are drawn in each view's own coordinates, so a view scaled or rotated by a
  /// transform shows its hit area transformed with it.
  ///
  /// - Parameter isVisible: Whether to draw hit areas below this view; `true` unless given.
  ///   `false` turns an outer overlay off for a subtree.
  /// - Returns: The view with the switch set for its subtree.
  public func hitAreaDebugOverlay(_ isVisible: Bool = true) -> some View {
    environment(\.isHitAreaDebugOverlayVisible, isVisible)
  }

  /// Tells the hit-area debug overlay that touches stop at this view's bounds, as they do at a
  /// `List` row's or a hosting view's: hit areas below it are drawn and measured cut by them.
  ///
  /// It changes nothing but the overlay's drawing (UIKit does the cutting on the device), and
  /// costs nothing while the overlay is off.
  ///
  /// ```swift
  /// List(items) { item in
  ///   ItemRow(item)
  ///     .hitAreaDebugBoundary()   // the row's cell cuts what sticks out of it
  /// }
  ///
  /// let host = UIHostingController(rootView: PaySheet().hitAreaDebugBoundary())
  /// ```
  ///
  /// The boundary is this view's frame: mark the view that fills the row or the hosting view. A
  /// row's content is inset from its cell by the row insets, so marking the content cuts a little
  /// early (the overlay then shows less than reaches the row, never more).
  ///
  /// - Returns: The view, marked for the overlay.
  public func hitAreaDebugBoundary() -> some View {
    modifier(HitAreaDebugRegionModifier(role: .boundary))
  }

  /// Tells the hit-area debug overlay that this view is a control whose whole frame takes
  /// touches (a `Button` with a bordered style), so the hit areas of its label are measured
  /// together with it.
  ///
  /// ``ThrottledButton`` does this itself. It changes nothing but the overlay's drawing, and costs
  /// nothing while the overlay is off.
  ///
  /// ```swift
  /// Button(action: pay) {
  ///   Text("Pay").hitArea(.outset(horizontal: 8))
  /// }
  /// .buttonStyle(.borderedProminent)
  /// .hitAreaDebugControl()   // measure the button, not just its label
  /// ```
  ///
  /// Do not mark a plain-style button whose label shrinks its hit area (`.inset`): its frame does
  /// not take touches, and the overlay would draw it as if it did.
  ///
  /// - Returns: The view, marked for the overlay.
  public func hitAreaDebugControl() -> some View {
    modifier(HitAreaDebugRegionModifier(role: .control))
  }
}

/// The environment switch behind ``SwiftUI/View/hitAreaDebugOverlay(_:)``.
private struct HitAreaDebugOverlayKey: EnvironmentKey {
  static let defaultValue = false
}

/// A view the overlay relates hit areas to: its coordinate space and its size.
struct HitAreaDebugRegion: Equatable {
  /// The name of the region's coordinate space.
  var space: AnyHashable
  /// The region's size.
  var size: CGSize

  /// The region in the coordinates of a view inside it (the overlay's geometry proxy).
  func rect(in proxy: GeometryProxy) -> Rect {
    let origin = proxy.frame(in: .named(space)).origin
    return HitAreaDebugDrawing.regionRect(
      size: Size(cgSize: size), viewOrigin: Point(x: Double(origin.x), y: Double(origin.y)))
  }
}

private struct HitAreaDebugBoundaryKey: EnvironmentKey {
  static var defaultValue: HitAreaDebugRegion? { nil }
}

private struct HitAreaDebugControlKey: EnvironmentKey {
  static var defaultValue: HitAreaDebugRegion? { nil }
}

extension EnvironmentValues {
  /// Whether views with a hit area draw it; set by `hitAreaDebugOverlay(_:)`.
  var isHitAreaDebugOverlayVisible: Bool {
    get { self[HitAreaDebugOverlayKey.self] }
    set { self[HitAreaDebugOverlayKey.self] = newValue }
  }

  /// The nearest boundary above, set by `hitAreaDebugBoundary()` while the overlay is on.
  var hitAreaDebugBoundary: HitAreaDebugRegion? {
    get { self[HitAreaDebugBoundaryKey.self] }
    set { self[HitAreaDebugBoundaryKey.self] = newValue }
  }

  /// The nearest control above, set by `hitAreaDebugControl()` while the overlay is on.
  var hitAreaDebugControl: HitAreaDebugRegion? {
    get { self[HitAreaDebugControlKey.self] }
    set { self[HitAreaDebugControlKey.self] = newValue }
  }
}

/// Where a region's measured size goes: the region modifier's `@State`, through its binding.
///
/// `@unchecked Sendable`: `onPreferenceChange` calls it on the main thread, where the binding
/// is read too; newer SDKs only require the callback to be `@Sendable`. A value, so a region
/// whose overlay is off allocates nothing for it.
struct HitAreaDebugRegionSizeSink: @unchecked Sendable {
  let size: Binding<CGSize>

  func receive(_ new: CGSize) {
    if size.wrappedValue != new { size.wrappedValue = new }
  }
}

/// The region's size as it is laid out.
private struct HitAreaDebugRegionSizeKey: PreferenceKey {
  static let defaultValue = CGSize.zero
  static func reduce(value: inout CGSize, nextValue: () -> CGSize) { value = nextValue() }
}

/// Marks a view as a boundary or a control for the overlay: names its coordinate space and,
/// while the overlay is on, measures its size and passes both down the environment.
///
/// What it costs while the overlay is off (every ``ThrottledButton`` carries one): three
/// environment reads, a namespace identity, a coordinate-space name and two environment writes
/// that pass the outer values on unchanged. No geometry reader, no preference, no
/// `onPreferenceChange`, no anchor and no allocation: the measurement is a `GeometryReader` in
/// the background that exists only while the overlay is on, and the size it measures is a
/// value in `@State`.
///
/// The structure argument: the content is always wrapped in the same modifiers, whether the
/// overlay is on or off; the only branch is inside the background, which holds none of the
/// app's state. So switching the overlay (a debug-menu toggle) keeps the state of the views
/// below.
struct HitAreaDebugRegionModifier: ViewModifier {
  enum Role { case boundary, control }

  let role: Role
  @Environment(\.isHitAreaDebugOverlayVisible) private var isOverlayVisible
  @Environment(\.hitAreaDebugBoundary) private var outerBoundary
  @Environment(\.hitAreaDebugControl) private var outerControl
  @Namespace private var space
  @State private var measuredSize = CGSize.zero

  func body(content: Content) -> some View {
    let region = isOverlayVisible ? HitAreaDebugRegion(space: space, size: measuredSize) : nil
    let sink = HitAreaDebugRegionSizeSink(size: $measuredSize)
    content
      .environment(
        \.hitAreaDebugBoundary, role == .boundary && region != nil ? region : outerBoundary
      )
      .environment(\.hitAreaDebugControl, role == .control && region != nil ? region : outerControl)
      .coordinateSpace(name: space)
      .background {
        if isOverlayVisible {
          GeometryReader { proxy in
            Color.clear
              .preference(key: HitAreaDebugRegionSizeKey.self, value: proxy.size)
              .onPreferenceChange(HitAreaDebugRegionSizeKey.self) { size in sink.receive(size) }
          }
        }
      }
  }
}

/// What one view draws over itself: the geometry and the colours come from the core's
/// `HitAreaDebugDrawing`.
struct HitAreaDebugOverlayView: View {
  let area: HitArea
  @Environment(\.hitAreaDebugBoundary) private var boundary
  @Environment(\.hitAreaDebugControl) private var control

  var body: some View {
    GeometryReader { proxy in
      let drawing = HitAreaDebugDrawing(
        area: area, size: Size(cgSize: proxy.size), control: control?.rect(in: proxy),
        boundary: boundary?.rect(in: proxy))
      let tint: Color = drawing.isUndersized ? .orange : .blue
      ZStack(alignment: .topLeading) {
        if drawing.isClipped, let requested = drawing.hitRect {
          Path(CGRect(hitAreaRect: requested))
            .stroke(Color.gray.opacity(0.7), style: StrokeStyle(lineWidth: 1, dash: [2, 3]))
        }
        if let effective = drawing.effectiveRect {
          let rect = CGRect(hitAreaRect: effective)
          Path(rect).fill(tint.opacity(0.18))
          Path(rect).stroke(tint.opacity(0.85), style: StrokeStyle(lineWidth: 1, dash: [4, 3]))
          caption(drawing.caption, tint: tint)
            .position(x: rect.midX, y: rect.minY - 6)
        } else {
          caption(drawing.caption, tint: tint)
            .position(x: proxy.size.width / 2, y: -6)
        }
        let visible = drawing.controlRect ?? drawing.viewRect
        if !visible.isNull {
          Path(CGRect(hitAreaRect: visible)).stroke(tint, lineWidth: 1)
        }
      }
    }
    // Physical left and right, like the hit area: the drawing's coordinates never mirror.
    .environment(\.layoutDirection, .leftToRight)
    .allowsHitTesting(false)
    .accessibilityHidden(true)
  }

  private func caption(_ text: String, tint: Color) -> some View {
    Text(verbatim: text)
      .font(.system(size: 9, weight: .semibold, design: .monospaced))
      .foregroundStyle(tint)
      .fixedSize()
  }
}
#endif  // canImport(SwiftUI)
