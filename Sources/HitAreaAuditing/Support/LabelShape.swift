@_spi(Readers) import HitAreaSnapshot

/// What a label's bytes are like, told without writing them: how many there are, the last one,
/// and whether they decide the label's equality (``CanonicalBytes``); a label's shape is its
/// pieces' shapes added up.
///
/// ```swift
/// let shape = LabelShape("Switch") + LabelShape.quotes(around: LabelShape("Wi-Fi"))
/// shape.count  // 18, as "Switch ‘Wi-Fi’" has
/// ```
struct LabelShape: Sendable {
  /// How many bytes.
  var count: Int
  /// The last byte, if any.
  var last: UInt8?
  /// Whether the bytes decide equality: each piece's do (the property holds scalar by scalar).
  var isNormalized: Bool

  /// The shape of a text's UTF-8.
  ///
  /// - Parameter text: The text.
  @inline(__always) init(_ text: String) {
    (count, last, isNormalized) = text.withUTF8Bytes {
      ($0.count, $0.last, CanonicalBytes.isNormalized($0))
    }
  }

  /// The shape of a literal's UTF-8.
  ///
  /// - Parameter text: The literal.
  init(_ text: StaticString) {
    (count, last, isNormalized) = text.withUTF8Buffer {
      ($0.count, $0.last, CanonicalBytes.isNormalized($0))
    }
  }

  /// Two pieces one after the other.
  static func + (a: Self, b: Self) -> Self {
    var sum = a
    sum.count += b.count
    sum.last = b.last ?? a.last
    sum.isNormalized = a.isNormalized && b.isNormalized
    return sum
  }

  /// What goes between a kind and its text (`Switch ‘Wi-Fi’`).
  static let beforeText: StaticString = " ‘"
  /// What goes after a kind's text.
  static let afterText: StaticString = "’"
  /// What goes between a kind and a name (`ImageButton play`).
  static let beforeName: StaticString = " "
  /// The label of a node with no kind, no text and no name.
  static let noKind: StaticString = "View"

  /// The shape of ``noKind``.
  static let view = LabelShape(noKind)
  /// The shapes of what goes around a kind's text.
  private static let quoteShapes = (LabelShape(beforeText), LabelShape(afterText))
  /// The shape of ``beforeName``.
  private static let spaceShape = LabelShape(beforeName)

  /// A text's shape with what goes around it after a kind.
  ///
  /// - Parameter text: The text's shape.
  static func quotes(around text: Self) -> Self { quoteShapes.0 + text + quoteShapes.1 }

  /// A name's shape with what goes before it after a kind.
  ///
  /// - Parameter name: The name's shape.
  static func name(_ name: Self) -> Self { spaceShape + name }
}
