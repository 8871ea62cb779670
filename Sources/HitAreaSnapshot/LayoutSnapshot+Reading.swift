// Reading the layout snapshot format, version 1 (see the LayoutSnapshotFormat article).
import HitAreaKit

extension LayoutSnapshot {
  /// The value of the `format` key of a layout snapshot.
  public static let formatName = "hitarea.layout"
  /// The newest version of the format this library reads and writes.
  public static let formatVersion = 1

  /// Reads a layout snapshot from UTF-8 JSON.
  ///
  /// Geometry in the file is in its `unit`; it is multiplied by `pointsPerUnit` so that the
  /// snapshot is in points. Unknown keys are ignored (``read(jsonData:file:)`` reports them as
  /// warnings); everything else that is wrong gives an error naming the file, the JSON path and
  /// what was expected. Nodes are stored in depth-first pre-order, the root first.
  ///
  /// ```swift
  /// let json = #"{"format": "hitarea.layout", "version": 1, "root": {"frame": [0, 0, 390, 844]}}"#
  /// let snapshot = try LayoutSnapshot(jsonData: Array(json.utf8), file: "screen.json")
  /// snapshot.nodes[0].id  // "0"
  /// ```
  ///
  /// - Parameters:
  ///   - jsonData: The file's bytes (`Data`, `[UInt8]`, …).
  ///   - file: The file's name, used in error messages.
  /// - Throws: ``LayoutSnapshotError`` for malformed or hostile input, including files over
  ///   ``LayoutSnapshotLimits/maximumByteCount`` bytes, deeper than
  ///   ``LayoutSnapshotLimits/maximumDepth`` levels or with more than
  ///   ``LayoutSnapshotLimits/maximumNodeCount`` nodes.
  /// - Complexity: O(n) in the file's length, with no recursion.
  public init(jsonData: some Collection<UInt8>, file: String = "snapshot.json") throws {
    try self.init(input: SnapshotInput(jsonData, file: file))
  }

  /// Reads a layout snapshot from UTF-8 JSON as ``init(jsonData:file:)`` does, and reports the
  /// keys it ignored: misspelt keys (`passthrough` for `passThrough`) change nothing, so callers
  /// show these warnings, or refuse the file (``LayoutSnapshotWarning/error``).
  ///
  /// ```swift
  /// let (snapshot, warnings) = try LayoutSnapshot.read(jsonData: bytes, file: "screen.json")
  /// for warning in warnings { print(warning) }
  /// // screen.json: root.children[0]: unknown key "passthrough" (did you mean "passThrough"?)
  /// ```
  ///
  /// - Parameters:
  ///   - jsonData: The file's bytes (`Data`, `[UInt8]`, …).
  ///   - file: The file's name, used in errors and warnings.
  /// - Returns: The snapshot and one warning per unknown key: the document's, then each node's
  ///   in depth-first pre-order.
  /// - Throws: What ``init(jsonData:file:)`` throws.
  public static func read(jsonData: some Collection<UInt8>, file: String = "snapshot.json")
    throws -> (snapshot: LayoutSnapshot, warnings: [LayoutSnapshotWarning])
  {
    let read = try read(input: SnapshotInput(jsonData, file: file))
    return (read.snapshot, read.warnings)
  }

  /// Reads a layout snapshot from a file already checked for its size and encoding.
  package init(input: SnapshotInput) throws {
    self = try LayoutSnapshotReader(input: input).read().snapshot
  }

  /// Reads a layout snapshot, its warnings and the line of each node object's `{` from a file
  /// already checked for its size and encoding.
  package static func read(input: SnapshotInput) throws
    -> (snapshot: LayoutSnapshot, warnings: [LayoutSnapshotWarning], lines: SourceLines)
  {
    try LayoutSnapshotReader(input: input).read()
  }

  /// The keys the reader knows, by object: the document, a node, a node's `hitArea` and its
  /// `android`.
  package static let knownKeys = (
    document: [
      "format", "version", "name", "unit", "platform", "pointsPerUnit", "millimetresPerPoint",
      "resolution", "pixelsPerPoint", "screen", "targetsInferred", "framesClipped", "root",
    ],
    node: [
      "id", "type", "label", "identifier", "frame", "boundsOrigin", "transform", "hidden",
      "alpha", "userInteraction", "enabled", "target", "overflow", "passThrough", "resolution",
      "hitArea", "android", "suppress", "children",
    ],
    hitArea: ["outsets", "minimumSize"],
    android: ["clickable", "longClickable", "scrollable", "touchDelegate", "superclasses"]
  )
}

