public import Foundation
import HitAreaKit
import HitAreaSnapshot

extension LayoutSnapshot {
  /// The snapshot as layout snapshot JSON, as `Data`; see
  /// `LayoutSnapshot/jsonBytes(prettyPrinted:)`.
  ///
  /// ```swift
  /// try snapshot.jsonData().write(to: URL(fileURLWithPath: "checkout.json"))
  /// ```
  ///
  /// - Parameter prettyPrinted: Indent with two spaces (the default), or write one line.
  /// - Throws: `LayoutSnapshotError` when the snapshot cannot be written faithfully.
  public func jsonData(prettyPrinted: Bool = true) throws -> Data {
    Data(try jsonBytes(prettyPrinted: prettyPrinted))
  }
}
