import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot
import HitAreaTools

/// `hitarea fix FILE`: the audit's fix suggestions, as text, JSON or Swift; `--output` writes the
/// snapshot with them applied.
enum FixCommand {
  static let command = Command(
    name: "fix",
    summary: "suggest hit areas that meet a standard without overlapping neighbours",
    arguments: [.screenFiles],
    options: [
      .standard, .format([.text, .json, .swift, .android]),
      .value(
        .output, "FIXED.json",
        help: "also write the snapshot with the fixes applied (several files: a folder)"),
      .from, .pxPerDp, .containers, .strict, CorpusRun.jobsOption,
    ],
    details: """
      The largest hit areas up to the standard that keep clear of neighbours (gaps split at the
      midpoint) and on screen, as text, JSON ({"standard", "fixes": [FixSuggestion's Codable
      form], "overflowSwitches": [{"target", "label", "swift"}]}), Swift, or for a screen from
      Android, Kotlin (a TouchDelegate) and XML attributes. Every format names the containers
      whose overflow switch must be on for the new areas to be reachable.
      Over several files or directories: each screen's fixes in path order, JSON as one
      document {"screens": [{"path", "standard", "fixes", "overflowSwitches"}], "standard"
      (when every screen had one), "summary"},
      and --output the folder that receives each fixed snapshot under its screen's path (as
      render's SVGs: a leading .. or / left out; a screen whose file an earlier one took keeps
      its extension, login.xml.json, or else is numbered, login~2.json).
      """,
    run: run)

  /// What `fix --format json` prints.
  private struct Fixes: Encodable {
    var standard: TargetSizeStandard
    var fixes: [FixSuggestion]
    /// The containers whose overflow switch the fixes need, each once, in the fixes' order.
    var overflowSwitches: [OverflowSwitch]
  }

  /// A container whose overflow switch a fix needs on.
  struct OverflowSwitch: Encodable, Equatable {
    /// The container's id.
    var target: String
    /// The name a person knows it by.
    var label: String
    /// The line of Swift that turns the switch on.
    var swift: String
  }

  /// The containers whose overflow switch the fixes need, each once, in the fixes' order.
  static func overflowSwitches(_ fixes: [FixSuggestion], in screen: LayoutSnapshot)
    -> [OverflowSwitch]
  {
    var seen = Set<String>()
    let names = screen.reportNames
    return fixes.compactMap { f in
      guard let container = f.clippedBy, seen.insert(container).inserted else { return nil }
      let label = screen.index(of: container).map { names[$0] } ?? container
      return OverflowSwitch(
        target: container, label: label,
        swift: f.overflowSwiftCode ?? "\(container).overflowsHitAreas = true")
    }
  }

  static func run(_ arguments: ParsedArguments, _ output: CommandOutput) throws -> Int32 {
    if CorpusRun.isCorpus(arguments) { return try FixCorpusRun.run(arguments, output) }
    let format = try arguments.required(.format, as: OutputFormat.self)
    let fixedPath = try arguments.outputPath(
      "the fixed snapshot goes to a file (the fixes are printed)")
    if let fixedPath { try arguments.refuseReplacingADump(fixedPath) }
    let (screen, warnings) = try ScreenInput.loadWithWarnings(arguments)
    if let fixedPath { try arguments.refuseDroppingUnknownKeys(fixedPath, warnings: warnings) }
    let standard = try ScreenInput.standard(arguments, for: screen)
    let report = TapTargetAudit(standard: standard, rules: [.minSize]).audit(screen)
    let fixes = report.fixes
    let switches = overflowSwitches(fixes, in: screen)
    switch format {
    case .json:
      output(
        try JSONTextEncoder().encode(
          Fixes(standard: standard, fixes: fixes, overflowSwitches: switches)))
    case .swift:
      // `hitArea` is UIKit's and SwiftUI's: an Android view has none.
      guard screen.effectivePlatform != .android else {
        throw CLIError.usage(
          "--format swift needs a screen from iOS; this one is from Android (use --format "
            + "android)")
      }
      output(swift(fixes, switches))
    case .android:
      guard screen.effectivePlatform == .android else {
        throw CLIError.usage(
          "--format android needs a screen from Android; this one is from "
            + "\(screen.effectivePlatform.name) (use --format swift)")
      }
      output(android(fixes))
    case .text, .jsonl, .sarif, .junit, .html, .markdown:
      output(text(fixes, standard, screen, unfixed: unfixed(report)))
    }
    if let path = fixedPath {
      let fixed = screen.applying(fixes, turningOnOverflowSwitches: true)
      do {
        try Platform.write(try fixed.jsonString(), to: path)
      } catch let error as CLIError {
        throw error
      } catch {
        throw CLIError.output("\(path): \(error)")
      }
      if format == .text {
        output.wrote(
          "wrote \(path) with \(counted(fixes.count, "fix", "fixes")) applied", to: path)
      }
    }
    return 0
  }

