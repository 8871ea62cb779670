import Foundation
import HitAreaAuditing
import HitAreaKit
import HitAreaKitTestSupport
import HitAreaSnapshot
import Testing

@testable import HitAreaTools

@Suite struct UIAutomatorImporterTests {
  static let dump = """
    <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
    <hierarchy rotation="0">
      <node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="com.example" content-desc="" clickable="false" enabled="true" bounds="[0,0][1080,2400]">
        <node index="0" text="" resource-id="com.example:id/list" class="androidx.recyclerview.widget.RecyclerView" clickable="false" enabled="true" scrollable="true" bounds="[0,210][1080,2400]">
          <node index="0" text="Wi‑Fi" resource-id="com.example:id/row" class="android.widget.LinearLayout" clickable="true" enabled="true" bounds="[0,210][1080,420]">
            <node index="0" text="Wi‑Fi" resource-id="android:id/title" class="android.widget.TextView" clickable="false" bounds="[168,273][420,357]" />
          </node>
          <node index="1" text="Bluetooth" resource-id="com.example:id/row" class="android.widget.LinearLayout" long-clickable="true" enabled="false" bounds="[0,420][1080,630]" />
        </node>
        <node index="1" text="" resource-id="com.example:id/close" class="android.widget.ImageButton" content-desc="Close" clickable="true" enabled="true" visible-to-user="false" bounds="[963,84][1047,168]" />
      </node>
    </hierarchy>
    """

  static let options = ImportOptions(pixelsPerDP: 2.625)

