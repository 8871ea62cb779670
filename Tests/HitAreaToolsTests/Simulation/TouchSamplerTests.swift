import HitAreaKit
import HitAreaTools
import Testing

/// The sampler draws from the model: its moments match, users share an offset, seeds repeat.
@Suite struct TouchSamplerTests {
  static let target = Rect(x: 100, y: 200, width: 50, height: 25)  // 8 × 4 mm

  func sample(_ model: FingerModel, count: Int, tapsPerUser: Int = 100, seed: UInt64 = 1)
    -> [Point]
  {
    var sampler = TouchSampler(
      model: model, target: Self.target, millimetresPerPoint: 0.16, tapsPerUser: tapsPerUser,
      seed: seed)
    return (0..<count).map { _ in sampler.next() }
  }

  /// Mean and variance per axis, in millimetres from the target's centre.
  func moments(_ points: [Point]) -> (mx: Double, my: Double, vx: Double, vy: Double) {
    let n = Double(points.count)
    let xs = points.map { ($0.x - Self.target.midX) * 0.16 }
    let ys = points.map { ($0.y - Self.target.midY) * 0.16 }
    let mx = xs.reduce(0, +) / n
    let my = ys.reduce(0, +) / n
    let vx = xs.map { ($0 - mx) * ($0 - mx) }.reduce(0, +) / (n - 1)
    let vy = ys.map { ($0 - my) * ($0 - my) }.reduce(0, +) / (n - 1)
    return (mx, my, vx, vy)
  }

  @Test(arguments: [FingerModel.lab, .wild])
  func momentsMatchTheModel(_ model: FingerModel) {
    // 400 users of 100 taps: the mean's standard error is about √(τ²/400) ≤ 0.05 mm.
    let m = moments(sample(model, count: 40_000))
    let (vx, vy) = model.marginalVariances(width: 8, height: 4)
    #expect(abs(m.mx - model.meanOffsetX) < 0.2, "\(m)")
    #expect(abs(m.my - model.meanOffsetY) < 0.2, "\(m)")
    #expect(abs(m.vx / vx - 1) < 0.1, "\(m) vs \(vx)")
    #expect(abs(m.vy / vy - 1) < 0.1, "\(m) vs \(vy)")
  }

  @Test func oneUsersTapsShareTheirOffset() {
    // Within one user, taps scatter by the per-tap variance only.
    var sampler = TouchSampler(
      model: .wild, target: Self.target, millimetresPerPoint: 0.16, tapsPerUser: 20_000, seed: 3)
    let taps = (0..<20_000).map { _ in sampler.next() }
    let offset = sampler.userOffset
    let m = moments(taps)
    #expect(abs(m.mx - offset.x * 0.16) < 0.1 && abs(m.my - offset.y * 0.16) < 0.1)
    let (vx, vy) = FingerModel.wild.tapVariances(width: 8, height: 4)
    #expect(abs(m.vx / vx - 1) < 0.05 && abs(m.vy / vy - 1) < 0.05, "\(m)")
  }

  @Test func theSameSeedAndStreamRepeat() {
    #expect(sample(.wild, count: 500, seed: 9) == sample(.wild, count: 500, seed: 9))
    #expect(sample(.wild, count: 500, seed: 9) != sample(.wild, count: 500, seed: 10))
    var a = TouchSampler(
      model: .lab, target: Self.target, millimetresPerPoint: 0.16, seed: 9, stream: 1)
    var b = TouchSampler(
      model: .lab, target: Self.target, millimetresPerPoint: 0.16, seed: 9, stream: 2)
    #expect(a.next() != b.next())
  }
}
