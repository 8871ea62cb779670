// Which live views the automatic minimum size enlarges.

extension TargetFacts {
  /// Decides whether a live view without a hit area of its own receives the automatic minimum
  /// size (``HitTester/automaticMinimumSize``). It does when it is
  /// - an (enabled: a disabled control is never hit) control, `UIControl`;
  /// - a view with an enabled tap or long-press recognizer;
  /// - a table or collection view cell, as a whole (its content view and labels are not);
  ///
  /// and none of these holds:
  /// - it edits or selects text (``isTextInput``): a text field's or text view's own
  ///   recognizers place the caret and the selection inside its bounds, and a field enlarged
  ///   into the one below would take its taps;
  /// - it is a scroll view (``isScrollView``), whatever recognizers it carries: it is a
  ///   container whose subviews are the targets, and it already covers its area;
  /// - it is a private UIKit class (`_`-prefixed, also behind a Key-Value Observing subclass),
  ///   anywhere: a private part of a control (the control is the target) or UIKit's own bar
  ///   buttons, which have their own enlargement;
  /// - it lies inside a `UINavigationBar`, `UIToolbar` or `UITabBar`: UIKit already enlarges bar
  ///   items (about 15 pt beyond the bar), and a second enlargement on top would take touches
  ///   from the content next to the bar;
  /// - it is a `UISlider` (``tracksPosition``): a slider acts on where the touch is and refuses
  ///   one away from its thumb, so a touch in the ring would be lost instead of reaching the
  ///   cell or scroll view behind;
  /// - it is a `UILabel` (``displaysText``), such as one with a link tap recognizer: it maps the
  ///   touch to a character, which a point outside its bounds does not have;
  /// - it lies inside a `UIVisualEffectView`'s backdrop (the effect's own subviews, not its
  ///   `contentView`): UIKit's private machinery, never a target.
  ///
  /// Touches in the ring reach the view with locations outside its bounds. `UIButton` and the
  /// other standard controls still send `touchUpInside` (the ring is at most 22 pt deep, inside
  /// the about 70 pt UIKit tracks as "inside"); a custom control that checks
  /// `bounds.contains` when tracking ends drops such a tap and should set its own hit area (or
  /// `.bounds` to opt out).
  ///
  /// Views that are targets for the audit only by their accessibility traits are not enlarged:
  /// a label with the button trait usually sits in a control or cell that is. Keyboard and other
  /// system windows are never walked by the engine (``SystemWindow``), and a SwiftUI hosting
  /// view answers for its content through its own hit test (SwiftUI's
  /// `automaticMinimumHitSize(_:)` enlarges inside it).
  ///
  /// ```swift
  /// let facts = TargetFacts(className: "UIButton", isControl: true)
  /// facts.receivesAutomaticHitArea(insideSystemBar: false, insideVisualEffectBackdrop: false)  // true
  /// ```
  ///
  /// - Parameters:
  ///   - insideSystemBar: Whether an ancestor is a navigation bar, toolbar or tab bar; asked only
  ///     for a view that would otherwise be enlarged.
  ///   - insideVisualEffectBackdrop: Whether the view lies in a visual effect view outside its
  ///     `contentView`; asked only for a view that would otherwise be enlarged.
  /// - Returns: Whether the view is an automatic target.
  /// - Complexity: O(r) in the number of recognizers, plus the calls.
  package func receivesAutomaticHitArea(
    insideSystemBar: @autoclosure () -> Bool, insideVisualEffectBackdrop: @autoclosure () -> Bool
  ) -> Bool {
    if isTextInput || isScrollView || tracksPosition || displaysText { return false }
    guard isControl || isCell || hasTapRecognizer else { return false }
    if isPrivateClass || insideSystemBar() { return false }
    return !insideVisualEffectBackdrop()
  }
}
