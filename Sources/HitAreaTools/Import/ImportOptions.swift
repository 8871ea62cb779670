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
  /// 3.5 for 560 dpi).
  ///
  /// Required for uiautomator dumps, which do not record it; RICO hierarchies default to
  /// ``ricoDefaultPixelsPerDP``. Ignored by the other formats.
  public var pixelsPerDP: Double?
  /// The snapshot's name; `nil` uses the file's name without its extension (a layout snapshot
  /// keeps its own `name` unless this is set).
  public var name: String?
  /// Whether elements that are not targets are pass-through (`LayoutNode/passesTouchesThrough`): they
  /// take no touch themselves, while the targets inside them (and clickable parents) take
  /// theirs, and their area still bounds where their subviews are reached.
  ///
  /// This is Android's touch model (a view that is not clickable does not consume a touch, so a
  /// full-screen container in front of buttons does not hide them), and the reading of XCUITest
  /// page source, which lists accessibility elements, not the views that swallow touches. On by
  /// default; off (the command line's `--opaque-containers`), every element takes touches as a
  /// UIKit view does.
  public var passesTouchesThroughNonTargets: Bool
  /// Whether keys a layout snapshot's reader does not know are errors (kind
  /// `LayoutSnapshotError.Kind.unknownKey`, the command line's `--strict`) rather than warnings
  /// (see `LayoutSnapshot.read(data:file:options:)`).
  ///
  /// Off by default: unknown keys are ignored, so that files from newer writers still read.
  public var rejectsUnknownKeys = false

  /// RICO's screens are 1440 × 2560 pixels at 560 dpi: 3.5 pixels per dp.
  public static let ricoDefaultPixelsPerDP = 3.5

  /// Creates options.
  ///
  /// - Parameters:
  ///   - format: The format to read, or `nil` to detect it.
  ///   - pixelsPerDP: Device pixels per dp, for Android dumps.
  ///   - name: The snapshot's name, or `nil` for the file's name.
  ///   - passesTouchesThroughNonTargets: Whether elements that are not targets are pass-through.
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
