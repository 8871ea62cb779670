import HitAreaSnapshot
import Testing

/// An error's message stays one readable line whatever a dump holds: a value quoted from the
/// file (a number of 30 million digits made an error line of 30 MB) has its middle left out.
@Suite struct LayoutSnapshotErrorLengthTests {
  @Test func aLongNumberGivesAShortMessage() throws {
    let digits = "1" + String(repeating: "0", count: 100_000)
    let text = #"{"format":"hitarea.layout","version":1,"root":{"frame":[0,0,"# + digits + ",10]}}"
    let error = try #require(
      throws: LayoutSnapshotError.self,
      performing: { try LayoutSnapshot(jsonData: Array(text.utf8)) })
    #expect(error.message.count <= 480 + 30, "\(error.message.count)")
    #expect(error.message.hasPrefix("expected a finite number, found 1000"))
    #expect(error.message.contains("characters)…"))
    #expect(error.description.hasPrefix("snapshot.json: root.frame[2]: expected a finite number"))
  }

  /// A message is counted by scalars, and an unknown key's warning is clipped too.
  ///
  /// Two million combining marks after a letter are one character, and made a 4 MB line.
  @Test func marksAndLongKeysGiveShortMessages() throws {
    let marks = "x" + String(repeating: "\u{301}", count: 200_000)
    let text =
      #"{"format":"hitarea.layout","version":1,"platform":""# + marks
      + #"","root":{"frame":[0,0,1,1]}}"#
    let error = try #require(
      throws: LayoutSnapshotError.self,
      performing: { try LayoutSnapshot(jsonData: Array(text.utf8)) })
    #expect(error.message.unicodeScalars.count <= 480 + 30, "\(error.message.utf8.count)")
    let key = String(repeating: "k", count: 100_000)
    let warning = LayoutSnapshotWarning(file: "a.json", path: "root", key: key, suggestion: nil)
    #expect(warning.description.utf8.count < 600)
    #expect(warning.message.hasPrefix("unknown key \"kkk"))
  }

  /// A path is clipped as the message is: a key of a million letters, duplicated or holding a
  /// wrong value, made a "line" of a megabyte (the path was shortened only by its number of steps).
  @Test(arguments: ["a duplicate key", "a key in suppress"])
  func aLongKeyGivesAShortLine(_ place: String) throws {
    let key = String(repeating: "k", count: 1_000_000)
    let text =
      place == "a duplicate key"
      ? #"{"format":"hitarea.layout","version":1,""# + key + #"":1,""# + key
        + #"":2,"root":{"frame":[0,0,1,1]}}"#
      : #"{"format":"hitarea.layout","version":1,"root":{"frame":[0,0,1,1],"suppress":{""# + key
        + #"":5}}}"#
    let error = try #require(
      throws: LayoutSnapshotError.self,
      performing: { try LayoutSnapshot(jsonData: Array(text.utf8)) })
    #expect(error.path.utf8.count >= 1_000_000)  // the place itself is kept whole
    let line = error.description
    try #require(line.unicodeScalars.count < 1_000, "\(line.utf8.count) bytes")
    #expect(!line.contains("\n"))
    if place == "a duplicate key" {
      #expect(line.hasPrefix("snapshot.json: kkkk"))
      #expect(line.contains("characters)…kkk") && line.contains("kkk: duplicate key \"kkk"))
    } else {
      #expect(line.hasPrefix("snapshot.json: root.suppress.kkkk"))
      #expect(line.contains("characters)…kkk") && line.contains("kkk: expected a justification"))
    }
  }

  /// A path of few, short steps is kept as it is.
  @Test func shortStepsAreKeptWhole() {
    let error = LayoutSnapshotError(
      .invalidValue, file: "a.json", path: #"root.children[3]["my key"].frame"#, message: "m")
    #expect(error.description == #"a.json: root.children[3]["my key"].frame: m"#)
  }

  @Test func messagesUpToTheLimitAreKeptWhole() throws {
    let text = #"{"format":"hitarea.layout","version":1,"root":{"frame":[0,0,1e400,10]}}"#
    let error = try #require(
      throws: LayoutSnapshotError.self,
      performing: { try LayoutSnapshot(jsonData: Array(text.utf8)) })
    #expect(error.message == "expected a finite number, found 1e400")
  }
}
