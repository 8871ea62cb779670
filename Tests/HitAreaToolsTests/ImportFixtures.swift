import Foundation
import HitAreaKit
import HitAreaSnapshot
import HitAreaTools
import Testing

/// The real screen dumps in `Fixtures/screens/` and helpers to look into imported snapshots.
enum ImportFixtures {
  static func data(_ name: String) throws -> Data {
    let url = try #require(
      Bundle.module.url(forResource: "Fixtures/screens/\(name)", withExtension: nil))
    return try Data(contentsOf: url)
  }

  /// A dump's bytes as Windows tools save text: with a carriage return before each line feed,
  /// with a UTF-8 byte order mark first, and with both.
  static func savedOnWindows(_ bytes: [UInt8]) -> (crlf: [UInt8], marked: [UInt8], both: [UInt8]) {
    let crlf = Array(
      bytes.split(separator: 0x0A, omittingEmptySubsequences: false).joined(
        separator: [0x0D, 0x0A]))
    let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
    return (crlf, mark + bytes, mark + crlf)
  }

  static func load(_ name: String, options: ImportOptions = ImportOptions()) throws
    -> LayoutSnapshot
  {
    try LayoutSnapshot.load(data: data(name), file: name, options: options)
  }

  /// The error loading `text` gives, or `nil`.
  static func error(
    _ text: String, file: String = "dump.xml", options: ImportOptions = ImportOptions()
  ) -> LayoutSnapshotError? {
    error(bytes: Array(text.utf8), file: file, options: options)
  }

  static func error(
    bytes: [UInt8], file: String = "dump.xml", options: ImportOptions = ImportOptions()
  ) -> LayoutSnapshotError? {
    do {
      _ = try LayoutSnapshot.load(data: Data(bytes), file: file, options: options)
      return nil
    } catch let error as LayoutSnapshotError {
      return error
    } catch {
      Issue.record("unexpected error type: \(error)")
      return nil
    }
  }
}

extension LayoutSnapshot {
  /// The node with this id; fails the test when there is none.
  func node(_ id: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> LayoutNode {
    let found = try #require(self.index(of: id), "no node \(id)", sourceLocation: sourceLocation)
    return nodes[found]
  }

  /// The nodes of a type, in pre-order.
  func nodes(ofType type: String) -> [LayoutNode] { nodes.filter { $0.type == type } }

  /// The id of the node hit at a point of the root's space.
  func hitID(_ x: Double, _ y: Double, policy: ResolutionPolicy = .frontmost) -> String? {
    HitTester(tree: self, policy: policy).hitTest(Point(x: x, y: y), in: root).map { nodes[$0].id }
  }
}
