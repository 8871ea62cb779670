import HitAreaKit
import HitAreaSnapshot

/// Fixes in the words and the code of the screen's platform (``LayoutSnapshot/effectivePlatform``):
/// Swift on iOS, a `TouchDelegate`, XML attributes and Compose on Android; lengths in the
/// snapshot's unit (``LayoutSnapshot/reportUnit``); views named as a person knows them.
extension AuditContext {
  /// The platform whose words the messages use.
  var platform: ScreenPlatform { snapshot.effectivePlatform }

  /// The unit lengths print in: `pt`, `dp` or `px`.
  var unit: String { snapshot.reportUnit }

  /// A size with the unit, such as `40×40 dp`.
  func sizeWithUnit(_ s: Size) -> String { "\(sizeText(s)) \(unit)" }

  /// Names the finding's target (and its suggestion's) as a person knows it, and writes the
  /// suggestion's code on the names people know: the Swift line, and the Android fix for a screen
  /// from Android.
  func label(_ keyed: inout KeyedFinding) {
    let t = keyed.target
    keyed.finding.label = name(t)
    guard var s = keyed.finding.suggestion else { return }
    s.label = name(t)
    s.swiftCode = swiftLine(t, s.hitArea)
    let clipper = s.clippedBy.flatMap(node(withID:))
    s.overflowSwiftCode = clipper.map(overflowLine)
    if platform == .android && s.android == nil {
      s.android = androidFix(t, s, clipper: clipper.map(name))
    }
    keyed.finding.suggestion = s
  }

  /// One line of Swift that sets a hit area, on the node's variable name: `closeButton.hitArea =
  /// .minimumSize(44)`.
  func swiftLine(_ t: Int, _ area: HitArea) -> String {
    "\(names.variable(t)).hitArea = \(area.swiftExpression)"
  }

  /// The line of Swift that turns on a container's overflow switch.
  func overflowLine(_ g: Int) -> String { "\(names.variable(g)).overflowsHitAreas = true" }

  /// A suggestion in Android's terms: the growth past the visible bounds, in dp.
  ///
  /// - Parameter clipper: The name of the container that cuts the grown area, if one does.
  func androidFix(
    _ t: Int, _ s: FixSuggestion, clipper: String?, sharesParentWith: [String] = []
  ) -> AndroidFix {
    let b = bounds[t]
    let area = s.hitArea.rect(in: snapshot.nodes[t].geometry.bounds).standardized
    let scale = snapshot.pointsPerUnit  // points per dp
    let growth = EdgeOutsets(
      top: (b.minY - area.minY) / scale, left: (b.minX - area.minX) / scale,
      bottom: (area.maxY - b.maxY) / scale, right: (area.maxX - b.maxX) / scale)
    let identifier = snapshot.nodes[t].identifier
    let resource = identifier.flatMap(Self.resourceName)
    // A resource id that several views have (a list's rows) finds the first of them: the view
    // is found some other way (two fixes declared one name, both finding the first row's).
    // Asked only of a resource the code would name; the nodes read in place, the strings' byte
    // counts compared first (a copy of each node, and a comparison of every string, cost RICO
    // 0.5 %).
    var isShared = false
    if resource != nil, let id = identifier {
      let count = id.utf8.count
      isShared = snapshot.nodes.withUnsafeBufferPointer { nodes in
        nodes.indices.contains { i in
          guard i != t, let other = nodes[i].identifier else { return false }
          return other.utf8.count == count && other == id
        }
      }
    }
    return AndroidFix(
      resource: resource, variable: names.variable(t), label: name(t),
      growth: growth,
      size: Size(width: s.achievedSize.width / scale, height: s.achievedSize.height / scale),
      isFramework: identifier?.hasPrefix("android:id/") == true, isShared: isShared,
      minimum: requiredSide / scale, clippedBy: clipper, sharesParentWith: sharesParentWith)
  }

  /// The name of an Android resource id without its package: `play` for `com.example:id/play`;
  /// `nil` when the text is not a resource id.
  static func resourceName(_ identifier: String) -> String? {
    guard let name = ReportNames.resourceEntry(identifier) else { return nil }
    let valid = name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        || $0 == "_"
    }
    guard valid, let first = name.unicodeScalars.first, !("0"..."9").contains(first) else {
      return nil
    }
    return name
  }

  /// The fix text of an undersized target, in the platform's words; on Android, the suggestion
  /// keeps the fix the text describes (``label(_:)`` then does not make it again).
  ///
  /// - Parameters:
  ///   - t: The target.
  ///   - s: Its suggestion.
  ///   - siblings: On Android, the other targets whose fixes set a delegate on its parent.
  func fixText(_ t: Int, _ s: inout FixSuggestion, siblings: [Int] = []) -> String {
    // The container that cuts the new area, named once for the text and the Kotlin.
    let clipper = s.clippedBy.flatMap(node(withID:))
    let clipperName = clipper.map(name)
    let change: String
    switch platform {
    case .ios:
      let reach = s.meetsStandard ? "" : sentence(" (reaches \(sizeWithUnit(s.achievedSize)))")
      change = sentence("Set `\(swiftLine(t, s.hitArea))`\(reach).")
    case .android:
      let others = siblings.map(name)
      let fix = androidFix(t, s, clipper: clipperName, sharesParentWith: others)
      s.android = fix
      let compose = fix.compose.map { sentence("; in Compose, `\($0)`") } ?? ""
      let (one, listed) = (others.count == 1, NameList.listed(others))
      let shared =
        others.isEmpty
        ? ""
        : sentence(
          """
           (a view holds one, which the fix\(one ? "" : "es") of \(listed) set\(one ? "s" : "") \
          too: set one that hands each view its area)
          """)
      change = sentence(
        """
        Grow its touch area to \(sizeText(fix.size)) dp with a `TouchDelegate` on its parent\
        \(shared) whose hit rect is the view's grown by \(fix.growthText) (the layout stays), or \
        make the view itself that big with `\(fix.xml)` if it wraps its content\(compose).
        """)
    }
    var stillShort = ""
    if !s.meetsStandard {
      let limits = s.limitedBy.compactMap { node(withID: $0).map(name) }
      let short = sizeWithUnit(s.shortfall)
      if limits.isEmpty {
        let reason =
          Self.isRectilinear(toRoot[t])
          ? "the screen leaves no more room." : "a rotated view gets a cautious fix."
        stillShort = sentence(" It stays \(short) short: \(reason)")
      } else {
        let one = limits.count == 1
        stillShort = sentence(
          """
           \(limits.joined(separator: ", ")) leave\(one ? "s" : "") no room for the last \
          \(short): move \(one ? "it" : "them") apart from \(name(t)) or make \(name(t)) bigger.
          """)
      }
    }
    var clipping = ""
    if let g = clipper, let clipperName {
      switch platform {
      case .ios:
        clipping = sentence(
          " \(clipperName) cuts the new area: turn on its overflow switch (`\(overflowLine(g))`).")
      case .android:
        clipping = sentence(
          """
           \(clipperName) passes on only the touches inside its bounds, which cut the new area: \
          install the TouchDelegate on an ancestor that holds all of it.
          """)
      }
    }
    return sentence("\(change)\(stillShort)\(clipping)")
  }
}
