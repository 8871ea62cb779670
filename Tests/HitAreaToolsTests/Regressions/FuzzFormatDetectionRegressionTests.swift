import Foundation
import HitAreaKit
import HitAreaSnapshot
import HitAreaTools
import Testing

/// What FuzzFormatDetection found: JSON that names "hitarea.layout" but has another `format` (a
/// mangled snapshot) is detected as a layout snapshot, and the reader then refuses it as not a
/// snapshot, naming the `format` key.
///
/// That is the intended answer: a corpus run reports the file as broken (it looks like a snapshot
/// someone meant to write) rather than skip it silently.
@Suite struct FuzzFormatDetectionRegressionTests {
  static let mangled = #"""
    {"format":"hitarea.l{"format":"hitarea.layout","version":1,"root":{"frame":[0,0,1,1]}}
    """#

  @Test func aMangledSnapshotIsDetectedAndRefusedAtItsFormatKey() throws {
    let data = Data(Self.mangled.utf8)
    #expect(DumpFormat.detect(in: data) == .layoutSnapshot)
    let error = try #require(throws: LayoutSnapshotError.self) {
      try LayoutSnapshot.load(data: data, file: "mangled.json")
    }
    #expect(error.kind == .unrecognizedFormat)
    #expect(error.path == "format")
    #expect(error.description.hasPrefix(#"mangled.json: format: expected "hitarea.layout""#))
  }

  @Test func aCorpusRunReportsItRatherThanSkipIt() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hitarea-mangled-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(Self.mangled.utf8).write(to: folder.appendingPathComponent("mangled.json"))
    let files = CorpusFiles.expand([folder.path], workingDirectory: folder.path)
    #expect(files.map(\.path) == ["mangled.json"])
    guard case .broken(let reason) = ScreenLoad.read(files[0], options: ImportOptions()) else {
      Issue.record("the mangled snapshot was not reported")
      return
    }
    #expect(reason.hasPrefix("mangled.json: format: "))
  }
}
