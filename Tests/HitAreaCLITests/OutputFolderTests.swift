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
    ("login.xml", "login"),
    ("a.b/login", "a.b/login"),
    ("dir/.hidden", "dir/.hidden"),
    ("dir/.hidden.json", "dir/.hidden"),
    ("archive.tar.json", "archive.tar"),
    ("login.", "login"),
  ])
  func theStemLeavesOutTheLastNamesExtension(path: String, stem: String) {
    #expect(OutputFolder.stem(of: path) == stem)
  }

  @Test func noTwoScreensShareAFile() throws {
    var folder = try OutputFolder("out/", ext: "svg")
    #expect(folder.claim("screens/login.json") == "out/screens/login.svg")
    #expect(folder.claim("screens/login.xml") == "out/screens/login.xml.svg")
    #expect(folder.claim("../screens/login.xml") == "out/screens/login~2.svg")
    #expect(folder.claim("screens/Login.txt") == "out/screens/Login.txt.svg")
    #expect(folder.claim("screens/LOGIN") == "out/screens/LOGIN~3.svg")
    #expect(folder.claim("screens/signup.xml") == "out/screens/signup.svg")
    // A name no file takes when a screen needs it as a folder, in either order.
    #expect(folder.claim("screens.svg/a.json") == "out/screens.svg/a.svg")
    #expect(folder.claim("screens.json") == "out/screens.json.svg")
    #expect(folder.claim("screens") == "out/screens~2.svg")
    var plain = try OutputFolder("out", ext: "json")
    #expect(plain.claim("a/login") == "out/a/login.json")
    #expect(plain.claim("../a/login") == "out/a/login~2.json")
    #expect(plain.claim("a/login.json") == "out/a/login.json.json")
  }

  /// Names as macOS's volumes compare them: letters with two lower cases, and `ſ`.
  @Test func namesAreToldApartWithoutCase() throws {
    var folder = try OutputFolder("out", ext: "svg")
    #expect(folder.claim("σ.json") == "out/σ.svg")
    #expect(folder.claim("ς.xml") == "out/ς.xml.svg")
    #expect(folder.claim("s.json") == "out/s.svg")
    #expect(folder.claim("ſ.xml") == "out/ſ.xml.svg")
  }

  @Test func anEmptyFolderNameIsRefused() {
    #expect(throws: CLIError.self) { try OutputFolder("", ext: "svg") }
  }
}
