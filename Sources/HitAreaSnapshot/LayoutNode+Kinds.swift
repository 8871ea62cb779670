// What a node's recorded type says it is, for the rules that treat kinds of views differently.

extension LayoutNode {
  /// Whether the node is a scroll container: its content outside its bounds is scrolled out of
  /// view, not broken.
  ///
  /// Recognized by a non-zero bounds origin (a scrolled scroll view) or by its type's last
  /// component: `…ScrollView`, `…TableView`, `…CollectionView`, `…RecyclerView`, `…ListView`,
  /// `XCUIElementTypeTable`. A capture records what it knew in the type (see
  /// `LayoutSnapshot.init(capturing:in:describe:)`), so a live scroll view whose class name does
  /// not say so reads as one.
  ///
  /// ```swift
  /// LayoutNode(id: "list", type: "UITableView", frame: .zero).isScrollContainer  // true
  /// ```
  public var isScrollContainer: Bool {
    if boundsOrigin != .zero { return true }
    guard let type else { return false }
    let name = type.split(separator: ".").last.map(String.init) ?? type
    let suffixes = ["ScrollView", "TableView", "CollectionView", "RecyclerView", "ListView"]
    return suffixes.contains { name.hasSuffix($0) } || name == "XCUIElementTypeTable"
  }

  /// Whether the node's type edits text: a text field, secure or search field, a text view
  /// (`UITextView`, `XCUIElementTypeTextView`; Android's `TextView` is a label), an
  /// `EditText`.
  ///
  /// ```swift
  /// LayoutNode(id: "email", type: "UITextField", frame: .zero).isTextInput  // true
  /// ```
  public var isTextInput: Bool {
    guard let type else { return false }
    let name = type.split(separator: ":").first.map { String($0) } ?? type
    let last = name.split(separator: ".").last.map(String.init) ?? name
    if last.hasSuffix("TextField") || last.hasSuffix("SearchField") || last.hasSuffix("EditText") {
      return true
    }
    return last == "UITextView" || last == "XCUIElementTypeTextView" || last.hasSuffix("UITextView")
  }
}
