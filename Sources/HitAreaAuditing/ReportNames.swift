import HitAreaSnapshot
import HitAreaSupport

/// The names a person knows a screen's views by, for reports: a label for each node, unique on
/// the screen, and a Swift variable name derived from it.
///
/// A label is built from what the snapshot has, in this order:
/// 1. the node's own `LayoutNode.label` (text, content description or accessibility label);
///    for a target without one, the labels of its descendants that are not targets themselves
///    (a row's title), joined by spaces: `Switch ‘Auto-Correction’`, `LinearLayout ‘Wi-Fi’`;
/// 2. else its `LayoutNode.identifier` (a resource id without its package: `ImageButton play`),
///    or its `LayoutNode.id` when that is a name rather than a path (`UIButton close`);
/// 3. else the short name of its type alone (`ImageView`), or `View`.
///
/// Types lose their package (`android.widget.Switch` reads `Switch`) and the `XCUIElementType`
/// prefix. Text is shortened to 32 characters. Labels that would be the same are numbered in
/// depth-first order: `ImageView #1`, `ImageView #2`.
///
/// ```swift
/// let names = ReportNames(snapshot)
/// names.labels[3]     // "Switch ‘Auto-Correction’"
/// names.variables[3]  // "autoCorrectionSwitch"
/// ```
///
/// - Complexity: O(n) for n nodes, paid when the labels are first read (each node's text is looked
///   for once, below its nearest target).
public struct ReportNames: Hashable, Sendable {
  /// Each node's label, indexed like `LayoutSnapshot.nodes`; no two are the same.
  ///
  /// Made on first use (most screens of a corpus have no finding to name) and kept.
  public var labels: [String] { made.labels }
  /// Each node's Swift variable name, indexed like `LayoutSnapshot.nodes`: its id when that is
  /// a Swift identifier (`close`), else a lower-camel-case name from its label
  /// (`autoCorrectionSwitch`, `playImageButton`), numbered when two are the same and never one
  /// of the ids; only nodes that share an id share a name.
  ///
  /// Made on first use (a report names few variables, and most audits none) and kept.
  public var variables: [String] { made.variables }

  /// The labels and variable names, each made on first use.
  private let made: LazyNames

  /// Whether the labels are made, all of them, rather than looked up one node at a time: for
  /// the tests of the lookups' budget.
  var areLabelsMade: Bool { made.areLabelsMade }

  /// The most characters of text in a label.
  static let maximumTextLength = 32
  /// The most descendant labels joined into a target's text.
  static let maximumTextParts = 3

  /// Names the nodes of a snapshot; the names are made when first read.
  ///
  /// - Parameter snapshot: The screen.
  public init(_ snapshot: LayoutSnapshot) {
    made = LazyNames(snapshot, order: nil, types: nil)
  }

  /// Names the nodes of a snapshot whose depth-first order and numbered types are known (an
  /// audit's): the labels are made from them, without walking the tree or hashing the types
  /// again.
  ///
  /// - Parameters:
  ///   - snapshot: The screen.
  ///   - order: `snapshot.depthFirstIndices`.
  ///   - types: `NodeTypes(snapshot.nodes)`.
  init(_ snapshot: LayoutSnapshot, order: [Int], types: NodeTypes) {
    made = LazyNames(snapshot, order: order, types: types)
  }

  /// What a screen's labels and variable names are made of: each node's text, what the
  /// developer calls it, and its type.
  ///
  /// - Parameters:
  ///   - snapshot: The screen.
  ///   - order: `snapshot.depthFirstIndices` when the caller has it; walked again when `nil`.
  ///   - types: `NodeTypes(snapshot.nodes)` when the caller has them; numbered when `nil`.
  static func parts(_ snapshot: LayoutSnapshot, order: [Int]? = nil, types: NodeTypes? = nil)
    -> Parts
  {
    let order = order ?? snapshot.depthFirstIndices
    let nodes = snapshot.nodes
    var texts = [String?](nils: nodes.count)
    for i in order where nodes[i].countsAsTarget {
      texts[i] = Self.text(of: i, in: snapshot)
    }
    for i in order where texts[i] == nil && !nodes[i].countsAsTarget {
      texts[i] = Self.clean(nodes[i].label)
    }
    var names = [String?](nils: nodes.count)
    for i in order where texts[i] == nil {
      // A node with text is named by it, in its label and its variable alike: what the developer
      // calls it is never read.
      names[i] = Self.name(identifier: nodes[i].identifier, id: nodes[i].id)
    }
    let types = types ?? NodeTypes(nodes)
    assert(types.numbers.count == nodes.count, "the types of another snapshot")
    return Parts(nodes: nodes, order: order, texts: texts, names: names, types: types)
  }

