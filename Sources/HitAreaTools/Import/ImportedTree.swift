import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot

/// One element of a screen dump, with its frame in absolute coordinates, on its way into a
/// `LayoutSnapshot`.
struct ImportedElement {
  /// The parent's index; elements come in pre-order, the root first.
  var parent: Int?
  /// The frame in screen coordinates, in the snapshot's unit.
  var frame: Rect
  /// The class or element type.
  var type: String?
  /// Text for people.
  var label: String?
  /// The id to use when it is unique in the dump (a name or a resource id).
  var preferredID: String?
  /// The developer's name for the element, kept even when it is not unique (a resource id, an
  /// accessibility identifier).
  var identifier: String?
  /// The hit rect a `TouchDelegate` hands to the element, in screen coordinates, when the dump
  /// records one.
  var touchDelegate: Rect?
  /// Whether the element is a tap target.
  var isTarget = false
  /// Whether the element is off screen or invisible.
  var isHidden = false
  /// Whether the element is enabled.
  var isEnabled = true
  /// What an Android dump records for Google's Accessibility Test Framework.
  var android: AndroidViewInfo? = nil
  /// Where the element is in the file, for errors.
  var place: ImportedPlace
  /// The 1-based line where the element starts in the file, if known.
  var line: Int? = nil
}

