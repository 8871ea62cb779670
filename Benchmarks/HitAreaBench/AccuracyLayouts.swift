import Foundation
import HitAreaKit
import HitAreaSnapshot
import HitAreaTools

/// The screens of the accuracy benchmark, built the way a careful engineer would set them up:
/// every target's hit area at least 44 × 44 pt (``HitArea/minimumSize(_:)``), at 0.16 mm/pt.
enum AccuracyLayouts {
  static let millimetresPerPoint = 0.16

  /// Points for a length in millimetres.
  static func pt(_ mm: Double) -> Double { mm / millimetresPerPoint }

  static func all() -> [LayoutSnapshot] {
    [gaplessKeyRow(), iconToolbar(), closeButtonOnCard(), settingsList(), playerControls()]
      + fixtureScreens()
  }

  /// The real screen dumps of the test fixtures, with every target given
  /// ``HitArea/minimumSize(_:)`` of 44 pt where it has no hit area of its own.
  static func fixtureScreens() -> [LayoutSnapshot] {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Tests/HitAreaToolsTests/Fixtures/screens").standardized
    let files = [
      ("settings (XCUITest)", "ios_xcuitest_settings_top_390x844.xml"),
      ("settings › accessibility (XCUITest)", "ios_xcuitest_settings_accessibility_375x667.xml"),
      ("Sync.ME (RICO)", "enrico_10594_syncme_hierarchy.json"),
    ]
    return files.compactMap { name, file in
      guard var s = try? LayoutSnapshot.load(contentsOf: folder.appendingPathComponent(file)) else {
        print("accuracy: fixture \(file) not found next to the benchmark; skipped")
        return nil
      }
      s.name = name
      for i in s.nodes.indices where s.nodes[i].isTarget && s.nodes[i].hitArea.isBounds {
        s.update(nodeAt: i) { $0.hitArea = .minimumSize(44) }
      }
      return s
    }
  }

  static func screen(_ name: String) -> LayoutSnapshot {
    LayoutSnapshot(
      root: LayoutNode(id: "window", frame: Rect(x: 0, y: 0, width: 390, height: 844)),
      name: name, millimetresPerPoint: millimetresPerPoint)
  }

  static func target(_ id: String, _ frame: Rect, type: String = "UIButton") -> LayoutNode {
    LayoutNode(id: id, type: type, frame: frame, isTarget: true, hitArea: .minimumSize(44))
  }

  static func label(_ text: String, _ frame: Rect) -> LayoutNode {
    LayoutNode(
      id: "label", type: "UILabel", label: text, frame: frame, isUserInteractionEnabled: false)
  }

  /// Ten touching 5.6 × 8.5 mm keys (35 × 53.125 pt), each enlarged to 44 pt wide: the
  /// enlargements overlap their neighbours' keys.
  static func gaplessKeyRow() -> LayoutSnapshot {
    var s = screen("gapless key row")
    let (w, h) = (pt(5.6), pt(8.5))
    let row = s.append(
      LayoutNode(id: "keyboard", frame: Rect(x: 0, y: 560, width: 390, height: 284)), to: s.root)
    for (i, letter) in "qwertyuiop".enumerated() {
      let key = s.append(
        target("key-\(letter)", Rect(x: 20 + Double(i) * w, y: 10, width: w, height: h)),
        to: row)
      s.append(label(String(letter), Rect(x: 0, y: 0, width: w, height: h)), to: key)
    }
    return s
  }

  /// Four 5 mm icons (31.25 pt) 1 mm (6.25 pt) apart in a tab bar, each enlarged to 44 pt.
  static func iconToolbar() -> LayoutSnapshot {
    var s = screen("icon toolbar")
    let (side, gap) = (pt(5), pt(1))
    let bar = s.append(
      LayoutNode(
        id: "toolbar", type: "UIToolbar", frame: Rect(x: 0, y: 761, width: 390, height: 49)),
      to: s.root)
    let width = 4 * side + 3 * gap
    for i in 0..<4 {
      let x = (390 - width) / 2 + Double(i) * (side + gap)
      let icon = s.append(
        target("icon\(i)", Rect(x: x, y: (49 - side) / 2, width: side, height: side)), to: bar)
      s.append(
        LayoutNode(
          id: "image", type: "UIImageView", frame: Rect(x: 0, y: 0, width: side, height: side),
          isUserInteractionEnabled: false),
        to: icon)
    }
    return s
  }

