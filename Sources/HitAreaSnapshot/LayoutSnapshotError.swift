/// Why a layout snapshot or a screen dump could not be read or written: the kind of problem, the
/// file, the place in it, and what was expected.
///
/// ```swift
/// do {
///   let snapshot = try LayoutSnapshot(jsonData: bytes, file: "checkout.json")
/// } catch let error as LayoutSnapshotError {
///   print(error)
///   // checkout.json: root.children[3].frame: expected an array of 4 numbers, found a string
///   error.kind  // .invalidValue
/// }
/// ```
public struct LayoutSnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of problem this is, such as ``Kind/tooLarge`` or ``Kind/syntax``.
  public var kind: Kind
  /// The file's name as given to the reader, such as `checkout.json`.
  public var file: String
  /// Where in the file: a JSON path such as `root.children[3].frame`, an XML element path such
  /// as `hierarchy/node[0]/node[2]@bounds`, or empty when the problem concerns the whole file.
  public var path: String
  /// What is wrong and what was expected, such as `expected an array of 4 numbers, found a
  /// string`.
  public var message: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - kind: What kind of problem it is.
  ///   - file: The file's name, for the reader of the message.
  ///   - path: The place in the file; empty for the whole file.
  ///   - message: What is wrong and what was expected; past ``longestMessage`` Unicode scalars,
  ///     its middle is left out.
  package init(_ kind: Kind, file: String, path: String, message: String) {
    self.kind = kind
    self.file = file
    self.path = path
    self.message = Self.clipped(message)
  }

  /// The most Unicode scalars of a message kept whole.
  ///
  /// A message quotes what it found, and a dump's text has no bound: a number of 30 million
  /// digits made an error line of 30 MB.
  static let longestMessage = 480

  /// A message past ``longestMessage`` Unicode scalars with its middle left out.
  ///
  /// Its start (what was expected) and its end (a position it gives) are kept: `found
  /// "[0,0][1000…(29999811 characters)…0000,10]"`. Counted by scalars, not characters: two
  /// million combining marks after a letter are one character.
  package static func clipped(_ message: String) -> String {
    guard message.utf8.count > longestMessage else { return message }
    let scalars = message.unicodeScalars
    let count = scalars.count
    guard count > longestMessage else { return message }
    var head = String.UnicodeScalarView(scalars.prefix(longestMessage * 2 / 3))
    let tail = scalars.suffix(longestMessage / 4)
    head.append(contentsOf: "…(\(count - head.count - tail.count) characters)…".unicodeScalars)
    head.append(contentsOf: tail)
    return String(head)
  }

  /// One line: `file: path: message`, the path shortened in the middle when it is very long.
  ///
  /// ```swift
  /// error.description  // "a.json: root.frame: expected …"
  /// ```
  public var description: String { "\(file): \(descriptionInFile)" }

  /// The description without the file's name, for a message that names the place itself
  /// (`shard.jsonl:12: path: expected …`).
  package var descriptionInFile: String {
    let place = Self.abbreviated(path)
    return place.isEmpty ? message : "\(place): \(message)"
  }

  /// A path of more than 12 steps (`.key`, `.key[i]`, `["key"]`, `/element`), shortened to its
  /// first and last 4 steps.
  static func abbreviated(_ path: String) -> String {
    var steps: [Substring] = []
    var start = path.startIndex
    var index = path.startIndex
    while index < path.endIndex {
      let character = path[index]
      let next = path.index(after: index)
      let startsStep =
        character == "." || character == "/"
        || (character == "[" && next < path.endIndex && path[next] == "\"")
      if startsStep && index != start {
        steps.append(path[start..<index])
        start = index
      }
      index = path.index(after: index)
    }
    if start < path.endIndex { steps.append(path[start..<path.endIndex]) }
    guard steps.count > 12 else { return path }
    let head = steps.prefix(4).joined()
    let tail = steps.suffix(4).joined()
    return "\(head)…(\(steps.count - 8) more)…\(tail)"
  }
}
