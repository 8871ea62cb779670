import HitAreaKit

/// The simulation's random numbers: SplitMix64 (Steele, Lea & Flood), with independent streams
/// and standard normals by the Box–Muller transform.
///
/// Its own copy rather than the test-support one, so that results depend on nothing but the seed:
/// the same seed and stream give the same numbers on every platform and toolchain.
struct SimulationRandom: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator for one stream of one seed; different streams are statistically independent.
  init(seed: UInt64, stream: UInt64 = 0) {
    state = Self.mix(seed ^ Self.mix(stream &+ 0x6A09_E667_F3BC_C909))
  }

  /// The next 64 random bits.
  @inline(__always)
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    return Self.mix(state)
  }

  /// SplitMix64's output function, a bijective 64-bit mixer.
  @inline(__always)
  static func mix(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform number in (0, 1], with 53 random bits.
  @inline(__always)
  mutating func nextUnitExcludingZero() -> Double {
    Double((next() >> 11) + 1) * 0x1.0p-53
  }

  /// Two independent standard normal numbers (Box–Muller).
  @inline(__always)
  mutating func nextGaussianPair() -> (Double, Double) {
    let radius = (-2 * naturalLog(nextUnitExcludingZero())).squareRoot()
    let angle = 2 * Double.pi * nextUnitExcludingZero()
    return (radius * cosine(angle), radius * sine(angle))
  }
}
