/// Breaks text into lines no wider than a width, losing nothing.
///
/// Lines break at spaces; a word
/// wider than a line breaks after a `/`, `_`, `-` or `.` (a path, an identifier), and only a run
/// with none of those breaks between characters. Joined again, the lines hold every character
/// but the spaces they broke at.
///
/// ```swift
/// TextWrapping.lines("Inbox — with the suggested hit areas", width: 150, TextMetrics(size: 14, bold: true))
/// // ["Inbox — with the", "suggested hit", "areas"]
/// ```
package enum TextWrapping {
  /// The lines, each at most `width` wide in `metrics` (a single character wider than the width
  /// gets a line of its own); one empty line for empty text.
  ///
  /// - Complexity: O(n²) in the worst case for n characters, O(n) for ordinary text.
  package static func lines(
    _ text: String, width: Double, _ metrics: TextMetrics
  ) -> [String] {
    var lines: [String] = []
    var current = ""
    func fits(_ s: String) -> Bool { metrics.width(of: s) <= width }
    func flush() {
      let line = current.hasSuffix(" ") ? String(current.dropLast()) : current
      if !line.isEmpty { lines.append(line) }
      current = ""
    }
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      let joined = current.isEmpty ? String(word) : current + " " + word
      if fits(joined) {
        current = joined
        continue
      }
      if fits(String(word)) {
        flush()
        current = String(word)
        continue
      }
      // Wider than a line: its runs continue the current line and go on onto the next ones.
      if !current.isEmpty { current += " " }
      for run in runs(of: word) {
        if fits(current + run) {
          current += run
          continue
        }
        flush()
        for character in run {
          if !current.isEmpty && !fits(current + String(character)) { flush() }
          current.append(character)
        }
      }
    }
    flush()
    return lines.isEmpty ? [""] : lines
  }

  /// A word cut after each `/`, `_`, `-` and `.`.
  private static func runs(of word: Substring) -> [Substring] {
    var runs: [Substring] = []
    var start = word.startIndex
    for i in word.indices where "/_-.".contains(word[i]) {
      let end = word.index(after: i)
      runs.append(word[start..<end])
      start = end
    }
    if start < word.endIndex { runs.append(word[start...]) }
    return runs
  }
}
