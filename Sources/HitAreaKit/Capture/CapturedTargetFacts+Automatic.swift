// Which live views the automatic minimum size enlarges.

extension CapturedTargetFacts {
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
  /// - it is a private part of a control (a `_`-prefixed class inside a `UIControl`): the
  ///   control is the target;
  /// - it lies inside a `UIVisualEffectView`'s backdrop (the effect's own subviews, not its
  ///   `contentView`): UIKit's private machinery, never a target.
  ///
  /// Views that are targets for the audit only by their accessibility traits are not enlarged:
  /// a label with the button trait usually sits in a control or cell that is. Keyboard and other
  /// system windows are never walked by the engine (``SystemWindow``), and a SwiftUI hosting
  /// view answers for its content through its own hit test (SwiftUI's
  /// `automaticMinimumHitSize(_:)` enlarges inside it).
  ///
  /// ```swift
  /// let facts = CapturedTargetFacts(className: "UIButton", isControl: true)
  /// facts.receivesAutomaticHitArea(insideControl: false, insideVisualEffectBackdrop: false)  // true
  /// ```
  ///
  /// - Parameters:
  ///   - insideControl: Whether an ancestor is a control; asked only for a private class.
  ///   - insideVisualEffectBackdrop: Whether the view lies in a visual effect view outside its
  ///     `contentView`; asked only for a view that would otherwise be enlarged.
  /// - Returns: Whether the view is an automatic target.
  /// - Complexity: O(r) in the number of recognizers, plus the calls.
  package func receivesAutomaticHitArea(
    insideControl: @autoclosure () -> Bool, insideVisualEffectBackdrop: @autoclosure () -> Bool
  ) -> Bool {
    if isTextInput || isScrollView { return false }
    guard isControl || isCell || hasTapRecognizer else { return false }
    if isPrivateClass && insideControl() { return false }
    return !insideVisualEffectBackdrop()
  }
}
