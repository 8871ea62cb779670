import HitAreaKit

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
    Self.isScrollContainer(type: type, boundsOrigin: boundsOrigin)
  }

  /// ``isScrollContainer`` from a node's type and bounds origin: what a caller holding the
  /// nodes in an array asks without copying a node.
  package static func isScrollContainer(type: String?, boundsOrigin: Point) -> Bool {
    if boundsOrigin != .zero { return true }
    guard let type else { return false }
    // One pass over the type's bytes: its last component, then each suffix.
    return TypeName.withLastComponent(of: type, after: ".") {
      TypeName.bytes($0, endWith: "ScrollView") || TypeName.bytes($0, endWith: "TableView")
        || TypeName.bytes($0, endWith: "CollectionView")
        || TypeName.bytes($0, endWith: "RecyclerView")
        || TypeName.bytes($0, endWith: "ListView")
        || TypeName.bytes($0, are: "XCUIElementTypeTable")
    }
  }

  /// Whether the node's type edits text: a text field, secure or search field, a text view
  /// (`UITextView`, `XCUIElementTypeTextView`; Android's `TextView` is a label), an
  /// `EditText`.
  ///
  /// ```swift
  /// LayoutNode(id: "email", type: "UITextField", frame: .zero).isTextInput  // true
  /// ```
  public var isTextInput: Bool { Self.isTextInput(type: type) }

  /// ``isTextInput`` from a node's type alone.
  package static func isTextInput(type: String?) -> Bool {
    guard let type else { return false }
    // One pass over the type's bytes: its last component before any `:`, then each suffix.
    return TypeName.withLastComponent(of: type, after: ".", inFirstBefore: ":") {
      TypeName.bytes($0, endWith: "TextField") || TypeName.bytes($0, endWith: "SearchField")
        || TypeName.bytes($0, endWith: "EditText") || TypeName.bytes($0, endWith: "UITextView")
        || TypeName.bytes($0, are: "XCUIElementTypeTextView")
    }
  }

  /// Whether the node's type is text: a label or a text view, whose children are the links and
  /// spans inside its text (`XCUIElementTypeStaticText`, `XCUIElementTypeTextView`, and the same
  /// names without the prefix as WebDriverAgent and `debugDescription` write them; Android's
  /// `TextView` and its subclasses, which have no child views, so a child node is a span or a
  /// Compose text link; `UILabel`, `UITextView`).
  ///
  /// ```swift
  /// LayoutNode(id: "legal", type: "android.widget.TextView", frame: .zero).isText  // true
  /// ```
  public var isText: Bool { Self.isText(type: type) }

  /// ``isText`` from a node's type alone: what a caller holding the nodes in an array asks
  /// without copying a node.
  package static func isText(type: String?) -> Bool {
    guard let type else { return false }
    // One pass over the type's bytes: its last component before any `:`, then each check.
    return TypeName.withLastComponent(of: type, after: ".", inFirstBefore: ":") {
      TypeName.bytes($0, endWith: "TextView") || TypeName.bytes($0, endWith: "StaticText")
        || TypeName.bytes($0, are: "UILabel")
    }
  }

  /// Whether the node's type is a link: `XCUIElementTypeLink`, or `Link` as WebDriverAgent,
  /// idb and `debugDescription` write it.
  ///
  /// ```swift
  /// LayoutNode(id: "terms", type: "XCUIElementTypeLink", frame: .zero).isLink  // true
  /// ```
  public var isLink: Bool { Self.isLink(type: type) }

  /// ``isLink`` from a node's type alone.
  package static func isLink(type: String?) -> Bool {
    guard let type else { return false }
    return TypeName.withLastComponent(of: type, after: ".", inFirstBefore: ":") {
      TypeName.bytes($0, are: "XCUIElementTypeLink") || TypeName.bytes($0, are: "Link")
    }
  }
}