  /// Every node's label, numbered: as bytes, made strings when read; as strings where bytes do
  /// not decide.
  ///
  /// - Parameter parts: What the labels are made of.
  static func labels(_ parts: Parts) -> NumberedNames {
    let order = parts.order
    let count = parts.nodes.count
    if let made = LabelBytes.make(order: order, count: count, label: parts.writeLabel) {
      return NumberedNames(made)
    }
    var bases = [String](filling: "", count: count)
    var label = TextBytes()
    for i in order {
      label.clear()
      parts.writeLabel(of: i, into: &label)
      bases[i] = label.string
    }
    return Self.numbered(bases, order: order, separator: LabelBytes.labelSeparator)
  }

  /// What goes between a label and the number that tells nodes of one name apart (`View #2`).
  package static var labelSeparator: String { LabelBytes.labelSeparator }

  /// What a screen's labels and variable names are made of (``parts(_:order:types:)``).
  struct Parts: Sendable {
    /// The snapshot's nodes (their ids are read only when the names are made).
    var nodes: [LayoutNode]
    /// The nodes in depth-first order.
    let order: [Int]
    /// Whether each node is in ``order`` (a node out of the root's tree is not).
    let isInOrder: [Bool]
    /// Each node's text, if any.
    var texts: [String?]
    /// What the developer calls each node without text, if anything (``name(identifier:id:)``).
    var names: [String?]
    /// The nodes' types, numbered.
    let types: NodeTypes
    /// The short name of each numbered type, if any (``kind(ofType:)``), by its number: a screen
    /// has few types, and each one's kind is made once (by its bytes: a kind keeps its own
    /// type's spelling), not once a node.
    let kindOfNumber: [String?]

    /// What a screen's labels and variable names are made of.
    ///
    /// - Parameters:
    ///   - nodes: The snapshot's nodes.
    ///   - order: The nodes in depth-first order.
    ///   - texts: Each node's text, if any.
    ///   - names: What the developer calls each node without text, if anything.
    ///   - types: The nodes' types, numbered.
    init(nodes: [LayoutNode], order: [Int], texts: [String?], names: [String?], types: NodeTypes) {
      self.nodes = nodes
      self.order = order
      var isInOrder = [Bool](filling: false, count: nodes.count)
      for i in order { isInOrder[i] = true }
      self.isInOrder = isInOrder
      self.texts = texts
      self.names = names
      self.types = types
      kindOfNumber = types.strings.map(ReportNames.kind(ofType:))
    }

    /// The short name of a node's type, if any (``kind(ofType:)``): its number's, or made from
    /// its own string for a type the table declined.
    ///
    /// - Parameter i: The node.
    func kind(of i: Int) -> String? {
      types.value(of: i, kindOfNumber, else: ReportNames.kind(ofType:))
    }

    /// The code words of each numbered type's kind (``codeWords(ofKind:)``), by its number.
    func kindWordsByNumber() -> [[[UInt8]]] {
      kindOfNumber.map { $0.map(ReportNames.codeWords(ofKind:)) ?? [] }
    }

    /// The code words of a node's kind: its type's number's, or made from its own kind for a
    /// type the table declined.
    ///
    /// - Parameters:
    ///   - i: The node.
    ///   - byNumber: ``kindWordsByNumber()``.
    func kindWords(of i: Int, byNumber: [[[UInt8]]]) -> [[UInt8]] {
      types.value(of: i, byNumber) {
        ReportNames.kind(ofType: $0).map(ReportNames.codeWords(ofKind:)) ?? []
      }
    }

    /// Writes a node's label before numbering: its kind and text (`Switch ‘Wi-Fi’`), its kind and
    /// name (`ImageButton play`), its kind, or `View`.
    ///
    /// - Parameters:
    ///   - i: The node.
    ///   - label: Where the label is written.
    func writeLabel(of i: Int, into label: inout TextBytes) {
      let kind = kind(of: i)
      if let text = texts[i] {
        if let kind {
          label.add(kind)
          label.add(LabelShape.beforeText)
          label.add(text)
          label.add(LabelShape.afterText)
        } else {
          label.add(text)
        }
      } else if let name = names[i] {
        if let kind {
          label.add(kind)
          label.add(LabelShape.beforeName)
        }
        label.add(name)
      } else if let kind {
        label.add(kind)
      } else {
        label.add(LabelShape.noKind)
      }
    }

    /// What ``writeLabel(of:into:)`` writes for a node, told from its parts' shapes without
    /// writing it.
    ///
    /// - Parameters:
    ///   - i: The node.
    ///   - kind: The shape of its kind (``kind(of:)``), if it has one.
    @inline(__always) func labelShape(of i: Int, kind: LabelShape?) -> LabelShape {
      if let text = texts[i] {
        let shape = LabelShape(text)
        guard let kind else { return shape }
        return kind + LabelShape.quotes(around: shape)
      } else if let name = names[i] {
        let shape = LabelShape(name)
        guard let kind else { return shape }
        return kind + LabelShape.name(shape)
      } else {
        return kind ?? LabelShape.view
      }
    }
  }

