import Foundation
import HitAreaKitTestSupport
import HitAreaTools
import Testing

/// Format detection reads bytes in one pass; a reference that decodes the prefix to a string and
/// searches it (how detection first worked) must agree on every document built from the
/// formats' telling fragments.
@Suite struct DumpFormatReferenceTests {
  /// The string-searching detection, kept as the reference.
  enum Reference {
    static func detect(_ bytes: [UInt8]) -> DumpFormat? {
      let prefix = String(decoding: bytes.prefix(65_536), as: UTF8.self)
      let trimmed = prefix.drop { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\u{FEFF}" }
      guard let first = trimmed.first else { return nil }
      switch first {
      case "<":
        if trimmed.contains("<XCUIElementType") || trimmed.contains("<AppiumAUT") {
          return .xcuitest
        }
        if trimmed.contains("<node ") || trimmed.contains("<node>") || trimmed.contains("<node/") {
          return .uiautomator
        }
        if trimmed.contains("<hierarchy") {
          return trimmed.contains("bounds=") ? .uiautomator2 : .uiautomator
        }
        return nil
      case "{", "[":
        return json(trimmed)
      default:
        if trimmed.contains("Element subtree:") { return .debugDescription }
        guard let brace = trimmed.range(of: "\n{") else { return nil }
        let rest = Array(trimmed[brace.upperBound...].utf8.prefix(4_095))
        return String(decoding: rest, as: UTF8.self).contains("\"attributes\"") ? .maestro : nil
      }
    }

    static func json(_ text: Substring) -> DumpFormat? {
      if text.first == "{" && text.contains("\"hitarea.layout\"") { return .layoutSnapshot }
      if text.contains("\"AXFrame\"") || text.contains("\"AXUniqueId\"")
        || text.contains("\"role_description\"")
      {
        return .idb
      }
      guard text.first == "{" else { return nil }
      let body = text.dropFirst().drop { $0 == " " || $0 == "\n" || $0 == "\t" }
      if body.hasPrefix("\"attributes\"") { return .maestro }
      if text.contains("\"rawIdentifier\"") || text.contains("\"isEnabled\"")
        || text.contains("\"nativeFrame\"")
        || (text.contains("\"value\"") && text.contains("Element subtree:"))
      {
        return .wda
      }
      if text.contains("\"attributes\"") && text.contains("\"children\"") { return .maestro }
      if text.contains("\"activity\"") || text.contains("\"bounds\"") { return .rico }
      return nil
    }
  }

  /// Fragments of JSON: strings, and stray quotes and text that break them, as a mangled file
  /// has.
  static let jsonFragments = [
    #""hitarea.layout""#, #""AXFrame""#, #""AXUniqueId""#, #""role_description""#,
    #""rawIdentifier""#, #""isEnabled""#, #""nativeFrame""#, #""value""#, #""attributes""#,
    #""children""#, #""activity""#, #""bounds""#, #""Element subtree:\n → App""#,
    #""a \"bounds\" b""#, #""values""#, #""xbounds""#, #""AXFrame2""#, #""Element subtree""#,
    ": ", ", ", "{", "}", "[", "]", "1", "\n", " ", #""é""#, #""x""#, "\"", #""hitarea.l{"#,
    "Element subtree:", "bounds", "hitarea.layout\"",
    // Strings a key's first eight bytes start (a RICO file's `activity_name`), and indentation
    // that puts keys far from the end.
    #""activity_name""#, #""childrens""#, #""boundsX""#, #""role_descriptions""#,
    #""isEnabledX""#, "                ",
  ]

  static let xmlFragments = [
    "<node ", "<node>", "<node/>", "<nodes ", "<hierarchy>", "<hierarchy rotation=\"0\">",
    " bounds=\"[0,0][1,1]\"", "bounds", "<XCUIElementTypeButton", "XCUIElementTypeButton",
    "<XCUIElement", "<AppiumAUT>",
    "<AppiumAU", "<android.widget.FrameLayout", ">", "</node>", "\n", " ", "é",
  ]

  static let textFragments = [
    "Running on iPhone\n", "None:\n", "\n{", "{", #""attributes""#, #""children""#,
    "Element subtree:", "Element subtree", " →Application, 0x1, {{0, 0}, {1, 1}}\n", "\n",
    " ", "x",
  ]

  static func pick(_ choices: [String], _ random: inout SplitMix64) -> String {
    choices[Int.random(in: 0..<choices.count, using: &random)]
  }

  static func document(_ random: inout SplitMix64) -> [UInt8] {
    let lead = pick(["", " ", "\n ", "\u{FEFF}", "\u{FEFF} "], &random)
    let kind = Int.random(in: 0..<3, using: &random)
    let (opener, fragments): (String, [String]) =
      switch kind {
      case 0: (pick(["{", "["], &random), jsonFragments)
      case 1: ("<", xmlFragments)
      default: (pick(["R", "N", "x"], &random), textFragments)
      }
    var text = lead + opener
    if kind == 0 && Bool.random(using: &random) { text += " " }
    for _ in 0..<Int.random(in: 0..<14, using: &random) {
      text += pick(fragments, &random)
    }
    return Array(text.utf8)
  }

  @Test func detectionAgreesWithTheStringSearchingReference() {
    var random = SplitMix64(seed: 25)
    var formats: Set<DumpFormat?> = []
    for _ in 0..<20_000 {
      let bytes = Self.document(&random)
      let expected = Reference.detect(bytes)
      formats.insert(expected)
      #expect(
        DumpFormat.detect(in: bytes) == expected,
        "\(String(decoding: bytes, as: UTF8.self).debugDescription)")
    }
    // Every format and none were reached: the fragments exercise each rule.
    #expect(formats.count == DumpFormat.allCases.count + 1)
  }

  @Test func onlyThePrefixIsRead() {
    let late = Array(repeating: UInt8(ascii: " "), count: 70_000)
    #expect(
      DumpFormat.detect(in: Array("{\"x\": \"".utf8) + late + Array("\"bounds\"".utf8)) == nil)
    #expect(DumpFormat.detect(in: Array("{\"bounds\": 1}".utf8) + late) == .rico)
  }
}
