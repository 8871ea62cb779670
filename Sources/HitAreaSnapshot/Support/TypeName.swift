/// A recorded type name read as UTF-8 bytes, for the checks that run on every node of every
/// screen: its components and suffixes are found without splitting it into new strings.
///
/// Components are the non-empty runs between separators, as `split(separator:)` gives them:
/// `android.widget.Switch` has the last component `Switch`; a name with no non-empty component
/// (`.`) is its own component.
///
/// ```swift
/// TypeName("android.widget.ListView").lastComponent(after: ".").hasSuffix("ListView")  // true
/// ```
package struct TypeName {
  /// The bytes of the part of the name under consideration.
  package let bytes: Substring.UTF8View

  /// The whole type name.
  ///
  /// - Parameter name: The recorded type.
  package init(_ name: String) { bytes = Substring(name).utf8 }

  private init(bytes: Substring.UTF8View) { self.bytes = bytes }

  /// The last non-empty component after `separator`, or the whole name when it has none.
  ///
  /// - Parameter separator: An ASCII separator, such as `.`.
  package func lastComponent(after separator: Unicode.Scalar) -> TypeName {
    let byte = UInt8(ascii: separator)
    var end = bytes.endIndex
    while end > bytes.startIndex, bytes[bytes.index(before: end)] == byte {
      end = bytes.index(before: end)
    }
    guard end > bytes.startIndex else { return self }
    var start = end
    while start > bytes.startIndex, bytes[bytes.index(before: start)] != byte {
      start = bytes.index(before: start)
    }
    return TypeName(bytes: bytes[start..<end])
  }

  /// The first non-empty component before `separator`, or the whole name when it has none.
  ///
  /// - Parameter separator: An ASCII separator, such as `:`.
  package func firstComponent(before separator: Unicode.Scalar) -> TypeName {
    let byte = UInt8(ascii: separator)
    var start = bytes.startIndex
    while start < bytes.endIndex, bytes[start] == byte { start = bytes.index(after: start) }
    guard start < bytes.endIndex else { return self }
    var end = start
    while end < bytes.endIndex, bytes[end] != byte { end = bytes.index(after: end) }
    return TypeName(bytes: bytes[start..<end])
  }

  /// Whether the bytes end with the suffix's bytes.
  ///
  /// - Parameter suffix: ASCII text, such as `ListView`.
  package func hasSuffix(_ suffix: StaticString) -> Bool {
    let count = suffix.utf8CodeUnitCount
    guard bytes.count >= count else { return false }
    return suffix.withUTF8Buffer { bytes.suffix(count).elementsEqual($0) }
  }

  /// Whether the bytes are exactly the text's bytes.
  ///
  /// - Parameter text: ASCII text, such as `UITextView`.
  package func equals(_ text: StaticString) -> Bool {
    text.withUTF8Buffer { bytes.elementsEqual($0) }
  }
}
