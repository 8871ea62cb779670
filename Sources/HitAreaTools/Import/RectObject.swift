import HitAreaKit
import HitAreaSnapshot

/// A frame written as a JSON object of numbers, `{"x", "y", "width", "height"}`, as
/// WebDriverAgent (`rect`) and idb (`frame`) write it: the four in any order, other keys
/// skipped, each a finite number or `null`.
///
/// ```swift
/// let edges = try RectObject.read(&reader, plainly: true)  // {"x": 24, "y": 531.5, …}
/// let frame = try edges.rect(reader)           // or an error naming a missing "height"
/// ```
struct RectObject {
  /// The numbers read, `nil` where the key is missing or `null`.
  var x, y, width, height: Double?
  /// Whether one of the four is `null`.
  var hasNull = false

  /// Reads the object that comes next: plainly first (see ``readPlain(_:)``) when `plainly` is
  /// set, checked when that gives up; with `plainly` off, checked alone (the reference).
  ///
  /// - Throws: A mismatch when the value is no object, or when one of the four is neither a
  ///   finite number nor `null`.
  static func read(_ reader: inout JSONReader, plainly: Bool) throws -> RectObject {
    if plainly, let plain = readPlain(&reader) { return plain }
    guard try reader.peekKind() == .object else {
      throw reader.mismatch("an object {\"x\", \"y\", \"width\", \"height\"}")
    }
    try reader.beginObject()
    var edges = RectObject()
    /// Reads the number that comes next into one edge.
    func read(_ edge: WritableKeyPath<RectObject, Double?>) throws {
      edges[keyPath: edge] = try reader.readOptionalFiniteNumber()
      if edges[keyPath: edge] == nil { edges.hasNull = true }
    }
    while let key = try reader.nextKey() {
      switch key {
      case "x": try read(\.x)
      case "y": try read(\.y)
      case "width": try read(\.width)
      case "height": try read(\.height)
      default: try reader.skipValue()
      }
    }
    return edges
  }

  /// The four keys, by their bytes: each one's place, 0 to 3, in `x`, `y`, `width`, `height`.
  private static let edgeKeys = ByteKeyTable([("x", 0), ("y", 1), ("width", 2), ("height", 3)])

  /// The object that comes next read plainly (``PlainObject``): as ``read(_:plainly:)`` reads
  /// it when it has no key but the four, each once, written without an escape; `nil`, with the
  /// reader where it was, for anything else (``read(_:plainly:)`` then reads it checked, and
  /// names what is wrong).
  private static func readPlain(_ reader: inout JSONReader) -> RectObject? {
    var edges = RectObject()
    let read = PlainObject.read(&reader, keys: edgeKeys) { edge, reader in
      let value = try reader.readOptionalFiniteNumber()
      switch edge {
      case 0: edges.x = value
      case 1: edges.y = value
      case 2: edges.width = value
      default: edges.height = value
      }
      if value == nil { edges.hasNull = true }
    }
    return read ? edges : nil
  }

  /// The frame, when all four are numbers.
  ///
  /// - Parameter reader: The reader, just after the object: where an error points.
  /// - Throws: `missingValue` naming the first of `x`, `y`, `width` and `height` (in that order)
  ///   that is missing or `null`.
  func rect(_ reader: JSONReader) throws -> Rect {
    guard let x, let y, let width, let height else {
      let missing = [("x", x), ("y", y), ("width", width), ("height", height)].first {
        $0.1 == nil
      }
      throw reader.error(
        .missingValue, "missing \"\(missing?.0 ?? "x")\"; expected a number of points")
    }
    return Rect(x: x, y: y, width: width, height: height)
  }
}
