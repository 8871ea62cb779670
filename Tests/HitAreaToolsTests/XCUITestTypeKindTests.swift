import Foundation
import Testing

@testable import HitAreaTools

/// An element type's kind, told by its bytes, is what the public sets of types say.
@Suite struct XCUITestTypeKindTests {
  /// Every target and bar type, near misses of them (cut short, lengthened, a letter changed,
  /// another case), other types and spellings beyond ASCII that `String` takes for a type (the
  /// Kelvin sign for `K`) or does not.
  @Test func aTypesKindIsTheSets() {
    let known = XCUITestImporter.targetTypes.union(XCUITestImporter.barTypes).union([
      XCUITestImporter.keyboardType
    ])
    var types = Array(known)
    for type in known {
      types.append(String(type.dropLast()))
      types.append(type + "s")
      types.append(type.lowercased())
      types.append(String(type.dropFirst("XCUIElementType".count)))
      types.append(type.replacingOccurrences(of: "n", with: "m"))
    }
    types += [
      "", "XCUIElementType", "XCUIElementTypeOther", "XCUIElementTypeStaticText",
      "XCUIElementType\u{212A}ey", "XCUIElementTypeKéy", "XCUIElementTypeButton\u{301}",
      "Button", "XCUIElementTypeNavigationBarX",
    ]
    var targets = 0
    var bars = 0
    for type in types {
      let kind = XCUITestImporter.kind(ofType: type)
      #expect(kind.isTarget == XCUITestImporter.targetTypes.contains(type), "\(type)")
      #expect(kind.isBar == XCUITestImporter.barTypes.contains(type), "\(type)")
      #expect(kind.isKeyboard == (type == XCUITestImporter.keyboardType), "\(type)")
      if kind.isTarget { targets += 1 }
      if kind.isBar { bars += 1 }
    }
    // Every known type is found, and the Kelvin sign's spelling of the key type too.
    #expect(targets == XCUITestImporter.targetTypes.count + 1)
    #expect(bars == XCUITestImporter.barTypes.count)
  }
}
