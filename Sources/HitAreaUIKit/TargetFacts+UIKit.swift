#if canImport(UIKit)
import HitAreaKit
import ObjectiveC
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
    let facts = ClassFacts.of(type(of: view))
    self.init(
      className: facts.name, isControl: view is UIControl,
      isCell: view is UITableViewCell || view is UICollectionViewCell,
      hasHitArea: !view.hitArea.isBounds,
      hasButtonOrLinkTrait: traits.contains(.button) || traits.contains(.link),
      recognizers: Self.recognizers(of: view), isTextInput: view is UITextInput,
      isScrollView: view is UIScrollView, tracksPosition: Self.isSlider(view),
      displaysText: view is UILabel, isButton: view is UIButton,
      isSystemControl: facts.isSystemControl, overridesTracking: facts.overridesTracking)
  }

  /// What a class says about its views, found once per class (the image lookups behind it ask
  /// the dynamic linker): the name of the class it reports, and for a control whether it is one
  /// of the system's other than `UIButton` itself and whether an app class of it overrides a tracking method.
  ///
  /// Kept per class with its lineage (``HitAreaKit/ClassCache``): a class a library made at run
  /// time and disposed of leaves its facts to no class made later at its address.
  @MainActor
  struct ClassFacts {
    var name: String
    var isSystemControl: Bool
    var overridesTracking: Bool

    private static var known = ClassCache<ObjectiveCRuntime, ClassFacts>()

    static func of(_ cls: AnyClass) -> ClassFacts {
      known.value(for: cls, in: HitAreaRuntime.installer.runtime) { lineage in
        let reported: AnyClass = lineage.target
        var facts = ClassFacts(
          name: String(describing: reported), isSystemControl: false, overridesTracking: false)
        if cls is UIControl.Type {
          let system: AnyClass = TargetFacts.firstSystemClass(from: reported)
          facts.isSystemControl = system !== UIControl.self && system !== UIButton.self
          facts.overridesTracking = TargetFacts.trackingSelectors.contains {
            HitAreaRuntime.overrides($0, in: reported, below: system)
          }
        }
        return facts
      }
    }
  }

  /// Whether the view is a slider (there are none on tvOS).
  @MainActor
  static func isSlider(_ view: UIView) -> Bool {
    #if os(tvOS)
    false
    #else
    view is UISlider
    #endif
  }

  /// The recognizers of a view, as the rules see them.
  @MainActor
  static func recognizers(of view: UIView) -> [Recognizer] {
    (view.gestureRecognizers ?? []).map { recognizer in
      let kind: Recognizer.Kind =
        switch recognizer {
        case is UITapGestureRecognizer: .tap
        case is UILongPressGestureRecognizer: .longPress
        case is UIPanGestureRecognizer: .pan
        case is UISwipeGestureRecognizer: .swipe
        default: .other
        }
      return Recognizer(kind: kind, isEnabled: recognizer.isEnabled)
    }
  }

  /// The first class of a system framework on a class's chain (`UIButton` for an app's button
  /// subclass, `UISwitch` for `UISwitch`).
  static func firstSystemClass(from cls: AnyClass) -> AnyClass {
    var current: AnyClass = cls
    while !Self.isSystemImage(class_getImageName(current).map { String(cString: $0) }),
      let superclass = class_getSuperclass(current)
    {
      current = superclass
    }
    return current
  }

  /// The tracking methods whose override makes a control act on where the touch is.
  static let trackingSelectors = [
    #selector(UIControl.beginTracking(_:with:)), #selector(UIControl.continueTracking(_:with:)),
    #selector(UIControl.endTracking(_:with:)),
  ]
}
#endif  // canImport(UIKit)
