#if canImport(UIKit)
import HitAreaKit
import HitAreaUIKit
import UIKit

/// The third review's findings as far as UIKit can express them without real touch delivery:
/// lists whose rows and items keep their touches under the automatic size, a tilted card, UIKit's
/// own `UIControl` code told from a swizzle, a key-value-observed button.
///
/// What only a device shows (a row's selection after a ring touch, a pencil's later hit tests)
/// is listed in the README.
@MainActor
enum ReviewScenarios {
  /// A table whose second row is hidden with height 0 (the static-table trick) and whose third
  /// row has a 20 pt button: under the automatic size, a touch in the first row beside the
  /// hidden one stays in the first row, and a touch beside the button stays in its row.
  static func tableRowsKeepTheirTouches(_ e: RuntimeExpectations) {
    AutomaticScenarios.inWindow(44, .mostLikely) { window, view in
      let rows = Rows(heights: [44, 0, 44, 44])
      let table = UITableView(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
      table.dataSource = rows
      table.delegate = rows
      view.addSubview(table)
      table.reloadData()
      table.layoutIfNeeded()
      let cells = (0..<4).map { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
      guard let first = cells[0], let third = cells[2] else {
        e.expect(false, "the table made no cells")
        return
      }
      let button = UIButton(type: .custom)
      button.frame = CGRect(x: 300, y: 12, width: 20, height: 20)
      third.contentView.addSubview(button)
      let nearHidden = first.convert(CGPoint(x: 195, y: 42), to: window)
      let hit = window.hitTest(nearHidden, with: AutomaticScenarios.touch)
      e.expect(
        lands(hit, in: first),
        "a hidden zero-height row took a touch from its neighbour: \(String(describing: hit))")
      let besideButton = third.convert(CGPoint(x: 296, y: 22), to: window)
      let inRow = window.hitTest(besideButton, with: AutomaticScenarios.touch)
      e.expect(
        lands(inRow, in: third),
        "a ring touch beside the button left its row: \(String(describing: inRow))")
    }
  }

  /// A collection of 30 pt cells about 3 pt apart: a touch on a cell's edge, inside its
  /// neighbour's ring, stays with that cell.
  static func collectionItemsKeepTheirTouches(_ e: RuntimeExpectations) {
    AutomaticScenarios.inWindow(44, .mostLikely) { window, view in
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 30, height: 30)
      layout.minimumInteritemSpacing = 2
      let items = Items()
      let collection = UICollectionView(
        frame: CGRect(x: 0, y: 100, width: 390, height: 200), collectionViewLayout: layout)
      collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: Items.reuse)
      collection.dataSource = items
      view.addSubview(collection)
      collection.reloadData()
      collection.layoutIfNeeded()
      guard let first = collection.cellForItem(at: IndexPath(item: 0, section: 0)) else {
        e.expect(false, "the collection made no cells")
        return
      }
      let edge = first.convert(CGPoint(x: 28, y: 15), to: window)
      let hit = window.hitTest(edge, with: AutomaticScenarios.touch)
      e.expect(
        lands(hit, in: first), "a neighbour's ring took an item's edge: \(String(describing: hit))")
    }
  }

  /// Whether a hit is `view` or lies inside it.
  static func lands(_ hit: UIView?, in view: UIView) -> Bool {
    hit.map { $0 === view || $0.isDescendant(of: view) } == true
  }

  /// A card tilted about x with a perspective: its 20 pt button is hit where UIKit projects it,
  /// and gets no ring (the engine leaves views drawn in depth to UIKit).
  static func aTiltedCardIsLeftToUIKit(_ e: RuntimeExpectations) {
    AutomaticScenarios.inWindow(44, .mostLikely) { window, view in
      let card = UIView(frame: CGRect(x: 45, y: 200, width: 300, height: 200))
      var tilt = CATransform3DIdentity
      tilt.m34 = -1 / 500
      card.layer.transform = CATransform3DRotate(tilt, .pi / 5, 1, 0, 0)
      let button = UIButton(type: .custom)
      button.frame = CGRect(x: 140, y: 90, width: 20, height: 20)
      card.addSubview(button)
      view.addSubview(card)
      e.expect(UIViewTree().isThreeDimensional(card), "the tilt was not seen as 3-D")
      let centre = button.convert(CGPoint(x: 10, y: 10), to: window)
      e.expect(
        window.hitTest(centre, with: AutomaticScenarios.touch) === button,
        "UIKit's answer on the tilted button was taken")
      let box = button.convert(button.bounds, to: window)
      let beside = CGPoint(x: box.minX - 5, y: box.midY)
      e.expect(
        window.hitTest(beside, with: AutomaticScenarios.touch) !== button,
        "a button drawn in depth got a ring")
    }
  }

  /// `UIControl`'s `hitTest` is UIKit's own code (its implementation lies in the file UIKit's
  /// classes are loaded from): controls are not taken as overriding it, while a class that
  /// overrides it is.
  static func uikitsOwnControlCodeIsRecognised(_ e: RuntimeExpectations) {
    e.expect(
      !HitAreaRuntime.overridesHitTest(UIButton.self),
      "UIControl's own hitTest was taken for another library's (dladdr against the class image)")
    e.expect(HitAreaRuntime.overridesHitTest(UIScrollView.self), "UIScrollView's hitTest not seen")
  }

  /// A button observed with key-value observing is seen as the class it reports: it keeps its
  /// ring.
  static func anObservedButtonKeepsItsRing(_ e: RuntimeExpectations) {
    AutomaticScenarios.inWindow { window, view in
      let button = UIButton(type: .custom)
      button.frame = CGRect(x: 100, y: 100, width: 20, height: 20)
      view.addSubview(button)
      let observation = button.observe(\.bounds) { _, _ in }
      defer { observation.invalidate() }
      e.expect(UIViewTree().isAutomaticTarget(button), "the observed button lost its facts")
      e.expect(
        window.hitTest(CGPoint(x: 95, y: 110), with: AutomaticScenarios.touch) === button,
        "the observed button lost its ring")
    }
  }
}

/// A table's rows, with heights.
private final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
  let heights: [CGFloat]
  init(heights: [CGFloat]) { self.heights = heights }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    heights.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    heights[indexPath.row]
  }
}

/// A collection's items: one row of twelve cells.
private final class Items: NSObject, UICollectionViewDataSource {
  static let reuse = "item"

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    12
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: Self.reuse, for: indexPath)
  }
}
#endif  // canImport(UIKit)