  /// A screen's labels and variable names, made on first use: a node's label looked up alone
  /// (``LabelLookup``) until a report reads too many of them, or all, and a numbered name made
  /// each time it is read, until all of them are read together.
  final class LazyNames: Sendable {
    /// How far the names are made.
    private enum Progress {
      /// The screen, and its depth-first order and numbered types when known.
      case unmade(LayoutSnapshot, order: [Int]?, types: NodeTypes?)
      /// What the names are made of, the labels, and the variable names once made.
      case parted(Parts, labels: MadeLabels, variables: MadeVariables?)
    }

    /// The labels: looked up one node at a time, or made.
    private enum MadeLabels {
      /// Each node's label looked up alone.
      case lookedUp(LabelLookup)
      case made(NumberedNames)
    }

    /// The variable names: each made when read, or all of them.
    private enum MadeVariables {
      case numbered(VariableNames)
      case all([String])

      /// A node's variable name.
      subscript(node: Int) -> String {
        switch self {
        case .numbered(let names): names[node]
        case .all(let names): names[node]
        }
      }
    }

    /// How far the names are made, and how many labels the lookups wrote.
    private struct State {
      var progress: Progress
      /// The nodes' labels written for the lookups so far: counted apart from the progress, so
      /// that a lookup reads the parts and the lookup where they lie (changing the progress
      /// copied them out of it and back, retaining and releasing every table).
      var written = 0
    }

    /// The state, one screen's names asked from any thread.
    private let state: Locked<State>

    init(_ snapshot: LayoutSnapshot, order: [Int]?, types: NodeTypes?) {
      state = Locked(State(progress: .unmade(snapshot, order: order, types: types)))
    }

    /// The labels, made now if they were not yet (and kept whole from then on).
    var labels: [String] {
      state.withLock { state in
        let (parts, labels, variables) = Self.parted(&state.progress)
        let made: NumberedNames
        switch labels {
        case .made(let numbered):
          guard !numbered.isMade else { return numbered.all }
          made = numbered
        case .lookedUp: made = ReportNames.labels(parts)
        }
        let all = made.all
        state.progress = .parted(parts, labels: .made(NumberedNames(all)), variables: variables)
        return all
      }
    }

    /// A node's label: looked up alone until the labels written for the lookups so far pass a
    /// few times the nodes (a label is written again for each lookup among its length's nodes: a
    /// lookup that starts at or under the budget is answered alone, however far past it it
    /// goes), then from all of them made.
    func label(_ node: Int) -> String {
      state.withLock { state in
        Self.part(&state.progress)
        if case .parted(let parts, .lookedUp(let lookup), _) = state.progress,
          state.written <= Self.lookupBudget * parts.nodes.count,
          let found = lookup.label(of: node, in: parts)
        {
          state.written += found.written
          return found.label
        }
        let (parts, labels, variables) = Self.parted(&state.progress)
        if case .made(let made) = labels { return made[node] }
        let made = ReportNames.labels(parts)
        state.progress = .parted(parts, labels: .made(made), variables: variables)
        return made[node]
      }
    }

    /// How many times the nodes' labels may be written to look labels up alone before they are
    /// all made at once (which writes each once, and hashes it).
    static let lookupBudget = 4

    /// Whether the labels are made (all of them, no longer looked up alone).
    var areLabelsMade: Bool {
      state.withLock { state in
        if case .parted(_, .made, _) = state.progress { return true }
        return false
      }
    }

    /// The variable names, made now if they were not yet (and kept whole from then on).
    var variables: [String] {
      state.withLock { state in
        let (parts, labels, variables) = Self.named(&state.progress)
        switch variables {
        case .all(let all): return all
        case .numbered(let names):
          let all = names.all
          state.progress = .parted(parts, labels: labels, variables: .all(all))
          return all
        }
      }
    }

    /// A node's variable name.
    func variable(_ node: Int) -> String {
      state.withLock { state in
        Self.part(&state.progress)
        // A node with a name of its own is named by it: no other node's name is needed.
        if case .parted(let parts, _, nil) = state.progress,
          let own = ReportNames.ownName(of: node, in: parts)
        {
          return own
        }
        if case .parted(_, _, let variables?) = state.progress { return variables[node] }
        return Self.named(&state.progress).variables[node]
      }
    }

    /// What the names are made of, made now if it was not yet, with the labels and variable
    /// names so far: the labels to be looked up, where bytes decide them, else made.
    private static func parted(_ progress: inout Progress)
      -> (parts: Parts, labels: MadeLabels, variables: MadeVariables?)
    {
      part(&progress)
      guard case .parted(let parts, let labels, let variables) = progress else {
        preconditionFailure("the names' parts were just made")
      }
      return (parts, labels, variables)
    }

