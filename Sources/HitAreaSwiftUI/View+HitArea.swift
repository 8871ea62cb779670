#if canImport(SwiftUI)
import HitAreaKit
import SwiftUI

extension View {
  /// Where this view accepts touches: the same `HitArea` values as UIKit views
  /// (outsets grow, insets shrink, a minimum size grows symmetrically), without changing layout.
  ///
  /// The view's interaction content shape becomes its frame rectangle adjusted by `area`
  /// (a ``HitAreaShape``), so the view keeps its size and position while touches around it
  /// reach it. The whole rectangle becomes hittable, gaps in a stack included, as with
  /// `.contentShape(Rectangle())`.
  ///
  /// Like `contentShape`, it shapes hit testing for the gestures attached *outside* it, so apply
  /// it to the view that is hit-tested, before the gesture: a button's label, or a view before
  /// its `.onTapGesture` or ``SwiftUI/View/onThrottledTap(_:resetKey:perform:)``.
  ///
  /// ```swift
  /// Button { dismiss() } label: {
  ///   Image(systemName: "xmark").hitArea(.minimumSize(44))   // 44×44 around a 17 pt glyph
  /// }
  ///
  /// Text("Terms")
  ///   .hitArea(.outset(vertical: 12))
  ///   .onTapGesture { showTerms() }
  ///
  /// Button(action: pay) {
  ///   Text("Pay").hitArea(.edgeInsets(top: -6, left: 0, bottom: -6, right: 0))  // UIKit's sign
  /// }
  /// ```
  ///
  /// What SwiftUI guarantees: a content shape defines where the view is hit-tested. What it does
  /// not document: a content shape larger than the frame. Hit testing outside the frame works in
  /// practice (SwiftUI hit testing is not clipped to frames) but is not promised; inside a
  /// `UIHostingController`, a `List` or `Form` row, or any UIKit container, UIKit's rule applies
  /// again: a touch outside the hosting view's bounds never reaches SwiftUI. Controls SwiftUI
  /// draws with UIKit views (text fields, sliders, some pickers) hit-test by UIKit's rules and
  /// may ignore the shape. SwiftUI also adds about 10 pt of its own slop around small targets; a
  /// minimum size, which leaves views that are already big enough alone, is the safe way to
  /// enlarge without double-enlarging neighbours into each other.
  ///
  /// **VoiceOver keeps the visible bounds.** The `interaction` content shape also sets the
  /// accessibility frame, so the modifier sets it back: on iOS 17 and later (built with the
  /// iOS 17 SDK or newer) with `.contentShape(.accessibility, Rectangle())`, so the focus ring
  /// and the activation point (its centre) are those of the visible view. Before iOS 17 SwiftUI
  /// has no way to separate the two: the focus ring covers the hit area, and the modifier keeps
  /// the activation point at the visible centre with `.accessibilityActivationPoint(.center)`.
  /// Apply the modifier to a single element (a button's label, a view with one tap gesture).
  ///
  /// **Right to left:** left and right are physical, as in UIKit (see ``HitAreaShape``).
  ///
  /// **The kill switch** (`HitAreaSwitch.global.isEnabled = false`, or
  /// `HitAreaConfiguration.isEnabled` in UIKit apps) turns the modifier off: the view is
  /// hit-tested as if it were not there (the shape is set for no content-shape kind), from the
  /// view's next update, which flipping the switch triggers; the view keeps its structure and
  /// state. Gestures already recognizing finish as they started.
  ///
  /// - Parameter area: The hit area: `.outset(_:)`, `.inset(_:)`, `.minimumSize(_:)`,
  ///   `.edgeInsets(top:left:bottom:right:)` and their combinations.
  /// - Returns: The view with its content shape set to the hit area.
  public func hitArea(_ area: HitArea) -> some View {
    modifier(HitAreaModifier(area: area))
  }

  /// Grows where this view accepts touches to at least `side × side` points, centred on the view,
  /// without changing layout.
  ///
  /// Views already that big are left as they are.
  ///
  /// Shorthand for `.hitArea(.minimumSize(side))`.
  ///
  /// ```swift
  /// Image(systemName: "info.circle")
  ///   .minimumHitSize()                 // Apple's 44×44
  ///   .onTapGesture { showInfo() }
  ///
  /// Button(action: skip) {
  ///   Text("Skip").minimumHitSize(48)   // Material's 48
  /// }
  /// ```
  ///
  /// - Parameter side: The minimum width and height in points; 44 (Apple's guideline) unless
  ///   given.
  /// - Returns: The view with its content shape grown to the minimum size.
  public func minimumHitSize(_ side: Double = 44) -> some View {
    hitArea(.minimumSize(side))
  }

  /// Grows where this view accepts touches to at least `width × height` points, centred on the
  /// view, without changing layout.
  ///
  /// ```swift
  /// Button(action: showAll) {
  ///   Text("Show all").font(.footnote).minimumHitSize(width: 0, height: 44)  // taller only
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - width: The minimum width in points; 0 for none.
  ///   - height: The minimum height in points; 0 for none.
  /// - Returns: The view with its content shape grown to the minimum size.
  public func minimumHitSize(width: Double, height: Double) -> some View {
    hitArea(.minimumSize(width: width, height: height))
  }
}

/// Sets the interaction content shape to the hit area, keeps the accessibility frame on the
/// visible bounds, and draws the hit area when the debug overlay is on.
///
/// While the kill switch (`HitAreaSwitch.global`) is off, the shape is set for no kind of content
/// shape, so the view is hit-tested as if the modifier were not there, with the same view
/// structure (its state survives the flip), and the debug overlay draws no area it does not have.
struct HitAreaModifier: ViewModifier {
  let area: HitArea
  @Environment(\.isHitAreaDebugOverlayVisible) private var isOverlayVisible
  @ObservedObject private var killSwitch = HitAreaSwitchObserver.shared

  func body(content: Content) -> some View {
    content
      .contentShape(killSwitch.isEnabled ? .interaction : [], HitAreaShape(area))
      .modifier(VisibleAccessibilityFrame())
      .transformPreference(OwnHitAreaPreferenceKey.self) { report in
        report = OwnHitAreaReport.passedUp(by: .hitArea, report)
      }
      .overlay {
        if isOverlayVisible && killSwitch.isEnabled {
          HitAreaDebugOverlayView(area: area)
        }
      }
  }
}

/// Keeps VoiceOver on the visible bounds of a view whose interaction shape is larger: the
/// accessibility content shape where SwiftUI has it (iOS 17), else the activation point at the
/// visible centre.
struct VisibleAccessibilityFrame: ViewModifier {
  func body(content: Content) -> some View {
    // Compiled only with the iOS 17 SDK (SwiftUI 5) or newer; never type-checked against the
    // iOS 16.5 SDK this package's CI checks with.
    #if canImport(SwiftUI, _version: 5.0)
    if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
      content.contentShape(.accessibility, Rectangle())
    } else {
      content.accessibilityActivationPoint(.center)
    }
    #else
    content.accessibilityActivationPoint(.center)
    #endif
  }
}
#endif  // canImport(SwiftUI)
