import Foundation

/// Values recorded from any thread, read back in order: what ran, what an observer saw.
///
/// ```swift
/// let seen = RecordedValues<Bool>()
/// killSwitch.onChange { seen.add($0) }
/// seen.all  // [false]
/// ```
public final class RecordedValues<Element>: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Element] = []

  /// Nothing recorded yet.
  public init() {}

  /// Records a value.
  public func add(_ value: Element) { lock.withLock { values.append(value) } }

  /// Everything recorded, in order.
  public var all: [Element] { lock.withLock { values } }
}
