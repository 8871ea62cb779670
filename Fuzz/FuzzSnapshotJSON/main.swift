// The layout snapshot reader on arbitrary bytes: it must return a snapshot or throw a
// LayoutSnapshotError, and whatever it reads must write and read back equal.
import FuzzSupport
import HitAreaKit
import HitAreaSnapshot

FuzzDriver.run { bytes in
  guard let snapshot = try? LayoutSnapshot(jsonData: bytes, file: "fuzz.json") else { return }
  guard let written = try? snapshot.jsonBytes() else { return }
  guard let again = try? LayoutSnapshot(jsonData: written, file: "again.json") else {
    fatalError("a snapshot that was read could not be read back after writing")
  }
  precondition(again.nodes.count == snapshot.nodes.count, "round trip changed the node count")
  _ = HitTester(tree: again, policy: again.resolution).hitTest(Point(x: 10, y: 10), in: again.root)
}
