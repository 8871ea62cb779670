import Foundation
import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot
import Testing

/// The audit speaks the screen's platform: its unit, its screen reader, its fixes.
@Suite struct PlatformWordsTests {
  static func screen(_ platform: ScreenPlatform?, unit: LayoutUnit = .pt) -> LayoutSnapshot {
    var s = LayoutSnapshot(
      root: LayoutNode(id: "0", frame: Rect(x: 0, y: 0, width: 400, height: 800)), unit: unit)
    s.platform = platform
    var play = LayoutNode(
      id: "0/0", type: "android.widget.ImageButton", label: "Play",
      frame: Rect(x: 100, y: 100, width: 40, height: 40), isTarget: true)
    play.identifier = "com.example:id/play"
    s.append(play, to: 0)
    // A button whose centre a front sibling covers.
    s.append(
      LayoutNode(
        id: "0/1", type: "android.widget.Button", label: "Send",
        frame: Rect(x: 100, y: 300, width: 100, height: 60), isTarget: true),
      to: 0)
    s.append(
      LayoutNode(
        id: "0/2", type: "android.widget.Button", label: "Cancel",
        frame: Rect(x: 140, y: 310, width: 100, height: 60), isTarget: true),
      to: 0)
    return s
  }

  /// The advice on separating two hit areas gives the screen's unit (an Android screen's said
  /// "pt of outset").
  @Test func overlapAdviceIsInTheScreensUnit() throws {
    for (platform, unit, word) in [
      (ScreenPlatform.android, LayoutUnit.dp, "dp"), (.ios, .pt, "pt"),
    ] {
      var s = LayoutSnapshot(
        root: LayoutNode(id: "0", frame: Rect(x: 0, y: 0, width: 400, height: 800)), unit: unit)
      s.platform = platform
      for (id, x) in [("a", 100.0), ("b", 150.0)] {
        s.append(
          LayoutNode(
            id: id, type: "Button", frame: Rect(x: x, y: 100, width: 40, height: 40),
            isTarget: true, hitArea: .outset(10)),
          to: 0)
      }
      let overlap = try #require(s.audit().findings.first { $0.rule == .overlap })
      #expect(overlap.fix.contains("at most 5 \(word) of outset"), "\(overlap.fix)")
    }
  }

  @Test func thePlatformIsRecordedOrInferred() {
    #expect(Self.screen(nil).effectivePlatform == .ios)
    #expect(Self.screen(nil, unit: .dp).effectivePlatform == .android)
    #expect(Self.screen(.android).effectivePlatform == .android)
    #expect(Self.screen(.ios, unit: .dp).effectivePlatform == .ios)
    #expect(ScreenPlatform.android.defaultStandard == .android)
    #expect(ScreenPlatform.ios.screenReader == "VoiceOver")
    #expect(ScreenPlatform.android.screenReader == "TalkBack")
  }

