import Foundation
import Testing

/// Each platform in its own words on the command line: the default standard per format, sizes in
/// the platform's unit, Android fixes for Android dumps, names people know, `--containers`.
@Suite struct PlatformWordsEndToEndTests {
  typealias E2E = CommandEndToEndTests

  static let languages = E2E.fixture("android_uiautomator2_settings_languages_1080x2160.xml")
  static let settings = E2E.fixture("ios_xcuitest_settings_accessibility_375x667.xml")

  @Test func androidDumpsAreAuditedAgainstAndroidInDP() throws {
    let r = try E2E.run(["audit", Self.languages, "--px-per-dp", "2.75"])
    #expect(r.status == 1, "\(r.stderr)")
    #expect(r.stdout.contains("against Android (48×48 dp)"))
    #expect(r.stdout.contains("error min-size ImageButton ‘More options’ (0/0/0/0/0/0/0/2/0)"))
    #expect(r.stdout.contains("reaches 40.36×48 dp"))
    #expect(!r.stdout.contains(" pt") && !r.stdout.contains("VoiceOver"))
    #expect(!r.stdout.contains(".hitArea ="))
    // An explicit standard still wins.
    let ios = try E2E.run(["audit", Self.languages, "--px-per-dp", "2.75", "--standard", "ios"])
    #expect(ios.stdout.contains("against iOS (44×44 pt)"))
  }

  /// `--px-per-dp` takes a density written in decimal, from 0.5 to 10: 1e-300 made every view
  /// vanish and the screen passed with no targets, and `0x10` was read as 16.
  @Test(arguments: ["1e-300", "0", "-2", "11", "0x10", "nan", "2,625"])
  func anImplausibleDensityIsRefused(_ value: String) throws {
    let r = try E2E.run(["audit", Self.languages, "--px-per-dp", value])
    #expect(r.status == 2, "\(r.stdout)")
    #expect(r.stdout.isEmpty)
    #expect(r.stderr.hasPrefix("hitarea: usage error: --px-per-dp must be "), "\(r.stderr)")
  }

  @Test(arguments: ["0.5", "2625e-3", "10"])
  func aDensityInRangeIsRead(_ value: String) throws {
    let r = try E2E.run(["audit", Self.languages, "--px-per-dp", value, "--format", "json"])
    #expect([0, 1].contains(r.status), "\(r.stderr)")
  }

