/// The Bayesian Touch Distance of Bi & Zhai (UIST'13): the negative log-likelihood, up to a
/// constant, that a touch was meant for a target under the dual-Gaussian finger model.
///
/// Per axis, the touch scatter around the target's centre has variance
/// `σ² = α·S² + σₐ²` (mm²), where `S` is the target's size on that axis in millimetres; the
/// distance is `½(dx²/σx² + dy²/σy²) + ½ ln σx² + ½ ln σy²`. Smaller is more likely. Because the
/// variance grows with size, a small target keeps the touches close to it against a big one.
///
/// ```swift
/// let btd = BayesianTouchDistance.lab
/// let close = btd.distance(dx: 1, dy: 0, width: 3, height: 3)   // mm
/// let card = btd.distance(dx: 8, dy: 0, width: 15, height: 10)
/// close < card  // true: the 3 mm button is the likelier target
/// ```
public struct BayesianTouchDistance: Hashable, Sendable, Codable {
  /// Aim scatter that grows with width: `αx` in `σx² = αx·W² + σax²`.
  public var alphaX: Double
  /// Aim scatter that grows with height: `αy` in `σy² = αy·H² + σay²`.
  public var alphaY: Double
  /// The absolute finger imprecision on x, in millimetres (`σax`).
  public var absoluteSigmaX: Double
  /// The absolute finger imprecision on y, in millimetres (`σay`).
  public var absoluteSigmaY: Double

  /// Creates a model from its four constants.
  public init(alphaX: Double, alphaY: Double, absoluteSigmaX: Double, absoluteSigmaY: Double) {
    self.alphaX = alphaX
    self.alphaY = alphaY
    self.absoluteSigmaX = absoluteSigmaX
    self.absoluteSigmaY = absoluteSigmaY
  }

  /// Bi & Zhai's published constants: `σx² = 0.0075·W² + 1.68`, `σy² = 0.0108·H² + 1.33` (mm²).
  public static let lab = BayesianTouchDistance(
    alphaX: 0.0075, alphaY: 0.0108, absoluteSigmaX: 1.68.squareRoot(),
    absoluteSigmaY: 1.33.squareRoot())

  /// The per-axis variances, in mm², for a target of the given size in millimetres.
  @inlinable
  public func variances(width: Double, height: Double) -> (x: Double, y: Double) {
    (
      alphaX * width * width + absoluteSigmaX * absoluteSigmaX,
      alphaY * height * height + absoluteSigmaY * absoluteSigmaY
    )
  }

  /// The distance of a touch from a target.
  ///
  /// - Parameters:
  ///   - dx: Horizontal offset of the touch from the target's centre, in millimetres.
  ///   - dy: Vertical offset, in millimetres.
  ///   - width: The target's visible width, in millimetres.
  ///   - height: The target's visible height, in millimetres.
  /// - Returns: The distance; smaller means more likely. Non-finite inputs give `+infinity`.
  @inlinable
  public func distance(dx: Double, dy: Double, width: Double, height: Double) -> Double {
    let (vx, vy) = variances(width: width, height: height)
    let value = 0.5 * (dx * dx / vx + dy * dy / vy) + 0.5 * naturalLog(vx) + 0.5 * naturalLog(vy)
    return value.isFinite ? value : .infinity
  }
}
