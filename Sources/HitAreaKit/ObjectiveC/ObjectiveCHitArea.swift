/// What the Objective-C surface's hit-area properties mean, in terms of ``HitArea``: the one
/// mapping between `hak_hitAreaOutsets` / `hak_minimumHitSize` and the Swift value, so that
/// setting either side is seen by the other.
///
/// - **Outsets** are ``HitArea/outsets``: positive grows, negative shrinks, per edge. A Swift
///   `.edgeInsets(…)` (UIKit's sign) reads back as outsets of the opposite sign.
/// - **The minimum size** is ``HitArea/minimumSize``: `CGSizeZero` is none; a side that is not a
///   finite positive number counts as 0 (no minimum on that axis).
/// - Outsets that are not finite count as 0; nothing ever traps.
/// - Both set combine as in Swift: outsets first, then the minimum size.
///
/// Every ``HitArea`` is outsets and a minimum size, so every Swift value reads back exactly.
///
/// ```swift
/// var area = HitArea.bounds
/// area = ObjectiveCHitArea.setting(outsets: EdgeOutsets(all: 10), on: area)
/// area = ObjectiveCHitArea.setting(minimumSize: Size(width: 44, height: 44), on: area)
/// area == HitArea.outset(10).minimumSize(44)  // true
/// ```
package enum ObjectiveCHitArea {
  /// `area` with its outsets replaced, its minimum size kept.
  ///
  /// - Parameters:
  ///   - outsets: The outsets (`UIEdgeInsets`, positive grows); non-finite edges count as 0.
  ///   - area: The current hit area.
  package static func setting(outsets: EdgeOutsets, on area: HitArea) -> HitArea {
    var result = area
    result.outsets = EdgeOutsets(
      top: finite(outsets.top), left: finite(outsets.left), bottom: finite(outsets.bottom),
      right: finite(outsets.right))
    return result
  }

  /// `area` with its minimum size replaced, its outsets kept.
  ///
  /// - Parameters:
  ///   - minimumSize: The minimum size (`CGSize`); a side that is not finite and positive is 0.
  ///   - area: The current hit area.
  package static func setting(minimumSize: Size, on area: HitArea) -> HitArea {
    var result = area
    result.minimumSize = Size(
      width: positive(minimumSize.width), height: positive(minimumSize.height))
    return result
  }

  /// The outsets Objective-C reads: ``HitArea/outsets``.
  package static func outsets(of area: HitArea) -> EdgeOutsets { area.outsets }

  /// The minimum size Objective-C reads: ``HitArea/minimumSize`` (`.zero` for none).
  package static func minimumSize(of area: HitArea) -> Size { area.minimumSize }

  private static func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }

  private static func positive(_ value: Double) -> Double {
    value.isFinite && value > 0 ? value : 0
  }
}
