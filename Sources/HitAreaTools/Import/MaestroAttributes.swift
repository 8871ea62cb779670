/// The attributes of a Maestro node the importer reads, each a string (`"true"`, `"false"`
/// for flags) or `nil` when the node has no string for it.
///
/// A node has about fifteen attributes and the importer reads thirteen names (nine for a
/// platform's own rules, and the three that tell Android apart): only those are made into
/// strings, and each is a stored property rather than a dictionary's entry hashed when it is
/// written and each time it is read.
///
/// ```swift
/// var attributes = MaestroAttributes()
/// attributes.set(.accessibilityText, to: "Sign in")
/// attributes.accessibilityText  // "Sign in"
/// ```
struct MaestroAttributes {
  /// `bounds`: `[left,top][right,bottom]`.
  var bounds: String?
  /// `class` (Android).
  var className: String?
  /// `clickable` (Android).
  var clickable: String?
  /// Whether the node has an `ignoreBoundsFiltering` string (Android).
  var hasIgnoreBoundsFiltering = false
  /// `accessibilityText`: the content description on Android, the label on iOS.
  var accessibilityText: String?
  /// `text`.
  var text: String?
  /// `resource-id`: the resource id on Android, the accessibility identifier on iOS.
  var resourceID: String?
  /// `enabled`.
  var enabled: String?
  /// `scrollable` (Android).
  var scrollable: String?
  /// `title` (iOS).
  var title: String?
  /// `value` (iOS).
  var value: String?
  /// `hintText`: a text field's placeholder.
  var hintText: String?
  /// `checked`.
  var checked: String?

  /// An attribute the importer reads, by its name in the file.
  enum Name: String, CaseIterable {
    case bounds, text, clickable, enabled, scrollable, title, value, hintText, checked
    case accessibilityText, ignoreBoundsFiltering
    case className = "class"
    case resourceID = "resource-id"

    /// The names by their bytes (made once from the cases).
    private static let table = ByteKeyTable(allCases.map { ($0.rawValue, $0) })

    /// The attribute a key names, or `nil` for one that is not read (its string is then not
    /// made).
    init?(key: String) {
      guard let name = Self.table[key] else { return nil }
      self = name
    }
  }

  /// Records an attribute's string.
  ///
  /// - Parameters:
  ///   - name: The attribute.
  ///   - string: Its string.
  mutating func set(_ name: Name, to string: String) {
    switch name {
    case .bounds: bounds = string
    case .className: className = string
    case .clickable: clickable = string
    case .ignoreBoundsFiltering: hasIgnoreBoundsFiltering = true
    case .accessibilityText: accessibilityText = string
    case .text: text = string
    case .resourceID: resourceID = string
    case .enabled: enabled = string
    case .scrollable: scrollable = string
    case .title: title = string
    case .value: value = string
    case .hintText: hintText = string
    case .checked: checked = string
    }
  }
}
