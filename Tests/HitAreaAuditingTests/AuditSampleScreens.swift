import HitAreaKit
import HitAreaSnapshot

/// Screens for audit tests shaped like real ones.
enum AuditSampleScreens {
  /// A feed of `rows` tappable cells in a scrolled table view (each with a 24×24 like button and
  /// a 24×24 share button at `.minimumSize(44)`, a 20×20 "more" button without a hit area, and a
  /// switch), under a navigation bar with two icons: `4 × rows + 2` targets.
  static func feed(rows: Int, policy: ResolutionPolicy = .frontmost) -> LayoutSnapshot {
    var s = LayoutSnapshot(
      root: LayoutNode(id: "window", frame: Rect(x: 0, y: 0, width: 390, height: 844)),
      resolution: policy)
    let bar = s.append(
      LayoutNode(id: "navBar", frame: Rect(x: 0, y: 47, width: 390, height: 44)), to: 0)
    s.append(
      LayoutNode(
        id: "back", frame: Rect(x: 8, y: 10, width: 24, height: 24), isTarget: true,
        hitArea: .minimumSize(44)), to: bar)
    s.append(
      LayoutNode(id: "compose", frame: Rect(x: 350, y: 10, width: 24, height: 24), isTarget: true),
      to: bar)
    var table = LayoutNode(
      id: "table", frame: Rect(x: 0, y: 91, width: 390, height: 753),
      boundsOrigin: Point(x: 0, y: 120))
    table.type = "UITableView"
    let list = s.append(table, to: 0)
    for r in 0..<rows {
      let cell = s.append(
        LayoutNode(
          id: "cell\(r)", frame: Rect(x: 0, y: Double(r) * 64, width: 390, height: 64),
          isTarget: true), to: list)
      let content = s.append(
        LayoutNode(id: "content\(r)", frame: Rect(x: 0, y: 0, width: 390, height: 64)), to: cell)
      s.append(
        LayoutNode(
          id: "title\(r)", frame: Rect(x: 16, y: 10, width: 200, height: 20),
          isUserInteractionEnabled: false), to: content)
      s.append(
        LayoutNode(
          id: "like\(r)", frame: Rect(x: 16, y: 36, width: 24, height: 24), isTarget: true,
          hitArea: .minimumSize(44)), to: content)
      s.append(
        LayoutNode(
          id: "share\(r)", frame: Rect(x: 56, y: 36, width: 24, height: 24), isTarget: true,
          hitArea: .minimumSize(44)), to: content)
      s.append(
        LayoutNode(
          id: "more\(r)", frame: Rect(x: 260, y: 22, width: 20, height: 20), isTarget: true),
        to: content)
      s.append(
        LayoutNode(
          id: "switch\(r)", frame: Rect(x: 323, y: 16, width: 51, height: 31), isTarget: true),
        to: content)
    }
    return s
  }

  /// A grid of `columns × rows` 32×32 icons at a 39-pt pitch, each `.minimumSize(44)`, so every
  /// icon's hit area overlaps its neighbours' by 5 pt: a dense worst case.
  static func iconGrid(columns: Int = 10, rows: Int = 20, policy: ResolutionPolicy = .frontmost)
    -> LayoutSnapshot
  {
    var s = LayoutSnapshot(
      root: LayoutNode(id: "window", frame: Rect(x: 0, y: 0, width: 390, height: 844)),
      resolution: policy)
    let grid = s.append(
      LayoutNode(id: "grid", frame: Rect(x: 0, y: 40, width: 390, height: 800)), to: 0)
    for r in 0..<rows {
      for c in 0..<columns {
        s.append(
          LayoutNode(
            id: "icon\(r)_\(c)",
            frame: Rect(x: 4 + Double(c) * 39, y: 4 + Double(r) * 39, width: 32, height: 32),
            isTarget: true, hitArea: .minimumSize(44)), to: grid)
      }
    }
    return s
  }
}
