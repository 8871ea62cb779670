import Foundation
import HitAreaSnapshot
import HitAreaTools

/// The CPU time of reading a corpus's files as `hitarea audit` reads them, and of nothing else:
/// each file opened, sized, read by `read(2)` into one array of its size and closed
/// (`FileBytes`), no format told, nothing parsed.
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
    let before = ReadSpeedBenchmark.cpuSeconds(who: 0)  // RUSAGE_SELF
    for file in files {
      guard case .opened(let handle) = FileBytes.open(file.location, atMost: limit + 1) else {
        continue
      }
      _ = handle.read(upTo: limit + 1)
    }
    return ReadSpeedBenchmark.cpuSeconds(who: 0) - before
  }
}
