/// Where an importer's attribute names are among an element's attributes
/// (``XMLAttributes/find(_:into:)``), with the places found in the tree's elements before.
///
/// A dump the plain reader reads writes its nodes' attributes with a few lists of names, each in
/// one order (a uiautomator node's 17, an XCUITest element's type, name, label and frame): an
/// element whose names are those of an element looked up before, in the same order, takes the
/// places found there, moved to its own attributes, instead of each of its names being looked
/// up.
///
/// One is made for one tree and one set of names (``XMLAttributeNames/nothingFound``), and
/// used for that tree and those names only: the places it keeps are the tree's.
///
/// ```swift
/// var found = names.nothingFound  // once per tree
/// tree.attributes(of: index).find(names, into: &found)
/// found[1]  // where the second name is, or XMLAttributes.none
/// ```
struct FoundAttributes {
  /// Each name's place among the tree's attributes, or ``XMLAttributes/none``: in the element
  /// looked up last.
  var places: [Int]
  /// The lists of names met, at most ``mostLists``: the first element's attributes that had each,
  /// and a mix of their names' summaries.
  private var lists: [(attributes: Range<Int>, mix: UInt64)] = []
  /// The places of the names in each list of ``lists``, one list after another: each name's
  /// place counted from the list's first attribute (``XMLAttributes/none`` for none).
  private var offsets: [Int] = []
  /// The most lists of names kept (a dump has a few): an element with another list has its
  /// names looked up.
  static let mostLists = 8

  /// No place found yet, for `count` names.
  init(count: Int) { places = [Int](repeating: XMLAttributes.none, count: count) }

  /// The place of the name at this index of the names.
  subscript(index: Int) -> Int { places[index] }

  /// The list met before whose mix this is and whose attributes `isSame` takes for the
  /// element's, if any.
  func list(mix: UInt64, count: Int, isSame: (Range<Int>) -> Bool) -> Int? {
    for k in lists.indices
    where lists[k].mix == mix && lists[k].attributes.count == count && isSame(lists[k].attributes) {
      return k
    }
    return nil
  }

  /// Takes the places of a list met before for an element whose attributes start at `start`.
  mutating func take(list: Int, start: Int) {
    let from = list * places.count
    offsets.withUnsafeBufferPointer { offsets in
      places.withUnsafeMutableBufferPointer { places in
        for k in places.indices {
          let offset = offsets[from + k]
          places[k] = offset == XMLAttributes.none ? offset : start + offset
        }
      }
    }
  }

  /// Keeps the places just found (``places``) for a new list of names: the names of
  /// `attributes`, mixed into `mix`.
  mutating func keep(attributes: Range<Int>, mix: UInt64) {
    guard lists.count < Self.mostLists else { return }
    if lists.isEmpty {
      // Room for every list at once.
      lists.reserveCapacity(Self.mostLists)
      offsets.reserveCapacity(Self.mostLists * places.count)
    }
    lists.append((attributes, mix))
    for place in places {
      offsets.append(place == XMLAttributes.none ? place : place - attributes.lowerBound)
    }
  }
}
