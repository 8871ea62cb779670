/// Names in a sentence, as the fix texts and the refusals to drop unknown keys list them.
package enum NameList {
  /// Names in a list: `a`, `a and b`, `a, b and c`; past three, the first three and how many
  /// more (`a, b, c and 9 more`: a row of a dozen icons named every other in each fix); empty
  /// for none.
  ///
  /// ```swift
  /// NameList.listed(["back", "share", "close"])  // "back, share and close"
  /// ```
  ///
  /// - Parameter names: The names, as they are to be shown (quoted, when they are to be).
  package static func listed(_ names: [String]) -> String {
    guard let last = names.last, names.count > 1 else { return names.first ?? "" }
    if names.count > 3 {
      return names.prefix(3).joined(separator: ", ") + " and \(names.count - 3) more"
    }
    return names.dropLast().joined(separator: ", ") + " and " + last
  }
}
