import Foundation
import HitAreaSnapshot
import Testing

/// A string's bytes read in place are its UTF-8, whatever its storage: small, native, a
/// substring made a string, or (where Foundation bridges) an `NSString`.
@Suite struct StringUTF8BytesTests {
  @Test(arguments: [
    "", "a", "Switch ‘Wi-Fi’", String(repeating: "x", count: 40), "e\u{301}😀",
    String(String(repeating: "ab", count: 30).dropFirst(3)),
    NSString(string: "android.widget.TextView, bridged where Foundation bridges") as String,
  ])
  func givesTheUTF8Bytes(_ text: String) {
    #expect(text.withUTF8Bytes { Array($0) } == Array(text.utf8))
  }
}
