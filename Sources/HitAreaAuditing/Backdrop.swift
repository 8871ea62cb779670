/// Backdrops: a target that covers most of the screen behind others (a video that pauses on a
/// tap, a map, a full-screen card), with small targets on top of it.
///
/// The targets on a backdrop sit on it the way a button sits in a tappable cell, so the audit
/// treats such a pair as nested, whatever the view tree says (dumps often flatten it): the
/// backdrop is no neighbour that stops a fix from growing, an enlarged area over it is an
/// `info` overlap, and what the targets in front take from its visible bounds is expected.
extension AuditContext {
  /// Whether `u` is a backdrop behind `t`: a target whose visible bounds cover more than half of
  /// the screen (the root's bounds), drawn behind `t` (before it in depth-first order) and not
  /// one of its ancestors.
  func isBackdrop(_ u: Int, behind t: Int) -> Bool {
    guard u != t, position[u] < position[t], !isInSubtree(t, of: u), owner[u] == u else {
      return false
    }
    let screen = rootFrame[snapshot.root]
    guard !screen.isEmpty else { return false }
    return rootFrame[u].intersection(screen).area > screen.area / 2
  }
}
