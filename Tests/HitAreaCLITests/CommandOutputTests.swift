import Foundation
import Testing

@testable import HitAreaCLI

/// The executable writes a corpus's JSON lines as bytes straight to standard output; a command
/// run with an output closure hands on the same lines as text.
@Suite struct CommandOutputTests {
  @Test(arguments: ["jsonl", "json", "text"])
  func theExecutablesBytesAreTheTextItHandsOn(_ format: String) throws {
    let corpus = try CorpusEndToEndTests.Corpus()
    defer { corpus.remove() }
    let arguments = ["audit", corpus.path + "/app", "--format", format, "--jobs", "1"]
    let executable = try CorpusEndToEndTests.run(arguments)
    var lines: [String] = []
    let status = HitAreaCommand.run(arguments) { lines.append($0) }
    #expect(!lines.isEmpty)
    #expect(executable.stdout == lines.map { $0 + "\n" }.joined())
    #expect(executable.status == status)
  }

  @Test func bytesAreTextWhereOnlyTextIsTaken() {
    var lines: [String] = []
    let take = { (line: String) in lines.append(line) }
    withoutActuallyEscaping(take) { text in
      let output = CommandOutput(text: text)
      output("a")
      output.write(.utf8(Array("{\"é\":1}".utf8)))
      output.write(.utf8(Array("b".utf8)))
      output.write(.text("c"))
    }
    #expect(lines == ["a", "{\"é\":1}", "b", "c"])
  }
}
