import HitAreaKit
import HitAreaSnapshot

/// What reading one file gives: the screen, the keys of a layout snapshot the reader does not
/// know, and where each of the screen's nodes starts in the file.
///
/// ```swift
/// let loaded = try LayoutSnapshot.read(input: input, format: nil, options: ImportOptions())
/// loaded.lines[3]  // 42: node 3's element starts on line 42
/// ```
package struct LoadedSnapshot: Sendable {
  /// The screen.
  package var snapshot: LayoutSnapshot
  /// The unknown keys of a layout snapshot (imported dumps have none).
  package var warnings: [LayoutSnapshotWarning]
  /// The line of each node's element (XML), object (JSON) or line (text), by node index.
  package var lines: SourceLines

  /// Creates a loaded snapshot.
  ///
  /// - Parameters:
  ///   - snapshot: The screen.
  ///   - warnings: Its unknown keys.
  ///   - lines: Where its nodes start; none known when `nil`.
  package init(
    _ snapshot: LayoutSnapshot, warnings: [LayoutSnapshotWarning] = [], lines: SourceLines? = nil
  ) {
    self.snapshot = snapshot
    self.warnings = warnings
    self.lines = lines ?? SourceLines(nodeCount: snapshot.nodes.count)
  }
}
