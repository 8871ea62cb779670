extension TapThrottle {
  /// The environment variable that turns every throttle off when set to `off`:
  /// `HITAREA_THROTTLE`.
  ///
  /// ```swift
  /// // In the UI test target:
  /// app.launchEnvironment[TapThrottle.environmentVariable] = "off"   // HITAREA_THROTTLE=off
  /// ```
  public static let environmentVariable = "HITAREA_THROTTLE"

  /// Whether tap throttles are on in this process: ``ThrottleSwitch/global``'s state.
  ///
  /// When `false`, every throttle that obeys the global switch (all of them, unless given their own
  /// ``enabledSwitch``) lets every tap through and records nothing.
  ///
  /// Its initial value comes from the environment, read once, on first use: it is `false` when
  /// `HITAREA_THROTTLE` is `off` (or `0`, `false`, `no`, `disabled`; any case, surrounding
  /// spaces ignored; see ``isEnabled(environmentValue:)``), and `true` otherwise. Setting it
  /// overrides the environment for the rest of the process. Safe to read and write from any
  /// thread.
  ///
  /// UI tests that tap faster than a person would can turn throttling off either way:
  ///
  /// ```swift
  /// // In the app, e.g. behind a launch argument:
  /// TapThrottle.isEnabledGlobally = false
  /// // Or in the UI test, without touching app code:
  /// app.launchEnvironment["HITAREA_THROTTLE"] = "off"
  /// ```
  public static var isEnabledGlobally: Bool {
    get { ThrottleSwitch.global.isEnabled }
    set { ThrottleSwitch.global.isEnabled = newValue }
  }

  /// Whether an environment value of `HITAREA_THROTTLE` leaves throttling on.
  ///
  /// `off`, `0`, `false`, `no` and `disabled` (any case, surrounding whitespace ignored) turn it
  /// off; anything else, and no value at all, leaves it on.
  ///
  /// - Parameter value: The variable's value, or `nil` if it is not set.
  /// - Returns: `false` if the value turns throttling off.
  ///
  /// ```swift
  /// TapThrottle.isEnabled(environmentValue: "off")   // false
  /// TapThrottle.isEnabled(environmentValue: " OFF ") // false
  /// TapThrottle.isEnabled(environmentValue: "on")    // true
  /// TapThrottle.isEnabled(environmentValue: nil)     // true
  /// ```
  public static func isEnabled(environmentValue value: String?) -> Bool {
    guard let value else { return true }
    let trimmed = value.lowercased().drop(while: \.isWhitespace).reversed()
      .drop(while: \.isWhitespace).reversed()
    let word = String(trimmed)
    return !["off", "0", "false", "no", "disabled"].contains(word)
  }
}
