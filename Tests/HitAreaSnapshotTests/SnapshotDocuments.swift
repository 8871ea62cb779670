import HitAreaKit
import HitAreaSnapshot
import Testing

/// Builders of small layout snapshot documents for the reader's tests.
enum SnapshotDocuments {
  /// A version 1 document with `root` as its root node and `header` members before it.
  static func document(root: String, header: String = "") -> String {
    #"{"format": "hitarea.layout", "version": 1, \#(header)"root": \#(root)}"#
  }

  /// Reads a document given as text.
  static func read(_ text: String, file: String = "checkout.json") throws -> LayoutSnapshot {
    try LayoutSnapshot(jsonData: Array(text.utf8), file: file)
  }

  /// The error reading `text` gives, or `nil` when it reads.
  static func error(_ text: String, file: String = "checkout.json") -> LayoutSnapshotError? {
    error(bytes: Array(text.utf8), file: file)
  }

  /// The error reading `bytes` gives, or `nil` when they read.
  static func error(bytes: [UInt8], file: String = "checkout.json") -> LayoutSnapshotError? {
    do {
      _ = try LayoutSnapshot(jsonData: bytes, file: file)
      return nil
    } catch let error as LayoutSnapshotError {
      return error
    } catch {
      Issue.record("unexpected error type: \(error)")
      return nil
    }
  }
}

/// A case of the reader's error table: a document and the exact path and message it gives.
struct ReaderErrorCase: Sendable, CustomTestStringConvertible {
  let id: String
  let json: String
  let path: String
  let message: String
  var testDescription: String { id }

  /// A case whose document is a version 1 header around `root`.
  static func root(_ id: String, _ root: String, _ path: String, _ message: String) -> Self {
    ReaderErrorCase(
      id: id, json: SnapshotDocuments.document(root: root), path: path, message: message)
  }
}