    /// Makes what the names are made of, if it was not yet: the labels to be looked up, where
    /// bytes decide them, else made.
    private static func part(_ progress: inout Progress) {
      guard case .unmade(let snapshot, let order, let types) = progress else { return }
      let parts = ReportNames.parts(snapshot, order: order, types: types)
      let labels: MadeLabels =
        if let lookup = LabelLookup(parts) {
          .lookedUp(lookup)
        } else {
          .made(ReportNames.labels(parts))
        }
      progress = .parted(parts, labels: labels, variables: nil)
    }

    /// What the names are made of, with the labels so far and the variable names, made now if
    /// they were not yet.
    private static func named(_ progress: inout Progress)
      -> (parts: Parts, labels: MadeLabels, variables: MadeVariables)
    {
      let (parts, labels, made) = parted(&progress)
      if let made { return (parts, labels, made) }
      let variables = MadeVariables.numbered(ReportNames.variables(parts))
      progress = .parted(parts, labels: labels, variables: variables)
      return (parts, labels, variables)
    }
  }

  /// Two screens' names are the same when their labels and variable names are.
  public static func == (a: Self, b: Self) -> Bool {
    a.made === b.made || (a.labels == b.labels && a.variables == b.variables)
  }

  /// Hashes the labels (names with the same labels may still differ in their variables).
  public func hash(into hasher: inout Hasher) { hasher.combine(labels) }

  /// Each node's Swift variable name (see ``variables``), each numbered one made when read.
  ///
  /// The derived names are written as bytes and numbered as bytes (``LabelBytes``), a string
  /// made only of a name read; as strings (``variablesByStrings(_:)``) where bytes do not decide.
  static func variables(_ parts: Parts) -> VariableNames {
    let (own, reserved) = ownNames(parts)
    let kindWords = parts.kindWordsByNumber()
    let derived = LabelBytes.make(
      order: parts.order, count: parts.nodes.count, separator: "", reserved: reserved
    ) { i, name in
      if own[i] == nil { writeDerivedName(of: i, in: parts, kindWords: kindWords, into: &name) }
    }
    guard let derived else { return variablesByStrings(parts) }
    return VariableNames(own: own, derived: NumberedNames(derived))
  }

  /// ``variables(_:)`` with each derived name made a string and numbered as strings
  /// (``numbered(_:order:separator:reserved:)``).
  static func variablesByStrings(_ parts: Parts) -> VariableNames {
    let (own, reserved) = ownNames(parts)
    let kindWords = parts.kindWordsByNumber()
    var derived = [String](filling: "", count: parts.nodes.count)
    var name = TextBytes(capacity: 48)
    for i in parts.order where own[i] == nil {
      name.clear()
      writeDerivedName(of: i, in: parts, kindWords: kindWords, into: &name)
      derived[i] = name.string
    }
    return VariableNames(
      own: own,
      derived: Self.numbered(derived, order: parts.order, separator: "", reserved: reserved))
  }

  /// Writes the name a node without a name of its own derives from its text, its name or its
  /// kind (``lowerCamel(_:kindWords:)``).
  ///
  /// - Parameters:
  ///   - i: The node.
  ///   - parts: What the screen's names are made of.
  ///   - kindWords: The code words of each numbered type's kind (``Parts/kindWordsByNumber()``).
  ///   - name: Where the name's bytes go.
  private static func writeDerivedName(
    of i: Int, in parts: Parts, kindWords: [[[UInt8]]], into name: inout TextBytes
  ) {
    let words = parts.kindWords(of: i, byNumber: kindWords)
    writeLowerCamel(parts.texts[i] ?? parts.names[i] ?? "", kindWords: words, into: &name)
  }

  /// Each node's own name (its id, when that is a Swift identifier), `nil` for a node whose name
  /// is derived from its label ("" for a node out of the order, if any); and the own names, which
  /// no derived name may take.
  private static func ownNames(_ parts: Parts) -> (own: [String?], reserved: Set<String>) {
    var own = [String?](filling: "", count: parts.nodes.count)
    var reserved = Set<String>()
    for i in parts.order {
      own[i] = idName(of: i, in: parts)
      if let name = own[i] { reserved.insert(name) }
    }
    return (own, reserved)
  }

  /// A node's own name (its id, when that is a Swift identifier), `nil` for a node without one
  /// or out of the order (whose variable name ``ownNames(_:)`` gives).
  ///
  /// - Parameters:
  ///   - node: The node.
  ///   - parts: What the screen's names are made of.
  static func ownName(of node: Int, in parts: Parts) -> String? {
    // The id first: most are paths, or names with other characters, told at once.
    guard let name = idName(of: node, in: parts), parts.isInOrder[node] else { return nil }
    return name
  }

