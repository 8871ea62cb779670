import HitAreaKit
import HitAreaSnapshot

/// A frame written as a JSON object of numbers, `{"x", "y", "width", "height"}`, as
/// WebDriverAgent (`rect`) and idb (`frame`) write it: the four in any order, other keys
/// skipped, each a finite number or `null`.
///
/// ```swift
/// let edges = try RectObject.read(&reader)     // {"x": 24, "y": 531.5, "width": 354, "height": 52}
/// let frame = try edges.rect(reader)           // or an error naming a missing "height"
/// ```
struct RectObject {
  /// The numbers read, `nil` where the key is missing or `null`.
  var x, y, width, height: Double?
  /// Whether one of the four is `null`.
  var hasNull = false

  /// Reads the object that comes next.
  ///
  /// - Throws: A mismatch when the value is no object, or when one of the four is neither a
  ///   finite number nor `null`.
  static func read(_ reader: inout JSONReader) throws -> RectObject {
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
