// Writing the layout snapshot format, version 1 (see the LayoutSnapshotFormat article).
import HitAreaKit

extension LayoutSnapshot {
  /// The snapshot as layout snapshot JSON (version 1), UTF-8.
  ///
  /// Only values that differ from the format's defaults are written, with keys in a fixed order,
  /// so the same snapshot always gives the same bytes and files stay small. Geometry is divided
  /// by ``pointsPerUnit`` to be in the file's ``unit``; reading the result gives back this
  /// snapshot (nodes in depth-first pre-order), exactly when ``pointsPerUnit`` is 1 or a power of
  /// two and in nearly every case otherwise (within one unit in the last place).
  ///
  /// Non-finite hit area numbers are written as 0, which is how hit testing treats them.
  ///
  /// ```swift
  /// let snapshot = LayoutSnapshot(root: LayoutNode(id: "window", frame: Rect(x: 0, y: 0, width: 390, height: 844)))
  /// print(try snapshot.jsonString(prettyPrinted: false))
  /// // {"format":"hitarea.layout","version":1,"root":{"id":"window","frame":[0,0,390,844]}}
  /// ```
  ///
  /// - Parameter prettyPrinted: Indent with two spaces, one member per line (the default), or
  ///   write everything on one line.
  /// - Throws: ``LayoutSnapshotError`` when the reader would refuse the result: the nodes do not
  ///   form one tree (a child index out of range, a node listed twice, a node outside the tree),
  ///   a tree deeper than ``LayoutSnapshotLimits/maximumDepth`` or larger than
  ///   ``LayoutSnapshotLimits/maximumNodeCount``, an empty or duplicate id, or a non-finite number
  ///   outside hit areas.
  /// - Complexity: O(n) in the number of nodes (plus the length of their ids), with no recursion.
  public func jsonBytes(prettyPrinted: Bool = true) throws -> [UInt8] {
    try LayoutSnapshotWriter(snapshot: self, prettyPrinted: prettyPrinted).write()
  }

  /// The snapshot as layout snapshot JSON text; see ``jsonBytes(prettyPrinted:)``.
  ///
  /// - Parameter prettyPrinted: Indent with two spaces (the default), or write one line.
  public func jsonString(prettyPrinted: Bool = true) throws -> String {
    String(decoding: try jsonBytes(prettyPrinted: prettyPrinted), as: UTF8.self)
  }
}

/// The writer behind ``LayoutSnapshot/jsonBytes(prettyPrinted:)``.
private struct LayoutSnapshotWriter {
  let snapshot: LayoutSnapshot
  let prettyPrinted: Bool

  private var file: String { snapshot.name ?? "snapshot" }

  private func failure(
    _ kind: LayoutSnapshotError.Kind, _ path: String, _ message: String
  ) -> LayoutSnapshotError {
    LayoutSnapshotError(kind, file: file, path: path, message: message)
  }

  func write() throws -> [UInt8] {
    let scale = snapshot.pointsPerUnit
    guard scale.isFinite, scale > 0 else {
      throw failure(.invalidValue, "pointsPerUnit", "expected a positive number, found \(scale)")
    }
    let mm = snapshot.millimetresPerPoint
    guard mm.isFinite, mm > 0 else {
      throw failure(.invalidValue, "millimetresPerPoint", "expected a positive number, found \(mm)")
    }
    let order = try treeOrder()

    var out = JSONOutput(prettyPrinted: prettyPrinted)
    out.openObject()
    out.key("format")
    out.inline(JSONOutput.quoted(LayoutSnapshot.formatName))
    out.key("version")
    out.inline(String(LayoutSnapshot.formatVersion))
    if let name = snapshot.name {
      out.key("name")
      out.inline(JSONOutput.quoted(name))
    }
    if snapshot.unit != .pt {
      out.key("unit")
      out.inline(JSONOutput.quoted(snapshot.unit.rawValue))
    }
    if let platform = snapshot.platform {
      out.key("platform")
      out.inline(JSONOutput.quoted(platform.rawValue))
    }
    if scale != 1 {
      out.key("pointsPerUnit")
      out.inline(JSONOutput.number(scale))
    }
    if mm != 0.16 {
      out.key("millimetresPerPoint")
      out.inline(JSONOutput.number(mm))
    }
    if snapshot.resolution != .frontmost {
      out.key("resolution")
      out.inline(JSONOutput.quoted(snapshot.resolution.rawValue))
    }
    if let density = snapshot.pixelsPerPoint {
      guard density.isFinite, density > 0 else {
        throw failure(
          .invalidValue, "pixelsPerPoint", "expected a positive number, found \(density)")
      }
      out.key("pixelsPerPoint")
      out.inline(JSONOutput.number(density))
    }
    if let screen = snapshot.screenSize {
      let size = [
        LayoutUnitConversion.fileValue(screen.width, scale: scale),
        LayoutUnitConversion.fileValue(screen.height, scale: scale),
      ]
      guard size.allSatisfy(\.isFinite) else {
        throw failure(
          .invalidValue, "screen",
          "expected finite numbers, found [\(size.map(JSONOutput.numberOrName).joined(separator: ", "))]"
        )
      }
      out.key("screen")
      out.inline(out.numbers(size))
    }
    if snapshot.targetsAreInferred {
      out.key("targetsInferred")
      out.inline("true")
    }
    if snapshot.framesAreClipped {
      out.key("framesClipped")
      out.inline("true")
    }
    out.key("root")

    // Depth-first, with an explicit stack: each frame is a node whose children are being written.
    var stack: [(index: Int, next: Int)] = []
    try writeNode(snapshot.root, order: order, to: &out)
    stack.append((snapshot.root, 0))
    while let top = stack.last {
      let children = snapshot.nodes[top.index].children
      if top.next < children.count {
        stack[stack.count - 1].next += 1
        out.element()
        try writeNode(children[top.next], order: order, to: &out)
        stack.append((children[top.next], 0))
      } else {
        if !children.isEmpty { out.close() }  // the children array
        out.close()  // the node object
        stack.removeLast()
      }
    }
    out.close()
    out.finish()
    return out.bytes
  }

