import HitAreaKit

/// An accessibility element a capture records in place of views it cannot see: the content of a
/// SwiftUI hosting view, which UIKit sees as one opaque view.
///
/// The capture adds each element as a child node of its host, behind the host's real subviews,
/// with the element's frame as its bounds. Elements are **approximate targets**: their frame is
/// the accessibility frame (usually the visible bounds), not the hit-testing shape, and SwiftUI's
/// own hit testing (its touch slop, content shapes) is not modelled. An element is a target when
/// its traits include `.button`, `.link` or `.adjustable`; it is disabled when they include
/// `.notEnabled`.
///
/// ```swift
/// let pay = CapturedAccessibilityElement(
///   id: "pay", label: "Pay", frame: Rect(x: 16, y: 700, width: 343, height: 50), traits: .button)
/// pay.isTarget   // true
/// ```
package struct CapturedAccessibilityElement: Hashable, Sendable {
  /// The accessibility traits a capture records.
  package struct Traits: OptionSet, Hashable, Sendable {
    /// The raw bits.
    package var rawValue: UInt8
    /// Creates traits from raw bits.
    ///
    /// - Parameter rawValue: The bits.
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `.button`.
    package static let button = Traits(rawValue: 1 << 0)
    /// `.link`.
    package static let link = Traits(rawValue: 1 << 1)
    /// `.adjustable` (sliders, steppers).
    package static let adjustable = Traits(rawValue: 1 << 2)
    /// `.notEnabled`.
    package static let notEnabled = Traits(rawValue: 1 << 3)
  }

  /// The element's `accessibilityIdentifier`, used as the node's id when unique.
  package var id: String?
  /// The element's class name.
  package var type: String?
  /// The accessibility label.
  package var label: String?
  /// The accessibility frame, in the host view's bounds space.
  package var frame: Rect
  /// The traits that matter to the capture.
  package var traits: Traits

  /// Creates an element.
  ///
  /// ```swift
  /// let terms = CapturedAccessibilityElement(label: "Terms", frame: Rect(x: 0, y: 0, width: 40, height: 17), traits: .link)
  /// ```
  ///
  /// - Parameters:
  ///   - id: The accessibility identifier.
  ///   - type: The element's class name.
  ///   - label: The accessibility label.
  ///   - frame: The accessibility frame in the host's bounds space.
  ///   - traits: Its traits.
  package init(
    id: String? = nil, type: String? = nil, label: String? = nil, frame: Rect,
    traits: Traits = []
  ) {
    self.id = id
    self.type = type
    self.label = label
    self.frame = frame
    self.traits = traits
  }

  /// Whether the element is something to tap: a button, a link or an adjustable element.
  package var isTarget: Bool { !traits.isDisjoint(with: [.button, .link, .adjustable]) }

  /// Whether the element is enabled (its traits lack `.notEnabled`).
  package var isEnabled: Bool { !traits.contains(.notEnabled) }

  /// Whether a view of this class hosts SwiftUI content: its elements should be captured because
  /// its subviews do not show what is on screen.
  ///
  /// Recognized by the class name without its generic arguments and module: `_UIHostingView<…>` and
  /// `UIHostingContentView<…>` (and anything else ending in `HostingView` or `HostingContentView`).
  ///
  /// ```swift
  /// CapturedAccessibilityElement.isSwiftUIHost(className: "_UIHostingView<ContentView>")  // true
  /// CapturedAccessibilityElement.isSwiftUIHost(className: "UIView")                       // false
  /// ```
  ///
  /// - Parameter className: `String(describing: type(of: view))`.
  /// - Returns: Whether to capture the view's accessibility elements.
  package static func isSwiftUIHost(className: String) -> Bool {
    let base = className.split(separator: "<", maxSplits: 1).first.map(String.init) ?? className
    let name = base.split(separator: ".").last.map(String.init) ?? base
    return name.hasSuffix("HostingView") || name.hasSuffix("HostingContentView")
  }
}
