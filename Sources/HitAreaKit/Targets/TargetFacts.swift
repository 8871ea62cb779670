/// What a capture records about a live view to decide whether it is a tap target, and the rule
/// that decides.
///
/// The UIKit adapter records the facts (`is UIControl`, the recognizers, …); this type decides,
/// so the rule is the same everywhere and is tested on Linux. A view is a target when it is not a
/// private part of a system control and any of these holds:
/// - it is a control (`UIControl`) or a table or collection view cell;
/// - it has a hit area (someone meant it to be touched);
/// - its accessibility traits include `.button` or `.link`;
/// - it has an **enabled** tap or long-press recognizer and is not a *background* view: one that
///   covers at least ``backgroundCoverage`` of the capture's root. A tap recognizer on the root
///   view that dismisses the keyboard is not a target, or the whole screen would be one.
///
/// A *private part of a system control* is a view whose class name starts with `_` inside a
/// control (`_UISwitchInternalView`, `_UIButtonBarButton`'s insides): nobody can fix a finding
/// about it, so it is never a target.
///
/// ```swift
/// var facts = TargetFacts(className: "UIView")
/// facts.recognizers = [.init(kind: .tap, isEnabled: true)]
/// facts.isTarget(insideControl: false, rootCoverage: 0.01)   // true: a small tappable view
/// facts.isTarget(insideControl: false, rootCoverage: 1)      // false: a keyboard-dismiss tap
/// ```
package struct TargetFacts: Hashable, Sendable {
  /// One gesture recognizer of the view.
  package struct Recognizer: Hashable, Sendable {
    /// What the recognizer recognizes.
    package enum Kind: String, Hashable, Sendable, CaseIterable {
      /// A `UITapGestureRecognizer`.
      case tap
      /// A `UILongPressGestureRecognizer`.
      case longPress
      /// A `UIPanGestureRecognizer` (a screen-edge pan too): the view starts drags.
      case pan
      /// A `UISwipeGestureRecognizer`: the view starts drags.
      case swipe
      /// Any other recognizer (pinch, rotation, …): it does not make a view a tap target.
      case other
    }

    /// The recognizer's kind.
    package var kind: Kind
    /// `isEnabled`: a disabled recognizer recognizes nothing.
    package var isEnabled: Bool

    /// Creates the facts of one recognizer.
    ///
    /// ```swift
    /// let dismiss = TargetFacts.Recognizer(kind: .tap, isEnabled: true)
    /// ```
    ///
    /// - Parameters:
    ///   - kind: Tap, long press or other.
    ///   - isEnabled: Whether the recognizer is enabled.
    package init(kind: Kind, isEnabled: Bool) {
      self.kind = kind
      self.isEnabled = isEnabled
    }
  }

  /// The view's class name, such as `UIButton` or `_UISwitchInternalView`.
  package var className: String
  /// Whether the view is a control (`is UIControl`).
  package var isControl: Bool
  /// Whether the view is a table or collection view cell.
  package var isCell: Bool
  /// Whether the view has a hit area other than its bounds.
  package var hasHitArea: Bool
  /// Whether the view's accessibility traits include `.button` or `.link`.
  package var hasButtonOrLinkTrait: Bool
  /// The view's gesture recognizers.
  package var recognizers: [Recognizer]
  /// Whether the view edits or selects text (`UITextField`, `UITextView`, any `UITextInput`).
  package var isTextInput: Bool = false
  /// Whether the view is a scroll view (`is UIScrollView`: table, collection and text views too).
  package var isScrollView: Bool = false
  /// Whether the view is a control that acts on where the touch is (`is UISlider`).
  package var tracksPosition: Bool = false
  /// Whether the view displays text that a tap may act on by character (`is UILabel`).
  package var displaysText: Bool = false
  /// Whether the view is a button (`is UIButton`).
  package var isButton: Bool = false
  /// Whether the view is one of the system's own controls other than `UIButton` itself
  /// (`UISwitch`, `UIStepper`, `UIPageControl`, `UIDatePicker`, `UIColorWell`,
  /// `UIRefreshControl`, `UISegmentedControl`, `UISlider`, a private one such as the section
  /// index, another framework's button such as AVKit's transport buttons), or an app subclass of
  /// one: the first system class on its class chain is a control other than `UIControl` and
  /// `UIButton`.
  package var isSystemControl: Bool = false
  /// Whether an app class on the view's class chain overrides a tracking method
  /// (`beginTracking`, `continueTracking`, `endTracking`): a control that acts on where the
  /// touch is (a scrubber, a range slider, a rating control).
  package var overridesTracking: Bool = false

  /// How much of the capture's root a view with a tap recognizer must cover to be a background
  /// view rather than a target: 0.9 (90 % of the root's area).
  ///
  /// ```swift
  /// TargetFacts.backgroundCoverage  // 0.9
  /// ```
  package static let backgroundCoverage = 0.9

  /// Creates the facts of a view; everything but the class name defaults to "no".
  ///
  /// ```swift
  /// let button = TargetFacts(className: "UIButton", isControl: true)
  /// ```
  ///
  /// - Parameters:
  ///   - className: The class name.
  ///   - isControl: `is UIControl`.
  ///   - isCell: Whether it is a table or collection view cell.
  ///   - hasHitArea: Whether it has a hit area other than its bounds.
  ///   - hasButtonOrLinkTrait: Whether its traits include `.button` or `.link`.
  ///   - recognizers: Its gesture recognizers.
  ///   - isTextInput: Whether it edits or selects text.
  ///   - isScrollView: Whether it is a scroll view.
  ///   - tracksPosition: Whether it is a slider.
  ///   - displaysText: Whether it is a label.
  ///   - isButton: Whether it is a button.
  ///   - isSystemControl: Whether it is one of the system's controls other than `UIButton`
  ///     itself.
  ///   - overridesTracking: Whether an app class of it overrides a tracking method.
  package init(
    className: String, isControl: Bool = false, isCell: Bool = false, hasHitArea: Bool = false,
    hasButtonOrLinkTrait: Bool = false, recognizers: [Recognizer] = [], isTextInput: Bool = false,
    isScrollView: Bool = false, tracksPosition: Bool = false, displaysText: Bool = false,
    isButton: Bool = false, isSystemControl: Bool = false, overridesTracking: Bool = false
  ) {
    self.isButton = isButton
    self.isSystemControl = isSystemControl
    self.overridesTracking = overridesTracking
    self.tracksPosition = tracksPosition
    self.displaysText = displaysText
    self.isTextInput = isTextInput
    self.isScrollView = isScrollView
    self.className = className
    self.isControl = isControl
    self.isCell = isCell
    self.hasHitArea = hasHitArea
    self.hasButtonOrLinkTrait = hasButtonOrLinkTrait
    self.recognizers = recognizers
  }

  /// Whether an enabled tap or long-press recognizer is attached.
  package var hasTapRecognizer: Bool {
    recognizers.contains { $0.isEnabled && ($0.kind == .tap || $0.kind == .longPress) }
  }

  /// Whether the view starts drags of its own: a scroll view, or an enabled pan or swipe
  /// recognizer (``HitTestTree/interceptsDrags(_:)``).
  package var startsDrags: Bool {
    isScrollView || recognizers.contains { $0.isEnabled && ($0.kind == .pan || $0.kind == .swipe) }
  }

  /// Whether the class is private to UIKit: its own name starts with `_`, seen through the
  /// subclasses libraries create at run time and without module prefix or generic arguments
  /// (``ReportedClassName``).
  ///
  /// A name without an underscore (most names: `UIButton`, `Shop.PayButton`) is neither private
  /// nor a runtime subclass's, and is answered without parsing it: the walk asks this of every
  /// view whose ring the touch is in.
  package var isPrivateClass: Bool {
    className.utf8.contains(UInt8(ascii: "_")) && ReportedClassName(className).isPrivate
  }

  /// Decides whether the view is a tap target.
  ///
  /// - Parameters:
  ///   - insideControl: Whether an ancestor of the view is a control.
  ///   - rootCoverage: The share of the capture root's area that the view's visible box covers,
  ///     0…1 (values outside are clamped; NaN counts as 0).
  /// - Returns: Whether the audit should treat the view as a target.
  /// - Complexity: O(r) in the number of recognizers.
  package func isTarget(insideControl: Bool, rootCoverage: Double) -> Bool {
    isTarget(insideControl: { insideControl }, rootCoverage: { rootCoverage })
  }

  /// Decides whether the view is a tap target, asking for the context only where the answer
  /// depends on it: `insideControl` only for a private class, `rootCoverage` only for a view that
  /// would be a target by its recognizers alone.
  ///
  /// For live hit testing (the UIKit adapter's `UIViewTree`), where each costs a walk up the view's
  /// ancestors.
  ///
  /// ```swift
  /// facts.isTarget(insideControl: { view.hasControlAncestor }, rootCoverage: { coverage(of: view) })
  /// ```
  ///
  /// - Parameters:
  ///   - insideControl: Whether an ancestor of the view is a control; called at most once.
  ///   - rootCoverage: The share of the root's area the view covers (see
  ///     ``coverage(of:in:)``); called at most once.
  /// - Returns: The same answer as the overload that takes the context as values.
  /// - Complexity: O(r) in the number of recognizers, plus the calls.
  package func isTarget(insideControl: () -> Bool, rootCoverage: () -> Double) -> Bool {
    if isPrivateClass && insideControl() { return false }
    if isControl || isCell || hasHitArea || hasButtonOrLinkTrait { return true }
    guard hasTapRecognizer else { return false }
    let coverage = rootCoverage()
    return coverage.isNaN || coverage < Self.backgroundCoverage
  }

  /// The share of `root`'s area that `box` covers, 0…1: the root coverage the target rule compares
  /// with ``backgroundCoverage``.
  ///
  /// Both rects in the same space; 0 for an empty or non-finite root.
  ///
  /// ```swift
  /// TargetFacts.coverage(
  ///   of: Rect(x: 0, y: 0, width: 390, height: 422), in: Rect(x: 0, y: 0, width: 390, height: 844))
  /// // 0.5
  /// ```
  package static func coverage(of box: Rect, in root: Rect) -> Double {
    let bounds = root.standardized
    let area = bounds.area
    guard area > 0, area.isFinite else { return 0 }
    return box.standardized.intersection(bounds).area / area
  }
}

extension TargetFacts {
  /// Whether a class's image (`class_getImageName`) is one of the system's frameworks rather than
  /// the app's (its executable or its embedded frameworks): under `/System/Library/` (also inside
  /// a simulator's runtime root) or `/usr/lib/`.
  ///
  /// A class without an image was made at run time.
  ///
  /// ```swift
  /// TargetFacts.isSystemImage("/System/Library/PrivateFrameworks/UIKitCore.framework/UIKitCore")  // true
  /// TargetFacts.isSystemImage("/private/var/containers/Bundle/Application/…/Shop.app/Shop")      // false
  /// ```
  ///
  /// - Parameter path: The image's path, or `nil`.
  package static func isSystemImage(_ path: String?) -> Bool {
    guard let path else { return false }
    return path.contains("/System/Library/") || path.hasPrefix("/usr/lib/")
  }
}
