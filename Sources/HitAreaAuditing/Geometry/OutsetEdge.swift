import HitAreaKit

/// A side of an ``EdgeOutsets``: a side's outset read and changed by a name that is a plain
/// value, where a key path would be looked up at run time at each use.
///
/// ```swift
/// var outsets = EdgeOutsets(top: 0, left: 4, bottom: 0, right: 4)
/// outsets[.top] += 2  // top: 2
/// ```
enum OutsetEdge: CaseIterable {
  case top, left, bottom, right
}

extension EdgeOutsets {
  /// The outset on one side.
  subscript(edge: OutsetEdge) -> Double {
    get {
      switch edge {
      case .top: top
      case .left: left
      case .bottom: bottom
      case .right: right
      }
    }
    set {
      switch edge {
      case .top: top = newValue
      case .left: left = newValue
      case .bottom: bottom = newValue
      case .right: right = newValue
      }
    }
  }
}
