import Foundation
import HitAreaKit
import HitAreaTools
import Testing

/// A temporary folder of screens for corpus tests: layout snapshots made from lists of buttons,
/// the real dumps of `Fixtures/screens`, broken files and files that are not dumps.
struct CorpusFolder {
  /// A button: id, label, type and frame.
  struct Button {
    var id: String
    var label: String?
    var type = "UIButton"
    var frame: [Double]
  }

  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hitarea-corpus-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  var path: String { url.path }

  /// Writes a file (folders created), returning its path.
  @discardableResult
  func write(_ relative: String, _ contents: String) throws -> String {
    try write(relative, Data(contents.utf8))
  }

  @discardableResult
  func write(_ relative: String, _ data: Data) throws -> String {
    let file = url.appendingPathComponent(relative)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: file)
    return file.path
  }

  /// Copies a real dump from the fixtures.
  @discardableResult
  func copyFixture(_ name: String, as relative: String) throws -> String {
    try write(relative, try ImportFixtures.data(name))
  }

  /// A 390×844 screen with the given buttons, as layout snapshot JSON.
  static func screen(_ buttons: [Button]) -> String {
    let children = buttons.map { b in
      let label = b.label.map { ", \"label\": \"\($0)\"" } ?? ""
      let frame = b.frame.map { DecimalText.literal($0) }.joined(separator: ", ")
      return "{\"id\": \"\(b.id)\", \"type\": \"\(b.type)\"\(label), \"frame\": [\(frame)], "
        + "\"target\": true}"
    }
    return """
      {"format": "hitarea.layout", "version": 1, "root": {"id": "window",
       "frame": [0, 0, 390, 844], "children": [\(children.joined(separator: ", "))]}}
      """
  }

  /// A screen with a 20×20 close button (a min-size error on iOS) and a big OK button.
  static let smallClose = screen([
    Button(id: "close", label: "Close", frame: [340, 60, 20, 20]),
    Button(id: "ok", label: "OK", frame: [20, 700, 350, 50]),
  ])

  /// A screen whose targets all pass on iOS.
  static let clean = screen([Button(id: "ok", label: "OK", frame: [20, 700, 350, 50])])

  func remove() { try? FileManager.default.removeItem(at: url) }
}
