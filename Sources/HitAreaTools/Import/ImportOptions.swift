/// How a screen dump is turned into a `LayoutSnapshot`.
///
/// ```swift
/// var options = ImportOptions()
/// options.pixelsPerDP = 2.625  // required for uiautomator dumps (`--px-per-dp 2.625`)
/// let snapshot = try LayoutSnapshot.load(data: data, file: "window_dump.xml", options: options)
/// ```
public struct ImportOptions: Hashable, Sendable {
  /// The format to read; `nil` (the default) detects it from the content with
  /// ``DumpFormat/detect(in:)``.
  public var format: DumpFormat?
  /// Device pixels per density-independent pixel (Android's density / 160: 2.625 for 420 dpi,
  /// 3.5 for 560 dpi). Required for uiautomator dumps, which do not record it; RICO hierarchies
  /// default to ``ricoDefaultPixelsPerDP``. Ignored by the other formats.
  public var pixelsPerDP: Double?
  /// The snapshot's name; `nil` uses the file's name without its extension (a layout snapshot
  /// keeps its own `name` unless this is set).
  public var name: String?
  /// Whether nodes whose subtree holds no target get `userInteraction: false` (the root
  /// excepted), so that touches pass through them to what lies behind, as on Android (a view
  /// that is not clickable does not consume a touch) and as UIKit does for labels and image views.
  /// Dumps list accessibility or view elements, not which of them swallow touches; without this,
  /// a decorative image drawn over a button would steal its taps. On by default.
  public var passesTouchesThroughNonTargets: Bool

  /// RICO's screens are 1440 × 2560 pixels at 560 dpi: 3.5 pixels per dp.
  public static let ricoDefaultPixelsPerDP = 3.5

  /// Creates options.
  ///
  /// - Parameters:
  ///   - format: The format to read, or `nil` to detect it.
  ///   - pixelsPerDP: Device pixels per dp, for Android dumps.
  ///   - name: The snapshot's name, or `nil` for the file's name.
  ///   - passesTouchesThroughNonTargets: Whether subtrees without targets ignore touches.
  public init(
    format: DumpFormat? = nil, pixelsPerDP: Double? = nil, name: String? = nil,
    passesTouchesThroughNonTargets: Bool = true
  ) {
    self.format = format
    self.pixelsPerDP = pixelsPerDP
    self.name = name
    self.passesTouchesThroughNonTargets = passesTouchesThroughNonTargets
  }
}
