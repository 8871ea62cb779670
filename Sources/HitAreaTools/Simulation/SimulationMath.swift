// The one file of the simulation that imports Foundation: elementary functions for the finger
// model, the random normals and the Bayes classifier, behind internal wrappers.
import Foundation

/// The natural logarithm.
@inline(__always) func simLog(_ x: Double) -> Double { log(x) }

/// The cosine of an angle in radians.
@inline(__always) func simCos(_ x: Double) -> Double { cos(x) }

/// The sine of an angle in radians.
@inline(__always) func simSin(_ x: Double) -> Double { sin(x) }

/// The complementary error function, accurate far in the tails.
@inline(__always) func simErfc(_ x: Double) -> Double { erfc(x) }

/// The standard normal distribution function Φ, accurate in both tails.
func standardNormalCDF(_ z: Double) -> Double {
  0.5 * simErfc(-z / 2.0.squareRoot())
}

/// Φ(b) − Φ(a) for a ≤ b, computed on the side where it does not cancel.
func standardNormalMass(from a: Double, to b: Double) -> Double {
  guard b > a else { return 0 }
  if a > 0 {
    // Both in the upper tail: subtract upper-tail probabilities instead.
    return standardNormalCDF(-a) - standardNormalCDF(-b)
  }
  return standardNormalCDF(b) - standardNormalCDF(a)
}
