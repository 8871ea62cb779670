/// An XML element's attributes, looked up by name.
///
/// A list, not a dictionary: an element has a few attributes (a uiautomator node 17), and
/// comparing a few short names costs less than hashing one.
///
/// ```swift
/// var attributes = XMLAttributes()
/// _ = attributes.add("bounds", "[0,0][10,10]")
/// attributes["bounds"]  // "[0,0][10,10]"
/// ```
struct XMLAttributes {
  /// The attributes, in the order they were added.
  private(set) var pairs: [(name: String, value: String)] = []

  /// No attributes, with room for `capacity`.
  init(capacity: Int = 0) { pairs.reserveCapacity(capacity) }

  /// The attributes of a dictionary (XMLParser's), in the dictionary's order.
  init(_ dictionary: [String: String]) {
    pairs = dictionary.map { ($0.key, $0.value) }
  }

  /// The value of the attribute named `name`, or `nil`.
  subscript(name: String) -> String? {
    // Lengths first: comparing two strings that differ is a call, comparing their lengths is not.
    let length = name.utf8.count
    for pair in pairs where pair.name.utf8.count == length && pair.name == name {
      return pair.value
    }
    return nil
  }

  /// Adds an attribute; `false` (and nothing added) when the element has one of that name.
  mutating func add(_ name: String, _ value: String) -> Bool {
    guard self[name] == nil else { return false }
    pairs.append((name, value))
    return true
  }
}
