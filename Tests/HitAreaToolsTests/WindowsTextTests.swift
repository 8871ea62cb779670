import Foundation
import HitAreaSnapshot
import Testing

@testable import HitAreaTools

/// A screen dump saved as Windows tools save text (a byte order mark first, a carriage return
/// before each line feed, or both) reads as the dump itself: the same snapshot, with the same
/// lines, or the same error.
@Suite struct WindowsTextTests {
  /// Every real dump of the fixtures.
  static let dumps: [String] = {
    guard let folder = Bundle.module.url(forResource: "Fixtures/screens", withExtension: nil),
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
    else { return [] }
    return names.sorted()
  }()

  /// The snapshot (as its JSON) and its lines, or the error's text.
  static func outcome(_ bytes: [UInt8], _ name: String) -> String {
    do {
      let input = try SnapshotInput(bytes, file: name)
      let loaded = try LayoutSnapshot.read(
        input: input, format: nil, options: ImportOptions(pixelsPerDP: 2.625))
      let json = String(decoding: try loaded.snapshot.jsonBytes(), as: UTF8.self)
      return json + "\n" + "\(loaded.lines)"
    } catch {
      return "error: \(error)"
    }
  }

  @Test func thereAreDumps() { #expect(Self.dumps.count >= 19) }

  @Test(arguments: dumps)
  func aDumpSavedOnWindowsReadsAsTheDump(_ name: String) throws {
    let bytes = [UInt8](try ImportFixtures.data(name))
    let saved = ImportFixtures.savedOnWindows(bytes)
    let expected = Self.outcome(bytes, name)
    #expect(!expected.hasPrefix("error:"), "\(expected)")
    #expect(Self.outcome(saved.marked, name) == expected, "with a byte order mark")
    #expect(Self.outcome(saved.crlf, name) == expected, "with carriage returns")
    #expect(Self.outcome(saved.both, name) == expected, "with both")
  }
}
