/// A set of control events, with the bit values of UIKit's `UIControl.Event`.
///
/// The core's counterpart of `UIControl.Event`: the raw values are identical, so the UIKit adapter
/// converts in both directions with `rawValue` and nothing else.
///
/// ```swift
/// let events: ControlEvents = [.touchUpInside, .primaryActionTriggered]
/// events.rawValue                                  // 8256 (1 << 6 | 1 << 13)
/// events.contains(.valueChanged)                   // false
/// ControlEvents(rawValue: UIControl.Event.touchUpInside.rawValue) == .touchUpInside  // true
/// ```
public struct ControlEvents: OptionSet, Hashable, Sendable {
  /// The bits, exactly as in `UIControl.Event.rawValue`.
  public let rawValue: UInt

  /// Creates a set from UIKit's bits.
  ///
  /// - Parameter rawValue: A `UIControl.Event.rawValue`; unknown bits are kept as they are.
  ///
  /// ```swift
  /// ControlEvents(rawValue: 1 << 6)  // .touchUpInside
  /// ```
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// A touch-down event in the control (`1 << 0`).
  public static let touchDown = ControlEvents(rawValue: 1 << 0)
  /// A repeated touch-down: a touch-down whose tap count is greater than one (`1 << 1`).
  public static let touchDownRepeat = ControlEvents(rawValue: 1 << 1)
  /// A finger dragged within the control's tracking area (`1 << 2`).
  public static let touchDragInside = ControlEvents(rawValue: 1 << 2)
  /// A finger dragged outside the control's tracking area (`1 << 3`).
  public static let touchDragOutside = ControlEvents(rawValue: 1 << 3)
  /// A finger dragged into the control's tracking area (`1 << 4`).
  public static let touchDragEnter = ControlEvents(rawValue: 1 << 4)
  /// A finger dragged out of the control's tracking area (`1 << 5`).
  public static let touchDragExit = ControlEvents(rawValue: 1 << 5)
  /// A touch lifted inside the control's tracking area: a tap (`1 << 6`).
  public static let touchUpInside = ControlEvents(rawValue: 1 << 6)
  /// A touch lifted outside the control's tracking area (`1 << 7`).
  public static let touchUpOutside = ControlEvents(rawValue: 1 << 7)
  /// A system event cancelled the touch (`1 << 8`).
  public static let touchCancel = ControlEvents(rawValue: 1 << 8)
  /// The control's value changed, as when a slider moves (`1 << 12`).
  public static let valueChanged = ControlEvents(rawValue: 1 << 12)
  /// The control's semantic action, such as a button tap (`1 << 13`).
  public static let primaryActionTriggered = ControlEvents(rawValue: 1 << 13)
  /// A menu action was triggered (`1 << 14`).
  public static let menuActionTriggered = ControlEvents(rawValue: 1 << 14)
  /// Editing began in a text control (`1 << 16`).
  public static let editingDidBegin = ControlEvents(rawValue: 1 << 16)
  /// The text of a text control changed (`1 << 17`).
  public static let editingChanged = ControlEvents(rawValue: 1 << 17)
  /// Editing ended in a text control (`1 << 18`).
  public static let editingDidEnd = ControlEvents(rawValue: 1 << 18)
  /// The return key ended editing in a text control (`1 << 19`).
  public static let editingDidEndOnExit = ControlEvents(rawValue: 1 << 19)

  /// Every touch event: `touchDown` through `touchCancel` and the reserved touch bits
  /// (`0x0FFF`).
  public static let allTouchEvents = ControlEvents(rawValue: 0x0FFF)
  /// Every editing event (`0x000F_0000`).
  public static let allEditingEvents = ControlEvents(rawValue: 0x000F_0000)
  /// The range reserved for applications (`0x0F00_0000`).
  public static let applicationReserved = ControlEvents(rawValue: 0x0F00_0000)
  /// The range reserved for the system (`0xF000_0000`).
  public static let systemReserved = ControlEvents(rawValue: 0xF000_0000)
  /// Every event (`0xFFFF_FFFF`).
  public static let allEvents = ControlEvents(rawValue: 0xFFFF_FFFF)
}

extension ControlEvents: CustomStringConvertible {
  /// The names of the named events in the set, then any other bits in hexadecimal.
  ///
  /// For example `[touchUpInside, primaryActionTriggered]`.
  ///
  /// ```swift
  /// ControlEvents([.touchDown, .valueChanged]).description  // "[touchDown, valueChanged]"
  /// ```
  public var description: String {
    var names: [String] = []
    var rest = self
    for (event, name) in Self.names where rest.contains(event) {
      names.append(name)
      rest.remove(event)
    }
    if !rest.isEmpty {
      names.append("0x" + String(rest.rawValue, radix: 16, uppercase: true))
    }
    return "[" + names.joined(separator: ", ") + "]"
  }

  private static let names: [(ControlEvents, String)] = [
    (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
    (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
    (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
    (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
    (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
    (.primaryActionTriggered, "primaryActionTriggered"),
    (.menuActionTriggered, "menuActionTriggered"), (.editingDidBegin, "editingDidBegin"),
    (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
    (.editingDidEndOnExit, "editingDidEndOnExit"),
  ]
}
