import Foundation
import HitAreaSnapshot
import HitAreaTools

/// The folder that `render` and `fix` write one file per screen into, over several files: each
/// screen's path in the run, with a new extension, inside the folder.
///
/// A path that climbs out of the working directory goes in without its leading `..`
/// (`../dumps/login.xml` → `DIR/dumps/login.svg`), an absolute one without its leading `/`, so
/// nothing is written outside the folder. No two screens of a run share a file, whatever the
/// volume: names are told apart without case, as macOS's volumes tell them apart. A screen whose
/// file an earlier one in path order took (`login.json` and `login.xml` both make `login.svg`)
/// keeps its own extension too (`login.xml.svg`), and failing that is numbered
/// (`login~2.svg`); no file takes the name of a folder a screen of the run is in, nor another
/// screen's input.
///
/// Screens are worked on in parallel, each written to a hidden file of its own beside where it
/// goes (``stage(_:for:)``: a run over the folder leaves it out), and moved under its name in
/// path order (``place(_:for:)``), so that names do not depend on which thread finished first,
/// no output waits in memory, and each file appears whole.
///
/// ```swift
/// var folder = try OutputFolder("pictures", ext: "svg", screens: paths)
/// folder.claim("screens/login.json")  // "pictures/screens/login.svg"
/// folder.claim("screens/login.xml")   // "pictures/screens/login.xml.svg"
/// ```
struct OutputFolder: Sendable {
  /// The folder, as typed.
  let shownDirectory: String
  /// The folder, ending with `/`.
  let directory: String
  /// The extension of the files written, such as `svg`.
  let ext: String
  /// The files claimed so far, by ``caseless(_:)`` name.
  private var files: Set<String> = []
  /// The folders the run's screens go in, by ``caseless(_:)`` name.
  private let folders: Set<String>
  /// The run's input files, by identity (device and inode), each with its screen's path.
  ///
  /// No other screen's output takes one that is a screen (`fix d --output .` wrote the fixed
  /// `login.xml` to `login.xml.json`, another screen's input, which a run on one job then read
  /// back as that screen). A file of the folder that is no screen (last run's picture) is
  /// written over as before.
  private let inputs: [CorpusFiles.FileIdentity: String]

  /// A folder for the screens of a run, made (when it is not there) with the first screen
  /// staged into it: a run that writes no screen (a folder of no dump) leaves none behind.
  ///
  /// A folder that could not be made is refused at once, before any screen is worked on, and
  /// nothing is made (``obstacle(to:)``).
  ///
  /// - Parameters:
  ///   - directory: The folder, as typed (not empty: ``ParsedArguments`` refuses an empty
  ///     value).
  ///   - ext: The extension of the files written, without its dot.
  ///   - screens: The paths of the run's files as reports show them (their folders are kept
  ///     for them, whichever ends up written).
  ///   - inputs: Where each of those files is read from (in the same order), when they are
  ///     files: none that is a screen is written over by another screen's output.
  /// - Throws: ``CLIError/output(_:)`` when the folder is not there and cannot be made.
  init(_ directory: String, ext: String, screens: [String], inputs: [String?])
    throws(CLIError)
  {
    shownDirectory = directory
    self.directory = directory.hasSuffix("/") ? directory : directory + "/"
    self.ext = ext
    var folders = Set<String>()
    for screen in screens {
      var folder = Substring(Self.pathInside(screen))
      while let slash = folder.lastIndex(of: "/") {
        folder = folder[..<slash]
        guard folders.insert(Self.caseless(String(folder))).inserted else { break }
      }
    }
    self.folders = folders
    var byIdentity: [CorpusFiles.FileIdentity: String] = [:]
    for (screen, input) in zip(screens, inputs) {
      guard let input, let identity = CorpusFiles.identity(of: input) else { continue }
      if byIdentity[identity] == nil { byIdentity[identity] = screen }
    }
    self.inputs = byIdentity
    if let reason = Self.obstacle(to: directory) {
      throw .output("\(directory): cannot be made (\(reason))")
    }
  }

  /// Why a folder that is not there could not be made, found without making it: a file where it
  /// or a folder above it should be, or no folder can be made in the nearest folder above it
  /// that is there; `nil` when it is there or can be made.
  ///
  /// That last is tried, not asked of `access(2)`, which says yes to root everywhere (a CI
  /// container's user, with `--output /proc/x`): a hidden folder of a random name is made there
  /// and removed at once, so no other run's folder is ever touched (the folder's timestamps
  /// change, as they will when the run makes its own).
  ///
  /// - Parameter directory: The folder, as typed.
  static func obstacle(to directory: String) -> String? {
    var path = directory
    while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
    var isMissing = false  // whether a folder below `path` is to be made
    var info = stat()
    while true {
      if stat(path, &info) == 0 {
        guard info.st_mode & S_IFMT == S_IFDIR else {
          return SystemError.message(isMissing ? ENOTDIR : EEXIST)
        }
        guard isMissing else { return nil }
        while true {
          let probe =
            (path == "/" ? "" : path) + "/.hitarea-probe-"
            + String(UInt64.random(in: .min ... .max), radix: 36)
          if mkdir(probe, 0o700) == 0 {
            // A folder that lets folders be made but not removed (append-only) keeps it:
            // the run may still make its own there.
            rmdir(probe)
            return nil
          }
          if errno != EEXIST { return SystemError.message(errno) }
        }
      }
      // A file above it (`ENOTDIR`), a folder that cannot be searched, a loop of links.
      let code = errno
      guard code == ENOENT else { return SystemError.message(code) }
      // A link that leads nowhere, which no folder is made over.
      if lstat(path, &info) == 0 { return SystemError.message(isMissing ? ENOENT : EEXIST) }
      guard path != "/" && path != "." else { return SystemError.message(ENOENT) }
      isMissing = true
      if let slash = path.lastIndex(of: "/") {
        path = slash == path.startIndex ? "/" : String(path[..<slash])
      } else {
        path = "."
      }
    }
  }

