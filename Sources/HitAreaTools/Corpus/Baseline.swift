import Foundation
import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot

/// The findings a team has accepted, by fingerprint and screen: `--baseline FILE` reports and
/// gates only findings not in it, and counts the ones that are gone.
///
/// The file is JSON, written one finding per line so that diffs stay readable:
///
/// ```json
/// {"format": "hitarea.baseline", "version": 1, "standard": "ios", "findings": [
/// {"fingerprint":"9f1c0b7e5a2d4c31","rule":"min-size","screen":"screens/login.xml","target":"Close"},
/// …
/// ]}
/// ```
///
/// ```swift
/// let baseline = try Baseline(data: Data(contentsOf: url), file: "hitarea-baseline.json")
/// let new = baseline.newFindings(report.findings, prints)
/// ```
package struct Baseline: Sendable {
  /// The fingerprints, by screen path.
  package private(set) var byScreen: [String: Set<String>] = [:]
  /// The number of findings in the file.
  package private(set) var count = 0
  /// Whether the file may hold fingerprints made with the names' numbers (hitarea 0.2's, in a
  /// file without `"fingerprints": 2`): findings are then matched by their earlier ones too.
  package private(set) var holdsEarlierFingerprints = false

  /// The findings the baseline accepts, by screen, in 16 hexadecimal digits (FNV-1a).
  ///
  /// Two files that accept the same findings have one digest, however they are laid out.
  /// `hitarea report` refuses shards whose runs compared with different baselines.
  package var digest: String {
    FindingFingerprint.hash(
      byScreen.sorted { $0.key < $1.key }
        .map { "\($0.key)\t\($0.value.sorted().joined(separator: ","))" }
        .joined(separator: "\n"))
  }

  /// The `format` value of a baseline file.
  package static let format = "hitarea.baseline"

  /// An empty baseline.
  package init() {}

  /// A baseline of fingerprints.
  ///
  /// - Parameter fingerprints: The accepted findings' fingerprints.
  package init(_ fingerprints: some Sequence<FindingFingerprint>) {
    for print in fingerprints where byScreen[print.screen, default: []].insert(print.value).inserted
    {
      count += 1
    }
  }

  /// Reads a baseline file.
  ///
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - file: Its name, for errors.
  /// - Throws: ``BaselineError`` naming the file.
  package init(data: Data, file: String) throws {
    struct File: Decodable {
      var format: String
      /// 2 for fingerprints without the names' numbers; absent in a file of hitarea 0.2.
      var fingerprints: Int?
      /// A number: a fraction, or a whole number past `Int`, is a version too, refused below
      /// by its value (decoded as `Int`, Foundation called it "not valid JSON").
      var version: Double
      var findings: [FindingFingerprint]
    }
    let decoded: File
    do {
      decoded = try JSONDecoder().decode(File.self, from: data)
    } catch {
      let reason = Self.syntaxProblem(in: data, file: file) ?? Self.reason(error)
      throw BaselineError(message: "\(file): not a hitarea baseline: \(reason)")
    }
    guard decoded.format == Self.format, decoded.version == 1 else {
      throw BaselineError(
        message: "\(file): not a hitarea baseline version 1 (format \(decoded.format), "
          + "version \(Int(exactly: decoded.version).map(String.init) ?? "\(decoded.version)"))")
    }
    self.init(decoded.findings)
    holdsEarlierFingerprints = decoded.fingerprints == nil
  }

  /// Splits a screen's findings into those the baseline does not know (reported) and counts
  /// the rest.
  ///
  /// - Parameters:
  ///   - prints: The screen's findings' fingerprints, in the report's order.
  ///   - screen: The screen's path, as the fingerprints name it.
  /// - Returns: The positions of the findings the baseline does not know, how many it knows,
  ///   and how many of the baseline's findings for this screen are gone.
  package func split(_ prints: [FindingFingerprint], screen: String)
    -> (new: [Int], known: Int, gone: Int)
  {
    let accepted = byScreen[screen] ?? []
    var new: [Int] = []
    var matched = Set<String>()
    for (i, print) in prints.enumerated() {
      // A baseline written by hitarea 0.2 knows a finding of a numbered name by its earlier
      // fingerprint; one that holds both (two files merged) knows it by both, and neither is
      // gone.
      var isKnown = false
      for value in [print.value, print.earlierValue] {
        guard let value, accepted.contains(value) else { continue }
        matched.insert(value)
        isKnown = true
      }
      if !isKnown { new.append(i) }
    }
    return (new, prints.count - new.count, accepted.count - matched.count)
  }

  /// The first line of a baseline file.
  ///
  /// - Parameter standard: The standard the findings were measured against; `nil` when each
  ///   screen was measured against its platform's.
  package static func header(_ standard: TargetSizeStandard?) -> String {
    let standard = standard.map { "\"standard\": \"\($0.rawValue)\", " } ?? ""
    return "{\"format\": \"\(format)\", \"version\": 1, \"fingerprints\": 2, \(standard)"
      + "\"findings\": ["
  }

  /// The lines of a baseline file for some fingerprints, each on a line of its own and after a
  /// comma unless it is the file's first; ``footer`` closes the file.
  ///
  /// - Parameters:
  ///   - prints: The fingerprints.
  ///   - first: Whether these are the file's first entries.
  package static func lines(_ prints: [FindingFingerprint], first: Bool) throws -> String {
    let encoder = JSONTextEncoder(prettyPrinted: false)
    var text = ""
    for (i, print) in prints.enumerated() {
      text += (first && i == 0 ? "\n" : ",\n") + (try encoder.encode(print))
    }
    return text
  }

  /// The last line of a baseline file.
  package static let footer = "\n]}\n"

  /// What keeps `data` from being one JSON value, where it is (`line 3, column 1: expected a
  /// value, found "<"`: a merge's conflict markers), or that it is empty; `nil` when it is JSON,
  /// or not UTF-8 text of a screen's size at most, which the decoder's words describe (a
  /// baseline may be UTF-16, and larger than a screen).
  private static func syntaxProblem(in data: Data, file: String) -> String? {
    let bytes = [UInt8](data)
    let text = bytes.dropFirst(UTF8Text.byteOrderMarkLength(bytes))
    guard text.contains(where: { !" \t\r\n".utf8.contains($0) }) else {
      return "the file is empty; write one with --write-baseline"
    }
    // Its size and its text checked as a reader's input is (the array is shared, not copied).
    guard let input = try? SnapshotInput(bytes, file: file), input.textProblem == nil else {
      return nil
    }
    do {
      var reader = try JSONReader(input: input)
      try reader.skipValue()
      try reader.finish()
      return nil
    } catch let error as LayoutSnapshotError {
      return error.descriptionInFile
    } catch {
      return nil
    }
  }

  /// A decoding error in a few words, with its place (`findings[2].rule: expected a string`).
  private static func reason(_ error: any Error) -> String {
    func place(_ keys: [any CodingKey]) -> String {
      keys.isEmpty ? "" : "\(JSONPath(codingPath: keys)): "
    }
    switch error {
    case DecodingError.dataCorrupted(let context)
    where context.codingPath.last?.stringValue == "rule":
      return "\(place(context.codingPath))expected a rule's name ("
        + AuditRule.allCases.map(\.rawValue).joined(separator: ", ") + ")"
    case DecodingError.dataCorrupted(let context):
      return place(context.codingPath) + context.debugDescription
    case DecodingError.keyNotFound(let key, let context):
      return "\(place(context.codingPath))missing \(key.stringValue)"
    case DecodingError.typeMismatch(let type, let context),
      DecodingError.valueNotFound(let type, let context):
      let expected =
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "a whole number"
        case is Double.Type: "a number"
        case is [Any].Type: "an array"
        default: context.codingPath.isEmpty ? "an object (format, version, findings)" : "an object"
        }
      return "\(place(context.codingPath))expected \(expected)"
    default: return "\(error)"
    }
  }
}

/// A baseline file that cannot be read, in one line naming it.
package struct BaselineError: Error, CustomStringConvertible {
  /// The line.
  package var message: String
  /// The line.
  package var description: String { message }
}
