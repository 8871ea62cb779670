import Foundation
import Testing

/// `--standard atf` and `--standard gtx` on the command line, against the real dumps.
@Suite struct CheckerStandardsCommandTests {
  typealias E = CommandEndToEndTests

  @Test func gtxFailsTheSettingsScreensSmallButtons() throws {
    let r = try E.run([
      "audit", E.fixture("ios_xcuitest_settings_top_390x844.xml"), "--standard", "gtx",
    ])
    #expect(r.status == 1, "\(r.stderr)")
    #expect(r.stdout.contains("against GTXiLib minimum tappable area (44×44 pt)"))
    #expect(r.stdout.contains("error min-size"))
  }

  @Test func atfFollowsRICOsDensityAndPxPerDp() throws {
    let file = E.fixture("enrico_10594_syncme_hierarchy.json")
    let passing = try E.run(["audit", file, "--standard", "atf", "--format", "json"])
    #expect(passing.status == 0, "\(passing.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(passing.stdout.utf8)) as? [String: Any])
    #expect(json["standard"] as? String == "atf")
    let findings = try #require(json["findings"] as? [[String: Any]])
    #expect(!findings.contains { $0["rule"] as? String == "min-size" })

    let denser = try E.run(["audit", file, "--standard", "atf", "--px-per-dp", "4"])
    #expect(denser.status == 1)
    #expect(
      denser.stdout.contains("is 42 dp high; ATF's TouchTargetSizeCheck asks for at least 48 dp"))
  }
}
