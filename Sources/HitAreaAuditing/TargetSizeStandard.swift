import HitAreaKit

/// A minimum tap-target size the audit measures against.
///
/// Snapshots are in points; the standards are compared as if 1 pt = 1 dp = 1 CSS px, the usual
/// equivalence at the platforms' reference densities.
///
/// | Standard | Minimum | Spacing exception |
/// |---|---|---|
/// | ``ios`` | 44×44 pt (Apple's Human Interface Guidelines) | no |
/// | ``android`` | 48×48 dp (Material, Android accessibility) | no |
/// | ``wcagAAA`` | 44×44 CSS px (WCAG 2.2 SC 2.5.5, level AAA) | no |
/// | ``wcagAA`` | 24×24 CSS px (WCAG 2.2 SC 2.5.8, level AA) | yes: the 24-px circle test |
/// | ``atf`` | 48×48 dp, 32 dp along a screen edge: Google's Accessibility Test Framework | no |
/// | ``gtx`` | 44×44 pt for buttons: GTXiLib | no |
///
/// ``atf`` and ``gtx`` reproduce those checkers rule for rule (what they measure, which views
/// they skip, when they warn instead of failing) so that a team can switch and compare; the other
/// standards measure the effective hit area. See the auditing article.
///
/// ```swift
/// let report = TapTargetAudit(standard: .wcagAA).audit(snapshot)
/// TargetSizeStandard(rawValue: "wcag-aa")  // .wcagAA, as the command line spells it
/// ```
public enum TargetSizeStandard: String, CaseIterable, Hashable, Sendable, Codable {
  /// Apple's 44×44 pt.
  case ios
  /// Android's 48×48 dp.
  case android
  /// WCAG 2.2 SC 2.5.5 Target Size (Enhanced): 44×44 CSS px, no spacing exception.
  case wcagAAA = "wcag-aaa"
  /// WCAG 2.2 SC 2.5.8 Target Size (Minimum): 24×24 CSS px, or an undersized target whose
  /// 24-px-diameter circle meets no other target and no other undersized target's circle.
  case wcagAA = "wcag-aa"
  /// Google's Accessibility Test Framework for Android (ATF 4.1.1), `TouchTargetSizeCheck`:
  /// clickable views at least 48×48 dp (32 dp along an axis where the view touches the screen's
  /// edge), sizes rounded to whole dp, a `TouchDelegate` counted, some cases warnings.
  case atf
  /// GTXiLib (5.1), the minimum tappable area check: buttons at least 44×44 pt, by their frame
  /// (XCUITest dumps) or by where they accept touches (UIKit captures).
  case gtx

  /// The side of the smallest square a target's effective hit area must contain, in points.
  ///
  /// ```swift
  /// TargetSizeStandard.android.minimumSide  // 48
  /// ```
  public var minimumSide: Double {
    switch self {
    case .ios, .wcagAAA, .gtx: 44
    case .android, .atf: 48
    case .wcagAA: 24
    }
  }

  /// The minimum size as a `Size`.
  ///
  /// ```swift
  /// TargetSizeStandard.wcagAA.minimumSize  // 24×24
  /// ```
  public var minimumSize: Size { Size(square: minimumSide) }

  /// Whether undersized targets can still pass by spacing (WCAG 2.5.8's circle test).
  ///
  /// ```swift
  /// TargetSizeStandard.wcagAA.hasSpacingException  // true
  /// ```
  public var hasSpacingException: Bool { self == .wcagAA }

  /// The unit the standard is written in: `pt`, `dp` or `px`.
  ///
  /// ```swift
  /// TargetSizeStandard.android.unitName  // "dp"
  /// ```
  public var unitName: String {
    switch self {
    case .ios, .gtx: "pt"
    case .android, .atf: "dp"
    case .wcagAA, .wcagAAA: "px"
    }
  }

  /// A name for messages, such as `iOS (44×44 pt)`.
  ///
  /// ```swift
  /// TargetSizeStandard.wcagAA.title  // "WCAG 2.5.8 AA (24×24 px or spacing)"
  /// ```
  public var title: String {
    let side = DecimalText.literal(minimumSide)
    let size = "\(side)×\(side) \(unitName)"
    switch self {
    case .ios: return "iOS (\(size))"
    case .android: return "Android (\(size))"
    case .wcagAAA: return "WCAG 2.5.5 AAA (\(size))"
    case .wcagAA: return "WCAG 2.5.8 AA (\(size) or spacing)"
    case .atf: return "ATF TouchTargetSizeCheck (\(size), 32 dp along a screen edge)"
    case .gtx: return "GTXiLib minimum tappable area (\(size))"
    }
  }
}

extension TargetSizeStandard {
  /// The name for messages with a custom minimum side in place of the standard's.
  ///
  /// Such as `iOS with a custom 40×40 pt minimum`; ``title`` without one. ATF's screen-edge
  /// minimum scales with it (`round(32 × N / 48)`); ``gtx`` has no custom minimum.
  ///
  /// - Parameter minimum: The custom side, if any.
  ///
  /// ```swift
  /// TargetSizeStandard.wcagAA.title(minimum: 30)  // "WCAG 2.5.8 AA with a custom 30×30 px minimum (or spacing)"
  /// ```
  public func title(minimum: Double?) -> String {
    guard let minimum, self != .gtx else { return title }
    let side = DecimalText.literal(minimum)
    let size = "a custom \(side)×\(side) \(unitName) minimum"
    switch self {
    case .ios: return "iOS with \(size)"
    case .android: return "Android with \(size)"
    case .wcagAAA: return "WCAG 2.5.5 AAA with \(size)"
    case .wcagAA: return "WCAG 2.5.8 AA with \(size) (or spacing)"
    case .atf:
      let edge = ATFHierarchy.edgeMinimum(custom: Int(minimum))
      return "ATF TouchTargetSizeCheck with \(size) (\(edge) dp along a screen edge)"
    case .gtx: return title
    }
  }
}

extension TargetSizeStandard: CustomStringConvertible {
  /// The raw value, as used on the command line and in JSON: `ios`, `android`, `wcag-aa`,
  /// `wcag-aaa`, `atf`, `gtx`.
  ///
  /// ```swift
  /// TargetSizeStandard.wcagAAA.description  // "wcag-aaa"
  /// ```
  public var description: String { rawValue }
}