extension JSONReader {
  /// Skips the value of a key the reader does not know and records it.
  ///
  /// - Parameters:
  ///   - key: The key just read.
  ///   - known: The keys the object may have, for the suggestion.
  ///   - warnings: Where to record it.
  fileprivate mutating func skipUnknown(
    _ key: String, known: [String], into warnings: inout [LayoutSnapshotWarning]
  ) throws {
    let object = JSONPath(Array(path.components.dropLast()))
    warnings.append(
      LayoutSnapshotWarning(
        file: file, path: object.description, key: key,
        suggestion: Suggestion.closest(to: key, in: known)))
    try skipValue()
  }
}

/// A node being read, with what the file said about it.
private struct PartialNode {
  var node = LayoutNode(id: "", frame: .zero)
  var hasFrame = false
  var hasID = false
  /// The node's unknown keys (and those of its `hitArea` and `android`).
  var warnings: [LayoutSnapshotWarning] = []
}

/// The reader behind ``LayoutSnapshot/init(jsonData:file:)``.
private struct LayoutSnapshotReader {
  let input: SnapshotInput
  var file: String { input.file }

  func read() throws
    -> (snapshot: LayoutSnapshot, warnings: [LayoutSnapshotWarning], lines: SourceLines)
  {
    var reader = try JSONReader(input: input)
    if reader.isAtEnd() {
      throw LayoutSnapshotError(.empty, file: file, path: "", message: "the file is empty")
    }
    guard try reader.peekKind() == .object else {
      var error = reader.mismatch(
        "a JSON object with \"format\": \"\(LayoutSnapshot.formatName)\"")
      error.kind = .unrecognizedFormat
      throw error
    }
    try checkFormatAndVersion()

    var name: String?
    var unit = LayoutUnit.pt
    var platform: ScreenPlatform?
    var pointsPerUnit = 1.0
    var millimetresPerPoint = 0.16
    var resolution = ResolutionPolicy.frontmost
    var pixelsPerPoint: Double?
    var screen: [Double]?
    var targetsInferred = false
    var framesClipped = false
    var tree: JSONTree<PartialNode>?
    var warnings: [LayoutSnapshotWarning] = []
    try reader.beginObject()
    while let key = try reader.nextKey() {
      switch key {
      case "format", "version": try reader.skipValue()  // checked by checkFormatAndVersion()
      case "name": name = try reader.readOptionalString()
      case "unit":
        if let text = try reader.readOptionalString("\"pt\", \"dp\" or \"px\"") {
          guard let value = LayoutUnit(rawValue: text) else {
            throw reader.error(
              .invalidValue, "expected \"pt\", \"dp\" or \"px\", found \"\(text)\"")
          }
          unit = value
        }
      case "platform":
        if let text = try reader.readOptionalString("\"ios\" or \"android\"") {
          guard let value = ScreenPlatform(rawValue: text) else {
            throw reader.error(.invalidValue, "expected \"ios\" or \"android\", found \"\(text)\"")
          }
          platform = value
        }
      case "pointsPerUnit":
        pointsPerUnit = try Self.positiveNumber(&reader) ?? pointsPerUnit
      case "millimetresPerPoint":
        millimetresPerPoint = try Self.positiveNumber(&reader) ?? millimetresPerPoint
      case "resolution": resolution = try Self.readPolicy(&reader) ?? resolution
      case "pixelsPerPoint":
        pixelsPerPoint = try Self.positiveNumber(&reader) ?? pixelsPerPoint
      case "screen":
        screen = try reader.readNumbers(count: 2, "an array of 2 numbers [width, height]")
      case "targetsInferred": targetsInferred = try reader.readOptionalBoolean() ?? false
      case "framesClipped": framesClipped = try reader.readOptionalBoolean() ?? false
      case "root":
        tree = try Self.readTree(from: &reader)
      default:
        try reader.skipUnknown(
          key, known: LayoutSnapshot.knownKeys.document, into: &warnings)
      }
    }
    try reader.finish()
    guard let tree else {
      throw LayoutSnapshotError(
        .missingValue, file: file, path: "root", message: "missing; expected the root node object")
    }

    var snapshot = LayoutSnapshot(
      root: LayoutNode(id: "0", frame: .zero), name: name, unit: unit,
      pointsPerUnit: pointsPerUnit, millimetresPerPoint: millimetresPerPoint,
      resolution: resolution)
    snapshot.platform = platform
    snapshot.pixelsPerPoint = pixelsPerPoint
    snapshot.targetsAreInferred = targetsInferred
    snapshot.framesAreClipped = framesClipped
    if let screen {
      let size = Size(width: screen[0] * pointsPerUnit, height: screen[1] * pointsPerUnit)
      guard size.width.isFinite, size.height.isFinite else {
        throw LayoutSnapshotError(
          .invalidValue, file: file, path: "screen",
          message: "a number is out of range once converted to points (× \(pointsPerUnit))")
      }
      snapshot.screenSize = size
    }
    snapshot.nodes = try nodes(of: tree, pointsPerUnit: pointsPerUnit)
    warnings += tree.nodes.flatMap(\.warnings)
    // Mapped, not converted: `[Int]` as `[Int?]` is a cast of each element at run time.
    let lines = tree.lines.map(Optional.some)
    return (snapshot, warnings, SourceLines(lines))
  }

