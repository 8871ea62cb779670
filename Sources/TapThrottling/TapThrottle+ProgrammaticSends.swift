extension TapThrottle {
  /// What a ``TapThrottle`` does with sends that carry no `UIEvent`: `sendActions(for:)`,
  /// `performPrimaryAction()`, the accessibility large-content lift, focus selection and
  /// spring-loaded activation.
  ///
  /// ```swift
  /// var throttle = TapThrottle(.interval(0.5))
  /// throttle.programmaticSends = .throttle   // treat them like taps
  /// ```
  public struct ProgrammaticSends: Hashable, Sendable, CustomStringConvertible {
    private enum Storage: Hashable {
      case pass
      case throttle
    }

    private let storage: Storage

    private init(_ storage: Storage) { self.storage = storage }

    /// The default: programmatic sends always run and never start a window.
    ///
    /// Code that calls `sendActions(for:)` means it.
    ///
    /// ```swift
    /// throttle.programmaticSends = .pass
    /// ```
    public static let pass = ProgrammaticSends(.pass)

    /// Programmatic sends are throttled like taps at the time given in
    /// ``Send/programmatic(events:time:)``: they are dropped inside the window of an accepted tap
    /// and, when accepted, start a window.
    ///
    /// Sends without a time still run. Tap grouping never drops them (they have no tap count).
    ///
    /// ```swift
    /// throttle.programmaticSends = .throttle
    /// ```
    public static let throttle = ProgrammaticSends(.throttle)

    /// `pass` or `throttle`.
    ///
    /// ```swift
    /// TapThrottle.ProgrammaticSends.pass.description  // "pass"
    /// ```
    public var description: String {
      switch storage {
      case .pass: "pass"
      case .throttle: "throttle"
      }
    }
  }
}
