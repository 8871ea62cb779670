import Foundation

/// The lines of the JSON Lines files of many shards, in the order one run over all their screens
/// would report them: by path, each path once.
///
/// Only where each line is is kept (its file, offset and length), never the lines themselves, so
/// a report over a million screens holds a few dozen bytes a screen; ``line(_:)`` reads one back.
///
/// ```swift
/// let index = try ShardIndex(files: ["shard-1.jsonl", "shard-2.jsonl"])
/// for entry in index.entries { let bytes = try index.line(entry) }
/// ```
package struct ShardIndex: Sendable {
  /// One line of a shard.
  package struct Entry: Sendable {
    /// The screen's path, as the line gives it.
    package var path: String
    /// The shard, by its position in ``ShardIndex/files``.
    package var file: Int
    /// Where the line starts in the file.
    package var offset: UInt64
    /// Its length, without the line break.
    package var length: Int
    /// Its line number in the file, from 1.
    package var lineNumber: Int
  }

  /// The shards' files, as given.
  package let files: [String]
  /// The lines, sorted by path; of lines with the same path, the first given.
  package private(set) var entries: [Entry] = []
  /// Lines left out because an earlier line has their path: `(kept, left out)`.
  package private(set) var repeated: [(kept: Entry, leftOut: Entry)] = []

  /// The longest line read, in bytes.
  package static let maximumLineLength = 512 << 20

  /// Indexes the shards' lines.
  ///
  /// - Parameters:
  ///   - files: The JSON Lines files.
  ///   - path: Reads a line's path (see `ReportLine.path(of:file:)`).
  /// - Throws: ``ShardIndexError`` when a file cannot be read or a line gives no path.
  package init(
    files: [String], path: (_ line: [UInt8], _ location: String) throws -> String
  ) throws {
    self.files = files
    var all: [Entry] = []
    for (f, file) in files.enumerated() {
      let handle = try Self.open(file)
      defer { try? handle.close() }
      var line: [UInt8] = []
      var lineStart: UInt64 = 0
      var offset: UInt64 = 0
      var lineNumber = 1
      func finishLine() throws {
        defer {
          line.removeAll(keepingCapacity: true)
          lineNumber += 1
        }
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        guard !line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { return }
        let location = "\(file):\(lineNumber)"
        all.append(
          Entry(
            path: try path(line, location), file: f, offset: lineStart, length: line.count,
            lineNumber: lineNumber))
      }
      while true {
        let chunk: Data
        do {
          guard let read = try handle.read(upToCount: 1 << 20), !read.isEmpty else { break }
          chunk = read
        } catch {
          throw ShardIndexError(description: "\(file): cannot be read (\(error))")
        }
        for byte in chunk {
          offset += 1
          if byte == 0x0A {
            try finishLine()
            lineStart = offset
          } else {
            line.append(byte)
            guard line.count <= Self.maximumLineLength else {
              throw ShardIndexError(
                description: "\(file):\(lineNumber): a line longer than "
                  + "\(Self.maximumLineLength >> 20) MiB")
            }
          }
        }
      }
      if !line.isEmpty { try finishLine() }
    }
    // In the audit's order (``CorpusFiles/precedes(_:_:)``); the same path is the same bytes
    // (two files whose names differ only in their normalization were one, a screen lost).
    all.sort { a, b in
      a.path.utf8.elementsEqual(b.path.utf8)
        ? (a.file, a.offset) < (b.file, b.offset) : CorpusFiles.precedes(a.path, b.path)
    }
    for entry in all {
      if let last = entries.last, last.path.utf8.elementsEqual(entry.path.utf8) {
        repeated.append((last, entry))
      } else {
        entries.append(entry)
      }
    }
  }

  /// Where a line is, for messages: `shard-1.jsonl:12`.
  ///
  /// - Parameter entry: The line.
  package func location(of entry: Entry) -> String { "\(files[entry.file]):\(entry.lineNumber)" }

  /// Reads a line back; safe on any thread.
  ///
  /// - Parameter entry: The line.
  /// - Throws: ``ShardIndexError`` when the file cannot be read or has changed.
  package func line(_ entry: Entry) throws -> [UInt8] {
    let file = files[entry.file]
    let handle = try Self.open(file)
    defer { try? handle.close() }
    do {
      try handle.seek(toOffset: entry.offset)
      let data = try handle.read(upToCount: entry.length) ?? Data()
      guard data.count == entry.length else {
        throw ShardIndexError(description: "\(location(of: entry)): the file changed")
      }
      return [UInt8](data)
    } catch let error as ShardIndexError {
      throw error
    } catch {
      throw ShardIndexError(description: "\(file): cannot be read (\(error))")
    }
  }
}

extension ShardIndex {
  /// Opens a shard to read, or says in the system's words why it cannot be (`No such file or
  /// directory`); a folder or a pipe is no shard (its lines are read again by their offsets).
  ///
  /// - Parameter file: The shard's path.
  static func open(_ file: String) throws(ShardIndexError) -> FileHandle {
    // Not blocking: a named pipe without a writer would wait for one for ever.
    let descriptor = Foundation.open(file, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      let reason = SystemError.message(errno)
      throw ShardIndexError(description: "\(file): cannot be read (\(reason))")
    }
    var status = stat()
    let problem: String? =
      if fstat(descriptor, &status) != 0 {
        "cannot be read (\(SystemError.message(errno)))"
      } else {
        switch status.st_mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder, not a shard (give its JSON Lines files)"
        default: "not a file (a pipe?): give the shard as a file, whose lines are read twice"
        }
      }
    if let problem {
      close(descriptor)
      throw ShardIndexError(description: "\(file): \(problem)")
    }
    return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
  }
}

/// A shard that cannot be read.
package struct ShardIndexError: Error, CustomStringConvertible {
  /// What is wrong, naming the file.
  package var description: String
}
