// What `hitarea audit`, `report`, `render` and `probe` do with one file, on arbitrary bytes: the
// file is read and audited as a corpus run does (`CorpusAudit.audit`, any format the walker
// detects, a file it cannot read a parse error) under a policy a run may give; the outcome is
// written in every format a corpus run writes and read back from its `--for-report` line; a
// screen is drawn as SVG with its findings and probed on and between its targets; small screens
// also under the automatic minimum size (`--automatic 44`: the audit, `render`, `probe`). Never a
// crash, and:
// - the JSON, JSON Lines and SARIF reports are JSON (one line for JSON Lines), JUnit's report
//   and the SVG are XML, bytes written without a `String` are UTF-8;
// - every line of the text and Markdown reports is printable (`PrintableText.line` leaves it);
// - the `--for-report` line reads back with its path and run, encodes again to the same bytes,
//   and every format made from it is the run's to the byte, as `hitarea report` promises.
import Foundation
import FuzzSupport
import HitAreaAuditing
import HitAreaKit
@_spi(Tools) import HitAreaSnapshot
@_spi(Tools) import HitAreaTools

#if canImport(FoundationXML)
import FoundationXML
#endif

FuzzDriver.run { bytes in
  // The policy a run may give (`--policy`), chosen by the input's length.
  let policies: [ResolutionPolicy?] = [nil, .frontmost, .nearest, .mostLikely]
  var audit = CorpusAudit(standard: nil, options: ImportOptions(pixelsPerDP: 3))
  audit.policy = policies[bytes.count % policies.count]
  let file = CorpusFile(
    path: "screens/a.xml", location: "screens/a.xml", isNamed: true, contents: Array(bytes))
  let entry = audit.audit(file, index: 0)
  checkReports(entry)
  guard let screen = entry.audited,
    case .screen(let loaded, _, _) = ScreenLoad.read(file, options: audit.options)
  else { return }
  let snapshot = screen.snapshot
  let points = probePoints(snapshot)
  // As `render --probe X,Y` draws the screen as read, and `probe` explains a touch.
  checkSVG(
    ScreenRenderer.picture(
      of: loaded, policy: audit.policy, standard: nil, probe: points.first, screenshot: nil))
  let tester = HitTester(
    tree: snapshot, policy: snapshot.resolution,
    millimetresPerPoint: snapshot.millimetresPerPoint,
    reachIndex: ReachIndex(tree: snapshot, root: snapshot.root))
  for point in points {
    let why = tester.explain(point, in: snapshot.root)
    _ = try? JSONTextEncoder().encode(ProbeReport(why, in: snapshot))
  }

  // The automatic minimum size on small screens (it probes every ring): the audit, and
  // `render --automatic 44 --probe X,Y` and `probe --automatic 44` as the commands make them.
  guard snapshot.nodes.count <= 40 else { return }
  var automatic = audit
  automatic.automaticMinimumSize = 44
  checkReports(automatic.audit(file, index: 0))
  checkSVG(
    ScreenRenderer.picture(
      of: loaded, automatic: 44, policy: audit.policy, standard: nil, probe: points.first,
      screenshot: nil))
  let model = ModelledRedirection(
    tree: loaded, root: loaded.root, policy: audit.policy ?? loaded.resolution,
    millimetresPerPoint: loaded.millimetresPerPoint, side: 44)
  for point in points {
    let (decision, why) = model.explained(point)
    _ = try? JSONTextEncoder().encode(
      ProbeReport(decision, side: 44, explanation: why, in: loaded))
  }
}

/// Where a run probes: the centres of the first targets, and the points halfway between two
/// neighbours and just outside a target's right edge, where rings and policies decide.
func probePoints(_ snapshot: LayoutSnapshot) -> [Point] {
  let centres = snapshot.nodes.indices.filter { snapshot.isTarget($0) }.prefix(8).map {
    snapshot.frameInRoot($0).center
  }
  let edges = snapshot.nodes.indices.filter { snapshot.isTarget($0) }.prefix(4).map {
    let frame = snapshot.frameInRoot($0)
    return Point(x: frame.maxX + 2, y: frame.midY)
  }
  let between = zip(centres, centres.dropFirst()).map {
    Point(x: ($0.x + $1.x) / 2, y: ($0.y + $1.y) / 2)
  }
  return centres + between + edges
}

