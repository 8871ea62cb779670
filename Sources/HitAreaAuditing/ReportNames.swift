import HitAreaSnapshot

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
/// - Complexity: O(n) for n nodes (each node's text is looked for once, below its nearest target).
public struct ReportNames: Hashable, Sendable {
  /// Each node's label, indexed like `LayoutSnapshot.nodes`; no two are the same.
  public let labels: [String]
  /// Each node's Swift variable name, indexed like `LayoutSnapshot.nodes`: its id when that is
  /// a Swift identifier (`close`), else a lower-camel-case name from its label
  /// (`autoCorrectionSwitch`, `playImageButton`), numbered when two are the same; never two alike.
  public let variables: [String]

  /// The most characters of text in a label.
  static let maximumTextLength = 32
  /// The most descendant labels joined into a target's text.
  static let maximumTextParts = 3

  /// Names the nodes of a snapshot.
  ///
  /// - Parameter snapshot: The screen.
  public init(_ snapshot: LayoutSnapshot) {
    let order = snapshot.depthFirstIndices
    let nodes = snapshot.nodes
    var texts = [String?](repeating: nil, count: nodes.count)
    for i in order where nodes[i].countsAsTarget {
      texts[i] = Self.text(of: i, in: snapshot)
    }
    for i in order where texts[i] == nil && !nodes[i].countsAsTarget {
      texts[i] = Self.clean(nodes[i].label)
    }
    var bases = [String](repeating: "", count: nodes.count)
    var words = [[String]](repeating: [], count: nodes.count)
    var kindWords = [[String]](repeating: [], count: nodes.count)
    // A screen has few types: each one's short name and its code name's words are made once.
    var kindsByType: [String: (kind: String?, codeWords: [String])] = [:]
    for i in order {
      let node = nodes[i]
      let typeKinds: (kind: String?, codeWords: [String])
      if let known = kindsByType[node.type ?? ""] {
        typeKinds = known
      } else {
        let kind = Self.kind(of: node)
        typeKinds = (kind, kind.map { Self.words(Self.codeKind($0)) } ?? [])
        kindsByType[node.type ?? ""] = typeKinds
      }
      let kind = typeKinds.kind
      let name = Self.name(of: node)
      if let text = texts[i] {
        bases[i] = kind.map { "\($0) ‘\(text)’" } ?? text
      } else if let name {
        bases[i] = kind.map { "\($0) \(name)" } ?? name
      } else {
        bases[i] = kind ?? "View"
      }
      words[i] = Self.words(texts[i] ?? name ?? "")
      kindWords[i] = typeKinds.codeWords
    }
    labels = Self.numbered(bases, order: order, separator: " #")
    var variables = [String](repeating: "", count: nodes.count)
    var reserved = Set<String>()
    for i in order {
      if let own = swiftIdentifier(nodes[i].id) {
        variables[i] = own
        reserved.insert(own)
      }
    }
    var derived = [String](repeating: "", count: nodes.count)
    for i in order where variables[i].isEmpty {
      derived[i] = Self.lowerCamel(words[i], kindWords: kindWords[i])
    }
    let numbered = Self.numbered(derived, order: order, separator: "", reserved: reserved)
    for i in order where variables[i].isEmpty {
      variables[i] = swiftIdentifier(numbered[i]) ?? "view"
    }
    self.variables = variables
  }

  /// The label of a node.
  ///
  /// ```swift
  /// ReportNames(snapshot)[3]  // "Switch ‘Auto-Correction’"
  /// ```
  public subscript(node: Int) -> String { labels[node] }

  // MARK: - Parts

  /// The short name of a node's type: after the last `.` or `$`, without `XCUIElementType`;
  /// `nil` when it has none.
  static func kind(of node: LayoutNode) -> String? {
    guard var type = collapsed(node.type) else { return nil }
    if let dot = type.lastIndex(where: { $0 == "." || $0 == "$" }),
      type.index(after: dot) < type.endIndex
    {
      type = String(type[type.index(after: dot)...])
    }
    let xcui = "XCUIElementType"
    if type.hasPrefix(xcui), type.count > xcui.count { type.removeFirst(xcui.count) }
    return type
  }

