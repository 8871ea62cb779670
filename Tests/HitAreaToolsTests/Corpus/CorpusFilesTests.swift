import Foundation
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

  @Test(arguments: [
    ("./a//b/", "/w", "a/b"), ("/w/x/y.json", "/w", "x/y.json"), ("/v/y.json", "/w", "/v/y.json"),
    (".", "/w", ""), ("/w", "/w", ""), ("a/./b.xml", "/", "a/b.xml"),
  ])
  func pathsAreShownRelativeToTheWorkingDirectory(_ path: String, _ cwd: String, _ shown: String) {
    #expect(CorpusFiles.reportedPath(path, workingDirectory: cwd) == shown)
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
}
