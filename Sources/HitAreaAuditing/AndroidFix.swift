import HitAreaKit

/// A fix suggestion in Android's terms: how far to grow a view's touch area, and the code that
/// does it, for screens from Android (`ScreenPlatform.android`).
///
/// Three ways, each with its trade-off:
/// - ``kotlin``: a `TouchDelegate` on the view's parent whose hit rect is the view's grown by
///   ``growth``; the layout does not change, like a HitAreaKit hit area. A parent holds one
///   delegate, and only passes on touches inside its own bounds.
/// - ``xml``: `android:minWidth` and `android:minHeight` (when the growth is the same on opposite
///   sides) or that much more padding; the view itself grows, so this suits views that wrap their
///   content, and moves their neighbours.
/// - ``compose``: `Modifier.minimumInteractiveComponentSize()`, when the touch area may reach
///   48×48 dp and the audit asks no more (Material's minimum, which that modifier enforces).
///
/// ```swift
/// let fix = report.fixes[0].android
/// fix?.growth  // 4 dp on every side
/// fix?.xml     // "android:minWidth=\"48dp\" android:minHeight=\"48dp\""
/// ```
public struct AndroidFix: Hashable, Sendable {
  /// The view's resource id in code: `R.id.play` for a view with a resource id
  /// (`android.R.id.button1` for the framework's), else `nil`.
  public var resource: String?
  /// The Kotlin variable that holds the view: the resource name (`play`), else a name from its
  /// label (`playImageButton`).
  public var variable: String
  /// How far the touch area grows past the visible bounds on each side, in dp.
  public var growth: EdgeOutsets
  /// The size of the grown touch area, in dp.
  public var size: Size
  /// XML attributes that make the view itself that big, such as
  /// `android:minWidth="48dp" android:minHeight="48dp"`.
  public var xml: String
  /// Kotlin that installs a `TouchDelegate` with the grown hit rect on the view's parent, each
  /// edge moved by the growth in whole pixels, rounded up.
  public var kotlin: String
  /// The Compose modifier, when the touch area may reach 48×48 dp and the audit asks no more;
  /// `nil` otherwise.
  public var compose: String?
  /// The names of the other views whose fixes set a `TouchDelegate` on the same parent, which
  /// holds one: set one delegate that hands each view its area (empty when none do).
  public var sharesParentWith: [String] = []