  @Test func importsInDP() throws {
    let s = try LayoutSnapshot.load(
      data: Data(Self.dump.utf8), file: "window_dump.xml", options: Self.options)
    #expect(s.name == "window_dump")
    #expect(s.unit == .dp && s.pointsPerUnit == 1 && s.millimetresPerPoint == 25.4 / 160)
    #expect(s.nodes.count == 6)
    #expect(s.nodes[0].frame == Rect(x: 0, y: 0, width: 1080 / 2.625, height: 2400 / 2.625))
    // resource ids are ids when unique ("com.example:id/row" is used twice).
    #expect(
      s.nodes.map(\.id) == [
        "0", "com.example:id/list", "0/0/0", "android:id/title", "0/0/1", "com.example:id/close",
      ])
    #expect(s.nodes.map(\.isTarget) == [false, false, true, false, true, true])
    #expect(s.nodes[2].label == "Wi‑Fi" && s.nodes[5].label == "Close")  // content-desc first
    #expect(s.nodes[2].type == "android.widget.LinearLayout")
    #expect(!s.nodes[4].isEnabled && s.nodes[5].isHidden)
    // Parent-relative: the title is at (168, 273) − (0, 210) pixels inside its row.
    #expect(
      s.nodes[3].frame
        == Rect(
          x: 168 / 2.625, y: 273 / 2.625 - 210 / 2.625, width: 252 / 2.625, height: 84 / 2.625))
    // A view that is not clickable lets touches through.
    #expect(
      s.nodes[3].passesTouchesThrough && s.nodes[0].passesTouchesThrough
        && !s.nodes[2].passesTouchesThrough)
    #expect(s.platform == .android)
    // Identifiers keep the resource id even where it is not unique.
    #expect(
      s.nodes[2].identifier == "com.example:id/row"
        && s.nodes[4].identifier == s.nodes[2].identifier)
    #expect(s.reportNames.labels[2] == "LinearLayout ‘Wi‑Fi’")
    #expect(s.reportNames.labels[4] == "LinearLayout ‘Bluetooth’")
    #expect(s.reportNames.labels[5] == "ImageButton ‘Close’")
    #expect(s.hitID(200 / 2.625, 300 / 2.625) == "0/0/0")
  }

  /// A file written by `adb exec-out uiautomator dump /dev/tty > dump.xml` reads as the dump.
  ///
  /// It holds the dump, then the line uiautomator prints (as it spells it), on the document's
  /// last line as uiautomator writes it, or after a line end. Other text after the document, or
  /// the line before it, is still an error.
  @Test(arguments: [
    ("UI hierchary dumped to: /dev/tty\n", true), ("UI hierchary dumped to: /dev/tty", true),
    ("\nUI hierchary dumped to: /dev/tty\r\n", true), ("UI hierarchy dumped to: /dev/tty\n", true),
    ("\n\nUI hierchary dumped to: /sdcard/window dump.xml \n\n", true),
    ("UI hierchary dumped to: /dev/tty\nmore\n", false), ("UI dumped to: /dev/tty\n", false),
    ("ui hierchary dumped to: /dev/tty\n", false), ("x UI hierchary dumped to: /dev/tty", false),
    ("\u{C}UI hierchary dumped to: /dev/tty", false),
  ])
  func theMessageAfterADumpToStandardOutputIsNotTheDumps(_ message: String, reads: Bool) throws {
    let expected = try LayoutSnapshot.load(
      data: Data(Self.dump.utf8), file: "dump.xml", options: Self.options)
    for separator in ["", "\n", "\r\n"] {
      let text = Self.dump + separator + message
      if reads {
        let s = try LayoutSnapshot.load(
          data: Data(text.utf8), file: "dump.xml", options: Self.options)
        #expect(s == expected)
      } else {
        let error = try #require(
          ImportFixtures.error(text, file: "dump.xml", options: Self.options))
        #expect(error.kind == .syntax, "\(error)")
      }
    }
    // Before the document, it is not the dump's either, read as a uiautomator dump.
    var options = Self.options
    options.format = .uiautomator
    #expect(ImportFixtures.error(message + Self.dump, options: options) != nil)
  }

  /// The cut keeps what the text check said of the file: a message whose path is not UTF-8
  /// leaves a file that is not UTF-8 text, refused as such.
  @Test func aFileThatIsNotUTF8IsRefusedWithItsMessage() throws {
    let bytes = Array(Self.dump.utf8) + Array("UI hierchary dumped to: /tmp/".utf8) + [0xFF, 0x0A]
    let error = try #require(ImportFixtures.error(bytes: bytes, options: Self.options))
    #expect(error.kind == .notUTF8, "\(error)")
  }

  @Test func theDensityIsRequired() throws {
    let error = try #require(ImportFixtures.error(Self.dump, file: "window_dump.xml"))
    #expect(error.file == "window_dump.xml" && error.path == "")
    #expect(error.message.contains("--px-per-dp"))
    #expect(
      error.description
        == "window_dump.xml: uiautomator dumps do not record the screen density: give it with "
        + "--px-per-dp (device pixels per dp, the density divided by 160, such as 2.625 or 3)")
    let zero = try #require(ImportFixtures.error(Self.dump, options: ImportOptions(pixelsPerDP: 0)))
    #expect(zero.message == "--px-per-dp must be a positive number, found 0.0")
  }

  /// Windows of one area: as Android lists them, top first (the first in front).
  @Test func windowsOfOneAreaAreTopFirst() throws {
    let xml = """
      <hierarchy rotation="0">
        <node class="top" bounds="[0,0][100,100]"/>
        <node class="under" bounds="[0,0][100,100]"/>
      </hierarchy>
      """
    let s = try LayoutSnapshot.load(
      data: Data(xml.utf8), file: "two.xml", options: ImportOptions(pixelsPerDP: 2))
    #expect(s.nodes.map(\.type) == ["hierarchy", "under", "top"])
  }

  @Test func severalWindowsGetASyntheticRoot() throws {
    let xml = """
      <hierarchy rotation="0">
        <node class="a" bounds="[0,0][100,100]"/>
        <node class="b" bounds="[0,100][100,300]" clickable="true"/>
      </hierarchy>
      """
    let s = try LayoutSnapshot.load(
      data: Data(xml.utf8), file: "two.xml", options: ImportOptions(pixelsPerDP: 2))
    // The larger window behind the smaller (drawn first).
    #expect(s.nodes.map(\.type) == ["hierarchy", "b", "a"])
    #expect(s.nodes[0].frame == Rect(x: 0, y: 0, width: 50, height: 150))
    #expect(s.nodes[1].frame == Rect(x: 0, y: 50, width: 50, height: 100))
  }

  /// A view with a zero width or height is hidden, as the other importers hide one: nothing of
  /// it is seen (it was audited, with a min-size and an activation-point error).
  @Test func aZeroSizeViewIsHidden() throws {
    let xml = """
      <hierarchy rotation="0">
        <node class="android.widget.FrameLayout" bounds="[0,0][1080,2400]">
          <node text="Gone" class="android.widget.Button" clickable="true" bounds="[500,1000][500,1000]"/>
          <node text="Flat" class="android.widget.Button" clickable="true" bounds="[0,1200][1080,1200]"/>
        </node>
      </hierarchy>
      """
    let s = try LayoutSnapshot.load(data: Data(xml.utf8), file: "zero.xml", options: Self.options)
    #expect(s.nodes.filter(\.isHidden).compactMap(\.label) == ["Gone", "Flat"])
    #expect(s.audit().findings.isEmpty)
  }

  /// An enabled button in a disabled form or a disabled row is hit and audited.
  ///
  /// Android hands it its touches (a view's `enabled="false"` reaches none of its children). It
  /// was skipped with the disabled view, as UIKit skips a disabled control's subviews: "no
  /// findings". A disabled row that holds no enabled target stays disabled.
  @Test func anEnabledButtonInADisabledViewIsReached() throws {
    let xml = """
      <hierarchy rotation="0">
        <node class="android.widget.FrameLayout" bounds="[0,0][1080,2400]">
          <node resource-id="com.example:id/form" class="android.widget.LinearLayout" enabled="false" bounds="[0,200][1080,1200]">
            <node content-desc="Info" class="android.widget.ImageButton" clickable="true" enabled="true" bounds="[40,500][100,560]"/>
          </node>
          <node resource-id="com.example:id/row" class="android.widget.LinearLayout" clickable="true" enabled="false" bounds="[0,1300][1080,1468]">
            <node content-desc="Help" class="android.widget.ImageButton" clickable="true" enabled="true" bounds="[980,1354][1040,1414]"/>
          </node>
          <node resource-id="com.example:id/off" class="android.widget.LinearLayout" clickable="true" enabled="false" bounds="[0,1500][1080,1530]">
            <node content-desc="Off" class="android.widget.ImageButton" clickable="true" enabled="false" bounds="[980,1500][1040,1530]"/>
          </node>
        </node>
      </hierarchy>
      """
    let s = try LayoutSnapshot.load(data: Data(xml.utf8), file: "forms.xml", options: Self.options)
    #expect(s.nodes.map(\.isEnabled) == [true, true, true, true, true, false, false])
    // The disabled row takes the touches around its button, and is no target, as a disabled
    // target is audited as none (a small one got a min-size error and a fix).
    #expect(s.nodes.map(\.isTarget) == [false, false, true, false, true, true, true])
    #expect(!s.nodes[3].passesTouchesThrough)
    // The small disabled row gets no finding of its own.
    let findings = s.audit().findings
    #expect(findings.allSatisfy { $0.target != "com.example:id/row" })
    #expect(
      findings.filter { $0.rule == .minSize }.map(\.label) == [
        "ImageButton ‘Info’", "ImageButton ‘Help’",
      ])
    let help = try #require(s.nodes.firstIndex { $0.label == "Help" })
    let frame = s.frameInRoot(help)
    #expect(s.hitID(frame.midX, frame.midY) == s.nodes[help].id)
  }

  /// A menu's window listed before the app's (Android lists windows top first, and tools gather
  /// them in a set): in front of the app, whatever the order (it was drawn behind, its items
  /// reported unreachable and their taps going to the rows under them).
  @Test(arguments: [false, true])
  func aMenuIsInFrontOfTheAppsWindow(_ menuLast: Bool) throws {
    let menu = """
      <node class="android.widget.FrameLayout" bounds="[500,200][1060,500]">
        <node text="Rename" class="android.widget.LinearLayout" clickable="true" bounds="[500,200][1060,350]"/>
        <node text="Delete" class="android.widget.LinearLayout" clickable="true" bounds="[500,350][1060,500]"/>
      </node>
      """
    let app = """
      <node class="android.widget.FrameLayout" bounds="[0,0][1080,2400]">
        <node text="Item one" class="android.widget.LinearLayout" clickable="true" bounds="[0,150][1080,450]"/>
      </node>
      """
    let xml = "<hierarchy rotation=\"0\">" + (menuLast ? app + menu : menu + app) + "</hierarchy>"
    let s = try LayoutSnapshot.load(data: Data(xml.utf8), file: "menu.xml", options: Self.options)
    let findings = s.audit().findings
    #expect(!findings.contains { $0.label.contains("Rename") || $0.label.contains("Delete") })
    #expect(findings.contains { $0.rule == .unreachable && $0.label.contains("Item one") })
  }

  /// A node's class is its type as written, a reference resolved; an empty class is no type;
  /// nodes of one class read the same text (each class's string is made once per file).
  @Test func classNamesAreTypesAsWritten() throws {
    let xml = """
      <hierarchy rotation="0">
        <node class="android.widget.FrameLayout" bounds="[0,0][100,100]">
          <node class="" bounds="[0,0][10,10]"/>
          <node class="a&amp;b.LongerThanFifteenBytes" bounds="[0,10][10,20]"/>
          <node class="android.widget.FrameLayout" bounds="[0,20][10,30]"/>
          <node class="a&amp;b.LongerThanFifteenBytes" bounds="[0,30][10,40]"/>
          <node bounds="[0,40][10,50]"/>
        </node>
      </hierarchy>
      """
    let s = try LayoutSnapshot.load(
      data: Data(xml.utf8), file: "classes.xml", options: ImportOptions(pixelsPerDP: 2))
    #expect(
      s.nodes.map(\.type) == [
        "android.widget.FrameLayout", nil, "a&b.LongerThanFifteenBytes",
        "android.widget.FrameLayout", "a&b.LongerThanFifteenBytes", nil,
      ])
  }

  @Test(
    arguments: [
      ("[0,0][10,20]", [0.0, 0, 10, 20]), (" [ -5 , 3 ][ 7.5,8 ] ", [-5, 3, 7.5, 8]),
      ("[0,0][10]", nil), ("0,0,10,20", nil), ("[0,0][10,20]x", nil), ("[a,0][10,20]", nil),
      ("[0,0][10,20][1,1]", nil), ("[1e999,0][1,1]", nil), ("", nil),
    ] as [(String, [Double]?)])
  func boundsSyntax(_ text: String, _ expected: [Double]?) throws {
    let xml = #"<hierarchy><node bounds="\#(text)"/></hierarchy>"#
    let result = Result {
      try LayoutSnapshot.load(
        data: Data(xml.utf8), file: "b.xml", options: ImportOptions(pixelsPerDP: 1))
    }
    switch (result, expected) {
    case (.success(let s), let b?):
      #expect(s.nodes[0].frame == Rect(x: b[0], y: b[1], width: b[2] - b[0], height: b[3] - b[1]))
    case (.failure(let error as LayoutSnapshotError), nil):
      #expect(error.path == "hierarchy/node[0]@bounds")
      #expect(error.message == "expected [x1,y1][x2,y2] in pixels, found \"\(text)\" (line 1)")
    default:
      Issue.record("\(text): \(result)")
    }
  }

  /// Bounds read from their bytes are what reading them by characters gives, on random bounds
  /// and broken ones: whole and decimal numbers, signs, spaces, long numbers, other digits.
  @Test func boundsFromBytesMatchBoundsByCharacters() {
    var random = SplitMix64(seed: 0xB0_0D5)
    let pieces = [
      "0", "7", "1080", "-5", "-0", "007", "7.5", "1e3", "999999999999999", "1000000000000000",
      "123456789012345678", " ", "٣", "-", ".", "",
    ]
    let inserts = Array("[],-. 09a٣".utf8)
    var plain = 0
    for _ in 0..<20_000 {
      func number() -> String { RandomEdits.pick(pieces, &random) }
      var text = "[\(number()),\(number())][\(number()),\(number())]"
      if Bool.random(using: &random) {
        text = String(
          decoding: RandomEdits.mutated(Array(text.utf8), inserts: inserts, &random),
          as: UTF8.self)
      }
      let fromBytes = UIAutomatorImporter.bounds(text)
      #expect(
        fromBytes.map { $0.numbers.map(\.bitPattern) }
          == UIAutomatorImporter.boundsByCharacters(text).map { $0.numbers.map(\.bitPattern) },
        "\(text)")
      var copy = text
      if copy.withUTF8(UIAutomatorImporter.plainBounds) != nil { plain += 1 }
    }
    #expect(plain > 200)  // the byte path is taken, not only the fallback
  }

  @Test func missingBounds() throws {
    let xml =
      "<hierarchy>\n<node>\n<node bounds=\"[0,0][1,1]\"/>\n<node class=\"x\"/></node></hierarchy>"
    let error = try #require(ImportFixtures.error(xml, options: ImportOptions(pixelsPerDP: 1)))
    #expect(error.path == "hierarchy/node[0]@bounds")
    let inner =
      "<hierarchy>\n<node bounds=\"[0,0][1,1]\">\n<node bounds=\"[0,0][1,1]\"/>\n<node class=\"x\"/></node></hierarchy>"
    let second = try #require(ImportFixtures.error(inner, options: ImportOptions(pixelsPerDP: 1)))
    #expect(second.path == "hierarchy/node[0]/node[1]@bounds")
    #expect(second.message == "missing; expected [x1,y1][x2,y2] in pixels (line 4)")
  }
}

extension PixelBounds {
  /// The four numbers in the order they are written, to compare bit for bit.
  var numbers: [Double] { [x1, y1, x2, y2] }
}
