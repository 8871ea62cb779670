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
  /// What is known of the file before it is read, for the rare file that is not read from its
  /// location; `nil` for every other (one reference, so that a file's value copies as cheaply as
  /// before: two optional fields in its place cost 350 instructions a file in a run's copies).
  private var known: Known?

  /// Why a file cannot be read, or its bytes read already.
  private final class Known: Hashable, Sendable {
    let problem: String?
    let contents: [UInt8]?

    init(problem: String?, contents: [UInt8]?) {
      self.problem = problem
      self.contents = contents
    }

    static func == (a: Known, b: Known) -> Bool {
      a.problem == b.problem && a.contents == b.contents
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(problem)
      hasher.combine(contents)
    }
  }

  /// Why the file cannot be read whatever it holds (a name that is not UTF-8, which no path of
  /// ours spells; standard input that cannot be read), or `nil`.
  package var problem: String? { known?.problem }

  /// The bytes, read already (standard input, which is read once, before the run), or `nil` to
  /// read them from ``location``.
  package var contents: [UInt8]? { known?.contents }

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
    if problem != nil || contents != nil {
      known = Known(problem: problem, contents: contents)
    }
  }
}
