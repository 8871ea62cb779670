#if canImport(UIKit)
import HitAreaKit
import HitAreaUIKit
import UIKit

/// What counts as a target when a policy decides on device: the audit's rule
/// (`TargetFacts`), so the device does what the audit predicts.
@MainActor
enum TargetScenarios {
  /// Two cells side by side under `nearest`; the second one's button, enlarged by 20 pt, reaches
  /// into the first cell.
  ///
  /// A touch inside the first cell stays there: a cell is a target, and a touch inside a target's
  /// bounds wins over another's enlarged area.
  static func aTouchInsideACellStaysInIt(_ e: RuntimeExpectations) {
    let list = HitAreaView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let first = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 160, height: 44))
    let second = UICollectionViewCell(frame: CGRect(x: 160, y: 0, width: 160, height: 44))
    let button = UIButton(type: .custom)
    button.frame = CGRect(x: 4, y: 7, width: 30, height: 30)
    button.hitArea = .outset(20)
    second.contentView.addSubview(button)
    list.addSubview(first)
    list.addSubview(second)
    list.overflowsHitAreas = true
    let insideTheFirstCell = CGPoint(x: 150, y: 22)
    e.expect(list.hitTest(insideTheFirstCell, with: nil) === button, "front-most order: the button")
    list.hitAreaResolution = .nearest
    let hit = list.hitTest(insideTheFirstCell, with: nil)
    e.expect(
      hit.map { $0 === first || $0.isDescendant(of: first) } == true,
      "the neighbour's button took a touch inside the first cell: \(String(describing: hit))")
  }
}
#endif  // canImport(UIKit)
