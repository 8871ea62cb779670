import HitAreaAuditing
import HitAreaSnapshot

/// The keys of a layout snapshot that this hitarea does not know, as a refusal to write the
/// snapshot back over its file names them: a snapshot written holds only the keys it knows.
enum DroppedKeys {
  /// The distinct keys of the warnings, quoted, in a sentence as the reports list names
  /// (`NameList`): `"capturedAt" and "device"`; past three, the first three and how many more:
  /// `"capturedAt", "device", "accessibilityHint" and 1 more`; empty for none.
  ///
  /// - Parameter warnings: The reader's warnings of one file.
  static func listed(_ warnings: [LayoutSnapshotWarning]) -> String {
    quoted(keys(of: warnings))
  }

  /// Keys quoted, in a sentence (``NameList``).
  private static func quoted(_ keys: [String]) -> String {
    NameList.listed(keys.map { "\"\($0)\"" })
  }

  /// The distinct keys of the warnings, in the order first warned of.
  private static func keys(of warnings: [LayoutSnapshotWarning]) -> [String] {
    var keys: [String] = []
    for warning in warnings where !keys.contains(warning.key) { keys.append(warning.key) }
    return keys
  }

  /// Why a snapshot is not written over the file it was read from, one readable line however
  /// long the keys.
  ///
  /// - Parameters:
  ///   - warnings: The reader's warnings of that file (not empty).
  ///   - instead: What to do instead, such as `name another file`.
  static func reason(_ warnings: [LayoutSnapshotWarning], instead: String) -> String {
    let keys = keys(of: warnings)
    return LayoutSnapshotError.clipped(
      "it is the snapshot this command reads, whose \(keys.count == 1 ? "key" : "keys") "
        + "\(quoted(keys)) this hitarea does not know and would not write back; \(instead)")
  }
}
