import Foundation
import HitAreaKitTestSupport
import Testing

@testable import HitAreaTools

/// Reading a file in parts gives its bytes, whatever the parts, and a file that grew since it
/// was opened is still read to the end asked for.
@Suite struct FileBytesTests {
  /// Opens a path that must be a file.
  static func opened(_ path: String, atMost limit: Int = 1 << 20) throws -> FileBytes {
    guard case .opened(let file) = FileBytes.open(path, atMost: limit) else {
      throw CocoaError(.fileReadUnknown)
    }
    return file
  }

  @Test func aFileReadInTwoPartsIsTheFile() throws {
    let folder = try CorpusFolder()
    defer { folder.remove() }
    var random = SplitMix64(seed: 0xF11E)
    for size in [0, 1, 7, 4_096, 65_535, 65_536, 65_537, 200_001] {
      let bytes = (0..<size).map { _ in UInt8.random(in: 0...255, using: &random) }
      let path = try folder.write("f\(size)", Data(bytes))
      for first in [0, 1, 4_096, 65_536] {
        let file = try Self.opened(path)
        #expect(file.read(upTo: first))
        #expect(file.bytes == Array(bytes.prefix(first)))
        #expect(file.read(upTo: 1 << 20))
        #expect(file.bytes == bytes && file.isAtEnd, "\(size) bytes, \(first) first")
      }
    }
  }

  /// The check is shown the first bytes, or the whole of a shorter file; the rest is read only
  /// when it accepts them, into the same array.
  @Test func aCheckedReadShowsTheFirstBytesAndReadsOnOnlyWhenTheyAreAccepted() throws {
    let folder = try CorpusFolder()
    defer { folder.remove() }
    var random = SplitMix64(seed: 0xC4EC)
    for size in [0, 1, 4_095, 4_096, 4_097, 200_001] {
      let bytes = (0..<size).map { _ in UInt8.random(in: 0...255, using: &random) }
      let path = try folder.write("f\(size)", Data(bytes))
      for accepting in [true, false] {
        let file = try Self.opened(path)
        var shown: [UInt8]?
        let reading = file.read(upTo: 1 << 20, checkingFirst: 4_096) {
          shown = Array($0)
          return accepting
        }
        #expect(shown == Array(bytes.prefix(4_096)), "\(size) bytes")
        #expect(reading == (accepting ? .read : .refused))
        #expect(file.bytes == (accepting ? bytes : Array(bytes.prefix(4_096))))
        // A file turned down is read no further.
        if !accepting {
          #expect(file.read(upTo: 1 << 20) == false)
          #expect(file.bytes == Array(bytes.prefix(4_096)))
        }
      }
      // Named files are not checked.
      let file = try Self.opened(path)
      var asked = false
      #expect(
        file.read(upTo: 1 << 20, checkingFirst: 0) { _ in
          asked = true
          return false
        } == .read)
      #expect(!asked && file.bytes == bytes)
    }
  }

  @Test func aFileThatGrewAfterItWasOpenedIsReadOn() throws {
    let folder = try CorpusFolder()
    defer { folder.remove() }
    let path = try folder.write("growing", String(repeating: "a", count: 10))
    let file = try Self.opened(path)
    #expect(file.size == 10)
    let handle = try #require(FileHandle(forWritingAtPath: path))
    handle.seekToEndOfFile()
    handle.write(Data(repeating: UInt8(ascii: "b"), count: 100_000))
    handle.closeFile()
    #expect(file.read(upTo: 5))
    #expect(file.read(upTo: 1 << 20))
    #expect(file.bytes.count == 100_010 && file.bytes.last == UInt8(ascii: "b"))
  }

  /// A read that comes back short of the size the file had when it was opened is not taken for
  /// its end: the file is read on until a read gives nothing.
  @Test func aFileThatShrankAfterItWasOpenedIsReadToItsNewEnd() throws {
    let folder = try CorpusFolder()
    defer { folder.remove() }
    let path = try folder.write("shrinking", String(repeating: "a", count: 100))
    let file = try Self.opened(path)
    #expect(file.size == 100)
    #expect(truncate(path, 40) == 0)
    #expect(file.read(upTo: 1 << 20))
    #expect(file.bytes == Array(repeating: UInt8(ascii: "a"), count: 40) && file.isAtEnd)
  }

  /// A pipe's read that gives less than asked is not its end: a writer that pauses after its
  /// first bytes is read on to the rest.
  @Test func aPipeWhoseWriterPausesIsReadOnPastTheShortRead() throws {
    let folder = try CorpusFolder()
    defer { folder.remove() }
    let path = folder.path + "/pausing"
    #expect(mkfifo(path, 0o600) == 0)
    let first = Array("0123456789".utf8)
    let rest = Array(repeating: UInt8(ascii: "r"), count: 5_000)
    let writer = Thread {
      let descriptor = open(path, O_WRONLY)
      _ = first.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      usleep(100_000)
      _ = rest.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      close(descriptor)
    }
    writer.start()
    let file = try Self.opened(path)
    #expect(file.read(upTo: 1 << 20))
    #expect(file.bytes == first + rest && file.isAtEnd)
  }

  /// A pipe has no size to make room by: it is read on, room grown as it fills, to its end.
  @Test func aPipeIsReadToItsEnd() throws {
    let folder = try CorpusFolder()
    defer { folder.remove() }
    let path = folder.path + "/pipe"
    #expect(mkfifo(path, 0o600) == 0)
    let bytes = (0..<150_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    let writer = Thread {
      let descriptor = open(path, O_WRONLY)
      bytes.withUnsafeBytes { raw in
        guard let base = raw.baseAddress else { return }
        var written = 0
        while written < raw.count {
          let n = write(descriptor, base + written, raw.count - written)
          if n <= 0 { break }
          written += n
        }
      }
      close(descriptor)
    }
    writer.start()
    let file = try Self.opened(path)
    #expect(file.size == 0)
    #expect(file.read(upTo: 65_536))
    #expect(file.bytes == Array(bytes.prefix(65_536)))
    #expect(file.read(upTo: 1 << 20))
    #expect(file.bytes == bytes && file.isAtEnd)
  }
}
