import Testing

@testable import HitAreaCLI

/// The progress line of long runs: counts, rate and time left.
@Suite struct ProgressLineTests {
  @Test(arguments: [
    (250, 1_000, 5.0, "auditing 250/1,000 files · 50/s · ETA 0:15"),
    (3, 10, 5.0, "auditing 3/10 files · 0.6/s · ETA 0:12"),
    (0, 10, 5.0, "auditing 0/10 files"),
    (1_000, 1_000, 20.0, "auditing 1,000/1,000 files · 50/s · ETA 0:00"),
    (1, 10_000, 1.0, "auditing 1/10,000 files · 1/s · ETA 2:46:39"),
  ])
  func theLineShowsCountsRateAndTimeLeft(
    _ done: Int, _ total: Int, _ elapsed: Double, _ line: String
  ) {
    #expect(
      ProgressLine.text(verb: "auditing", noun: "files", done: done, total: total, elapsed: elapsed)
        == line)
  }
}
