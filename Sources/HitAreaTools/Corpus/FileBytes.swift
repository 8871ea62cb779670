import Foundation

/// A file read straight into one array of its size: its size and kind from the open file, its
/// bytes by `read(2)` into the array (no `Data`, no buffer grown and copied as it fills).
///
/// ```swift
/// switch FileBytes.open("screen.json", atMost: 32 << 20) {
/// case .opened(let file): file.read(upTo: 65_536)  // file.bytes: the first 64 KiB
/// case .missing, .directory, .unreadable: …
/// }
/// ```
package final class FileBytes {
  /// What opening a path gives.
  package enum Opening {
    /// The file, open for reading.
    case opened(FileBytes)
    /// No file at the path (or a link to none).
    case missing
    /// A directory.
    case directory
    /// A file that is there but cannot be opened, with its size.
    case unreadable(size: Int)
  }

  /// The open file's descriptor, closed when this goes away.
  private let descriptor: Int32
  /// The file's size when it was opened (0 for a pipe or a device).
  package let size: Int
  /// Whether it is a regular file (not a pipe, a device or a socket), whose size says where it
  /// ends.
  private let isRegular: Bool
  /// The most bytes the caller reads (the first reservation is no larger).
  private let limit: Int
  /// The bytes read so far.
  private(set) var bytes: [UInt8] = []
  /// Whether the end of the file was reached.
  private(set) var isAtEnd = false
  /// Whether a check turned the file down (it is read no further).
  private(set) var isRefused = false

  private init(descriptor: Int32, size: Int, isRegular: Bool, limit: Int) {
    self.descriptor = descriptor
    self.size = size
    self.isRegular = isRegular
    self.limit = limit
  }

  deinit { close(descriptor) }

  /// Opens a path for reading.
  ///
  /// - Parameters:
  ///   - path: The path.
  ///   - limit: The most bytes that will be read from it.
  package static func open(_ path: String, atMost limit: Int) -> Opening {
    var status = stat()
    let descriptor = Foundation.open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      // Told apart as a look at the path would: missing (for any reason the path cannot be
      // followed), a directory, or a file that is there but will not open.
      guard stat(path, &status) == 0 else { return .missing }
      if status.st_mode & S_IFMT == S_IFDIR { return .directory }
      return .unreadable(size: Int(status.st_size))
    }
    guard fstat(descriptor, &status) == 0 else {
      close(descriptor)
      return .unreadable(size: 0)
    }
    if status.st_mode & S_IFMT == S_IFDIR {
      close(descriptor)
      return .directory
    }
    return .opened(
      FileBytes(
        descriptor: descriptor, size: Int(status.st_size),
        isRegular: status.st_mode & S_IFMT == S_IFREG, limit: limit))
  }

  /// Hands over the bytes read (the array is this reader's no more, so no copy is made of it
  /// later).
  func takeBytes() -> [UInt8] {
    defer { bytes = [] }
    return bytes
  }

  /// What a read gives.
  enum Reading: Equatable {
    /// The bytes asked for were read, or the file ended first.
    case read
    /// The check turned the file down after its first bytes; those are kept.
    case refused
    /// `read(2)` failed.
    case failed
  }

  /// Reads on until `count` bytes in all have been read or the file ends.
  ///
  /// - Parameter count: How many bytes in all to have read.
  /// - Returns: Whether the read went well; `false` on an error of `read(2)`.
  package func read(upTo count: Int) -> Bool {
    read(upTo: count, checkingFirst: 0) { _ in true } == .read
  }

  /// Reads on until `count` bytes in all have been read or the file ends, once a check has
  /// accepted the first bytes: the first `prefix` of them, or the whole file when it is
  /// shorter (a dump's format is told from its first 64 KiB before the rest is read).
  ///
  /// The array is made with room for the whole file as its size says (up to the limit, and one
  /// byte more to see a file that grew), and bytes are read straight into its room: nothing is
  /// filled before it is read into, and the part checked is not copied to read the rest. Reading
  /// on after an earlier, shorter read, or past that room (a file that grew since it was opened,
  /// a pipe), makes the array again, larger, with what was read so far copied into it.
  ///
  /// - Parameters:
  ///   - count: How many bytes in all to have read.
  ///   - prefix: How many bytes the check is shown; 0 (or no more than were read already) for
  ///     none.
  ///   - accepts: Whether to read on after the first bytes.
  /// - Returns: `.refused` once the check has turned the file down, then at every later call.
  /// - Precondition: `prefix` is no more than `count`: the check is made before the read ends.
  func read(
    upTo count: Int, checkingFirst prefix: Int,
    accepts: (UnsafeBufferPointer<UInt8>) -> Bool
  ) -> Reading {
    precondition(prefix <= count, "FileBytes.read: the checked prefix is longer than the read")
    guard !isRefused else { return .refused }
    let wanted = max(0, min(size, limit)) + 1
    var failed = false
    var isChecked = prefix <= bytes.count
    while bytes.count < count && !isAtEnd && !failed {
      // Room for the whole file, or more when it grew since it was opened (or is a pipe).
      let capacity =
        bytes.count < max(bytes.capacity, wanted)
        ? max(bytes.capacity, wanted) : min(count, max(bytes.capacity * 2, 65_536))
      let end = min(count, capacity)
      let before = bytes
      bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
        guard let base = buffer.baseAddress else { return }
        _ = buffer.initialize(fromContentsOf: before)
        initialized = before.count
        // Reads until `stop` bytes are in, the file ends or `read(2)` fails. A read of a regular
        // file that gives less than it was asked for and leaves the bytes at the size the file
        // had when it was opened has met the end: no read is made to be told so (one system
        // call a file less).
        func fill(to stop: Int) {
          while initialized < stop {
            let asked = stop - initialized
            let n = Foundation.read(descriptor, base + initialized, asked)
            if n < 0 && errno == EINTR { continue }
            if n < 0 { failed = true }
            if n <= 0 {
              isAtEnd = n == 0
              return
            }
            initialized += n
            if isRegular && n < asked && initialized == size {
              isAtEnd = true
              return
            }
          }
        }
        if !isChecked {
          fill(to: min(prefix, end))
          guard !failed else { return }
          isChecked = initialized >= prefix || isAtEnd
          if isChecked && !accepts(UnsafeBufferPointer(start: base, count: initialized)) {
            isRefused = true
            return
          }
        }
        if !isAtEnd { fill(to: end) }
      }
      if isRefused { return .refused }
    }
    return failed ? .failed : .read
  }
}
