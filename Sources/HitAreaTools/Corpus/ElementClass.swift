import HitAreaKit
import HitAreaSnapshot

/// The class of a target as corpus statistics group it: its type without the package or the
/// platform prefix (`android.widget.ImageButton` → `ImageButton`,
/// `XCUIElementTypeButton` → `Button`), or `(none)` when the dump gives no type.
///
/// ```swift
/// ElementClass.name(ofType: "android.widget.CheckBox")  // "CheckBox"
/// ```
package enum ElementClass {
  /// The name for nodes without a type.
  package static let unknown = "(none)"

  /// The class name of a node of a type (`nil` when the dump gives none).
  ///
  /// - Parameter recorded: The node's type.
  package static func name(ofType recorded: String?) -> String {
    guard let recorded else { return unknown }
    // Printable ASCII without spaces (nearly every recorded type) has nothing to trim, and is
    // read from its bytes.
    let plain = recorded.withUTF8Bytes { bytes -> String? in
      guard bytes.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return nil }
      var start = bytes.lastIndex(of: UInt8(ascii: ".")).map { $0 + 1 } ?? 0
      let xcui = xcuiElementType
      if bytes.count - start > xcui.count,
        xcui.indices.allSatisfy({ bytes[start + $0] == xcui[$0] })
      {
        start += xcui.count
      }
      return start == bytes.count
        ? unknown : String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)
    }
    if let plain { return plain }
    var type = recorded.trimmingWhitespace
    guard !type.isEmpty else { return unknown }
    if let dot = type.lastIndex(of: ".") { type = String(type[type.index(after: dot)...]) }
    let xcui = "XCUIElementType"
    if type.hasPrefix(xcui), type.count > xcui.count { type.removeFirst(xcui.count) }
    return type.isEmpty ? unknown : type
  }

  /// The prefix of XCUITest's element types, whose class is the rest.
  private static let xcuiElementType = Array("XCUIElementType".utf8)
}

extension String {
  /// The string without leading and trailing white space.
  fileprivate var trimmingWhitespace: String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
