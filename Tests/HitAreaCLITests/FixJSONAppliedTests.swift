import Foundation
import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot
import HitAreaTools
import Testing

/// Applying what `hitarea fix --format json` prints — each node's hit area, each overflow
/// switch — removes every error a fix claims to remove, and adds none.
@Suite struct FixJSONAppliedTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var standard: TargetSizeStandard
    /// A fixture file, or a hand-made screen.
    var fixture: String?
    var screen: (@Sendable () -> LayoutSnapshot)?
    /// At least this many fixes meet the standard (the case tests something).
    var fullFixes: Int
    var testDescription: String { "\(name) (\(standard.rawValue))" }
  }

  static func fixture(_ file: String, _ standard: TargetSizeStandard, fullFixes: Int = 0) -> Case {
    Case(name: file, standard: standard, fixture: file, fullFixes: fullFixes)
  }

  static func screen(
    _ name: String, _ standard: TargetSizeStandard = .ios, fullFixes: Int,
    _ build: @escaping @Sendable () -> LayoutSnapshot
  ) -> Case {
    Case(name: name, standard: standard, screen: build, fullFixes: fullFixes)
  }

  static let settings = "ios_xcuitest_settings_top_390x844.xml"
  static let accessibility = "ios_xcuitest_settings_accessibility_375x667.xml"
  static let rico = "enrico_10594_syncme_hierarchy.json"

  static let cases: [Case] = [
    fixture(settings, .ios), fixture(settings, .android, fullFixes: 1),
    fixture(settings, .wcagAAA), fixture(accessibility, .ios),
    fixture(accessibility, .android, fullFixes: 2), fixture(accessibility, .wcagAA),
    fixture(rico, .android), fixture(rico, .wcagAAA),
    screen("a video backdrop behind small buttons", fullFixes: 7) { HandMadeScreens.video() },
    screen("buttons on the screen's edges", fullFixes: 4) { HandMadeScreens.edges() },
    screen("a toolbar that cuts its icons", fullFixes: 3) { HandMadeScreens.toolbar() },
    screen("a tight row of buttons", fullFixes: 1) { HandMadeScreens.tightRow() },
    screen("list rows converted from pixels", .android, fullFixes: 1) {
      HandMadeScreens.pixelRows()
    },
    screen("a feed", fullFixes: 4) { HandMadeScreens.feed() },
  ]

  @Test(arguments: cases)
  func applyingFixJSONRemovesEveryFixableError(_ c: Case) throws {
    let directory = FileManager.default.temporaryDirectory
    let file = directory.appendingPathComponent("fix-applied-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    if let fixture = c.fixture {
      let r = try CommandEndToEndTests.run([
        "convert", CommandEndToEndTests.fixture(fixture), "--output", file.path,
      ])
      try #require(r.status == 0, "\(r.stderr)")
    } else if let screen = c.screen {
      try screen().jsonData().write(to: file)
    }
    let snapshot = try LayoutSnapshot.load(contentsOf: file)
    let r = try CommandEndToEndTests.run([
      "fix", file.path, "--format", "json", "--standard", c.standard.rawValue,
    ])
    try #require(r.status == 0, "\(r.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    let fixes = try #require(json["fixes"] as? [[String: Any]])
    let switches = try #require(json["overflowSwitches"] as? [[String: Any]])

    // Apply it as a person would: each node's hit area, then each overflow switch.
    var fixed = snapshot
    var full: [String] = []
    for fix in fixes {
      let id = try #require(fix["target"] as? String)
      let i = try #require(fixed.index(of: id))
      let area = try #require(fix["hitArea"] as? [String: Any])
      let o = try #require(area["outsets"] as? [Double])
      let m = try #require(area["minimumSize"] as? [Double])
      fixed.update(nodeAt: i) {
        $0.hitArea = HitArea(
          outsets: EdgeOutsets(top: o[0], left: o[1], bottom: o[2], right: o[3]),
          minimumSize: Size(width: m[0], height: m[1]))
      }
      if (fix["shortfall"] as? [Double]) == [0, 0] { full.append(id) }
      if let container = fix["clippedBy"] as? String {
        #expect(switches.contains { $0["target"] as? String == container }, "\(id)")
      }
    }
    for s in switches {
      let id = try #require(s["target"] as? String)
      #expect((s["swift"] as? String)?.contains(".overflowsHitAreas = true") == true)
      let container = try #require(fixed.index(of: id))
      fixed.update(nodeAt: container) { $0.overflowsHitAreas = true }
    }
    #expect(full.count >= c.fullFixes, "\(fixes)")

    let audit = TapTargetAudit(standard: c.standard)
    let before = audit.audit(snapshot)
    let after = audit.audit(fixed)
    for id in full {
      #expect(
        after.only(.minSize, id)?.severity != .error,
        "\(id): \(String(describing: after.only(.minSize, id)))")
    }
    func key(_ f: AuditFinding) -> String { "\(f.rule) \(f.target) \(f.other ?? "")" }
    let old = Set(before.findings(atLeast: .error).map(key))
    let new = after.findings(atLeast: .error).filter { !old.contains(key($0)) }
    #expect(new.isEmpty, "\(new)")
    // Every error left is a target the fix could not bring up to the standard.
    for f in after.findings(atLeast: .error) where f.rule == .minSize {
      #expect(!full.contains(f.target), "\(f)")
    }
  }
}

