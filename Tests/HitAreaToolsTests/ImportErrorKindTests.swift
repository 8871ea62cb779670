import Foundation
import HitAreaKit
import HitAreaSnapshot
import HitAreaTools
import Testing

/// Each kind of problem the importers report, whichever entry point reads the file.
@Suite struct ImportErrorKindTests {
  /// A dump, the options to read it with, and the kind of error it gives.
  struct Case: Sendable, CustomTestStringConvertible {
    let kind: LayoutSnapshotError.Kind
    let text: String
    var pixelsPerDP: Double? = 1
    var testDescription: String { "\(kind): \(text.prefix(40))" }
  }

  static let node = #"<node bounds="[0,0][10,10]"/>"#

  static let cases: [Case] = [
    Case(
      kind: .notUTF8,
      text: #"<?xml version="1.0" encoding="UTF-7"?><hierarchy>\#(node)</hierarchy>"#),
    Case(kind: .empty, text: "  \n"),
    Case(kind: .empty, text: "<AppiumAUT></AppiumAUT>"),
    Case(kind: .empty, text: "<hierarchy></hierarchy>"),
    Case(kind: .syntax, text: #"<hierarchy><node bounds="[0,0][1,1]">"#),
    Case(kind: .refusedMarkup, text: "<!DOCTYPE h []><hierarchy>\(node)</hierarchy>"),
    Case(kind: .refusedMarkup, text: "<hierarchy><?x y?>\(node)</hierarchy>"),
    Case(kind: .unrecognizedFormat, text: "hello world"),
    Case(kind: .invalidOptions, text: "<hierarchy>\(node)</hierarchy>", pixelsPerDP: nil),
    Case(kind: .invalidOptions, text: "<hierarchy>\(node)</hierarchy>", pixelsPerDP: 0),
    Case(kind: .invalidOptions, text: #"{"bounds": [0, 0, 10, 10]}"#, pixelsPerDP: -1),
    Case(kind: .missingValue, text: "<hierarchy><node/></hierarchy>"),
    Case(kind: .missingValue, text: #"{"activity": {}}"#),
    Case(
      kind: .invalidValue,
      text: #"<AppiumAUT><XCUIElementTypeOther x="a" y="0" width="1" height="1"/></AppiumAUT>"#),
    Case(kind: .invalidValue, text: #"<hierarchy><node bounds="[0,0]"/></hierarchy>"#),
    Case(
      kind: .limitExceeded,
      text: "<hierarchy>" + String(repeating: #"<node bounds="[0,0][1,1]">"#, count: 513)
        + String(repeating: "</node>", count: 513) + "</hierarchy>"),
  ]

  @Test(arguments: cases)
  func importersReportTheKind(_ c: Case) throws {
    let error = try #require(
      ImportFixtures.error(c.text, options: ImportOptions(pixelsPerDP: c.pixelsPerDP)))
    #expect(error.kind == c.kind, "\(error)")
  }

  /// The size limit is checked where reading starts, before the content is looked at, by every
  /// entry point.
  @Test func everyEntryPointRefusesFilesOverTheLimitFirst() throws {
    let bytes =
      Array("<hierarchy>".utf8)
      + [UInt8](repeating: 0xFF, count: LayoutSnapshotLimits.maximumByteCount)
    let options = ImportOptions(pixelsPerDP: 1)
    let entries: [(String, () throws -> LayoutSnapshot)] = [
      ("load", { try LayoutSnapshot.load(data: Data(bytes), file: "big.xml", options: options) }),
      ("xcuitest", { try XCUITestImporter.snapshot(from: bytes, file: "big.xml") }),
      (
        "uiautomator",
        { try UIAutomatorImporter.snapshot(from: bytes, file: "big.xml", options: options) }
      ),
      ("rico", { try RICOImporter.snapshot(from: bytes, file: "big.xml") }),
    ]
    for (name, read) in entries {
      do {
        _ = try read()
        Issue.record("\(name): read a file over the limit")
      } catch let error as LayoutSnapshotError {
        #expect(error.kind == .tooLarge, "\(name): \(error)")
        #expect(
          error.message == "the file is 33554443 bytes; the limit is 33554432 bytes (32 MiB)")
      }
    }
  }

  @Test func filesOnDiskOverTheLimitAreRefusedBeforeTheyAreRead() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("hitarea-big-\(UUID().uuidString).json")
    #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
    defer { try? FileManager.default.removeItem(at: url) }
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: UInt64(LayoutSnapshotLimits.maximumByteCount) * 4)
    try handle.close()
    #expect {
      _ = try LayoutSnapshot.load(contentsOf: url)
    } throws: { error in
      let e = error as? LayoutSnapshotError
      return e?.kind == .tooLarge && e?.message.hasPrefix("the file is 134217728 bytes") == true
    }
  }

  @Test func unreadableFiles() throws {
    let missing = FileManager.default.temporaryDirectory
      .appendingPathComponent("hitarea-missing-\(UUID().uuidString).json")
    #expect {
      _ = try LayoutSnapshot.load(contentsOf: missing)
    } throws: { error in
      (error as? LayoutSnapshotError)?.kind == .unreadable
    }
  }
}
