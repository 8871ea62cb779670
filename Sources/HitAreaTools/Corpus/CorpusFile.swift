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
  /// Why the file cannot be read whatever it holds (a name that is not UTF-8, which no path of
  /// ours spells), or `nil`.
  package var problem: String?
  /// The bytes, read already (standard input, which is read once, before the run), or `nil` to
  /// read them from ``location``.
  package var contents: [UInt8]?

  /// Creates a file entry.
  ///
  /// - Parameters:
  ///   - path: The path reports show.
  ///   - location: Where to read it.
  ///   - isNamed: Whether the command line named it.
  ///   - problem: Why it cannot be read whatever it holds, if so.
  ///   - contents: Its bytes, when they were read already.
  package init(
    path: String, location: String, isNamed: Bool, problem: String? = nil, contents: [UInt8]? = nil
  ) {
    self.path = path
    self.location = location
    self.isNamed = isNamed
    self.problem = problem
    self.contents = contents
  }
}
