// The baseline reader on arbitrary bytes: a baseline or a BaselineError, never a crash; a
// baseline that was read writes (header, lines, footer) and reads back with the same findings.
import Foundation
import FuzzSupport
import HitAreaKit
import HitAreaTools

FuzzDriver.run { bytes in
  let data = Data(bytes)
  let baseline: Baseline
  do {
    baseline = try Baseline(data: data, file: "hitarea-baseline.json")
  } catch is BaselineError {
    return
  } catch {
    fatalError("the baseline reader threw something other than a BaselineError: \(error)")
  }
  precondition(
    baseline.count == baseline.byScreen.values.reduce(0) { $0 + $1.count },
    "the count is not the number of fingerprints by screen")
  // Written back as a baseline file, it reads back the same.
  struct Entry: Encodable {
    var fingerprint: String
    var rule = "min-size"
    var screen: String
    var target = "t"
  }
  let entries = baseline.byScreen.sorted { $0.key < $1.key }.flatMap { screen, values in
    values.sorted().map { Entry(fingerprint: $0, screen: screen) }
  }
  guard
    let lines = try? entries.map({ String(decoding: try JSONEncoder().encode($0), as: UTF8.self) })
  else { fatalError("a baseline's fingerprints could not be written") }
  let text =
    Baseline.header(nil) + (lines.isEmpty ? "" : "\n" + lines.joined(separator: ",\n"))
    + Baseline.footer
  guard let again = try? Baseline(data: Data(text.utf8), file: "again.json") else {
    fatalError("a baseline that was read could not be read back after writing")
  }
  precondition(again.byScreen == baseline.byScreen, "round trip changed the baseline")
  _ = baseline.split([], screen: baseline.byScreen.keys.first ?? "")
}