  @Test func androidScreensGetDPTalkBackAndAndroidFixes() throws {
    let s = Self.screen(.android, unit: .dp)
    let report = TapTargetAudit(standard: .android).audit(s)
    let size = try #require(report.only(.minSize, "0/0"))
    #expect(size.label == "ImageButton ‘Play’")
    #expect(
      size.message
        == "ImageButton ‘Play’ reaches 40×40 dp (visible 40×40 dp); Android (48×48 dp) asks for at least 48×48."
    )
    #expect(
      size.fix.hasPrefix("Grow its touch area to 48×48 dp with a `TouchDelegate` on its parent"))
    #expect(size.fix.contains("grown by 4 dp on every side"))
    #expect(size.fix.contains("`android:minWidth=\"48dp\" android:minHeight=\"48dp\"`"))
    let fix = try #require(size.suggestion?.android)
    #expect(fix.resource == "R.id.play" && fix.variable == "play")
    #expect(fix.growth == EdgeOutsets(all: 4) && fix.size == Size(square: 48))
    #expect(fix.kotlin.contains("val play = findViewById<View>(R.id.play)"))
    #expect(fix.kotlin.contains("area.top -= kotlin.math.ceil(4 * density).toInt()"))
    #expect(fix.kotlin.contains("playParent.touchDelegate = TouchDelegate(area, play)"))
    #expect(fix.compose == "Modifier.minimumInteractiveComponentSize()")
    let centre = try #require(report.findings(for: .activationPoint).first)
    #expect(centre.message.contains("TalkBack") && !centre.message.contains("VoiceOver"))
    #expect(!centre.fix.contains("accessibilityActivationPoint"))
    // Areas too: Cancel covers part of Send, in dp².
    let covered = try #require(report.findings(for: .unreachable).first)
    #expect(covered.message.contains(" dp²"))
    for finding in report.findings {
      #expect(!finding.message.contains(" pt") && !finding.fix.contains(" pt"), "\(finding)")
    }
  }

  @Test func iosScreensGetPointsVoiceOverAndSwift() throws {
    let report = TapTargetAudit(standard: .ios).audit(Self.screen(.ios))
    let size = try #require(report.only(.minSize, "0/0"))
    #expect(size.message.contains("reaches 40×40 pt"))
    #expect(size.fix == "Set `playImageButton.hitArea = .minimumSize(44)`.")
    #expect(size.suggestion?.android == nil)
    #expect(size.suggestion?.swiftCode == "playImageButton.hitArea = .minimumSize(44)")
    let centre = try #require(report.findings(for: .activationPoint).first)
    #expect(centre.message.contains("VoiceOver"))
  }

  @Test func androidGrowthThatIsNotSymmetricUsesPadding() {
    let fix = AndroidFix(
      resource: nil, variable: "closeButton", label: "Button ‘Say \"hi\" $1’",
      growth: EdgeOutsets(top: 12, left: 12, bottom: 12, right: 2.005),
      size: Size(width: 38, height: 48))
    #expect(
      fix.xml
        == "android:paddingTop=\"12dp\" android:paddingLeft=\"12dp\" android:paddingBottom=\"12dp\" android:paddingRight=\"2dp\""
    )
    #expect(fix.growthText == "12 dp top, 12 dp left, 12 dp bottom, 2 dp right")
    #expect(fix.compose == nil)
    #expect(
      fix.kotlin.hasPrefix(
        #"val closeButton: View = TODO("find Button ‘Say \"hi\" \$1’: the dump records no resource id")"#
      ))
  }

  @Test func androidKotlinIsTheWholeDelegate() {
    // A resource named by a Kotlin keyword, and a growth on every side but one.
    let kept = AndroidFix(
      resource: "in", variable: "unused", label: "unused",
      growth: EdgeOutsets(top: 1.5, left: 0, bottom: 2, right: 12.255),
      size: Size(width: 60, height: 47.5))
    #expect(
      kept.kotlin == """
        val inView = findViewById<View>(R.id.`in`)
        val inViewParent = inView.parent as View
        inViewParent.post {
            val density = inView.resources.displayMetrics.density
            val area = Rect().also { inView.getHitRect(it) }
            area.top -= kotlin.math.ceil(1.5 * density).toInt()
            area.bottom += kotlin.math.ceil(2 * density).toInt()
            area.right += kotlin.math.ceil(12.25 * density).toInt()
            inViewParent.touchDelegate = TouchDelegate(area, inView)
        }
        """)
    // No resource: the label in a string, its backslash, quote and dollar escaped.
    let found = AndroidFix(
      resource: nil, variable: "pathTextView", label: #"TextView ‘C:\ "$HOME"’"#,
      growth: EdgeOutsets(top: 0, left: 3, bottom: 0, right: 0), size: Size(width: 48, height: 48))
    #expect(
      found.kotlin == #"""
        val pathTextView: View = TODO("find TextView ‘C:\\ \"\$HOME\"’: the dump records no resource id")
        val pathTextViewParent = pathTextView.parent as View
        pathTextViewParent.post {
            val density = pathTextView.resources.displayMetrics.density
            val area = Rect().also { pathTextView.getHitRect(it) }
            area.left -= kotlin.math.ceil(3 * density).toInt()
            pathTextViewParent.touchDelegate = TouchDelegate(area, pathTextView)
        }
        """#)
  }

  /// No Kotlin keyword names a variable or a field of `R.id`: a Swift variable name that is a
  /// Kotlin keyword (`fun`), or a Swift keyword in backticks (`` `class` ``, which made
  /// `` `class`Parent ``), gets `View` after it; a resource named by a keyword is read in
  /// backticks (`R.id.object` does not compile).
  @Test func kotlinNamesAreNeverKeywords() {
    func fix(_ resource: String?, _ variable: String) -> AndroidFix {
      AndroidFix(
        resource: resource, variable: variable, label: "Button", growth: EdgeOutsets(all: 4),
        size: Size(square: 48))
    }
    for (variable, name) in [("fun", "funView"), ("`class`", "classView"), ("_", "_View")] {
      let made = fix(nil, variable)
      #expect(made.variable == name)
      #expect(made.kotlin.hasPrefix("val \(name): View = TODO("), "\(made.kotlin)")
      #expect(made.kotlin.contains("val \(name)Parent = \(name).parent as View"))
    }
    let object = fix("object", "unused")
    #expect(object.resource == "R.id.`object`" && object.variable == "objectView")
    #expect(object.kotlin.hasPrefix("val objectView = findViewById<View>(R.id.`object`)"))
    #expect(fix("play", "unused").resource == "R.id.play")
    // The code's own locals: a view named `area`, `density` or `it` gets `View` after it (the
    // Rect was handed to the delegate as the view).
    for local in ["area", "density", "it", "kotlin"] {
      let made = fix(local, "unused")
      #expect(made.variable == local + "View")
      #expect(made.kotlin.contains("getHitRect(it)"))
      #expect(made.kotlin.contains("TouchDelegate(area, \(local)View)"), "\(made.kotlin)")
    }
  }

  /// A framework id is read from `android.R.id` (`R.id.button1` is the app's, or no field); a
  /// resource id on several views of the screen (a list's rows) is not looked up by
  /// `findViewById`, which finds the first, and each view keeps its own name (two rows declared
  /// one `val star`); past a 48-dp minimum, Compose's modifier, which enforces 48, is no fix.
  @Test func androidIDsSharedOrTheFrameworksAndMinimumsPast48() {
    let framework = AndroidFix(
      resource: "button1", variable: "okButton", label: "Button ‘OK’", growth: EdgeOutsets(all: 4),
      size: Size(square: 48), isFramework: true)
    #expect(framework.resource == "android.R.id.button1")
    #expect(
      framework.kotlin.hasPrefix(
        "val okButton: View = TODO(\"find Button ‘OK’: android.R.id.button1 is the framework's (in "
          + "a dialog, its window's findViewById)\")"), "\(framework.kotlin)")
    let row = AndroidFix(
      resource: "star", variable: "starAliceImageButton", label: "ImageButton ‘Star Alice’",
      growth: EdgeOutsets(all: 4), size: Size(square: 48), isShared: true)
    #expect(row.variable == "starAliceImageButton")
    #expect(
      row.kotlin.hasPrefix(
        "val starAliceImageButton: View = TODO(\"find ImageButton ‘Star Alice’: R.id.star is on "
          + "several views: findViewById finds the first\")"), "\(row.kotlin)")
    let custom = AndroidFix(
      resource: "play", variable: "unused", label: "Button", growth: EdgeOutsets(all: 8),
      size: Size(square: 56), minimum: 56)
    #expect(custom.compose == nil)
    #expect(
      AndroidFix(
        resource: "play", variable: "unused", label: "Button", growth: EdgeOutsets(all: 4),
        size: Size(square: 48)
      ).compose == "Modifier.minimumInteractiveComponentSize()")
  }

  /// A container that cuts the grown area is named before the code, with what to do (the text
  /// said so and the code did not: its delegate, on the parent, reached nothing past it); a
  /// line break in its name does not end the comment.
  @Test func kotlinSaysWhatCutsTheArea() {
    let fix = AndroidFix(
      resource: "play", variable: "unused", label: "Button", growth: EdgeOutsets(all: 4),
      size: Size(square: 48), clippedBy: "LinearLayout ‘Bar\nnext’")
    #expect(
      fix.kotlin.hasPrefix(
        "// LinearLayout ‘Bar next’ cuts this area: install the TouchDelegate on an ancestor "
          + "that holds it\nval play = findViewById<View>(R.id.play)"), "\(fix.kotlin)")
  }

  /// Fixes of one parent's views name each other.
  ///
  /// Each sets the parent's one `TouchDelegate`; only the last one set worked, and nothing said
  /// so. Now each names the others in the Kotlin, the text and `sharesParentWith`; a view of
  /// another parent is named by none.
  @Test func fixesOnOneParentSayTheyShareItsDelegate() throws {
    var screen = AndroidScreen()
    screen.add("bar", 0, 100, 1080, 300, type: "android.widget.LinearLayout", clickable: false)
    screen.add("share", 100, 150, 163, 213, in: "bar")
    screen.add("like", 400, 150, 463, 213, in: "bar")
    screen.add("alone", 100, 1000, 163, 1063)
    let report = TapTargetAudit(standard: .android).audit(screen.snapshot)
    let share = try #require(report.only(.minSize, "share"))
    let fix = try #require(share.suggestion?.android)
    #expect(fix.sharesParentWith == ["ImageButton like"])
    #expect(
      fix.kotlin.contains(
        "    // A view holds one TouchDelegate, and ImageButton like gets one on this parent too"),
      "\(fix.kotlin)")
    #expect(share.fix.contains("which the fix of ImageButton like sets too"), "\(share.fix)")
    let like = try #require(report.only(.minSize, "like")?.suggestion?.android)
    #expect(like.sharesParentWith == ["ImageButton share"])
    let alone = try #require(report.only(.minSize, "alone")?.suggestion?.android)
    #expect(alone.sharesParentWith.isEmpty && !alone.kotlin.contains("holds one"))
    func json(_ fix: AndroidFix) throws -> String {
      String(decoding: try JSONEncoder().encode(fix), as: UTF8.self)
    }
    let text = try json(fix)
    #expect(text.contains(#""sharesParentWith":["ImageButton like"]"#), "\(text)")
    #expect(try !json(alone).contains("sharesParentWith"))
    #expect(try JSONDecoder().decode(AndroidFix.self, from: Data(text.utf8)) == fix)
  }

  /// Past three names, the first three and how many more (a row of a dozen icons named each
  /// other in every fix); a name with a line break is one line in the Kotlin's comment.
  @Test func siblingsAreListedShortAndOnOneLine() {
    #expect(NameList.listed(["a"]) == "a")
    #expect(NameList.listed(["a", "b", "c"]) == "a, b and c")
    #expect(NameList.listed(["a", "b", "c", "d", "e"]) == "a, b, c and 2 more")
    let fix = AndroidFix(
      resource: "play", variable: "unused", label: "Button", growth: EdgeOutsets(all: 4),
      size: Size(square: 48), sharesParentWith: ["View ‘a\nb’", "View ‘Ш’"])
    #expect(fix.kotlin.contains("and View ‘a b’ and View ‘Ш’ get one"), "\(fix.kotlin)")
    #expect(fix.sharesParentWith == ["View ‘a\nb’", "View ‘Ш’"])
  }

  /// Audited: a framework id and a resource id two rows share give their fixes'
  /// `android.R.id` and no `findViewById`.
  @Test func auditedIDsAreTheFrameworksOrShared() throws {
    var screen = AndroidScreen()
    screen.add("ok", 100, 100, 184, 184) { $0.identifier = "android:id/button1" }
    screen.add("a", 100, 600, 184, 684) { $0.identifier = "com.example:id/star" }
    screen.add("b", 100, 900, 184, 984) { $0.identifier = "com.example:id/star" }
    let report = TapTargetAudit(standard: .android).audit(screen.snapshot)
    let ok = try #require(report.only(.minSize, "ok")?.suggestion?.android)
    #expect(ok.resource == "android.R.id.button1")
    for id in ["a", "b"] {
      let star = try #require(report.only(.minSize, id)?.suggestion?.android)
      #expect(star.kotlin.contains("R.id.star is on several views"), "\(star.kotlin)")
      #expect(!star.kotlin.contains("findViewById<View>("))
    }
  }

  @Test func androidKotlinEscapesAQuoteThatCarriesAMark() {
    // `"` then U+0301 is one character, not `"`: escaped by character, the quote ended the
    // Kotlin string early. `$` and `\` with a mark likewise.
    let fix = AndroidFix(
      resource: nil, variable: "quoteView", label: "View ‘\"\u{301}a $\u{301}b \\\u{301}c’",
      growth: EdgeOutsets(all: 2), size: Size(square: 48))
    #expect(
      fix.kotlin.hasPrefix(
        "val quoteView: View = TODO(\"find View ‘\\\"\u{301}a \\$\u{301}b \\\\\u{301}c’: the dump"))
  }

  @Test func thePlatformAndIdentifierKeysRoundTrip() throws {
    var s = Self.screen(.android, unit: .dp)
    let json = try s.jsonString(prettyPrinted: false)
    #expect(json.contains(#""unit":"dp","platform":"android""#))
    #expect(json.contains(#""identifier":"com.example:id/play""#))
    let back = try LayoutSnapshot(jsonData: Array(json.utf8))
    #expect(back == s)
    s.platform = nil
    #expect(try !s.jsonString().contains("platform"))
    let bad =
      #"{"format": "hitarea.layout", "version": 1, "platform": "web", "root": {"frame": [0, 0, 1, 1]}}"#
    #expect(throws: LayoutSnapshotError.self) { try LayoutSnapshot(jsonData: Array(bad.utf8)) }
  }
}