/// Builds a snapshot from absolute-frame elements: parent-relative frames, ids, touches passing
/// through the elements that are not targets, and hit areas from touch delegates.
enum ImportedTree {
  /// The snapshot of the elements.
  ///
  /// Ids: an element's preferred id when no other element prefers the same id and it is not
  /// another element's path; its path (`0/2/1`) otherwise.
  ///
  /// Touches: with ``ImportOptions/passesTouchesThroughNonTargets`` (the default), every element
  /// that is not a target is pass-through (``LayoutNode/passesTouchesThrough``): it takes no touch
  /// itself, its area still bounds where its subviews are reached, and targets (clickable
  /// parents included) take their touches. Without it, every element takes touches as a UIKit
  /// view does.
  ///
  /// Touch delegates: an element with a recorded delegated hit rect gets the hit area that
  /// reaches it (its bounds grown to the rect; a delegate never shrinks a view's own area).
  ///
  /// Disabled elements: on Android, a disabled element that holds an enabled target is enabled
  /// in the snapshot and no target (``disabledHoldersOfEnabledTargets(_:)``).
  ///
  /// `pixelsPerPoint` and `screenSize` are recorded as the snapshot's, when the dump has them;
  /// each element's ``ImportedElement/line`` as its node's line.
  static func snapshot(
    _ elements: consuming [ImportedElement], file: String, name: String, unit: LayoutUnit,
    millimetresPerPoint: Double, platform: ScreenPlatform, options: ImportOptions,
    pixelsPerPoint: Double? = nil, screenSize: Size? = nil
  ) throws -> LoadedSnapshot {
    guard !elements.isEmpty, elements[0].parent == nil else {
      throw LayoutSnapshotError(.empty, file: file, path: "", message: "no elements")
    }
    guard elements.count <= LayoutSnapshotLimits.maximumNodeCount else {
      throw LayoutSnapshotError(
        .limitExceeded, file: file,
        path: elements[LayoutSnapshotLimits.maximumNodeCount].place.description,
        message: "more than \(LayoutSnapshotLimits.maximumNodeCount) nodes")
    }
    var depth = Array(filling: 1, count: elements.count)
    // Elements are read in place: a copy of one retains all its strings.
    for i in elements.indices.dropFirst() {
      guard let parent = elements[i].parent, parent >= 0, parent < i else {
        throw LayoutSnapshotError(
          .notATree, file: file, path: elements[i].place.description,
          message: "internal error: elements out of order")
      }
      depth[i] = depth[parent] + 1
      guard depth[i] <= LayoutSnapshotLimits.maximumDepth else {
        throw LayoutSnapshotError(
          .limitExceeded, file: file, path: elements[i].place.description,
          message: "nesting deeper than \(LayoutSnapshotLimits.maximumDepth) levels of nodes")
      }
    }
    let pathIDs = PathIDs(count: elements.count) { elements[$0].parent }
    // The uses of each preferred id, by its group (ids equal as `String`s are one group).
    var preferredIDs: [String] = []
    preferredIDs.reserveCapacity(elements.count)
    for i in elements.indices {
      if let id = elements[i].preferredID, !id.isEmpty { preferredIDs.append(id) }
    }
    var groups = NameGroups(holding: preferredIDs, and: [])
    var uses: [Int] = []
    uses.reserveCapacity(preferredIDs.count)
    var preferredGroup = [Int](filling: -1, count: elements.count)
    for i in elements.indices {
      guard let id = elements[i].preferredID, !id.isEmpty else { continue }
      let (group, isNew) = groups.insert(id)
      if isNew { uses.append(0) }
      uses[group] += 1
      preferredGroup[i] = group
    }
    // Only an id of digits and slashes can be another element's path.
    let paths = preferredIDs.contains(where: Self.mayBePath) ? Set(pathIDs.all) : []

    let keptEnabled = platform == .android ? disabledHoldersOfEnabledTargets(elements) : []
    // A node takes its element's strings (moved, not copied: no retain now and no release when
    // the elements go); nothing reads them after it.
    func node(_ i: Int, of elements: inout [ImportedElement]) -> LayoutNode {
      // A path is made a string only for an element that takes it.
      let id: String
      if let preferred = elements[i].preferredID, preferredGroup[i] >= 0,
        uses[preferredGroup[i]] == 1, !paths.contains(preferred) || preferred == pathIDs[i]
      {
        id = preferred
      } else {
        id = pathIDs[i]
      }
      var frame = elements[i].frame
      if let parent = elements[i].parent {
        frame.origin = Point(
          x: frame.origin.x - elements[parent].frame.origin.x,
          y: frame.origin.y - elements[parent].frame.origin.y)
      }
      // A disabled Android element that holds an enabled target is enabled, and no target
      // (``disabledHoldersOfEnabledTargets(_:)``); a clickable one takes its touches still.
      let isHolder = !keptEnabled.isEmpty && keptEnabled[i]
      let isTarget = elements[i].isTarget && !isHolder
      return LayoutNode(
        id: id, type: elements[i].type.take(), label: elements[i].label.take(),
        identifier: elements[i].identifier.take(), frame: frame,
        isHidden: elements[i].isHidden, isEnabled: elements[i].isEnabled || isHolder,
        isTarget: isTarget,
        hitArea: elements[i].touchDelegate.map { delegatedArea($0, around: elements[i].frame) }
          ?? .bounds,
        passesTouchesThrough: options.passesTouchesThroughNonTargets && !elements[i].isTarget,
        android: elements[i].android.take())
    }
    var snapshot = LayoutSnapshot(
      root: node(0, of: &elements), name: name, unit: unit, pointsPerUnit: 1,
      millimetresPerPoint: millimetresPerPoint)
    snapshot.reserveCapacity(elements.count)
    // Each node's list of children made once, at its size (grown child by child, it is
    // reallocated at every power of two).
    let rootChildren = pathIDs.childCount(of: 0)
    if rootChildren > 0 { snapshot.reserveChildren(rootChildren, of: 0) }
    snapshot.platform = platform
    snapshot.pixelsPerPoint = pixelsPerPoint
    snapshot.screenSize = screenSize
    for i in elements.indices.dropFirst() {
      // Each has a parent before it (checked above).
      guard let parent = elements[i].parent else { preconditionFailure("checked above") }
      let index = snapshot.append(node(i, of: &elements), to: parent)
      let children = pathIDs.childCount(of: i)
      if children > 0 { snapshot.reserveChildren(children, of: index) }
    }
    return LoadedSnapshot(snapshot, lines: SourceLines(elements.map(\.line)))
  }

  /// Whether an id could be a path of child positions (`0/2/1`): ASCII digits and slashes.
  static func mayBePath(_ id: String) -> Bool {
    id.utf8.allSatisfy { $0 == UInt8(ascii: "/") || ($0 >= 0x30 && $0 <= 0x39) }
  }

