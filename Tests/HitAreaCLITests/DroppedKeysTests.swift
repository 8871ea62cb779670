import HitAreaSnapshot
import Testing

@testable import HitAreaCLI

/// The keys a snapshot written back would drop, named in a sentence as the fixes name views:
/// `"a"`, `"a" and "b"`, `"a", "b" and "c"`, then the first three and how many more.
@Suite struct DroppedKeysTests {
  @Test(arguments: [
    (["capturedAt"], #""capturedAt""#),
    (["capturedAt", "device", "capturedAt"], #""capturedAt" and "device""#),
    (["a", "b", "c"], #""a", "b" and "c""#),
    (["a", "b", "c", "d"], #""a", "b", "c" and 1 more"#),
  ])
  func keysAreListedInASentence(keys: [String], listed: String) {
    let warnings = keys.map {
      LayoutSnapshotWarning(file: "screen.json", path: "root", key: $0, suggestion: nil)
    }
    #expect(DroppedKeys.listed(warnings) == listed)
    // One key (however often it is met) is "key", more are "keys".
    let reason = DroppedKeys.reason(warnings, instead: "name another file")
    let noun = Set(keys).count == 1 ? "whose key " : "whose keys "
    #expect(reason.contains(noun + listed), "\(reason)")
  }
}
