#if canImport(SwiftUI)
import HitAreaKit
import SwiftUI

extension View {
  /// Draws the hit area of every view below this one that has a ``SwiftUI/View/hitArea(_:)`` or
  /// ``SwiftUI/View/minimumHitSize(_:)``: for previews and debug builds.
  ///
  /// Each such view draws its own hit area on top of itself: a dashed, tinted rectangle, the
  /// view's frame as a thin outline, and the hit area's size. Blue hit areas reach 44×44 pt;
  /// orange ones are smaller (or accept nothing). Where two hit areas overlap, their tints add
  /// up. The drawing never takes touches, is hidden from accessibility and does not change
  /// layout.
  ///
  /// The switch travels down the environment, so put it on a screen, a preview or the app's root
  /// view, outside the views it should reveal:
  ///
  /// ```swift
  /// #Preview {
  ///   CheckoutView().hitAreaDebugOverlay()
  /// }
  ///
  /// ContentView()
  ///   .hitAreaDebugOverlay(showsHitAreas)   // e.g. a debug-menu setting
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
}

/// The environment switch behind ``SwiftUI/View/hitAreaDebugOverlay(_:)``.
private struct HitAreaDebugOverlayKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether views with a hit area draw it; set by `hitAreaDebugOverlay(_:)`.
  var isHitAreaDebugOverlayVisible: Bool {
    get { self[HitAreaDebugOverlayKey.self] }
    set { self[HitAreaDebugOverlayKey.self] = newValue }
  }
}

/// What one view draws over itself: the geometry and the colours come from the core's
/// `HitAreaDebugDrawing`.
struct HitAreaDebugOverlayView: View {
  let area: HitArea

  var body: some View {
    GeometryReader { proxy in
      let drawing = HitAreaDebugDrawing(area: area, size: Size(cgSize: proxy.size))
      let tint: Color = drawing.isUndersized ? .orange : .blue
      ZStack(alignment: .topLeading) {
        if let hitRect = drawing.hitRect {
          let rect = CGRect(hitAreaRect: hitRect)
          Path(rect).fill(tint.opacity(0.18))
          Path(rect).stroke(tint.opacity(0.85), style: StrokeStyle(lineWidth: 1, dash: [4, 3]))
          caption(drawing.caption, tint: tint)
            .position(x: rect.midX, y: rect.minY - 6)
        } else {
          caption(drawing.caption, tint: tint)
            .position(x: proxy.size.width / 2, y: -6)
        }
        if !drawing.viewRect.isNull {
          Path(CGRect(hitAreaRect: drawing.viewRect)).stroke(tint, lineWidth: 1)
        }
      }
    }
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