extension AuditReport {
  /// The one finding of a rule about a target, if there is exactly one.
  fileprivate func only(_ rule: AuditRule, _ target: String) -> AuditFinding? {
    let matches = findings.filter { $0.rule == rule && $0.target == target }
    return matches.count == 1 ? matches.first : nil
  }
}

/// Screens where fixes used to go wrong.
enum HandMadeScreens {
  static func screen(_ width: Double = 390, _ height: Double = 844) -> LayoutSnapshot {
    LayoutSnapshot(
      root: LayoutNode(id: "window", frame: Rect(x: 0, y: 0, width: width, height: height)))
  }

  @discardableResult
  static func add(
    _ s: inout LayoutSnapshot, _ id: String, _ frame: Rect, in parent: Int? = nil,
    target: Bool = true
  ) -> Int {
    s.append(LayoutNode(id: id, frame: frame, isTarget: target), to: parent ?? s.root)
  }

  /// A full-screen video that pauses on a tap, with side buttons, corner buttons and a bar in
  /// front of it.
  static func video() -> LayoutSnapshot {
    var s = screen()
    add(&s, "video", Rect(x: 0, y: 0, width: 390, height: 844))
    for i in 0..<4 {
      add(&s, "side\(i)", Rect(x: 340, y: 300 + Double(i) * 60, width: 36, height: 30))
    }
    add(&s, "close", Rect(x: 12, y: 52, width: 30, height: 30))
    add(&s, "more", Rect(x: 348, y: 52, width: 30, height: 30))
    add(&s, "caption", Rect(x: 20, y: 760, width: 200, height: 20), target: false)
    add(&s, "mute", Rect(x: 330, y: 790, width: 28, height: 28))
    return s
  }

  /// Buttons touching each edge of the screen.
  static func edges() -> LayoutSnapshot {
    var s = screen()
    add(&s, "left", Rect(x: 0, y: 300, width: 30, height: 30))
    add(&s, "right", Rect(x: 360, y: 300, width: 30, height: 30))
    add(&s, "top", Rect(x: 180, y: 0, width: 30, height: 30))
    add(&s, "bottom", Rect(x: 180, y: 814, width: 30, height: 30))
    add(&s, "corner", Rect(x: 0, y: 0, width: 20, height: 20))
    return s
  }

  /// A 30-pt toolbar whose 20-pt icons need the overflow switch to reach 44 pt.
  static func toolbar() -> LayoutSnapshot {
    var s = screen()
    let bar = add(&s, "toolbar", Rect(x: 0, y: 100, width: 390, height: 30), target: false)
    for i in 0..<3 {
      add(&s, "icon\(i)", Rect(x: 40 + Double(i) * 120, y: 5, width: 20, height: 20), in: bar)
    }
    return s
  }

  /// Three 30-pt buttons 8 pt apart: neighbours limit each other.
  static func tightRow() -> LayoutSnapshot {
    var s = screen()
    for i in 0..<3 {
      add(&s, "b\(i)", Rect(x: 100 + Double(i) * 38, y: 400, width: 30, height: 30))
    }
    add(&s, "lone", Rect(x: 100, y: 600, width: 43.7, height: 43.6))
    return s
  }

  /// Android list rows of 165 px at 3.5 px/dp (47.14 dp), converted the way dumps are, so that
  /// neighbours overlap or part by rounding errors; a 47.5-dp chip that a neighbour stops.
  static func pixelRows() -> LayoutSnapshot {
    var s = screen(1080 / 3.5, 2340 / 3.5)
    for i in 0..<6 {
      let top = Double(300 + 165 * i) / 3.5
      let bottom = Double(300 + 165 * (i + 1)) / 3.5
      add(&s, "row\(i)", Rect(x: 0, y: top, width: 1080 / 3.5, height: bottom - top))
    }
    add(&s, "chip", Rect(x: 20, y: 40, width: 60, height: 47.5))
    add(&s, "chipNeighbour", Rect(x: 20, y: 87.5, width: 60, height: 48))
    return s
  }

  /// A feed of cells with small buttons, under a bar.
  static func feed() -> LayoutSnapshot {
    var s = screen()
    let bar = add(&s, "bar", Rect(x: 0, y: 47, width: 390, height: 44), target: false)
    add(&s, "back", Rect(x: 8, y: 10, width: 24, height: 24), in: bar)
    add(&s, "compose", Rect(x: 358, y: 10, width: 24, height: 24), in: bar)
    for r in 0..<10 {
      let cell = add(&s, "cell\(r)", Rect(x: 0, y: 91 + Double(r) * 72, width: 390, height: 72))
      add(&s, "like\(r)", Rect(x: 16, y: 40, width: 24, height: 24), in: cell)
      add(&s, "share\(r)", Rect(x: 60, y: 40, width: 24, height: 24), in: cell)
    }
    return s
  }
}
