import HitAreaSnapshot

/// A screen's names with the repeated ones numbered (`ImageView #2`), each numbered name made
/// when it is read: a report reads the names of the few nodes it has findings on, and most
/// nodes of a screen share a name with another (`LinearLayout`, `View`).
///
/// ```swift
/// let labels = ReportNames.numbered(["View", "View", "OK"], order: [0, 1, 2], separator: " #")
/// labels[1]    // "View #2"
/// labels.all   // ["View #1", "View #2", "OK"]
/// ```
struct NumberedNames: Sendable {
  /// Each node's name: as it reads, or the name its number goes after.
  private var names: [String]
  /// Each node's number, 0 for a name that reads as it is; empty when every name reads as it is.
  private var numbers: [Int]
  /// What goes between a name and its number.
  private var separator: String
  /// The names as bytes, when they were made so (``names`` is then empty).
  private var bytes: LabelBytes?

  /// Names that read as they are.
  ///
  /// - Parameter names: The names.
  init(_ names: [String]) {
    self.names = names
    numbers = []
    separator = ""
  }

  /// Names, some of them numbered.
  ///
  /// - Parameters:
  ///   - names: Each node's name.
  ///   - numbers: Each node's number, 0 for none.
  ///   - separator: What goes between a name and its number.
  init(_ names: [String], numbers: [Int], separator: String) {
    self.names = names
    self.numbers = numbers
    self.separator = separator
  }

  /// Names kept as bytes, numbered already.
  ///
  /// - Parameter bytes: The names.
  init(_ bytes: LabelBytes) {
    names = []
    numbers = []
    separator = ""
    self.bytes = bytes
  }

  /// Whether every name is made already (none waits for its number, or to be made a string).
  var isMade: Bool { bytes == nil && numbers.isEmpty }

  /// A node's name, with its number if it has one.
  subscript(node: Int) -> String {
    if let bytes { return bytes[node] }
    return numbers.isEmpty || numbers[node] == 0
      ? names[node] : NumberedText.make(names[node], separator, numbers[node])
  }

  /// Every node's name.
  var all: [String] {
    if let bytes { return bytes.all }
    return numbers.isEmpty ? names : names.indices.map { self[$0] }
  }
}
