#if canImport(SwiftUI)
import HitAreaKit
import SwiftUI

// The split of neighbours' automatic areas at the midpoints between them. The core decides
// (`SiblingSplit.automaticOutsets`); this file only carries frames up and outsets down:
// 1. each view with `automaticHitArea()` reports its bounds (an anchor) and its side;
// 2. the container (`automaticMinimumHitSize(_:)`) resolves the anchors in its own coordinates,
//    asks the core, and keeps the outsets, by target, in state;
// 3. the outsets travel down the environment, and each target's ring takes its own.
// Only values change on the way: no view changes type, and the frames do not depend on the
// outsets (a content shape never changes layout), so the second pass finds the same frames and
// stops.

/// One view with `automaticHitArea()` under an automatic size: who it is, where it is, its side.
struct AutomaticTarget {
  /// The target's identity (its modifier's namespace).
  var id: Namespace.ID
  /// Its bounds, resolved by the container.
  var bounds: Anchor<CGRect>
  /// The automatic side in force at the target.
  var side: Double
}

/// Every target below, in tree order.
///
/// The targets are not consumed by a container: an outer container sees the targets of an
/// inner one too, and its outsets (computed with every neighbour it sees) win over the inner
/// container's (`AutomaticMinimumHitSizeModifier`).
struct AutomaticTargetsKey: PreferenceKey {
  static var defaultValue: [AutomaticTarget] { [] }
  static func reduce(value: inout [AutomaticTarget], nextValue: () -> [AutomaticTarget]) {
    value.append(contentsOf: nextValue())
  }
}

/// The outsets each target keeps after the split, by target.
typealias AutomaticSplits = [Namespace.ID: EdgeOutsets]

/// The split outsets as a preference, from the container's reader to its state.
struct AutomaticSplitsKey: PreferenceKey {
  static var defaultValue: AutomaticSplits { [:] }
  static func reduce(value: inout AutomaticSplits, nextValue: () -> AutomaticSplits) {
    value.merge(nextValue()) { _, next in next }
  }
}

private struct AutomaticSplitsEnvironmentKey: EnvironmentKey {
  static var defaultValue: AutomaticSplits { [:] }
}

extension EnvironmentValues {
  /// The split outsets of the targets below, set by the nearest containers.
  var automaticHitAreaSplits: AutomaticSplits {
    get { self[AutomaticSplitsEnvironmentKey.self] }
    set { self[AutomaticSplitsEnvironmentKey.self] = newValue }
  }
}

/// A container's split outsets, kept between updates.
///
/// `@unchecked Sendable`: SwiftUI reads it in `body` and writes it from `onPreferenceChange`,
/// both on the main thread; newer SDKs only require the callback to be `@Sendable`. One per
/// container, not per button.
final class AutomaticSplitStore: ObservableObject, @unchecked Sendable {
  @Published private(set) var splits: AutomaticSplits = [:]

  func update(_ new: AutomaticSplits) {
    if splits != new { splits = new }
  }
}

/// The container's background that resolves the targets' frames and asks the core for the split.
///
/// With no target below (the side is off, or nothing has `automaticHitArea()`), it is a clear
/// color and reads no geometry; the choice is inside this background, which holds no state of
/// the app's, so the container's content is never rebuilt by it.
struct AutomaticSplitReader: View {
  let targets: [AutomaticTarget]
  let store: AutomaticSplitStore

  var body: some View {
    if targets.isEmpty {
      Color.clear
    } else {
      GeometryReader { proxy in
        let frames = targets.map { Rect(cgRect: proxy[$0.bounds]) }
        let outsets = SiblingSplit.automaticOutsets(frames: frames, sides: targets.map(\.side))
        let splits = AutomaticSplits(
          zip(targets.map(\.id), outsets).map { ($0, $1) }, uniquingKeysWith: { first, _ in first })
        Color.clear
          .preference(key: AutomaticSplitsKey.self, value: splits)
          .onPreferenceChange(AutomaticSplitsKey.self) { [store] splits in store.update(splits) }
      }
    }
  }
}
#endif  // canImport(SwiftUI)
