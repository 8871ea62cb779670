import HitAreaKit

/// The ``AuditRule/minSize`` rule under ``TargetSizeStandard/atf``: the `TouchTargetSizeCheck` of
/// Google's Accessibility Test Framework for Android 4.1.1, rule for rule, on what
/// ``ATFHierarchy`` makes of the snapshot.
///
/// 1. Views that are neither clickable nor long-clickable, and views not visible to the user,
///    are not checked.
/// 2. The size is the bounds on screen in device pixels divided by the density, rounded to a whole
///    dp (halves up). The minimum is 48 dp on each axis, 32 dp on an axis where the bounds touch
///    the display's edge (left at 0 or right at the display's width; top at 0 or bottom at its
///    height). A view at least that size passes.
/// 3. A `TouchDelegate` hit rect that reaches the view and meets the minimum passes it. With hit
///    rects that are all too small, the result stays an error and names the largest (by area).
///    Without hit rects, a `TouchDelegate` on an ancestor makes it a warning.
/// 4. Also a warning: a clickable (long-clickable) ancestor, when the view is clickable
///    (long-clickable), that is not an `AbsListView` and whose bounds *in pixels* are at least the
///    minimum *in dp* that applies to the ancestor (ATF compares the two units as they are); an
///    ancestor that clips the view so that it is under the minimum on an axis where its drawing
///    size (both truncated to whole dp) is not; a `WebView` ancestor.
/// 5. A view whose bounds reach the edge of a scrolling ancestor (top or left at or before the
///    ancestor's when it can scroll backward; bottom or right at or after the ancestor's when it
///    can scroll forward) is not checked (ATF's `NOT_RUN`): it may be partly scrolled out of view.
///
/// ATF's errors are `error` findings, its warnings `warning` findings, and its `NOT_RUN` for a
/// view against a scrollable edge an `info` finding marked ``NotCheckedReason/cutByEdge``; a view
/// ATF does not check for other reasons, or passes, gets no finding.
extension ATFHierarchy {
  /// What ATF reports about a view that fails.
  struct Result {
    /// ATF's ERROR, else WARNING (or NOT_RUN, see ``isNotRun``).
    var isError: Bool
    /// ATF's NOT_RUN: the view lies against a scrollable edge.
    var isNotRun = false
    /// The size, in whole dp.
    var width: Int
    var height: Int
    /// The minimum that applies, in whole dp.
    var requiredWidth: Int
    var requiredHeight: Int
    /// The largest `TouchDelegate` hit rect that reaches the view, in whole dp.
    var delegate: (width: Int, height: Int)?
    /// Whether an ancestor has a `TouchDelegate` with unknown hit rects.
    var hasDelegatingAncestor: Bool
    /// The clickable ancestor that may handle the view's clicks.
    var clickableAncestor: Int?
    /// The drawing size in whole dp, when an ancestor clips the view under the minimum.
    var drawingSize: (width: Int, height: Int)?
    /// The `WebView` the view belongs to.
    var webView: Int?
  }

  /// ATF's verdict on a view: `nil` when it passes or is not checked.
  func evaluate(_ v: Int) -> Result? {
    guard isClickable(v) || isLongClickable(v), isVisibleToUser[v] else { return nil }
    let required = requiredSize(v)
    guard !meets(bounds[v], required) else { return nil }
    var hasDelegate = false
    var largest: PixelRect? = nil
    let rects = delegateRects[v]
    let ancestors = snapshot.ancestors(of: v)
    if !rects.isEmpty {
      hasDelegate = true
      if rects.contains(where: { meets($0, required) }) { return nil }
      largest = rects.dropFirst().reduce(rects[0]) { best, rect in
        rect.width * rect.height > best.width * best.height ? rect : best  // the first largest
      }
    } else {
      hasDelegate = ancestors.contains(where: hasTouchDelegate)
    }
    let clickableAncestor = qualifyingClickableAncestor(of: v, among: ancestors)
    let clipped = isClippedByAncestor(v, required)
    let webView = ancestors.first { isInstance($0, of: Self.webView) }
    let notRun = isAgainstScrollableEdge(v, among: ancestors)
    let warning =
      (hasDelegate && largest == nil) || clickableAncestor != nil || clipped || webView != nil
    return Result(
      isError: !warning && !notRun, isNotRun: notRun, width: dp(bounds[v].width),
      height: dp(bounds[v].height),
      requiredWidth: required.width, requiredHeight: required.height,
      delegate: largest.map { (dp($0.width), dp($0.height)) },
      hasDelegatingAncestor: rects.isEmpty && hasDelegate, clickableAncestor: clickableAncestor,
      drawingSize: clipped
        ? (truncatedDP(drawingSize[v].width), truncatedDP(drawingSize[v].height)) : nil,
      webView: webView)
  }

