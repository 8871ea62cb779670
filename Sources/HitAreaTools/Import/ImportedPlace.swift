/// Where an element is in its file (a JSON path, an XML element path), for error messages: worked
/// out only when a message needs it, so reading a good file never spells out its paths.
///
/// One function spells out the places of all the elements of a tree, each place holding the
/// function and its element's index: a place costs no allocation of its own (a function made
/// for each element would be one, holding a copy of the tree).
///
/// ```swift
/// let jsonPath = { (i: Int) in tree.jsonPath(of: i).description }
/// let place = ImportedPlace(2, in: jsonPath)
/// place.description  // "activity.root.children[2]"
/// ```
struct ImportedPlace: ExpressibleByStringLiteral, CustomStringConvertible {
  private let path: (Int) -> String
  private let index: Int

  /// The place of the element at `index` of a tree, spelled out by the tree's `path` when it is
  /// asked for.
  init(_ index: Int, in path: @escaping (Int) -> String) {
    self.path = path
    self.index = index
  }

  /// A place known already.
  init(known place: String) { self.init(0) { _ in place } }

  /// A place written in the code, such as `"hierarchy"`.
  init(stringLiteral place: String) { self.init(known: place) }

  /// The place, spelled out.
  var description: String { path(index) }
}