  /// Looks at `format` and `version` before anything else, so that another kind of JSON or a
  /// newer version is named as such rather than by its first unexpected key.
  ///
  /// Syntax errors are left to the full read, which names their place precisely.
  private func checkFormatAndVersion() throws {
    var reader = try JSONReader(input: input)
    var sawFormat = false
    var sawVersion = false
    do {
      try reader.beginObject()
      while !(sawFormat && sawVersion), let key = try reader.nextKey() {
        switch key {
        case "format":
          if try reader.peekKind() == .string {
            let text = try reader.readString()
            sawFormat = true
            guard text == LayoutSnapshot.formatName else {
              throw LayoutSnapshotError(
                .unrecognizedFormat, file: file, path: "format",
                message: "expected \"\(LayoutSnapshot.formatName)\", found \"\(text)\" "
                  + "(not a layout snapshot)")
            }
          } else {
            throw LayoutSnapshotError(
              .unrecognizedFormat, file: file, path: "format",
              message: "expected \"\(LayoutSnapshot.formatName)\", found \(reader.describeNext())")
          }
        case "version":
          if try reader.peekKind() == .number {
            let value = try reader.readNumber()
            sawVersion = true
            if value > Double(LayoutSnapshot.formatVersion) && value == value.rounded() {
              throw LayoutSnapshotError(
                .unsupportedVersion, file: file, path: "version",
                message: "version \(reader.lastNumberLiteral) is newer than this reader, which "
                  + "reads version \(LayoutSnapshot.formatVersion); update HitAreaKit")
            }
            guard value == Double(LayoutSnapshot.formatVersion) else {
              throw LayoutSnapshotError(
                .unsupportedVersion, file: file, path: "version",
                message:
                  "expected \(LayoutSnapshot.formatVersion), found \(reader.lastNumberLiteral)")
            }
          } else {
            throw LayoutSnapshotError(
              .invalidValue, file: file, path: "version",
              message: "expected \(LayoutSnapshot.formatVersion), found \(reader.describeNext())")
          }
        default:
          try reader.skipValue()
        }
      }
    } catch let error as LayoutSnapshotError where error.path == "format" || error.path == "version"
    {
      throw error
    } catch {
      return  // a syntax error: the full read reports it with its place
    }
    guard sawFormat else {
      throw LayoutSnapshotError(
        .unrecognizedFormat, file: file, path: "format",
        message: "missing; expected \"\(LayoutSnapshot.formatName)\" (not a layout snapshot?)")
    }
    guard sawVersion else {
      throw LayoutSnapshotError(
        .missingValue, file: file, path: "version",
        message: "missing; expected \(LayoutSnapshot.formatVersion)")
    }
  }

  /// A policy's name (`"nearest"`), or none for `null`.
  private static func readPolicy(_ reader: inout JSONReader) throws -> ResolutionPolicy? {
    let expectation = "\"frontmost\", \"nearest\" or \"mostLikely\""
    guard let text = try reader.readOptionalString(expectation) else { return nil }
    guard let value = ResolutionPolicy(rawValue: text) else {
      throw reader.error(.invalidValue, "expected \(expectation), found \"\(text)\"")
    }
    return value
  }

