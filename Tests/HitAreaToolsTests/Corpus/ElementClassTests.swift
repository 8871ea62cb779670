import HitAreaKit
import HitAreaKitTestSupport
import HitAreaSnapshot
import HitAreaTools
import Testing

/// Class names for the corpus statistics, against the string-processing reference they were
/// first written as.
@Suite struct ElementClassTests {
  static func reference(_ recorded: String?) -> String {
    guard
      var type = recorded.map({
        String($0.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
      }), !type.isEmpty
    else { return ElementClass.unknown }
    if let dot = type.lastIndex(of: ".") { type = String(type[type.index(after: dot)...]) }
    let xcui = "XCUIElementType"
    if type.hasPrefix(xcui), type.count > xcui.count { type.removeFirst(xcui.count) }
    return type.isEmpty ? ElementClass.unknown : type
  }

  static let pieces = [
    "android", "widget", ".", ".", "XCUIElementType", "Button", "Image", " ", "\u{00A0}", "é", "",
    "XCUIElementTypeX", "\t", "Switch", "XCUI",
  ]

  @Test func namesAgreeWithTheReference() {
    var random = SplitMix64(seed: 21)
    for _ in 0..<5_000 {
      let type = (0..<Int.random(in: 0..<6, using: &random)).map { _ in
        Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &random)]
      }.joined()
      #expect(ElementClass.name(ofType: type) == Self.reference(type), "\(type.debugDescription)")
    }
    #expect(ElementClass.name(ofType: nil) == ElementClass.unknown)
  }
}
