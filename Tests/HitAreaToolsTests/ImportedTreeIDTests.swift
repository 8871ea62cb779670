import HitAreaKit
import HitAreaKitTestSupport
import Testing

@testable import HitAreaTools

/// An imported node's id: its preferred id when that is used once (ids equal as `String`s count
/// as one) and is no other node's path, else its path.
@Suite struct ImportedTreeIDTests {
  /// The rule spelled out with a `[String: Int]` of uses, as the reference.
  static func referenceIDs(_ elements: [ImportedElement]) -> [String] {
    var paths = [String](repeating: "0", count: elements.count)
    var children = [Int](repeating: 0, count: elements.count)
    for i in elements.indices {
      guard let parent = elements[i].parent else { continue }
      paths[i] = "\(paths[parent])/\(children[parent])"
      children[parent] += 1
    }
    var uses: [String: Int] = [:]
    for case let id? in elements.map(\.preferredID) where !id.isEmpty { uses[id, default: 0] += 1 }
    let isPath = { (id: String) in id.allSatisfy { $0 == "/" || ("0"..."9").contains($0) } }
    let taken = uses.keys.contains(where: isPath) ? Set(paths) : []
    return elements.indices.map { i in
      guard let id = elements[i].preferredID, uses[id] == 1, !taken.contains(id) || id == paths[i]
      else { return paths[i] }
      return id
    }
  }

  /// Ids that repeat, spelled two ways (`é`, `Й`, `ガ`, `각` precomposed and decomposed; `Å`
  /// and the angstrom sign), empty, or that are paths (`0/1`, one's own or another's).
  static let preferred: [String?] = [
    nil, nil, "", "play", "play", "caf\u{E9}", "cafe\u{301}", "0", "0/0", "0/1", "0/0/0", "1",
    "com.example:id/row", "\u{212B}", "\u{C5}", "Й", "И\u{306}", "ガ", "カ\u{3099}", "각",
    "가\u{11A8}", "—",
  ]

  /// A plain view with a parent and perhaps an id of its own.
  static func element(parent: Int?, preferredID: String? = nil) -> ImportedElement {
    ImportedElement(
      parent: parent, frame: Rect(x: 0, y: 0, width: 10, height: 10), type: "View",
      preferredID: preferredID, place: "element")
  }

  /// The ids the import gives the elements' nodes.
  static func ids(of elements: [ImportedElement]) throws -> [String] {
    try ImportedTree.snapshot(
      elements, file: "ids.json", name: "ids", unit: .dp, millimetresPerPoint: 1,
      platform: .android, options: ImportOptions()
    ).snapshot.nodes.map(\.id)
  }

  @Test func idsFollowTheRuleOfUsesAndPaths() throws {
    var random = SplitMix64(seed: 0x1D5)
    var kept = 0
    for _ in 0..<2_000 {
      let count = Int.random(in: 1..<12, using: &random)
      let elements = (0..<count).map { i in
        Self.element(
          parent: i == 0 ? nil : Int.random(in: 0..<i, using: &random),
          preferredID: Self.preferred[Int.random(in: 0..<Self.preferred.count, using: &random)])
      }
      let ids = try Self.ids(of: elements)
      let expected = Self.referenceIDs(elements)
      kept += zip(ids, elements).filter { $0.0 == $0.1.preferredID }.count
      #expect(ids == expected, "\(elements.map(\.preferredID)) \(elements.map(\.parent))")
    }
    #expect(kept > 1_000)
  }

  /// A node without an id of its own is named by its path, its parent's path and its place:
  /// wide and deep trees, with places of several digits.
  @Test func pathsAreTheParentsPathAndThePlace() throws {
    var random = SplitMix64(seed: 0x9A78)
    var wide = 0
    for _ in 0..<200 {
      // Deep chains, with one element in four a child of one of the first three.
      let elements = (0..<Int.random(in: 1..<300, using: &random)).map { i in
        Self.element(
          parent: i == 0
            ? nil
            : Int.random(in: 0..<4, using: &random) == 0
              ? Int.random(in: 0..<min(i, 3), using: &random)
              : Int.random(in: max(0, i - 3)..<i, using: &random))
      }
      let ids = try Self.ids(of: elements)
      #expect(ids == Self.referenceIDs(elements))
      wide += ids.filter { $0.split(separator: "/").contains { $0.count > 1 } }.count
    }
    #expect(wide > 100)
  }
}
