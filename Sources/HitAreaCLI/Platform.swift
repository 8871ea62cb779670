import Foundation
import HitAreaTools

/// The process around the command: streams, terminal detection, files, exit.
///
/// The only place the command touches the operating system.
enum Platform {
  /// Has the memory allocator keep freed memory for the next file rather than hand it back to
  /// the system at once (glibc; other systems' allocators are left as they are).
  ///
  /// glibc maps a block over its threshold (128 KiB at first, raised to the largest one freed)
  /// on its own pages and unmaps it when freed, and returns the top of its heap when more than
  /// twice that is free. A corpus's files are read one after another into blocks of about their
  /// size (a RICO screen, 168 KB), so some came in on fresh pages, which the kernel maps and
  /// zeroes. With the thresholds at their highest (32 MiB, the size of the largest file read),
  /// the pages are kept for the next file: 2,000 RICO screens cost 1,660 page faults instead of
  /// 2,860 on one job. Memory stays flat: each worker keeps what its largest screen used, and
  /// uses it again.
  static func keepFreedMemory() {
    #if canImport(Glibc)
    // `mallopt(3)` is declared in `malloc.h`, which Swift's Glibc module leaves out: it is
    // looked up by name (`dlsym`'s null handle is glibc's `RTLD_DEFAULT`), with the values
    // of `M_MMAP_THRESHOLD` (-3) and `M_TRIM_THRESHOLD` (-1). The trim threshold is set only
    // when the mmap threshold was: setting either fixes both, and a fixed 128 KiB threshold
    // would map every file's block anew (some glibc versions refuse more than 32 MiB).
    typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
    guard let symbol = dlsym(nil, "mallopt") else { return }
    let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
    guard mallopt(-3, 32 << 20) == 1 else { return }
    _ = mallopt(-1, 64 << 20)
    #endif
  }

  /// Writes to standard output.
  static func print(_ text: String) {
    writeText(text, lineEnd: true, to: 1)
  }

