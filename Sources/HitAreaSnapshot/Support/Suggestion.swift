/// The closest of the allowed spellings to a mistyped one, for "did you mean …?": the command
/// line's options, values and commands, and the layout snapshot reader's unknown keys.
package enum Suggestion {
  /// The candidate closest to `input`, or `nil` when none is close.
  ///
  /// Close means a case-insensitive edit distance of at most a third of the candidate's length
  /// (and at least 2), `input` starting the candidate, or a candidate of 4 or more characters
  /// starting `input` (`userInteractionEnabled` for `userInteraction`); ties go to the earlier
  /// candidate.
  ///
  /// ```swift
  /// Suggestion.closest(to: "mostlikely", in: ["frontmost", "nearest", "mostLikely"])  // "mostLikely"
  /// ```
  package static func closest(to input: String, in candidates: [String]) -> String? {
    let typed = input.lowercased()
    guard !typed.isEmpty else { return nil }
    let typedCount = typed.count
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let spelled = candidate.lowercased()
      let allowed = Swift.max(2, spelled.count / 3)
      // The distance is at least the difference of the lengths, and exactly that where one
      // starts the other: a key of a megabyte is not compared letter by letter (it took
      // seconds).
      let lengths = abs(typedCount - spelled.count)
      let distance = lengths > allowed ? lengths : editDistance(typed, spelled)
      let isClose =
        (distance <= allowed && distance < spelled.count)
        || (typedCount >= 2 && spelled.hasPrefix(typed))
        || (spelled.count >= 4 && typed.hasPrefix(spelled))
      if isClose, distance < (best?.distance ?? .max) { best = (candidate, distance) }
    }
    return best?.candidate
  }

  /// The Levenshtein distance: the fewest insertions, deletions and substitutions of characters
  /// that turn `a` into `b`.
  ///
  /// ```swift
  /// Suggestion.editDistance("nearst", "nearest")  // 1
  /// ```
  package static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      previous = current
    }
    return previous[b.count]
  }
}
