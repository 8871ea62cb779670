/// What an Android dump records about a view beyond its geometry: the inputs of Google's
/// Accessibility Test Framework that the `TargetSizeStandard.atf` standard reproduces.
///
/// The importers of uiautomator dumps and RICO hierarchies fill it in (``LayoutNode/android``);
/// snapshots from other sources leave it `nil`, and `atf` then takes a target as clickable and a
/// scroll container (see `TapTargetAudit`) as scrollable. In the snapshot format it is the
/// node's optional `android` object.
///
/// ```swift
/// var like = LayoutNode(id: "like", frame: Rect(x: 8, y: 8, width: 32, height: 32), isTarget: true)
/// like.android = AndroidViewInfo(
///   isClickable: true, superclasses: ["android.widget.ImageView", "android.view.View"])
/// ```
public struct AndroidViewInfo: Hashable, Sendable {
  /// `clickable`: the view reacts to clicks.
  public var isClickable: Bool
  /// `long-clickable`: the view reacts to long clicks.
  public var isLongClickable: Bool
  /// `scrollable`: the view scrolls its content.
  ///
  /// Dumps do not say in which direction it can scroll now; `atf` assumes both, forward and
  /// backward.
  public var isScrollable: Bool
  /// Whether the view has a `TouchDelegate` (it hands touches in some region to a descendant)
  /// whose hit rects are not known.
  ///
  /// A known hit rect is the delegate's target's ``LayoutNode/hitArea`` instead.
  public var hasTouchDelegate: Bool
  /// The view's superclasses, nearest first (RICO's `ancestors`), for the class tests of ATF
  /// (a `WebView` or `AbsListView` ancestor); empty when the dump does not record them.
  public var superclasses: [String]

  /// Creates the record; everything is off unless given.
  ///
  /// - Parameters:
  ///   - isClickable: `clickable`.
  ///   - isLongClickable: `long-clickable`.
  ///   - isScrollable: `scrollable`.
  ///   - hasTouchDelegate: Whether the view has a `TouchDelegate` with unknown hit rects.
  ///   - superclasses: The view's superclasses, nearest first.
  ///
  /// ```swift
  /// AndroidViewInfo(isScrollable: true, superclasses: ["android.widget.AbsListView"])
  /// ```
  public init(
    isClickable: Bool = false, isLongClickable: Bool = false, isScrollable: Bool = false,
    hasTouchDelegate: Bool = false, superclasses: [String] = []
  ) {
    self.isClickable = isClickable
    self.isLongClickable = isLongClickable
    self.isScrollable = isScrollable
    self.hasTouchDelegate = hasTouchDelegate
    self.superclasses = superclasses
  }
}
