#if canImport(UIKit)
/// Collects the failed expectations of a runtime scenario.
///
/// The scenarios are plain functions so that they type-check against an iOS SDK without XCTest
/// (which is not part of the SDK); `HitAreaUIKitRuntimeTests.swift` runs each one under XCTest on a
/// Mac and reports what this collected.
@MainActor
final class RuntimeExpectations {
  /// One failed expectation, with where it was written.
  struct Failure {
    let message: String
    let file: StaticString
    let line: UInt
  }

  private(set) var failures: [Failure] = []

  /// Records a failure when `condition` is false.
  func expect(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    if !condition() { failures.append(Failure(message: message(), file: file, line: line)) }
  }
}
#endif  // canImport(UIKit)
