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
  /// The whole recorded name.
  private let name: String
  /// Where the part under consideration is, in the name's UTF-8 bytes.
  private let range: Range<Int>

  /// The bytes of the part of the name under consideration.
  package var bytes: Substring.UTF8View {
    let utf8 = name.utf8
    let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
    return name[start..<utf8.index(start, offsetBy: range.count)].utf8
  }

  /// The whole type name.
  ///
  /// - Parameter name: The recorded type.
  package init(_ name: String) {
    self.name = name
    range = 0..<name.utf8.count
  }

  private init(name: String, range: Range<Int>) {
    self.name = name
    self.range = range
  }

  /// The part of this part at `range` (offsets in this part's bytes).
  private func part(_ range: Range<Int>) -> TypeName {
    let start = self.range.lowerBound
    return TypeName(name: name, range: (start + range.lowerBound)..<(start + range.upperBound))
  }

  /// Runs `body` on the part's bytes.
  private func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    name.withUTF8Bytes { body(UnsafeBufferPointer(rebasing: $0[range])) }
  }

  /// The last non-empty component after `separator`, or the whole name when it has none.
  ///
  /// - Parameter separator: An ASCII separator, such as `.`.
  package func lastComponent(after separator: Unicode.Scalar) -> TypeName {
    let byte = UInt8(ascii: separator)
    let found: Range<Int>? = withBytes { bytes in
      var end = bytes.count
      while end > 0, bytes[end - 1] == byte { end -= 1 }
      guard end > 0 else { return nil }
      var start = end
      while start > 0, bytes[start - 1] != byte { start -= 1 }
      return start..<end
    }
    return found.map(part) ?? self
  }

  /// The first non-empty component before `separator`, or the whole name when it has none.
  ///
  /// - Parameter separator: An ASCII separator, such as `:`.
  package func firstComponent(before separator: Unicode.Scalar) -> TypeName {
    let byte = UInt8(ascii: separator)
    let found: Range<Int>? = withBytes { bytes in
      var start = 0
      while start < bytes.count, bytes[start] == byte { start += 1 }
      guard start < bytes.count else { return nil }
      var end = start
      while end < bytes.count, bytes[end] != byte { end += 1 }
      return start..<end
    }
    return found.map(part) ?? self
  }

  /// Whether the bytes end with the suffix's bytes.
  ///
  /// - Parameter suffix: ASCII text, such as `ListView`.
  package func hasSuffix(_ suffix: StaticString) -> Bool {
    let count = suffix.utf8CodeUnitCount
    guard range.count >= count else { return false }
    return withBytes { bytes in
      suffix.withUTF8Buffer {
        UnsafeBufferPointer(rebasing: bytes[(bytes.count - count)...]).elementsEqual($0)
      }
    }
  }

  /// Whether the bytes are exactly the text's bytes.
  ///
  /// - Parameter text: ASCII text, such as `UITextView`.
  package func equals(_ text: StaticString) -> Bool {
    guard range.count == text.utf8CodeUnitCount else { return false }
    return withBytes { bytes in text.withUTF8Buffer { bytes.elementsEqual($0) } }
  }
}
