import HitAreaKit
import HitAreaSnapshot
import Testing

/// Each kind of problem the layout snapshot reader and writer report, so that callers can tell
/// them apart without parsing messages.
@Suite struct LayoutSnapshotErrorKindTests {
  typealias D = SnapshotDocuments

  /// A document and the kind of error reading it gives.
  struct Case: Sendable, CustomTestStringConvertible {
    let kind: LayoutSnapshotError.Kind
    let bytes: [UInt8]
    var testDescription: String { kind.description }

    init(_ kind: LayoutSnapshotError.Kind, _ text: String) {
      self.kind = kind
      bytes = Array(text.utf8)
    }

    init(_ kind: LayoutSnapshotError.Kind, bytes: [UInt8]) {
      self.kind = kind
      self.bytes = bytes
    }
  }

  static let frame = #"{"frame": [0, 0, 1, 1]}"#

  static let readerCases: [Case] = [
    Case(.notUTF8, bytes: [0xFF, 0xFE, 0x7B, 0x00]),
    Case(.notUTF8, bytes: Array(#"{"label": ""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)),
    Case(.empty, " \n "),
    Case(.syntax, D.document(root: #"{"frame" [0, 0, 1, 1]}"#)),
    Case(.syntax, D.document(root: frame) + " {}"),
    Case(.unrecognizedFormat, "[1, 2]"),
    Case(.unrecognizedFormat, #"{"format": "other", "version": 1, "root": {}}"#),
    Case(.unrecognizedFormat, #"{"version": 1, "root": {}}"#),
    Case(.unsupportedVersion, #"{"format": "hitarea.layout", "version": 2, "root": {}}"#),
    Case(.unsupportedVersion, #"{"format": "hitarea.layout", "version": 0, "root": {}}"#),
    Case(
      .limitExceeded,
      D.document(
        root: String(repeating: #"{"frame": [0, 0, 1, 1], "children": ["#, count: 600) + frame
          + String(repeating: "]}", count: 600))),
    Case(.missingValue, #"{"format": "hitarea.layout", "version": 1}"#),
    Case(.missingValue, D.document(root: #"{"id": "w"}"#)),
    Case(.invalidValue, D.document(root: #"{"frame": "big"}"#)),
    Case(.invalidValue, D.document(root: #"{"frame": [0, 0, 1e999, 1]}"#)),
    Case(.invalidValue, D.document(root: frame, header: #""unit": "cm", "#)),
    Case(.duplicateKey, D.document(root: #"{"frame": [0, 0, 1, 1], "frame": [0, 0, 1, 1]}"#)),
    Case(
      .duplicateID,
      D.document(
        root:
          #"{"id": "a", "frame": [0, 0, 1, 1], "children": [{"id": "a", "frame": [0, 0, 1, 1]}]}"#
      )),
  ]

  @Test(arguments: readerCases)
  func readerReportsTheKind(_ c: Case) throws {
    let error = try #require(D.error(bytes: c.bytes))
    #expect(error.kind == c.kind, "\(error)")
  }

  /// The size is checked where reading starts: bytes that are not even text are refused for
  /// their size, before anything of them is looked at.
  @Test func tooLargeComesFirst() throws {
    let bytes = [UInt8](repeating: 0xFF, count: LayoutSnapshotLimits.maximumByteCount + 1)
    let error = try #require(D.error(bytes: bytes))
    #expect(error.kind == .tooLarge)
    #expect(error.path == "")
    #expect(error.message == "the file is 33554433 bytes; the limit is 33554432 bytes (32 MiB)")
  }

  @Test func writerReportsTheKind() throws {
    func writeError(_ mutate: (inout LayoutSnapshot) -> Void) -> LayoutSnapshotError.Kind? {
      var s = LayoutSnapshot(
        root: LayoutNode(id: "w", frame: Rect(x: 0, y: 0, width: 9, height: 9)))
      s.append(LayoutNode(id: "a", frame: .zero), to: 0)
      mutate(&s)
      do {
        _ = try s.jsonBytes()
        return nil
      } catch {
        return (error as? LayoutSnapshotError)?.kind
      }
    }
    #expect(writeError { $0.update(nodeAt: 1) { $0.frame.size.width = .nan } } == .invalidValue)
    #expect(writeError { $0.pointsPerUnit = 0 } == .invalidValue)
    #expect(writeError { $0.update(nodeAt: 1) { $0.id = "w" } } == .duplicateID)
    #expect(writeError { _ in } == nil)
  }

  @Test func kindsPrintTheirNames() {
    #expect(LayoutSnapshotError.Kind.tooLarge.description == "tooLarge")
    #expect("\(LayoutSnapshotError.Kind.unsupportedVersion)" == "unsupportedVersion")
    #expect(LayoutSnapshotError.Kind.syntax != .invalidValue)
  }

  /// Callers switch over kinds with a `default`, so new kinds never break them.
  @Test func callersSwitchOverKinds() throws {
    let error = try #require(D.error(#"{"format": "hitarea.layout", "version": 7, "root": {}}"#))
    let advice: String
    switch error.kind {
    case .tooLarge, .limitExceeded: advice = "split the screen"
    case .unsupportedVersion: advice = "update HitAreaKit"
    default: advice = "fix the file"
    }
    #expect(advice == "update HitAreaKit")
  }
}
