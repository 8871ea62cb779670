#if canImport(UIKit)
import HitAreaKit
import UIKit

extension LayoutSnapshot {
  /// Captures a live view hierarchy (usually a window) as a layout snapshot, for
  /// `hitarea audit` or for the audit in a unit test.
  ///
  /// Ids are the views' `accessibilityIdentifier`s where set and unique, else their paths
  /// (`0/2/1`); types are class names; labels are accessibility labels.
  ///
  /// ```swift
  /// let snapshot = LayoutSnapshot(capturing: window, name: "Checkout")
  /// try snapshot.jsonData().write(to: url)
  /// ```
  @MainActor
  public init(capturing view: UIView, name: String? = nil) {
    self.init(capturing: view, in: UIViewTree(), name: name) { view in
      CapturedNodeDescription(
        id: view.accessibilityIdentifier, type: String(describing: type(of: view)),
        label: view.accessibilityLabel)
    }
    millimetresPerPoint = HitAreaConfiguration.millimetresPerPoint
  }
}
#endif  // canImport(UIKit)
