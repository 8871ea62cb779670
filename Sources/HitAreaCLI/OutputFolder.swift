/// The folder that `render` and `fix` write one file per screen into, over several files: each
/// screen's path in the run, with a new extension, inside the folder.
///
/// A path that climbs out of the working directory goes in without its leading `..`
/// (`../dumps/login.xml` → `DIR/dumps/login.svg`), an absolute one without its leading `/`, so
/// nothing is written outside the folder. No two screens of a run share a file: a screen whose
/// file an earlier one in path order took (`login.json` and `login.xml` both make `login.svg`;
/// on a case-insensitive volume, as macOS's are, so do `Login.xml` and `login.json`) keeps its
/// own extension too (`login.xml.svg`).
///
/// ```swift
/// var folder = OutputFolder("pictures", ext: "svg")
/// folder.claim("screens/login.json")  // "pictures/screens/login.svg"
/// folder.claim("screens/login.xml")   // "pictures/screens/login.xml.svg"
/// ```
struct OutputFolder {
  /// The folder, as typed.
  let directory: String
  /// The extension of the files written, such as `svg`.
  let ext: String
  /// The paths claimed so far, lowercased.
  private var taken: Set<String> = []

  /// A folder that takes files with the given extension.
  ///
  /// - Parameters:
  ///   - directory: The folder, as typed.
  ///   - ext: The extension of the files written, without its dot.
  init(_ directory: String, ext: String) {
    self.directory = directory
    self.ext = ext
  }

  /// The file a screen's output goes to, claimed for it, or `nil` when earlier screens took
  /// both the file with its extension replaced and the one with it kept.
  ///
  /// - Parameter screenPath: The screen's path as reports show it.
  mutating func claim(_ screenPath: String) -> String? {
    let name = Self.pathInside(screenPath)
    var candidates = [Self.replacingExtension(of: name, with: ext)]
    if !candidates.contains(name + "." + ext) { candidates.append(name + "." + ext) }
    for candidate in candidates where taken.insert(candidate.lowercased()).inserted {
      return (directory.hasSuffix("/") ? directory : directory + "/") + candidate
    }
    return nil
  }

  /// Writes a screen's output into the file ``claim(_:)`` gives it, creating folders as needed.
  ///
  /// - Parameters:
  ///   - text: The output.
  ///   - screenPath: The screen's path as reports show it.
  /// - Returns: The path written.
  /// - Throws: ``CLIError/output(_:)`` when the file cannot be written, or earlier screens took
  ///   both files the screen could have.
  mutating func write(_ text: String, for screenPath: String) throws(CLIError) -> String {
    guard let path = claim(screenPath) else {
      throw .output(
        "\(screenPath): not written: earlier screens of this run took "
          + "\(Self.replacingExtension(of: Self.pathInside(screenPath), with: ext)) and its "
          + "alternative in \(directory)")
    }
    try Platform.write(text, to: path)
    return path
  }

  /// A path as it goes inside the folder: `.` left out, `name/..` resolved, and what climbs
  /// above the start (a leading `..` or `/`) dropped.
  ///
  /// - Parameter path: A path as reports show it.
  static func pathInside(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/") where part != "." {
      if part != ".." {
        parts.append(part)
      } else if !parts.isEmpty {
        parts.removeLast()
      }
    }
    return parts.joined(separator: "/")
  }

  /// A path with its last name's extension (from its last dot, when that is not its first
  /// character) replaced.
  ///
  /// - Parameters:
  ///   - path: A path.
  ///   - ext: The new extension, without its dot.
  static func replacingExtension(of path: String, with ext: String) -> String {
    let nameStart = path.lastIndex(of: "/").map(path.index(after:)) ?? path.startIndex
    guard let dot = path[nameStart...].lastIndex(of: "."), dot > nameStart else {
      return path + "." + ext
    }
    return path[..<dot] + "." + ext
  }
}
