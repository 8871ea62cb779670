#if canImport(UIKit)
import HitAreaKit
@preconcurrency import UIKit  // UIAccessibilityTraits' static members are global vars

extension TargetFacts {
  /// What decides whether a live view is a tap target and whether the automatic minimum size
  /// enlarges it: the same facts for live hit testing (``UIViewTree/isTarget(_:)``) and for a
  /// capture (HitAreaUIKitAuditing).
  ///
  /// ```swift
  /// TargetFacts(of: button).isTarget(insideControl: false, rootCoverage: 0.01)  // true
  /// ```
  ///
  /// - Parameter view: The view.
  @MainActor
  package init(of view: UIView) {
    let traits = view.accessibilityTraits
    self.init(
      className: String(describing: type(of: view)), isControl: view is UIControl,
      isCell: view is UITableViewCell || view is UICollectionViewCell,
      hasHitArea: !view.hitArea.isBounds,
      hasButtonOrLinkTrait: traits.contains(.button) || traits.contains(.link),
      recognizers: (view.gestureRecognizers ?? []).map { recognizer in
        let kind: TargetFacts.Recognizer.Kind =
          recognizer is UITapGestureRecognizer
          ? .tap : recognizer is UILongPressGestureRecognizer ? .longPress : .other
        return TargetFacts.Recognizer(kind: kind, isEnabled: recognizer.isEnabled)
      }, isTextInput: view is UITextInput, isScrollView: view is UIScrollView,
      tracksPosition: view is UISlider, displaysText: view is UILabel)
  }
}
#endif  // canImport(UIKit)
