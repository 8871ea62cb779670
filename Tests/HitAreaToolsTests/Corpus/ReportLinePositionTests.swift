import Testing

@testable import HitAreaTools

/// The position a line reader's message ends with, which a shard's report gives as a column on
/// the line (`shard.jsonl:3: … (column 11)`), told from words in the file that look like one.
@Suite struct ReportLinePositionTests {
  @Test(arguments: [
    ("path: expected a string, found '}' (line 1, column 10)", "line 1, column"),
    ("not UTF-8 text: invalid byte 0xFF at line 1, column 12", "line 1, column"),
    ("not UTF-8 text: a NUL byte at line 1, column 3 (UTF-16 or binary?)", "line 1, column"),
    ("found \"line 2, column 3\" (line 1, column 40)", "line 1, column"),
  ])
  func aClosingPositionIsFound(message: String, found: String) throws {
    let range = try #require(ReportLine.position(closing: message))
    #expect(message[range] == found)
    #expect(message[range.upperBound...].first == " ")
  }

  @Test(arguments: [
    "unknown standard \"line 1, column 7\"",
    "duplicate key \"line 1, column 3\" here",
    "expected \"ios\" or \"android\", found \"ios (line 99)\"",
    "line 1, column x",
    "unknown standard \"line 2, column 3 (x\"",
    "found airline 4, column 9",
    "no position",
  ])
  func wordsThatLookLikeOneAreLeft(message: String) {
    #expect(ReportLine.position(closing: message) == nil)
  }
}
