import Foundation
@_spi(Readers) import HitAreaSnapshot

/// Turns the FILE arguments of a corpus run into the files to read: files as named,
/// directories walked recursively (hidden files and folders left out), sorted by path, each once.
///
/// ```swift
/// CorpusFiles.expand(["screens", "./extra/login.xml"], workingDirectory: "/repo")
/// // screens/… in sorted order, with extra/login.xml among them
/// ```
package enum CorpusFiles {
  /// The files to read, sorted by their reported path.
  ///
  /// A path that does not exist stays in the list as a named file, so that it is reported as an
  /// error where it sorts.
  ///
  /// - Parameters:
  ///   - arguments: Files and directories, as typed.
  ///   - workingDirectory: What reported paths are relative to; the process's by default.
  /// - Complexity: O(n log n) for n files.
  package static func expand(
    _ arguments: [String],
    workingDirectory: String = FileManager.default.currentDirectoryPath
  ) -> [CorpusFile] {
    expand(
      arguments, workingDirectory: workingDirectory,
      alias: shellWorkingDirectory(of: workingDirectory))
  }

  /// ``expand(_:workingDirectory:)`` with the other name of the folder paths are shown relative
  /// to, if any.
  private static func expand(
    _ arguments: [String], workingDirectory: String, alias: String?
  ) -> [CorpusFile] {
    // Each path once, told apart by its bytes as the file system tells files apart: two names
    // that are one `String` (`café` with `é` precomposed or not) are two files, unless they
    // lead to one. The table finds a path by `String`; the rare other spellings of a path found
    // wait in `respelled`.
    var files: [CorpusFile] = []
    var indexByPath: [String: Int] = [:]
    var respelled: [CorpusFile] = []
    func add(_ file: CorpusFile) {
      func merge(_ known: inout CorpusFile) -> Bool {
        guard
          known.path.utf8.elementsEqual(file.path.utf8)
            || isSameFile(known.location, file.location)
        else { return false }
        known.isNamed = known.isNamed || file.isNamed
        return true
      }
      guard let index = indexByPath[file.path] else {
        indexByPath[file.path] = files.count
        return files.append(file)
      }
      if merge(&files[index]) { return }
      for k in respelled.indices where merge(&respelled[k]) { return }
      respelled.append(file)
    }
    let manager = FileManager.default
    for argument in arguments {
      let shown = reportedPath(argument, workingDirectory: workingDirectory, alias: alias)
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: argument, isDirectory: &isDirectory),
        isDirectory.boolValue
      else {
        add(CorpusFile(path: shown, location: argument, isNamed: true))
        continue
      }
      let pathStart = shown.isEmpty ? "" : shown + "/"
      let locationStart = argument.hasSuffix("/") ? argument : argument + "/"
      let (listed, unspelt) = filesInside(argument)
      // Names that are not UTF-8: listed, as files that cannot be read (they were left out
      // without a word, and a screen vanished from a CI run).
      for relative in unspelt {
        add(
          CorpusFile(
            path: joined(pathStart, relative), location: joined(locationStart, relative),
            isNamed: false,
            problem: "its name is not UTF-8 (shown here with U+FFFD); rename it to read it"))
      }
      // A directory alone, whose paths are ASCII: each name is listed once and no two are one
      // `String`, so no table looks for a path met before (a name listed twice, as a directory
      // changed while it is read may be, is left out when the paths are sorted by their bytes).
      let isASCII = { (text: String) in text.utf8.allSatisfy { $0 < 0x80 } }
      let isListedOnce = arguments.count == 1 && isASCII(pathStart) && listed.allSatisfy(isASCII)
      for relative in listed {
        let file = CorpusFile(
          path: joined(pathStart, relative), location: joined(locationStart, relative),
          isNamed: false)
        if isListedOnce { files.append(file) } else { add(file) }
      }
    }
    guard !respelled.isEmpty else { return sortedByPath(files) }
    return (files + respelled).sorted { precedes($0.path, $1.path) }
  }

  /// The order of a run's paths: as `String`s, and by their bytes between two paths that are one
  /// `String` (names that differ only in their Unicode normalization, two files on Linux).
  package static func precedes(_ a: String, _ b: String) -> Bool {
    a != b ? a < b : a.utf8.lexicographicallyPrecedes(b.utf8)
  }

  /// Files in the order of their paths as `String`s compare them (``CorpusFile/path``).
  ///
  /// When every path is ASCII, by their bytes: each byte is then a Unicode scalar in its normal
  /// form, and bytes compare as `String` compares those scalars, without its checks for
  /// normalizing (about 330 instructions a comparison: 3.7 K a file when 2,000 files are
  /// sorted); a path given twice is then kept once. A path beyond ASCII sorts the files as
  /// `String`s.
  ///
  /// - Parameter files: The files, no two of whose paths are one `String` unless they are ASCII.
  /// - Complexity: O(n log n) comparisons for n files.
  package static func sortedByPath(_ files: [CorpusFile]) -> [CorpusFile] {
    // Every path's bytes, one after another, and where each starts: the comparisons then read
    // them in place (a comparison of two files' own strings retained and released both).
    var bytes: [UInt8] = []
    var starts = [0]
    starts.reserveCapacity(files.count + 1)
    for file in files {
      file.path.withUTF8Bytes { bytes.append(contentsOf: $0) }
      starts.append(bytes.count)
    }
    guard bytes.allSatisfy({ $0 < 0x80 }) else { return files.sorted { $0.path < $1.path } }
    let order = bytes.withUnsafeBufferPointer { all in
      // No bytes at all: every path is empty, and the files keep their order.
      guard let base = all.baseAddress else { return Array(files.indices) }
      let sorted = files.indices.sorted { a, b in
        let (first, second) = (starts[a + 1] - starts[a], starts[b + 1] - starts[b])
        let shared = Swift.min(first, second)
        let order = shared == 0 ? 0 : memcmp(base + starts[a], base + starts[b], shared)
        return order != 0 ? order < 0 : first < second
      }
      // Each path once: one given twice sorts next to itself.
      func isRepeated(_ k: Int) -> Bool {
        let (a, b) = (sorted[k - 1], sorted[k])
        let count = starts[a + 1] - starts[a]
        return count == starts[b + 1] - starts[b]
          && memcmp(base + starts[a], base + starts[b], count) == 0
      }
      return sorted.indices.filter { $0 == 0 || !isRepeated($0) }.map { sorted[$0] }
    }
    return order.map { files[$0] }
  }

  /// Whether two paths lead to one file (its device and number): on a file system that does not
  /// tell names apart by their bytes (macOS's), both spellings of a name are one file, read
  /// once; `false` when either cannot be found.
  package static func isSameFile(_ a: String, _ b: String) -> Bool {
    guard let first = identity(of: a), let second = identity(of: b) else { return false }
    return first == second
  }

  /// What tells a file from every other, whatever path names it (its device and inode); `nil`
  /// when there is no file at the path.
  package static func identity(of path: String) -> FileIdentity? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
  }

  /// A file's device and inode: one file, whatever path names it.
  package struct FileIdentity: Hashable, Sendable {
    /// The device that holds the file.
    let device: UInt64
    /// The file's number on its device.
    let inode: UInt64
  }

  /// The files to read, with paths reported relative to `root` rather than the working directory:
  /// what `--sarif-root` does for a run started outside the repository root.
  ///
  /// Paths are made absolute against the working directory and `.` and `..` resolved by their
  /// names (symbolic links are not followed). A file outside `root` keeps its absolute path
  /// (see ``isOutsideRoot(_:)``).
  ///
  /// ```swift
  /// CorpusFiles.expand(["screens"], root: "..", workingDirectory: "/repo/app")
  /// // app/screens/… : reported as GitHub expects, relative to /repo
  /// ```
  ///
  /// - Parameters:
  ///   - arguments: Files and directories, as typed.
  ///   - root: The folder reported paths are relative to, absolute or relative to the working
  ///     directory.
  ///   - workingDirectory: The directory relative paths start from; the process's by default.
  package static func expand(
    _ arguments: [String], root: String,
    workingDirectory: String = FileManager.default.currentDirectoryPath
  ) -> [CorpusFile] {
    // The root by the system's name (files are made absolute from the working directory's,
    // which has no links), and by the name given when it goes through a link (`$PWD` through
    // macOS's `/tmp`): a file is inside it by either.
    let named = absolute(root, in: workingDirectory)
    let real = realPath(named) ?? named
    return expand(
      arguments.map { absolute($0, in: workingDirectory) }, workingDirectory: real,
      alias: real == named ? shellWorkingDirectory(of: real) : named)
  }

  /// Each file's path as ``expand(_:workingDirectory:)`` reports it, by where
  /// ``expand(_:root:workingDirectory:)`` reads it from: what a run with `--sarif-root` names
  /// a file by where a run without it would (`../shared/a.json`, which the root's expansion
  /// reads from `/repo/shared/a.json`).
  ///
  /// - Parameters:
  ///   - arguments: Files and directories, as typed.
  ///   - workingDirectory: The directory relative paths start from; the process's by default.
  package static func pathsFromWorkingDirectory(
    _ arguments: [String],
    workingDirectory: String = FileManager.default.currentDirectoryPath
  ) -> [String: String] {
    var paths: [String: String] = [:]
    for file in expand(arguments, workingDirectory: workingDirectory) {
      let location = absolute(file.location, in: workingDirectory)
      if paths[location] == nil { paths[location] = file.path }
    }
    return paths
  }

  /// A path with its links, `.` and `..` resolved by the system (`realpath`); `nil` when it
  /// leads nowhere.
  package static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Whether a reported path lies outside the folder paths are reported relative to (it is
  /// absolute then).
  ///
  /// - Parameter path: A reported path, ``CorpusFile/path``.
  package static func isOutsideRoot(_ path: String) -> Bool { path.hasPrefix("/") }

  /// A path made absolute against a directory, without `.` and doubled slashes, and with each
  /// `..` after a folder's name resolved by name, as ``reportedPath(_:workingDirectory:alias:isFolder:)``
  /// resolves them (a `..` after a link, a file or a missing name stays: the system does not go
  /// back there, and the file read is the one the system finds).
  ///
  /// - Parameters:
  ///   - path: The path, absolute or relative.
  ///   - directory: An absolute directory relative paths start from.
  ///   - isFolder: Whether a path names a folder that is not a symbolic link; asks the file
  ///     system by default.
  package static func absolute(
    _ path: String, in directory: String, isFolder: (String) -> Bool = CorpusFiles.isFolder
  ) -> String {
    let joined = path.hasPrefix("/") ? path : directory + "/" + path
    return "/" + names(of: joined, from: "/", isFolder: isFolder).joined(separator: "/")
  }

  /// The names of a path without `.`, each folder's name taken away with the `..` after it
  /// (when it is a folder, not a link, a file or a missing name), and `..` at the root left
  /// out.
  ///
  /// - Parameters:
  ///   - path: The path, absolute or relative.
  ///   - directory: What a relative path starts from, for asking the file system.
  ///   - isFolder: Whether a path names a folder that is not a symbolic link.
  private static func names(
    of path: String, from directory: String, isFolder: (String) -> Bool
  ) -> [Substring] {
    let isAbsolute = path.hasPrefix("/")
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
      if part == ".." {
        if isAbsolute && parts.isEmpty { continue }
        if let last = parts.last, last != "..",
          isFolder((isAbsolute ? "/" : directory + "/") + parts.joined(separator: "/"))
        {
          parts.removeLast()
          continue
        }
      }
      parts.append(part)
    }
    return parts
  }

  /// Two texts one after the other, made at their size at once (`+` made the first's copy,
  /// then moved it to larger room for the second).
  private static func joined(_ head: String, _ tail: String) -> String {
    head.withUTF8Bytes { head in
      tail.withUTF8Bytes { tail in
        String(unsafeUninitializedCapacity: head.count + tail.count) { buffer in
          _ = buffer.initialize(fromContentsOf: head)
          _ = buffer[head.count...].initialize(fromContentsOf: tail)
          return head.count + tail.count
        }
      }
    }
  }

  /// The regular files under a directory (and links to them), as paths relative to it.
  ///
  /// Left out: hidden entries, links to directories, broken links and special files (a pipe,
  /// which would wait for a writer, a socket, a device); folders that cannot be read are passed
  /// over, and folders of another file system (a mount point) are not entered. The directory
  /// itself may be a link to one. Names that are not UTF-8 come apart (`unspelt`), repaired: no
  /// path of ours spells them (a folder's, with what is in it).
  ///
  /// Read by `opendir(3)` and `readdir(3)`: an entry's kind comes with its name, so only links,
  /// folders (for their file system) and file systems that do not tell cost a `stat(2)`.
  private static func filesInside(_ directory: String) -> (files: [String], unspelt: [String]) {
    var status = stat()
    guard stat(directory, &status) == 0 else { return ([], []) }
    let device = status.st_dev
    var files: [String] = []
    var unspelt: [String] = []
    var folders: [(path: String, relative: String)] = [(directory, "")]
    while let (path, relative) = folders.popLast() {
      guard let stream = opendir(path) else { continue }
      defer { closedir(stream) }
      while let entry = readdir(stream) {
        let decoded = withUnsafePointer(to: &entry.pointee.d_name) {
          $0.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: $0.pointee)) {
            name -> String? in
            // Hidden (`.`, `..` too): a name whose first character is a dot. A dot followed by
            // ASCII, or by nothing, is passed over unread; after it, a byte beyond ASCII may
            // start a mark that joins it (`.́`), which only the decoded name tells.
            let dot = name.pointee == CChar(UInt8(ascii: "."))
            if dot && UInt8(bitPattern: name[1]) < 0x80 { return nil }
            let bytes = UnsafeRawBufferPointer(start: name, count: strlen(name))
            let text = String(decoding: bytes, as: UTF8.self)
            if dot && isHidden(text) { return nil }
            // A name that is not UTF-8 comes back repaired, unlike its bytes (ASCII never is).
            let isASCII = ByteWord.isASCII(bytes.assumingMemoryBound(to: UInt8.self))
            if !isASCII && !text.utf8.elementsEqual(bytes) {
              unspelt.append(relative.isEmpty ? text : relative + "/" + text)
              return nil
            }
            return text
          }
        }
        // Hidden, or a name no path of ours can spell.
        guard let name = decoded else { continue }
        let inside = relative.isEmpty ? name : relative + "/" + name
        let kind = Int32(entry.pointee.d_type)
        guard kind == Int32(DT_DIR) || kind == Int32(DT_LNK) || kind == Int32(DT_UNKNOWN) else {
          if kind == Int32(DT_REG) { files.append(inside) }
          continue
        }
        // The entry's own path, for a look at what it is.
        let full = path.hasSuffix("/") ? path + name : path + "/" + name
        // What the entry itself is: a link as the directory says, anything else as `lstat` does
        // (a folder's file system, a file system that does not say). A folder is entered when
        // it is on the same file system; a link counts as what it leads to (one `stat`, which
        // follows it): a file is listed, a directory is not walked.
        let mode: mode_t
        if kind == Int32(DT_LNK) {
          mode = S_IFLNK
        } else {
          guard lstat(full, &status) == 0 else { continue }
          mode = status.st_mode & S_IFMT
        }
        switch mode {
        case S_IFDIR: if status.st_dev == device { folders.append((full, inside)) }
        case S_IFREG: files.append(inside)
        case S_IFLNK:
          guard stat(full, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
          files.append(inside)
        default: continue
        }
      }
    }
    return (files, unspelt)
  }

  /// A path as reports show it: relative to the working directory when under it, without `./`,
  /// doubled or trailing slashes; `""` for the working directory itself.
  ///
  /// A `..` after a folder's name takes the name away (`a/../b` is `b`) when the name is a
  /// folder, not a symbolic link (the system goes up from where a link leads) and not missing or
  /// a file (the system fails there: the path is shown as typed, and is not taken for another
  /// file's); `..` at the root is the root. A path that comes back into the working directory,
  /// or into the path it was reached by (`$PWD`, through a link), is shown from there
  /// (`../repo/a` in `/w/repo` is `a`): each spelling of a file is shown, and fingerprinted in a
  /// baseline, as one path.
  ///
  /// - Parameters:
  ///   - path: A path as typed.
  ///   - workingDirectory: The directory paths are shown relative to.
  ///   - alias: Another absolute path of the working directory (the shell's `$PWD`), if any.
  ///   - isFolder: Whether a path names a folder that is not a symbolic link; asks the file
  ///     system by default.
  package static func reportedPath(
    _ path: String, workingDirectory: String, alias: String? = nil,
    isFolder: (String) -> Bool = CorpusFiles.isFolder
  ) -> String {
    let isAbsolute = path.hasPrefix("/")
    let parts = names(of: path, from: workingDirectory, isFolder: isFolder)
    let up = parts.prefix { $0 == ".." }.count
    // Where the path leads, by names: the working directory less `up` folders (none above the
    // root), then the rest; `nil` when a `..` is left after a name.
    func lexical(from base: [Substring]) -> [Substring]? {
      let rest = isAbsolute ? parts[...] : parts.dropFirst(up)
      guard !rest.contains("..") else { return nil }
      return isAbsolute ? Array(rest) : Array(base.dropLast(up) + rest)
    }
    // A relative path without `..` is under the working directory as it is.
    guard isAbsolute || up > 0 else { return parts.joined(separator: "/") }
    // The system goes up from the working directory by its own path; an absolute path may
    // spell the shell's.
    let directories = [workingDirectory] + (isAbsolute ? alias.map { [$0] } ?? [] : [])
    for directory in directories {
      let base = directory.split(separator: "/", omittingEmptySubsequences: true)
        .filter { $0 != "." }
      if let whole = lexical(from: base), whole.count >= base.count,
        whole.prefix(base.count).elementsEqual(base)
      {
        return whole.dropFirst(base.count).joined(separator: "/")
      }
    }
    return (isAbsolute ? "/" : "") + parts.joined(separator: "/")
  }

  /// Whether a name is hidden from a folder's walk: its first character is a dot (`.git`, not
  /// `.́mark`, whose dot a mark joins).
  package static func isHidden(_ name: some StringProtocol) -> Bool { name.hasPrefix(".") }

  /// Whether `path` names a folder, not a symbolic link (`lstat`).
  package static func isFolder(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
  }

  /// The shell's name of the working directory (`$PWD`) when it differs from the system's
  /// (reached through a symbolic link: macOS's `/tmp`, `/var`) and leads to the same folder.
  ///
  /// - Parameter workingDirectory: The system's path of the working directory.
  package static func shellWorkingDirectory(of workingDirectory: String) -> String? {
    // `getenv`: ProcessInfo's environment makes a dictionary of every variable (0.4 M
    // instructions, 2 % of the command's start).
    guard let value = getenv("PWD") else { return nil }
    let shell = String(cString: value)
    guard shell.hasPrefix("/"), shell != workingDirectory, isSameFile(shell, workingDirectory)
    else { return nil }
    return shell
  }

}
