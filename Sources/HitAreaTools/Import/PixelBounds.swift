/// Bounds as Android dumps write them, `[x1,y1][x2,y2]`: a view's top-left and bottom-right
/// corners in pixels (uiautomator and Maestro's Android hierarchies).
///
/// ```swift
/// let bounds = UIAutomatorImporter.bounds("[0,63][1080,210]")
/// bounds?.x2  // 1080
/// ```
struct PixelBounds: Equatable {
  /// The left edge.
  var x1: Double
  /// The top edge.
  var y1: Double
  /// The right edge.
  var x2: Double
  /// The bottom edge.
  var y2: Double

  /// Bounds of four numbers, in the order they are written.
  ///
  /// - Parameter numbers: `x1`, `y1`, `x2`, `y2`; anything but four gives `nil`.
  init?(_ numbers: [Double]) {
    guard numbers.count == 4 else { return nil }
    (x1, y1, x2, y2) = (numbers[0], numbers[1], numbers[2], numbers[3])
  }

  /// Bounds of two corners.
  init(x1: Double, y1: Double, x2: Double, y2: Double) {
    (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
  }
}
