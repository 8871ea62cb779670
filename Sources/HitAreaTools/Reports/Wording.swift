/// Words for reports: counts with their nouns, percentages.
package enum Wording {
  /// A count with its noun, singular for one: `1 finding`, `2 findings`, `0 findings`.
  ///
  /// - Parameters:
  ///   - count: The count.
  ///   - singular: The noun for one.
  ///   - plural: The noun for any other count; the singular with an `s` when `nil`.
  ///
  /// ```swift
  /// Wording.counted(3, "fix", "fixes")  // "3 fixes"
  /// ```
  package static func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
  }

  /// A share as a percentage with at most one decimal: `0.4` → `40%`, `0.6667` → `66.7%`.
  ///
  /// - Parameter share: The share, 0 to 1.
  package static func percent(_ share: Double) -> String {
    let value = (share * 1000).rounded() / 10
    return value == value.rounded() ? "\(Int(value))%" : "\(value)%"
  }
}
