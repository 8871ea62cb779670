import HitAreaKit

/// Where fingers land: the dual-Gaussian touch model of Bi, Li & Zhai, with a per-user offset.
///
/// A tap meant for a target of visible size `W × H` millimetres lands at
///
/// ```
/// touch = centre + r + b + e
///   r ~ N(0, diag(αx·W², αy·H²))   aim scatter, growing with the target's size
///   e ~ N(0, diag(σax², σay²))      the finger's absolute imprecision
///   b ~ N(μ, diag(τx², τy²))        the user's systematic offset, drawn once per simulated user
/// ```
///
/// All lengths are millimetres; x grows to the right and y grows downwards (screen convention).
/// Two regimes are built in (<doc:TheTouchModel>, "Regimes"): ``lab``, careful index-finger taps
/// with Bi & Zhai's constants and no offset, and ``wild``, fast taps with the between-user
/// offsets measured in the Larsen et al. (MobileHCI'19) data. Any other set of numbers is a
/// custom model.
///
/// ```swift
/// FingerModel.lab.isolatedSuccessProbability(width: 7, height: 7)   // 0.975
/// FingerModel.wild.isolatedSuccessProbability(width: 7, height: 7)  // 0.68
/// let custom = FingerModel(name: "thumb", absoluteSigmaX: 1.8, absoluteSigmaY: 1.8)
/// ```
public struct FingerModel: Hashable, Sendable {
  /// The regime's name, as reported in results (`"lab"`, `"wild"` or a custom name).
  public var name: String
  /// Aim scatter that grows with width: `αx` in `Var(r.x) = αx·W²`.
  public var alphaX: Double
  /// Aim scatter that grows with height: `αy` in `Var(r.y) = αy·H²`.
  public var alphaY: Double
  /// The finger's absolute imprecision on x, `σax`, in millimetres.
  public var absoluteSigmaX: Double
  /// The finger's absolute imprecision on y, `σay`, in millimetres.
  public var absoluteSigmaY: Double
  /// The population's mean offset on x, `μx`, in millimetres (positive: to the right).
  public var meanOffsetX: Double
  /// The population's mean offset on y, `μy`, in millimetres (positive: downwards).
  public var meanOffsetY: Double
  /// The spread of users' offsets on x, `τx`, in millimetres.
  public var userOffsetSigmaX: Double
  /// The spread of users' offsets on y, `τy`, in millimetres.
  public var userOffsetSigmaY: Double

  /// Creates a model; parameters left out take the ``lab`` values (no offsets).
  ///
  /// - Parameters:
  ///   - name: The regime's name for reports.
  ///   - alphaX: `αx`, the aim scatter per squared millimetre of width.
  ///   - alphaY: `αy`, the aim scatter per squared millimetre of height.
  ///   - absoluteSigmaX: `σax` in millimetres.
  ///   - absoluteSigmaY: `σay` in millimetres.
  ///   - meanOffsetX: `μx` in millimetres.
  ///   - meanOffsetY: `μy` in millimetres.
  ///   - userOffsetSigmaX: `τx` in millimetres.
  ///   - userOffsetSigmaY: `τy` in millimetres.
  public init(
    name: String = "custom", alphaX: Double = 0.0075, alphaY: Double = 0.0108,
    absoluteSigmaX: Double = 1.68.squareRoot(), absoluteSigmaY: Double = 1.33.squareRoot(),
    meanOffsetX: Double = 0, meanOffsetY: Double = 0, userOffsetSigmaX: Double = 0,
    userOffsetSigmaY: Double = 0
  ) {
    self.name = name
    self.alphaX = alphaX
    self.alphaY = alphaY
    self.absoluteSigmaX = absoluteSigmaX
    self.absoluteSigmaY = absoluteSigmaY
    self.meanOffsetX = meanOffsetX
    self.meanOffsetY = meanOffsetY
    self.userOffsetSigmaX = userOffsetSigmaX
    self.userOffsetSigmaY = userOffsetSigmaY
  }

  /// Careful index-finger taps in a lab: Bi & Zhai's constants (UIST'13),
  /// `σx² = 0.0075·W² + 1.68` and `σy² = 0.0108·H² + 1.33` (mm²), no offset.
  public static let lab = FingerModel(name: "lab")

