/// The names of XCTest's `XCUIElement.ElementType` cases, as the iOS dumps without the
/// `XCUIElementType` prefix print them (WebDriverAgent's JSON page source, `debugDescription`,
/// idb's element types), and the prefixed names layout snapshots record, so that every iOS
/// importer gives a button the type XCUITest page source gives it (`XCUIElementTypeButton`).
enum XCUIElementTypeName {
  /// The prefix of the names in XCUITest page source.
  static let prefix = "XCUIElementType"

  /// Every element type's name without the prefix (`XCUIElement.ElementType`'s cases, raw values
  /// 0 to 82).
  static let all: Set<String> = [
    "Any", "Other", "Application", "Group", "Window", "Sheet", "Drawer", "Alert", "Dialog",
    "Button", "RadioButton", "RadioGroup", "CheckBox", "DisclosureTriangle", "PopUpButton",
    "ComboBox", "MenuButton", "ToolbarButton", "Popover", "Keyboard", "Key", "NavigationBar",
    "TabBar", "TabGroup", "Toolbar", "StatusBar", "Table", "TableRow", "TableColumn", "Outline",
    "OutlineRow", "Browser", "CollectionView", "Slider", "PageIndicator", "ProgressIndicator",
    "ActivityIndicator", "SegmentedControl", "Picker", "PickerWheel", "Switch", "Toggle", "Link",
    "Image", "Icon", "SearchField", "ScrollView", "ScrollBar", "StaticText", "TextField",
    "SecureTextField", "DatePicker", "TextView", "Menu", "MenuItem", "MenuBar", "MenuBarItem",
    "Map", "WebView", "IncrementArrow", "DecrementArrow", "Timeline", "RatingIndicator",
    "ValueIndicator", "SplitGroup", "Splitter", "RelevanceIndicator", "ColorWell", "HelpTag",
    "Matte", "DockItem", "Ruler", "RulerMarker", "Grid", "LevelIndicator", "Cell", "LayoutArea",
    "LayoutItem", "Handle", "Stepper", "Tab", "TouchBar", "StatusItem",
  ]

  /// The page source name of a short name: `Button` → `XCUIElementTypeButton`; a name that is
  /// prefixed already stays as it is.
  static func prefixed(_ name: String) -> String {
    name.hasPrefix(prefix) ? name : prefix + name
  }

  /// Whether a type is a tap target, as ``XCUITestImporter/targetTypes`` says for page source.
  ///
  /// - Parameter name: A name with or without the prefix.
  static func isTarget(_ name: String) -> Bool {
    XCUITestImporter.targetTypes.contains(prefixed(name))
  }
}