  /// The minimum for a view, in dp: 32 on an axis where its bounds touch the display's edge;
  /// with a custom size N, N and `round(32 × N / 48)` (ATF's `customTouchTargetSize`).
  func requiredSize(_ v: Int) -> (width: Int, height: Int) {
    let b = bounds[v]
    let side = b.left == 0 || b.right == screenWidth
    let topOrBottom = b.top == 0 || b.bottom == screenHeight
    let (minimum, edge) = minimumAndEdge
    return (side ? edge : minimum, topOrBottom ? edge : minimum)
  }

  /// Whether a rect in pixels is at least a size in dp, each side rounded to whole dp.
  func meets(_ rect: PixelRect, _ required: (width: Int, height: Int)) -> Bool {
    dp(rect.width) >= required.width && dp(rect.height) >= required.height
  }

  /// The nearest ancestor that is clickable when the view is (or long-clickable when the view
  /// is), not an `AbsListView`, and whose bounds in pixels are at least its own minimum in dp.
  func qualifyingClickableAncestor(of v: Int, among ancestors: [Int]) -> Int? {
    let clickable = isClickable(v)
    let longClickable = isLongClickable(v)
    return ancestors.first { a in
      guard (clickable && isClickable(a)) || (longClickable && isLongClickable(a)) else {
        return false
      }
      let required = requiredSize(a)
      return !isInstance(a, of: Self.absListView) && bounds[a].height >= required.height
        && bounds[a].width >= required.width
    }
  }

  /// Whether clipping makes the view too small on an axis where its drawing size is not (both
  /// truncated to whole dp).
  func isClippedByAncestor(_ v: Int, _ required: (width: Int, height: Int)) -> Bool {
    let clippedTooShort = truncatedDP(bounds[v].height) < required.height
    let clippedTooNarrow = truncatedDP(bounds[v].width) < required.width
    let drawnTooShort = truncatedDP(drawingSize[v].height) < required.height
    let drawnTooNarrow = truncatedDP(drawingSize[v].width) < required.width
    return (clippedTooShort && !drawnTooShort) || (clippedTooNarrow && !drawnTooNarrow)
  }

  /// Whether the view's bounds reach the edge of a scrolling ancestor.
  func isAgainstScrollableEdge(_ v: Int, among ancestors: [Int]) -> Bool {
    let b = bounds[v]
    return ancestors.contains { a in
      guard isScrollable(a) else { return false }
      let s = bounds[a]
      let backward = b.top <= s.top || b.left <= s.left
      let forward = b.bottom >= s.bottom || b.right >= s.right
      return backward || forward
    }
  }

  /// The minimum and the screen-edge minimum, in dp: 48 and 32, or a custom size N and
  /// `round(32 × N / 48)`.
  var minimumAndEdge: (minimum: Int, edge: Int) {
    (customSize ?? 48, Self.edgeMinimum(custom: customSize))
  }

  /// The screen-edge minimum for a custom size (ATF's `Math.round(32 * N / 48f)`), else 32.
  static func edgeMinimum(custom: Int?) -> Int {
    custom.map { round(Float(32) * Float($0) / Float(48)) } ?? 32
  }

  /// A length in pixels as whole dp, truncated (ATF's `(int) (px / density)`).
  func truncatedDP(_ pixels: Int) -> Int { Self.javaInt(Float(pixels) / density) }
}

