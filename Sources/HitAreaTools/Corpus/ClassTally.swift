import HitAreaKit

/// The targets of one element class and how many of them are under the standard: by their
/// effective hit area (a `min-size` error) and by their visible bounds alone.
///
/// Its JSON form: `{"class": "ImageButton", "targets": 10, "under": 4, "share": 0.4,
/// "visiblyUnder": 6, "visibleShare": 0.6}`.
///
/// ```swift
/// var tally = ClassTally()
/// tally.add(under: true, visiblyUnder: true)
/// tally.share  // 1
/// ```
package struct ClassTally: Hashable, Sendable {
  /// Targets of the class.
  package var targets = 0
  /// Those whose effective hit area is under the standard (a `min-size` error).
  package var under = 0
  /// Those whose visible bounds are under the standard's minimum on either side, whatever their
  /// hit area: what studies that read view bounds count.
  package var visiblyUnder = 0

  /// Creates zero counts.
  package init() {}

  /// Counts one target.
  ///
  /// - Parameters:
  ///   - under: Whether its effective hit area is under the standard.
  ///   - visiblyUnder: Whether its visible bounds are.
  package mutating func add(under: Bool, visiblyUnder: Bool) {
    targets += 1
    if under { self.under += 1 }
    if visiblyUnder { self.visiblyUnder += 1 }
  }

  /// Adds another tally's counts.
  ///
  /// - Parameter other: The counts to add.
  package mutating func add(_ other: ClassTally) {
    targets += other.targets
    under += other.under
    visiblyUnder += other.visiblyUnder
  }

  /// ``under`` as a share of ``targets`` (0 when there are none).
  package var share: Double { ratio(under, targets) }

  /// ``visiblyUnder`` as a share of ``targets`` (0 when there are none).
  package var visibleShare: Double { ratio(visiblyUnder, targets) }
}

/// A share rounded to four decimals, 0 of nothing.
func ratio(_ part: Int, _ whole: Int) -> Double {
  whole == 0 ? 0 : DecimalText.rounding(Double(part) / Double(whole), decimals: 4)
}
