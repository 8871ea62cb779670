/// One file of a corpus run: the path it is reported under and whether the command line named it.
///
/// ```swift
/// let files = CorpusFiles.expand(["screens", "extra/login.xml"])
/// files.map(\.path)  // ["extra/login.xml", "screens/a.xml", "screens/sub/b.json"]
/// ```
package struct CorpusFile: Hashable, Sendable {
  /// The path as reports show it, and the order of a run: relative to the working directory when
  /// the file lies under it, without `./` or doubled slashes.
  package var path: String
  /// Where to read it.
  package var location: String
  /// Whether the command line named the file itself (a file found in a directory that is not a
  /// screen dump is skipped; a named one is an error).
  package var isNamed: Bool

  /// Creates a file entry.
  ///
  /// - Parameters:
  ///   - path: The path reports show.
  ///   - location: Where to read it.
  ///   - isNamed: Whether the command line named it.
  package init(path: String, location: String, isNamed: Bool) {
    self.path = path
    self.location = location
    self.isNamed = isNamed
  }
}
