import Foundation
import HitAreaKit
import HitAreaSnapshot
import HitAreaTools
import Testing

/// The loaders pass a layout snapshot's unknown keys on as warnings, or refuse them when strict.
@Suite struct UnknownKeyLoadTests {
  static let misspelt = Data(
    #"{"format": "hitarea.layout", "version": 1, "root": {"frame": [0, 0, 9, 9], "passthrough": true}}"#
      .utf8)

  @Test func loadingReportsTheUnknownKeysAndStillReadsTheFile() throws {
    let (snapshot, warnings) = try LayoutSnapshot.read(data: Self.misspelt, file: "a.json")
    #expect(snapshot.nodes.count == 1 && !snapshot.nodes[0].passesTouchesThrough)
    #expect(
      warnings.map(\.description) == [
        #"a.json: root: unknown key "passthrough" (did you mean "passThrough"?)"#
      ])
    #expect(try LayoutSnapshot.load(data: Self.misspelt, file: "a.json") == snapshot)
  }

  @Test func strictLoadingRefusesTheFirstUnknownKey() throws {
    var options = ImportOptions()
    options.rejectsUnknownKeys = true
    for load in [
      { _ = try LayoutSnapshot.read(data: Self.misspelt, file: "a.json", options: options) },
      { _ = try LayoutSnapshot.load(data: Self.misspelt, file: "a.json", options: options) },
    ] {
      let error = try #require(throws: LayoutSnapshotError.self) { try load() }
      #expect(error.kind == .unknownKey)
      #expect(
        error.description
          == #"a.json: root: unknown key "passthrough" (did you mean "passThrough"?)"#)
    }
    let clean = Data(
      #"{"format": "hitarea.layout", "version": 1, "root": {"frame": [0, 0, 9, 9]}}"#.utf8)
    #expect(try LayoutSnapshot.read(data: clean, file: "b.json", options: options).warnings.isEmpty)
  }

  @Test func importedDumpsHaveNoWarnings() throws {
    let data = try ImportFixtures.data(XCUITestImporterTests.top)
    #expect(try LayoutSnapshot.read(data: data, file: "top.xml").warnings.isEmpty)
  }
}
