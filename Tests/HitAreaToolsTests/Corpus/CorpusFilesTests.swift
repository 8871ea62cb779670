import Foundation
import HitAreaKitTestSupport
import HitAreaSnapshot
import HitAreaTools
import Testing

/// Which files a corpus run reads, in which order, under which names.
@Suite struct CorpusFilesTests {
  @Test func directoriesAreWalkedRecursivelySortedWithoutHiddenEntries() throws {
    let folder = try CorpusFolder()
    defer { folder.remove() }
    for name in ["b.json", "a/z.xml", "a/b/c.json", ".hidden.json", ".git/config", "a/.x/y.json"] {
      try folder.write(name, "{}")
    }
    let files = CorpusFiles.expand([folder.path], workingDirectory: folder.path)
    #expect(files.map(\.path) == ["a/b/c.json", "a/z.xml", "b.json"])
    #expect(files.allSatisfy { !$0.isNamed })
    #expect(files[0].location == folder.path + "/a/b/c.json")
  }

  /// A hidden entry is one whose first character is a dot, as `String` reads it: a dot that a
  /// combining mark joins (`.́`) starts no hidden name; a dot before any other character does,
  /// beyond ASCII (`.é`) too.
  @Test func aNameIsHiddenWhenItsFirstCharacterIsADot() throws {
    let folder = try CorpusFolder()
    defer { folder.remove() }
    for name in [".\u{301}mark.json", ".\u{E9}.json", "..json", ".json", "x.json"] {
      try folder.write(name, "{}")
    }
    // A dot and a mark, then a byte that is not UTF-8: not hidden, listed as a file that cannot
    // be read; a dot, then such a byte: hidden, left out.
    for tail: [UInt8] in [[0xCC, 0x81, 0xFF, 0x2E, 0x6A], [0xFF, 0x2E, 0x6A]] {
      let name =
        Array((folder.path + "/.").utf8CString.dropLast()) + tail.map(CChar.init(bitPattern:)) + [0]
      let descriptor = name.withUnsafeBufferPointer {
        open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644)
      }
      #expect(descriptor >= 0)
      close(descriptor)
    }
    let files = CorpusFiles.expand([folder.path], workingDirectory: folder.path)
    #expect(files.map(\.path) == [".\u{301}mark.json", ".\u{301}\u{FFFD}.j", "x.json"])
    #expect(files.map { $0.problem != nil } == [false, true, false])
  }

  /// A link is what it leads to; a pipe in a folder would block the run, waiting for a writer.
  @Test func linksToFilesAreReadAndDirectoryLinksAndSpecialFilesAreNot() throws {
    let folder = try CorpusFolder()
    defer { folder.remove() }
    try folder.write("a/x.json", "{}")
    try folder.write("a/deep/y.json", "{}")
    let manager = FileManager.default
    try manager.createSymbolicLink(atPath: folder.path + "/file", withDestinationPath: "a/x.json")
    try manager.createSymbolicLink(atPath: folder.path + "/folder", withDestinationPath: "a")
    try manager.createSymbolicLink(atPath: folder.path + "/a/up", withDestinationPath: "..")
    try manager.createSymbolicLink(atPath: folder.path + "/broken", withDestinationPath: "none")
    #expect(mkfifo(folder.path + "/a/pipe", 0o600) == 0)
    let files = CorpusFiles.expand([folder.path], workingDirectory: folder.path)
    #expect(files.map(\.path) == ["a/deep/y.json", "a/x.json", "file"])
    // Named on the command line, a pipe is read: `hitarea audit <(…)` names one.
    let named = CorpusFiles.expand([folder.path + "/a/pipe"], workingDirectory: folder.path)
    #expect(named.map(\.path) == ["a/pipe"])
  }

  /// A folder named through a link is walked; a file whose name is not UTF-8 (no path of ours
  /// can spell it) is listed as a file that cannot be read, and says why (it was left out
  /// without a word, and a screen vanished from a CI run).
  @Test func aLinkedFolderIsWalkedAndNamesThatAreNotUTF8CannotBeRead() throws {
    let folder = try CorpusFolder()
    defer { folder.remove() }
    try folder.write("real/a.json", "{}")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/linked", withDestinationPath: "real")
    let name =
      Array((folder.path + "/real/b").utf8CString.dropLast()) + [
        CChar(bitPattern: 0xFF), 0x2E, 0x6A, 0,
      ]
    let descriptor = name.withUnsafeBufferPointer {
      open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644)
    }
    #expect(descriptor >= 0)
    close(descriptor)
    let files = CorpusFiles.expand(
      [folder.path + "/linked", folder.path + "/real"], workingDirectory: folder.path)
    #expect(
      files.map(\.path) == [
        "linked/a.json", "linked/b\u{FFFD}.j", "real/a.json", "real/b\u{FFFD}.j",
      ])
    #expect(files.map { $0.problem != nil } == [false, true, false, true])
    guard case .broken(let reason) = ScreenLoad.read(files[3], options: ImportOptions()) else {
      Issue.record("a file whose name is not UTF-8 was read")
      return
    }
    #expect(reason.hasPrefix("real/b\u{FFFD}.j: its name is not UTF-8"))
  }

  /// Two files whose names are one `String` (`é` precomposed, and `e` with a combining accent)
  /// are two files, both read, in the order of their bytes.
  @Test func filesWhoseNamesAreOneStringAreBothRead() throws {
    let folder = try CorpusFolder()
    defer { folder.remove() }
    try folder.write("caf\u{E9}.json", "{}")
    try folder.write("cafe\u{301}.json", "{}")
    let files = CorpusFiles.expand([folder.path], workingDirectory: folder.path)
    #expect(
      files.map { Array($0.path.utf8) } == [
        Array("cafe\u{301}.json".utf8), Array("caf\u{E9}.json".utf8),
      ])
    // Named twice, a file is still read once.
    let named = CorpusFiles.expand(
      [folder.path + "/caf\u{E9}.json", folder.path], workingDirectory: folder.path)
    #expect(named.count == 2 && named.filter(\.isNamed).count == 1)
  }

  /// Two spellings of a name that lead to one file (as both do on macOS, whose file systems do
  /// not tell them apart; here a hard link) are read once.
  @Test func spellingsOfANameThatLeadToOneFileAreReadOnce() throws {
    let folder = try CorpusFolder()
    defer { folder.remove() }
    try folder.write("caf\u{E9}.json", "{}")
    #expect(link(folder.path + "/caf\u{E9}.json", folder.path + "/cafe\u{301}.json") == 0)
    let files = CorpusFiles.expand(
      [folder.path + "/cafe\u{301}.json", folder.path], workingDirectory: folder.path)
    #expect(files.count == 1)
    #expect(files.first?.isNamed == true)
    // The folder alone, which lists both names.
    #expect(CorpusFiles.expand([folder.path], workingDirectory: folder.path).count == 1)
  }

  /// A folder whose own path is beyond ASCII (which the table of paths reads, whatever its
  /// files' names) lists each of its files once, in the order of their paths.
  @Test func aFolderWhosePathIsBeyondASCIIListsItsFilesOnce() throws {
    let folder = try CorpusFolder()
    defer { folder.remove() }
    try folder.write("\u{E9}crans/b.json", "{}")
    try folder.write("\u{E9}crans/a.json", "{}")
    let files = CorpusFiles.expand([folder.path + "/\u{E9}crans"], workingDirectory: folder.path)
    #expect(files.map(\.path) == ["\u{E9}crans/a.json", "\u{E9}crans/b.json"])
  }

  /// An ASCII path given twice (as a folder that changes while it is read may list a name) is
  /// sorted once.
  @Test func anASCIIPathGivenTwiceIsSortedOnce() {
    let files = ["b.json", "a.json", "b.json", "c.json", "a.json"].map {
      CorpusFile(path: $0, location: "/corpus/" + $0, isNamed: false)
    }
    #expect(CorpusFiles.sortedByPath(files).map(\.path) == ["a.json", "b.json", "c.json"])
  }

  @Test func namedFilesAndFoldersMergeOnceInPathOrder() throws {
    let folder = try CorpusFolder()
    defer { folder.remove() }
    try folder.write("s/one.json", "{}")
    try folder.write("s/two.json", "{}")
    let files = CorpusFiles.expand(
      ["./s/two.json", folder.path + "/s", "missing.xml"], workingDirectory: folder.path)
    #expect(files.map(\.path) == ["missing.xml", "s/one.json", "s/two.json"])
    #expect(files.map(\.isNamed) == [true, false, true])
  }

  /// Paths of ASCII bytes are sorted by their bytes; the order is the one `String`s have, which
  /// mixed paths (a character beyond ASCII, in either normal form) are sorted by.
  @Test(arguments: [false, true])
  func filesAreSortedAsTheirPathsCompareAsStrings(mixed: Bool) {
    var generator = SplitMix64(seed: mixed ? 7 : 3)
    let ascii = ["/", "-", ".", "0", "9", "A", "Z", "_", "a", "b", "z", "~", "\u{7F}", " "]
    let alphabet = mixed ? ascii + ["é", "e\u{301}", "ä", "日"] : ascii
    var paths = Set<String>()
    while paths.count < 2_000 {
      // Long shared heads, as in a folder's files, and some paths that are another's prefix.
      let head = ["", "screens/", "screens/login", "s"].randomElement(using: &generator)!
      let length = Int.random(in: 0...12, using: &generator)
      paths.insert(
        head + (0..<length).map { _ in alphabet.randomElement(using: &generator)! }.joined())
    }
    let files = paths.shuffled(using: &generator).map {
      CorpusFile(path: $0, location: "/w/" + $0, isNamed: false)
    }
    let sorted = CorpusFiles.sortedByPath(files)
    #expect(sorted.map(\.path) == files.map(\.path).sorted())
    #expect(sorted.map(\.location) == files.map(\.path).sorted().map { "/w/" + $0 })
  }

  @Test(arguments: [
    ("./a//b/", "/w", "a/b"), ("/w/x/y.json", "/w", "x/y.json"), ("/v/y.json", "/w", "/v/y.json"),
    (".", "/w", ""), ("/w", "/w", ""), ("a/./b.xml", "/", "a/b.xml"),
    // One file, one path: a folder's name and the `..` after it go; `..`s that come back in go.
    ("a/../a/x.json", "/w", "a/x.json"), ("Snap/../Snap", "/w/repo", "Snap"),
    ("../repo/Snap/x.xml", "/w/repo", "Snap/x.xml"), ("../../w/repo/x", "/w/repo", "x"),
    ("../../w/repo", "/w/repo", ""), ("/w/repo/../repo/a", "/w/repo", "a"),
    ("/../w/a", "/w", "a"), ("../x/a", "/w/repo", "../x/a"),
    ("../../v/repo/a", "/w/repo", "../../v/repo/a"),
    ("a/../../b", "/w/repo", "../b"), ("../a/../../x", "/w", "../../x"),
    ("a/b/../../..", "/w", ".."),
    // `..` at the root is the root.
    ("..", "/", ""), ("../tmp/x", "/", "tmp/x"), ("../../../w/a", "/w", "a"),
    ("../../../../x", "/w/repo", "../../../../x"),
  ])
  func pathsAreShownRelativeToTheWorkingDirectory(_ path: String, _ cwd: String, _ shown: String) {
    #expect(CorpusFiles.reportedPath(path, workingDirectory: cwd, isFolder: { _ in true }) == shown)
  }

  /// `link/..` is the parent of where the link leads, not the folder the link is in; `typo/..`
  /// and `file/..` lead nowhere: each kept as typed, so that it is not taken for another file.
  @Test func aNameThatIsNoFolderBeforeDotDotIsKept() {
    let shown = CorpusFiles.reportedPath(
      "link/../x/../y.json", workingDirectory: "/w", isFolder: { $0 != "/w/link" })
    #expect(shown == "link/../y.json")
    let missing = CorpusFiles.reportedPath(
      "typo/../Snapshots/a.xml", workingDirectory: "/w", isFolder: { _ in false })
    #expect(missing == "typo/../Snapshots/a.xml")
    let absolute = CorpusFiles.reportedPath(
      "/w/typo/../a.xml", workingDirectory: "/w", isFolder: { _ in false })
    #expect(absolute == "/w/typo/../a.xml")
  }

  /// A working directory reached through a link (macOS's `/tmp`): an absolute path may spell
  /// the shell's name for it (`$PWD`), and a relative `..` goes up from the system's.
  @Test func theShellsNameOfTheWorkingDirectoryIsKnown() {
    let cwd = "/private/tmp/x"
    func shown(_ path: String) -> String {
      CorpusFiles.reportedPath(
        path, workingDirectory: cwd, alias: "/tmp/x", isFolder: { _ in true })
    }
    #expect(shown("/tmp/x/a.json") == "a.json")
    #expect(shown("/private/tmp/x/a.json") == "a.json")
    #expect(shown("/tmp/y/a.json") == "/tmp/y/a.json")
    #expect(shown("../x/a.json") == "a.json")
  }

  /// The file system's word on folders, links and files before `..`, in a real folder.
  @Test func foldersAreToldByTheFileSystem() throws {
    let folder = try CorpusFolder()
    defer { folder.remove() }
    try folder.write("real/a.json", "{}")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/link", withDestinationPath: folder.path + "/real")
    #expect(CorpusFiles.isFolder(folder.path + "/real"))
    #expect(!CorpusFiles.isFolder(folder.path + "/link"))
    #expect(!CorpusFiles.isFolder(folder.path + "/real/a.json"))
    #expect(!CorpusFiles.isFolder(folder.path + "/missing"))
    func shown(_ path: String) -> String {
      CorpusFiles.reportedPath(path, workingDirectory: folder.path)
    }
    #expect(shown("real/../link/a.json") == "link/a.json")
    #expect(shown("link/../real/a.json") == "link/../real/a.json")
    #expect(shown("missing/../real/a.json") == "missing/../real/a.json")
    #expect(shown("real/a.json/../a.json") == "real/a.json/../a.json")
    // Two spellings, one of which leads nowhere: the real file is read, under its own path.
    let files = CorpusFiles.expand(
      ["missing/../real/a.json", "real/a.json"], workingDirectory: folder.path)
    #expect(files.map(\.path) == ["missing/../real/a.json", "real/a.json"])
  }

  /// `--sarif-root`: a run started in a subfolder reports paths from the repository root.
  @Test func pathsCanBeReportedRelativeToARootAboveTheWorkingDirectory() throws {
    let folder = try CorpusFolder()
    defer { folder.remove() }
    try folder.write("app/screens/a.json", "{}")
    try folder.write("app/b.json", "{}")
    try folder.write("other/c.json", "{}")
    let app = folder.path + "/app"
    let files = CorpusFiles.expand(["screens", "./b.json"], root: "..", workingDirectory: app)
    #expect(files.map(\.path) == ["app/b.json", "app/screens/a.json"])
    #expect(files.map(\.location) == [app + "/b.json", app + "/screens/a.json"])
    #expect(files.allSatisfy { !CorpusFiles.isOutsideRoot($0.path) })
    let outside = CorpusFiles.expand(["../other"], root: ".", workingDirectory: app)
    #expect(outside.map(\.path) == [folder.path + "/other/c.json"])
    #expect(outside.allSatisfy { CorpusFiles.isOutsideRoot($0.path) })
    let itself = CorpusFiles.expand([app], root: app, workingDirectory: "/")
    #expect(itself.map(\.path) == ["b.json", "screens/a.json"])
  }

  /// A root named through a link (`--sarif-root "$PWD"` in a folder reached by one): files made
  /// absolute from the working directory's own name are inside it (they were refused as
  /// outside), and so are files named through the link.
  @Test func aRootNamedThroughALinkHoldsItsFiles() throws {
    let folder = try CorpusFolder()
    defer { folder.remove() }
    try folder.write("p/x.json", "{}")
    try folder.write("p/real/y.json", "{}")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/plink", withDestinationPath: folder.path + "/p")
    let real = try #require(CorpusFiles.realPath(folder.path + "/p"))
    let files = CorpusFiles.expand(
      ["x.json", folder.path + "/plink/real/y.json"], root: folder.path + "/plink",
      workingDirectory: real)
    #expect(files.map(\.path) == ["real/y.json", "x.json"])
    #expect(CorpusFiles.realPath(folder.path + "/missing") == nil)
  }

  @Test(arguments: [
    ("a/../b", "/w", "/w/b"), ("/x/./y//z/", "/w", "/x/y/z"), ("..", "/w/v", "/w"),
    ("../../..", "/w", "/"), (".", "/w", "/w"),
  ])
  func absolutePathsResolveDotsByName(_ path: String, _ directory: String, _ absolute: String) {
    #expect(CorpusFiles.absolute(path, in: directory, isFolder: { _ in true }) == absolute)
  }

  /// `--sarif-root`'s paths: a `..` after a link reads what the system reads (the folder above
  /// where the link leads), not the folder the link is in.
  @Test func anAbsolutePathKeepsDotDotAfterALink() {
    #expect(
      CorpusFiles.absolute("link/../x.json", in: "/w", isFolder: { $0 != "/w/link" })
        == "/w/link/../x.json")
    #expect(
      CorpusFiles.absolute("a/../x.json", in: "/w", isFolder: { _ in false }) == "/w/a/../x.json")
  }

  @Test func filesFromFoldersAreRecognisedByContentAndNamedOnesAlwaysRead() throws {
    let folder = try CorpusFolder()
    defer { folder.remove() }
    try folder.write("notes.txt", "hello")
    try folder.write("screen.json", CorpusFolder.clean)
    try folder.write("broken.json", #"{"format": "hitarea.layout", "version": 1, "root": "#)
    let found = CorpusFiles.expand([folder.path], workingDirectory: folder.path)
    let loads = Dictionary(
      uniqueKeysWithValues: found.map { ($0.path, ScreenLoad.read($0, options: .init())) })
    guard case .skipped = loads["notes.txt"] else {
      Issue.record("notes.txt: \(String(describing: loads["notes.txt"]))")
      return
    }
    guard case .screen(let snapshot, let warnings, _) = loads["screen.json"] else {
      Issue.record("screen.json was not read")
      return
    }
    #expect(snapshot.nodes.count == 2)
    #expect(warnings.isEmpty)
    guard case .broken(let reason) = loads["broken.json"] else {
      Issue.record("broken.json was not reported")
      return
    }
    #expect(reason.hasPrefix("broken.json: "))
    #expect(!reason.contains("\n"))
    let named = CorpusFiles.expand(
      [folder.path + "/notes.txt", folder.path + "/none.xml"], workingDirectory: folder.path)
    for file in named {
      guard case .broken(let reason) = ScreenLoad.read(file, options: .init()) else {
        Issue.record("\(file.path) named on the command line was skipped")
        continue
      }
      #expect(reason.hasPrefix(file.path + ": "))
    }
  }

  /// A dump saved as UTF-16 (as Windows PowerShell 5.1's `>` saves a command's output) is not
  /// skipped in a folder as no dump: it is refused, with how to save it, there, when named and
  /// with its format given; other UTF-16 text (no dump, or no byte order mark) is still no dump
  /// found in a folder.
  @Test func aDumpSavedAsUTF16IsRefusedNotSkipped() throws {
    let folder = try CorpusFolder()
    defer { folder.remove() }
    let text = Array(CorpusFolder.clean.utf16)
    let littleEndian: [UInt8] = [0xFF, 0xFE] + text.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    let bigEndian: [UInt8] = [0xFE, 0xFF] + text.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    try folder.write("le.json", Data(littleEndian))
    try folder.write("be.json", Data(bigEndian))
    try folder.write("bare.json", Data(littleEndian.dropFirst(2)))
    let notes = Array("hello, a log".utf16)
    try folder.write(
      "notes.txt", Data([0xFF, 0xFE] + notes.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }))
    let found = CorpusFiles.expand([folder.path], workingDirectory: folder.path)
    let loads = Dictionary(
      uniqueKeysWithValues: found.map { ($0.path, ScreenLoad.read($0, options: .init())) })
    for name in ["le.json", "be.json"] {
      guard case .broken(let reason) = loads[name] else {
        Issue.record("\(name): \(String(describing: loads[name]))")
        continue
      }
      #expect(reason == "\(name): \(UTF8Text.utf16Problem)")
      #expect(reason.contains("UTF-16") && reason.contains("cmd /c"))
    }
    for name in ["bare.json", "notes.txt"] {
      guard case .skipped = loads[name] else {
        Issue.record("\(name): \(String(describing: loads[name]))")
        continue
      }
    }
    let error = try #require(ImportFixtures.error(bytes: littleEndian, file: "le.json"))
    #expect(error.kind == .notUTF8 && error.message == UTF8Text.utf16Problem, "\(error)")
    var options = ImportOptions()
    options.format = .layoutSnapshot
    let given = try #require(ImportFixtures.error(bytes: bigEndian, options: options))
    #expect(given.kind == .notUTF8 && given.message == UTF8Text.utf16Problem, "\(given)")
  }
}
