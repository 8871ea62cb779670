#if canImport(SwiftUI)
import HitAreaKit
import SwiftUI

extension View {
  /// Makes every button inside this view at least `side × side` points to the touch, unless it
  /// has a hit area of its own (``SwiftUI/View/hitArea(_:)``): the SwiftUI counterpart of
  /// `HitAreaConfiguration.automaticMinimumSize`, for a subtree.
  ///
  /// Buttons get the size through a button style: the container sets one that gives each
  /// button's label ``HitArea/minimumSize(_:)-type.method`` as a clear background that takes
  /// touches (layout unchanged, VoiceOver on the visible bounds; none for a label already `side`
  /// wide and high, whose clear parts stay clear to touches) and hands the button on, otherwise
  /// untouched, to the style around the container: an app's `.buttonStyle` set
  /// outside it (or on the same view, after this modifier) still draws every button, and
  /// without one SwiftUI's default for the context does. Write the style after the size:
  /// `.automaticMinimumHitSize(44).buttonStyle(.bordered)`. A button with its own
  /// `.buttonStyle` inside the container keeps its style and is not enlarged (SwiftUI never
  /// hands it on); give its label ``SwiftUI/View/automaticHitArea()``.
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
  /// **Neighbours split the gap between them.** Where the rings of two enlarged views inside
  /// the container would overlap, each is cut at the middle of the gap between their visible
  /// frames (along the wider gap), so no ring reaches a neighbour's visible frame and a later
  /// sibling, which SwiftUI puts in front, never takes the earlier one's edge. Views with a hit
  /// area of their own keep it, and their frames are kept free of their neighbours' rings.
  /// Views whose frames overlap are left to SwiftUI's order. Views the container cannot see (a
  /// tappable view without `automaticHitArea()`, a button with its own style) are not split
  /// against; use `hitarea audit --automatic 44` on a capture to see what overlaps.
  ///
  /// **The view structure never changes.** The modifier is the same chain of modifiers whatever
  /// `side` is, and each enlarged view is its content with the same clear background behind it,
  /// whose content shape is the ring (empty where the view gets none). Whether a view gets a
  /// ring (the side is on, the view has no hit area of its own) is a value that shape takes, never
  /// a choice between two view types; so a label with its own hit area is never destroyed and
  /// rebuilt once its content has reported that area, its `@State` survives, and changing `side`
  /// at run time (a remote switch) keeps the state of everything inside.
  ///
  /// **The kill switch** (`HitAreaSwitch.global.isEnabled = false`) turns every ring off, from
  /// each view's next update, which flipping the switch triggers: the views keep their structure
  /// and state, and their own ``SwiftUI/View/hitArea(_:)`` is off too.
  ///
  /// - Parameter side: The minimum width and height in points; 44 (Apple's guideline) unless
  ///   given. Zero, negative or non-finite turns it off for the subtree: nothing inside gets a
  ///   ring.
  /// - Returns: The view with the automatic minimum size in its environment and its buttons'
  ///   style.
  public func automaticMinimumHitSize(_ side: Double = 44) -> some View {
    modifier(AutomaticMinimumHitSizeModifier(side: AutomaticMinimumSize.side(side)))
  }

  /// Gives this view the automatic minimum size of the enclosing
  /// ``SwiftUI/View/automaticMinimumHitSize(_:)``, unless a hit area of its own is set inside
  /// it.
  ///
  /// Apply it before a tap gesture, as ``SwiftUI/View/hitArea(_:)``. The view is a target of its
  /// own: a hit area set below it is its own (and wins), and does not reach a view with
  /// `automaticHitArea()` further up. A card with `automaticHitArea()` keeps its ring when a
  /// button inside the card sets a hit area on its label.
  ///
  /// The content is never wrapped in a different view type: the ring is a clear background
  /// whose shape is empty where the view gets no automatic area, so the view keeps its state
  /// when that changes.
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

/// What ``SwiftUI/View/automaticMinimumHitSize(_:)`` applies.
///
/// The side and the split outsets in the environment, the button style, and the background
/// that splits neighbours' rings (``AutomaticSplitReader``). The same modifiers whether the side
/// is on or off, so that turning it on or off, or a split arriving after the first layout pass,
/// never replaces the content.
///
/// The outsets of an outer container win over this one's for the targets both see: the outer
/// one splits them against every neighbour it sees, this one's included.
struct AutomaticMinimumHitSizeModifier: ViewModifier {
  /// The side in force, or `nil` for off.
  let side: Double?
  @Environment(\.automaticHitAreaSplits) private var outerSplits
  @StateObject private var store = AutomaticSplitStore()

  func body(content: Content) -> some View {
    let store = store
    content
      .buttonStyle(AutomaticMinimumHitSizeButtonStyle())
      .environment(\.automaticMinimumHitSize, side)
      .environment(
        \.automaticHitAreaSplits, store.splits.merging(outerSplits) { _, outer in outer }
      )
      .backgroundPreferenceValue(AutomaticTargetsKey.self) { targets in
        AutomaticSplitReader(targets: targets, store: store)
      }
  }
}

/// The button style ``SwiftUI/View/automaticMinimumHitSize(_:)`` sets: the same button, with its
/// label given the automatic hit area, drawn by the style that was in force around the container.
///
/// It sets no style of its own. SwiftUI draws a `Button` made inside a primitive style's
/// `makeBody` with the next style out (the mechanism behind `Button(configuration)`, which
/// Apple documents as keeping "the button's current style"), so an app's `.buttonStyle` set
/// outside the container, or on the container after this modifier, still draws every button;
/// without one, SwiftUI's default for the context does. Only the label changes, and only by a
/// background (``AutomaticHitAreaModifier``). A button with a `.buttonStyle` of its own inside
/// the container is drawn by that style, which never reaches this one: it keeps its style and
/// is not enlarged.
struct AutomaticMinimumHitSizeButtonStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    Button(role: configuration.role, action: configuration.trigger) {
      configuration.label.automaticHitArea()
    }
  }
}