  /// `fix` says so when no hit area fixes an undersized target (GTXiLib measures the frame),
  /// where it said there was no undersized target at all.
  @Test func fixNamesTheTargetsNoHitAreaFixes() throws {
    let login = E2E.fixture("ios_wda_source_skeleton_login_402x874.json")
    let gtx = try E2E.run(["fix", login, "--standard", "gtx"])
    #expect(gtx.status == 0, "\(gtx.stderr)")
    #expect(
      gtx.stdout
        == "no hit area can fix the 3 undersized targets against GTXiLib minimum tappable area "
        + "(44×44 pt): `hitarea audit` says what would.\n")
    let folder = try E2E.run(["fix", login, Self.settings, "--standard", "gtx"])
    #expect(folder.stdout.contains(": no hit area can fix the 3 undersized targets"))
    let ios = try E2E.run(["fix", login])
    #expect(ios.stdout.hasPrefix("3 fixes against iOS (44×44 pt):\n"), "\(ios.stdout)")
    #expect(!ios.stdout.contains("no hit area can fix"))
  }

  @Test func iosDumpsAreAuditedAgainstIOSInPoints() throws {
    let r = try E2E.run(["audit", Self.settings, "--format", "json"])
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    #expect(json["standard"] as? String == "ios")
  }

  /// A fix whose area a container cuts says so in its Kotlin, as the text does.
  @Test func kotlinSaysWhatCutsTheArea() throws {
    let dialog = """
      <hierarchy rotation="0">
        <node class="android.widget.FrameLayout" bounds="[77,900][1003,1500]">
          <node resource-id="android:id/buttonPanel" class="android.widget.LinearLayout" bounds="[77,1400][1003,1500]">
            <node text="OK" resource-id="com.example:id/ok" class="android.widget.Button" clickable="true" bounds="[800,1410][980,1490]"/>
          </node>
        </node>
      </hierarchy>
      """
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hitarea-cut-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("dialog.xml").path
    try dialog.write(toFile: file, atomically: true, encoding: .utf8)
    let run = try E2E.run(["fix", file, "--px-per-dp", "2.625", "--format", "android"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stdout.contains(
        "// LinearLayout buttonPanel cuts this area: install the TouchDelegate on an ancestor "
          + "that holds it\nval ok = findViewById<View>(R.id.ok)"), "\(run.stdout)")
  }

  @Test func fixSpeaksAndroidForAndroidDumps() throws {
    let text = try E2E.run(["fix", Self.languages, "--px-per-dp", "2.75"])
    #expect(text.status == 0, "\(text.stderr)")
    #expect(text.stdout.contains("ImageButton ‘More options’: a TouchDelegate grown by"))
    // The button is on the screen's right edge: it grows to the left only, so padding on that
    // side is the XML fix.
    #expect(text.stdout.contains("android:paddingLeft=\""))
    let android = try E2E.run(["fix", Self.languages, "--px-per-dp", "2.75", "--format", "android"])
    #expect(android.stdout.contains("TouchDelegate(area, moreOptionsImageButton)"))
    #expect(
      android.stdout.contains("// or, in Compose: Modifier.minimumInteractiveComponentSize()"))
    let json = try E2E.run(["fix", Self.languages, "--px-per-dp", "2.75", "--format", "json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let fixes = try #require(object["fixes"] as? [[String: Any]])
    let first = try #require(fixes.first)
    #expect(first["swift"] is String)  // the contract keeps its keys
    let fix = try #require(first["android"] as? [String: Any])
    #expect(fix["variable"] as? String == "moreOptionsImageButton")
    let growth = try #require(fix["growth"] as? [Double])
    #expect(growth.count == 4 && growth[1] > 0 && growth[3] == 0)
    let size = try #require(fix["size"] as? [Double])
    #expect(size.count == 2 && abs(size[0] - 48) < 0.01 && abs(size[1] - 48) < 0.01)
    #expect(fix["kotlin"] is String && fix["xml"] is String)

    let ios = try E2E.run(["fix", Self.settings, "--format", "android"])
    #expect(ios.status == 2 && ios.stderr.contains("--format android needs a screen from Android"))
    // Over several files, each screen's Kotlin after its path (the text format was printed);
    // a screen from iOS is named and passed.
    let both = try E2E.run(
      ["fix", Self.languages, Self.settings, "--px-per-dp", "2.75", "--format", "android"])
    #expect(both.status == 0, "\(both.stderr)")
    let (dumpA, dumpB) = (
      Self.languages.split(separator: "/").last, Self.settings.split(separator: "/").last
    )
    #expect(both.stdout.hasPrefix("// "))
    #expect(both.stdout.contains("\(dumpA ?? "")\n// ImageButton ‘More options’: grow"))
    #expect(both.stdout.contains("TouchDelegate(area, moreOptionsImageButton)"))
    #expect(
      both.stdout.contains(
        "\(dumpB ?? "")\n// from iOS: no Android code (use --format swift)\n"))
    #expect(!both.stdout.contains("a TouchDelegate grown by"))
    // Swift's `hitArea` for an Android screen: refused, and named over several files (it
    // printed `moreOptionsImageButton.hitArea = .minimumSize(48)`).
    let swift = try E2E.run(["fix", Self.languages, "--px-per-dp", "2.75", "--format", "swift"])
    #expect(swift.status == 2 && swift.stderr.contains("--format swift needs a screen from iOS"))
    let swiftBoth = try E2E.run(
      ["fix", Self.languages, Self.settings, "--px-per-dp", "2.75", "--format", "swift"])
    #expect(swiftBoth.status == 0, "\(swiftBoth.stderr)")
    #expect(
      swiftBoth.stdout.contains(
        "\(dumpA ?? "")\n// from Android: no Swift code (use --format android)\n"))
    #expect(!swiftBoth.stdout.contains(".hitArea = .minimumSize(48)"))
  }

  @Test func opaqueContainersCanBeChosen() throws {
    let passing = try E2E.run(["probe", Self.languages, "196", "400", "--px-per-dp", "2.75"])
    #expect(
      passing.stdout.hasPrefix("touch at (196, 400) under frontmost: Button ‘Add a language’"))
    let opaque = try E2E.run([
      "probe", Self.languages, "196", "250", "--px-per-dp", "2.75", "--containers", "opaque",
    ])
    #expect(!opaque.stdout.hasPrefix("touch at (196, 250) under frontmost: no view"))
    let open = try E2E.run(["probe", Self.languages, "196", "250", "--px-per-dp", "2.75"])
    #expect(open.stdout.hasPrefix("touch at (196, 250) under frontmost: no view"))
  }

  /// A candidate's distance is in the screen's unit (an Android screen's said "8 pt away").
  @Test func probeDistancesAreInTheScreensUnit() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hitarea-probe-unit-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (unit, word) in [("dp", "dp"), ("pt", "pt")] {
      let file = folder.appendingPathComponent("\(unit).json").path
      let json =
        #"{"format": "hitarea.layout", "version": 1, "unit": "\#(unit)", "root": {"id": "root", "#
        + #""frame": [0, 0, 400, 800], "children": [{"id": "a", "type": "ImageButton", "#
        + #""frame": [100, 100, 24, 24], "target": true, "hitArea": {"outsets": [12, 12, 12, 12]}}]}}"#
      try json.write(toFile: file, atomically: false, encoding: .utf8)
      let r = try E2E.run(["probe", file, "92", "112"])
      #expect(r.stdout.contains("(a): 8 \(word) away"), "\(r.stdout)")
    }
  }

  @Test func theSimulationTableNamesTargetsAsPeopleDo() throws {
    let r = try E2E.run([
      "simulate", Self.languages, "--px-per-dp", "2.75", "--taps", "200", "--policy", "frontmost",
    ])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout.contains("\nButton ‘Add a language’ "))
    #expect(!r.stdout.contains("0/0/0/0"))
  }

  @Test func unsupportedFilesNameTheSupportedFormats() throws {
    let r = try E2E.run(["audit", "-"], stdin: Data("<html><body/></html>".utf8))
    #expect(r.status == 2)
    #expect(r.stderr.contains("supported formats: snapshot"))
    #expect(r.stderr.contains("uiautomator2 (Appium UiAutomator2 page source)"))
  }
}