  /// Writes UTF-8 bytes and a line break to standard output, in one call.
  ///
  /// The two are handed over together (`writev(2)`): appending the line break to the bytes
  /// copied them first (a report line, kilobytes, for every file of a corpus run).
  static func printLine(_ utf8: [UInt8]) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1) { lineBreak in
      lineBreak[0] = 0x0A
      utf8.withUnsafeBufferPointer { write($0, then: UnsafeBufferPointer(lineBreak), to: 1) }
    }
  }

  /// Writes one line to standard error, printable (``PrintableText``): a path or a key from a
  /// dump that holds a line break or an escape does not split or rewrite the log.
  static func printError(_ text: String) {
    writeText(PrintableText.line(text), lineEnd: true, to: 2)
  }

  /// Shows a progress line on standard error (rewritten in place), or clears it for `nil`.
  static func progress(_ text: String?) {
    writeText("\r\u{1B}[K" + (text ?? ""), lineEnd: false, to: 2)
  }

  /// Writes `text`, and a line feed after it when `lineEnd` is set, to a file descriptor.
  ///
  /// The bytes go straight to `write(2)` in one call (more only when the system takes part of
  /// them): no copy into `Data` and no Foundation object per line, which a corpus run writes
  /// once per file. A descriptor that would block is waited for. A write the system refuses (a
  /// full disk; a closed pipe when `SIGPIPE` is ignored) is not passed over, since what follows
  /// would be output with a hole in it: the command says so on standard error and exits with
  /// status 2, as for any other error.
  private static func writeText(_ text: String, lineEnd: Bool, to descriptor: Int32) {
    var text = text
    if lineEnd { text.append("\n") }
    text.withUTF8 { write($0, to: descriptor) }
  }

  /// Writes bytes to a file descriptor (see ``writeText(_:lineEnd:to:)``).
  private static func write(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) {
    guard var next = bytes.baseAddress else { return }
    var left = bytes.count
    while left > 0 {
      let written = Foundation.write(descriptor, next, left)
      if written >= 0 {
        next += written
        left -= written
      } else {
        waitAfterRefusedWrite(to: descriptor)
      }
    }
  }

  /// Writes two runs of bytes, one after the other, to a file descriptor: in one call while the
  /// system takes the first whole, and as ``write(_:to:)`` does with whatever is left.
  private static func write(
    _ first: UnsafeBufferPointer<UInt8>, then second: UnsafeBufferPointer<UInt8>,
    to descriptor: Int32
  ) {
    var done = 0
    while let start = first.baseAddress, done < first.count {
      let written = withUnsafeTemporaryAllocation(of: iovec.self, capacity: 2) { vectors in
        vectors[0] = iovec(
          iov_base: UnsafeMutableRawPointer(mutating: start + done), iov_len: first.count - done)
        vectors[1] = iovec(
          iov_base: UnsafeMutableRawPointer(mutating: second.baseAddress), iov_len: second.count)
        return writev(descriptor, vectors.baseAddress, 2)
      }
      if written >= 0 {
        done += written
      } else {
        waitAfterRefusedWrite(to: descriptor)
      }
    }
    // What is left of the second run (all of it when the first was empty).
    let taken = Swift.max(0, done - first.count)
    write(UnsafeBufferPointer(rebasing: second[taken...]), to: descriptor)
  }

  /// After a write to `descriptor` wrote nothing (`errno` says why): returns at once for a write
  /// a signal interrupted, when the descriptor can take more for one that would block, and ends
  /// the command for any other (``failedWrite(to:_:)``).
  private static func waitAfterRefusedWrite(to descriptor: Int32) {
    switch errno {
    case EINTR: return
    case EAGAIN, EWOULDBLOCK:
      var writable = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
      _ = poll(&writable, 1, -1)
    case let code: failedWrite(to: descriptor, code)
    }
  }

  /// Ends the command after a write to `descriptor` failed with `code`: a message on standard
  /// error (unless that is what failed) and exit status 2.
  private static func failedWrite(to descriptor: Int32, _ code: Int32) -> Never {
    temporaries.removeAll()
    if descriptor != 2 {
      let stream = descriptor == 1 ? "standard output" : "descriptor \(descriptor)"
      writeText(
        "hitarea: cannot write to \(stream): \(SystemError.message(code))", lineEnd: true,
        to: 2)
    }
    exit(2)
  }

  /// Why a file operation failed, in the system's words (`Not a directory`).
  ///
  /// Foundation's errors on Linux say only `The operation could not be completed`, over the
  /// POSIX error. The file the error names goes first when it is not the one the message names
  /// (`pictures: File exists`: a file where a folder was to be made).
  ///
  /// - Parameters:
  ///   - error: The error a file operation threw.
  ///   - path: The file the message names.
  static func reason(_ error: any Error, for path: String) -> String {
    let error = error as NSError
    var reason = error.localizedDescription
    for candidate in [error.userInfo[NSUnderlyingErrorKey] as? any Error, error] {
      guard let candidate = candidate.map({ $0 as NSError }) else { continue }
      if candidate.domain == NSPOSIXErrorDomain {
        reason = SystemError.message(Int32(candidate.code))
        break
      }
    }
    let workingDirectory = Self.workingDirectory
    guard let named = error.userInfo[NSFilePathErrorKey] as? String,
      CorpusFiles.absolute(named, in: workingDirectory)
        != CorpusFiles.absolute(path, in: workingDirectory)
    else { return reason }
    return CorpusFiles.reportedPath(named, workingDirectory: workingDirectory) + ": " + reason
  }

  /// Whether standard error is a terminal (progress is shown only then).
  static var standardErrorIsTerminal: Bool { isatty(2) != 0 }

  /// Reads a file, or standard input for `-`, refusing files over `limit` bytes.
  static func read(_ path: String, limit: Int) throws(CLIError) -> Data {
    if path == "-" {
      switch readStandardInput(limit: limit) {
      case .success(let data): return data
      case .failure(let problem): throw .input("-: \(problem)")
      }
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw .input("\(path): no such file")
    }
    guard !isDirectory.boolValue else { throw .input("\(path): is a directory") }
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
    if let size, size > limit {
      throw .input(
        "\(path): file is \(size / 1_048_576) MiB; the limit is \(limit / 1_048_576) MiB")
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw .input("\(path): cannot be read")
    }
    defer { try? handle.close() }
    // An empty file reads as no data (`nil`), not as an error: it is the file's readers' to
    // judge (an empty suppression file suppresses nothing; it was "cannot be read").
    let data: Data
    do {
      data = try handle.read(upToCount: limit + 1) ?? Data()
    } catch {
      throw .input("\(path): cannot be read (\(reason(error, for: path)))")
    }
    guard data.count <= limit else {
      throw .input("\(path): file is larger than \(limit / 1_048_576) MiB")
    }
    return data
  }

  /// Whether each standard stream was closed when the command started (`<&-`, `>&-`, `2>&-`),
  /// by descriptor.
  ///
  /// Looked at once, by ``holdClosedStandardStreams()``, before anything is opened. A constant:
  /// a variable's every read was checked for exclusive access, 90 instructions for each line
  /// printed.
  private static let wasClosed: [Bool] = (0...2).map { fcntl(Int32($0), F_GETFD) == -1 }

  /// Whether standard input was closed when the command started.
  private static var standardInputWasClosed: Bool { wasClosed[0] }

  /// Notes which standard streams are closed, and holds each one's descriptor with `/dev/null`.
  ///
  /// No file opened later takes descriptor 0, 1 or 2 (an output file opened first was read as
  /// standard input, or took the report and the error lines meant for the closed streams: a
  /// SARIF file with an error line in it). Standard output is held for reading only, so a write
  /// to it still fails as it did (`cannot write to standard output: Bad file descriptor`: the
  /// report has nowhere to go); standard error's lines go to the null device (no one to tell).
  /// Call it first, once.
  static func holdClosedStandardStreams() {
    for descriptor in 0...2 where wasClosed[descriptor] {
      // `open` takes the lowest free descriptor: this one, as the ones below are open.
      _ = open("/dev/null", descriptor == 2 ? O_WRONLY : O_RDONLY)
    }
  }

  /// Why standard input cannot be read, in a clause (`standard input is closed`).
  struct InputProblem: Error, CustomStringConvertible {
    /// The clause.
    var description: String
  }

  /// Standard input, read whole from its descriptor: a pipe, a file or a socket (which
  /// `/dev/stdin` cannot always open again, and a file it opens again from its start).
  ///
  /// - Parameter limit: The most bytes taken.
  /// - Returns: The bytes, or why they cannot be read: closed, a terminal (nothing is piped in:
  ///   reading would wait for typing, without a word), a directory, more than `limit` bytes,
  ///   or the system's words.
  static func readStandardInput(limit: Int) -> Result<Data, InputProblem> {
    var status = stat()
    guard !standardInputWasClosed, fstat(0, &status) == 0 else {
      return .failure(InputProblem(description: "standard input is closed"))
    }
    guard status.st_mode & S_IFMT != S_IFDIR else {
      return .failure(InputProblem(description: "standard input is a folder"))
    }
    guard isatty(0) == 0 else {
      return .failure(
        InputProblem(description: "standard input is a terminal: pipe a file into '-' (< FILE)"))
    }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { Foundation.read(0, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        // A pipe left non-blocking by the process before: wait for bytes, then read again.
        if errno == EAGAIN {
          var wait = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
          if poll(&wait, 1, -1) >= 0 || errno == EINTR { continue }
        }
        return .failure(
          InputProblem(description: "standard input cannot be read (\(SystemError(code: errno)))"))
      }
      if count == 0 { return .success(data) }
      data.append(contentsOf: buffer[..<count])
      guard data.count <= limit else {
        return .failure(
          InputProblem(description: "standard input is larger than \(limit >> 20) MiB"))
      }
    }
  }

  /// Writes a file atomically, creating the folder when needed (through a link, the file it
  /// leads to); a device, a pipe or standard output's file (``handleInPlace(_:)``) is written
  /// into as it is.
  static func write(_ text: String, to path: String) throws(CLIError) {
    let url = URL(fileURLWithPath: try linkTarget(path))
    let inPlace = try handleInPlace(path)
    defer { try? inPlace?.close() }
    do {
      if let inPlace { return try inPlace.write(contentsOf: Data(text.utf8)) }
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url, options: .atomic)
    } catch {
      throw .output("\(path): cannot be written (\(reason(error, for: path)))")
    }
  }

  /// A handle that writes into `path` as it is when it names a device, a pipe or a socket
  /// (``isDeviceOrPipe(_:)``), or standard output's file (``isStandardOutput(_:)``, through
  /// standard output itself: a file the shell opened is written where it left off); `nil` for
  /// anything else, which is replaced whole.
  static func handleInPlace(_ path: String) throws(CLIError) -> FileHandle? {
    if isStandardOutput(path) {
      let descriptor = dup(1)
      guard descriptor >= 0 else {
        throw .output("\(path): cannot be written (\(SystemError(code: errno)))")
      }
      return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }
    guard isDeviceOrPipe(path) else { return nil }
    guard let handle = FileHandle(forWritingAtPath: path) else {
      throw .output("\(path): cannot be written")
    }
    return handle
  }

  /// Whether `path` names what standard output writes to (`/dev/stdout`, `/proc/self/fd/1`, a
  /// link to the file it is redirected to), by device and number: a report for it goes to
  /// standard output, with no `wrote …` line after it (one ended the report), and a file there
  /// is not replaced (`/dev/stdout`, a link, became a file holding the report, and the
  /// redirected file got the `wrote` line alone).
  static func isStandardOutput(_ path: String) -> Bool {
    guard !wasClosed[1] else { return false }
    var named = stat()
    var standard = stat()
    guard stat(path, &named) == 0, fstat(1, &standard) == 0 else { return false }
    return named.st_dev == standard.st_dev && named.st_ino == standard.st_ino
  }

  /// The file a path leads to when it is a link (written there, where replacing the path put a
  /// file in the link's place): followed link by link, a relative one from its own folder, to a
  /// file that need not exist yet (a link to the report a CI job makes); the path itself when
  /// it is no link.
  ///
  /// - Throws: ``CLIError/output(_:)`` for links that lead round in a loop.
  static func linkTarget(_ path: String) throws(CLIError) -> String {
    var current = path
    for _ in 0..<40 {
      var info = stat()
      guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: 4_097)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count > 0 else { return current }
      let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current =
        target.hasPrefix("/")
        ? target : URL(fileURLWithPath: current).deletingLastPathComponent().path + "/" + target
    }
    throw .output("\(path): cannot be written (\(SystemError(code: ELOOP)))")
  }

  /// Whether a path names a device, a pipe or a socket (`/dev/null`, `/dev/stdout` when it is a
  /// pipe).
  ///
  /// Output for it is written into it: a new file renamed over it, as a file is
  /// replaced, would put a file where the device was (and can, for a user allowed to write
  /// there, as root is in `/dev`).
  static func isDeviceOrPipe(_ path: String) -> Bool {
    var info = stat()
    guard stat(path, &info) == 0 else { return false }
    let type = info.st_mode & S_IFMT
    return type == S_IFCHR || type == S_IFBLK || type == S_IFIFO || type == S_IFSOCK
  }

  /// The process's working directory, as the system names it.
  static var workingDirectory: String { FileManager.default.currentDirectoryPath }

  /// Whether `path` is a screen dump that a run over `folder` reads.
  ///
  /// That is a file inside the folder (by the real paths of the folder and of the file's folder:
  /// a link in the folder to a dump elsewhere is read by the walk as a file of the folder), not
  /// hidden, whose content is a dump's (as a run tells it). A report or a note left in the
  /// folder is not: it is skipped, so writing over it loses nothing.
  ///
  /// - Parameters:
  ///   - path: A file.
  ///   - folder: A FILE argument, a folder or not.
  static func isDump(_ path: String, inFolder folder: String) -> Bool {
    let url = URL(fileURLWithPath: path)
    guard isDirectory(folder),
      let parent = CorpusFiles.realPath(url.deletingLastPathComponent().path),
      let inside = CorpusFiles.realPath(folder)
    else { return false }
    let file = (parent == "/" ? "" : parent) + "/" + url.lastPathComponent
    guard
      file.hasPrefix(inside == "/" ? "/" : inside + "/"),
      !file.dropFirst(inside.count).split(separator: "/").contains(where: CorpusFiles.isHidden)
    else { return false }
    return ScreenLoad.isDump(at: path)
  }

  /// Seconds since an arbitrary moment, from a clock that never goes back: for rates and ETAs.
  static var now: Double { ProcessInfo.processInfo.systemUptime }

  /// The number of processor cores the process may use.
  static var cores: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

  /// Whether a path names a directory.
  static func isDirectory(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  /// Ignores `SIGXFSZ`, so that a file-size limit (`ulimit -f`) fails the write that passes it,
  /// which the command reports (`File too large`, status 2), instead of killing the process
  /// with its temporary files left behind.
  static func ignoreFileSizeSignal() {
    _ = signal(SIGXFSZ, SIG_IGN)
  }

  /// The temporary files written now and not yet put in place (``OutputFile``'s, the screens'
  /// staged outputs): removed when a failed write to standard output ends the command at once.
  static let temporaries = TemporaryFiles()

  /// Paths of files to remove if the command ends early; any thread.
  final class TemporaryFiles: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: Set<String> = []

    /// Records a temporary file.
    func add(_ path: String) { lock.withLock { _ = paths.insert(path) } }

    /// Forgets a temporary file, put in place or removed.
    func remove(_ path: String) { lock.withLock { _ = paths.remove(path) } }

    /// Removes every temporary file recorded.
    func removeAll() {
      lock.withLock {
        for path in paths { unlink(path) }
        paths.removeAll()
      }
    }
  }

  /// A new, empty file in a folder, open for writing, named `prefix`, random letters and digits,
  /// then `suffix`, and made only if no file has that name (`O_EXCL`): a file written whole
  /// there and then renamed into place, by runs that may write into one folder at once (CI jobs
  /// in containers, where each `hitarea` may be process 1, so a process id is no name).
  ///
  /// - Parameters:
  ///   - folder: The folder, which exists.
  ///   - prefix: The name's start, such as `.hitarea-`.
  ///   - suffix: The name's end, such as `.svg`.
  /// - Returns: The file's path and handle (which closes it when released), or the error that
  ///   refused it.
  static func newFile(in folder: String, prefix: String, suffix: String)
    -> Result<(path: String, handle: FileHandle), SystemError>
  {
    let start = (folder.isEmpty || folder.hasSuffix("/") ? folder : folder + "/") + prefix
    while true {
      let path = start + String(UInt64.random(in: .min ... .max), radix: 36) + suffix
      let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      if descriptor >= 0 {
        temporaries.add(path)
        return .success((path, FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)))
      }
      let code = errno
      if code != EEXIST { return .failure(SystemError(code: code)) }
    }
  }

  /// A file written piece by piece into a temporary file beside it, which replaces the file
  /// only when ``commit()`` is called.
  ///
  /// Readers never see half a file. A device, a pipe or standard output's file
  /// (``Platform/handleInPlace(_:)``) is written into as it is; through a link, the file it
  /// leads to is replaced.
  final class OutputFile {
    private let path: String
    /// Where the file is put: the path, or the file a link there leads to.
    private let destination: String
    /// The temporary file; `nil` when the output is written into a device, a pipe or standard
    /// output's file.
    private let temporary: String?
    private let handle: FileHandle
    /// The first write that failed (a full disk, a file-size limit): ``commit()`` reports it.
    private var failure: (any Error)?

    /// Creates the temporary file, and the folder when needed; opens a device or a pipe.
    ///
    /// - Parameter path: The file to write.
    init(_ path: String) throws(CLIError) {
      self.path = path
      destination = try Platform.linkTarget(path)
      if let handle = try Platform.handleInPlace(path) {
        self.handle = handle
        temporary = nil
        return
      }
      let url = URL(fileURLWithPath: destination)
      let folder = url.deletingLastPathComponent().path
      do {
        try FileManager.default.createDirectory(
          atPath: folder, withIntermediateDirectories: true)
      } catch {
        throw .output("\(path): cannot be written (\(reason(error, for: path)))")
      }
      switch Platform.newFile(in: folder, prefix: ".\(url.lastPathComponent).", suffix: ".tmp") {
      case .success(let file): (temporary, handle) = (file.path, file.handle)
      case .failure(let error): throw .output("\(path): cannot be written (\(error))")
      }
    }

    /// Appends text; after a write that failed, nothing (``commit()`` reports it).
    func write(_ text: String) {
      guard failure == nil else { return }
      do {
        try handle.write(contentsOf: Data(text.utf8))
      } catch {
        failure = error  // `write(_: Data)` trapped here: a full disk ended the run with a crash
      }
    }

    /// Closes the file and puts it in place, or removes it when a write failed.
    ///
    /// - Throws: ``CLIError/output(_:)`` when a write, the close or the move failed.
    func commit() throws(CLIError) {
      do {
        try handle.close()
      } catch {
        failure = failure ?? error
      }
      if let failure {
        throw .output("\(path): cannot be written (\(reason(failure, for: path)))")
      }
      guard let temporary else { return }
      // rename(2) replaces an existing file in one step (FileManager.replaceItemAt deletes it
      // and then fails on Linux).
      guard rename(temporary, destination) == 0 else {
        let reason = SystemError.message(errno)
        try? FileManager.default.removeItem(atPath: temporary)
        temporaries.remove(temporary)
        throw .output("\(path): cannot be written (\(reason))")
      }
      temporaries.remove(temporary)
    }

    deinit {
      try? handle.close()
      if let temporary {
        try? FileManager.default.removeItem(atPath: temporary)
        temporaries.remove(temporary)
      }
    }
  }

  /// Ends the process.
  static func exit(_ status: Int32) -> Never { Foundation.exit(status) }
}
