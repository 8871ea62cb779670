extension ElementSnapshot {
  /// The names of `XCUIElement.ElementType`'s cases, by raw value (0 `any` … 82 `statusItem`),
  /// as XCUITest page source spells them without the `XCUIElementType` prefix.
  public static let typeNames: [String] = [
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

  /// The element's type as XCUITest page source names it: `XCUIElementTypeButton` for 9;
  /// `XCUIElementTypeOther` for a raw value this table does not know (a newer SDK's type).
  public var typeName: String {
    "XCUIElementType"
      + (Self.typeNames.indices.contains(elementType) ? Self.typeNames[elementType] : "Other")
  }
}
