import Foundation
import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot

/// The settings of an audit run that its reports show beyond its screens: every report line
/// carries them, so that `hitarea report` sums shards as the one run would.
package struct ReportRun: Hashable, Sendable, Codable {
  /// The standard given with `--standard`, if any.
  package var standard: TargetSizeStandard?
  /// Whether the run compared with a baseline.
  package var usesBaseline: Bool
  /// The custom minimum side given with `--minimum`, if any.
  package var minimum: Double?
  /// The baseline's ``Baseline/digest``, when the run compared with one.
  package var baselineDigest: String?
  /// The suppression file's ``Suppressions/digest``, when the run suppressed findings.
  package var suppressionsDigest: String?

  /// Creates the settings.
  ///
  /// - Parameters:
  ///   - standard: The standard given with `--standard`, if any.
  ///   - usesBaseline: Whether the run compared with a baseline.
  ///   - minimum: The custom minimum side given with `--minimum`, if any.
  ///   - baselineDigest: The baseline's digest, if the run compared with one.
  ///   - suppressionsDigest: The suppression file's digest, if the run suppressed findings.
  package init(
    standard: TargetSizeStandard?, usesBaseline: Bool, minimum: Double? = nil,
    baselineDigest: String? = nil, suppressionsDigest: String? = nil
  ) {
    self.standard = standard
    self.usesBaseline = usesBaseline
    self.minimum = minimum
    self.baselineDigest = baselineDigest
    self.suppressionsDigest = suppressionsDigest
  }

  private enum CodingKeys: String, CodingKey {
    case standard, baseline, minimum, baselineDigest, suppressionsDigest
  }

  /// Decodes `{"standard"?, "baseline"?, "minimum"?, "baselineDigest"?,
  /// "suppressionsDigest"?}`.
  ///
  /// - Parameter decoder: The decoder.
  package init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    standard = try c.decodeIfPresent(TargetSizeStandard.self, forKey: .standard)
    usesBaseline = try c.decodeIfPresent(Bool.self, forKey: .baseline) ?? false
    minimum = try c.decodeIfPresent(Double.self, forKey: .minimum)
    baselineDigest = try c.decodeIfPresent(String.self, forKey: .baselineDigest)
    suppressionsDigest = try c.decodeIfPresent(String.self, forKey: .suppressionsDigest)
  }

  /// Encodes `{"standard"?, "baseline"?, "minimum"?, "baselineDigest"?,
  /// "suppressionsDigest"?}`, each only when set.
  ///
  /// - Parameter encoder: The encoder.
  package func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encodeIfPresent(standard, forKey: .standard)
    if usesBaseline { try c.encode(true, forKey: .baseline) }
    try c.encodeIfPresent(minimum, forKey: .minimum)
    try c.encodeIfPresent(baselineDigest, forKey: .baselineDigest)
    try c.encodeIfPresent(suppressionsDigest, forKey: .suppressionsDigest)
  }
}

