// The audit test that the README and the HitAreaUIKit documentation show, as code the type
// checker sees. In a Swift Testing target it reads:
//
//   import HitAreaAuditing
//   import HitAreaKit
//   import HitAreaUIKitAuditing  // the test target's dependency, never the app's
//   import Testing
//   import UIKit
//
//   @MainActor
//   @Test func inboxHasNoTapTargetErrors() {
//     let report = HitAreaAudit.audit(
//       InboxViewController(), size: CGSize(width: 390, height: 844),
//       safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
//     #expect(report.findings(atLeast: .error).isEmpty, "\(report)")
//   }
//
// The iOS SDK used to type-check the examples has no Testing module, so `@Test` and `#expect`
// are the only parts left out here: the body below is the same code, under the same main-actor
// isolation (UIKit and HitAreaAudit are @MainActor; so must the test be, in Swift 6).
import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot
import HitAreaUIKitAuditing
import UIKit

@MainActor
func inboxHasNoTapTargetErrors() -> Bool {
  let report = HitAreaAudit.audit(
    InboxViewController(), size: CGSize(width: 390, height: 844),
    safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
  let passed = report.findings(atLeast: .error).isEmpty  // #expect(…, "\(report)")
  if !passed { print(report) }
  return passed
}

/// The captures that `LayoutSnapshot(capturing:)` and `HitAreaAudit.snapshot(of:)` show, saved as
/// files for `hitarea audit`, `render` and `fix`: with nothing but what a test target that adds
/// HitAreaUIKitAuditing has (HitAreaTools, with its `jsonData()`, is not among it).
@MainActor
func saveInboxSnapshots(of view: UIView, to folder: URL) throws {
  let snapshot = LayoutSnapshot(capturing: view, name: "Inbox")
  try Data(snapshot.jsonBytes()).write(to: folder.appendingPathComponent("inbox.json"))
  let audited = HitAreaAudit.snapshot(of: view)
  try Data(audited.jsonBytes()).write(to: folder.appendingPathComponent("inbox-audited.json"))
}
