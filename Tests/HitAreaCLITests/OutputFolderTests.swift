import Foundation
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

  /// A folder made for the test's screens, removed after `body`.
  func withFolder(
    ext: String, screens: [String], _ body: (inout OutputFolder, String) throws -> Void
  ) throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("hitarea-output-folder-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    var folder = try OutputFolder(root + "/out", ext: ext, screens: screens, inputs: [])
    try body(&folder, root + "/out/")
  }

  /// A screen's output never takes another screen's input (`fix d --output .` wrote the fixed
  /// `login.xml` over `login.xml.json`, a third screen, which one job then read back as that
  /// screen, losing it); a snapshot may replace its own.
  @Test func noOutputTakesAnotherScreensInput() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("hitarea-output-inputs-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let screens = ["d/login.json", "d/login.xml", "d/login.xml.json"]
    let inputs = screens.map { root + "/" + $0 }
    try FileManager.default.createDirectory(
      atPath: root + "/d", withIntermediateDirectories: true)
    let snapshot = #"{"format": "hitarea.layout", "version": 1, "root": {"frame": [0, 0, 1, 1]}}"#
    for input in inputs { try snapshot.write(toFile: input, atomically: false, encoding: .utf8) }
    var folder = try OutputFolder(root, ext: "json", screens: screens, inputs: inputs)
    let claimed = screens.map { folder.claim($0).dropFirst(root.count + 1) }
    #expect(claimed == ["d/login.json", "d/login~2.json", "d/login.xml.json"])
    // A file of the run that is no screen (last run's picture) is written over as before: a
    // second `render d --output .` numbered every picture anew.
    try "<svg/>".write(toFile: root + "/d/login.svg", atomically: false, encoding: .utf8)
    let pictures = ["d/login.svg", "d/login.xml"]
    var again = try OutputFolder(
      root, ext: "svg", screens: pictures, inputs: pictures.map { root + "/" + $0 })
    #expect(again.claim("d/login.xml").dropFirst(root.count + 1) == "d/login.svg")
  }

  @Test func noTwoScreensShareAFile() throws {
    // In path order, as a run claims them.
    let screens = [
      "../screens/login.xml", "screens", "screens.svg/a.json", "screens/LOGIN",
      "screens/Login.txt", "screens/login.json", "screens/login.xml", "screens/signup.xml",
    ]
    try withFolder(ext: "svg", screens: screens) { folder, out in
      let claimed = screens.map { folder.claim($0).dropFirst(out.count) }
      #expect(
        claimed == [
          "screens/login.svg",
          // `screens.svg` is the folder of a screen after it: no file takes its name.
          "screens~2.svg", "screens.svg/a.svg",
          "screens/LOGIN~2.svg", "screens/Login.txt.svg", "screens/login.json.svg",
          "screens/login.xml.svg", "screens/signup.svg",
        ])
    }
    try withFolder(ext: "json", screens: []) { folder, out in
      #expect(folder.claim("a/login") == out + "a/login.json")
      #expect(folder.claim("../a/login") == out + "a/login~2.json")
      #expect(folder.claim("a/login.json") == out + "a/login.json.json")
    }
  }

  /// Names as macOS's volumes compare them: letters with two lower cases, and `ſ`.
  @Test func namesAreToldApartWithoutCase() throws {
    try withFolder(ext: "svg", screens: []) { folder, out in
      #expect(folder.claim("σ.json") == out + "σ.svg")
      #expect(folder.claim("ς.xml") == out + "ς.xml.svg")
      #expect(folder.claim("s.json") == out + "s.svg")
      #expect(folder.claim("ſ.xml") == out + "ſ.xml.svg")
    }
  }

  /// Each output is written beside where it goes under a name of its own, and moved there.
  @Test func stagedOutputIsMovedUnderItsName() throws {
    try withFolder(ext: "svg", screens: ["a/x.json", "a/x.xml"]) { folder, out in
      let first = folder.stage("one", for: "a/x.json")
      let second = folder.stage("two", for: "a/x.xml")
      let staged = try [first.get(), second.get()]
      #expect(staged[0] != staged[1])
      #expect(staged.allSatisfy { $0.hasPrefix(out + "a/.hitarea-") && $0.hasSuffix(".svg") })
      #expect(try folder.place(first, for: "a/x.json") == out + "a/x.svg")
      #expect(try folder.place(second, for: "a/x.xml") == out + "a/x.xml.svg")
      #expect(try String(contentsOfFile: out + "a/x.svg", encoding: .utf8) == "one")
      #expect(try String(contentsOfFile: out + "a/x.xml.svg", encoding: .utf8) == "two")
      #expect(try FileManager.default.contentsOfDirectory(atPath: out + "a").count == 2)
    }
  }

  /// A move that fails (here onto a folder) says why, and leaves no staged file.
  @Test func aFailedMoveRemovesTheStagedFile() throws {
    try withFolder(ext: "svg", screens: ["x.json"]) { folder, out in
      try FileManager.default.createDirectory(
        atPath: out + "x.svg/inside", withIntermediateDirectories: true)
      let staged = folder.stage("one", for: "x.json")
      #expect(throws: CLIError.output("x.json: cannot be written to \(out)x.svg (Is a directory)"))
      {
        try folder.place(staged, for: "x.json")
      }
      #expect(try FileManager.default.contentsOfDirectory(atPath: out) == ["x.svg"])
    }
  }

  /// A file where the folder should be: refused before any screen is worked on.
  @Test func aFolderThatCannotBeMadeIsRefused() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("hitarea-output-file-\(UUID().uuidString)").path
    try Data().write(to: URL(fileURLWithPath: file))
    defer { try? FileManager.default.removeItem(atPath: file) }
    #expect(throws: CLIError.output("\(file)/out: cannot be made (Not a directory)")) {
      try OutputFolder(file + "/out", ext: "svg", screens: [], inputs: [])
    }
  }

  /// The folder is made with the first screen staged into it, not before.
  ///
  /// A run that writes none leaves nothing behind; a file where it should be is still refused
  /// at once.
  @Test func theFolderIsMadeWithTheFirstScreen() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("hitarea-output-lazy-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    var folder = try OutputFolder(root + "/out/deeper", ext: "svg", screens: [], inputs: [])
    #expect(!FileManager.default.fileExists(atPath: root + "/out"))
    let path = try folder.place(folder.stage("one", for: "x.json"), for: "x.json")
    #expect(path == root + "/out/deeper/x.svg")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "one")
    try Data().write(to: URL(fileURLWithPath: root + "/file"))
    #expect(throws: CLIError.output("\(root)/file: cannot be made (File exists)")) {
      try OutputFolder(root + "/file", ext: "svg", screens: [], inputs: [])
    }
  }

  /// A folder that no one can make in, whatever the user (root passes `access(2)` there), is
  /// refused before any screen is worked on, and nothing is left in the folder above.
  @Test func aFolderNoOneCanMakeIsRefusedAtOnce() throws {
    #if os(Linux)
    // Where procfs is mounted (a sandbox may leave `/proc` an empty folder).
    if FileManager.default.fileExists(atPath: "/proc/self") {
      #expect(OutputFolder.obstacle(to: "/proc/hitarea-\(UUID().uuidString)/out") != nil)
    }
    #endif
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("hitarea-output-probe-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(OutputFolder.obstacle(to: root + "/out/deeper") == nil)
    #expect(try FileManager.default.contentsOfDirectory(atPath: root).isEmpty)
  }

  /// A screen that could not be written still has its name, so the names after it stay.
  @Test func aFailedScreenKeepsItsName() throws {
    try withFolder(ext: "svg", screens: []) { folder, out in
      let failed = OutputFolder.Staged.failure(.output("x.json: cannot be written"))
      #expect(throws: CLIError.self) { try folder.place(failed, for: "x.json") }
      #expect(folder.claim("x.xml") == out + "x.xml.svg")
    }
  }
}