/// A line of `hitarea audit --format jsonl --for-report`: the screen's line of `--format jsonl`
/// with a `reportData` object that holds what the other reports need of it, so that
/// `hitarea report` turns the lines of any number of shards into exactly what one run prints.
///
/// ```json
/// {"path": "a.xml", "status": "audited", …, "reportData": {"version": 1,
///  "run": {"standard"?, "baseline"?, "minimum"?, "baselineDigest"?, "suppressionsDigest"?},
///  "tally": {…}, "fingerprints": ["…"], "lines": [1, null, …], "snapshot": {…},
///  "screenshot"?: {"mediaType", "data"}}}
/// ```
///
/// Skipped files get a line too (`"status": "skipped"`), so that the sum counts them. The layout
/// of `reportData` belongs to `hitarea report` of the same version; other tools read the rest.
package enum ReportLine {
  /// The version of the `reportData` layout.
  package static let version = 1

  /// A screen's line.
  ///
  /// - Parameters:
  ///   - screen: The screen's entry.
  ///   - run: The run's settings.
  /// - Throws: When the screen's snapshot cannot be written.
  package static func encode(_ screen: ScreenAudit, run: ReportRun) throws -> String {
    try JSONTextEncoder(prettyPrinted: false).encode(Line(screen: screen, run: run))
  }

  /// Reads a line back into the screen's entry, at position `index` of the run.
  ///
  /// - Parameters:
  ///   - bytes: The line, without its line break.
  ///   - index: The screen's position among all the shards' screens, sorted by path.
  ///   - file: Where the line is, for errors (`shard-1.jsonl:12`).
  /// - Returns: The entry and the run's settings.
  /// - Throws: ``ReportLineError`` when the line is not one of `--for-report`.
  package static func decode(_ bytes: [UInt8], index: Int, file: String) throws
    -> (screen: ScreenAudit, run: ReportRun)
  {
    let decoded: DecodedLine
    do {
      decoded = try JSONDecoder().decode(DecodedLine.self, from: Data(bytes))
    } catch {
      throw ReportLineError(file: file, reason: Self.reason(error))
    }
    guard let data = decoded.reportData else {
      throw ReportLineError(
        file: file,
        reason: "no reportData: audit with --format jsonl --for-report to make report lines")
    }
    guard data.version == version else {
      throw ReportLineError(
        file: file,
        reason: "reportData version \(data.version); this hitarea reads version \(version)")
    }
    switch decoded.status {
    case "skipped":
      return (ScreenAudit(path: decoded.path, index: index, outcome: .skipped), data.run)
    case ScreenAudit.parseErrorRule:
      let message = decoded.message ?? decoded.path
      return (
        ScreenAudit(path: decoded.path, index: index, outcome: .parseError(message)), data.run
      )
    case "audited":
      break
    default:
      throw ReportLineError(file: file, reason: "unknown status \"\(decoded.status)\"")
    }
    let report: AuditReport
    let snapshot: LayoutSnapshot
    do {
      report = try JSONDecoder().decode(AuditReport.self, from: Data(bytes))
      snapshot = try LayoutSnapshot(jsonData: try snapshotBytes(in: bytes, file: file))
    } catch let error as ReportLineError {
      throw error
    } catch var error as LayoutSnapshotError {
      // The snapshot's reader knows only the snapshot: its place goes under the line's key, and
      // a syntax error's line and column, which count from the snapshot's start, are left out.
      let under = error.path.hasPrefix("[") || error.path.isEmpty ? "" : "."
      error.path = "reportData.snapshot" + under + error.path
      if error.kind == .syntax, let position = Self.position(closing: error.message) {
        error.message.removeSubrange(position.lowerBound...)
        error.message.removeLast(error.message.hasSuffix(" (") ? 2 : 0)
      }
      throw ReportLineError(file: file, reason: error.descriptionInFile)
    } catch {
      throw ReportLineError(file: file, reason: Self.reason(error))
    }
    guard let tallyData = data.tally, let parts = tallyData.parts,
      let fingerprints = data.fingerprints
    else {
      throw ReportLineError(file: file, reason: "an audited screen's reportData needs its tally")
    }
    var tally = ScreenTally(standard: report.standard, unit: tallyData.unit)
    tally.count(reported: report.findings)
    tally.targets = tallyData.targets
    (tally.verdicts, tally.classes, tally.histogram) = parts
    tally.hasMinSizeError = tallyData.hasMinSizeError
    tally.known = tallyData.known
    var screenshot: Screenshot?
    if let shot = data.screenshot {
      guard let bytes = Data(base64Encoded: shot.data), let image = try? Screenshot(data: bytes)
      else {
        throw ReportLineError(file: file, reason: "the screenshot is not a base64 PNG or JPEG")
      }
      screenshot = image
    }
    var audited = AuditedScreen(
      snapshot: snapshot, report: report, fingerprints: fingerprints,
      allFingerprints: fingerprints, tally: tally, usesBaseline: decoded.baseline != nil,
      gone: decoded.baseline?.gone ?? 0, screenshot: screenshot)
    audited.sourceLines = SourceLines(data.lines ?? [])
    return (ScreenAudit(path: decoded.path, index: index, outcome: .audited(audited)), data.run)
  }

  /// A line's path and its run's settings, read without decoding the rest: what
  /// `hitarea report` sorts the shards' lines by and checks before it writes anything.
  ///
  /// - Parameters:
  ///   - bytes: The line.
  ///   - file: Where the line is, for errors.
  /// - Throws: ``ReportLineError`` when the line has no path or no `reportData` of this
  ///   version.
  package static func head(of bytes: [UInt8], file: String) throws
    -> (path: String, run: ReportRun)
  {
    var path: String?
    var run: ReportRun?
    var lineVersion: Int?
    do {
      var reader = try JSONReader(input: SnapshotInput(bytes, file: file))
      try reader.beginObject()
      while let key = try reader.nextKey() {
        switch key {
        case "path": path = try reader.readString()
        case "reportData":
          try reader.beginObject()
          while let inner = try reader.nextKey() {
            switch inner {
            case "version": lineVersion = Int(exactly: try reader.readNumber())
            case "run": run = try readRun(&reader)
            default: try reader.skipValue()
            }
          }
        default: try reader.skipValue()
        }
      }
      try reader.finish()
    } catch {
      throw ReportLineError(file: file, reason: Self.reason(error))
    }
    guard let path else { throw ReportLineError(file: file, reason: "no \"path\"") }
    guard let lineVersion, let run else {
      throw ReportLineError(
        file: file,
        reason: "no reportData: audit with --format jsonl --for-report to make report lines")
    }
    guard lineVersion == version else {
      throw ReportLineError(
        file: file,
        reason: "reportData version \(lineVersion); this hitarea reads version \(version)")
    }
    return (path, run)
  }

  /// Reads `{"standard"?, "baseline"?, "minimum"?, "baselineDigest"?, "suppressionsDigest"?}`.
  private static func readRun(_ reader: inout JSONReader) throws -> ReportRun {
    var run = ReportRun(standard: nil, usesBaseline: false)
    try reader.beginObject()
    while let key = try reader.nextKey() {
      switch key {
      case "standard":
        let name = try reader.readString()
        guard let standard = TargetSizeStandard(rawValue: name) else {
          throw reader.error(.syntax, "unknown standard \"\(name)\"")
        }
        run.standard = standard
      case "baseline": run.usesBaseline = try reader.readBoolean()
      case "minimum": run.minimum = try reader.readNumber()
      case "baselineDigest": run.baselineDigest = try reader.readString()
      case "suppressionsDigest": run.suppressionsDigest = try reader.readString()
      default: try reader.skipValue()
      }
    }
    return run
  }

  /// The bytes of `reportData.snapshot`, found without decoding the rest.
  private static func snapshotBytes(in bytes: [UInt8], file: String) throws -> ArraySlice<UInt8> {
    var reader = try JSONReader(input: SnapshotInput(bytes, file: file))
    try reader.beginObject()
    while let key = try reader.nextKey() {
      guard key == "reportData" else {
        try reader.skipValue()
        continue
      }
      try reader.beginObject()
      while let inner = try reader.nextKey() {
        guard inner == "snapshot" else {
          try reader.skipValue()
          continue
        }
        _ = try reader.peekKind()  // skips the white space before the value
        let start = reader.offset
        try reader.skipValue()
        return bytes[start..<reader.offset]
      }
    }
    throw ReportLineError(file: file, reason: "an audited screen's reportData needs its snapshot")
  }

  /// A decoding error in one sentence.
  private static func reason(_ error: any Error) -> String {
    switch error {
    // The line's reader names the file it was given, the line's place, which the error names,
    // and reads one line: its `line 1, column C` is the column on the line the place names.
    case var error as LayoutSnapshotError:
      if let position = Self.position(closing: error.message) {
        error.message.replaceSubrange(position, with: "column")
      }
      return error.descriptionInFile
    case DecodingError.dataCorrupted(let context):
      return "not JSON: \(context.debugDescription)"
    case DecodingError.keyNotFound(let key, let context):
      return "\(Self.path(context.codingPath)): missing \"\(key.stringValue)\""
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      return "\(Self.path(context.codingPath)): \(context.debugDescription)"
    default:
      return "\(error)"
    }
  }

  /// Where a reader's message gives the position it ends with: the range of `line L, column` in
  /// `line L, column C`, or `nil`.
  ///
  /// The readers write the position after a space or `(`, and last or before `)` or
  /// ` (UTF-16 or binary?)`; words from the file that look like one elsewhere are not taken for
  /// one.
  static func position(closing message: String) -> Range<String.Index>? {
    guard let start = message.range(of: "line ", options: .backwards)?.lowerBound,
      start == message.startIndex || [" ", "("].contains(message[message.index(before: start)])
    else { return nil }
    let rest = message[start...].dropFirst("line ".count)
    let line = rest.prefix { $0.isASCII && $0.isNumber }
    guard !line.isEmpty, rest.dropFirst(line.count).hasPrefix(", column ") else { return nil }
    let columnStart = rest.dropFirst(line.count + ", column ".count)
    let column = columnStart.prefix { $0.isASCII && $0.isNumber }
    let after = columnStart.dropFirst(column.count)
    guard !column.isEmpty, ["", ")", " (UTF-16 or binary?)"].contains(after) else { return nil }
    return start..<message.index(start, offsetBy: "line ".count + line.count + ", column".count)
  }

  /// A coding path as the readers write one (``JSONPath``): `findings[0].rule`.
  private static func path(_ keys: [any CodingKey]) -> String {
    keys.isEmpty ? "the top level" : JSONPath(codingPath: keys).description
  }

  // MARK: - The line's parts

  /// The line as written: the entry, then `reportData`.
  private struct Line: Encodable {
    var screen: ScreenAudit
    var run: ReportRun

    enum CodingKeys: String, CodingKey { case reportData }

    func encode(to encoder: any Encoder) throws {
      try screen.encode(to: encoder)
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(ReportData(screen: screen, run: run), forKey: .reportData)
    }
  }

  /// `reportData` as written.
  private struct ReportData: Encodable {
    var screen: ScreenAudit
    var run: ReportRun

    enum CodingKeys: String, CodingKey {
      case version, run, tally, fingerprints, lines, snapshot, screenshot
    }

    func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(ReportLine.version, forKey: .version)
      try c.encode(run, forKey: .run)
      guard let audited = screen.audited else { return }
      try c.encode(TallyData(audited.tally), forKey: .tally)
      try c.encode(audited.fingerprints, forKey: .fingerprints)
      try c.encode(audited.sourceLines.lines, forKey: .lines)
      try c.encode(
        RawJSON(try audited.snapshot.jsonString(prettyPrinted: false)), forKey: .snapshot)
      if let shot = audited.screenshot {
        try c.encode(
          ScreenshotData(mediaType: shot.mediaType, data: shot.data.base64EncodedString()),
          forKey: .screenshot)
      }
    }
  }

  /// The entry's keys that the reports need back.
  private struct DecodedLine: Decodable {
    struct BaselineCounts: Decodable {
      var known: Int
      var gone: Int
    }

    var path: String
    var status: String
    var message: String?
    var baseline: BaselineCounts?
    var reportData: DecodedData?
  }

  /// `reportData` as read (the snapshot is read on its own).
  private struct DecodedData: Decodable {
    var version: Int
    var run: ReportRun
    var tally: TallyData?
    var fingerprints: [FindingFingerprint]?
    var lines: [Int?]?
    var screenshot: ScreenshotData?
  }

  private struct ScreenshotData: Codable {
    var mediaType: String
    var data: String
  }

  /// What a screen adds to the summary beyond its findings; counts as arrays: verdicts as
  /// `[error, warning, info, passing]`, each class as `[targets, under, visiblyUnder]`.
  private struct TallyData: Codable {
    var targets: Int
    var verdicts: [Int]
    var classes: ClassCounts
    var visible: [Int]
    var effective: [Int]
    var hasMinSizeError: Bool
    var known: Int
    var unit: String

    init(_ tally: ScreenTally) {
      targets = tally.targets
      let v = tally.verdicts
      verdicts = [v.error, v.warning, v.info, v.passing]
      classes = ClassCounts(
        counts: tally.classes.mapValues { [$0.targets, $0.under, $0.visiblyUnder] })
      visible = tally.histogram.visible
      effective = tally.histogram.effective
      hasMinSizeError = tally.hasMinSizeError
      known = tally.known
      unit = tally.unit
    }

    /// The counts as the summary's types, or `nil` when a list has the wrong length.
    var parts: (verdicts: TargetVerdicts, classes: [String: ClassTally], histogram: SizeHistogram)?
    {
      guard verdicts.count == 4, classes.counts.values.allSatisfy({ $0.count == 3 }),
        let histogram = SizeHistogram(visible: visible, effective: effective)
      else { return nil }
      var v = TargetVerdicts()
      (v.error, v.warning, v.info, v.passing) = (verdicts[0], verdicts[1], verdicts[2], verdicts[3])
      let classes = self.classes.counts.mapValues { counts in
        var c = ClassTally()
        (c.targets, c.under, c.visiblyUnder) = (counts[0], counts[1], counts[2])
        return c
      }
      return (v, classes, histogram)
    }
  }

  /// Each class's counts, written with the classes in order (a dictionary's own order changes
  /// from run to run, and a report line is the same for the same screen).
  private struct ClassCounts: Codable {
    var counts: [String: [Int]]

    init(counts: [String: [Int]]) { self.counts = counts }

    init(from decoder: any Decoder) throws {
      counts = try [String: [Int]](from: decoder)
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: ClassName.self)
      for name in counts.keys.sorted() {
        try container.encode(counts[name], forKey: ClassName(stringValue: name))
      }
    }

    /// A class's name as a key.
    private struct ClassName: CodingKey {
      var stringValue: String
      var intValue: Int? { nil }
      init(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }
  }
}

/// A line that `hitarea report` cannot read: where it is and why.
package struct ReportLineError: Error, CustomStringConvertible {
  /// Where the line is, such as `shard-1.jsonl:12`.
  package var file: String
  /// Why it cannot be read.
  package var reason: String

  /// `shard-1.jsonl:12: no reportData: …`.
  package var description: String { "\(file): \(reason)" }
}
