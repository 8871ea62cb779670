/// The platform a screen comes from, and the words reports about it use: the unit sizes print in,
/// the screen reader that messages name and the language fixes are written in. (The size
/// standard audited by default is the audit's: `ScreenPlatform.defaultStandard` in
/// HitAreaAuditing.)
///
/// | | ``ios`` | ``android`` |
/// |---|---|---|
/// | unit | `pt` | `dp` |
/// | screen reader | VoiceOver | TalkBack |
/// | fixes | Swift (`view.hitArea = …`) | `TouchDelegate`, `android:minWidth`/`minHeight`, padding, Compose |
///
/// ```swift
/// ScreenPlatform.android.unit          // .dp
/// ScreenPlatform.android.screenReader  // "TalkBack"
/// ```
public enum ScreenPlatform: String, CaseIterable, Hashable, Sendable, Codable {
  /// iOS (and iPadOS): UIKit and SwiftUI screens, XCUITest and Appium iOS page source.
  case ios
  /// Android: uiautomator dumps, Appium UiAutomator2 page source, RICO hierarchies.
  case android

  /// The platform's name for people: `iOS` or `Android`.
  ///
  /// ```swift
  /// ScreenPlatform.ios.name  // "iOS"
  /// ```
  public var name: String {
    switch self {
    case .ios: "iOS"
    case .android: "Android"
    }
  }

  /// The unit the platform lays out in: `pt` on iOS, `dp` on Android.
  ///
  /// ```swift
  /// ScreenPlatform.android.unit  // .dp
  /// ```
  public var unit: LayoutUnit {
    switch self {
    case .ios: .pt
    case .android: .dp
    }
  }

  /// The platform's screen reader: VoiceOver on iOS, TalkBack on Android.
  ///
  /// ```swift
  /// ScreenPlatform.ios.screenReader  // "VoiceOver"
  /// ```
  public var screenReader: String {
    switch self {
    case .ios: "VoiceOver"
    case .android: "TalkBack"
    }
  }
}

extension LayoutSnapshot {
  /// The platform whose words and defaults apply to the screen: ``platform`` when it is
  /// recorded, else Android for a snapshot measured in `dp`, else iOS.
  ///
  /// ```swift
  /// var snapshot = LayoutSnapshot(root: LayoutNode(id: "root", frame: .zero), unit: .dp)
  /// snapshot.effectivePlatform  // .android
  /// ```
  public var effectivePlatform: ScreenPlatform {
    platform ?? (unit == .dp ? .android : .ios)
  }

  /// The unit reports print lengths in: the snapshot's ``unit`` when one unit is one point (every
  /// imported dump), else `pt` (the audit measures in points).
  ///
  /// ```swift
  /// LayoutSnapshot(root: LayoutNode(id: "root", frame: .zero), unit: .dp).reportUnit  // "dp"
  /// ```
  public var reportUnit: String { pointsPerUnit == 1 ? unit.rawValue : LayoutUnit.pt.rawValue }
}
