/// The limits the layout snapshot reader, the writer and the importers enforce, so that hostile or
/// broken files give an error instead of exhausting the stack or the memory.
///
/// The engine walks a tree one call per level, so trees deeper than ``maximumDepth`` are refused
/// when read and when written; real screens are a few dozen levels deep.
///
/// ```swift
/// LayoutSnapshotLimits.maximumDepth  // 512
/// ```
public enum LayoutSnapshotLimits {
  /// The most levels of nodes: the root and 511 levels below it.
  public static let maximumDepth = 512
  /// The most nodes in one snapshot.
  public static let maximumNodeCount = 100_000
  /// The largest file, in bytes (32 MiB).
  public static let maximumByteCount = 32 << 20
  /// The deepest nesting of JSON arrays and objects that the reader descends into (two per level
  /// of nodes, and a margin).
  ///
  /// Unknown values are skipped at any depth.
  public static let maximumJSONNesting = 2 * maximumDepth + 64
}
