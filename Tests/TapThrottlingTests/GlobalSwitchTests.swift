import Foundation
import HitAreaKitTestSupport
import TapThrottling
import Testing

extension ThrottlingTests {
  @Suite struct GlobalSwitchTests {

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
      let power = ThrottleSwitch()
      var throttle = TapThrottle(.interval(0.5), enabledSwitch: power)
      #expect(throttle.admit(up(0)) == .run)
      power.isEnabled = false
      #expect(!power.isEnabled)
      #expect(throttle.admit(up(0.1)) == .run)
      #expect(throttle.admit(up(0.7)) == .run)
      #expect(throttle.droppedTapCount == 0)
      #expect(throttle.lastAcceptedTimestamp == 0)
      power.isEnabled = true
      #expect(throttle.admit(up(0.2)) == .drop)
    }

    @Test func aSwitchTurnsOffOnlyTheThrottlesThatObeyIt() {
      let power = ThrottleSwitch(isEnabled: false)
      var own = TapThrottle(.interval(0.5), enabledSwitch: power)
      var global = TapThrottle.interval(0.5)
      #expect(global.enabledSwitch === ThrottleSwitch.global)
      #expect([own.admit(up(0)), own.admit(up(0.1))] == [.run, .run])
      #expect([global.admit(up(0)), global.admit(up(0.1))] == [.run, .drop])
    }

    @Test func offThroughTheSimulatorForEveryControlAndMode() {
      let power = ThrottleSwitch()
      let log = DispatchLog()
      let interval = makeButton(
        "interval", throttle: TapThrottle(.interval(10), enabledSwitch: power), log: log)
      let grouping = makeButton(
        "grouping", throttle: TapThrottle(.tapGrouping, enabledSwitch: power), log: log)
      power.isEnabled = false
      interval.play([.tap(at: 0), .tap(at: 0.1)])
      grouping.play([.tap(at: 0, tapCount: 1), .tap(at: 0.1, tapCount: 2)])
      #expect(log.names == Array(repeating: oneTap, count: 4).flatMap { $0 })
      power.isEnabled = true
      log.clear()
      interval.play([.tap(at: 0.2)])
      grouping.play([.tap(at: 0.2, tapCount: 3)])
      #expect(log.names == oneTap)
    }

    // The process-wide switch is only ever flipped in a child process, so the tests above and
    // every other throttling test keep running in parallel with the global switch on.

    @Test func theGlobalSwitchTurnsOffEveryThrottleThatDoesNotHaveItsOwn() async {
      await #expect(processExitsWith: .success) {
        var throttle = TapThrottle.interval(10)
        var own = TapThrottle(.interval(10), enabledSwitch: ThrottleSwitch())
        TapThrottle.isEnabledGlobally = false
        precondition(!ThrottleSwitch.global.isEnabled)
        precondition([throttle.admit(up(0)), throttle.admit(up(0.1))] == [.run, .run])
        precondition([own.admit(up(0)), own.admit(up(0.1))] == [.run, .drop])
        TapThrottle.isEnabledGlobally = true
        precondition(throttle.admit(up(0.2)) == .run && throttle.admit(up(0.3)) == .drop)
      }
    }

    @Test func theEnvironmentSetsTheGlobalSwitchOnFirstUse() async {
      await #expect(processExitsWith: .success) {
        setenv(TapThrottle.environmentVariable, " OFF ", 1)
        precondition(!TapThrottle.isEnabledGlobally)
        var throttle = TapThrottle.interval(10)
        precondition([throttle.admit(up(0)), throttle.admit(up(0.1))] == [.run, .run])
      }
    }
  }
}
