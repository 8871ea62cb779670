import HitAreaKit

/// Reads rectangles as Cocoa writes them (`NSStringFromCGRect`, a frame in `debugDescription`):
/// `{{x, y}, {width, height}}`, with numbers in any decimal form (`24`, `531.5`, `-1`, `1e3`).
enum CocoaRect {
  /// The rectangle a whole string holds, or `nil` when it holds another shape or a number that
  /// is not finite.
  ///
  /// ```swift
  /// CocoaRect.parse("{{24, 531.5}, {354, 52}}")  // Rect(x: 24, y: 531.5, width: 354, height: 52)
  /// ```
  static func parse(_ text: String) -> Rect? {
    let trimmed = text.trimmingSpaces
    guard let (rect, end) = scan(Substring(trimmed)), end == trimmed.endIndex else { return nil }
    return rect
  }

  /// The rectangle at the start of the text (after spaces) and where it ends, or `nil`.
  ///
  /// - Complexity: O(length of the rectangle's text).
  static func scan(_ text: Substring) -> (Rect, String.Index)? {
    var rest = text.drop { $0 == " " }
    func expect(_ character: Character) -> Bool {
      rest = rest.drop { $0 == " " }
      guard rest.first == character else { return false }
      rest = rest.dropFirst()
      return true
    }
    func number() -> Double? {
      rest = rest.drop { $0 == " " }
      let digits = rest.prefix { $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }
      guard !digits.isEmpty, digits.count <= 40, let value = Double(digits), value.isFinite
      else { return nil }
      rest = rest.dropFirst(digits.count)
      return value
    }
    guard expect("{"), expect("{"), let x = number(), expect(","), let y = number(), expect("}"),
      expect(","), expect("{"), let width = number(), expect(","), let height = number(),
      expect("}"), expect("}")
    else { return nil }
    return (Rect(x: x, y: y, width: width, height: height), rest.startIndex)
  }
}