  /// Opens a node's object and writes its members up to (and opening) its children array.
  private func writeNode(_ index: Int, order: TreeOrder, to out: inout JSONOutput) throws {
    let node = snapshot.nodes[index]
    let scale = snapshot.pointsPerUnit
    func length(_ points: Double) -> Double {
      LayoutUnitConversion.fileValue(points, scale: scale)
    }
    func check(_ values: [Double], _ key: String) throws {
      guard values.allSatisfy(\.isFinite) else {
        throw failure(
          .invalidValue, order.jsonPath(index) + "." + key,
          "expected finite numbers, found ["
            + values.map(JSONOutput.numberOrName).joined(separator: ", ") + "]")
      }
    }
    let f = node.frame
    let frame = [
      length(f.origin.x), length(f.origin.y), length(f.size.width), length(f.size.height),
    ]
    try check(frame, "frame")
    let origin = [length(node.boundsOrigin.x), length(node.boundsOrigin.y)]
    try check(origin, "boundsOrigin")
    let t = node.transform
    let transform = [t.a, t.b, t.c, t.d, length(t.tx), length(t.ty)]
    try check(transform, "transform")
    guard node.alpha.isFinite else {
      throw failure(
        .invalidValue, order.jsonPath(index) + ".alpha",
        "expected a finite number, found \(node.alpha)")
    }

    out.openObject()
    if node.id != order.pathIDs[index] {
      out.key("id")
      out.inline(JSONOutput.quoted(node.id))
    }
    if let type = node.type {
      out.key("type")
      out.inline(JSONOutput.quoted(type))
    }
    if let label = node.label {
      out.key("label")
      out.inline(JSONOutput.quoted(label))
    }
    if let identifier = node.identifier {
      out.key("identifier")
      out.inline(JSONOutput.quoted(identifier))
    }
    out.key("frame")
    out.inline(out.numbers(frame))
    if node.boundsOrigin != .zero {
      out.key("boundsOrigin")
      out.inline(out.numbers(origin))
    }
    if !node.transform.isIdentity {
      out.key("transform")
      out.inline(out.numbers(transform))
    }
    if node.isHidden {
      out.key("hidden")
      out.inline("true")
    }
    if node.alpha != 1 {
      out.key("alpha")
      out.inline(JSONOutput.number(node.alpha))
    }
    if !node.isUserInteractionEnabled {
      out.key("userInteraction")
      out.inline("false")
    }
    if !node.isEnabled {
      out.key("enabled")
      out.inline("false")
    }
    if node.isTarget {
      out.key("target")
      out.inline("true")
    }
    let area = hitAreaMembers(node.hitArea, length: length)
    if !area.isEmpty || node.isHitAreaSet {
      out.key("hitArea")
      out.inline(out.object(area))
    }
    if node.overflowsHitAreas {
      out.key("overflow")
      out.inline("true")
    }
    if node.passesTouchesThrough {
      out.key("passThrough")
      out.inline("true")
    }
    if let policy = node.resolution {
      out.key("resolution")
      out.inline(JSONOutput.quoted(policy.rawValue))
    }
    if let android = node.android {
      out.key("android")
      out.inline(out.object(androidMembers(android)))
    }
    if !node.suppressions.isEmpty {
      out.key("suppress")
      out.inline(
        out.object(
          node.suppressions.sorted { $0.key < $1.key }.map { ($0.key, JSONOutput.quoted($0.value)) }
        ))
    }
    if !node.children.isEmpty {
      out.key("children")
      out.openArray()
    }
  }

