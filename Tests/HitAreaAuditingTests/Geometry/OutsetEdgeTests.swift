import HitAreaKit
import Testing

@testable import HitAreaAuditing

/// A side of an outsets value reads and changes that side alone, as its key path does.
@Suite struct OutsetEdgeTests {
  @Test func aSideIsReadAndChangedAloneAsByItsKeyPath() {
    let paths: [OutsetEdge: WritableKeyPath<EdgeOutsets, Double>] = [
      .top: \.top, .left: \.left, .bottom: \.bottom, .right: \.right,
    ]
    let start = EdgeOutsets(top: 1, left: 2, bottom: 3, right: 4)
    for edge in OutsetEdge.allCases {
      let path = paths[edge]!
      #expect(start[edge] == start[keyPath: path])
      var bySide = start
      bySide[edge] += 10
      var byPath = start
      byPath[keyPath: path] += 10
      #expect(bySide == byPath)
    }
    #expect(OutsetEdge.allCases == [.top, .left, .bottom, .right])
  }
}