  /// Makes the Android fix for a growth.
  ///
  /// - Parameters:
  ///   - resource: The view's resource name without its package (`play`), if it has one.
  ///   - variable: A Kotlin name for the view when it has no resource name.
  ///   - label: The view's label, for the comment of a view without a resource name.
  ///   - growth: How far to grow each side, in dp.
  ///   - size: The size the touch area reaches, in dp.
  ///   - isFramework: Whether the resource is the framework's (`android:id/button1`, read as
  ///     `android.R.id.button1`; `R.id.button1` is the app's, or no field): the code finds it
  ///     some other way, as only public ones are fields and a dialog's are in its own window.
  ///   - isShared: Whether other views of the screen have the resource id (a list's rows):
  ///     `findViewById` finds the first of them, so the view is found some other way.
  ///   - minimum: The side the audit asks for, in dp: past 48, Compose's modifier, which
  ///     enforces 48 dp, is no fix.
  ///   - clippedBy: The name of the container whose bounds cut the grown area, if one does: the
  ///     code says to install the delegate on an ancestor that holds it (the parent passes on
  ///     only the touches inside its own bounds).
  ///   - sharesParentWith: The names of the other views whose fixes set a delegate on the same
  ///     parent: the code says that a view holds one, the last set replacing the others.
  ///
  /// ```swift
  /// AndroidFix(
  ///   resource: "play", variable: "playImageButton", label: "ImageButton play",
  ///   growth: EdgeOutsets(4), size: Size(square: 48)
  /// ).kotlin
  /// ```
  package init(
    resource: String?, variable: String, label: String, growth: EdgeOutsets, size: Size,
    isFramework: Bool = false, isShared: Bool = false, minimum: Double = 48,
    clippedBy: String? = nil, sharesParentWith: [String] = []
  ) {
    let g = EdgeOutsets(
      top: Self.down(growth.top), left: Self.down(growth.left), bottom: Self.down(growth.bottom),
      right: Self.down(growth.right))
    // A framework id is found some other way too: only its public ones are fields of
    // `android.R.id`, and an AlertDialog's buttons are in the dialog's window, where the
    // activity's `findViewById` finds nothing.
    let isFoundByID = !isShared && !isFramework
    let name = Self.kotlinName(isFoundByID ? resource ?? variable : variable)
    let field = resource.map(Self.kotlinField)
    let ids = isFramework ? "android.R.id" : "R.id"
    self.resource = field.map { "\(ids).\($0)" }
    self.variable = name
    self.growth = g
    self.size = size
    if g.top == g.bottom && g.left == g.right {
      xml =
        "android:minWidth=\"\(Self.dp(size.width))\" android:minHeight=\"\(Self.dp(size.height))\""
    } else {
      let edges = [("Top", g.top), ("Left", g.left), ("Bottom", g.bottom), ("Right", g.right)]
      xml = edges.filter { $0.1 > 0 }.map { "android:padding\($0.0)=\"\(Self.dp($0.1))\"" }
        .joined(separator: " ")
    }
    var lines = KotlinLines()
    if let clippedBy {
      // The text says so; the code said nothing, and its delegate reached nothing past them.
      lines.add(
        "// ", Self.oneLine(clippedBy),
        " cuts this area: install the TouchDelegate on an ",
        "ancestor that holds it")
    }
    if let field, isFoundByID {
      lines.add("val ", name, " = findViewById<View>(", ids, ".", field, ")")
    } else {
      // Escaped by scalar: a quote with a combining mark after it is one character, and not
      // the character `"`, yet it still ends a Kotlin string.
      var quoted = String.UnicodeScalarView()
      for scalar in label.unicodeScalars {
        if scalar == "\\" || scalar == "\"" || scalar == "$" { quoted.append("\\") }
        quoted.append(scalar)
      }
      let why =
        field.map {
          isShared
            ? "\(ids).\($0) is on several views: findViewById finds the first"
            : "\(ids).\($0) is the framework's (in a dialog, its window's findViewById)"
        } ?? "the dump records no resource id"
      lines.add("val ", name, ": View = TODO(\"find ", String(quoted), ": ", why, "\")")
    }
    lines.add("val ", name, "Parent = ", name, ".parent as View")
    lines.add(name, "Parent.post {")
    lines.add("    val density = ", name, ".resources.displayMetrics.density")
    lines.add("    val area = Rect().also { ", name, ".getHitRect(it) }")
    for (edge, value, sign) in [
      ("top", g.top, "-"), ("left", g.left, "-"), ("bottom", g.bottom, "+"),
      ("right", g.right, "+"),
    ] where value > 0 {
      // Rounded up to whole pixels: truncated, 14.47 dp at 2.625 px a dp grew 37 px where 38
      // reach 48 dp.
      lines.add(
        "    area.", edge, " ", sign, "= kotlin.math.ceil(", DecimalText.literal(value),
        " * density).toInt()")
    }
    self.sharesParentWith = sharesParentWith
    if !sharesParentWith.isEmpty {
      // Each fix set its own delegate on the one parent: only the last set worked.
      lines.add(
        "    // A view holds one TouchDelegate, and ",
        NameList.listed(sharesParentWith.map(Self.oneLine)),
        sharesParentWith.count == 1 ? " gets" : " get",
        " one on this parent too: the last set replaces the others. Set one delegate ",
        "that hands each view its own area (a TouchDelegate subclass that asks each view's ",
        "delegate in turn).")
    }
    lines.add("    ", name, "Parent.touchDelegate = TouchDelegate(area, ", name, ")")
    lines.add("}")
    kotlin = lines.string
    compose =
      size.width + 1e-6 >= 48 && size.height + 1e-6 >= 48 && minimum <= 48 + 1e-6
      ? "Modifier.minimumInteractiveComponentSize()" : nil
  }