  /// What the developer calls the node: its identifier, else its id when that is not a path
  /// (`0/2/1`); a resource id loses its package (`com.example:id/play` reads `play`).
  static func name(of node: LayoutNode) -> String? {
    var name = clean(node.identifier)
    if name == nil, !isPath(node.id) {
      name = clean(node.id)
    }
    guard let name else { return nil }
    return resourceEntry(name) ?? name
  }

  /// The entry name of an Android resource id, after its last `:id/` (`play` for
  /// `com.example:id/play`); `nil` when there is none.
  static func resourceEntry(_ identifier: String) -> String? {
    var identifier = identifier
    return identifier.withUTF8 { bytes in
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
    id.utf8.allSatisfy { ASCII.isDigit($0) || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "#") }
      || id.allSatisfy { $0.isNumber || $0 == "/" || $0 == "#" }
  }

  /// A target's text: its own label, else its descendants' (not inside another target, not
  /// hidden), up to ``maximumTextParts`` of them.
  static func text(of target: Int, in snapshot: LayoutSnapshot) -> String? {
    if let own = clean(snapshot.nodes[target].label) { return own }
    var parts: [String] = []
    var stack = Array(snapshot.nodes[target].children.reversed())
    while let i = stack.popLast(), parts.count < maximumTextParts {
      let node = snapshot.nodes[i]
      guard !node.countsAsTarget, !node.isHidden else { continue }
      if let text = clean(node.label), !parts.contains(text) { parts.append(text) }
      stack.append(contentsOf: node.children.reversed())
    }
    return parts.isEmpty ? nil : clip(parts.joined(separator: " "))
  }

  /// The text with runs of white space as one space, trimmed and shortened; `nil` when empty.
  static func clean(_ text: String?) -> String? { collapsed(text).map(clip) }

  /// The text with runs of white space as one space, trimmed; `nil` when empty.
  static func collapsed(_ text: String?) -> String? {
    guard let text else { return nil }
    if isCollapsedASCII(text) { return text }
    let result = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    return result.isEmpty ? nil : result
  }

  /// Whether the text is non-empty ASCII whose only white space is single spaces between
  /// other characters: what ``collapsed(_:)`` would return unchanged, told from its bytes.
  static func isCollapsedASCII(_ text: String) -> Bool {
    var previous: UInt8 = 0x20
    for byte in text.utf8 {
      // Non-ASCII text and control characters (a carriage return joins a line feed into one
      // `Character`) take the general path.
      guard byte >= 0x21 && byte < 0x7F || byte == 0x20 && previous != 0x20 else { return false }
      previous = byte
    }
    return previous != 0x20
  }

  /// The text cut to ``maximumTextLength`` characters, ending in `…` when cut.
  static func clip(_ text: String) -> String {
    // No more bytes than the limit means no more characters.
    text.utf8.count <= maximumTextLength || text.count <= maximumTextLength
      ? text : text.prefix(maximumTextLength - 1) + "…"
  }

  /// The type as a word in a variable name: `Button` for `UIButton`, `View` for `Other`.
  static func codeKind(_ kind: String) -> String {
    var kind = kind
    let scalars = Array(kind.unicodeScalars)
    if scalars.count > 2, kind.hasPrefix("UI"), ("A"..."Z").contains(scalars[2]) {
      kind.removeFirst(2)
    }
    return kind == "Other" ? "View" : kind
  }