  /// A node's id when that is a Swift identifier that names a variable: the own name of a node
  /// in the order.
  ///
  /// An id that starts with a capital reads as a type in Swift (`UIButton.hitArea = …` is a
  /// static member, `LoginButton` is no variable's name), and one that starts with `_` names a
  /// class of the system's (`_TtGC7SwiftUI32NavigationStackHosting`, a SwiftUI bar's
  /// identifier, which no app holds): such a node's name is derived, as for a path.
  private static func idName(of node: Int, in parts: Parts) -> String? {
    let id = parts.nodes[node].id
    guard let first = id.utf8.first, ASCII.isLower(first) else { return nil }
    return swiftIdentifier(id)
  }

  /// A screen's variable names: the nodes' own, else the Swift identifiers of their derived and
  /// numbered names (made when read).
  struct VariableNames: Sendable {
    /// Each node's own name, as it reads; `nil` for a node named by `derived`.
    var own: [String?]
    /// The derived names, numbered.
    var derived: NumberedNames

    /// A node's variable name.
    subscript(node: Int) -> String {
      own[node] ?? swiftIdentifier(derived[node]) ?? "view"
    }

    /// Every node's variable name.
    var all: [String] { own.indices.map { self[$0] } }
  }

  /// The label of a node.
  ///
  /// ```swift
  /// ReportNames(snapshot)[3]  // "Switch ‘Auto-Correction’"
  /// ```
  public subscript(node: Int) -> String { made.label(node) }

  /// A node's Swift variable name (see ``variables``): its own name without the others', or
  /// with the others made, without making their numbered names strings.
  ///
  /// - Parameter node: The node's index.
  package func variable(_ node: Int) -> String { made.variable(node) }

  // MARK: - Parts

  /// The short name of a node's type: after the last `.` or `$`, without `XCUIElementType`;
  /// `nil` when it has none.
  static func kind(ofType type: String?) -> String? {
    if let type, isCollapsedASCII(type) { return asciiKind(type) }
    return kindByCharacters(type)
  }

  /// ``kind(ofType:)`` of a type, by characters: the reference ``asciiKind(_:)`` is tested against,
  /// and what reads types that are not collapsed ASCII.
  static func kindByCharacters(_ type: String?) -> String? {
    guard var type = collapsed(type) else { return nil }
    if let dot = type.lastIndex(where: { $0 == "." || $0 == "$" }),
      type.index(after: dot) < type.endIndex
    {
      type = String(type[type.index(after: dot)...])
    }
    let xcui = "XCUIElementType"
    if type.hasPrefix(xcui), type.count > xcui.count { type.removeFirst(xcui.count) }
    return type
  }

