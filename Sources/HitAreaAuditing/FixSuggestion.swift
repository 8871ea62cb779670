import HitAreaKit

/// A concrete hit area that brings an undersized target as close to the standard as its
/// neighbours allow.
///
/// The suggestion grows the target's visible bounds symmetrically towards the standard, each edge
/// only as far as it stays clear of other targets: of their visible bounds and current hit areas,
/// and, for neighbours that get a suggestion too, of the half of the gap on their side (gaps are
/// split at the midpoint). It replaces the target's current hit area.
///
/// ```swift
/// let fix = report.fixes[0]
/// fix.hitArea      // .outset(top: 12, left: 12, bottom: 12, right: 2)
/// fix.swiftCode    // "close.hitArea = .outset(top: 12, left: 12, bottom: 12, right: 2)"
/// fix.shortfall    // 10×0: the neighbour on the right leaves no room for the last 10 pt
/// let fixed = snapshot.applying(report.fixes)
/// ```
public struct FixSuggestion: Hashable, Sendable {
  /// The id of the target to change.
  public var target: String
  /// The name a person knows the target by: its label, else its type and id (the audit sets it
  /// from the snapshot; the id when nothing else is known).
  public var label: String
  /// The hit area to give it, in its own bounds space: `.minimumSize(_:)` when the
  /// symmetric growth fits, per-edge outsets otherwise.
  public var hitArea: HitArea
  /// One line of Swift that applies it, such as `close.hitArea = .minimumSize(44)`; the variable
  /// is the target's id when that is a Swift identifier, else a name from its label
  /// (`autoCorrectionSwitch`, see ``ReportNames/variables``).
  public var swiftCode: String
  /// The suggested hit area in root space (the box around it when transformed).
  public var rect: Rect
  /// The size the suggested hit area reaches on screen.
  public var achievedSize: Size
  /// What is still missing to the standard, per axis, where neighbours leave no room.
  public var shortfall: Size
  /// The targets that limited the growth, in the snapshot's depth-first order.
  public var limitedBy: [String]
  /// The outermost ancestor without the overflow switch that would cut the suggested area; turn
  /// the switch on there to make all of it reachable.
  public var clippedBy: String?
  /// The same fix in Android's terms (a `TouchDelegate`, `android:minWidth`/`minHeight` or
  /// padding, Compose), for screens from Android; `nil` for other platforms.
  public var android: AndroidFix? = nil
  /// One line of Swift that turns that switch on, such as `cell.overflowsHitAreas = true`; `nil`
  /// when ``clippedBy`` is.
  ///
  /// Applying a fix means both lines.
  public var overflowSwiftCode: String?

  /// Creates a suggestion.
  ///
  /// - Parameters:
  ///   - target: The target's id.
  ///   - hitArea: The hit area to set.
  ///   - swiftCode: A line of Swift that sets it.
  ///   - rect: The suggested hit area in root space.
  ///   - achievedSize: Its size on screen.
  ///   - shortfall: What is still missing to the standard.
  ///   - limitedBy: The targets that limited the growth.
  ///   - clippedBy: The ancestor that would cut the suggested area.
  ///   - overflowSwiftCode: A line of Swift that turns on that ancestor's overflow switch.
  ///   - label: The name a person knows the target by; the target's id when `nil`.
  ///
  /// ```swift
  /// FixSuggestion(
  ///   target: "close", hitArea: .minimumSize(44), swiftCode: "close.hitArea = .minimumSize(44)",
  ///   rect: Rect(x: 0, y: 0, width: 44, height: 44), achievedSize: Size(square: 44),
  ///   shortfall: .zero)
  /// ```
  package init(
    target: String, hitArea: HitArea, swiftCode: String, rect: Rect, achievedSize: Size,
    shortfall: Size, limitedBy: [String] = [], clippedBy: String? = nil, label: String? = nil,
    overflowSwiftCode: String? = nil
  ) {
    self.target = target
    self.label = label ?? target
    self.hitArea = hitArea
    self.swiftCode = swiftCode
    self.rect = rect
    self.achievedSize = achievedSize
    self.shortfall = shortfall
    self.limitedBy = limitedBy
    self.clippedBy = clippedBy
    self.overflowSwiftCode = overflowSwiftCode
  }

  /// Whether the suggestion reaches the standard on both axes.
  ///
  /// ```swift
  /// report.fixes.filter { !$0.meetsStandard }.map(\.target)  // targets that need more room
  /// ```
  public var meetsStandard: Bool { shortfall.width <= 0 && shortfall.height <= 0 }
}
