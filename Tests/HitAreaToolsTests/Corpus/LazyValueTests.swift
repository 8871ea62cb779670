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

  /// A screen's findings, from a test dump whose findings name other nodes.
  static func settings() throws -> LayoutSnapshot {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../Fixtures/screens/ios_xcuitest_settings_top_390x844.xml")
      .standardized
    return try LayoutSnapshot.load(data: Data(contentsOf: url), file: url.path)
  }

  /// A screen audited with no baseline and no suppressions gives the fingerprints that a run
  /// with suppressions (which needs them at once) makes, for every finding, reported and all
  /// alike, the other nodes' labels included.
  @Test func deferredFingerprintsAreTheOnesMadeAtOnce() throws {
    let snapshot = try Self.settings()
    let deferred = CorpusAudit(standard: .ios).prepare(snapshot, path: "top.xml", location: nil)
    var atOnce = CorpusAudit(standard: .ios)
    atOnce.suppressions = try Suppressions(text: "min-size:No such view\n", file: "s.txt")
    let made = atOnce.prepare(snapshot, path: "top.xml", location: nil)
    #expect(deferred.report.findings.filter { $0.other != nil }.count > 5)
    #expect(deferred.report.findings == made.report.findings)
    #expect(!deferred.fingerprints.isEmpty)
    #expect(deferred.fingerprints == made.fingerprints)
    #expect(deferred.allFingerprints == made.allFingerprints)
    #expect(
      deferred.fingerprints
        == FindingFingerprint.all(
          deferred.report.findings, screen: "top.xml", in: deferred.snapshot))
  }

  /// Suppressions by a rule and a name alone (no fingerprint line) still mark their findings.
  @Test func suppressionsByNameAloneAreApplied() throws {
    var run = CorpusAudit(standard: .ios)
    run.suppressions = try Suppressions(text: "unreachable:Cell ‘Safari’ # known\n", file: "s.txt")
    let screen = run.prepare(try Self.settings(), path: "top.xml", location: nil)
    let marked = screen.report.findings.filter { $0.suppression != nil }
    #expect(marked.map(\.label) == ["Cell ‘Safari’"])
  }
}
