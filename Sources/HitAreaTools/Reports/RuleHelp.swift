import HitAreaAuditing
import HitAreaKit

/// What each audit rule checks and how to fix what it finds, for reports that describe their
/// rules (SARIF's `rules`, the HTML report's legend).
///
/// ```swift
/// RuleHelp.summary(.overlap)  // "Hit areas overlap and one target loses touches to the other."
/// ```
package enum RuleHelp {
  /// The rule's name in UpperCamelCase, as SARIF's `name`: `MinSize`, `ActivationPoint`.
  ///
  /// - Parameter id: The rule's identifier, such as `min-size`.
  package static func name(_ id: String) -> String {
    id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// One sentence: what the rule finds.
  ///
  /// - Parameter rule: The rule.
  package static func summary(_ rule: AuditRule) -> String {
    switch rule.known {
    case .minSize: "A target's effective hit area is smaller than the size standard."
    case .overlap: "Hit areas overlap and one target loses touches to the other."
    case .unreachable: "Part of a target's hit area receives no touch."
    case .activationPoint: "A tap at a target's visible centre reaches another target, or nothing."
    case .inertHitArea: "A hit area is set on a view that can never be hit."
    }
  }

  /// A paragraph: why it matters and what to do.
  ///
  /// - Parameter rule: The rule.
  package static func help(_ rule: AuditRule) -> String {
    switch rule.known {
    case .minSize:
      "The effective hit area is the view's hit area cut by every ancestor that rejects the "
        + "touch. Under the standard (44×44 pt on iOS, 48×48 dp on Android, 24×24 or 44×44 CSS px "
        + "for WCAG 2.2), people miss the target. Fix: give the view a hit area up to the "
        + "standard that stays clear of its neighbours (the finding's suggestion), and turn on "
        + "the overflow switch of an ancestor that cuts it."
    case .overlap:
      "Where two hit areas overlap beyond what the layout makes unavoidable, only one target can "
        + "receive the touch, so the other loses taps meant for it. Fix: shrink the enlarged hit "
        + "areas so that they meet at the midpoint of the gap, or choose the nearest or "
        + "mostLikely resolution policy."
    case .unreachable:
      "An ancestor rejects the point, or a view in front receives it, so the hit area promises "
        + "more than a finger gets. Fix: turn on the overflow switch of the ancestor that cuts "
        + "it, or move the covering view out of the way or let touches pass through it."
    case .activationPoint:
      "VoiceOver and TalkBack activate an element by tapping its visible centre; when another "
        + "target claims that point, activating one control triggers another. Fix: keep other "
        + "hit areas off the target's visible centre."
    case .inertHitArea:
      "The view is hidden, transparent, disabled or has user interaction off (itself or "
        + "through an ancestor), or its transform cannot be inverted, so its hit area has no "
        + "effect. Fix: enable the view, or remove the hit area."
    }
  }

  /// Where the rules are documented: the README in the repository.
  ///
  /// Its *Audit rules* section has one heading per rule. This is the one place the address is
  /// written; SARIF's `helpUri` links to it.
  package static let documentationBase =
    "https://github.com/OWNER/HitAreaKit/blob/main/README.md"

  /// The address of a rule's documentation: the README's heading of that rule, such as
  /// `…/README.md#min-size`.
  ///
  /// - Parameter id: The rule's identifier, such as `min-size` or `parse-error`.
  package static func documentationURL(_ id: String) -> String {
    documentationBase + "#" + id
  }

  /// The summary of a file that cannot be read.
  package static let parseErrorSummary = "A file could not be read as a screen dump."

  /// The help for a file that cannot be read.
  package static let parseErrorHelp =
    "The file is not a layout snapshot, an XCUITest or Appium page source, a uiautomator dump "
    + "or a RICO hierarchy, or it is damaged or too large; the message names the place. Fix the "
    + "file, or move it out of the audited folders."
}
