import Foundation
import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot
import HitAreaTools
import Testing

/// Fingerprints that survive unrelated changes, and baselines that hold them.
@Suite struct BaselineTests {
  static func prints(_ json: String, screen: String = "s/a.json") throws -> [FindingFingerprint] {
    let snapshot = try LayoutSnapshot.load(data: Data(json.utf8), file: screen)
    let report = TapTargetAudit(standard: .ios).audit(snapshot)
    return FindingFingerprint.all(report.findings, screen: screen, in: snapshot)
  }

  /// FNV-1a's 64 bits in 16 lowercase hexadecimal digits, leading zeros kept (FNV's own test
  /// vectors for "" and "a").
  @Test func aFingerprintIsFNV1aInSixteenDigits() {
    #expect(FindingFingerprint.hash("") == "cbf29ce484222325")
    #expect(FindingFingerprint.hash("a") == "af63dc4c8601ec8c")
    #expect(FindingFingerprint.hash("x7500") == "0041157ac45c93f7")
  }

  @Test func fingerprintsSurviveMovesResizesAndUnrelatedTargets() throws {
    let before = try Self.prints(CorpusFolder.smallClose)
    let moved = try Self.prints(
      CorpusFolder.screen([
        .init(id: "close", label: "Close", frame: [300, 90, 22, 18]),
        .init(id: "ok", label: "OK", frame: [20, 650, 350, 60]),
        .init(id: "help", label: "Help", frame: [100, 300, 200, 48]),
      ]))
    #expect(before.count == 1)
    #expect(before.map(\.value) == moved.map(\.value))
    #expect(before[0].value.count == 16)
    #expect(before[0].target == "UIButton ‘Close’")
  }

  /// A label that is one `String` however its accents are written is one finding: the same
  /// fingerprint for `é` precomposed and for `e` with a combining accent, and the fingerprint of
  /// composed text is the hash of its bytes, as before.
  @Test func fingerprintsOfCanonicallyEqualLabelsAreTheSame() throws {
    func prints(_ label: String, screen: String) throws -> [FindingFingerprint] {
      try Self.prints(
        CorpusFolder.screen([.init(id: "c", label: label, frame: [300, 90, 22, 18])]),
        screen: screen)
    }
    let composed = try prints("Caf\u{E9}", screen: "s/caf\u{E9}.json")
    let decomposed = try prints("Cafe\u{301}", screen: "s/cafe\u{301}.json")
    #expect(composed.count == 1)
    #expect(composed.map(\.value) == decomposed.map(\.value))
    // Hangul as a syllable and a final jamo, and as three jamo: one `String`.
    #expect("\u{AC00}\u{11A8}" == "\u{1100}\u{1161}\u{11A8}")
    #expect(
      try prints("\u{AC00}\u{11A8}", screen: "s/k.json").map(\.value)
        == prints("\u{1100}\u{1161}\u{11A8}", screen: "s/k.json").map(\.value))
    let identity = ["min-size", "s/caf\u{E9}.json", composed[0].target, ""]
      .joined(separator: "\u{1F}")
    // FNV-1a of the identity's bytes, as 16 hexadecimal digits.
    let hash = identity.utf8.reduce(0xcbf2_9ce4_8422_2325 as UInt64) {
      ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    #expect(composed[0].value == String(repeating: "0", count: 16 - digits.count) + digits)
  }

