extension LayoutNode {
  /// The name a person knows the node by, for reports: its label when it has one, else its type
  /// and id (`Button 0/2/1`), else its id.
  ///
  /// Types lose the prefixes that only repeat the platform: `XCUIElementTypeButton` reads
  /// `Button`, `android.widget.ImageButton` reads `ImageButton`.
  ///
  /// ```swift
  /// LayoutNode(id: "close", label: "Close", frame: .zero).reportLabel           // "Close"
  /// LayoutNode(id: "0/2", type: "UIButton", frame: .zero).reportLabel            // "UIButton 0/2"
  /// ```
  package var reportLabel: String {
    if let label = label?.trimmed, !label.isEmpty { return label }
    guard var type = type?.trimmed, !type.isEmpty else { return id }
    if let dot = type.lastIndex(of: ".") { type = String(type[type.index(after: dot)...]) }
    let xcui = "XCUIElementType"
    if type.hasPrefix(xcui), type.count > xcui.count { type.removeFirst(xcui.count) }
    return type.isEmpty ? id : "\(type) \(id)"
  }
}

extension String {
  /// The string without leading and trailing white space.
  fileprivate var trimmed: String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