extension AuditContext {
  /// The `atf` findings (fix suggestions attached later) and the views that get a fix: ATF's
  /// errors.
  func atfFindings() -> (findings: [KeyedFinding], fixed: [Int]) {
    let atf = ATFHierarchy(self)
    var findings: [KeyedFinding] = []
    var fixed: [Int] = []
    for v in order {
      guard let result = atf.evaluate(v) else { continue }
      let other = result.webView ?? result.clickableAncestor
      let size = Size(width: Double(result.width), height: Double(result.height))
      let hitRect = result.delegate.map { Size(width: Double($0.width), height: Double($0.height)) }
      let measured = AuditMeasurements(
        requiredSize: Size(
          width: Double(result.requiredWidth), height: Double(result.requiredHeight)),
        visibleSize: size, effectiveSize: hitRect ?? size)
      findings.append(
        KeyedFinding(
          finding: AuditFinding(
            rule: .minSize,
            severity: result.isNotRun ? .info : result.isError ? .error : .warning, target: id(v),
            other: other.map(id), frame: reportable(rootFrame[v]),
            hitRect: reportable(snapshot.hitAreaInRoot(v)), region: nonNull(rootFrame[v]),
            measured: measured, message: atfMessage(v, result),
            fix: atfFix(result), notChecked: result.isNotRun ? .cutByEdge : nil),
          target: v, other: other))
      if result.isError { fixed.append(v) }
    }
    return (findings, fixed)
  }

  /// What ATF found, in its terms.
  private func atfMessage(_ v: Int, _ r: ATFHierarchy.Result) -> String {
    var text: String
    let tooNarrow = r.width < r.requiredWidth
    let tooShort = r.height < r.requiredHeight
    if tooNarrow && tooShort {
      text =
        "\(name(v)) is \(r.width)×\(r.height) dp; ATF's TouchTargetSizeCheck asks for at least "
        + "\(r.requiredWidth)×\(r.requiredHeight) dp."
    } else if tooShort {
      text =
        "\(name(v)) is \(r.height) dp high; ATF's TouchTargetSizeCheck asks for at least "
        + "\(r.requiredHeight) dp."
    } else {
      text =
        "\(name(v)) is \(r.width) dp wide; ATF's TouchTargetSizeCheck asks for at least "
        + "\(r.requiredWidth) dp."
    }
    let edge = ATFHierarchy.edgeMinimum(custom: settings.effectiveMinimum.map { Int($0) })
    if (tooNarrow && r.requiredWidth == edge) || (tooShort && r.requiredHeight == edge) {
      text += " It touches the screen's edge, where \(edge) dp is enough."
    }
    if let d = r.delegate {
      text += " Its TouchDelegate hit rect is \(d.width)×\(d.height) dp, too small as well."
    } else if r.hasDelegatingAncestor {
      text += " An ancestor has a TouchDelegate that may take its touches."
    }
    if let w = r.webView {
      text += " It is web content in \(name(w)), which ATF cannot measure exactly: check by hand."
    } else if let a = r.clickableAncestor {
      text +=
        " \(name(a)) is clickable too and may handle its touches: if it does the same, make "
        + "this item not clickable; otherwise make it larger."
    }
    if let d = r.drawingSize {
      text += " An ancestor clips it: it is drawn at \(d.width)×\(d.height) dp."
    }
    if r.isNotRun {
      text +=
        " It lies against the edge of a scrollable ancestor and may be scrolled partly out of "
        + "view, so ATF does not check it (NOT_RUN)."
    } else if !r.isError {
      text += " ATF reports a warning."
    }
    return text
  }

  /// What to do, in Android's terms.
  private func atfFix(_ r: ATFHierarchy.Result) -> String {
    "Make it at least \(r.requiredWidth)×\(r.requiredHeight) dp: android:minWidth and "
      + "android:minHeight, or padding (in Compose, Modifier.minimumInteractiveComponentSize()); "
      + "or hand it the touches of a TouchDelegate hit rect at least that size, which ATF counts."
  }

  /// The fix of an `atf` error with the hit rect the planner found room for: a `TouchDelegate`
  /// with that rect passes ATF when it reaches the minimum.
  func atfFixText(_ fix: String, _ s: FixSuggestion) -> String {
    let r = s.rect
    let place =
      "[\(DecimalText.rounded(r.minX)), \(DecimalText.rounded(r.minY)), "
      + "\(DecimalText.rounded(r.width)), \(DecimalText.rounded(r.height))] dp"
    if s.meetsStandard {
      return fix + " A hit rect clear of its neighbours: \(place)."
    }
    return fix
      + " Its neighbours leave room for a hit rect of \(sizeText(s.achievedSize)) dp only "
      + "(\(place)): move them apart or make it larger."
  }
}
