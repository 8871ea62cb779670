import HitAreaSnapshot

/// Names grouped by equality, each distinct name numbered in the order it was first added: the
/// table ``ReportNames`` counts a screen's repeated labels and variable names with, and an import
/// counts the uses of each preferred id with.
///
/// Names whose bytes decide their equality (``CanonicalBytes/isNormalizedByBytes(_:)``, nearly
/// every label) are kept in a ``ByteStringTable``, hashed and compared as UTF-8 bytes, eight at a
/// time; a `String` dictionary, with `String`'s canonical equivalence, would normalize every
/// label with a ‘ ’ quote at each hash. Make the groups with ``init(holding:and:)``, which takes
/// the dictionary when a name is not of that kind; the groups move to the dictionary, numbers
/// kept, when the table declines a name (names made to collide).
///
/// ```swift
/// var groups = NameGroups(holding: ["Button ‘OK’", "Button ‘OK’"], and: [])
/// groups.insert("Button ‘OK’")  // (group: 0, isNew: true)
/// groups.insert("Button ‘OK’")  // (group: 0, isNew: false)
/// groups["Switch"]              // nil
/// ```
package struct NameGroups {
  /// The dictionary that holds the names when their bytes do not decide their equality.
  private var dictionary: [String: Int]?
  /// The names by their bytes, when their bytes decide their equality.
  private var table: ByteStringTable

  /// The number of groups.
  package var count: Int { dictionary?.count ?? table.count }

  /// Groups for names like these (and ones made from them by adding ASCII): compared as bytes
  /// when each of them may be.
  ///
  /// - Parameters:
  ///   - names: The names the groups will hold, for the choice of table and its size.
  ///   - others: More names they may be asked about.
  package init(holding names: [String], and others: Set<String>) {
    guard
      names.allSatisfy(CanonicalBytes.isNormalizedByBytes)
        && others.allSatisfy(CanonicalBytes.isNormalizedByBytes)
    else {
      dictionary = Dictionary(minimumCapacity: names.count)
      table = ByteStringTable(capacity: 0)
      return
    }
    table = ByteStringTable(capacity: names.count)
  }

  /// Empty groups of the same kind (bytes or `String`s) as others, for the same names.
  ///
  /// - Parameter other: The groups whose kind to take.
  package init(like other: NameGroups) {
    table = ByteStringTable(capacity: 0)
    if other.dictionary != nil { dictionary = [:] }
  }

  /// The group of a name, made when the name is new.
  ///
  /// - Parameter name: The name, of the kind the groups were made for: one of their names, or
  ///   one with ASCII added.
  package mutating func insert(_ name: String) -> (group: Int, isNew: Bool) {
    if var table = dictionary {
      dictionary = nil  // the table is then held once, and changed in place
      defer { dictionary = table }
      // The default subscript's in-place access: one hash finds the group or makes it.
      let next = table.count
      let group = { (slot: inout Int) in slot }(&table[name, default: next])
      return (group, group == next)
    }
    if let (index, isNew) = table.insert(name) { return (group: index, isNew: isNew) }
    // Declined: every group so far into the dictionary, by its number, and the name with them.
    var groups: [String: Int] = Dictionary(minimumCapacity: 2 * table.count)
    for (group, known) in table.strings.enumerated() { groups[known] = group }
    dictionary = groups
    table = ByteStringTable(capacity: 0)
    return insert(name)
  }

  /// The group of a name, or `nil` when it has none.
  package subscript(name: String) -> Int? {
    if let dictionary { return dictionary[name] }
    return table[name]
  }
}
