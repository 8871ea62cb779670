/// A value of `XCUIElementSnapshot.dictionaryRepresentation` as plain Swift: a string, a number,
/// a Boolean, a dictionary or an array.
///
/// XCTest hands the dictionary over as `[XCUIElement.AttributeName: Any]`; this type makes the
/// same content `Sendable` and comparable, and lets tests on any platform write one as a literal:
///
/// ```swift
/// let button: [String: SnapshotValue] = [
///   "elementType": 9, "identifier": "close", "label": "Close", "enabled": true,
///   "frame": ["X": 340, "Y": 60, "Width": 24, "Height": 24],
/// ]
/// ```
public enum SnapshotValue: Sendable, Hashable {
  /// Text.
  case string(String)
  /// A number (XCTest's `NSNumber`s, `Int`s, `Double`s and `CGFloat`s).
  case number(Double)
  /// A Boolean.
  case bool(Bool)
  /// A dictionary, such as a frame (`X`, `Y`, `Width`, `Height`).
  case dictionary([String: SnapshotValue])
  /// An array, such as `children`.
  case array([SnapshotValue])

  /// The value as a number: a number, or a Boolean as 0 or 1.
  public var number: Double? {
    switch self {
    case .number(let n): n
    case .bool(let b): b ? 1 : 0
    default: nil
    }
  }

  /// The value as a Boolean: a Boolean, or a number other than 0.
  public var bool: Bool? {
    switch self {
    case .bool(let b): b
    case .number(let n): n != 0
    default: nil
    }
  }

  /// The value as text: a string, or a number or Boolean written out (XCTest's `value` of a
  /// switch or a slider).
  public var text: String? {
    switch self {
    case .string(let s): s
    case .number(let n): n.rounded() == n && abs(n) < 1e15 ? String(Int64(n)) : String(n)
    case .bool(let b): b ? "1" : "0"
    default: nil
    }
  }
}

extension SnapshotValue {
  /// The plain value of whatever XCTest put in the dictionary: `String`, `Bool`, `NSNumber` and
  /// the other number types, `[String: Any]` (with `String`-convertible keys such as
  /// `XCUIElement.AttributeName`), and `[Any]`; `nil` for anything else (`NSNull`, a date).
  ///
  /// - Parameter value: The value.
  public init?(_ value: Any) {
    switch value {
    case let s as String: self = .string(s)
    case let b as Bool where type(of: value) == Bool.self: self = .bool(b)
    case let n as Int: self = .number(Double(n))
    case let n as Double: self = .number(n)
    case let n as Float: self = .number(Double(n))
    case let n as any BinaryInteger: self = .number(Double(Int64(truncatingIfNeeded: n)))
    case let n as any BinaryFloatingPoint: self = .number(Double(n))
    case let d as [String: Any]: self = .dictionary(d.compactMapValues(SnapshotValue.init))
    case let d as [AnyHashable: Any]:
      var out: [String: SnapshotValue] = [:]
      for (key, value) in d {
        guard let converted = SnapshotValue(value) else { continue }
        out[Self.key(key)] = converted
      }
      self = .dictionary(out)
    case let a as [Any]: self = .array(a.compactMap(SnapshotValue.init))
    default:
      // A Boolean bridged from Objective-C (an NSNumber) lands here on some platforms.
      if let b = value as? Bool { self = .bool(b) } else { return nil }
    }
  }

  /// A dictionary key as text: a string, or a string's raw value (`XCUIElement.AttributeName`).
  private static func key(_ key: AnyHashable) -> String {
    if let s = key.base as? String { return s }
    if let raw = key.base as? any RawRepresentable, let s = raw.rawValue as? String { return s }
    return String(describing: key.base)
  }
}

extension SnapshotValue: ExpressibleByStringLiteral {
  /// Text.
  ///
  /// - Parameter value: The text.
  public init(stringLiteral value: String) { self = .string(value) }
}

extension SnapshotValue: ExpressibleByIntegerLiteral {
  /// A number.
  ///
  /// - Parameter value: The number.
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
}

extension SnapshotValue: ExpressibleByFloatLiteral {
  /// A number.
  ///
  /// - Parameter value: The number.
  public init(floatLiteral value: Double) { self = .number(value) }
}

extension SnapshotValue: ExpressibleByBooleanLiteral {
  /// A Boolean.
  ///
  /// - Parameter value: The Boolean.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension SnapshotValue: ExpressibleByDictionaryLiteral {
  /// A dictionary.
  ///
  /// - Parameter elements: The keys and values.
  public init(dictionaryLiteral elements: (String, SnapshotValue)...) {
    self = .dictionary(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
}

extension SnapshotValue: ExpressibleByArrayLiteral {
  /// An array.
  ///
  /// - Parameter elements: The values.
  public init(arrayLiteral elements: SnapshotValue...) { self = .array(elements) }
}
