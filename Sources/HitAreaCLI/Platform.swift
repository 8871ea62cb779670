import Foundation

/// The process around the command: streams, terminal detection, files, exit. The only place the
/// command touches the operating system.
enum Platform {
  /// Writes to standard output.
  static func print(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
  }

  /// Writes one line to standard error.
  static func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }

  /// Shows a progress line on standard error (rewritten in place), or clears it for `nil`.
  static func progress(_ text: String?) {
    let line = text.map { "\r\u{1B}[K" + $0 } ?? "\r\u{1B}[K"
    FileHandle.standardError.write(Data(line.utf8))
  }

  /// Whether standard error is a terminal (progress is shown only then).
  static var standardErrorIsTerminal: Bool { isatty(2) != 0 }

  /// Reads a file, or standard input for `-`, refusing files over `limit` bytes.
  static func read(_ path: String, limit: Int) throws(CLIError) -> Data {
    if path == "-" {
      let data = FileHandle.standardInput.readDataToEndOfFile()
      guard data.count <= limit else {
        throw .input("-: input is larger than \(limit / 1_048_576) MiB")
      }
      return data
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
    let data = (try? handle.read(upToCount: limit + 1)) ?? nil
    guard let data else { throw .input("\(path): cannot be read") }
    guard data.count <= limit else {
      throw .input("\(path): file is larger than \(limit / 1_048_576) MiB")
    }
    return data
  }

  /// Writes a file atomically, creating the folder when needed.
  static func write(_ text: String, to path: String) throws(CLIError) {
    let url = URL(fileURLWithPath: path)
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url, options: .atomic)
    } catch {
      throw .output("\(path): cannot be written (\(error.localizedDescription))")
    }
  }

  /// Ends the process.
  static func exit(_ status: Int32) -> Never { Foundation.exit(status) }
}
