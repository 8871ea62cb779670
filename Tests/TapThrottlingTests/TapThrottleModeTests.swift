import TapThrottling
import Testing

extension ThrottlingTests {
  @Suite struct ModeTests {
    struct Case: Sendable, CustomTestStringConvertible {
      let id: String
      let mode: TapThrottle.Mode
      let interval: Double?
      let isOff: Bool
      let description: String
      var testDescription: String { id }
    }

    static let cases: [Case] = [
      Case(
        id: "a positive interval", mode: .interval(0.5), interval: 0.5, isOff: false,
        description: "interval(0.5)"),
      Case(
        id: "zero", mode: .interval(0), interval: 0, isOff: true, description: "interval(0) (off)"),
      Case(
        id: "negative zero", mode: .interval(-0.0), interval: 0, isOff: true,
        description: "interval(0) (off)"),
      Case(
        id: "negative", mode: .interval(-1), interval: 0, isOff: true,
        description: "interval(0) (off)"),
      Case(
        id: "NaN", mode: .interval(.nan), interval: 0, isOff: true, description: "interval(0) (off)"
      ),
      Case(
        id: "+infinity", mode: .interval(.infinity), interval: 0, isOff: true,
        description: "interval(0) (off)"),
      Case(
        id: "-infinity", mode: .interval(-.infinity), interval: 0, isOff: true,
        description: "interval(0) (off)"),
      Case(
        id: "tap grouping", mode: .tapGrouping, interval: nil, isOff: false,
        description: "tapGrouping"),
    ]

    @Test(arguments: cases)
    func normalisation(_ c: Case) {
      #expect(c.mode.interval == c.interval)
      #expect(c.mode.isOff == c.isOff)
      #expect(c.mode.description == c.description)
      if c.isOff { #expect(c.mode == .interval(0)) }
      #expect(c.mode.isTapGrouping == (c.interval == nil))
    }

    @Test func descriptions() {
      #expect(TapThrottle.Decision.run.description == "run")
      #expect(TapThrottle.Decision.drop.description == "drop")
      #expect(TapThrottle.ProgrammaticSends.pass.description == "pass")
      #expect(TapThrottle.ProgrammaticSends.throttle.description == "throttle")
    }
  }
}