  /// A screen's output written beside where it goes, or why it could not be.
  typealias Staged = Result<String, CLIError>

  /// Writes a screen's output to a new hidden file in the folder it goes in, for
  /// ``place(_:for:)`` to move under its name; on any thread.
  ///
  /// The file's name is random and made only if no file has it, so that runs writing into one
  /// folder at once (CI jobs in containers, where each `hitarea` may have the same process id)
  /// never share one; on the volume of the file it becomes, so that the move is a rename.
  ///
  /// - Parameters:
  ///   - text: The output.
  ///   - screenPath: The screen's path as reports show it.
  /// - Returns: The staged file's path, or the error that names the screen.
  func stage(_ text: String, for screenPath: String) -> Staged {
    let failure = { (reason: String) in
      Staged.failure(
        .output("\(screenPath): cannot be written into \(shownDirectory) (\(reason))"))
    }
    let inside = Self.pathInside(screenPath)
    let folder = directory + inside[..<(inside.lastIndex(of: "/") ?? inside.startIndex)]
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      return failure(Platform.reason(error, for: shownDirectory))
    }
    let path: String
    let handle: FileHandle
    switch Platform.newFile(in: folder, prefix: ".hitarea-", suffix: "." + ext) {
    case .success(let file): (path, handle) = (file.path, file.handle)
    case .failure(let error): return failure("\(error)")
    }
    do {
      try handle.write(contentsOf: Data(text.utf8))
      try handle.close()
    } catch {
      unlink(path)
      Platform.temporaries.remove(path)
      return failure(Platform.reason(error, for: path))
    }
    return .success(path)
  }

  /// Moves a screen's staged output to the file ``claim(_:)`` gives the screen.
  ///
  /// The file is claimed whether or not the output was staged, so that a screen that could not
  /// be written does not change the names of those after it.
  ///
  /// A screen dump of another format found at the file is not replaced (`fix dumps --output
  /// .` wrote each fixed snapshot over the dump it was made from): a layout snapshot may be,
  /// unless it is the screen's own and holds keys this hitarea does not know.
  ///
  /// - Parameters:
  ///   - staged: The output as ``stage(_:for:)`` wrote it.
  ///   - screenPath: The screen's path as reports show it.
  ///   - source: The file the screen was read from, with the keys of its snapshot the reader
  ///     did not know: not written over when there are any.
  ///
  /// - Returns: The path written.
  /// - Throws: ``CLIError/output(_:)`` when the output could not be written; the staged file is
  ///   removed.
  mutating func place(
    _ staged: Staged, for screenPath: String,
    droppingKeysOf source: (location: String, unknownKeys: [LayoutSnapshotWarning])? = nil
  ) throws(CLIError) -> String {
    let path = claim(screenPath)
    let staged = try staged.get()
    defer { Platform.temporaries.remove(staged) }
    if let reason = ScreenLoad.dumpReplacedBySnapshot(at: path) {
      unlink(staged)
      throw .output("\(screenPath): not written to \(path): \(reason); name another folder")
    }
    // A snapshot fixed in place would lose the keys this hitarea does not know.
    if let source, !source.unknownKeys.isEmpty, let identity = CorpusFiles.identity(of: path),
      CorpusFiles.identity(of: source.location) == identity
    {
      unlink(staged)
      throw .output(
        "\(screenPath): not written to \(path): "
          + DroppedKeys.reason(source.unknownKeys, instead: "name another folder"))
    }
    guard rename(staged, path) == 0 else {
      let reason = SystemError.message(errno)
      unlink(staged)
      throw .output("\(screenPath): cannot be written to \(path) (\(reason))")
    }
    return path
  }

  /// The file a screen's output goes to, claimed for it: its path with the extension replaced,
  /// or kept, or numbered, whichever earlier screens left free and no screen's folder has.
  ///
  /// - Parameter screenPath: The screen's path as reports show it.
  /// - Returns: The file's path: the folder, then the screen's path inside it.
  mutating func claim(_ screenPath: String) -> String {
    let name = Self.pathInside(screenPath)
    let stem = Self.stem(of: name)
    var number = 1
    var candidate = stem + "." + ext
    while !isFree(candidate, for: screenPath) {
      if number == 1, candidate != name + "." + ext {
        candidate = name + "." + ext
      } else {
        number += 1
        candidate = stem + "~\(number)." + ext
      }
    }
    files.insert(Self.caseless(candidate))
    return directory + candidate
  }

  /// Whether no screen claimed a file of this name, none is in a folder of this name, and it
  /// is no other screen's input that is a screen (the screen's own may be replaced: a snapshot
  /// fixed in place; the input is still unwritten when claimed, in path order, so the answer
  /// does not depend on `--jobs`).
  private func isFree(_ candidate: String, for screenPath: String) -> Bool {
    let key = Self.caseless(candidate)
    guard !files.contains(key) && !folders.contains(key) else { return false }
    guard !inputs.isEmpty, let identity = CorpusFiles.identity(of: directory + candidate),
      let owner = inputs[identity], owner != screenPath
    else { return true }
    return !ScreenLoad.recognised(at: directory + candidate).isDump
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
