import Foundation

/// The folder that `render` and `fix` write one file per screen into, over several files: each
/// screen's path in the run, with a new extension, inside the folder.
///
/// A path that climbs out of the working directory goes in without its leading `..`
/// (`../dumps/login.xml` → `DIR/dumps/login.svg`), an absolute one without its leading `/`, so
/// nothing is written outside the folder. No two screens of a run share a file, whatever the
/// volume: names are told apart without case, as macOS's volumes tell them apart. A screen whose
/// file an earlier one in path order took (`login.json` and `login.xml` both make `login.svg`)
/// keeps its own extension too (`login.xml.svg`), and failing that is numbered
/// (`login~2.svg`); a file is never given a folder's name another screen needs.
///
/// Screens are worked on in parallel, each written to a file of its own in the folder
/// (``stage(_:index:for:)``, hidden, so that a run over the folder leaves it out), and moved
/// under its name in path order (``place(_:for:)``), so that names do not depend on which thread
/// finished first and no output waits in memory.
///
/// ```swift
/// var folder = OutputFolder("pictures", ext: "svg")
/// folder.claim("screens/login.json")  // "pictures/screens/login.svg"
/// folder.claim("screens/login.xml")   // "pictures/screens/login.xml.svg"
/// ```
struct OutputFolder: Sendable {
  /// The folder, as typed.
  let directory: String
  /// The extension of the files written, such as `svg`.
  let ext: String
  /// The files claimed so far, by ``caseless(_:)`` name.
  private var files: Set<String> = []
  /// The folders the claimed files are in, by ``caseless(_:)`` name.
  private var folders: Set<String> = []

  /// A folder that takes files with the given extension.
  ///
  /// - Parameters:
  ///   - directory: The folder, as typed; not empty.
  ///   - ext: The extension of the files written, without its dot.
  /// - Throws: ``CLIError/usage(_:)`` for an empty folder name, which would put the files under
  ///   the file system's root (`--output "$DIR"` with `DIR` unset).
  init(_ directory: String, ext: String) throws(CLIError) {
    guard !directory.isEmpty else { throw .usage("--output needs a folder, not an empty name") }
    self.directory = directory.hasSuffix("/") ? directory : directory + "/"
    self.ext = ext
  }

  /// A screen's output written where ``place(_:for:)`` takes it from, or why it could not be.
  typealias Staged = Result<String, CLIError>

  /// Writes the output of the run's file number `index` to a file of its own in the folder,
  /// for ``place(_:for:)`` to move under the screen's name; on any thread.
  ///
  /// - Parameters:
  ///   - text: The output.
  ///   - index: The file's number in the run.
  ///   - screenPath: The screen's path as reports show it, for an error.
  func stage(_ text: String, index: Int, for screenPath: String) -> Staged {
    let path = directory + ".hitarea-\(getpid())-\(index).\(ext)"
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      return .success(path)
    } catch {
      unlink(path)
      return .failure(
        .output(
          "\(screenPath): cannot be written into \(directory) (\(error.localizedDescription))"))
    }
  }

  /// Moves a screen's staged output to the file ``claim(_:)`` gives the screen, creating
  /// folders as needed.
  ///
  /// - Parameters:
  ///   - staged: The output as ``stage(_:index:for:)`` wrote it.
  ///   - screenPath: The screen's path as reports show it.
  /// - Returns: The path written.
  /// - Throws: ``CLIError/output(_:)`` when the output could not be written; the staged file is
  ///   removed.
  mutating func place(_ staged: Staged, for screenPath: String) throws(CLIError) -> String {
    let staged = try staged.get()
    let path = claim(screenPath)
    let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true)
    } catch {
      unlink(staged)
      throw .output("\(path): cannot be written (\(error.localizedDescription))")
    }
    guard rename(staged, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(staged)
      throw .output("\(path): cannot be written (\(reason))")
    }
    return path
  }

  /// The file a screen's output goes to, claimed for it: its path with the extension replaced,
  /// or kept, or numbered, whichever earlier screens left free.
  ///
  /// - Parameter screenPath: The screen's path as reports show it.
  mutating func claim(_ screenPath: String) -> String {
    let name = Self.pathInside(screenPath)
    let stem = Self.stem(of: name)
    var number = 1
    var candidate = stem + "." + ext
    while !isFree(candidate) {
      if number == 1, candidate != name + "." + ext {
        candidate = name + "." + ext
      } else {
        number += 1
        candidate = stem + "~\(number)." + ext
      }
    }
    files.insert(Self.caseless(candidate))
    var folder = Substring(candidate)
    while let slash = folder.lastIndex(of: "/") {
      folder = folder[..<slash]
      guard folders.insert(Self.caseless(String(folder))).inserted else { break }
    }
    return directory + candidate
  }

  /// Whether no screen claimed a file or a folder of this name.
  private func isFree(_ candidate: String) -> Bool {
    let key = Self.caseless(candidate)
    return !files.contains(key) && !folders.contains(key)
  }

  /// A name as a volume that ignores case compares it: `Σ`, `σ` and `ς` are one letter, as
  /// are `S` and `ſ` (upper case first, as case folding does, then lower case).
  static func caseless(_ name: String) -> String { name.uppercased().lowercased() }

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

  /// A path without its last name's extension (from its last dot, when that is not the name's
  /// first character).
  ///
  /// - Parameter path: A path.
  static func stem(of path: String) -> String {
    let nameStart = path.lastIndex(of: "/").map(path.index(after:)) ?? path.startIndex
    guard let dot = path[nameStart...].lastIndex(of: "."), dot > nameStart else { return path }
    return String(path[..<dot])
  }
}
