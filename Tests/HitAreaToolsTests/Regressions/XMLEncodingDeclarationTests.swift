import Foundation
import HitAreaKit
import HitAreaSnapshot
import HitAreaTools
import Testing

/// Found by fuzzing: an XML declaration naming another encoding (`UTF-7`) made libxml2, under
/// FoundationXML's XMLParser, crash in `xmlSwitchToEncoding`.
///
/// Every input is UTF-8 (checked first), so any other declared encoding is refused before the
/// parser sees it.
@Suite struct XMLEncodingDeclarationTests {
  /// The third input's declaration is never closed (`<?xml … encoding='UTF-7' standalo<<<…`).
  @Test(arguments: [
    "fuzz-crash-uiautomator-utf7.xml", "fuzz-crash-xcuitest-utf7.xml",
    "fuzz-crash-uiautomator-utf7-unclosed.xml",
  ])
  func fuzzerCrashInputsGiveAnError(_ name: String) throws {
    let url = try #require(Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil))
    let data = try Data(contentsOf: url)
    #expect(throws: LayoutSnapshotError.self) {
      try LayoutSnapshot.load(data: data, file: name, options: ImportOptions(pixelsPerDP: 3))
    }
  }

  @Test(arguments: ["UTF-7", "ISO-8859-1", "UTF-16", "EBCDIC", "x"])
  func otherEncodingsAreRefused(_ encoding: String) throws {
    let xml =
      "<?xml version=\"1.0\" encoding=\"\(encoding)\"?><hierarchy><node bounds=\"[0,0][10,10]\" clickable=\"true\"/></hierarchy>"
    do {
      _ = try LayoutSnapshot.load(
        data: Data(xml.utf8), file: "dump.xml", options: ImportOptions(pixelsPerDP: 1))
      Issue.record("expected an error")
    } catch let error as LayoutSnapshotError {
      #expect(error.message.contains("encoding '\(encoding)' is not supported"))
    }
  }

  @Test(arguments: ["UTF-8", "utf-8", "utf8", "US-ASCII"])
  func utf8DeclarationsAreRead(_ encoding: String) throws {
    let xml =
      "<?xml version='1.0' encoding='\(encoding)' standalone='yes' ?><hierarchy><node bounds=\"[0,0][10,10]\" clickable=\"true\"/></hierarchy>"
    let snapshot = try LayoutSnapshot.load(
      data: Data(xml.utf8), file: "dump.xml", options: ImportOptions(pixelsPerDP: 1))
    #expect(snapshot.nodes.contains { $0.isTarget })
  }
}
