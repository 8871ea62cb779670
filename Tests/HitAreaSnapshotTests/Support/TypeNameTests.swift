import HitAreaKitTestSupport
import Testing

@testable import HitAreaSnapshot

/// The byte-level kind checks against the string-splitting reference they replace.
@Suite struct TypeNameTests {
  /// The reference: `split`, then `hasSuffix` and `==` on new strings.
  func referenceIsScrollContainer(_ type: String) -> Bool {
    let name = type.split(separator: ".").last.map(String.init) ?? type
    let suffixes = ["ScrollView", "TableView", "CollectionView", "RecyclerView", "ListView"]
    return suffixes.contains { name.hasSuffix($0) } || name == "XCUIElementTypeTable"
  }

  func referenceIsTextInput(_ type: String) -> Bool {
    let name = type.split(separator: ":").first.map { String($0) } ?? type
    let last = name.split(separator: ".").last.map(String.init) ?? name
    return last.hasSuffix("TextField") || last.hasSuffix("SearchField")
      || last.hasSuffix("EditText") || last == "UITextView"
      || last == "XCUIElementTypeTextView" || last.hasSuffix("UITextView")
  }

  /// The last component before any `:`, as new strings.
  func referenceLastComponent(_ type: String) -> String {
    let name = type.split(separator: ":").first.map { String($0) } ?? type
    return name.split(separator: ".").last.map(String.init) ?? name
  }

  func referenceIsText(_ type: String) -> Bool {
    let last = referenceLastComponent(type)
    return last.hasSuffix("TextView") || last.hasSuffix("StaticText") || last == "UILabel"
  }

  func referenceIsLink(_ type: String) -> Bool {
    let last = referenceLastComponent(type)
    return last == "XCUIElementTypeLink" || last == "Link"
  }

  @Test func componentsAreTheNonEmptyRuns() {
    func last(_ s: String) -> String {
      TypeName.withLastComponent(of: s, after: ".") { String(decoding: $0, as: UTF8.self) }
    }
    func first(_ s: String) -> String {
      s.withUTF8Bytes {
        String(
          decoding: $0[TypeName.firstComponent(before: UInt8(ascii: ":"), in: $0)], as: UTF8.self)
      }
    }
    #expect(last("android.widget.Switch") == "Switch")
    #expect(last("Switch..") == "Switch")
    #expect(last(".") == ".")
    #expect(last("") == "")
    #expect(first("::UITextField:0x1") == "UITextField")
    #expect(first(":") == ":")
  }

  /// Random names from the pieces real types are made of agree with the reference.
  @Test func agreesWithTheReference() {
    let pieces = [
      ".", ":", "android", "widget", "ListView", "Table", "View", "UITextView", "TextField",
      "XCUIElementTypeTable", "XCUIElementTypeTextView", "EditText", "Search", "Field",
      "Scroll", "é", "0x1", "Recycler", "Collection", "_", "StaticText", "UILabel", "Link",
      "XCUIElementTypeLink", "XCUIElementTypeStaticText", "Label", "UI",
    ]
    var generator = SplitMix64(seed: 0x7E)
    for _ in 0..<8000 {
      let count = Int.random(in: 0...5, using: &generator)
      let name = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
      let node = LayoutNode(id: "n", type: name, frame: .zero)
      #expect(node.isScrollContainer == referenceIsScrollContainer(name), "\(name)")
      #expect(node.isTextInput == referenceIsTextInput(name), "\(name)")
      #expect(node.isText == referenceIsText(name), "\(name)")
      #expect(node.isLink == referenceIsLink(name), "\(name)")
    }
  }
}
