import HitAreaKit

/// The progress line of a long run on standard error: `auditing 1,200/10,000 screens · 85/s ·
/// ETA 1:43`.
///
/// Shown only when standard error is a terminal and the run has lasted a second; redrawn at most
/// ten times a second; cleared at the end.
///
/// ```swift
/// var progress = ProgressLine(verb: "auditing", noun: "screens", total: files.count)
/// progress.update(done: 120)   // draws when due
/// progress.finish()
/// ```
struct ProgressLine {
  /// What the run does, such as `auditing`.
  var verb: String
  /// What it counts, such as `screens`.
  var noun: String
  /// How many there are.
  var total: Int
  /// Whether to draw at all.
  var isEnabled = Platform.standardErrorIsTerminal
  /// Where ``note(_:)`` writes its lines: standard error, or a run's own sink (a report
  /// spooled until it is whole holds them).
  var notes: (String) -> Void = Platform.printError
  /// When the run started.
  private let start = Platform.now
  /// When the line was last drawn.
  private var drawnAt: Double?

  /// Creates a progress line.
  ///
  /// - Parameters:
  ///   - verb: What the run does.
  ///   - noun: What it counts.
  ///   - total: How many there are.
  init(verb: String, noun: String, total: Int) {
    self.verb = verb
    self.noun = noun
    self.total = total
  }

  /// Redraws the line when it is due.
  ///
  /// - Parameter done: How many are done.
  mutating func update(done: Int) {
    guard isEnabled else { return }
    let now = Platform.now
    let elapsed = now - start
    guard elapsed >= 1, now - (drawnAt ?? 0) >= 0.1 else { return }
    drawnAt = now
    Platform.progress(Self.text(verb: verb, noun: noun, done: done, total: total, elapsed: elapsed))
  }

  /// Clears the line if it was drawn.
  mutating func finish() {
    guard drawnAt != nil else { return }
    Platform.progress(nil)
    drawnAt = nil
  }

  /// Writes a line on standard error above the progress line.
  ///
  /// - Parameter line: The line.
  mutating func note(_ line: String) {
    if drawnAt != nil { Platform.progress(nil) }
    notes(line)
    drawnAt = drawnAt.map { _ in 0 }
  }

  /// The line's text: counts, rate and estimated time left.
  ///
  /// - Parameters:
  ///   - verb: What the run does.
  ///   - noun: What it counts.
  ///   - done: How many are done.
  ///   - total: How many there are.
  ///   - elapsed: Seconds since the start.
  ///
  /// ```swift
  /// ProgressLine.text(verb: "auditing", noun: "screens", done: 250, total: 1000, elapsed: 5)
  /// // "auditing 250/1,000 screens · 50/s · ETA 0:15"
  /// ```
  static func text(verb: String, noun: String, done: Int, total: Int, elapsed: Double) -> String {
    var line = "\(verb) \(grouped(done))/\(grouped(total)) \(noun)"
    guard done > 0, elapsed > 0 else { return line }
    let rate = Double(done) / elapsed
    line +=
      " · " + (rate >= 10 ? grouped(Int(rate.rounded())) : DecimalText.rounded(rate, decimals: 1))
    line += "/s"
    let left = Double(max(0, total - done)) / rate
    line += " · ETA " + clock(left)
    return line
  }

  /// Seconds as `m:ss`, or `h:mm:ss` from an hour.
  static func clock(_ seconds: Double) -> String {
    let s = Int(seconds.rounded(.up))
    let two = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
    return s >= 3600 ? "\(s / 3600):\(two(s / 60 % 60)):\(two(s % 60))" : "\(s / 60):\(two(s % 60))"
  }

  /// A whole number with thousands separated by commas.
  static func grouped(_ n: Int) -> String {
    let digits = String(n.magnitude)
    var out = ""
    for (i, c) in digits.enumerated() {
      if i > 0, (digits.count - i) % 3 == 0 { out += "," }
      out.append(c)
    }
    return (n < 0 ? "-" : "") + out
  }
}
