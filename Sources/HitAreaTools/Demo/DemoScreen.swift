import HitAreaKit
import HitAreaSnapshot

/// The built-in example screen of `hitarea demo`: one screen with the problems HitAreaKit is
/// about, each where an iOS engineer meets it.
///
/// - a navigation bar with a 20 pt share icon (undersized, no hit area);
/// - a gapless segmented row whose segments are each outset by 8 pt (overlaps: under UIKit's
///   order every segment's right neighbour steals its edge);
/// - a list cell with a card and a close badge sticking out of the card's corner, enlarged to
///   44 pt but cut off by the cell (unreachable without the overflow switch);
/// - a disabled "Pay" button given a hit area (it can never be hit);
/// - a toolbar of 24 pt icons 6 pt apart (undersized; the fixes split the gaps).
///
/// ```swift
/// let snapshot = DemoScreen.snapshot()
/// ```
public enum DemoScreen {
  /// The screen as a layout snapshot (390 × 844 pt, an iPhone 14).
  public static func snapshot() -> LayoutSnapshot {
    var s = LayoutSnapshot(
      root: LayoutNode(
        id: "screen", type: "UIWindow", frame: Rect(x: 0, y: 0, width: 390, height: 844)),
      name: "Inbox")
    let nav = s.append(
      LayoutNode(
        id: "navigationBar", type: "UINavigationBar",
        frame: Rect(x: 0, y: 47, width: 390, height: 44)),
      to: s.root)
    s.append(
      LayoutNode(
        id: "back", type: "UIButton", label: "Back", frame: Rect(x: 8, y: 0, width: 44, height: 44),
        isTarget: true), to: nav)
    s.append(
      LayoutNode(
        id: "share", type: "UIButton", label: "Share",
        frame: Rect(x: 354, y: 12, width: 20, height: 20),
        isTarget: true), to: nav)

    let segments = s.append(
      LayoutNode(
        id: "filter", type: "UISegmentedControl", frame: Rect(x: 75, y: 103, width: 240, height: 28)
      ),
      to: s.root)
    for (i, title) in ["All", "Unread", "Flagged", "Sent"].enumerated() {
      s.append(
        LayoutNode(
          id: "segment\(title)", type: "UISegment", label: title,
          frame: Rect(x: Double(i) * 60, y: 0, width: 60, height: 28), isTarget: true,
          hitArea: .outset(8)), to: segments)
    }

    let list = s.append(
      LayoutNode(
        id: "list", type: "UICollectionView", frame: Rect(x: 0, y: 150, width: 390, height: 560)),
      to: s.root)
    for row in 0..<5 {
      let cell = s.append(
        LayoutNode(
          id: "cell\(row)", type: "UICollectionViewListCell",
          frame: Rect(x: 0, y: Double(row) * 100, width: 390, height: 100)), to: list)
      let content = s.append(
        LayoutNode(
          id: "content\(row)", type: "UIView", frame: Rect(x: 0, y: 0, width: 390, height: 100)),
        to: cell)
      let card = s.append(
        LayoutNode(
          id: "card\(row)", type: "CardView", label: "Message \(row + 1)",
          frame: Rect(x: 16, y: 12, width: 358, height: 76), isTarget: true), to: content)
      if row == 1 {
        s.append(
          LayoutNode(
            id: "closeBadge", type: "UIButton", label: "Dismiss",
            frame: Rect(x: 346, y: -8, width: 20, height: 20), isTarget: true,
            hitArea: .minimumSize(44)), to: card)
      }
    }

    s.append(
      LayoutNode(
        id: "pay", type: "UIButton", label: "Pay",
        frame: Rect(x: 16, y: 724, width: 358, height: 50),
        isEnabled: false, isTarget: true, hitArea: .outset(10)), to: s.root)

    let toolbar = s.append(
      LayoutNode(
        id: "toolbar", type: "UIToolbar", frame: Rect(x: 0, y: 790, width: 390, height: 54)),
      to: s.root)
    for (i, name) in ["Compose", "Archive", "Move", "Flag", "Delete"].enumerated() {
      s.append(
        LayoutNode(
          id: name.lowercased(), type: "UIButton", label: name,
          frame: Rect(x: 123 + Double(i) * 30, y: 15, width: 24, height: 24), isTarget: true),
        to: toolbar)
    }
    return s
  }
}
