import HitAreaKit
import Testing

/// One test per row of the migration table (Documentation.docc/MigratingFromCategorySnippets.md):
/// each snippet's own arithmetic, as the snippets compute it, against the `HitArea` that replaces it.
@Suite struct MigrationTableTests {
  static let bounds = Rect(x: 0, y: 0, width: 30, height: 20)

  /// `UIButton+EnlargeTouchArea`: `setEnlargeEdge(20)`, positive grows.
  @Test func setEnlargeEdge() {
    let size = 20.0
    let snippet = Rect(
      x: Self.bounds.origin.x - size, y: Self.bounds.origin.y - size,
      width: Self.bounds.size.width + 2 * size, height: Self.bounds.size.height + 2 * size)
    #expect(HitArea.outset(20).rect(in: Self.bounds) == snippet)
  }

  /// `setEnlargeEdgeWithTop:right:bottom:left:` — note the clockwise argument order.
  @Test func setEnlargeEdgeWithTopRightBottomLeft() {
    let (top, right, bottom, left) = (1.0, 2.0, 3.0, 4.0)
    let snippet = Rect(
      x: Self.bounds.origin.x - left, y: Self.bounds.origin.y - top,
      width: Self.bounds.size.width + left + right, height: Self.bounds.size.height + top + bottom)
    #expect(
      HitArea.outset(top: top, left: left, bottom: bottom, right: right).rect(in: Self.bounds)
        == snippet)
  }

  /// `yf_touchExtendInset` / `touchExpandInsets`: a `UIEdgeInsets`, negative grows, applied with
  /// `UIEdgeInsetsInsetRect` (plain arithmetic).
  @Test func touchExtendInsetUIEdgeInsets() {
    let insets = (top: -5.0, left: -10.0, bottom: -5.0, right: -10.0)
    let snippet = Self.bounds.insetLiterally(
      top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    let area = HitArea.edgeInsets(
      top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    #expect(area.rect(in: Self.bounds) == snippet)
    #expect(area == .outset(horizontal: 10, vertical: 5))
  }

  /// `extendedHitArea = CGRect(x: left, y: top, width: right, height: bottom)`, positive grows.
  @Test func extendedHitAreaRectEncoding() {
    let encoded = Rect(x: 6, y: 7, width: 8, height: 9)  // left, top, right, bottom
    let snippet = Rect(
      x: Self.bounds.origin.x - encoded.origin.x, y: Self.bounds.origin.y - encoded.origin.y,
      width: Self.bounds.size.width + encoded.origin.x + encoded.size.width,
      height: Self.bounds.size.height + encoded.origin.y + encoded.size.height)
    let area = HitArea.outset(
      top: encoded.origin.y, left: encoded.origin.x, bottom: encoded.size.height,
      right: encoded.size.width)
    #expect(area.rect(in: Self.bounds) == snippet)
  }

  /// `BiggerClickAreaButton`: at least 44 × 44, centred on the button.
  @Test func biggerClickAreaButton() {
    let dx = max(44 - Self.bounds.size.width, 0) / 2
    let dy = max(44 - Self.bounds.size.height, 0) / 2
    let snippet = Self.bounds.insetLiterally(top: -dy, left: -dx, bottom: -dy, right: -dx)
    #expect(HitArea.minimumSize(44).rect(in: Self.bounds) == snippet)
    #expect(HitArea.minimumSize().rect(in: Self.bounds) == snippet)
  }
}
