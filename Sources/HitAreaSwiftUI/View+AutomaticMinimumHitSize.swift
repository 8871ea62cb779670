#if canImport(SwiftUI)
import HitAreaKit
import SwiftUI

extension View {
  /// Makes every button inside this view at least `side × side` points to the touch, unless it
  /// has a hit area of its own (``SwiftUI/View/hitArea(_:)``): the SwiftUI counterpart of
  /// `HitAreaConfiguration.automaticMinimumSize`, for a subtree.
  ///
  /// Buttons get the size through a button style: the container sets one that gives each
  /// button's label ``HitArea/minimumSize(_:)-type.method`` as its interaction shape (layout unchanged,
  /// VoiceOver on the visible bounds, as with ``SwiftUI/View/hitArea(_:)``) and draws the button
  /// in the context's default style. A button with its own `.buttonStyle` inside the container
  /// keeps its style and is not enlarged; give its label ``SwiftUI/View/automaticHitArea()``.
  /// Views with a tap gesture opt in with ``SwiftUI/View/automaticHitArea()`` before the
  /// gesture (`onTapGesture` cannot be reached from a container); ``ThrottledButton`` and
  /// ``SwiftUI/View/onThrottledTap(_:resetKey:perform:)`` are buttons and tap gestures like
  /// any other.
  ///
  /// ```swift
  /// HStack {
  ///   Button("Edit", action: edit)
  ///   Button { share() } label: { Image(systemName: "square.and.arrow.up") }
  ///   Image(systemName: "info.circle").automaticHitArea().onTapGesture { showInfo() }
  /// }
  /// .automaticMinimumHitSize(44)
  /// ```
  ///
  /// Overlaps between enlarged views are SwiftUI's to resolve (its own hit testing, front-most
  /// first); leave room between small buttons, or use `hitarea audit --automatic 44` on a
  /// capture to see what overlaps.
  ///
  /// - Parameter side: The minimum width and height in points; 44 (Apple's guideline) unless
  ///   given. Zero, negative or non-finite turns it off for the subtree.
  /// - Returns: The view with the automatic minimum size in its environment and its buttons'
  ///   style; off (the side is zero, negative or non-finite), the view with the size cleared
  ///   from its environment, its buttons' style and shapes untouched.
  @ViewBuilder
  public func automaticMinimumHitSize(_ side: Double = 44) -> some View {
    if let side = AutomaticMinimumSize.side(side) {
      environment(\.automaticMinimumHitSize, side)
        .buttonStyle(AutomaticMinimumHitSizeButtonStyle())
    } else {
      environment(\.automaticMinimumHitSize, nil)
    }
  }

  /// Gives this view the automatic minimum size of the enclosing
  /// ``SwiftUI/View/automaticMinimumHitSize(_:)``, unless a hit area of its own is set inside
  /// it.
  ///
  /// Apply it before a tap gesture, as ``SwiftUI/View/hitArea(_:)``.
  ///
  /// ```swift
  /// Image(systemName: "star").automaticHitArea().onTapGesture { favourite() }
  /// ```
  ///
  /// - Returns: The view, enlarged where an automatic minimum size is in force.
  public func automaticHitArea() -> some View {
    modifier(AutomaticHitAreaModifier())
  }
}

/// The button style ``SwiftUI/View/automaticMinimumHitSize(_:)`` sets: the button again, in the
/// context's default style, with its label given the automatic hit area.
struct AutomaticMinimumHitSizeButtonStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    Button(role: configuration.role, action: configuration.trigger) {
      configuration.label.automaticHitArea()
    }
    .buttonStyle(.automatic)
  }
}

/// Applies the automatic hit area in force (the environment's side) unless the content sets a
/// hit area of its own (which it reports through ``OwnHitAreaPreferenceKey``); the core decides
/// (``AutomaticMinimumSize/area(side:hasOwnHitArea:)``).
///
/// Where it gives no area (off, or the content's own area), no interaction shape is applied at all:
/// an outer shape would mask the content's own.
struct AutomaticHitAreaModifier: ViewModifier {
  @Environment(\.automaticMinimumHitSize) private var side
  @StateObject private var ownArea = OwnHitAreaFlag()

  @ViewBuilder
  func body(content: Content) -> some View {
    let flag = ownArea
    let reported = content.onPreferenceChange(OwnHitAreaPreferenceKey.self) { value in
      if flag.isSet != value { flag.isSet = value }
    }
    if let side = AutomaticMinimumSize.area(side: side, hasOwnHitArea: ownArea.isSet)
      .flatMap(\.minimumSize).map(\.width)
    {
      reported
        .contentShape(.interaction, AutomaticHitAreaShape(side: side))
        .modifier(VisibleAccessibilityFrame())
    } else {
      reported
    }
  }
}

/// Whether the content reported a hit area of its own, kept for ``AutomaticHitAreaModifier``.
///
/// `@unchecked Sendable`: SwiftUI reads it in `body` and writes it from `onPreferenceChange`,
/// both on the main thread; newer SDKs only require the callback to be `@Sendable` (the pattern
/// of the debug overlay's `HitAreaDebugRegionSize`).
/// The automatic area of a view: its frame grown to `side`, by the core's rule, so that an empty
/// or collapsed view (under 1 pt on a side) gets none.
struct AutomaticHitAreaShape: Shape {
  var side: Double

  func path(in rect: CGRect) -> Path {
    Path(
      AutomaticMinimumSize.area(around: Rect(cgRect: rect), side: side).map(
        CGRect.init(hitAreaRect:))
        ?? rect)
  }
}

final class OwnHitAreaFlag: ObservableObject, @unchecked Sendable {
  @Published var isSet = false
}

/// Whether a view inside sets a hit area of its own (``SwiftUI/View/hitArea(_:)`` reports it).
struct OwnHitAreaPreferenceKey: PreferenceKey {
  static let defaultValue = false
  static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}

extension EnvironmentValues {
  /// The automatic minimum size in force, from ``SwiftUI/View/automaticMinimumHitSize(_:)``.
  var automaticMinimumHitSize: Double? {
    get { self[AutomaticMinimumHitSizeKey.self] }
    set { self[AutomaticMinimumHitSizeKey.self] = newValue }
  }
}

private struct AutomaticMinimumHitSizeKey: EnvironmentKey {
  static let defaultValue: Double? = nil
}
#endif  // canImport(SwiftUI)
