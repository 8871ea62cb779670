/// A recorded type name read as UTF-8 bytes, for the checks that run on every node of every
/// screen: its components and suffixes are found without splitting it into new strings.
///
/// Components are the non-empty runs between separators, as `split(separator:)` gives them:
/// `android.widget.Switch` has the last component `Switch`; a name with no non-empty component
/// (`.`) is its own component.
///
/// ```swift
/// TypeName.withLastComponent(of: "android.widget.ListView", after: ".") {
///   TypeName.bytes($0, endWith: "ListView")  // true
/// }
/// ```
enum TypeName {
  /// Where the last non-empty component after `separator` is in `bytes`, or all of them when
  /// they have none.
  static func lastComponent(after separator: UInt8, in bytes: UnsafeBufferPointer<UInt8>)
    -> Range<Int>
  {
    var end = bytes.count
    while end > 0, bytes[end - 1] == separator { end -= 1 }
    guard end > 0 else { return 0..<bytes.count }
    var start = end
    while start > 0, bytes[start - 1] != separator { start -= 1 }
    return start..<end
  }

  /// Where the first non-empty component before `separator` is in `bytes`, or all of them when
  /// they have none.
  static func firstComponent(before separator: UInt8, in bytes: UnsafeBufferPointer<UInt8>)
    -> Range<Int>
  {
    var start = 0
    while start < bytes.count, bytes[start] == separator { start += 1 }
    guard start < bytes.count else { return 0..<bytes.count }
    let end = bytes[start...].firstIndex(of: separator) ?? bytes.count
    return start..<end
  }

  /// Whether `bytes` end with the suffix's bytes.
  static func bytes(_ bytes: UnsafeBufferPointer<UInt8>, endWith suffix: StaticString) -> Bool {
    let count = suffix.utf8CodeUnitCount
    guard bytes.count >= count else { return false }
    let offset = bytes.count - count
    return (0..<count).allSatisfy { bytes[offset + $0] == suffix.utf8Start[$0] }
  }

  /// Whether `bytes` are exactly the text's bytes.
  static func bytes(_ bytes: UnsafeBufferPointer<UInt8>, are text: StaticString) -> Bool {
    bytes.count == text.utf8CodeUnitCount && Self.bytes(bytes, endWith: text)
  }

  /// Hands `body` the bytes of the name's last component after `separator`, within its first
  /// component before `outer` when given: one pass over the name for checks that read that
  /// component several ways.
  static func withLastComponent<Result>(
    of name: String, after separator: Unicode.Scalar, inFirstBefore outer: Unicode.Scalar? = nil,
    _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    name.withUTF8Bytes { bytes in
      var part = bytes
      if let outer {
        part = UnsafeBufferPointer(
          rebasing: part[firstComponent(before: UInt8(ascii: outer), in: part)])
      }
      let last = lastComponent(after: UInt8(ascii: separator), in: part)
      return body(UnsafeBufferPointer(rebasing: part[last]))
    }
  }
}
