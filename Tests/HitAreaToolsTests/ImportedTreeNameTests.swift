import HitAreaKitTestSupport
import Testing

@testable import HitAreaTools

/// A snapshot's default name: its file's name without directory and extension.
@Suite struct ImportedTreeNameTests {
  /// The name read from an ASCII path's bytes is the one read by characters.
  @Test func aBaseNameFromBytesIsTheBaseNameByCharacters() {
    var random = SplitMix64(seed: 0xBA5E)
    let pieces = ["/", ".", "a", "screen", "json", "..", " ", "-", "é", "\u{301}"]
    var ascii = 0
    for _ in 0..<20_000 {
      let count = Int.random(in: 0..<7, using: &random)
      let path = (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
      if ImportedTree.asciiBaseName(of: path) != nil { ascii += 1 }
      #expect(
        ImportedTree.baseName(of: path) == ImportedTree.baseNameByCharacters(of: path), "\(path)")
    }
    #expect(ascii > 5_000)
    #expect(ImportedTree.baseName(of: "dumps/login.screen.json") == "login.screen")
    #expect(ImportedTree.baseName(of: "a/.hidden") == ".hidden")
    #expect(ImportedTree.baseName(of: "a/b/") == "b")
    #expect(ImportedTree.baseName(of: "//") == "//")
  }
}