  /// The hit area that reaches a delegated hit rect: the frame grown to it on each side where it
  /// reaches further (both in screen coordinates).
  static func delegatedArea(_ rect: Rect, around frame: Rect) -> HitArea {
    let r = rect.standardized
    let f = frame.standardized
    let outsets = EdgeOutsets(
      top: max(0, f.minY - r.minY), left: max(0, f.minX - r.minX),
      bottom: max(0, r.maxY - f.maxY), right: max(0, r.maxX - f.maxX))
    return HitArea(outsets: outsets)
  }

  /// The file's name without its directory and extension, as a default snapshot name.
  static func baseName(of file: String) -> String {
    if let name = asciiBaseName(of: file) { return name }
    return baseNameByCharacters(of: file)
  }

  /// ``baseName(of:)`` of an ASCII path, from its bytes (one character a byte); `nil` for
  /// another path.
  static func asciiBaseName(of file: String) -> String? {
    return file.withUTF8Bytes { bytes -> String? in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      var end = bytes.count
      while end > 0 && bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
      guard end > 0 else { return nil }  // slashes alone: the path itself, as by characters
      var start = end
      while start > 0 && bytes[start - 1] != UInt8(ascii: "/") { start -= 1 }
      var stop = end
      var dot = end - 1
      while dot > start && bytes[dot] != UInt8(ascii: ".") { dot -= 1 }
      if dot > start { stop = dot }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<stop]), as: UTF8.self)
    }
  }

  /// ``baseName(of:)`` by characters: the reference ``asciiBaseName(of:)`` is tested against, and
  /// what names a path that is not ASCII.
  static func baseNameByCharacters(of file: String) -> String {
    let last = file.split(separator: "/").last.map(String.init) ?? file
    guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return last }
    return String(last[..<dot])
  }

  /// Whether a frame is drawn: its width and height are positive (dumps give elements that are
  /// not on screen a zero size).
  static func isRendered(_ frame: Rect) -> Bool { frame.size.width > 0 && frame.size.height > 0 }

  /// Hides the elements of zero size that hold no drawn element, and gives the others the frame
  /// around what they hold.
  ///
  /// A leaf of zero size is never hit and not audited. A container of zero size whose elements
  /// are drawn (an accessibility container that SwiftUI reports at zero size, its buttons on
  /// screen, no view that bounds them) stays, as hiding it hid them, and takes the union of
  /// their frames, as cutting them to nothing made their hit areas 0×0 pt.
  ///
  /// - Parameter elements: The elements, each after its parent.
  static func hideUndrawn(_ elements: inout [ImportedElement]) {
    // Nearly every screen draws all its elements: nothing is made for it.
    guard elements.contains(where: { !isRendered($0.frame) }) else { return }
    // The union of each element's drawn children, once one is seen.
    var drawnAround = [Rect?](repeating: nil, count: elements.count)
    for i in elements.indices.reversed() {
      if !isRendered(elements[i].frame) {
        if let around = drawnAround[i] {
          elements[i].frame = around
        } else {
          elements[i].isHidden = true
        }
      }
      guard let parent = elements[i].parent, !elements[i].isHidden else { continue }
      let frame = elements[i].frame
      drawnAround[parent] = drawnAround[parent].map { $0.union(frame) } ?? frame
    }
  }

  /// Makes no element inside the system keyboard (``XCUITestImporter/keyboardType``) a target.
  ///
  /// Its keys are the system's: the app cannot resize them, and a UI test that typed into a
  /// field failed on their sizes (iOS keys are 26 to 39 pt wide), as an Android dump of the
  /// app's window leaves the input method out. The keyboard and its keys stay in the snapshot,
  /// elements that touches pass through, as the page's other elements of no target.
  ///
  /// Inside is as the dump records it: the keyboard's descendants. A flat list (idb's
  /// `describe-all`, `inFlatList`) records no nesting, but lists each element before its
  /// descendants: a keyboard that holds no element there holds the run of elements listed right
  /// after it, at its level, that lie inside its frame (or are not drawn), up to the first that
  /// does not. An element of the app is never inside, wherever it lies: a button under the
  /// keyboard's frame listed before it, or after an element outside it, is still a target, as
  /// it is in the dumps that nest (one listed right after the keys, inside the frame, is taken
  /// for a key: a flat list cannot tell). In a dump that nests, a keyboard with no children (a
  /// third-party keyboard whose keys the system does not show) holds nothing.
  ///
  /// - Parameters:
  ///   - elements: The elements, each after its parent.
  ///   - inFlatList: Whether they come from a flat list.
  static func leaveOutSystemKeyboard(_ elements: inout [ImportedElement], inFlatList: Bool = false)
  {
    var isInside = [Bool](repeating: false, count: elements.count)
    // The keyboard of a flat list whose run goes on, and its parent.
    var flat: (keyboard: Int, parent: Int)? = nil
    for i in elements.indices {
      guard let parent = elements[i].parent else { continue }
      if let run = flat,
        parent != run.parent
          || isRendered(elements[i].frame)
            && !lies(elements[i].frame, inside: elements[run.keyboard].frame)
      {
        flat = nil
      }
      isInside[i] =
        isInside[parent] || elements[parent].type == XCUITestImporter.keyboardType || flat != nil
      if isInside[i] { elements[i].isTarget = false }
      if inFlatList, flat == nil, elements[i].type == XCUITestImporter.keyboardType,
        i + 1 == elements.count || elements[i + 1].parent != i
      {
        flat = (i, parent)
      }
    }
  }

  /// Whether a frame lies inside another, to a hundredth of a point (a dump works out the
  /// frames of a keyboard and its keys apart, and they differ in their last bits).
  static func lies(_ frame: Rect, inside outer: Rect) -> Bool {
    let (f, o) = (frame.standardized, outer.standardized)
    let slack = 0.01
    return f.minX >= o.minX - slack && f.minY >= o.minY - slack && f.maxX <= o.maxX + slack
      && f.maxY <= o.maxY + slack
  }

  /// Whether a frame shares area with the screen's; any frame does when the screen's is empty
  /// (unknown).
  static func isOnScreen(_ frame: Rect, screen: Rect) -> Bool {
    screen.isEmpty || frame.standardized.intersects(screen.standardized)
  }

  /// Whether a frame covers all of the screen's (a non-empty screen).
  static func covers(_ frame: Rect, screen: Rect) -> Bool {
    let f = frame.standardized
    let s = screen.standardized
    return !s.isEmpty && f.minX <= s.minX && f.minY <= s.minY && f.maxX >= s.maxX
      && f.maxY >= s.maxY
  }

  /// The screen around an element dumped alone (`idb ui describe-point`, a `debugDescription`
  /// of one button), whose screen the dump does not record: from the origin (its frames are in
  /// screen points) to ``loneElementRoom`` past their far edges.
  ///
  /// The element is then audited as a target with room around it; as the root it was the
  /// screen itself, never a target (the dump passed with no targets), and its edges would have
  /// left a fix no room.
  static func screen(aroundLoneElement frames: [Rect]) -> Rect {
    let box = union(frames)
    return Rect(
      x: 0, y: 0, width: Swift.max(0, box.maxX) + loneElementRoom,
      height: Swift.max(0, box.maxY) + loneElementRoom)
  }

  /// How far the screen around an element dumped alone reaches past it, in points: more than
  /// any standard's minimum asks of a side.
  static let loneElementRoom = 100.0

  /// Several windows of one dump (Android's, each a tree of its own) in drawing order: the
  /// larger behind the smaller; windows of one area as Android lists them, top first.
  ///
  /// A dump lists its windows in no order a reader can trust (Android gives them top first, and
  /// tools gather them in a set), and a menu, a dialog, a sheet's content, the keyboard or a
  /// system bar is smaller than the app's window it floats over: in the dump's order, a menu
  /// listed first was drawn behind the app, its items reported unreachable. A window over the
  /// app that is larger than the app's (an edge-to-edge sheet over an app that stops above the
  /// navigation bar) is drawn behind it: no dump says otherwise.
  ///
  /// - Parameters:
  ///   - windows: The windows.
  ///   - areas: Each window's area.
  static func drawingOrder<Window>(_ windows: [Window], areas: [Double]) -> [Window] {
    windows.indices.sorted { areas[$0] != areas[$1] ? areas[$0] > areas[$1] : $0 > $1 }
      .map { windows[$0] }
  }

  /// The smallest rect around several frames.
  static func union(_ frames: [Rect]) -> Rect {
    frames.dropFirst().reduce(frames.first?.standardized ?? .zero) { $0.union($1.standardized) }
  }

  /// Parses an XML boolean attribute: `true`/`false`, `yes`/`no` (any case), `1`/`0`, or the
  /// default when absent.
  static func flag(_ text: String?, default value: Bool) -> Bool? {
    guard let text else { return value }
    return text.withUTF8Bytes { flag(bytes: $0, default: value) }
  }

  /// The bytes of `true` as one word, as memory holds them.
  private static let trueWord = UInt32(littleEndian: 0x6575_7274)
  /// The first four bytes of `false` as one word, as memory holds them.
  private static let falseHead = UInt32(littleEndian: 0x736C_6166)

  /// ``flag(_:default:)`` of a value's bytes (UTF-8), or of none.
  ///
  /// The words are ASCII, and no scalar beyond ASCII lowercases to their letters (the tests
  /// check every one), so text that is not ASCII is not a flag.
  static func flag(bytes: UnsafeBufferPointer<UInt8>?, default value: Bool) -> Bool? {
    guard let bytes else { return value }
    /// Whether the bytes are `word` (lowercase ASCII, of the bytes' length) in any case.
    func matches(_ word: StaticString) -> Bool {
      var k = 0
      while k < bytes.count {
        let byte = bytes[k]
        guard (ASCII.isUpper(byte) ? byte | 0x20 : byte) == word.utf8Start[k] else { return false }
        k += 1
      }
      return true
    }
    // The words have different lengths: the length picks the one word to compare with. `true`
    // and `false` as dumps write them (lowercase) are first compared as one word.
    let head = bytes.count >= 4 ? UnsafeRawBufferPointer(bytes).loadUnaligned(as: UInt32.self) : 0
    switch bytes.count {
    case 1:
      return bytes[0] == UInt8(ascii: "1") ? true : bytes[0] == UInt8(ascii: "0") ? false : nil
    case 2: return matches("no") ? false : nil
    case 3: return matches("yes") ? true : nil
    case 4: return head == Self.trueWord || matches("true") ? true : nil
    case 5:
      return head == Self.falseHead && bytes[4] == UInt8(ascii: "e") || matches("false")
        ? false : nil
    default: return nil
    }
  }

  /// A non-empty string, or `nil`.
  static func nonEmpty(_ text: String?) -> String? {
    guard let text, !text.isEmpty else { return nil }
    return text
  }

  /// Which elements are disabled Android elements that hold an enabled target, by index; empty
  /// when none is.
  ///
  /// Android's `setEnabled(false)` reaches none of a view's children and keeps no touch from
  /// them (`ViewGroup` hands a touch to its children first; a disabled clickable view takes what
  /// they leave, doing nothing). A snapshot skips a disabled node with its subtree, as UIKit
  /// skips a disabled control's subviews: an enabled button in a disabled form or row was
  /// never hit and never audited. Such an element is kept enabled and made no target (as a
  /// disabled target, it is not audited, fixed or counted; a clickable one still takes the
  /// touches its children leave, as Android's does); one that holds no enabled target stays
  /// disabled.
  ///
  /// - Parameter elements: The elements, each after its parent.
  static func disabledHoldersOfEnabledTargets(_ elements: borrowing [ImportedElement]) -> [Bool] {
    // Most screens have no disabled element: nothing is made for them.
    guard elements.contains(where: { !$0.isEnabled }) else { return [] }
    var holds: [Bool] = []
    var any = false
    for i in elements.indices.reversed() {
      let isEnabledTarget = elements[i].isTarget && elements[i].isEnabled && !elements[i].isHidden
      guard let parent = elements[i].parent,
        isEnabledTarget || (!holds.isEmpty && holds[i])
      else { continue }
      if holds.isEmpty { holds = [Bool](repeating: false, count: elements.count) }
      holds[parent] = true
      any = any || !elements[parent].isEnabled
    }
    guard any else { return [] }
    for i in holds.indices where holds[i] && elements[i].isEnabled { holds[i] = false }
    return holds
  }
}
