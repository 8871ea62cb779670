import HitAreaKit

/// Draws the touches of simulated users aiming at one target, under a ``FingerModel``.
///
/// Touches come in users of ``tapsPerUser`` taps each: at the start of every user the sampler
/// draws the user's offset `b ~ N(μ, diag(τx², τy²))`, then every tap adds that offset and fresh
/// aim scatter and finger noise to the target's centre. The same seed and stream always give the
/// same touches.
///
/// ```swift
/// var sampler = TouchSampler(
///   model: .wild, target: Rect(x: 100, y: 100, width: 44, height: 44),
///   millimetresPerPoint: 0.16, seed: 7)
/// let touch = sampler.next()  // a Point in the target's coordinate space
/// ```
public struct TouchSampler: Sendable {
  /// The number of consecutive taps that share one user's offset.
  public let tapsPerUser: Int
  /// The current user's offset from the target's centre, in points (`μ` included).
  public private(set) var userOffset: Point
  private var random: SimulationRandom
  private let centre: Point
  private let sigmaX: Double
  private let sigmaY: Double
  private let model: FingerModel
  private let pointsPerMillimetre: Double
  private var tapsLeftForUser = 0

  /// Creates a sampler for taps meant for `target`.
  ///
  /// - Parameters:
  ///   - model: The finger model.
  ///   - target: The target's visible bounds, in points; taps aim at its centre and their
  ///     scatter grows with its size.
  ///   - millimetresPerPoint: The physical size of a point (positive); 0.16 is a typical iPhone.
  ///   - tapsPerUser: Taps per simulated user (at least 1).
  ///   - seed: The seed.
  ///   - stream: An independent stream of the same seed, such as the target's number.
  public init(
    model: FingerModel, target: Rect, millimetresPerPoint: Double, tapsPerUser: Int = 100,
    seed: UInt64, stream: UInt64 = 0
  ) {
    let frame = target.standardized
    let mm = millimetresPerPoint > 0 && millimetresPerPoint.isFinite ? millimetresPerPoint : 0.16
    let (vx, vy) = model.tapVariances(width: frame.width * mm, height: frame.height * mm)
    self.model = model
    self.tapsPerUser = Swift.max(1, tapsPerUser)
    self.random = SimulationRandom(seed: seed, stream: stream)
    self.centre = Point(x: frame.midX, y: frame.midY)
    self.pointsPerMillimetre = 1 / mm
    self.sigmaX = Swift.max(0, vx).squareRoot() / mm
    self.sigmaY = Swift.max(0, vy).squareRoot() / mm
    self.userOffset = .zero
  }

  /// The next touch, in the coordinate space of the target rect.
  ///
  /// - Complexity: O(1), no allocation.
  @inline(__always)
  public mutating func next() -> Point {
    if tapsLeftForUser == 0 {
      let (u, v) = random.nextGaussianPair()
      userOffset = Point(
        x: (model.meanOffsetX + model.userOffsetSigmaX * u) * pointsPerMillimetre,
        y: (model.meanOffsetY + model.userOffsetSigmaY * v) * pointsPerMillimetre)
      tapsLeftForUser = tapsPerUser
    }
    tapsLeftForUser -= 1
    let (u, v) = random.nextGaussianPair()
    return Point(
      x: centre.x + userOffset.x + sigmaX * u, y: centre.y + userOffset.y + sigmaY * v)
  }
}
