/// The class a view reports, read from the name of the class it has: what the rules about
/// classes (private to UIKit, a system window) look at.
///
/// Libraries subclass an object's class at run time and hide it behind `-class`: Key-Value
/// Observing (`NSKVONotifying_UIButton`), RxCocoa (`_RX_namespace_UIButton`), Aspects
/// (`UIButton_Aspects_`) and InterposeKit (`InterposeKit_UIButton` and 32 hexadecimal digits).
/// Those names stand for the class they subclass. A Swift name keeps its module prefix and its
/// generic arguments (`MyApp.Card`, `_UIHostingView<Feature.Root>`); ``lastComponent`` is the
/// class's own name without either.
///
/// ```swift
/// ReportedClassName("NSKVONotifying__UISwitchInternalView").isPrivate   // true
/// ReportedClassName("_RX_namespace_UIButton").isPrivate                 // false
/// ReportedClassName("SwiftUI._UIHostingView<Feature.Root>").isPrivate   // true
/// ```
package struct ReportedClassName: Hashable, Sendable {
  /// The name, with the runtime subclasses' prefixes and suffixes removed.
  package let name: String

  /// Prefixes of the names of the subclasses libraries create at run time.
  package static let runtimePrefixes = ["NSKVONotifying_", "_RX_namespace_", "InterposeKit_"]
  /// Suffixes of the names of the subclasses libraries create at run time.
  package static let runtimeSuffixes = ["_Aspects_"]

  /// Reads a class name.
  ///
  /// - Parameter className: The name of the class the object has (`NSStringFromClass`).
  package init(_ className: String) {
    var name = Substring(className)
    var changed = true
    while changed {
      changed = false
      for prefix in Self.runtimePrefixes where name.hasPrefix(prefix) {
        name = name.dropFirst(prefix.count)
        changed = true
        if prefix == "InterposeKit_" { name = Self.droppingHexadecimalTail(name, count: 32) }
      }
      for suffix in Self.runtimeSuffixes where name.hasSuffix(suffix) {
        name = name.dropLast(suffix.count)
        changed = true
      }
    }
    self.name = String(name)
  }

  /// The class's own name: without generic arguments and without a module prefix.
  package var lastComponent: Substring {
    let base = name.firstIndex(of: "<").map { name[..<$0] } ?? Substring(name)
    return base.split(separator: ".").last ?? base
  }

  /// Whether the class is private to UIKit: its own name starts with `_`.
  package var isPrivate: Bool { lastComponent.hasPrefix("_") }

  private static func droppingHexadecimalTail(_ name: Substring, count: Int) -> Substring {
    guard name.count > count else { return name }
    let tail = name.suffix(count)
    return tail.allSatisfy(\.isHexDigit) ? name.dropLast(count) : name
  }
}
