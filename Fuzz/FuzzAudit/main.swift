// What `hitarea audit`, `report`, `render` and `probe` do with one screen, on arbitrary bytes:
// whatever the readers import (any format the corpus walker detects) is audited under a policy a
// run may give; its report is written in every format a corpus run writes, drawn as SVG with its
// findings and probed at its targets; small screens also under the automatic minimum size. Never
// a crash; the JSON, JSON Lines and SARIF reports are JSON (one line for JSON Lines), JUnit's
// report and the SVG are XML, bytes written without a `String` are UTF-8, and every format made
// from the screen's `--for-report` line, read back as `hitarea report` reads it, is the run's to
// the byte.
import Foundation
import FuzzSupport
import HitAreaAuditing
import HitAreaKit
@_spi(Tools) import HitAreaSnapshot
import HitAreaTools

#if canImport(FoundationXML)
import FoundationXML
#endif

FuzzDriver.run { bytes in
  let options = ImportOptions(pixelsPerDP: 3)
  guard
    let loaded = try? LayoutSnapshot.load(data: Data(bytes), file: "screen", options: options),
    loaded.nodes.count <= 400  // each run stays fast: the audit's cost grows with the targets
  else { return }
  // The policy a run may give (`--policy`), chosen by the input's length.
  let policies: [ResolutionPolicy?] = [nil, .frontmost, .nearest, .mostLikely]
  var audit = CorpusAudit(standard: nil)
  audit.policy = policies[bytes.count % policies.count]
  let screen = audit.prepare(loaded, path: "screen", location: nil, fingerprintPath: "here/screen")
  _ = screen.fingerprints
  let entry = ScreenAudit(path: "screen", index: 0, outcome: .audited(screen))
  var summary = CorpusSummary(standard: nil)
  summary.add(screen.tally)
  let formats: [any CorpusReportFormat] = [
    JSONCorpusReport(), JSONLinesCorpusReport(), TextCorpusReport(),
    SARIFCorpusReport(version: "0.3.0"), JUnitCorpusReport(failOn: .warning), HTMLCorpusReport(),
    MarkdownCorpusReport(),
  ]
  // The screen's line of `--format jsonl --for-report`, read back as `hitarea report` reads it.
  let run = ReportRun(standard: nil, usesBaseline: false)
  let shard: ScreenAudit
  do {
    let line = try ReportLine.encode(entry, run: run)
    precondition(!line.contains("\n"), "a report line holds a line break")
    shard = try ReportLine.decode(Array(line.utf8), index: 0, file: "shard.jsonl:1").screen
  } catch {
    fatalError("the screen's report line does not read back: \(error)")
  }
  var shardSummary = CorpusSummary(standard: nil)
  if let tally = shard.audited?.tally { shardSummary.add(tally) }
  for format in formats {
    let pieces = document(format, entry, summary)
    for case .utf8(let bytes) in pieces {
      precondition(String(validating: bytes, as: UTF8.self) != nil, "a part's bytes are no UTF-8")
    }
    let text = pieces.map(\.text).joined(separator: "\n")
    precondition(
      document(format, shard, shardSummary).map(\.text).joined(separator: "\n") == text,
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
    default: break
    }
  }

  var renderer = ScreenRenderer(snapshot: screen.snapshot, policy: audit.policy)
  renderer.mark(screen.report)
  precondition(XMLParser(data: Data(renderer.render().utf8)).parse(), "the SVG is no XML")

  let tester = HitTester(
    tree: screen.snapshot, policy: screen.snapshot.resolution,
    millimetresPerPoint: screen.snapshot.millimetresPerPoint,
    reachIndex: ReachIndex(tree: screen.snapshot, root: screen.snapshot.root))
  let targets = screen.snapshot.nodes.indices.filter { screen.snapshot.isTarget($0) }
  for node in targets.prefix(8) {
    let frame = screen.snapshot.frameInRoot(node)
    let why = tester.explain(Point(x: frame.midX, y: frame.midY), in: screen.snapshot.root)
    _ = try? JSONTextEncoder().encode(ProbeReport(why, in: screen.snapshot))
  }

  // The automatic minimum size (`--automatic 44`) on small screens: it probes every ring.
  guard loaded.nodes.count <= 60 else { return }
  var automatic = CorpusAudit(standard: nil, automaticMinimumSize: 44)
  automatic.policy = audit.policy
  let ringed = automatic.prepare(loaded, path: "screen", location: nil)
  _ = try? JSONLinesCorpusReport().part(
    ScreenAudit(path: "screen", index: 0, outcome: .audited(ringed)))
  let model = ModelledRedirection(
    tree: loaded, root: loaded.root, policy: loaded.resolution,
    millimetresPerPoint: loaded.millimetresPerPoint, side: 44)
  for node in targets.prefix(8) {
    let frame = loaded.frameInRoot(node)
    _ = model.decision(Point(x: frame.maxX + 2, y: frame.midY), in: loaded.root)
  }
}

/// The whole report of a run over one screen, as `hitarea audit` and `hitarea report` write it.
func document(
  _ format: any CorpusReportFormat, _ entry: ScreenAudit, _ summary: CorpusSummary
) -> [ReportPart] {
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
    fatalError("\(type(of: format)) failed on an audited screen: \(error)")
  }
  return pieces
}
