import HitAreaAuditing
import HitAreaKit
@_spi(Readers) import HitAreaSnapshot

/// An element line of `debugDescription` text whose characters are all ASCII, read by its
/// bytes: what ``DebugDescriptionImporter/parse(_:line:file:place:)`` finds in the same text,
/// without a `Substring` for every part.
///
/// ASCII characters are their bytes: no ASCII character but a carriage return joins the next
/// one, and a line holds no line feed. So each test of the characters (a prefix, the first `, `,
/// a quote that ends a value) is the same test of the bytes, and each part is read in place.
///
/// It holds a pointer to the line's bytes: it is valid only while they are, inside the
/// `withUnsafeBufferPointer` (or `withUTF8Bytes`) that gave them.
///
/// ```swift
/// let line = Array("Button, 0x1, {{8.0, 47.0}, {60.0, 44.0}}, label: 'Cart'".utf8)
/// let element = try line.withUnsafeBufferPointer {
///   try DebugDescriptionASCIILine($0)?.element(line: 7, file: "app.txt") { "line \($0)" }
/// }
/// element?.label  // "Cart"
/// ```
struct DebugDescriptionASCIILine {
  /// The line's bytes, after its indentation and `→`.
  private let text: UnsafeBufferPointer<UInt8>

  /// Calls `body` with the line's bytes (valid only during the call).
  func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R { body(text) }

  /// The line of `text`, or `nil` when a byte is beyond ASCII (its characters must tell).
  init?(_ text: UnsafeBufferPointer<UInt8>) {
    guard ByteWord.isASCII(text) else { return nil }
    self.text = text
  }

  /// The element on the line, or `nil` when the line is not an element.
  ///
  /// - Parameters:
  ///   - line: The line's number, from 1.
  ///   - file: The file's name, for errors.
  ///   - place: The place of a line, by number, for errors.
  /// - Throws: For an element line whose frame cannot be read.
  func element(
    line: Int, file: String, place: (Int) -> String
  ) throws -> DebugDescriptionImporter.Element? {
    let n = text.count
    let typeEnd = firstSeparator(from: 0) ?? n
    var typeLength = typeEnd
    let main = Self.mainSuffix
    let isMainWindow = typeEnd >= main.count && hasPrefix(main, at: typeEnd - main.count)
    if isMainWindow { typeLength -= main.count }
    // ASCII letters, the first upper case.
    guard typeLength > 0, text[0] >= UInt8(ascii: "A") && text[0] <= UInt8(ascii: "Z"),
      text[..<typeLength].allSatisfy({
        $0 | 0x20 >= UInt8(ascii: "a") && $0 | 0x20 <= UInt8(ascii: "z")
      })
    else { return nil }
    var element = DebugDescriptionImporter.Element(
      type: string(0..<typeLength), isMainWindow: isMainWindow, line: line)
    let quotedKeyStarts = Self.quotedKeyStarts
    let flags = Self.flags
    var i = typeEnd
    while i < n {
      while hasPrefix(Self.separator, at: i) { i += 2 }
      if hasPrefix(Self.hexStart, at: i) {
        i += 2
        while i < n, ASCII.digitValue(text[i], radix: 16) != nil { i += 1 }
      } else if hasPrefix(Self.frameStart, at: i) {
        // XCTest's frame of an element laid out nowhere (`{{inf, inf}, {0.0, 0.0}}`): an empty
        // one, which hides the element (the whole text was refused).
        let parsed = frame(at: i)
        let rest = parsed == nil ? Substring(string(i..<n)) : ""
        if parsed == nil, let end = CocoaRect.nonFiniteRectEnd(in: rest) {
          element.frame = Rect(x: 0, y: 0, width: 0, height: 0)
          i += rest.utf8.distance(from: rest.startIndex, to: end)
          continue
        }
        guard let (rect, end) = parsed else {
          throw LayoutSnapshotError(
            .invalidValue, file: file, path: place(line),
            message:
              "expected a frame {{x, y}, {width, height}}, found \"\(string(i..<min(n, i + 40)))\"")
        }
        element.frame = rect
        i = end
      } else if let k = quotedKeyStarts.firstIndex(where: { hasPrefix($0, at: i) }) {
        i += quotedKeyStarts[k].count
        let end = quotedEnd(from: i)
        let value = string(i..<end)
        i = end < n ? end + 1 : end
        switch DebugDescriptionImporter.quotedKeys[k] {
        case "identifier": element.identifier = value
        case "label": element.label = value
        case "title": element.title = value
        default: break
        }
      } else if hasPrefix(Self.traitsStart, at: i) {
        i += Self.traitsStart.count
        let start = i
        while i < n, text[i] >= UInt8(ascii: "0") && text[i] <= UInt8(ascii: "9") { i += 1 }
        element.traits = Self.number(rest(from: start, to: i))
      } else if hasPrefix(Self.valueStart, at: i) {
        i += Self.valueStart.count
        let end = valueEnd(from: i)
        element.value = string(i..<end)
        i = end
      } else if let f = flags.firstIndex(where: { isToken($0, at: i) }) {
        if DebugDescriptionImporter.flags[f] == "Disabled" { element.isDisabled = true }
        i += flags[f].count
      } else {
        // Something this reader does not know (`pid: 22048`): up to the next separator. None is
        // where `i` is (the separators there were passed above), so the line moves on.
        i = firstSeparator(from: i) ?? n
      }
    }
    return element
  }

