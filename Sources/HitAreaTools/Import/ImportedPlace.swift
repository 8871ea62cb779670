/// Where an element is in its file (a JSON path, an XML element path), for error messages: worked
/// out only when a message needs it, so reading a good file never spells out its paths.
///
/// ```swift
/// let place = ImportedPlace { tree.jsonPath(of: index).description }
/// place.description  // "activity.root.children[2]"
/// ```
struct ImportedPlace: ExpressibleByStringLiteral, CustomStringConvertible {
  private let make: () -> String

  /// A place worked out when it is asked for.
  init(_ make: @escaping () -> String) { self.make = make }

  /// A place known already.
  init(known place: String) { make = { place } }

  /// A place written in the code, such as `"hierarchy"`.
  init(stringLiteral place: String) { self.init(known: place) }

  /// The place, spelled out.
  var description: String { make() }
}
