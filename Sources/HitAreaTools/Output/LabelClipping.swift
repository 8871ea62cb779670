import HitAreaKit

/// Shortens labels to fit a table column while keeping them apart: a label that is too long
/// loses characters in its middle (`LinearLayout ‘Wi-F…’ #2`), so its type and its number stay,
/// and labels that would still read the same get a number.
///
/// ```swift
/// LabelClipping.clip(["Button ‘Download the whole season’ #1"], to: [24])
/// // ["Button ‘Download…on’ #1"]
/// ```
enum LabelClipping {
  /// The labels, each at most its length (at least 3 characters, and 2 more where a number
  /// `·2` tells two apart), no two the same when the labels themselves differ.
  ///
  /// - Parameters:
  ///   - labels: Distinct labels.
  ///   - lengths: The most characters for each label.
  /// - Complexity: O(total length).
  static func clip(_ labels: [String], to lengths: [Int]) -> [String] {
    var result = zip(labels, lengths).map { middle($0, to: $1) }
    var uses: [String: Int] = [:]
    for text in result { uses[text, default: 0] += 1 }
    var taken = Set(result)
    var next: [String: Int] = [:]
    for (i, (label, length)) in zip(labels, lengths).enumerated()
    where uses[result[i], default: 0] > 1 {
      let text = result[i]
      var n = next[text, default: 1]
      var candidate: String
      repeat {
        let suffix = "·\(n)"
        candidate = middle(label, to: length - suffix.count) + suffix
        n += 1
      } while taken.contains(candidate)
      next[text] = n
      taken.insert(candidate)
      result[i] = candidate
    }
    return result
  }

  /// The label cut in the middle to at most `length` characters.
  static func middle(_ label: String, to length: Int) -> String {
    let length = Swift.max(3, length)
    guard label.count > length else { return label }
    let tail = Swift.min(Swift.max(1, length / 3), 8)
    return String(label.prefix(length - tail - 1)) + "…" + String(label.suffix(tail))
  }
}