  /// A name on one line, for a comment: a name with a line break (which would end the comment
  /// and make the rest code) has its white space collapsed; any other is as it is (a report's
  /// label already is, and collapsing it again cost more than the fix's code).
  static func oneLine(_ name: String) -> String {
    let breaks = name.utf8.contains { byte in
      byte < 0x20 || byte == 0x85 || byte == 0xA8 || byte == 0xA9
    }
    return breaks ? ReportNames.collapsed(name) ?? "" : name
  }

  /// The growth in words, such as `4 dp on every side` or `12 dp top, 12 dp left, 2 dp right`.
  ///
  /// ```swift
  /// fix.growthText  // "4 dp on every side"
  /// ```
  public var growthText: String {
    let g = growth
    if g.top == g.left && g.left == g.bottom && g.bottom == g.right {
      return "\(DecimalText.literal(g.top)) dp on every side"
    }
    let edges = [("top", g.top), ("left", g.left), ("bottom", g.bottom), ("right", g.right)]
    return edges.filter { $0.1 > 0 }.map { "\(DecimalText.literal($0.1)) dp \($0.0)" }
      .joined(separator: ", ")
  }

  /// A length in dp for XML, such as `48dp` or `47.5dp`.
  private static func dp(_ value: Double) -> String { "\(DecimalText.literal(down(value)))dp" }

  /// A length rounded down to a hundredth of a dp, so the growth never passes what was planned;
  /// non-finite and negative values become zero.
  private static func down(_ value: Double) -> Double {
    guard value.isFinite, value > 0 else { return 0 }
    return ((value * 100) + 1e-6).rounded(.down) / 100
  }

  /// A resource name, or a Swift variable name, as a Kotlin variable: both are already
  /// identifiers of ASCII letters, digits and `_` (a Swift keyword in backticks is taken out of
  /// them); a Kotlin keyword, `_`, or a name the code's own locals take (`area`, `density`,
  /// `it`: `val area = Rect().also { area.getHitRect(it) }` read the Rect) or that would hide
  /// the package it calls (`kotlin`) gets `View` after it (`fun` is no Swift keyword, and
  /// `` `class`Parent `` no Kotlin name).
  private static func kotlinName(_ name: String) -> String {
    let bare =
      name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
    return kotlinKeywords.contains(bare) || codeNames.contains(bare) ? bare + "View" : bare
  }

  /// A resource name as the field of `R.id` that code reads: in backticks when it is a Kotlin
  /// keyword (`` R.id.`object` ``; `R.id.object` does not compile).
  private static func kotlinField(_ resource: String) -> String {
    kotlinKeywords.contains(resource) ? "`\(resource)`" : resource
  }

  /// `_`, the code's own locals (`area`, `density`, `it`) and the package it calls (`kotlin`):
  /// no view's name.
  private static let codeNames: Set<String> = ["_", "area", "density", "it", "kotlin"]

  /// The words Kotlin reserves (made once: a set literal in a function is built at each call).
  private static let kotlinKeywords: Set<String> = [
    "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in",
    "interface", "is", "null", "object", "package", "return", "super", "this", "throw", "true",
    "try", "typealias", "typeof", "val", "var", "when", "while",
  ]
}

/// Lines of Kotlin written into one text and made a string once: interpolating each line, then
/// joining them, made and copied about a dozen strings a fix (45,000 instructions).
private struct KotlinLines: ~Copyable {
  /// The lines so far, joined by line feeds: room for a fix's (350 to 500 bytes).
  private var text = TextBytes(capacity: 640)
  /// Whether a line has been added (the next one then starts with a line feed).
  private var hasLines = false

  /// Adds a line made of these pieces.
  mutating func add(_ pieces: String...) {
    if hasLines { text.add("\n") }
    hasLines = true
    for piece in pieces { text.add(piece) }
  }

  /// The lines, joined by line feeds (what `joined(separator: "\n")` makes of them).
  var string: String { text.string }
}