  private static func positiveNumber(_ reader: inout JSONReader) throws -> Double? {
    guard let value = try reader.readOptionalFiniteNumber("a positive number") else { return nil }
    guard value > 0 else {
      throw reader.error(
        .invalidValue, "expected a positive number, found \(reader.lastNumberLiteral)")
    }
    return value
  }

  // MARK: - Nodes

  /// The tree of node objects that comes next.
  private static func readTree(from reader: inout JSONReader) throws -> JSONTree<PartialNode> {
    var nodes: [PartialNode] = []
    let (links, rootPath) = try JSONTreeWalk.walk(
      from: &reader, begin: { nodes.append(PartialNode()) },
      member: { key, index, reader in try readMember(key, &nodes[index], &reader) },
      finish: { index, reader in
        guard nodes[index].hasFrame else {
          throw LayoutSnapshotError(
            .missingValue, file: reader.file,
            path: reader.path.appending(key: "frame").description,
            message: "missing; expected an array of 4 numbers [x, y, width, height]")
        }
      })
    return JSONTree(nodes: nodes, links: links, rootPath: rootPath)
  }

  private static func readMember(
    _ key: String, _ partial: inout PartialNode, _ reader: inout JSONReader
  ) throws {
    switch key {
    case "id":
      if let id = try reader.readOptionalString("a non-empty string") {
        guard !id.isEmpty else {
          throw reader.error(.invalidValue, "expected a non-empty string, found \"\"")
        }
        partial.node.id = id
        partial.hasID = true
      }
    case "type": partial.node.type = try reader.readOptionalString()
    case "label": partial.node.label = try reader.readOptionalString()
    case "identifier": partial.node.identifier = try reader.readOptionalString()
    case "frame":
      if let v = try reader.readNumbers(count: 4, "an array of 4 numbers") {
        partial.node.frame = Rect(x: v[0], y: v[1], width: v[2], height: v[3])
        partial.hasFrame = true
      }
    case "boundsOrigin":
      if let v = try reader.readNumbers(count: 2, "an array of 2 numbers [x, y]") {
        partial.node.boundsOrigin = Point(x: v[0], y: v[1])
      }
    case "transform":
      if let v = try reader.readNumbers(count: 6, "an array of 6 numbers [a, b, c, d, tx, ty]") {
        partial.node.transform = AffineTransform(
          a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
      }
    case "hidden": partial.node.isHidden = try reader.readOptionalBoolean() ?? false
    case "alpha": partial.node.alpha = try reader.readOptionalFiniteNumber() ?? 1
    case "userInteraction":
      partial.node.isUserInteractionEnabled = try reader.readOptionalBoolean() ?? true
    case "enabled": partial.node.isEnabled = try reader.readOptionalBoolean() ?? true
    case "target": partial.node.isTarget = try reader.readOptionalBoolean() ?? false
    case "overflow": partial.node.overflowsHitAreas = try reader.readOptionalBoolean() ?? false
    case "passThrough":
      partial.node.passesTouchesThrough = try reader.readOptionalBoolean() ?? false
    case "resolution": partial.node.resolution = try readPolicy(&reader)
    case "hitArea":
      let isObject = try reader.peekKind() == .object
      partial.node.hitArea = try readHitArea(&reader, &partial.warnings)
      partial.node.isHitAreaSet = isObject && partial.node.hitArea.isBounds
    case "android": partial.node.android = try readAndroid(&reader, &partial.warnings)
    case "suppress": partial.node.suppressions = try readSuppressions(&reader)
    default:
      try reader.skipUnknown(key, known: LayoutSnapshot.knownKeys.node, into: &partial.warnings)
    }
  }

  /// `{"rule": "justification", …}`, or none for `null`.
  private static func readSuppressions(_ reader: inout JSONReader) throws -> [String: String] {
    switch try reader.peekKind() {
    case .object: break
    case .null:
      try reader.readNull()
      return [:]
    default:
      throw reader.mismatch("an object {\"min-size\": \"justification\", …} (\"*\" for every rule)")
    }
    var suppressions: [String: String] = [:]
    try reader.beginObject()
    while let rule = try reader.nextKey() {
      suppressions[rule] = try reader.readOptionalString("a justification string") ?? ""
    }
    return suppressions
  }

  private static func readAndroid(
    _ reader: inout JSONReader, _ warnings: inout [LayoutSnapshotWarning]
  ) throws -> AndroidViewInfo? {
    switch try reader.peekKind() {
    case .object: break
    case .null:
      try reader.readNull()
      return nil
    default:
      throw reader.mismatch(
        "an object {\"clickable\", \"longClickable\", \"scrollable\", \"touchDelegate\", "
          + "\"superclasses\"}")
    }
    var info = AndroidViewInfo()
    try reader.beginObject()
    while let key = try reader.nextKey() {
      switch key {
      case "clickable": info.isClickable = try reader.readOptionalBoolean() ?? false
      case "longClickable": info.isLongClickable = try reader.readOptionalBoolean() ?? false
      case "scrollable": info.isScrollable = try reader.readOptionalBoolean() ?? false
      case "touchDelegate": info.hasTouchDelegate = try reader.readOptionalBoolean() ?? false
      case "superclasses": info.superclasses = try readStrings(&reader)
      default:
        try reader.skipUnknown(key, known: LayoutSnapshot.knownKeys.android, into: &warnings)
      }
    }
    return info
  }

  /// An array of strings, or none for `null`.
  private static func readStrings(_ reader: inout JSONReader) throws -> [String] {
    switch try reader.peekKind() {
    case .array: break
    case .null:
      try reader.readNull()
      return []
    default: throw reader.mismatch("an array of strings")
    }
    var strings: [String] = []
    try reader.beginArray()
    while try reader.nextElement() {
      guard try reader.peekKind() == .string else { throw reader.mismatch("a string") }
      strings.append(try reader.readString())
    }
    return strings
  }

  private static func readHitArea(
    _ reader: inout JSONReader, _ warnings: inout [LayoutSnapshotWarning]
  ) throws -> HitArea {
    switch try reader.peekKind() {
    case .object: break
    case .null:
      try reader.readNull()
      return .bounds
    default:
      throw reader.mismatch(
        "an object {\"outsets\": [top, left, bottom, right], \"minimumSize\": [width, height]}")
    }
    var area = HitArea.bounds
    try reader.beginObject()
    while let key = try reader.nextKey() {
      switch key {
      case "outsets":
        let expectation = "an array of 4 numbers [top, left, bottom, right]"
        if let v = try reader.readNumbers(count: 4, expectation) {
          area.outsets = EdgeOutsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
        }
      case "minimumSize":
        if let v = try reader.readNumbers(count: 2, "an array of 2 numbers [width, height]") {
          area.minimumSize = Size(width: v[0], height: v[1])
        }
      default:
        try reader.skipUnknown(key, known: LayoutSnapshot.knownKeys.hitArea, into: &warnings)
      }
    }
    return area
  }

  /// The snapshot's nodes: default ids, unique ids, geometry converted to points.
  private func nodes(of tree: JSONTree<PartialNode>, pointsPerUnit scale: Double) throws
    -> [LayoutNode]
  {
    var nodes: [LayoutNode] = []
    nodes.reserveCapacity(tree.nodes.count)
    var firstUse: [String: Int] = [:]
    for (index, partial) in tree.nodes.enumerated() {
      var node = partial.node
      if !partial.hasID { node.id = tree.pathID(of: index) }
      if let other = firstUse.updateValue(index, forKey: node.id) {
        firstUse[node.id] = other
        let otherPath = tree.jsonPath(of: other).description
        let path = tree.jsonPath(of: index)
        throw LayoutSnapshotError(
          .duplicateID, file: file,
          path: partial.hasID ? path.appending(key: "id").description : path.description,
          message: partial.hasID
            ? "duplicate id \"\(node.id)\", also used by \(otherPath)"
            : "duplicate id \"\(node.id)\": this node's default id (its path) is also used by "
              + otherPath)
      }
      node.parent = tree.links[index].parent
      node.children = tree.links[index].children
      if scale != 1 {
        guard let scaled = LayoutUnitConversion.toPoints(node, scale: scale) else {
          throw LayoutSnapshotError(
            .invalidValue, file: file, path: tree.jsonPath(of: index).description,
            message: "a number is out of range once converted to points (× \(scale))")
        }
        node = scaled
      }
      nodes.append(node)
    }
    return nodes
  }
}
