import HitAreaKit
import HitAreaSnapshot

/// Small screens for the simulation tests, at 0.16 mm per point.
enum SimulationScreens {
  static let mmPerPoint = 0.16

  static func window(_ name: String = "screen") -> LayoutSnapshot {
    LayoutSnapshot(
      root: LayoutNode(id: "window", frame: Rect(x: 0, y: 0, width: 390, height: 844)),
      name: name, millimetresPerPoint: mmPerPoint)
  }

  /// One square target of `side` millimetres in the middle of the screen, hit area = bounds.
  static func isolatedSquare(sideMillimetres side: Double) -> LayoutSnapshot {
    var s = window("square \(side) mm")
    let pt = side / mmPerPoint
    s.append(
      LayoutNode(
        id: "square", frame: Rect(x: 195 - pt / 2, y: 422 - pt / 2, width: pt, height: pt),
        isTarget: true),
      to: s.root)
    return s
  }

  /// A gapless row of `count` 5.6 × 8.5 mm keys, each enlarged to 44 pt.
  static func keyRow(count: Int = 4, hitArea: HitArea = .minimumSize(44)) -> LayoutSnapshot {
    var s = window("key row")
    for i in 0..<count {
      s.append(
        LayoutNode(
          id: "key\(i)", frame: Rect(x: 50 + Double(i) * 35, y: 400, width: 35, height: 53.125),
          isTarget: true, hitArea: hitArea),
        to: s.root)
    }
    return s
  }

  /// A button with a label inside, a hidden button, a disabled button, an off-screen button, a
  /// non-interactive decoration and a row holding a switch (nested targets).
  static func mixed() -> LayoutSnapshot {
    var s = window("mixed")
    let button = s.append(
      LayoutNode(
        id: "button", frame: Rect(x: 20, y: 100, width: 30, height: 30), isTarget: true,
        hitArea: .minimumSize(44)),
      to: s.root)
    // An interactive label filling the button: taps reach the label, which belongs to the button.
    s.append(
      LayoutNode(id: "buttonLabel", frame: Rect(x: 0, y: 0, width: 30, height: 30)), to: button)
    s.append(
      LayoutNode(
        id: "hidden", frame: Rect(x: 100, y: 100, width: 44, height: 44), isHidden: true,
        isTarget: true),
      to: s.root)
    s.append(
      LayoutNode(
        id: "disabled", frame: Rect(x: 200, y: 100, width: 44, height: 44), isEnabled: false,
        isTarget: true),
      to: s.root)
    s.append(
      LayoutNode(
        id: "offscreen", frame: Rect(x: 400, y: 100, width: 44, height: 44), isTarget: true),
      to: s.root)
    let row = s.append(
      LayoutNode(id: "row", frame: Rect(x: 0, y: 300, width: 390, height: 44), isTarget: true),
      to: s.root)
    s.append(
      LayoutNode(
        id: "switch", frame: Rect(x: 170, y: 6.5, width: 51, height: 31), isTarget: true,
        hitArea: .minimumSize(44)),
      to: row)
    // A big non-target panel in front of nothing in particular.
    s.append(
      LayoutNode(id: "panel", frame: Rect(x: 0, y: 500, width: 390, height: 200)), to: s.root)
    s.append(
      LayoutNode(
        id: "onPanel", frame: Rect(x: 300, y: 600, width: 40, height: 40), isTarget: true),
      to: s.root)
    return s
  }
}
