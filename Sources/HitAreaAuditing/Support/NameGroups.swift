@_spi(Readers) import HitAreaSnapshot

/// Names grouped by equality, each distinct name numbered in the order it was first added: the
/// table ``ReportNames`` counts a screen's repeated labels and variable names with.
///
/// Names whose bytes decide their equality (``CanonicalBytes/isNormalizedByBytes(_:)``, nearly
/// every label) are kept in a table of their own, hashed and compared as UTF-8 bytes, eight at a
/// time; a `String` dictionary, with `String`'s canonical equivalence, would normalize every
/// label with a ‘ ’ quote at each hash. Make the groups with ``init(holding:and:)``, which takes
/// the dictionary when a name is not of that kind.
///
/// ```swift
/// var groups = NameGroups(holding: ["Button ‘OK’", "Button ‘OK’"], and: [])
/// groups.insert("Button ‘OK’")  // (group: 0, isNew: true)
/// groups.insert("Button ‘OK’")  // (group: 0, isNew: false)
/// groups["Switch"]              // nil
/// ```
struct NameGroups {
  /// The dictionary that holds the names when their bytes do not decide their equality.
  private var dictionary: [String: Int]?
  /// The open-addressing table: a group's number plus one in each used slot, 0 in a free one.
  private var slots: [Int32] = []
  /// Each group's name and its hash.
  private var names: [(name: String, hash: UInt64)] = []

  /// The number of groups.
  var count: Int { dictionary?.count ?? names.count }

  /// Groups for names like these (and ones made from them by adding ASCII): compared as bytes
  /// when each of them may be.
  ///
  /// - Parameters:
  ///   - names: The names the groups will hold, for the choice of table and its size.
  ///   - others: More names they may be asked about.
  init(holding names: [String], and others: Set<String>) {
    guard
      names.allSatisfy(CanonicalBytes.isNormalizedByBytes)
        && others.allSatisfy(CanonicalBytes.isNormalizedByBytes)
    else {
      dictionary = Dictionary(minimumCapacity: names.count)
      return
    }
    var capacity = 16
    while capacity < 2 * names.count { capacity *= 2 }
    slots = [Int32](repeating: 0, count: capacity)
    self.names.reserveCapacity(names.count)
  }

  /// Empty groups of the same kind (bytes or `String`s) as others, for the same names.
  ///
  /// - Parameter other: The groups whose kind to take.
  init(like other: NameGroups) {
    if other.dictionary != nil {
      dictionary = [:]
    } else {
      slots = [Int32](repeating: 0, count: 16)
    }
  }

  /// The group of a name, made when the name is new.
  ///
  /// - Parameter name: The name, of the kind the groups were made for: one of their names, or
  ///   one with ASCII added.
  mutating func insert(_ name: String) -> (group: Int, isNew: Bool) {
    if var table = dictionary {
      dictionary = nil  // the table is then held once, and changed in place
      defer { dictionary = table }
      // The default subscript's in-place access: one hash finds the group or makes it.
      let next = table.count
      let group = { (slot: inout Int) in slot }(&table[name, default: next])
      return (group, group == next)
    }
    let (slot, hash, found) = find(name)
    if let found { return (found, false) }
    names.append((name, hash))
    slots[slot] = Int32(names.count)
    if names.count * 2 > slots.count { grow() }
    return (names.count - 1, true)
  }

  /// The group of a name, or `nil` when it has none.
  subscript(name: String) -> Int? {
    if let dictionary { return dictionary[name] }
    return find(name).group
  }

  /// The slot where a name is, or where it goes; its hash; its group when it has one.
  private func find(_ name: String) -> (slot: Int, hash: UInt64, group: Int?) {
    func probe(_ bytes: UnsafeBufferPointer<UInt8>) -> (slot: Int, hash: UInt64, group: Int?) {
      let hash = ByteWord.hash(bytes)
      let mask = slots.count - 1
      var slot = Int(truncatingIfNeeded: hash) & mask
      while slots[slot] != 0 {
        let group = Int(slots[slot]) - 1
        if names[group].hash == hash && Self.bytes(of: names[group].name, equal: bytes) {
          return (slot, hash, group)
        }
        slot = (slot + 1) & mask
      }
      return (slot, hash, nil)
    }
    return name.withUTF8Bytes(probe)
  }

  /// Doubles the table and puts every group back.
  private mutating func grow() {
    slots = [Int32](repeating: 0, count: slots.count * 2)
    let mask = slots.count - 1
    for (group, entry) in names.enumerated() {
      var slot = Int(truncatingIfNeeded: entry.hash) & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(group + 1)
    }
  }

  /// Whether a string's bytes are `bytes`.
  private static func bytes(of string: String, equal bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    string.withUTF8Bytes { ByteWord.equal($0, bytes) }
  }
}
