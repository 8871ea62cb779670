import HitAreaKit
import HitAreaKitTestSupport
import Testing

extension ThrottlingTests {
  @Suite struct GlobalSwitchTests {
    init() { TapThrottle.isEnabledGlobally = true }

    struct EnvCase: Sendable, CustomTestStringConvertible {
      let value: String?
      let enabled: Bool
      var testDescription: String { value.map { "\"\($0)\"" } ?? "unset" }
    }

    static let envCases: [EnvCase] = [
      EnvCase(value: nil, enabled: true),
      EnvCase(value: "", enabled: true),
      EnvCase(value: "off", enabled: false),
      EnvCase(value: "OFF", enabled: false),
      EnvCase(value: "Off", enabled: false),
      EnvCase(value: " off\n", enabled: false),
      EnvCase(value: "0", enabled: false),
      EnvCase(value: "false", enabled: false),
      EnvCase(value: "no", enabled: false),
      EnvCase(value: "disabled", enabled: false),
      EnvCase(value: "on", enabled: true),
      EnvCase(value: "1", enabled: true),
      EnvCase(value: "o ff", enabled: true),
      EnvCase(value: "offline", enabled: true),
    ]

    @Test(arguments: envCases)
    func environmentValueParsing(_ c: EnvCase) {
      #expect(TapThrottle.isEnabled(environmentValue: c.value) == c.enabled)
    }

    @Test func environmentVariableName() {
      #expect(TapThrottle.environmentVariable == "HITAREA_THROTTLE")
    }

    @Test func offLetsEveryTapThroughAndRecordsNothing() {
      defer { TapThrottle.isEnabledGlobally = true }
      var throttle = TapThrottle.interval(0.5)
      #expect(throttle.admit(up(0)) == .run)
      TapThrottle.isEnabledGlobally = false
      #expect(!TapThrottle.isEnabledGlobally)
      #expect(throttle.admit(up(0.1)) == .run)
      #expect(throttle.admit(up(0.7)) == .run)
      #expect(throttle.droppedTapCount == 0)
      #expect(throttle.lastAcceptedTimestamp == 0)
      TapThrottle.isEnabledGlobally = true
      #expect(throttle.admit(up(0.2)) == .drop)
    }

    @Test func offThroughTheSimulatorForEveryControlAndMode() {
      defer { TapThrottle.isEnabledGlobally = true }
      let log = DispatchLog()
      let interval = makeButton("interval", throttle: .interval(10), log: log)
      let grouping = makeButton("grouping", throttle: .tapGrouping, log: log)
      TapThrottle.isEnabledGlobally = false
      interval.play([.tap(at: 0), .tap(at: 0.1)])
      grouping.play([.tap(at: 0, tapCount: 1), .tap(at: 0.1, tapCount: 2)])
      #expect(log.names == Array(repeating: oneTap, count: 4).flatMap { $0 })
      TapThrottle.isEnabledGlobally = true
      log.clear()
      interval.play([.tap(at: 0.2)])
      grouping.play([.tap(at: 0.2, tapCount: 3)])
      #expect(log.names == oneTap)
    }
  }
}