  /// The ASCII letter-and-digit runs of a text, such as `["Auto", "Correction"]`.
  static func words(_ text: String) -> [String] {
    var words: [String] = []
    let bytes = text.utf8
    var start: String.UTF8View.Index? = nil
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      if ASCII.isLetterOrDigit(byte) {
        if start == nil { start = index }
      } else if let first = start {
        words.append(String(decoding: bytes[first..<index], as: UTF8.self))
        start = nil
      }
      index = bytes.index(after: index)
    }
    if let first = start { words.append(String(decoding: bytes[first...], as: UTF8.self)) }
    return words
  }

  /// Words as one lower-camel-case identifier: at most four words of text, then the kind's words
  /// unless the text already ends with them (`followButton` stays); the kind first when the text
  /// starts with a digit (`textView1`); `view` when there is nothing.
  ///
  /// - Parameters:
  ///   - text: The text's words (``words(_:)``).
  ///   - kindWords: The words of the kind's code name (``codeKind(_:)``).
  static func lowerCamel(_ text: [String], kindWords: [String]) -> String {
    // Words are ASCII letters and digits (see `words(_:)`), so their bytes are their characters.
    let textWords = text.prefix(4)
    var leading: [String] = []
    var trailing: [String] = []
    if let first = textWords.first?.utf8.first, ASCII.isDigit(first) {
      leading = kindWords.isEmpty ? ["view"] : kindWords
    } else if let last = textWords.last, let k = kindWords.last,
      last.utf8.count >= k.utf8.count,
      zip(last.utf8.suffix(k.utf8.count), k.utf8).allSatisfy({ ASCII.lower($0) == ASCII.lower($1) })
    {
      // The text already names the kind.
    } else {
      trailing = kindWords
    }
    var result: [UInt8] = []
    result.reserveCapacity(48)
    var n = 0
    func append(_ part: String) {
      defer { n += 1 }
      var part = part
      part.withUTF8 { bytes in
        guard let head = bytes.first else { return }
        if n > 0 {
          result.append(ASCII.upper(head))
          result.append(contentsOf: bytes.dropFirst())
        } else if bytes.allSatisfy({ ASCII.isUpper($0) || ASCII.isDigit($0) }) {
          for byte in bytes { result.append(ASCII.lower(byte)) }  // `OK` reads `ok`, `URL` `url`
        } else {
          result.append(ASCII.lower(head))
          result.append(contentsOf: bytes.dropFirst())
        }
      }
    }
    leading.forEach(append)
    textWords.forEach(append)
    trailing.forEach(append)
    return result.isEmpty ? "view" : String(decoding: result, as: UTF8.self)
  }

  /// The names with the repeated ones numbered from 1 in depth-first order, skipping numbers
  /// that would make a name already in use.
  static func numbered(
    _ names: [String], order: [Int], separator: String, reserved: Set<String> = []
  ) -> [String] {
    // Each distinct name is hashed once into a group; uses are counted by group.
    var groupOf = [Int](repeating: -1, count: names.count)
    var groups: [String: Int] = [:]
    groups.reserveCapacity(names.count)
    var uses: [Int] = []
    // The group's slot is read through the default subscript's in-place access: one hash
    // finds the group or makes a new one.
    func group(_ slot: inout Int) -> Int { slot }
    for i in order where !names[i].isEmpty {
      let group = group(&groups[names[i], default: uses.count])
      if group == uses.count { uses.append(0) }
      uses[group] += 1
      groupOf[i] = group
    }
    func isRepeated(_ i: Int) -> Bool {
      groupOf[i] >= 0 && (uses[groupOf[i]] > 1 || reserved.contains(names[i]))
    }
    guard order.contains(where: isRepeated) else { return names }
    var next = [Int](repeating: 1, count: uses.count)
    var result = names
    func endsInDigit(_ name: String) -> Bool {
      name.utf8.last.map { $0 >= 0x30 && $0 <= 0x39 } ?? false
    }
    if !names.contains(where: endsInDigit) && !reserved.contains(where: endsInDigit) {
      // Every numbered name ends in a digit and no other name does, and two groups' numbered
      // names differ: no number is ever taken, so none is looked up.
      for i in order where isRepeated(i) {
        let group = groupOf[i]
        result[i] = names[i] + separator + String(next[group])
        next[group] += 1
      }
      return result
    }
    // In use: the reserved names, the names used once, and the numbered names made so far.
    var made = Set<String>()
    func isTaken(_ name: String) -> Bool {
      reserved.contains(name) || made.contains(name) || groups[name].map { uses[$0] == 1 } == true
    }
    for i in order where isRepeated(i) {
      let group = groupOf[i]
      var k = next[group]
      while isTaken(names[i] + separator + String(k)) { k += 1 }
      result[i] = names[i] + separator + String(k)
      made.insert(result[i])
      next[group] = k + 1
    }
    return result
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