  /// Names that hold the separator can join into one identity: the findings then count as
  /// occurrences of it, and their fingerprints still differ.
  @Test func findingsWhoseNamesJoinAlikeGetDifferentFingerprints() throws {
    // Two overlapping pairs: `a’␟UIButton ‘b` over `c`, and `a` over `b’␟UIButton ‘c`, whose
    // overlap findings join into the same identity.
    func button(_ id: String, _ label: String, _ frame: String) -> String {
      #"{"id": "\#(id)", "type": "UIButton", "label": "\#(label)", "frame": \#(frame), "target": true}"#
    }
    let json =
      #"{"format": "hitarea.layout", "version": 1, "root": {"id": "window", "#
      + #""frame": [0, 0, 390, 844], "children": ["#
      + [
        button("n1", #"a\u2019\u001fUIButton \u2018b"#, "[0, 0, 100, 44]"),
        button("n2", "c", "[50, 0, 100, 44]"), button("n3", "a", "[0, 300, 100, 44]"),
        button("n4", #"b\u2019\u001fUIButton \u2018c"#, "[50, 300, 100, 44]"),
      ].joined(separator: ", ") + "]}}"
    let prints = try Self.prints(json)
    #expect(prints.count == 4)
    #expect(Set(prints.map(\.value)).count == prints.count)
  }

  @Test func fingerprintsDifferByRuleScreenTargetAndOccurrence() throws {
    let two = try Self.prints(
      CorpusFolder.screen([
        .init(id: "a", label: "Delete", frame: [10, 10, 20, 20]),
        .init(id: "b", label: "Delete", frame: [100, 10, 20, 20]),
      ]))
    #expect(two.count == 2)
    #expect(Set(two.map(\.value)).count == 2)
    let elsewhere = try Self.prints(CorpusFolder.smallClose, screen: "s/b.json")
    #expect(elsewhere[0].value != (try Self.prints(CorpusFolder.smallClose))[0].value)
  }

  /// A node that shares the target's name and has no finding (a passing `Delete` added above
  /// the small one) changes the label's number, not the fingerprint: the baselined finding came
  /// back as new.
  @Test func aPassingNodeOfTheSameNameKeepsTheFingerprint() throws {
    let small = CorpusFolder.Button(id: "b", label: "Delete", frame: [100, 200, 20, 20])
    let before = try Self.prints(CorpusFolder.screen([small]))
    let after = try Self.prints(
      CorpusFolder.screen([.init(id: "a", label: "Delete", frame: [100, 10, 60, 60]), small]))
    #expect(before.map(\.target) == ["UIButton ‘Delete’"])
    #expect(after.map(\.target) == ["UIButton ‘Delete’ #2"])
    #expect(after.map(\.value) == before.map(\.value))
    // The names' numbers go; a name's own text stays.
    #expect(FindingFingerprint.unnumbered("View #12") == "View")
    #expect(FindingFingerprint.unnumbered("UIButton ‘Delete’ #2") == "UIButton ‘Delete’")
    for name in ["View", "Cell ‘Item #2’", "#2", " #", "View 12", "View #", "View#2", "é #3x"] {
      #expect(FindingFingerprint.unnumbered(name) == Substring(name), "\(name)")
    }
  }

  /// A baseline or a suppression file written by hitarea 0.2 holds the fingerprints of numbered
  /// names as they were (the name's number in the identity): they still match, by each
  /// finding's earlier fingerprint; a new file holds the new ones.
  @Test func filesOfTheEarlierFingerprintsStillMatch() throws {
    let json = CorpusFolder.screen([
      .init(id: "a", label: "Delete", frame: [100, 10, 60, 60]),
      .init(id: "b", label: "Delete", frame: [100, 200, 20, 20]),
      .init(id: "c", label: "Close", frame: [300, 200, 20, 20]),
    ])
    let snapshot = try LayoutSnapshot.load(data: Data(json.utf8), file: "s/a.json")
    let findings = TapTargetAudit(standard: .ios).audit(snapshot).findings
    let prints = FindingFingerprint.all(
      findings, screen: "s/a.json", in: snapshot, earlierValues: true)
    #expect(prints.map(\.target) == ["UIButton ‘Delete’ #2", "UIButton ‘Close’"])
    // hitarea 0.2's identity: the numbered label.
    let earlier = FindingFingerprint.hash(
      ["min-size", "s/a.json", "UIButton ‘Delete’ #2", ""].joined(separator: "\u{1F}"))
    #expect(prints[0].earlierValue == earlier)
    #expect(prints[0].value != earlier)
    #expect(prints[1].earlierValue == nil, "a name with no number: one fingerprint")
    #expect(
      FindingFingerprint.all(findings, screen: "s/a.json", in: snapshot)[0].earlierValue == nil)

    var entry = prints[0]
    entry.value = earlier
    let file =
      Baseline.header(.ios) + (try Baseline.lines([entry], first: true)) + Baseline.footer
    let split = try Baseline(data: Data(file.utf8), file: "b.json")
      .split(prints, screen: "s/a.json")
    #expect(split.new.map { findings[$0].label } == ["UIButton ‘Close’"])
    #expect(split.known == 1 && split.gone == 0)

    let suppressions = try Suppressions(text: "\(earlier)  # the old list", file: "s.txt")
    let marked = suppressions.marking(findings, prints)
    #expect(marked.map { $0.suppression?.justification } == ["the old list", nil])

    // A file that holds both (two merged) knows the finding once, and neither is gone.
    var both = [entry, prints[0]]
    both[1].earlierValue = nil
    let merged =
      Baseline.header(.ios) + (try Baseline.lines(both, first: true)) + Baseline.footer
    let mergedSplit = try Baseline(data: Data(merged.utf8), file: "b.json")
      .split(prints, screen: "s/a.json")
    #expect(mergedSplit.known == 1 && mergedSplit.gone == 0)
    #expect(mergedSplit.new.map { findings[$0].label } == ["UIButton ‘Close’"])

    // Earlier fingerprints are looked for only in a file that may hold them: one this hitarea
    // writes says it holds the new ones.
    #expect(try !Baseline(data: Data(file.utf8), file: "b.json").holdsEarlierFingerprints)
    let older = #"{"format": "hitarea.baseline", "version": 1, "findings": []}"#
    #expect(try Baseline(data: Data(older.utf8), file: "b.json").holdsEarlierFingerprints)
    // A name without its number suppresses every node of that name.
    let byName = try Suppressions(text: "min-size:UIButton ‘Delete’ # all of them", file: "s.txt")
    #expect(
      byName.marking(findings, prints).map { $0.suppression?.justification }
        == ["all of them", nil])
  }

