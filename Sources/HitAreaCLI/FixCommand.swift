import HitAreaKit
import HitAreaTools

/// `hitarea fix FILE`: the audit's fix suggestions, as text, JSON or Swift; `--output` writes the
/// snapshot with them applied.
enum FixCommand {
  static func run(_ arguments: ParsedArguments, _ output: (String) -> Void) throws -> Int32 {
    let values = try arguments.positional(["file"])
    let standard = try arguments.standard()
    let format = try arguments.value("format", allowed: ["text", "json", "swift"]) ?? "text"
    let screen = try ScreenInput.load(values[0], arguments)
    let report = TapTargetAudit(standard: standard, rules: [.minSize]).audit(screen)
    let fixes = report.fixes
    switch format {
    case "json":
      output(JSONValue.object([("fixes", .array(fixes.map(AuditOutput.fix)))]).render(pretty: true))
    case "swift":
      output(fixes.isEmpty ? "// no fixes needed" : fixes.map(\.swiftCode).joined(separator: "\n"))
    default:
      output(text(fixes, standard))
    }
    if let path = arguments.options["output"] {
      let fixed = screen.applying(fixes, turningOnOverflowSwitches: true)
      do {
        try Platform.write(try fixed.jsonString(), to: path)
      } catch let error as CLIError {
        throw error
      } catch {
        throw CLIError.output("\(path): \(error)")
      }
      if format == "text" { output("wrote \(path) with \(fixes.count) fixes applied") }
    }
    return 0
  }

  static func text(_ fixes: [FixSuggestion], _ standard: TargetSizeStandard) -> String {
    guard !fixes.isEmpty else { return "no undersized targets against \(standard.title)." }
    var lines = ["\(fixes.count) fixes against \(standard.title):"]
    var switched = Set<String>()
    for f in fixes {
      var line = "  \(f.swiftCode)"
      if !f.meetsStandard {
        line +=
          "  // still \(shortNumber(f.shortfall.width))×\(shortNumber(f.shortfall.height)) pt short"
        if !f.limitedBy.isEmpty { line += ": neighbours \(f.limitedBy.joined(separator: ", "))" }
      }
      lines.append(line)
      if let container = f.clippedBy, switched.insert(container).inserted {
        lines.append("  \(container).overflowsHitAreas = true")
      }
    }
    return lines.joined(separator: "\n")
  }
}
