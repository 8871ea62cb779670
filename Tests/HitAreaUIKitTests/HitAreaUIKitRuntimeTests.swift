#if canImport(UIKit) && canImport(XCTest)
import XCTest

/// Runs every runtime scenario against real UIKit (an iOS simulator on a Mac:
/// `xcodebuild test -scheme HitAreaKit-Package -destination 'platform=iOS Simulator,name=iPhone 15'
/// -only-testing:HitAreaUIKitTests`).
///
/// The scenarios are in the other files of this target.
@MainActor
final class HitAreaUIKitRuntimeTests: XCTestCase {
  func testWindowHitTestThroughHookedClasses() { run(DispatchScenarios.windowHitTestThroughHooks) }
  func testKVOObservedView() { run(HookInstallScenarios.kvoObservedView) }
  func testSuperclassHookedAfterSubclass() {
    run(HookInstallScenarios.superclassHookedAfterSubclass)
  }
  func testAnotherLibrarysSwizzle() { run(HookInstallScenarios.anotherLibrarysSwizzle) }
  func testBackgroundSendActions() { run(DispatchScenarios.backgroundSendActions) }
  func testHostingViewInsideOverflowContainer() {
    run(OverflowScenarios.hostingViewInsideOverflowContainer)
  }
  func testOverflowContainerDeallocatesAfterTouch() {
    run(OverflowScenarios.containerDeallocatesAfterTouch)
  }

  func testPassThroughOverlaysInsideAPolicyContainer() {
    run(OwnRulesScenarios.passThroughOverlaysInsideAPolicyContainer)
  }
  func testRoundButtonStaysRound() { run(OwnRulesScenarios.roundButtonStaysRound) }
  func testAutomaticControlsAndGestureViewsOnly() {
    run(AutomaticScenarios.controlsAndGestureViewsOnly)
  }
  func testAutomaticExplicitAreasAndOptOutsWin() {
    run(AutomaticScenarios.explicitAreasAndOptOutsWin)
  }
  func testAutomaticDirectHitBeatsNeighboursEnlargement() {
    run(AutomaticScenarios.directHitBeatsNeighboursEnlargement)
  }
  func testAutomaticOverflowReachesClippedEnlargements() {
    run(AutomaticScenarios.overflowReachesClippedEnlargements)
  }
  func testAutomaticUnequalNeighbours() { run(AutomaticScenarios.unequalNeighbours) }
  func testAutomaticFloatingButtonOverTouchHandlers() {
    run(AutomaticScenarios.floatingButtonOverTouchHandlers)
  }
  func testAutomaticOverlayContainerKeepsRings() {
    run(AutomaticScenarios.overlayContainerKeepsRings)
  }
  func testAutomaticExplicitFrontmostContainerIsKept() {
    run(AutomaticScenarios.explicitFrontmostContainerIsKept)
  }
  func testAutomaticExcludedViewsAndReset() { run(AutomaticScenarios.excludedViewsAndReset) }
  func testAutomaticWindowsOwnPolicy() { run(AutomaticScenarios.windowsOwnPolicy) }
  func testATouchInsideACellStaysInIt() { run(TargetScenarios.aTouchInsideACellStaysInIt) }
  func testPolicyReachesIntoAScrollView() { run(OwnRulesScenarios.policyReachesIntoAScrollView) }
  func testOverlayClassGivenAPolicyLetsTouchesThrough() {
    run(OwnRulesScenarios.overlayClassGivenAPolicyLetsTouchesThrough)
  }

  func testRingsAreForFingersAndTheAllowlist() {
    run(AutomaticScenarios.ringsAreForFingersAndTheAllowlist)
  }
  func testTheKillSwitchTurnsEverythingOffButPassThrough() {
    run(AutomaticScenarios.theKillSwitchTurnsEverythingOffButPassThrough)
  }
  func testTheObjectiveCSurfaceSharesTheSwiftState() {
    run(ObjectiveCScenarios.theSurfaceSharesTheSwiftState)
  }
  func testTableRowsKeepTheirTouches() { run(ReviewScenarios.tableRowsKeepTheirTouches) }
  func testCollectionItemsKeepTheirTouches() {
    run(ReviewScenarios.collectionItemsKeepTheirTouches)
  }
  func testATiltedCardIsLeftToUIKit() { run(ReviewScenarios.aTiltedCardIsLeftToUIKit) }
  func testUIKitsOwnControlCodeIsRecognised() {
    run(ReviewScenarios.uikitsOwnControlCodeIsRecognised)
  }
  func testAnObservedButtonKeepsItsRing() { run(ReviewScenarios.anObservedButtonKeepsItsRing) }
  func testCaptureAndAuditALiveScreen() { run(AuditingScenarios.captureAndAuditALiveScreen) }
  func testOverlayShowsAndHides() { run(AuditingScenarios.overlayShowsAndHides) }
  func testAuditWithTheAutomaticSize() { run(AuditingScenarios.auditWithTheAutomaticSize) }

  /// Each scenario starts from the default configuration: no scenario's settings leak into the
  /// next. (Hooks, once on a class, stay; the scenarios use their own views.)
  override func setUp() {
    super.setUp()
    HitAreaConfiguration.isEnabled = true
    HitAreaConfiguration.automaticMinimumSize = nil
    HitAreaConfiguration.defaultResolution = .frontmost
    HitAreaConfiguration.automaticMinimumSizeOnPointerPlatforms = false
  }

  private func run(_ scenario: (RuntimeExpectations) -> Void) {
    let expectations = RuntimeExpectations()
    scenario(expectations)
    for failure in expectations.failures {
      XCTFail(failure.message, file: failure.file, line: failure.line)
    }
  }
}
#endif
