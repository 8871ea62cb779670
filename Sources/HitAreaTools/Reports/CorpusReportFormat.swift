/// A report over a corpus, written as a stream: a header, each screen's part as its audit
/// completes (in the run's order), and a footer with the summary.
///
/// Only the parts are made on worker threads; nothing holds more than one screen.
///
/// Parts are text without a final line break; ``ReportStream`` writes each one as lines.
package protocol CorpusReportFormat: Sendable {
  /// What comes before everything, if anything.
  func header() throws -> String?
  /// What comes before the first screen's part, if anything.
  var opening: String? { get }
  /// What follows each screen's part but the last (a comma in JSON).
  var separator: String { get }
  /// A screen's part, or `nil` when the screen adds nothing (a skipped file). Pure: runs on
  /// any thread.
  ///
  /// - Parameter screen: The screen.
  func part(_ screen: ScreenAudit) throws -> String?
  /// ``part(_:)`` as it goes out: its text, or its UTF-8 bytes where the format makes them
  /// without a `String`. Pure: runs on any thread.
  ///
  /// - Parameter screen: The screen.
  func reportPart(_ screen: ScreenAudit) throws -> ReportPart?
  /// What comes after the last screen's part.
  ///
  /// - Parameters:
  ///   - summary: The run's summary.
  ///   - wroteParts: Whether any screen's part was written.
  func footer(_ summary: CorpusSummary, wroteParts: Bool) throws -> String?
  /// Whether the report shows the corpus's targets by verdict, class and size (the summary's
  /// statistics, or each screen's tally in a report line): when it does not, a screen's tally
  /// counts its targets and findings only
  /// (``ScreenTally/init(_:report:reported:targets:statistics:)``).
  var showsTargetStatistics: Bool { get }
}

extension CorpusReportFormat {
  /// Nothing before everything.
  package func header() throws -> String? { nil }
  /// Nothing before the first part.
  package var opening: String? { nil }
  /// No separator.
  package var separator: String { "" }
  /// The part's text.
  package func reportPart(_ screen: ScreenAudit) throws -> ReportPart? {
    try part(screen).map(ReportPart.text)
  }
  /// The targets' statistics shown, in the summary.
  package var showsTargetStatistics: Bool { true }
}

/// Writes the parts of a report in order, holding back the last one until it is known whether
/// a separator follows it; the opening goes before the first part.
///
/// ```swift
/// let format = JSONCorpusReport()
/// var stream = ReportStream(format: format) { print($0.text) }
/// if let header = try format.header() { print(header) }
/// for screen in screens { stream.add(try format.part(screen)) }
/// stream.finish()
/// if let footer = try format.footer(summary, wroteParts: stream.wroteParts) { print(footer) }
/// ```
package struct ReportStream {
  private let opening: String?
  private let separator: String
  private let emit: (ReportPart) -> Void
  private var held: ReportPart?
  /// Whether any part was added.
  package private(set) var wroteParts = false

  /// Creates a stream.
  ///
  /// - Parameters:
  ///   - opening: What goes before the first part, if anything.
  ///   - separator: What follows each part but the last.
  ///   - emit: Writes a piece of text as lines (the caller adds the final line break).
  package init(opening: String?, separator: String, emit: @escaping (String) -> Void) {
    self.init(opening: opening, separator: separator, emitting: { emit($0.text) })
  }

  /// Creates a stream that hands on its pieces as they are, bytes or text.
  ///
  /// - Parameters:
  ///   - opening: What goes before the first part, if anything.
  ///   - separator: What follows each part but the last.
  ///   - emitting: Writes a piece as lines (the caller adds the final line break).
  package init(
    opening: String?, separator: String, emitting: @escaping (ReportPart) -> Void
  ) {
    self.opening = opening
    self.separator = separator
    self.emit = emitting
  }

  /// Creates a stream for a report format's parts that hands on its pieces as they are.
  ///
  /// - Parameters:
  ///   - format: The format.
  ///   - emitting: Writes a piece as lines.
  package init(format: any CorpusReportFormat, emitting: @escaping (ReportPart) -> Void) {
    self.init(opening: format.opening, separator: format.separator, emitting: emitting)
  }

  /// Adds a part (the one before it, with its separator, goes out now).
  ///
  /// - Parameter part: The part, or `nil` for none.
  package mutating func add(_ part: String?) { add(part.map(ReportPart.text)) }

  /// Adds a part, text or bytes (the one before it, with its separator, goes out now).
  ///
  /// - Parameter part: The part, or `nil` for none.
  package mutating func add(_ part: ReportPart?) {
    guard let part else { return }
    if let held {
      emit(held.appending(separator))
    } else if let opening {
      emit(.text(opening))
    }
    held = part
    wroteParts = true
  }

  /// Writes the last part.
  package mutating func finish() {
    if let held { emit(held) }
    held = nil
  }
}
