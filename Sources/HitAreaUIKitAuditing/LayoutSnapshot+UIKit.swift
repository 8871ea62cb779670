#if canImport(UIKit)
import HitAreaKit
import HitAreaSnapshot
import HitAreaUIKit
import QuartzCore
@preconcurrency import UIKit  // UIAccessibilityTraits' static members are global vars

extension LayoutSnapshot {
  /// Captures a live view hierarchy (a window, a view controller's view) as a layout snapshot,
  /// for `hitarea audit` or for the audit in a unit test.
  ///
  /// What the capture records (the rules are HitAreaKit's, tested on Linux, and the same as live
  /// hit testing's):
  /// - **Targets**: controls, table and collection view cells, views with a hit area, views with
  ///   the button or link trait, and views with an *enabled* tap or long-press recognizer unless
  ///   they cover 90 % of the captured root (a keyboard-dismiss tap on the root view). Private
  ///   parts of controls (`_`-prefixed classes inside a `UIControl`) are never targets.
  /// - **Ids**: the `accessibilityIdentifier` where set and unique, else the path (`0/2/1`), in
  ///   which a cell stands as `cell[section,item]` (its index path), so ids survive reuse.
  /// - **Types**: class names; a `UIScrollView` subclass whose name does not say so is recorded
  ///   as `Name: UIScrollView`, so the audit treats it as a scroll container.
  /// - **3D transforms**: a view whose layer transform is not affine, or whose superview's layer
  ///   has a `sublayerTransform` (`UIViewTree.isThreeDimensional(_:)`), is recorded with a
  ///   singular transform: it is drawn as a point and never hit in the snapshot, rather than hit
  ///   where its affine part would put it.
  /// - **SwiftUI**: a hosting view is one opaque view to UIKit, so its accessibility elements
  ///   (buttons, links, adjustable elements) are added as approximate targets, with their
  ///   accessibility frames. SwiftUI builds its accessibility tree when asked; the frames are the
  ///   visible bounds, not SwiftUI's hit-testing shapes, and its touch slop is not modelled.
  ///
  /// Labels are accessibility labels.
  ///
  /// ```swift
  /// import HitAreaSnapshot  // LayoutSnapshot
  /// import HitAreaUIKitAuditing  // its capture of live views
  ///
  /// let snapshot = LayoutSnapshot(capturing: window, name: "Checkout")
  /// try Data(snapshot.jsonBytes()).write(to: url)  // for hitarea audit, render, fix …
  /// ```
  ///
  /// - Parameters:
  ///   - view: The root of the capture; lay it out first.
  ///   - name: The screen's name.
  @MainActor
  public init(capturing view: UIView, name: String? = nil) {
    self.init(capturing: view, in: UIViewTree(), name: name) { Self.describe($0) }
    millimetresPerPoint = HitAreaConfiguration.millimetresPerPoint
  }

  /// Captures every window of a scene under one root, the screen: the app's windows, the
  /// keyboard and its input accessory view, alerts, ordered by window level as UIKit stacks them.
  ///
  /// The keyboard's own windows take no touch themselves; they are left out and their subviews
  /// placed on the screen directly (a hidden one is captured as it is, hiding its subviews).
  /// Everything else is captured as by capturing a view.
  ///
  /// ```swift
  /// if let scene = view.window?.windowScene {
  ///   let snapshot = LayoutSnapshot(capturing: scene, name: "Checkout with keyboard")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - scene: The scene whose windows to capture.
  ///   - name: The screen's name.
  @MainActor
  public init(capturing scene: UIWindowScene, name: String? = nil) {
    self.init(
      capturingWindows: scene.windows,
      level: { Double(($0 as? UIWindow)?.windowLevel.rawValue ?? 0) },
      screen: Rect(scene.coordinateSpace.bounds), in: UIViewTree(), name: name,
      screenType: "UIWindowScene", describe: { Self.describe($0) })
    millimetresPerPoint = HitAreaConfiguration.millimetresPerPoint
  }

  /// Records what the core needs to know about one live view.
  @MainActor
  static func describe(_ view: UIView) -> CapturedNodeDescription {
    let facts = TargetFacts(of: view)
    let className = facts.className
    return CapturedNodeDescription(
      id: view.accessibilityIdentifier, type: className, label: view.accessibilityLabel,
      pathComponent: cellPathComponent(of: view), targetFacts: facts,
      isScrollContainer: view is UIScrollView,
      hasAffineTransform: CATransform3DIsAffine(view.layer.transform),
      accessibilityElements: CapturedAccessibilityElement.isSwiftUIHost(className: className)
        ? accessibilityElements(of: view) : [],
      passesTouchesThrough: view is UIWindow
        && SceneCapture.passesTouchesThrough(windowClassName: className))
  }

  /// `cell[section,item]` for a cell its table or collection view knows the index path of.
  @MainActor
  private static func cellPathComponent(of view: UIView) -> String? {
    let indexPath: IndexPath?
    if let cell = view as? UITableViewCell {
      indexPath = enclosing(UITableView.self, of: cell)?.indexPath(for: cell)
    } else if let cell = view as? UICollectionViewCell {
      indexPath = enclosing(UICollectionView.self, of: cell)?.indexPath(for: cell)
    } else {
      indexPath = nil
    }
    guard let indexPath, indexPath.count >= 2 else { return nil }
    return CapturedNodeDescription.cellPathComponent(
      section: indexPath[0], item: indexPath[1])
  }

  @MainActor
  private static func enclosing<V: UIView>(_: V.Type, of view: UIView) -> V? {
    var ancestor = view.superview
    while let current = ancestor {
      if let found = current as? V { return found }
      ancestor = current.superview
    }
    return nil
  }

  /// The accessibility elements of a SwiftUI hosting view that are not views (views are captured
  /// as subviews), with their frames in the host's bounds space; containers are opened.
  ///
  /// At most 2,000 elements and 32 levels of containers.
  @MainActor
  private static func accessibilityElements(of host: UIView) -> [CapturedAccessibilityElement] {
    // Accessibility frames are in screen coordinates (visionOS has no `UIWindow.screen`: its
    // scene's space stands in).
    #if os(visionOS)
    guard let screen = host.window?.windowScene?.coordinateSpace else { return [] }
    #else
    guard let screen = host.window?.screen.coordinateSpace else { return [] }
    #endif
    var found: [CapturedAccessibilityElement] = []
    var queue: [(element: Any, depth: Int)] = (host.accessibilityElements ?? []).map { ($0, 0) }
    var next = 0
    while next < queue.count, found.count < 2_000 {
      let (element, depth) = queue[next]
      next += 1
      guard let object = element as? NSObject, !(object is UIView) else { continue }
      if !object.isAccessibilityElement, depth < 32,
        let children = object.accessibilityElements, !children.isEmpty
      {
        queue.append(contentsOf: children.map { ($0, depth + 1) })
        continue
      }
      let frame = host.convert(object.accessibilityFrame, from: screen)
      let t = object.accessibilityTraits
      var traits: CapturedAccessibilityElement.Traits = []
      if t.contains(.button) { traits.insert(.button) }
      if t.contains(.link) { traits.insert(.link) }
      if t.contains(.adjustable) { traits.insert(.adjustable) }
      if t.contains(.notEnabled) { traits.insert(.notEnabled) }
      found.append(
        CapturedAccessibilityElement(
          id: (object as? UIAccessibilityIdentification)?.accessibilityIdentifier,
          type: String(describing: type(of: object)), label: object.accessibilityLabel,
          frame: Rect(frame), traits: traits))
    }
    return found
  }
}
#endif  // canImport(UIKit)
