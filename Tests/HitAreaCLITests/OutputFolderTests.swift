import Testing

@testable import HitAreaCLI

/// Where `render` and `fix` over several files write each screen: inside the folder, one file
/// per screen.
@Suite struct OutputFolderTests {
  @Test(arguments: [
    ("screens/login.xml", "screens/login.xml"),
    ("../dumps/login.xml", "dumps/login.xml"),
    ("../../a/../b/./c.json", "b/c.json"),
    ("/abs/dumps/x.json", "abs/dumps/x.json"),
    ("a/../../x.json", "x.json"),
    ("a//b/./c", "a/b/c"),
  ])
  func pathsStayInsideTheFolder(path: String, inside: String) {
    #expect(OutputFolder.pathInside(path) == inside)
  }

  @Test(arguments: [
    ("login.xml", "login.svg"),
    ("a.b/login", "a.b/login.svg"),
    ("dir/.hidden", "dir/.hidden.svg"),
    ("dir/.hidden.json", "dir/.hidden.svg"),
    ("archive.tar.json", "archive.tar.svg"),
  ])
  func theLastNamesExtensionIsReplaced(path: String, replaced: String) {
    #expect(OutputFolder.replacingExtension(of: path, with: "svg") == replaced)
  }

  @Test func noTwoScreensShareAFile() {
    var folder = OutputFolder("out/", ext: "svg")
    #expect(folder.claim("screens/login.json") == "out/screens/login.svg")
    #expect(folder.claim("screens/login.xml") == "out/screens/login.xml.svg")
    #expect(folder.claim("screens/Login.txt") == "out/screens/Login.txt.svg")
    #expect(folder.claim("../screens/login.xml") == nil)
    #expect(folder.claim("screens/signup.xml") == "out/screens/signup.svg")
    var plain = OutputFolder("out", ext: "json")
    #expect(plain.claim("a/login") == "out/a/login.json")
    #expect(plain.claim("../a/login") == nil)
    #expect(plain.claim("a/login.json") == "out/a/login.json.json")
  }
}
