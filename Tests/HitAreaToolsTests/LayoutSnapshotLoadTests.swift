import Foundation
import HitAreaKit
import HitAreaSnapshot
import HitAreaTools
import Testing

@Suite struct LayoutSnapshotLoadTests {
  static let snapshotJSON =
    #"{"format": "hitarea.layout", "version": 1, "name": "Checkout", "root": {"frame": [0, 0, 390, 844]}}"#

  @Test func loadsEachFormat() throws {
    let snapshot = try LayoutSnapshot.load(data: Data(Self.snapshotJSON.utf8), file: "c.json")
    #expect(snapshot.name == "Checkout" && snapshot.nodes.count == 1)
    let renamed = try LayoutSnapshot.load(
      data: Data(Self.snapshotJSON.utf8), file: "c.json", options: ImportOptions(name: "Pay"))
    #expect(renamed.name == "Pay")
    #expect(try ImportFixtures.load(XCUITestImporterTests.top).nodes.count == 93)
    #expect(try ImportFixtures.load(RICOImporterTests.fixture).nodes.count == 10)
    let dump = Data(UIAutomatorImporterTests.dump.utf8)
    #expect(
      try LayoutSnapshot.load(data: dump, file: "w.xml", options: UIAutomatorImporterTests.options)
        .nodes.count == 6)
  }

  @Test(arguments: ["hello", #"{"a": 1}"#, "<html><body/></html>", "[1, 2]", "\u{1}\u{2}"])
  func unknownContentIsNamed(_ text: String) throws {
    let error = try #require(ImportFixtures.error(text, file: "mystery.txt"))
    #expect(
      error.description
        == "mystery.txt: not a screen dump this tool reads; " + DumpFormat.supportedFormatsSentence)
    #expect(error.kind == .unrecognizedFormat)
  }

  @Test(arguments: ["", "  \n\t"])
  func emptyFilesAreNamed(_ text: String) throws {
    let error = try #require(ImportFixtures.error(text, file: "empty.json"))
    #expect(error.description == "empty.json: the file is empty")
  }

  @Test func binaryDataIsUnknownContent() throws {
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D]
    let error = try #require(ImportFixtures.error(bytes: png, file: "shot.png"))
    #expect(error.message.hasPrefix("not a screen dump this tool reads; supported formats: "))
  }

  @Test func aForcedFormatIsUsed() throws {
    let error = try #require(
      ImportFixtures.error(
        Self.snapshotJSON, file: "c.json", options: ImportOptions(format: .xcuitest)))
    #expect(error.file == "c.json")
    #expect(error.message.hasPrefix("malformed XML"))
  }

  // MARK: - Hostile XML

  static let billionLaughs = """
    <?xml version="1.0"?>
    <!DOCTYPE lolz [
     <!ENTITY lol "lol">
     <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
     <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
     <!ENTITY lol9 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
    ]>
    <hierarchy><node bounds="[0,0][1,1]" text="&lol9;"/></hierarchy>
    """

  @Test func billionLaughsIsRefusedBeforeParsing() throws {
    for format in [nil, DumpFormat.uiautomator, .xcuitest] {
      let error = try #require(
        ImportFixtures.error(
          Self.billionLaughs, file: "lol.xml",
          options: ImportOptions(format: format, pixelsPerDP: 1)))
      #expect(
        error.description
          == "lol.xml: <!DOCTYPE declarations are refused: they can define entities that expand "
          + "without bound; remove it (line 2, column 1)")
    }
    let lowercase = #"<?xml version="1.0"?><!doctype x><hierarchy/>"#
    #expect(
      ImportFixtures.error(lowercase, options: ImportOptions(format: .uiautomator, pixelsPerDP: 1))?
        .message.hasPrefix("<!DOCTYPE declarations are refused") == true)
    let external =
      #"<hierarchy><!ENTITY x SYSTEM "file:///etc/passwd"><node bounds="[0,0][1,1]"/></hierarchy>"#
    #expect(
      ImportFixtures.error(external, options: ImportOptions(pixelsPerDP: 1))?.message.hasPrefix(
        "<!ENTITY declarations are refused") == true)
  }

  @Test(arguments: [true, false])
  func hundredThousandLevelsOfXMLGiveAnError(closed: Bool) throws {
    var xml =
      "<AppiumAUT>"
      + String(
        repeating: #"<XCUIElementTypeOther x="0" y="0" width="1" height="1">"#, count: 100_000)
    if closed {
      xml += String(repeating: "</XCUIElementTypeOther>", count: 100_000) + "</AppiumAUT>"
    }
    let error = try #require(ImportFixtures.error(xml, file: "deep.xml"))
    #expect(error.message == "nesting deeper than 512 levels of nodes (line 1)")
    #expect(error.path.hasPrefix("AppiumAUT/XCUIElementTypeOther[0]/XCUIElementTypeOther[0]/"))
    #expect(error.description.count < 300)
  }

  @Test func fiveHundredTwelveLevelsOfElementsAreImported() throws {
    let open = #"<XCUIElementTypeOther x="0" y="0" width="1" height="1">"#
    let xml =
      "<AppiumAUT>" + String(repeating: open, count: 512)
      + String(repeating: "</XCUIElementTypeOther>", count: 512) + "</AppiumAUT>"
    #expect(try LayoutSnapshot.load(data: Data(xml.utf8), file: "deep.xml").nodes.count == 512)
    let deeper =
      "<hierarchy>" + String(repeating: #"<node bounds="[0,0][1,1]">"#, count: 513)
      + String(repeating: "</node>", count: 513) + "</hierarchy>"
    let error = try #require(ImportFixtures.error(deeper, options: ImportOptions(pixelsPerDP: 1)))
    #expect(error.message.hasPrefix("nesting deeper than 512 levels of nodes"))
  }

  @Test func badBytesInXML() throws {
    let bytes =
      Array(#"<hierarchy><node text=""#.utf8) + [0xC3, 0x28]
      + Array(#"" bounds="[0,0][1,1]"/></hierarchy>"#.utf8)
    let error = try #require(
      ImportFixtures.error(bytes: bytes, options: ImportOptions(pixelsPerDP: 1)))
    #expect(error.message == "not UTF-8 text: invalid byte 0xC3 at line 1, column 24")
  }

  @Test(arguments: [
    (
      "<hierarchy><node bounds=\"[0,0][1,1]\">\n</hierarchy>", "hierarchy/node[0]",
      "an end tag that does not match its start tag (line 2"
    ),
    ("<hierarchy><node bounds=\"[0,0][1,1]\"/>", "hierarchy", "the document ends too early"),
    (
      "<hierarchy><node bounds=[0,0][1,1]/></hierarchy>", "hierarchy",
      "an attribute value without quotes (line 1"
    ),
    (
      "<hierarchy><node bounds=\"[0,0][1,1]\"/></hierarchy><hierarchy/>", "",
      "the document ends too early or has content after its end"
    ),
  ])
  func malformedXMLNamesTheProblemAndLine(_ xml: String, _ path: String, _ problem: String) throws {
    let error = try #require(
      ImportFixtures.error(xml, file: "bad.xml", options: ImportOptions(pixelsPerDP: 1)))
    #expect(error.file == "bad.xml")
    #expect(error.path == path)
    #expect(error.message.hasPrefix("malformed XML: " + problem), "\(error)")
  }

  @Test func tooManyElements() throws {
    let xml =
      "<hierarchy><node bounds=\"[0,0][1,1]\">"
      + String(
        repeating: "<node bounds=\"[0,0][1,1]\"/>", count: LayoutSnapshotLimits.maximumNodeCount + 1
      )
      + "</node></hierarchy>"
    let error = try #require(ImportFixtures.error(xml, options: ImportOptions(pixelsPerDP: 1)))
    #expect(error.message.hasPrefix("more than 100000 "))
  }

  // MARK: - Files

  @Test func loadsFromDiskAndWritesData() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("hitarea-load-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("settings.xml")
    try ImportFixtures.data(XCUITestImporterTests.top).write(to: url)
    let s = try LayoutSnapshot.load(contentsOf: url)
    #expect(s.name == "settings" && s.nodes.count == 93)

    let out = directory.appendingPathComponent("settings.json")
    try s.jsonData().write(to: out)
    #expect(try LayoutSnapshot.load(contentsOf: out) == s)
    #expect(try s.jsonData(prettyPrinted: false) == Data(s.jsonBytes(prettyPrinted: false)))

    let missing = directory.appendingPathComponent("nope.json")
    #expect {
      try LayoutSnapshot.load(contentsOf: missing)
    } throws: { error in
      let e = error as? LayoutSnapshotError
      return e?.file == "nope.json" && e?.message.hasPrefix("cannot be read") == true
    }
  }
}