  /// Fast taps in the wild, from the data of Larsen and colleagues (MobileHCI'19).
  ///
  /// Bi & Zhai's aim scatter, `σa` = (2.1, 2.4) mm, a population offset `μ` =
  /// (+0.8, 0) mm and users' offsets spread by `τ` = (1.0, 0.75) mm.
  public static let wild = FingerModel(
    name: "wild", absoluteSigmaX: 2.1, absoluteSigmaY: 2.4, meanOffsetX: 0.8, meanOffsetY: 0,
    userOffsetSigmaX: 1.0, userOffsetSigmaY: 0.75)

  /// The variances, in mm², of one user's taps around their own aim point (`r + e`).
  ///
  /// - Parameters:
  ///   - width: The target's visible width in millimetres.
  ///   - height: The target's visible height in millimetres.
  public func tapVariances(width: Double, height: Double) -> (x: Double, y: Double) {
    (
      alphaX * width * width + absoluteSigmaX * absoluteSigmaX,
      alphaY * height * height + absoluteSigmaY * absoluteSigmaY
    )
  }

  /// The variances, in mm², of all users' taps around the population's aim point
  /// (`r + e + b − μ`): ``tapVariances(width:height:)`` plus `τ²`.
  ///
  /// - Parameters:
  ///   - width: The target's visible width in millimetres.
  ///   - height: The target's visible height in millimetres.
  public func marginalVariances(width: Double, height: Double) -> (x: Double, y: Double) {
    let (vx, vy) = tapVariances(width: width, height: height)
    return (
      vx + userOffsetSigmaX * userOffsetSigmaX, vy + userOffsetSigmaY * userOffsetSigmaY
    )
  }

  /// The engine's Bayesian Touch Distance with this model's marginal variances
  /// (`σa² + τ²` as the absolute part).
  ///
  /// It has no mean offset: `BayesianTouchDistance` measures from the target's centre.
  public var touchDistance: BayesianTouchDistance {
    BayesianTouchDistance(
      alphaX: alphaX, alphaY: alphaY,
      absoluteSigmaX: (absoluteSigmaX * absoluteSigmaX + userOffsetSigmaX * userOffsetSigmaX)
        .squareRoot(),
      absoluteSigmaY: (absoluteSigmaY * absoluteSigmaY + userOffsetSigmaY * userOffsetSigmaY)
        .squareRoot())
  }

  /// The probability that a tap aimed at an isolated `width × height` mm rectangle lands inside
  /// it, in closed form.
  ///
  /// A single tap is normal with mean `μ` and the ``marginalVariances(width:height:)`` around the
  /// centre, so per axis the chance is `Φ((S/2 − μ)/σ) − Φ((−S/2 − μ)/σ)`; the axes are
  /// independent. Without an offset this is the erf product of <doc:TheTouchModel>
  /// ("An isolated target"), `erf(W / (2√2·σx)) · erf(H / (2√2·σy))`.
  ///
  /// ```swift
  /// FingerModel.lab.isolatedSuccessProbability(width: 2.4, height: 2.4)  // 0.442
  /// FingerModel.lab.isolatedSuccessProbability(width: 9.6, height: 9.6)  // 0.997
  /// ```
  ///
  /// - Parameters:
  ///   - width: The target's width in millimetres.
  ///   - height: The target's height in millimetres.
  /// - Returns: A probability in 0...1; 0 for empty or non-finite sizes.
  public func isolatedSuccessProbability(width: Double, height: Double) -> Double {
    guard width.isFinite, height.isFinite, width > 0, height > 0 else { return 0 }
    let (vx, vy) = marginalVariances(width: width, height: height)
    return Self.axisMass(size: width, mean: meanOffsetX, variance: vx)
      * Self.axisMass(size: height, mean: meanOffsetY, variance: vy)
  }

  /// `P(−S/2 ≤ X < S/2)` for `X ~ N(mean, variance)`.
  private static func axisMass(size: Double, mean: Double, variance: Double) -> Double {
    guard variance > 0, variance.isFinite else {
      return (-size / 2 <= mean && mean < size / 2) ? 1 : 0
    }
    let sigma = variance.squareRoot()
    return standardNormalMass(from: (-size / 2 - mean) / sigma, to: (size / 2 - mean) / sigma)
  }
}
