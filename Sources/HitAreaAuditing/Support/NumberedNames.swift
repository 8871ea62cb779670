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
  /// How the names are kept.
  private enum Storage: Sendable {
    /// Each node's name as it reads, or the name its number goes after; each node's number (0
    /// for none; empty when every name reads as it is); what goes between a name and its number.
    case strings([String], numbers: [Int], separator: String)
    /// The names as bytes, numbered, each made a string when read.
    case bytes(LabelBytes)
  }

  private let storage: Storage

  /// Names that read as they are.
  ///
  /// - Parameter names: The names.
  init(_ names: [String]) { storage = .strings(names, numbers: [], separator: "") }

  /// Names, some of them numbered.
  ///
  /// - Parameters:
  ///   - names: Each node's name.
  ///   - numbers: Each node's number, 0 for none.
  ///   - separator: What goes between a name and its number.
  init(_ names: [String], numbers: [Int], separator: String) {
    storage = .strings(names, numbers: numbers, separator: separator)
  }

  /// Names kept as bytes, numbered already.
  ///
  /// - Parameter bytes: The names.
  init(_ bytes: LabelBytes) { storage = .bytes(bytes) }

  /// Whether every name is made already (none waits for its number, or to be made a string).
  var isMade: Bool {
    if case .strings(_, let numbers, _) = storage { return numbers.isEmpty }
    return false
  }

  /// A node's name, with its number if it has one.
  subscript(node: Int) -> String {
    switch storage {
    case .strings(let names, let numbers, let separator):
      numbers.isEmpty || numbers[node] == 0
        ? names[node] : NumberedText.make(names[node], separator, numbers[node])
    case .bytes(let bytes): bytes[node]
    }
  }

  /// Every node's name.
  var all: [String] {
    switch storage {
    case .strings(let names, let numbers, _):
      numbers.isEmpty ? names : names.indices.map { self[$0] }
    case .bytes(let bytes): bytes.all
    }
  }
}
