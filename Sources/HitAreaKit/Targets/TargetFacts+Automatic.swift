// Which live views the automatic minimum size enlarges: an allowlist.

extension TargetFacts {
  /// Decides whether a live view without a hit area of its own receives the automatic minimum
  /// size (``HitTester/automaticMinimumSize``).
  ///
  /// It does when it is one of
  /// - a button (`UIButton` and its subclasses);
  /// - an app's own control (a `UIControl` subclass of the app's, not of one of UIKit's other
  ///   controls) that does not override a tracking method (``overridesTracking``);
  /// - a view with an enabled tap or long-press recognizer;
  /// - a table or collection view cell, as a whole (its content view and labels are not);
  ///
  /// and none of these holds:
  /// - it is one of UIKit's own controls other than a button (``isSystemControl``): `UISwitch`
  ///   and `UIStepper` (a ring beside them would flip or step them from a touch meant for the
  ///   row), `UIPageControl` (a tap beside the dots changes the page), `UIDatePicker` and
  ///   `UIColorWell` (compact pickers open on a tap), `UIRefreshControl`, `UISegmentedControl`
  ///   (it picks the segment from the touch's location), `UISlider`, and UIKit's private
  ///   controls such as a table's section index;
  /// - it overrides a tracking method (``overridesTracking``): a scrubber, a range slider or a
  ///   rating control acts on where the touch is, and a touch in the ring has no place on it;
  /// - it edits or selects text (``isTextInput``): a text field's or text view's own
  ///   recognizers place the caret and the selection inside its bounds, and a field enlarged
  ///   into the one below would take its taps;
  /// - it is a scroll view (``isScrollView``), whatever recognizers it carries: it is a
  ///   container whose subviews are the targets, and it already covers its area;
  /// - it is a slider (``tracksPosition``) or a label (``displaysText``), which map a touch to a
  ///   position or a character that a point outside their bounds does not have;
  /// - it is a private UIKit class (`_`-prefixed, seen through the subclasses libraries create at
  ///   run time, ``ReportedClassName``): a private part of a control or UIKit's own bar buttons;
  /// - it lies inside a `UINavigationBar`, `UIToolbar` or `UITabBar`: UIKit already enlarges bar
  ///   items, and a second enlargement on top would take touches from the content next to the bar;
  /// - it lies inside a `UIVisualEffectView`'s backdrop (the effect's own subviews, not its
  ///   `contentView`): UIKit's private machinery, never a target;
  /// - it lies inside a scroll view that does not delay content touches
  ///   (`delaysContentTouches = false`: chip rows, button grids): a control there takes a touch at
  ///   once and `touchesShouldCancel(in:)` keeps it, so a drag that starts in a ring would not
  ///   scroll;
  /// - it lies in a subtree the app turned the automatic size off for
  ///   (``Surroundings/insideAutomaticOptOut``).
  ///
  /// Touches in the ring reach the view with locations outside its bounds. `UIButton` and the
  /// other standard controls still send `touchUpInside` (the ring is at most 22 pt deep, inside
  /// the about 70 pt UIKit tracks as "inside"); a custom control or a gesture delegate that
  /// checks `bounds.contains` sees such a touch as outside and should set its own hit area (or
  /// `.bounds` to opt out).
  ///
  /// ```swift
  /// let facts = TargetFacts(className: "UIButton", isControl: true, isButton: true)
  /// facts.receivesAutomaticHitArea { TargetFacts.Surroundings() }  // true
  /// ```
  ///
  /// - Parameter surroundings: What the view's ancestors say about it, found in one walk up;
  ///   asked only for a view that would otherwise be enlarged.
  /// - Returns: Whether the view is an automatic target.
  /// - Complexity: O(r) in the number of recognizers, plus the call.
  package func receivesAutomaticHitArea(surroundings: () -> Surroundings) -> Bool {
    if isTextInput || isScrollView || tracksPosition || displaysText { return false }
    // A button from another Apple framework (AVKit's transport buttons) is a system control:
    // it has its own size and touch area. The app's buttons keep theirs whatever they track.
    let allowedControl = isControl && !isSystemControl && (isButton || !overridesTracking)
    guard allowedControl || isCell || (hasTapRecognizer && !isControl) else { return false }
    if isPrivateClass { return false }
    let around = surroundings()
    return !around.insideSystemBar && !around.insideVisualEffectBackdrop
      && !around.insideNonDelayingScrollView && !around.insideAutomaticOptOut
  }

  /// What a view's ancestors say about whether it receives the automatic size, found in one walk
  /// up the view's superviews.
  package struct Surroundings: Hashable, Sendable {
    /// An ancestor is a navigation bar, toolbar or tab bar.
    package var insideSystemBar = false
    /// The view lies in a visual effect view outside its `contentView`.
    package var insideVisualEffectBackdrop = false
    /// An ancestor is a scroll view that does not delay content touches.
    package var insideNonDelayingScrollView = false
    /// The view or an ancestor turned the automatic size off for its subtree.
    package var insideAutomaticOptOut = false

    /// Creates surroundings where nothing holds.
    package init(
      insideSystemBar: Bool = false, insideVisualEffectBackdrop: Bool = false,
      insideNonDelayingScrollView: Bool = false, insideAutomaticOptOut: Bool = false
    ) {
      self.insideSystemBar = insideSystemBar
      self.insideVisualEffectBackdrop = insideVisualEffectBackdrop
      self.insideNonDelayingScrollView = insideNonDelayingScrollView
      self.insideAutomaticOptOut = insideAutomaticOptOut
    }
  }
}