  // MARK: - The text's parts

  private static let separator = Array(", ".utf8)
  private static let hexStart = Array("0x".utf8)
  private static let frameStart = Array("{{".utf8)
  private static let traitsStart = Array("traits: ".utf8)
  private static let valueStart = Array("value: ".utf8)
  private static let mainSuffix = Array(" (Main)".utf8)
  /// ``DebugDescriptionImporter/quotedKeys``' starts: `label: '`.
  private static let quotedKeyStarts = DebugDescriptionImporter.quotedKeys.map {
    Array(($0 + ": '").utf8)
  }
  /// ``DebugDescriptionImporter/keys``' starts: `label: `.
  private static let keyStarts = DebugDescriptionImporter.keys.map { Array(($0 + ": ").utf8) }
  /// ``DebugDescriptionImporter/flags``.
  private static let flags = DebugDescriptionImporter.flags.map { Array($0.utf8) }

  /// The bytes from `start` to `end` (the line's end by default).
  private func rest(from start: Int, to end: Int? = nil) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: text[start..<(end ?? text.count)])
  }

  /// The bytes of `range` as a string.
  private func string(_ range: Range<Int>) -> String {
    String(decoding: rest(from: range.lowerBound, to: range.upperBound), as: UTF8.self)
  }

  /// Whether the line starts with `pattern`, ASCII.
  func hasPrefix(_ pattern: String) -> Bool {
    pattern.utf8.count <= text.count && pattern.utf8.elementsEqual(text.prefix(pattern.utf8.count))
  }

  /// The frame that starts at `index` (`{{`), and the offset after it; `nil` when none does.
  private func frame(at index: Int) -> (Rect, end: Int)? {
    switch CocoaRect.scan(bytes: rest(from: index)) {
    case .rect(let rect, let end): return (rect, index + end)
    case .none: return nil
    case .byCharacters:
      // Not for ASCII bytes; should it ever be, the characters answer.
      assertionFailure("a frame of ASCII bytes read by characters")
      let text = Substring(string(index..<text.count))
      return CocoaRect.scanCharacters(text).map {
        ($0.0, index + text.utf8.distance(from: text.startIndex, to: $0.1))
      }
    }
  }

  /// Whether the line holds `pattern` at `index`.
  private func hasPrefix(_ pattern: [UInt8], at index: Int) -> Bool {
    guard index + pattern.count <= text.count else { return false }
    var k = 0
    while k < pattern.count {
      guard text[index + k] == pattern[k] else { return false }
      k += 1
    }
    return true
  }

  /// Where the first `, ` at or after `index` is, or `nil`.
  private func firstSeparator(from index: Int) -> Int? {
    var i = index
    while i + 1 < text.count {
      if text[i] == UInt8(ascii: ",") && text[i + 1] == UInt8(ascii: " ") { return i }
      i += 1
    }
    return nil
  }

  /// Whether `token` stands at `index`, followed by a separator or the line's end.
  private func isToken(_ token: [UInt8], at index: Int) -> Bool {
    guard hasPrefix(token, at: index) else { return false }
    let after = index + token.count
    return after == text.count || hasPrefix(Self.separator, at: after)
  }

  /// Whether a known key or flag follows a separator at `index`.
  private func startsAnotherPart(at index: Int) -> Bool {
    guard hasPrefix(Self.separator, at: index) else { return false }
    let next = index + 2
    return Self.keyStarts.contains { hasPrefix($0, at: next) }
      || Self.flags.contains { isToken($0, at: next) }
  }

  /// Where a quoted value that starts at `index` ends: its closing `'`, the first one followed
  /// by the line's end or by another part; the line's end when none is.
  private func quotedEnd(from index: Int) -> Int {
    var i = index
    while i < text.count {
      if text[i] == UInt8(ascii: "'") && (i + 1 == text.count || startsAnotherPart(at: i + 1)) {
        return i
      }
      i += 1
    }
    return text.count
  }

  /// Where an unquoted `value:` that starts at `index` ends: before the next part, or at the
  /// line's end.
  private func valueEnd(from index: Int) -> Int {
    var from = index
    while let comma = firstSeparator(from: from) {
      if startsAnotherPart(at: comma) { return comma }
      from = comma + 2
    }
    return text.count
  }

  /// The number that ASCII digits spell, as `UInt64(_:)` reads them: `nil` for none, or for
  /// one past `UInt64.max`.
  private static func number(_ digits: UnsafeBufferPointer<UInt8>) -> UInt64? {
    guard !digits.isEmpty else { return nil }
    var value: UInt64 = 0
    for digit in digits {
      let (times, o1) = value.multipliedReportingOverflow(by: 10)
      let (sum, o2) = times.addingReportingOverflow(UInt64(digit - UInt8(ascii: "0")))
      guard !o1 && !o2 else { return nil }
      value = sum
    }
    return value
  }
}
