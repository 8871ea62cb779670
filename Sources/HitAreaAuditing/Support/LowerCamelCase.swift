/// Words joined into one lower-camel-case identifier, as bytes: what
/// ``ReportNames/lowerCamel(_:kindWords:)`` builds a variable name with.
///
/// A value, so appending checks no exclusivity at run time (a function nested in another that
/// appended to the outer one's array did, on every word).
///
/// ```swift
/// var name = LowerCamelCase(kindWords: [Array("Button".utf8)])
/// Array("OK".utf8).withUnsafeBufferPointer { name.append($0) }
/// name.appendKind()
/// name.string  // "okButton"
/// ```
struct LowerCamelCase {
  /// The identifier's bytes so far.
  private var bytes: [UInt8] = []
  /// How many words it has.
  private var words = 0
  /// The words of the node's kind, appended by ``appendKind()``.
  private let kindWords: [[UInt8]]

  /// An empty identifier, for a node of a kind with these words.
  ///
  /// - Parameter kindWords: The words of the kind's code name, as bytes.
  init(kindWords: [[UInt8]]) {
    self.kindWords = kindWords
    bytes.reserveCapacity(48)
  }

  /// Adds a word of ASCII letters and digits: the first in lower case (whole when it is all
  /// capitals and digits: `OK` reads `ok`, `URL` `url`), the others capitalized.
  ///
  /// - Parameter word: The word's bytes; an empty one adds nothing.
  mutating func append(_ word: UnsafeBufferPointer<UInt8>) {
    guard let head = word.first else { return }
    defer { words += 1 }
    if words > 0 {
      bytes.append(ASCII.upper(head))
      bytes.append(contentsOf: word.dropFirst())
    } else if word.allSatisfy({ ASCII.isUpper($0) || ASCII.isDigit($0) }) {
      for byte in word { bytes.append(ASCII.lower(byte)) }
    } else {
      bytes.append(ASCII.lower(head))
      bytes.append(contentsOf: word.dropFirst())
    }
  }

  /// Adds the kind's words, or `view` when the kind has none.
  mutating func appendKind() {
    guard !kindWords.isEmpty else {
      let view: StaticString = "view"
      append(UnsafeBufferPointer(start: view.utf8Start, count: view.utf8CodeUnitCount))
      return
    }
    for word in kindWords { word.withUnsafeBufferPointer { append($0) } }
  }

  /// The identifier; `view` when it has no word.
  var string: String { bytes.isEmpty ? "view" : String(decoding: bytes, as: UTF8.self) }
}
