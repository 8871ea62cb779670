import Foundation
import HitAreaKit
import HitAreaKitTestSupport
import HitAreaSnapshot
import Testing

@testable import HitAreaTools

/// A WebDriverAgent response read in one pass gives what deciding first whether it wraps the tree
/// and then reading it gives: the same screen and lines, or the same error.
@Suite struct WDAOnePassTests {
  /// The screen and its lines, or the error's text.
  static func outcome(_ text: String, onePass: Bool) -> String {
    ReadOutcome.of(text, file: "source.json") {
      try WDAImporter.read($0, options: ImportOptions(), onePass: onePass)
    }
  }

  static let node = #"{"type":"Button","rect":{"x":1,"y":2,"width":30,"height":40},"name":"b"}"#
  static let application =
    #"{"type":"Application","rect":{"x":0,"y":0,"width":100,"height":200},"children":[\#(node)]}"#

  /// Responses and trees with `value` and `type` in either order, values of every kind, rects
  /// with missing, `null` and repeated edges, descriptions, and broken ones.
  static let documents = [
    #"{"value":\#(application),"sessionId":"s"}"#,
    #"{"sessionId":"s","value":\#(application)}"#,
    application,
    #"{"value":\#(application),"type":"X"}"#,
    #"{"type":"X","value":\#(application)}"#,
    #"{"value":"Attributes: Application, 0x1, pid: 1, 'A'\nElement subtree:\n →Application, 0x1, {{0.0, 0.0}, {100.0, 200.0}}, label: 'A'\n    Button, 0x2, {{1.0, 2.0}, {30.0, 40.0}}, label: 'b'\n","sessionId":"s"}"#,
    #"{"value":"desc","type":"X","rect":{"x":0,"y":0,"width":100,"height":200}}"#,
    #"{"value":5}"#, #"{"value":null}"#, #"{"value":[1]}"#, #"{"sessionId":"s"}"#, "{}",
    #"{"value":{"type":"A","rect":5},"type":"X"}"#,
    #"{"value":{"type":"A","rect":{"x":1,"y":2,"height":3}}}"#,
    #"{"value":{"type":"A","rect":{}}}"#,
    #"{"value":{"type":"A","rect":{"width":null,"x":null}}}"#,
    #"{"value":{"type":"A","rect":{"x":1,"x":2,"y":0,"width":1,"height":1}}}"#,
    #"{"value":{"type":"A","rect":{"x":"1","y":0,"width":1,"height":1}}}"#,
    #"{"value":{"children":[\#(node)],"type":"A","rect":{"x":0,"y":0,"width":9,"height":9}}}"#,
    #"{"value":\#(application),"value":\#(application)}"#,
    #"{"value":{"type":"A","rect":{"x":0,"y":0,"width":9,"height":9},"children":[5]},"type":1}"#,
    #"{"value":{"type":"A","rect":{"x":0,"y":0,"width":9,"height":9}},"x":[}"#,
  ]

  @Test func documentsReadTheSameEitherWay() {
    for text in Self.documents {
      #expect(
        Self.outcome(text, onePass: true) == Self.outcome(text, onePass: false),
        "\(text.debugDescription)")
    }
  }

  /// The fixture and the documents above, damaged at random.
  @Test func damagedDocumentsReadTheSameEitherWay() throws {
    let fixture = String(
      decoding: try DumpFormatTests.fixture("ios_wda_source_skeleton_login_402x874.json"),
      as: UTF8.self)
    var random = SplitMix64(seed: 0x3D_A1)
    let inserts = Array(#"{}[],:"0 type value rect null"#.utf8)
    var read = 0
    for _ in 0..<1_500 {
      let base = RandomEdits.pick(Self.documents + [fixture], &random)
      let text = String(
        decoding: RandomEdits.mutated(Array(base.utf8), inserts: inserts, &random), as: UTF8.self)
      let onePass = Self.outcome(text, onePass: true)
      #expect(onePass == Self.outcome(text, onePass: false), "\(text.debugDescription)")
      if !onePass.hasPrefix("error:") { read += 1 }
    }
    #expect(read > 30)  // some damaged documents still read
  }
}
