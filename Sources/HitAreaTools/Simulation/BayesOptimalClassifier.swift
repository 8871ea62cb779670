import HitAreaKit

/// The Bayes-optimal assignment of touches to targets: the ceiling no hit-testing policy can
/// beat under a finger model.
///
/// It ignores hit areas and the view tree: every target is a candidate for every touch, and the
/// touch goes to the target of highest likelihood under a uniform prior. The likelihood is the
/// model's own, marginalised over users (<doc:TheTouchModel>, "The best any policy can do"):
///
/// ```
/// p(s | i) = N(s; cᵢ + μ, diag(αx·wᵢ² + σax² + τx², αy·hᵢ² + σay² + τy²))
/// ```
///
/// with `cᵢ` the centre of target i's visible bounds and `wᵢ × hᵢ` their size in millimetres. As
/// it is the same distribution the ``TouchSampler`` draws from (per tap, not knowing the user),
/// the share of taps it classifies correctly estimates the Bayes rate of the screen. For targets
/// of equal size it is the perpendicular bisector between centres, which for aligned targets is
/// the nearest edge.
///
/// ```swift
/// let classifier = BayesOptimalClassifier(targets: targets, model: .lab, millimetresPerPoint: 0.16)
/// classifier.classify(Point(x: 120, y: 300))  // index into `targets`
/// ```
public struct BayesOptimalClassifier: Sendable {
  /// The targets, as given.
  public let targets: [SimulationTarget]
  /// The finger model whose likelihood is used.
  public let model: FingerModel
  /// The physical size of a point.
  public let millimetresPerPoint: Double
  private let terms: [Term]

  /// One target's negative log-likelihood, `ax·(x − cx)² + ay·(y − cy)² + k`, in points.
  private struct Term: Sendable {
    var cx: Double
    var cy: Double
    var ax: Double
    var ay: Double
    var k: Double
  }

  /// Creates a classifier.
  ///
  /// - Parameters:
  ///   - targets: The candidate targets, back to front (ties go to the front-most).
  ///   - model: The finger model.
  ///   - millimetresPerPoint: The physical size of a point (positive).
  public init(targets: [SimulationTarget], model: FingerModel, millimetresPerPoint: Double) {
    let mm = millimetresPerPoint > 0 && millimetresPerPoint.isFinite ? millimetresPerPoint : 0.16
    self.targets = targets
    self.model = model
    self.millimetresPerPoint = mm
    self.terms = targets.map { target in
      let frame = target.frame.standardized
      let (vx, vy) = model.marginalVariances(width: frame.width * mm, height: frame.height * mm)
      return Term(
        cx: frame.midX + model.meanOffsetX / mm, cy: frame.midY + model.meanOffsetY / mm,
        ax: mm * mm / (2 * vx), ay: mm * mm / (2 * vy), k: 0.5 * naturalLog(vx * vy))
    }
  }

  /// The negative log-likelihood of a touch under target `index`, up to a constant shared by all
  /// targets (`ln 2π`); smaller is likelier.
  ///
  /// - Parameters:
  ///   - point: The touch, in the root's bounds space.
  ///   - index: An index into ``targets``.
  public func negativeLogLikelihood(of point: Point, target index: Int) -> Double {
    let t = terms[index]
    let dx = point.x - t.cx
    let dy = point.y - t.cy
    return t.ax * dx * dx + t.ay * dy * dy + t.k
  }

  /// The likeliest target of a touch.
  ///
  /// - Parameter point: The touch, in the root's bounds space.
  /// - Returns: An index into ``targets``; `nil` only when there are none (or the point is not
  ///   finite). Exact ties go to the front-most target (the later one).
  /// - Complexity: O(targets), no allocation.
  @inline(__always)
  public func classify(_ point: Point) -> Int? {
    var best: Int? = nil
    var bestValue = Double.infinity
    terms.withUnsafeBufferPointer { terms in
      var i = terms.count
      while i > 0 {
        i -= 1
        let t = terms[i]
        let dx = point.x - t.cx
        let dy = point.y - t.cy
        let value = t.ax * dx * dx + t.ay * dy * dy + t.k
        if value < bestValue {
          bestValue = value
          best = i
        }
      }
    }
    return best
  }
}
