import Foundation
import HitAreaKit
import HitAreaSnapshot
import Testing

/// A screen's report line is the same from run to run: nothing in it follows a dictionary's
/// order, which changes with each process's hash seed.
@Suite struct ReportLineOrderTests {
  /// The classes of a screen's tally are written in the order of their names.
  @Test func aTallysClassesAreWrittenInOrder() throws {
    var s = HandMadeScreens.screen()
    let types = (0..<12).map { "Kind\(String(format: "%02d", 11 - $0))" }
    for (i, type) in types.enumerated() {
      var node = LayoutNode(
        id: "b\(i)", type: type, frame: Rect(x: 10, y: 10 + Double(i) * 60, width: 30, height: 30),
        isTarget: true)
      node.label = "Button \(i)"
      s.append(node, to: s.root)
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hitarea-line-order-\(getpid())")
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(try s.jsonBytes()).write(to: folder.appendingPathComponent("screen.json"))

    let run = try CommandEndToEndTests.run(
      ["audit", folder.path, "--format", "jsonl", "--for-report"])
    let line = try #require(run.stdout.split(separator: "\n").first.map(String.init))
    let start = try #require(line.range(of: #""classes":{"#))
    let object = line[start.upperBound...].prefix { $0 != "}" }
    let names = object.split(separator: "]").compactMap { part -> String? in
      guard let open = part.firstIndex(of: "\""), let close = part.lastIndex(of: "\"") else {
        return nil
      }
      return String(part[part.index(after: open)..<close])
    }
    #expect(names == types.sorted())
  }
}
