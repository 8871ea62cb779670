import Foundation
import HitAreaKit
import HitAreaSnapshot
import HitAreaTools
import Testing

/// Found by fuzzing: a processing instruction without data (`<?X?>`) made FoundationXML's
/// XMLParser call `strlen` on a null pointer (SEGV in `_NSXMLParserProcessingInstruction`).
///
/// Screen dumps carry no processing instructions besides the XML declaration, so any other is
/// refused before the parser sees it.
@Suite struct XMLProcessingInstructionTests {
  @Test(arguments: ["fuzz-crash-uiautomator-pi.xml", "fuzz-crash-xcuitest-pi.xml"])
  func fuzzerCrashInputsGiveAnError(_ name: String) throws {
    let url = try #require(Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil))
    let data = try Data(contentsOf: url)
    for format in [DumpFormat.uiautomator, .xcuitest] {
      #expect(throws: LayoutSnapshotError.self) {
        try LayoutSnapshot.load(
          data: data, file: name, options: ImportOptions(format: format, pixelsPerDP: 3))
      }
    }
  }

  @Test(arguments: [
    "<?X?><hierarchy/>",
    "<?xml version=\"1.0\"?><?pi?><hierarchy><node bounds=\"[0,0][1,1]\"/></hierarchy>",
    "<hierarchy><?x data?><node bounds=\"[0,0][1,1]\"/></hierarchy>",
    "<?xml-stylesheet href=\"a.xsl\"?><hierarchy/>",
  ])
  func processingInstructionsAreRefused(_ xml: String) throws {
    do {
      _ = try LayoutSnapshot.load(
        data: Data(xml.utf8), file: "dump.xml",
        options: ImportOptions(format: .uiautomator, pixelsPerDP: 1))
      Issue.record("expected an error")
    } catch let error as LayoutSnapshotError {
      #expect(error.message.contains("processing instruction"), "\(error)")
    }
  }

  @Test func theXMLDeclarationItselfIsFine() throws {
    let xml =
      "\u{FEFF}<?xml version='1.0' encoding='UTF-8'?>\n<hierarchy><node bounds=\"[0,0][10,10]\" clickable=\"true\"/></hierarchy>"
    let snapshot = try LayoutSnapshot.load(
      data: Data(xml.utf8), file: "dump.xml", options: ImportOptions(pixelsPerDP: 1))
    #expect(snapshot.nodes.contains { $0.isTarget })
  }
}
