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

  /// The most Unicode scalars of one step of a path kept whole in a description.
  ///
  /// A key can be as long as the file: a duplicate key of a million letters made a line of a
  /// megabyte.
  static let longestPathStep = 64

  /// A path as a description shows it: each step (`.key`, `.key[i]`, `["key"]`, `/element`)
  /// past ``longestPathStep`` Unicode scalars with its middle left out, and a path of more than
  /// 12 steps shortened to its first and last 4 steps.
  ///
  /// Counted by scalars, as messages are (``clipped(_:)``).
  static func abbreviated(_ path: String) -> String {
    let scalars = path.unicodeScalars
    var steps: [Substring.UnicodeScalarView] = []
    var start = scalars.startIndex
    var index = scalars.startIndex
    while index < scalars.endIndex {
      let scalar = scalars[index]
      let next = scalars.index(after: index)
      let startsStep =
        scalar == "." || scalar == "/"
        || (scalar == "[" && next < scalars.endIndex && scalars[next] == "\"")
      if startsStep && index != start {
        steps.append(scalars[start..<index])
        start = index
      }
      index = next
    }
    if start < scalars.endIndex { steps.append(scalars[start..<scalars.endIndex]) }
    let isLong = steps.count > 12
    guard isLong || steps.contains(where: { $0.count > longestPathStep }) else { return path }
    var text = String.UnicodeScalarView()
    for (i, step) in steps.enumerated() {
      if isLong && i == 4 {
        text.append(contentsOf: "…(\(steps.count - 8) more)…".unicodeScalars)
      }
      if isLong && i >= 4 && i < steps.count - 4 { continue }
      text.append(contentsOf: clippedStep(step))
    }
    return String(text)
  }

  /// A step past ``longestPathStep`` scalars with its middle left out: `.kkkk…(999950
  /// characters)…kkkk`.
  private static func clippedStep(_ step: Substring.UnicodeScalarView) -> String.UnicodeScalarView {
    let count = step.count
    guard count > longestPathStep else { return String.UnicodeScalarView(step) }
    var head = String.UnicodeScalarView(step.prefix(longestPathStep * 2 / 3))
    let tail = step.suffix(longestPathStep / 4)
    head.append(contentsOf: "…(\(count - head.count - tail.count) characters)…".unicodeScalars)
    head.append(contentsOf: tail)
    return head
  }
}