  /// The members of a hit area's object: only the parts that differ from the bounds, non-finite
  /// numbers as 0.
  private func hitAreaMembers(_ area: HitArea, length: (Double) -> Double) -> [(String, String)] {
    func finite(_ v: Double) -> Double {
      let value = length(v)
      return value.isFinite ? value : 0
    }
    var members: [(String, String)] = []
    let o = area.outsets
    let outsets = [finite(o.top), finite(o.left), finite(o.bottom), finite(o.right)]
    if outsets.contains(where: { $0 != 0 }) {
      members.append(("outsets", JSONOutput(prettyPrinted: prettyPrinted).numbers(outsets)))
    }
    let minimum = [finite(area.minimumSize.width), finite(area.minimumSize.height)]
    if minimum.contains(where: { $0 != 0 }) {
      members.append(("minimumSize", JSONOutput(prettyPrinted: prettyPrinted).numbers(minimum)))
    }
    return members
  }

  /// The members of a node's `android` object: the flags that are on, the superclasses if any.
  private func androidMembers(_ info: AndroidViewInfo) -> [(String, String)] {
    var members: [(String, String)] = []
    if info.isClickable { members.append(("clickable", "true")) }
    if info.isLongClickable { members.append(("longClickable", "true")) }
    if info.isScrollable { members.append(("scrollable", "true")) }
    if info.hasTouchDelegate { members.append(("touchDelegate", "true")) }
    if !info.superclasses.isEmpty {
      let strings = info.superclasses.map(JSONOutput.quoted)
      members.append(
        ("superclasses", "[" + strings.joined(separator: prettyPrinted ? ", " : ",") + "]"))
    }
    return members
  }

  // MARK: - Tree checks

  /// What the writer needs to know about the tree's shape.
  private struct TreeOrder {
    /// Each node's default id (its path of child positions).
    var pathIDs: [String]
    /// Each node's parent in the tree and position among its children.
    var parents: [(parent: Int, position: Int)?]

    /// The JSON path the node will have, such as `root.children[2]`.
    func jsonPath(_ index: Int) -> String {
      var positions: [Int] = []
      var current = index
      while let step = parents[current] {
        positions.append(step.position)
        current = step.parent
      }
      return positions.reversed().reduce("root") { $0 + ".children[\($1)]" }
    }
  }

  /// Walks the tree from the root, checking that the nodes form one tree within the limits and
  /// that ids are unique and not empty.
  private func treeOrder() throws -> TreeOrder {
    let nodes = snapshot.nodes
    guard !nodes.isEmpty else { throw failure(.notATree, "root", "the snapshot has no nodes") }
    guard nodes.count <= LayoutSnapshotLimits.maximumNodeCount else {
      throw failure(
        .limitExceeded, "",
        "\(nodes.count) nodes; the limit is \(LayoutSnapshotLimits.maximumNodeCount)")
    }
    var order = TreeOrder(
      pathIDs: Array(filling: "", count: nodes.count),
      parents: Array(nils: nodes.count))
    var visited = Array(filling: false, count: nodes.count)
    var firstUse: [String: Int] = [:]
    var stack: [(index: Int, depth: Int)] = [(snapshot.root, 1)]
    visited[snapshot.root] = true
    order.pathIDs[snapshot.root] = "0"
    while let (index, depth) = stack.popLast() {
      let id = nodes[index].id
      guard !id.isEmpty else {
        throw failure(
          .invalidValue, order.jsonPath(index) + ".id", "expected a non-empty string, found \"\"")
      }
      if let other = firstUse.updateValue(index, forKey: id) {
        throw failure(
          .duplicateID, order.jsonPath(index) + ".id",
          "duplicate id \"\(id)\", also used by \(order.jsonPath(other))")
      }
      let children = nodes[index].children
      if !children.isEmpty && depth >= LayoutSnapshotLimits.maximumDepth {
        throw failure(
          .limitExceeded, order.jsonPath(index) + ".children",
          "nesting deeper than \(LayoutSnapshotLimits.maximumDepth) levels of nodes")
      }
      for (position, child) in children.enumerated().reversed() {
        guard nodes.indices.contains(child) else {
          throw failure(
            .notATree, order.jsonPath(index) + ".children[\(position)]",
            "child index \(child) is out of range (the snapshot has \(nodes.count) nodes)")
        }
        guard !visited[child] else {
          throw failure(
            .notATree, order.jsonPath(index) + ".children[\(position)]",
            "node \(child) (\"\(nodes[child].id)\") appears twice in the tree (a cycle or a shared "
              + "child)")
        }
        visited[child] = true
        order.parents[child] = (index, position)
        order.pathIDs[child] = order.pathIDs[index] + "/\(position)"
        stack.append((child, depth + 1))
      }
    }
    if let outside = visited.firstIndex(of: false) {
      throw failure(
        .notATree, "",
        "node \(outside) (\"\(nodes[outside].id)\") is not in the tree: no node lists it as a child"
      )
    }
    return order
  }
}

extension JSONOutput {
  /// A number for messages: JSON's form when finite, `nan` or `inf` otherwise.
  static func numberOrName(_ value: Double) -> String {
    value.isFinite ? number(value) : "\(value)"
  }
}
