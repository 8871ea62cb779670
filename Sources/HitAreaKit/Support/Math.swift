// The one file of the package that imports Foundation for mathematics: elementary functions for
// the geometry, the touch model and the simulation, kept behind package wrappers so that no
// Foundation type reaches the public API.
internal import Foundation

/// The sine of an angle in radians.
@usableFromInline package func sine(_ x: Double) -> Double { sin(x) }

/// The cosine of an angle in radians.
@usableFromInline package func cosine(_ x: Double) -> Double { cos(x) }

/// The natural logarithm.
@usableFromInline package func naturalLog(_ x: Double) -> Double { log(x) }

/// The complementary error function, accurate far in the tails.
@usableFromInline package func complementaryErrorFunction(_ x: Double) -> Double { erfc(x) }

/// The standard normal distribution function Φ, accurate in both tails.
///
/// ```swift
/// standardNormalCDF(0)  // 0.5
/// ```
package func standardNormalCDF(_ z: Double) -> Double {
  0.5 * complementaryErrorFunction(-z / 2.0.squareRoot())
}

/// Φ(b) − Φ(a) for a ≤ b (0 otherwise), computed on the side where it does not cancel.
///
/// ```swift
/// standardNormalMass(from: -1, to: 1)  // 0.6827
/// ```
package func standardNormalMass(from a: Double, to b: Double) -> Double {
  guard b > a else { return 0 }
  if a > 0 {
    // Both in the upper tail: subtract upper-tail probabilities instead.
    return standardNormalCDF(-a) - standardNormalCDF(-b)
  }
  return standardNormalCDF(b) - standardNormalCDF(a)
}
