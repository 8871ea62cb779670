import HitAreaTools

/// A count with its noun, singular for one: `1 finding`, `2 findings`, `0 findings`.
///
/// - Parameters:
///   - count: The count.
///   - singular: The noun for one.
///   - plural: The noun for any other count; the singular with an `s` when `nil`.
func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
  Wording.counted(count, singular, plural)
}
