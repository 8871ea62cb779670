import HitAreaKit
import HitAreaSnapshot

/// The class of a target as corpus statistics group it: its type without the package or the
/// platform prefix (`android.widget.ImageButton` → `ImageButton`,
/// `XCUIElementTypeButton` → `Button`), or `(none)` when the dump gives no type.
///
/// ```swift
/// ElementClass.name(of: LayoutNode(id: "a", type: "android.widget.CheckBox", frame: .zero))  // "CheckBox"
/// ```
package enum ElementClass {
  /// The name for nodes without a type.
  package static let unknown = "(none)"

  /// The class name of a node.
  ///
  /// - Parameter node: The node.
  package static func name(of node: LayoutNode) -> String {
    guard var type = node.type?.trimmingWhitespace, !type.isEmpty else { return unknown }
    if let dot = type.lastIndex(of: ".") { type = String(type[type.index(after: dot)...]) }
    let xcui = "XCUIElementType"
    if type.hasPrefix(xcui), type.count > xcui.count { type.removeFirst(xcui.count) }
    return type.isEmpty ? unknown : type
  }
}

extension String {
  /// The string without leading and trailing white space.
  fileprivate var trimmingWhitespace: String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
