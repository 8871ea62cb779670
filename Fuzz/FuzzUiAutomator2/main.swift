// Appium UiAutomator2 page source on arbitrary bytes: detected or not, the importer returns a
// snapshot or a LayoutSnapshotError, never a crash; what it imports survives the writer (and reads
// back with as many nodes), the report names and the engine.
import FuzzSupport
import HitAreaKit
import HitAreaSnapshot
import HitAreaTools

FuzzDriver.run { bytes in
  let options = ImportOptions(format: .uiautomator2, pixelsPerDP: 2.75)
  let snapshot: LayoutSnapshot
  do {
    snapshot = try UIAutomatorImporter.snapshot(
      from: bytes, file: "page_source.xml", options: options)
  } catch is LayoutSnapshotError {
    return
  } catch {
    fatalError("the importer threw something other than a LayoutSnapshotError: \(error)")
  }
  _ = snapshot.reportNames
  if let written = try? snapshot.jsonBytes() {
    guard let again = try? LayoutSnapshot(jsonData: written, file: "again.json") else {
      fatalError("an imported page source could not be read back after writing")
    }
    precondition(again.nodes.count == snapshot.nodes.count, "round trip changed the node count")
  }
  let engine = HitTester(tree: snapshot, policy: .nearest)
  _ = engine.hitTest(Point(x: 50, y: 50), in: snapshot.root)
}