  /// ``kind(ofType:)`` of a type that is collapsed ASCII (``isCollapsedASCII(_:)``), from its bytes.
  static func asciiKind(_ type: String) -> String {
    type.withUTF8Bytes { bytes in
      var start = 0
      // After the last `.` or `$`, unless it ends the type.
      var i = bytes.count - 1
      while i >= 0 && bytes[i] != UInt8(ascii: ".") && bytes[i] != UInt8(ascii: "$") { i -= 1 }
      if i >= 0 && i + 1 < bytes.count { start = i + 1 }
      let prefix = xcuiElementTypeBytes
      if bytes.count - start > prefix.count,
        prefix.indices.allSatisfy({ bytes[start + $0] == prefix[$0] })
      {
        start += prefix.count
      }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)
    }
  }

  /// The bytes of `XCUIElementType`, which XCUITest's type names start with.
  private static let xcuiElementTypeBytes = Array("XCUIElementType".utf8)

  /// What the developer calls the node: its identifier, else its id when that is not a path
  /// (`0/2/1`); a resource id loses its package (`com.example:id/play` reads `play`).
  ///
  /// - Parameters:
  ///   - identifier: The node's identifier, if any.
  ///   - id: The node's id.
  static func name(identifier: String?, id: String) -> String? {
    var name = clean(identifier)
    if name == nil, !isPath(id) {
      name = clean(id)
    }
    guard let name else { return nil }
    return resourceEntry(name) ?? name
  }

  /// The entry name of an Android resource id, after its last `:id/` (`play` for
  /// `com.example:id/play`); `nil` when there is none.
  static func resourceEntry(_ identifier: String) -> String? {
    identifier.withUTF8Bytes { bytes in
      // The last `:id/` with at least one byte after it, looked for from the end.
      var i = bytes.count - 5
      while i >= 0 {
        if bytes[i] == UInt8(ascii: ":") && bytes[i + 1] == UInt8(ascii: "i")
          && bytes[i + 2] == UInt8(ascii: "d") && bytes[i + 3] == UInt8(ascii: "/")
        {
          return String(decoding: UnsafeBufferPointer(rebasing: bytes[(i + 4)...]), as: UTF8.self)
        }
        i -= 1
      }
      return nil
    }
  }

  /// Whether an id is a path of child positions (`0/2/1`, `#3`) rather than a name.
  static func isPath(_ id: String) -> Bool {
    // Digits, slashes and number signs in ASCII are the common case; other digits need
    // `Character`'s view.
    let isASCIIPath = id.withUTF8Bytes { bytes in
      for byte in bytes
      where !ASCII.isDigit(byte) && byte != UInt8(ascii: "/") && byte != UInt8(ascii: "#") {
        return false
      }
      return true
    }
    return isASCIIPath || id.allSatisfy { $0.isNumber || $0 == "/" || $0 == "#" }
  }

  /// A target's text: its own label, else its descendants' (not inside another target, not
  /// hidden), up to ``maximumTextParts`` of them.
  static func text(of target: Int, in snapshot: LayoutSnapshot) -> String? {
    if let own = clean(snapshot.nodes[target].label) { return own }
    var parts: [String] = []
    // Each node's properties read where it lies: a node taken from the array was copied whole.
    let nodes = snapshot.nodes
    var stack = Array(nodes[target].children.reversed())
    while let i = stack.popLast(), parts.count < maximumTextParts {
      guard !nodes[i].countsAsTarget, !nodes[i].isHidden else { continue }
      if let text = clean(nodes[i].label), !parts.contains(text) { parts.append(text) }
      stack.append(contentsOf: nodes[i].children.reversed())
    }
    return parts.isEmpty ? nil : clip(parts.joined(separator: " "))
  }

  /// The text with runs of white space as one space, trimmed and shortened; `nil` when empty.
  static func clean(_ text: String?) -> String? {
    guard let text else { return nil }
    // A long text that starts as collapsed ASCII is cut there, whatever follows.
    if text.utf8.count > maximumTextLength, startsClipped(text) {
      return clipped(text, bytes: maximumTextLength - 1)
    }
    // Collapsed ASCII has one character per byte: cut by bytes.
    guard isCollapsedASCII(text) else {
      // Text with no white space at all (most text beyond ASCII: `設定`, `Café`) is already
      // collapsed; only its length is counted by characters.
      if !text.isEmpty && !hasWhiteSpace(text) { return clip(text) }
      return collapsedPrefix(text).map(clip)
    }
    guard text.utf8.count > maximumTextLength else { return text }
    return clipped(text, bytes: maximumTextLength - 1)
  }

  /// Whether any scalar of the text is white space (Unicode's `White_Space`, what
  /// `Character.isWhitespace` asks of a character's first scalar), told from its bytes.
  static func hasWhiteSpace(_ text: String) -> Bool {
    text.withUTF8Bytes { bytes in
      let n = bytes.count
      var i = 0
      while i < n {
        let byte = bytes[i]
        if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) { return true }
        // U+0085 and U+00A0 are C2 85 and C2 A0.
        if byte == 0xC2 && i + 1 < n && (bytes[i + 1] == 0x85 || bytes[i + 1] == 0xA0) {
          return true
        }
        if i + 2 < n {
          let second = bytes[i + 1]
          let third = bytes[i + 2]
          switch byte {
          case 0xE1:  // U+1680 is E1 9A 80.
            if second == 0x9A && third == 0x80 { return true }
          case 0xE2:
            // U+2000 to U+200A, U+2028, U+2029, U+202F (E2 80 xx) and U+205F (E2 81 9F).
            if second == 0x80 && (third <= 0x8A || third == 0xA8 || third == 0xA9 || third == 0xAF)
              || second == 0x81 && third == 0x9F
            {
              return true
            }
          case 0xE3:  // U+3000 is E3 80 80.
            if second == 0x80 && third == 0x80 { return true }
          default: break
          }
        }
        i += 1
      }
      return false
    }
  }

  /// The text's first bytes, which end on a character, then `…`, in one string made.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - count: How many of its bytes to keep (no more than it has).
  static func clipped(_ text: String, bytes count: Int) -> String {
    text.withUTF8Bytes { bytes in
      let count = Swift.min(Swift.max(count, 0), bytes.count)  // never past what is written
      let ellipsis: StaticString = "…"
      let tail = UnsafeBufferPointer(start: ellipsis.utf8Start, count: ellipsis.utf8CodeUnitCount)
      return String(unsafeUninitializedCapacity: count + tail.count) { buffer in
        _ = buffer.initialize(from: bytes.prefix(count))
        _ = UnsafeMutableBufferPointer(rebasing: buffer[count...]).initialize(from: tail)
        return count + tail.count
      }
    }
  }

  /// The text with runs of white space as one space, trimmed; `nil` when empty.
  static func collapsed(_ text: String?) -> String? {
    guard let text else { return nil }
    if isCollapsedASCII(text) { return text }
    let result = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    return result.isEmpty ? nil : result
  }

  /// The start of ``collapsed(_:)``'s text that ``clip(_:)`` reads: its first
  /// ``maximumTextLength`` characters and two, or all of it; `nil` when there is none.
  ///
  /// One pass over the characters up to there: a long text (a paragraph) is not split whole
  /// for the few words a label shows.
  static func collapsedPrefix(_ text: String) -> String? {
    let enough = maximumTextLength + 2
    var joined = ""
    // The characters joined, counted as they are added: more only where one joins the space
    // before it (a combining mark after a line feed), which `count` then confirms (once, unless
    // such joins keep it short; each later character is one more count).
    var added = 0
    var spaceBefore = false
    for character in text {
      if character.isWhitespace {
        spaceBefore = added > 0
        continue
      }
      if spaceBefore {
        joined.append(" ")
        added += 1
        spaceBefore = false
      }
      joined.append(character)
      added += 1
      if added >= enough && joined.count >= enough { break }
    }
    return joined.isEmpty ? nil : joined
  }

  /// Whether the text is non-empty ASCII whose only white space is single spaces between
  /// other characters: what ``collapsed(_:)`` would return unchanged, told from its bytes.
  static func isCollapsedASCII(_ text: String) -> Bool {
    text.withUTF8Bytes { bytes in
      isCollapsedASCIIStart(bytes[...]) && bytes.last.map { $0 != 0x20 } == true
    }
  }

  /// Whether a text is cut to its first bytes and `…` for what it starts with alone.
  ///
  /// Its first ``maximumTextLength`` bytes and one are printable ASCII with single spaces between
  /// other characters: its collapsed text has more than ``maximumTextLength`` characters and
  /// starts with those bytes, one character each, so ``clean(_:)`` gives its first
  /// ``maximumTextLength`` - 1 bytes and `…`. A long text's rest (a paragraph's, beyond ASCII or
  /// not) is then never read.
  static func startsClipped(_ text: String) -> Bool {
    text.withUTF8Bytes { bytes in
      let shown = maximumTextLength + 1
      return bytes.count >= shown && bytes[shown - 1] != 0x20
        && isCollapsedASCIIStart(bytes[..<shown])
    }
  }

  /// Whether bytes are printable ASCII with no space first and no two spaces together.
  private static func isCollapsedASCIIStart(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    var previous: UInt8 = 0x20
    for byte in bytes {
      // Non-ASCII text and control characters (a carriage return joins a line feed into one
      // `Character`) take the general path.
      guard byte >= 0x21 && byte < 0x7F || byte == 0x20 && previous != 0x20 else {
        return false
      }
      previous = byte
    }
    return true
  }

  /// The text cut to ``maximumTextLength`` characters, ending in `…` when cut.
  static func clip(_ text: String) -> String {
    // No more bytes than the limit means no more characters; else the characters are counted
    // up to the limit, not to the end of a long text.
    guard text.utf8.count > maximumTextLength,
      let limit = text.index(
        text.startIndex, offsetBy: maximumTextLength, limitedBy: text.endIndex),
      limit != text.endIndex
    else { return text }
    return text.prefix(maximumTextLength - 1) + "…"
  }

  /// The words of a kind as a variable name has them, as bytes: its code name (`Button` for
  /// `UIButton`: `UI` dropped before a capital; `View` for `Other`), then that name's ASCII
  /// letter-and-digit runs (`["Image", "View"]` for `Image-View`), read from its UTF-8.
  static func codeWords(ofKind kind: String) -> [[UInt8]] {
    kind.withUTF8Bytes { bytes in
      var start = 0
      if bytes.count > 2 && bytes[0] == UInt8(ascii: "U") && bytes[1] == UInt8(ascii: "I")
        && ASCII.isUpper(bytes[2])
      {
        start = 2
      }
      let name = UnsafeBufferPointer(rebasing: bytes[start...])
      if name.elementsEqual("Other".utf8) { return [Array("View".utf8)] }
      var words: [[UInt8]] = []
      var i = 0
      while i < name.count {
        guard ASCII.isLetterOrDigit(name[i]) else {
          i += 1
          continue
        }
        var end = i + 1
        while end < name.count && ASCII.isLetterOrDigit(name[end]) { end += 1 }
        words.append(Array(name[i..<end]))
        i = end
      }
      return words
    }
  }

  /// A text's words as one lower-camel-case identifier: at most four words of text (its ASCII
  /// letter-and-digit runs), then the kind's words unless the text already ends
  /// with them (`followButton` stays); the kind first when the text starts with a digit
  /// (`textView1`); `view` when there is nothing.
  ///
  /// A text that starts with `_` is a system class's name (a SwiftUI bar's `_TtGC7SwiftUI…`),
  /// no words of the view's: the kind alone.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - kindWords: The words of the kind's code name (``codeWords(ofKind:)``).
  static func lowerCamel(_ text: String, kindWords: [[UInt8]]) -> String {
    var name = TextBytes(capacity: 48)
    writeLowerCamel(text, kindWords: kindWords, into: &name)
    return name.string
  }

  /// Writes ``lowerCamel(_:kindWords:)``'s identifier as bytes (ASCII).
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - kindWords: The words of the kind's code name (``codeWords(ofKind:)``).
  ///   - name: Where the identifier's bytes go, after what it holds.
  static func writeLowerCamel(_ text: String, kindWords: [[UInt8]], into name: inout TextBytes) {
    // Words are ASCII letters and digits, so their bytes are their characters.
    var result = LowerCamelCase(kindWords: kindWords)
    text.withUTF8Bytes { text in
      let bytes =
        text.first == UInt8(ascii: "_") ? UnsafeBufferPointer(rebasing: text[0..<0]) : text
      var found = 0
      var last = 0..<0
      var kindFirst = false
      var i = 0
      while i < bytes.count && found < 4 {
        guard ASCII.isLetterOrDigit(bytes[i]) else {
          i += 1
          continue
        }
        var end = i + 1
        while end < bytes.count && ASCII.isLetterOrDigit(bytes[end]) { end += 1 }
        if found == 0 && ASCII.isDigit(bytes[i]) {
          kindFirst = true
          result.appendKind(to: &name)
        }
        result.append(UnsafeBufferPointer(rebasing: bytes[i..<end]), to: &name)
        last = i..<end
        found += 1
        i = end
      }
      guard !kindFirst, let k = kindWords.last else { return }
      // The kind's last word ends the text already (in any case): the text names the kind.
      let namesKind =
        found > 0 && last.count >= k.count
        && zip(bytes[(last.upperBound - k.count)..<last.upperBound], k).allSatisfy {
          ASCII.lower($0) == ASCII.lower($1)
        }
      if !namesKind { result.appendKind(to: &name) }
    }
    result.finish(&name)
  }

  /// The names with the repeated ones numbered from 1 in depth-first order, skipping numbers
  /// that would make a name already in use.
  ///
  /// ``LabelLookup`` reads a node's label by these rules (``LabelBytes``' too) without making
  /// the others: a change to them is a change to it.
  static func numbered(
    _ names: [String], order: [Int], separator: String, reserved: Set<String> = []
  ) -> NumberedNames {
    // Each distinct name is hashed once into a group; uses are counted by group.
    var groupOf = [Int](filling: -1, count: names.count)
    var groups = NameGroups(holding: names, and: reserved)
    var uses: [Int] = []
    for i in order where !names[i].isEmpty {
      let (group, isNew) = groups.insert(names[i])
      if isNew { uses.append(0) }
      uses[group] += 1
      groupOf[i] = group
    }
    // Whether each group's name is reserved: asked once per reserved name, not once per node.
    var isReservedGroup = [Bool](filling: false, count: uses.count)
    for name in reserved { if let group = groups[name] { isReservedGroup[group] = true } }
    func isRepeated(_ i: Int) -> Bool {
      groupOf[i] >= 0 && (uses[groupOf[i]] > 1 || isReservedGroup[groupOf[i]])
    }
    guard order.contains(where: isRepeated) else { return NumberedNames(names) }
    var next = [Int](filling: 1, count: uses.count)
    func endsInDigit(_ name: String) -> Bool {
      name.utf8.last.map { $0 >= 0x30 && $0 <= 0x39 } ?? false
    }
    if !names.contains(where: endsInDigit) && !reserved.contains(where: endsInDigit) {
      // Every numbered name ends in a digit and no other name does, and two groups' numbered
      // names differ: no number is ever taken, so none is looked up, and each numbered name is
      // made only when it is read.
      var numbers = [Int](filling: 0, count: names.count)
      for i in order where isRepeated(i) {
        let group = groupOf[i]
        numbers[i] = next[group]
        next[group] += 1
      }
      return NumberedNames(names, numbers: numbers, separator: separator)
    }
    var result = names
    // In use: the names used once, and (claimed) the reserved names and the numbered names
    // made so far; a number is taken by inserting its name, so each try hashes it twice at most.
    var claimed = NameGroups(like: groups)
    for name in reserved { _ = claimed.insert(name) }
    for i in order where isRepeated(i) {
      let group = groupOf[i]
      var k = next[group]
      var candidate = NumberedText.make(names[i], separator, k)
      while groups[candidate].map({ uses[$0] == 1 }) == true || !claimed.insert(candidate).isNew {
        k += 1
        candidate = NumberedText.make(names[i], separator, k)
      }
      result[i] = candidate
      next[group] = k + 1
    }
    return NumberedNames(result)
  }
}

extension LayoutSnapshot {
  /// The names a person knows the nodes by; see ``ReportNames``.
  ///
  /// ```swift
  /// snapshot.reportNames.labels[3]  // "Switch ‘Auto-Correction’"
  /// ```
  ///
  /// - Complexity: O(n); keep the result when naming many nodes.
  public var reportNames: ReportNames { ReportNames(self) }
}