  /// A 3 mm close button (18.75 pt) touching the right edge of a 15 × 10 mm card
  /// (93.75 × 62.5 pt), in front of it and enlarged to 44 pt.
  static func closeButtonOnCard() -> LayoutSnapshot {
    var s = screen("close button on card")
    let card = Rect(x: 120, y: 300, width: pt(15), height: pt(10))
    let c = s.append(target("card", card, type: "UIControl"), to: s.root)
    s.append(
      label("Title", Rect(x: 8, y: 8, width: card.width - 16, height: 20)), to: c)
    s.append(
      target("close", Rect(x: card.maxX, y: card.minY, width: pt(3), height: pt(3))), to: s.root)
    return s
  }

  /// A grouped settings list: eight 44 pt rows, three of them with a switch (51 × 31 pt,
  /// enlarged to 44 pt tall) inside the row's content view.
  static func settingsList() -> LayoutSnapshot {
    var s = screen("settings list")
    let table = s.append(
      LayoutNode(
        id: "table", type: "UITableView", frame: Rect(x: 0, y: 0, width: 390, height: 844),
        boundsOrigin: Point(x: 0, y: -100)),
      to: s.root)
    for i in 0..<8 {
      let cell = s.append(
        target(
          "row\(i)", Rect(x: 0, y: Double(i) * 44, width: 390, height: 44),
          type: "UITableViewCell"),
        to: table)
      let content = s.append(
        LayoutNode(
          id: "content\(i)", type: "UITableViewCellContentView",
          frame: Rect(x: 0, y: 0, width: 390, height: 44)),
        to: cell)
      s.append(label("Setting \(i)", Rect(x: 20, y: 11, width: 200, height: 22)), to: content)
      if i % 2 == 1 {
        s.append(
          target(
            "switch\(i)", Rect(x: 390 - 16 - 51, y: 6.5, width: 51, height: 31),
            type: "UISwitch"),
          to: content)
      }
    }
    return s
  }

  /// A media player's controls: a scrubber above a dense row of transport buttons (22, 30, 48,
  /// 30, 22 pt, 8 pt apart) and three small 22 pt buttons below.
  static func playerControls() -> LayoutSnapshot {
    var s = screen("player controls")
    let bar = s.append(
      LayoutNode(id: "controls", frame: Rect(x: 0, y: 620, width: 390, height: 200)), to: s.root)
    s.append(
      target("scrubber", Rect(x: 16, y: 10, width: 358, height: 31), type: "UISlider"), to: bar)
    let centreY = 10 + 31 + 6 + 24.0
    let sizes: [(String, Double)] = [
      ("shuffle", 22), ("previous", 30), ("play", 48), ("next", 30), ("repeat", 22),
    ]
    let total = sizes.map(\.1).reduce(0, +) + 8 * Double(sizes.count - 1)
    var x = (390 - total) / 2
    for (id, side) in sizes {
      s.append(target(id, Rect(x: x, y: centreY - side / 2, width: side, height: side)), to: bar)
      x += side + 8
    }
    for (id, x) in [("airplay", 24.0), ("lyrics", 184), ("queue", 344)] {
      s.append(target(id, Rect(x: x, y: 120, width: 22, height: 22)), to: bar)
    }
    return s
  }

  /// A 100-target screen for the speed measurement: ten rows of ten 30 pt buttons 8 pt apart,
  /// each enlarged to 44 pt and holding a label.
  static func hundredTargets() -> LayoutSnapshot {
    var s = screen("100 targets")
    for r in 0..<10 {
      let row = s.append(
        LayoutNode(
          id: "row\(r)", frame: Rect(x: 0, y: 100 + Double(r) * 60, width: 390, height: 60)),
        to: s.root)
      for c in 0..<10 {
        let button = s.append(
          target("b\(r)-\(c)", Rect(x: 5 + Double(c) * 38, y: 15, width: 30, height: 30)), to: row)
        s.append(label("\(r)\(c)", Rect(x: 0, y: 0, width: 30, height: 30)), to: button)
      }
    }
    return s
  }
}