  @Test func aBaselineSplitsNewFromKnownAndCountsTheGone() throws {
    let old = try Self.prints(
      CorpusFolder.screen([
        .init(id: "close", label: "Close", frame: [340, 60, 20, 20]),
        .init(id: "back", label: "Back", frame: [10, 60, 20, 20]),
      ]))
    let file =
      Baseline.header(.ios) + (try Baseline.lines(Array(old.prefix(1)), first: true))
      + (try Baseline.lines(Array(old.dropFirst()), first: false)) + Baseline.footer
    let baseline = try Baseline(data: Data(file.utf8), file: "b.json")
    #expect(baseline.count == 2)
    let json = CorpusFolder.screen([
      .init(id: "close", label: "Close", frame: [340, 60, 20, 20]),
      .init(id: "menu", label: "Menu", frame: [200, 60, 20, 20]),
    ])
    let snapshot = try LayoutSnapshot.load(data: Data(json.utf8), file: "s/a.json")
    let findings = TapTargetAudit(standard: .ios).audit(snapshot).findings
    let prints = FindingFingerprint.all(findings, screen: "s/a.json", in: snapshot)
    let split = baseline.split(prints, screen: "s/a.json")
    #expect(split.new.map { findings[$0].label } == ["UIButton ‘Menu’"])
    #expect(split.known == 1)
    #expect(split.gone == 1)
  }

  @Test(arguments: [
    ("", "not a hitarea baseline: the file is empty; write one with --write-baseline"),
    (" \n\r\n", "not a hitarea baseline: the file is empty; write one with --write-baseline"),
    ("\u{FEFF}\n", "not a hitarea baseline: the file is empty; write one with --write-baseline"),
    ("{}", "not a hitarea baseline: missing format"),
    ("[1]", "not a hitarea baseline: expected an object (format, version, findings)"),
    (
      #"{"format": "hitarea.baseline", "version": "1", "findings": []}"#,
      "not a hitarea baseline: version: expected a number"
    ),
    (
      #"{"format": "hitarea.baseline", "version": 1.5, "findings": []}"#,
      "not a hitarea baseline version 1 (format hitarea.baseline, version 1.5)"
    ),
    (
      #"{"format": "hitarea.baseline", "version": 1, "findings": [null]}"#,
      "not a hitarea baseline: findings[0]: expected an object"
    ),
    (
      #"{"format": "hitarea.baseline", "version": 1, "findings": [{"rule": "min-size"}]}"#,
      "not a hitarea baseline: findings[0]: missing fingerprint"
    ),
    (
      #"{"format": "hitarea.baseline", "version": 1, "findings": [{"fingerprint": "a", "rule": "big", "screen": "s", "target": "t"}]}"#,
      "not a hitarea baseline: findings[0].rule: expected a rule's name (min-size, overlap, "
        + "unreachable, activation-point, inert-hit-area)"
    ),
    // A merge's conflict markers, where they are (Foundation's words said only "not valid JSON").
    (
      "{\"format\": \"hitarea.baseline\", \"version\": 1, \"findings\": [\n<<<<<<< HEAD\n]}\n",
      "not a hitarea baseline: expected a value, found '<' (line 2, column 1)"
    ),
    (
      #"{"format": "hitarea.baseline"} x"#,
      "not a hitarea baseline: expected the end of the document, found 'x' (line 1, column 32)"
    ),
    (
      #"{"format": "other", "version": 1, "findings": []}"#,
      "not a hitarea baseline version 1 (format other, version 1)"
    ),
    (
      #"{"format": "hitarea.baseline", "version": 2, "findings": []}"#,
      "not a hitarea baseline version 1 (format hitarea.baseline, version 2)"
    ),
  ])
  func otherFilesAreRefusedByName(_ text: String, _ message: String) {
    #expect {
      try Baseline(data: Data(text.utf8), file: "b.json")
    } throws: { error in
      "\(error)" == "b.json: " + message
    }
  }

  /// A baseline in UTF-16, or larger than a screen may be, is the decoder's to read: a broken one
  /// is not described by the screen readers' limits (it said "the limit is 32 MiB", or that the
  /// file was UTF-16 saved by PowerShell, for an ordinary mistake).
  @Test func aUTF16BaselineIsTheDecodersToDescribe() throws {
    var good = Data([0xFF, 0xFE])
    good.append(
      #"{"format": "hitarea.baseline", "version": 1, "findings": []}"#.data(
        using: .utf16LittleEndian)!)
    #expect(try Baseline(data: good, file: "b.json").count == 0)
    var broken = Data([0xFF, 0xFE])
    broken.append(
      #"{"format": "hitarea.baseline", "version": 1, "findingz": []}"#.data(
        using: .utf16LittleEndian)!)
    #expect {
      try Baseline(data: broken, file: "b.json")
    } throws: { error in
      "\(error)" == "b.json: not a hitarea baseline: missing findings"
    }
  }
}
