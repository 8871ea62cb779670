import Foundation
import HitAreaAuditing
import HitAreaSnapshot
import HitAreaTools
import Testing

/// A value made when first read is made once, whoever reads it first, and a screen's deferred
/// fingerprints are the ones made at once.
@Suite struct LazyValueTests {
  /// Many threads reading at once see one value, made by one run of the closure.
  @Test func aValueIsMadeOnceForEveryReader() {
    final class Runs: @unchecked Sendable {
      let lock = NSLock()
      var count = 0
    }
    let runs = Runs()
    let value = LazyValue<[Int]> {
      runs.lock.withLock { runs.count += 1 }
      return Array(0..<100)
    }
    DispatchQueue.concurrentPerform(iterations: 64) { _ in
      #expect(value.value.count == 100)
    }
    #expect(runs.lock.withLock { runs.count } == 1)
    #expect(LazyValue(made: 7).value == 7)
  }

  /// A screen audited with no baseline and no suppressions gives the fingerprints it would
  /// have made at once, for every finding, reported and all alike.
  @Test func deferredFingerprintsAreTheOnesMadeAtOnce() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../Fixtures/screens/ios_wda_source_skeleton_login_402x874.json")
      .standardized
    let snapshot = try LayoutSnapshot.load(data: Data(contentsOf: url), file: url.path)
    let screen = CorpusAudit(standard: .ios).prepare(snapshot, path: "login.json", location: nil)
    let expected = FindingFingerprint.all(
      screen.report.findings, screen: "login.json", in: screen.snapshot)
    #expect(!expected.isEmpty)
    #expect(screen.fingerprints == expected)
    #expect(screen.allFingerprints == expected)
  }
}
