import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot
import Testing

/// Every node gets a label people know, unique on the screen, and a Swift name from it.
@Suite struct ReportNamesTests {
  /// A list screen from an Android dump: ids are paths, as importers make them for repeated
  /// resource ids.
  static func list() -> LayoutSnapshot {
    var s = LayoutSnapshot(
      root: LayoutNode(
        id: "0", type: "android.widget.FrameLayout",
        frame: Rect(x: 0, y: 0, width: 400, height: 800)),
      unit: .dp)
    func add(_ node: LayoutNode, to parent: Int) -> Int { s.append(node, to: parent) }
    for row in 0..<2 {
      let r = add(
        LayoutNode(
          id: "0/\(row)", type: "android.widget.LinearLayout",
          frame: Rect(x: 0, y: Double(row) * 60, width: 400, height: 60), isTarget: true),
        to: 0)
      var title = LayoutNode(
        id: "0/\(row)/0", type: "android.widget.TextView", label: "  Auto-\nCorrection ",
        frame: Rect(x: 10, y: 10, width: 200, height: 40))
      title.identifier = "android:id/title"
      _ = add(title, to: r)
      var play = LayoutNode(
        id: "0/\(row)/1", type: "android.widget.ImageButton",
        frame: Rect(x: 350, y: 10, width: 40, height: 40), isTarget: true)
      play.identifier = "com.example.player:id/play"
      _ = add(play, to: r)
    }
    _ = add(
      LayoutNode(
        id: "0/2", type: "XCUIElementTypeSwitch", label: "Wi-Fi",
        frame: Rect(x: 0, y: 200, width: 51, height: 31), isTarget: true),
      to: 0)
    _ = add(
      LayoutNode(
        id: "0/3", type: "android.widget.TextView",
        label: "A very long caption that goes on and on past the limit",
        frame: Rect(x: 0, y: 300, width: 400, height: 40)),
      to: 0)
    return s
  }

  @Test func labelsComeFromWhatTheDumpHas() {
    let names = Self.list().reportNames
    #expect(
      names.labels == [
        "FrameLayout",
        "LinearLayout ‘Auto- Correction’ #1", "TextView ‘Auto- Correction’ #1",
        "ImageButton play #1",
        "LinearLayout ‘Auto- Correction’ #2", "TextView ‘Auto- Correction’ #2",
        "ImageButton play #2",
        "Switch ‘Wi-Fi’",
        "TextView ‘A very long caption that goes o…’",
      ])
    #expect(Set(names.labels).count == names.labels.count)
  }

  @Test func variablesAreSwiftIdentifiers() {
    let names = Self.list().reportNames
    #expect(names.variables[1] == "autoCorrectionLinearLayout1")
    #expect(names.variables[3] == "playImageButton1")
    #expect(names.variables[6] == "playImageButton2")
    #expect(names.variables[7] == "wiFiSwitch")
    #expect(Set(names.variables).count == names.variables.count)
    for variable in names.variables {
      #expect(variable.first.map { $0.isLetter || $0 == "_" || $0 == "`" } == true, "\(variable)")
      #expect(!variable.contains("/") && !variable.contains(" "), "\(variable)")
    }
  }

  @Test(
    arguments: [
      ("close", "UIButton", nil, "close"),  // an id that is a Swift name stays
      ("0/1", "UIButton", "OK", "okButton"),
      ("0/1", "XCUIElementTypeOther", "Settings", "settingsView"),
      ("0/1", "android.widget.TextView", "1", "textView1"),
      ("0/1", "UIButton", "设置", "button"),
      ("0/1", nil, "Follow button", "followButton"),
      ("0/1", "UIButton", "Follow button", "followButton"),
      ("0/1", nil, nil, "view"),
      ("default", nil, nil, "`default`"),
      // An id that reads as a type (`UIButton.hitArea` is a static member) or names a class of
      // the system's is no variable: the name is derived.
      ("UIButton", "UIButton", nil, "uiButton"),
      ("Back", "XCUIElementTypeButton", "Back", "backButton"),
      (
        "_TtGC7SwiftUI32NavigationStackHosting", "XCUIElementTypeNavigationBar",
        "_TtGC7SwiftUI32NavigationStackHosting", "navigationBar"
      ),
      ("Self", nil, nil, "`self`"), ("0/1", "UIButton", "URLField", "urlFieldButton"),
      ("0/1", "UIButton", "URLs", "urlsButton"), ("0/1", "UIButton", "As", "asButton"),
    ] as [(String, String?, String?, String)])
  func oneVariable(_ id: String, _ type: String?, _ label: String?, _ expected: String) {
    let node = LayoutNode(id: id, type: type, label: label, frame: .zero)
    var s = LayoutSnapshot(root: LayoutNode(id: "root", frame: .zero))
    s.append(node, to: 0)
    #expect(s.reportNames.variables[1] == expected)
  }

  /// A node's names come from its own type as it is spelled, whatever another node's type
  /// that is the same `String` (`é` precomposed or not) looks like: a kind made for one type is
  /// not lent to the other.
  @Test func namesComeFromTheNodesOwnSpellingOfItsType() {
    func names(_ spellings: [String]) -> ReportNames {
      var s = LayoutSnapshot(
        root: LayoutNode(id: "root", frame: Rect(x: 0, y: 0, width: 300, height: 300)))
      for (k, spelling) in spellings.enumerated() {
        _ = s.append(
          LayoutNode(
            id: "x-\(k)", type: "com.app." + spelling,
            frame: Rect(x: 0, y: Double(k) * 50, width: 40, height: 40), isTarget: true),
          to: 0)
      }
      return s.reportNames
    }
    let composed = "Caf\u{E9}"
    let decomposed = "Cafe\u{301}"
    for spellings in [[decomposed, decomposed], [composed, decomposed]] {
      let made = names(spellings)
      #expect(Array(made.labels[2].utf8) == Array("\(decomposed) x-1".utf8), "\(spellings)")
      #expect(made.variables[2] == "x1Cafe", "\(spellings)")
    }
  }

  @Test func aNumberedLabelSkipsALabelAlreadyTaken() {
    var s = LayoutSnapshot(root: LayoutNode(id: "root", frame: .zero))
    s.append(LayoutNode(id: "a", label: "OK #1", frame: .zero), to: 0)
    s.append(LayoutNode(id: "b", label: "OK", frame: .zero), to: 0)
    s.append(LayoutNode(id: "c", label: "OK", frame: .zero), to: 0)
    #expect(Array(s.reportNames.labels.dropFirst()) == ["OK #1", "OK #2", "OK #3"])
  }

  /// Names are made on first read, once, whichever task reads first: many tasks reading a
  /// screen's new names at once all get the names a fresh read gives, and copies stay equal.
  @Test func namesReadByManyTasksAtOnceAreMadeOnce() async {
    let expected = ReportNames(Self.list())
    let reads = (expected.labels, expected.variables)
    for _ in 0..<20 {
      let names = ReportNames(Self.list())
      let copy = names
      await withTaskGroup(of: ([String], [String]).self) { group in
        for k in 0..<8 {
          group.addTask {
            k.isMultiple(of: 2) ? (names.labels, names.variables) : (copy.labels, copy.variables)
          }
        }
        for await read in group { #expect(read.0 == reads.0 && read.1 == reads.1) }
      }
      #expect(names == expected && names.hashValue == expected.hashValue && copy == names)
    }
  }
}
