// The XCTest-facing part: a few lines over the Linux-tested conversion. XCTest's UI-testing
// interface is not in the iOS SDK this package is type-checked against, so these lines have
// never been compiled here; they use only `XCUIElement.snapshot()` (Xcode 11) and
// `XCUIElementSnapshot.dictionaryRepresentation`.
#if canImport(XCTest) && os(iOS)
import HitAreaAuditing
import HitAreaSnapshot
import XCTest

extension XCUIElement {
  /// A layout snapshot of the element and its descendants, from `snapshot()`, as `hitarea` reads
  /// XCUITest page source.
  ///
  /// ```swift
  /// let screen = try XCUIApplication().layoutSnapshot(name: "Checkout")
  /// try screen.jsonData().write(to: url)  // hitarea audit, render, fix …
  /// ```
  ///
  /// - Parameter name: The snapshot's name.
  /// - Throws: What `snapshot()` throws, or `LayoutSnapshotError` for a tree too large.
  @MainActor
  public func layoutSnapshot(name: String? = nil) throws -> LayoutSnapshot {
    let tree = try snapshot().dictionaryRepresentation
    let dictionary = Dictionary(uniqueKeysWithValues: tree.map { ($0.key.rawValue, $0.value) })
    return try LayoutSnapshot(
      elementSnapshot: ElementSnapshot(dictionaryRepresentation: dictionary), name: name)
  }

  /// Audits the tap targets of the element and its descendants, in one call from a UI test.
  ///
  /// ```swift
  /// let report = try XCUIApplication().auditTapTargets()
  /// XCTAssertTrue(report.findings(atLeast: .error).isEmpty, "\(report)")
  /// ```
  ///
  /// - Parameter standard: The size standard (iOS's 44 pt by default).
  /// - Throws: As ``layoutSnapshot(name:)``.
  @MainActor
  public func auditTapTargets(standard: TargetSizeStandard = .ios) throws -> AuditReport {
    try layoutSnapshot().audit(standard)
  }
}
#endif