  /// The fixes as Swift: each hit area, then each overflow switch they need.
  static func swift(_ fixes: [FixSuggestion], _ switches: [OverflowSwitch]) -> String {
    fixes.isEmpty
      ? "// no fixes needed"
      : (fixes.map(\.swiftCode) + switches.map(\.swift)).joined(separator: "\n")
  }

  /// How many undersized targets no hit area fixes: those a standard measures by their frames
  /// (GTXiLib), or that have no room to grow.
  static func unfixed(_ report: AuditReport) -> Int {
    let fixed = Set(report.fixes.map(\.target))
    return report.findings.filter {
      $0.rule == .minSize && $0.severity != .info && !fixed.contains($0.target)
    }.count
  }

  /// The fixes as text, in the screen's unit and names, each line printable (``PrintableText``).
  ///
  /// - Parameter unfixed: How many undersized targets no hit area fixes (``unfixed(_:)``): with
  ///   no fixes, the text says so rather than that no target is undersized.
  static func text(
    _ fixes: [FixSuggestion], _ standard: TargetSizeStandard, _ screen: LayoutSnapshot,
    unfixed: Int = 0
  ) -> String {
    guard !fixes.isEmpty else {
      guard unfixed > 0 else { return "no undersized targets against \(standard.title)." }
      return "no hit area can fix the \(counted(unfixed, "undersized target")) against "
        + "\(standard.title): `hitarea audit` says what would."
    }
    let names = screen.reportNames
    let unit = screen.reportUnit
    func label(_ id: String) -> String { screen.index(of: id).map { names[$0] } ?? id }
    var lines = ["\(counted(fixes.count, "fix", "fixes")) against \(standard.title):"]
    var switched = Set<String>()
    for f in fixes {
      var line: String
      if let android = f.android {
        let others = android.sharesParentWith
        // A parent holds one delegate: the fixes of its views must share it.
        let shared =
          others.isEmpty
          ? ""
          : "; its parent holds one, which \(NameList.listed(others)) "
            + "need\(others.count == 1 ? "s" : "") too: set one that hands each view its area"
        line =
          "  \(f.label): a TouchDelegate grown by \(android.growthText) "
          + "(\(DecimalText.rounded(android.size.width))×\(DecimalText.rounded(android.size.height))"
          + " dp\(shared)), or \(android.xml)"
      } else {
        line = "  \(f.swiftCode)"
      }
      if !f.meetsStandard {
        let short = f.shortfall
        line +=
          "  // still \(DecimalText.rounded(short.width))×\(DecimalText.rounded(short.height))"
          + " \(unit) short"
        if !f.limitedBy.isEmpty {
          line += ": neighbours \(f.limitedBy.map(label).joined(separator: ", "))"
        }
      }
      lines.append(line)
      if let container = f.clippedBy, switched.insert(container).inserted,
        let index = screen.index(of: container)
      {
        lines.append(
          f.android == nil
            ? "  " + (f.overflowSwiftCode ?? "\(names.variables[index]).overflowsHitAreas = true")
            : "  // \(names[index]) cuts the area: install the TouchDelegate on an ancestor that holds it"
        )
      }
    }
    if unfixed > 0 {
      lines.append(
        "  // and \(counted(unfixed, "undersized target")) no hit area can fix: `hitarea audit` says "
          + "what would")
    }
    return lines.map(PrintableText.line).joined(separator: "\n")
  }

  /// The fixes as Android code: for each, the Kotlin that installs a TouchDelegate, then the XML
  /// and Compose alternatives as comments.
  static func android(_ fixes: [FixSuggestion]) -> String {
    guard !fixes.isEmpty else { return "// no fixes needed" }
    return fixes.compactMap { f -> String? in
      guard let a = f.android else { return nil }
      var block = ["// \(f.label): grow the touch area by \(a.growthText)", a.kotlin]
      block.append("// or, if the view wraps its content, in its layout XML: \(a.xml)")
      if let compose = a.compose { block.append("// or, in Compose: \(compose)") }
      return PrintableText.lines(block.joined(separator: "\n"))
    }.joined(separator: "\n\n")
  }
}
