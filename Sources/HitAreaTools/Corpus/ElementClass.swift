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
    guard let recorded = node.type else { return unknown }
    // Printable ASCII without spaces (nearly every recorded type) has nothing to trim, and its
    // last dot is found among its bytes.
    if recorded.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) {
      var type = Substring(recorded)
      if let dot = type.utf8.lastIndex(of: UInt8(ascii: ".")) {
        type = type[type.utf8.index(after: dot)...]
      }
      let xcui = "XCUIElementType"
      if type.utf8.count > xcui.utf8.count, type.utf8.starts(with: xcui.utf8) {
        type = type.dropFirst(xcui.utf8.count)
      }
      return type.isEmpty ? unknown : String(type)
    }
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
