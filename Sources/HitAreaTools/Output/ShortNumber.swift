/// A number for people and for SVG: rounded to `decimals` places, without trailing zeros
/// (`44`, `7.5`, `0.33`); non-finite values as `0`.
///
/// ```swift
/// shortNumber(44.0)       // "44"
/// shortNumber(2.345678)   // "2.35"
/// ```
public func shortNumber(_ value: Double, decimals: Int = 2) -> String {
  guard value.isFinite else { return "0" }
  var scale = 1.0
  for _ in 0..<max(0, min(decimals, 9)) { scale *= 10 }
  let r = (value * scale).rounded() / scale
  if r == r.rounded(), abs(r) < 1e15 { return String(Int(r)) }
  return String(r)
}
