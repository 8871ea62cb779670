// The one file of the core that imports Foundation: elementary functions for the geometry and the
// touch model, kept behind internal wrappers so that no Foundation type reaches the public API.
internal import Foundation

/// The sine of an angle in radians.
@usableFromInline func sine(_ x: Double) -> Double { sin(x) }

/// The cosine of an angle in radians.
@usableFromInline func cosine(_ x: Double) -> Double { cos(x) }

/// The natural logarithm.
@usableFromInline func naturalLog(_ x: Double) -> Double { log(x) }

/// e raised to a power.
@usableFromInline func exponential(_ x: Double) -> Double { exp(x) }

/// The error function.
@usableFromInline func errorFunction(_ x: Double) -> Double { erf(x) }

/// The complementary error function, accurate far in the tails.
@usableFromInline func complementaryErrorFunction(_ x: Double) -> Double { erfc(x) }
