/// Words joined into one lower-camel-case identifier, written as bytes: what
/// ``ReportNames/writeLowerCamel(_:kindWords:into:)`` builds a variable name with.
///
/// It counts the words; the bytes go to a ``TextBytes`` the caller keeps, so that a screen's
/// names are written one after another into the same room.
///
/// ```swift
/// var text = TextBytes()
/// var name = LowerCamelCase(kindWords: [Array("Button".utf8)])
/// Array("OK".utf8).withUnsafeBufferPointer { name.append($0, to: &text) }
/// name.appendKind(to: &text)
/// text.string  // "okButton"
/// ```
struct LowerCamelCase {
  /// How many words it has.
  private var words = 0
  /// The words of the node's kind, appended by ``appendKind(to:)``.
  private let kindWords: [[UInt8]]

  /// An empty identifier, for a node of a kind with these words.
  ///
  /// - Parameter kindWords: The words of the kind's code name, as bytes.
  init(kindWords: [[UInt8]]) { self.kindWords = kindWords }

  /// Adds a word of ASCII letters and digits: the first in lower case (whole when it is all
  /// capitals and digits: `OK` reads `ok`, `URL` `url`; otherwise its leading capitals but the
  /// one that starts the next part: `UIButton` reads `uiButton`, `Back` `back`, `URLs` `urls`),
  /// the others capitalized.
  ///
  /// - Parameters:
  ///   - word: The word's bytes; an empty one adds nothing.
  ///   - text: Where the identifier's bytes go.
  mutating func append(_ word: UnsafeBufferPointer<UInt8>, to text: inout TextBytes) {
    guard let head = word.first else { return }
    defer { words += 1 }
    if words > 0 {
      text.add(byte: ASCII.upper(head))
      text.add(bytes: UnsafeBufferPointer(rebasing: word.dropFirst()))
    } else if word.allSatisfy({ ASCII.isUpper($0) || ASCII.isDigit($0) }) {
      for byte in word { text.add(byte: ASCII.lower(byte)) }
    } else {
      // The leading capitals, less the last when more than one lead a lower-case letter, but
      // for an acronym's plural (`URLs` reads `urls`).
      var capitals = word.prefix { ASCII.isUpper($0) }.count
      let isPlural = capitals + 1 == word.count && word[capitals] == UInt8(ascii: "s")
      if capitals > 1 && capitals < word.count && ASCII.isLower(word[capitals]) && !isPlural {
        capitals -= 1
      } else if isPlural && capitals > 1 {
        capitals += 1
      }
      for byte in word.prefix(max(1, capitals)) { text.add(byte: ASCII.lower(byte)) }
      text.add(bytes: UnsafeBufferPointer(rebasing: word.dropFirst(max(1, capitals))))
    }
  }

  /// Adds the kind's words, or `view` when the kind has none.
  ///
  /// - Parameter text: Where the identifier's bytes go.
  mutating func appendKind(to text: inout TextBytes) {
    guard !kindWords.isEmpty else {
      let view: StaticString = "view"
      append(UnsafeBufferPointer(start: view.utf8Start, count: view.utf8CodeUnitCount), to: &text)
      return
    }
    for word in kindWords { word.withUnsafeBufferPointer { append($0, to: &text) } }
  }

  /// Ends the identifier: `view` when it has no word.
  ///
  /// - Parameter text: Where the identifier's bytes go.
  func finish(_ text: inout TextBytes) {
    if words == 0 { text.add("view") }
  }
}