/// Checks that the SVG is XML.
func checkSVG(_ svg: String) {
  precondition(XMLParser(data: Data(svg.utf8)).parse(), "the SVG is no XML")
}

/// Writes the outcome in every format a corpus run writes, and from its `--for-report` line as
/// `hitarea report` does, and checks what they promise.
func checkReports(_ entry: ScreenAudit) {
  let run = ReportRun(standard: nil, usesBaseline: false)
  let line: String
  let shard: ScreenAudit
  do {
    line = try ReportLine.encode(entry, run: run)
    precondition(!line.contains("\n"), "a report line holds a line break")
    let head = try ReportLine.head(of: Array(line.utf8), file: "shard.jsonl:1")
    precondition(head.path == entry.path && head.run == run, "the line's head is not the run's")
    let decoded = try ReportLine.decode(Array(line.utf8), index: 0, file: "shard.jsonl:1")
    precondition(decoded.run == run, "the line's run is not the run's")
    shard = decoded.screen
    let again = try ReportLine.encode(shard, run: run)
    precondition(again == line, "the line read back encodes otherwise")
  } catch {
    fatalError("the report line does not read back: \(error)")
  }
  let formats: [any CorpusReportFormat] = [
    JSONCorpusReport(), JSONLinesCorpusReport(), TextCorpusReport(),
    SARIFCorpusReport(version: "0.3.0"), JUnitCorpusReport(failOn: .warning), HTMLCorpusReport(),
    MarkdownCorpusReport(),
  ]
  for format in formats {
    let pieces = document(format, entry)
    for case .utf8(let bytes) in pieces {
      precondition(String(validating: bytes, as: UTF8.self) != nil, "a part's bytes are no UTF-8")
    }
    let text = pieces.map(\.text).joined(separator: "\n")
    precondition(
      document(format, shard).map(\.text).joined(separator: "\n") == text,
      "\(type(of: format)): the report from the shard's line is not the run's")
    let bytes = Data(text.utf8)
    switch format {
    case is JSONLinesCorpusReport:
      precondition(pieces.count == 1 && !pieces[0].text.contains("\n"), "no JSON line")
      fallthrough
    case is JSONCorpusReport, is SARIFCorpusReport:
      precondition(
        (try? JSONSerialization.jsonObject(with: bytes)) != nil, "\(format) wrote no JSON")
    case is JUnitCorpusReport:
      precondition(XMLParser(data: bytes).parse(), "JUnit's report is no XML")
    case is TextCorpusReport, is MarkdownCorpusReport:
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        precondition(
          PrintableText.line(String(line)) == line, "\(format) wrote an unprintable line")
      }
    default: break
    }
  }
}

/// The whole report of a run over one file, as `hitarea audit` and `hitarea report` write it.
func document(_ format: any CorpusReportFormat, _ entry: ScreenAudit) -> [ReportPart] {
  var summary = CorpusSummary(standard: nil)
  switch entry.outcome {
  case .audited(let screen): summary.add(screen.tally, gone: screen.gone)
  case .parseError: summary.parseErrors += 1
  case .skipped: summary.skipped += 1
  }
  var pieces: [ReportPart] = []
  do {
    if let header = try format.header() { pieces.append(.text(header)) }
    var stream = ReportStream(format: format) { pieces.append($0) }
    stream.add(try format.reportPart(entry))
    stream.finish()
    if let footer = try format.footer(summary, wroteParts: stream.wroteParts) {
      pieces.append(.text(footer))
    }
  } catch {
    fatalError("\(type(of: format)) failed: \(error)")
  }
  return pieces
}
