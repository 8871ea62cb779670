import Foundation
import HitAreaSnapshot
import HitAreaTools

/// The CPU time of reading a corpus's files as `hitarea audit` reads a dump, and of nothing else.
///
/// Each file is opened, sized, read whole by `read(2)` into one array of its size and closed
/// (`FileBytes`), no format told, nothing parsed. A file over the size limit, which the audit
/// refuses unread, is only opened; a file found in a folder that is no dump, which the audit
/// reads only to its first 64 KiB, is read whole (the benchmark's corpora have none).
///
/// It is a floor under the audit's CPU time, which counts its reading (and its start), where
/// Python's yardstick times its parsing alone: ``ReadSpeedBenchmark`` prints it beside the ratio,
/// so that the part of the audit's time no parser's speed can remove is seen.
///
/// ```swift
/// let seconds = ReadingFloor.cpuSeconds(readingFilesIn: "/tmp/corpus")
/// ```
enum ReadingFloor {
  /// This process's CPU time (user and system), in seconds, to read every file that
  /// `hitarea audit folder` finds.
  ///
  /// - Parameter folder: The corpus's folder.
  /// - Returns: The seconds; a file that cannot be opened is passed over, as its error costs the
  ///   audit no read.
  static func cpuSeconds(readingFilesIn folder: String) -> Double {
    let files = CorpusFiles.expand([folder])
    let limit = LayoutSnapshotLimits.maximumByteCount
    let before = CorpusBenchmark.cpuSeconds(ofChildren: false)
    for file in files {
      guard case .opened(let handle) = FileBytes.open(file.location, atMost: limit + 1),
        handle.size <= limit
      else { continue }
      _ = handle.read(upTo: limit + 1)
    }
    return CorpusBenchmark.cpuSeconds(ofChildren: false) - before
  }
}