/// Gives its content the automatic hit area in force (the environment's side) unless the content
/// reports a hit area of its own; the core decides (`AutomaticMinimumSize.ringRect`).
///
/// The structure argument: the body is always `content`, then the same background, then the same
/// preference transform. The background is read from the content's own report in the same
/// update (`backgroundPreferenceValue`), so there is no state that flips after the first layout
/// pass, and no `if`/`else` between two view types anywhere: the content's identity, and every
/// `@State` inside it, survive whatever the side and the report are. The ring is a background,
/// not a content shape on the content, because a content shape on the content would mask the
/// content's own larger shape; a background adds touches and takes none away.
///
/// The view is a target: it passes no report up (`OwnHitAreaReport.passedUp(by: .target, _)`),
/// so a hit area inside it never turns off an `automaticHitArea()` further up.
///
/// Under an automatic size it reports its bounds to the container (``AutomaticTargetsKey``),
/// which splits neighbours' rings at the midpoints between them; the ring takes the outsets the
/// container sends back (`SiblingSplit` in the core), and the whole ring until they arrive.
/// A view with a hit area of its own reports its bounds too, so that its neighbours' rings keep
/// off its frame.
///
/// While the kill switch (`HitAreaSwitch.global`) is off, the side is taken as off: the ring's
/// shape is empty and nothing is reported for splitting, with the same structure.
struct AutomaticHitAreaModifier: ViewModifier {
  @Environment(\.automaticMinimumHitSize) private var side
  @Environment(\.automaticHitAreaSplits) private var splits
  @ObservedObject private var killSwitch = HitAreaSwitchObserver.shared
  @Namespace private var id

  func body(content: Content) -> some View {
    let (side, id, split) = (killSwitch.isEnabled ? side : nil, id, splits[id])
    content
      .backgroundPreferenceValue(OwnHitAreaPreferenceKey.self) { hasOwnHitArea in
        AutomaticHitAreaRing(side: side, hasOwnHitArea: hasOwnHitArea, split: split)
      }
      // Added to what the targets inside report (a card's buttons), before them as it is
      // drawn behind them: `anchorPreference` replaced their reports, and the buttons inside
      // an `.automaticHitArea()` card were never split from each other.
      .transformAnchorPreference(key: AutomaticTargetsKey.self, value: .bounds) {
        targets, bounds in
        if let side { targets.insert(AutomaticTarget(id: id, bounds: bounds, side: side), at: 0) }
      }
      .modifier(HitAreaTargetBoundary())
  }
}

/// The clear background that takes the automatic area's touches.
///
/// Always this one view, with a shape that is empty where the view gets no automatic area.
/// Hidden from accessibility, so VoiceOver keeps the visible view's frame.
struct AutomaticHitAreaRing: View {
  let side: Double?
  let hasOwnHitArea: Bool
  /// The outsets left after the split with the neighbours, once the container knows them.
  let split: EdgeOutsets?

  var body: some View {
    Color.clear
      .contentShape(
        .interaction,
        AutomaticHitAreaShape(side: side, hasOwnHitArea: hasOwnHitArea, split: split)
      )
      .modifier(VisibleAccessibilityFrame())
      .accessibilityHidden(true)
  }
}

/// The automatic area of a view: its frame grown to `side`, by the core's rule, so that an empty
/// or collapsed view (under 1 pt on a side) gets none, cut to the split with its neighbours;
/// empty where the view gets none.
struct AutomaticHitAreaShape: Shape {
  var side: Double?
  var hasOwnHitArea: Bool
  var split: EdgeOutsets?

  func path(in rect: CGRect) -> Path {
    guard
      let ring = AutomaticMinimumSize.ringRect(
        in: Rect(cgRect: rect), side: side, hasOwnHitArea: hasOwnHitArea, split: split)
    else { return Path() }
    return Path(CGRect(hitAreaRect: ring))
  }
}

// `Shape.layoutDirectionBehavior` exists from the iOS 17 SDK (SwiftUI 5) on. Compiled only with
// such an SDK; never type-checked against the iOS 16.5 SDK this package's CI checks with.
#if canImport(SwiftUI, _version: 5.0)
extension AutomaticHitAreaShape {
  /// `.fixed`: the split's left and right outsets are measured on screen, and stay there in
  /// right-to-left layouts (mirrored, the cut sides swapped and a ring reached its neighbour).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}
#endif

/// Stops the report of a hit area of its own at a target (`OwnHitAreaReport`): what is below
/// belongs to this target, not to one further up.
struct HitAreaTargetBoundary: ViewModifier {
  func body(content: Content) -> some View {
    content.transformPreference(OwnHitAreaPreferenceKey.self) { report in
      report = OwnHitAreaReport.passedUp(by: .target, report)
    }
  }
}

/// Whether a view inside sets a hit area of its own (``SwiftUI/View/hitArea(_:)`` reports it),
/// up to the first target (`OwnHitAreaReport`).
struct OwnHitAreaPreferenceKey: PreferenceKey {
  static let defaultValue = OwnHitAreaReport.none
  static func reduce(value: inout Bool, nextValue: () -> Bool) {
    value = OwnHitAreaReport.combined(value, nextValue())
  }
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
