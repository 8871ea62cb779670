/// The Objective-C surface's `HAKHitAreaResolution` values, in terms of ``ResolutionPolicy``:
/// `Inherited` (0, no policy of the view's own), `Frontmost` (1), `Nearest` (2),
/// `MostLikely` (3).
///
/// A code Objective-C does not define reads as `Inherited`; a policy a later version adds that
/// Objective-C has no value for reads as `Inherited` too (the view keeps it until Objective-C sets
/// another).
///
/// ```swift
/// ObjectiveCResolution.policy(code: 2)      // .nearest
/// ObjectiveCResolution.code(of: .mostLikely)  // 3
/// ```
package enum ObjectiveCResolution {
  /// The policy of a code; `nil` for `Inherited` and for codes Objective-C does not define.
  package static func policy(code: Int) -> ResolutionPolicy? {
    switch code {
    case 1: .frontmost
    case 2: .nearest
    case 3: .mostLikely
    default: nil
    }
  }

  /// The code of a policy (`nil`: `Inherited`, 0).
  package static func code(of policy: ResolutionPolicy?) -> Int {
    guard let policy else { return 0 }
    switch policy.known {
    case .frontmost: return 1
    case .nearest: return 2
    case .mostLikely: return 3
    }
  }
}
