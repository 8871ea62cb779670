/// A key the layout snapshot reader does not know, and so ignored: a newer writer's addition, or
/// a typo (`passthrough` for `passThrough`) that silently changes nothing.
///
/// ```swift
/// let (snapshot, warnings) = try LayoutSnapshot.read(jsonData: bytes, file: "screen.json")
/// warnings[0].description
/// // screen.json: root.children[0]: unknown key "passthrough" (did you mean "passThrough"?)
/// ```
public struct LayoutSnapshotWarning: Hashable, Sendable, CustomStringConvertible {
  /// The file's name, as given to the reader.
  public var file: String
  /// The JSON path of the object that holds the key, such as `root.children[0]`; empty for the
  /// document itself.
  public var path: String
  /// The unknown key.
  public var key: String
  /// The known key of that object closest to it, if one is close.
  public var suggestion: String?

  /// Creates a warning.
  ///
  /// - Parameters:
  ///   - file: The file's name.
  ///   - path: The JSON path of the object that holds the key.
  ///   - key: The unknown key.
  ///   - suggestion: The closest known key, if any.
  public init(file: String, path: String, key: String, suggestion: String?) {
    self.file = file
    self.path = path
    self.key = key
    self.suggestion = suggestion
  }

  /// What is wrong, without the file and path: `unknown key "passthrough" (did you mean
  /// "passThrough"?)`.
  public var message: String {
    LayoutSnapshotError.clipped(
      "unknown key \"\(key)\"" + (suggestion.map { " (did you mean \"\($0)\"?)" } ?? ""))
  }

  /// One line: `file: path: message`, as ``LayoutSnapshotError`` writes its errors.
  public var description: String {
    let place = LayoutSnapshotError.abbreviated(path)
    return place.isEmpty ? "\(file): \(message)" : "\(file): \(place): \(message)"
  }

  /// The warning as an error of kind ``LayoutSnapshotError/Kind/unknownKey``, for strict reading.
  public var error: LayoutSnapshotError {
    LayoutSnapshotError(.unknownKey, file: file, path: path, message: message)
  }
}
