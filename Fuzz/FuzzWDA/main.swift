// The WebDriverAgent JSON importer on arbitrary bytes: a snapshot or a LayoutSnapshotError, never a crash; whatever it imports
// must survive the snapshot writer and the engine.
import FuzzSupport
import HitAreaKit
import HitAreaTools

FuzzDriver.run { bytes in
  let options = ImportOptions(pixelsPerDP: 3)
  guard let snapshot = try? WDAImporter.snapshot(from: bytes, file: "fuzz", options: options)
  else { return }
  _ = try? snapshot.jsonBytes()
  _ = HitTester(tree: snapshot, policy: .nearest).hitTest(Point(x: 50, y: 50), in: snapshot.root)
}
