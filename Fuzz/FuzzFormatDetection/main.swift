// The corpus walker's format detection on arbitrary bytes: detecting never crashes and looks only
// at the prefix; loading what it detects gives a snapshot or a LayoutSnapshotError of another kind
// than "unrecognized format" (except a snapshot's wrong `format`), and what it does not detect is
// refused, never imported.
import Foundation
import FuzzSupport
import HitAreaKit
import HitAreaSnapshot
import HitAreaTools

FuzzDriver.run { bytes in
  let format = DumpFormat.detect(in: bytes)
  precondition(
    DumpFormat.detect(in: bytes.prefix(65_536)) == format, "detection read past its prefix")
  let options = ImportOptions(pixelsPerDP: 3)
  do {
    let snapshot = try LayoutSnapshot.load(data: Data(bytes), file: "screen", options: options)
    precondition(format != nil, "a file of no detected format was imported")
    if let platform = format?.platform {
      precondition(snapshot.platform == platform, "the import's platform is not its format's")
    }
  } catch let error as LayoutSnapshotError {
    // A detected dump is refused as another format only when it is JSON that names
    // "hitarea.layout" somewhere but has another `format` (the reader names that key).
    if format != nil, error.kind == .unrecognizedFormat {
      precondition(
        format == .layoutSnapshot && error.path == "format", "a detected format was then refused")
    }
  } catch {
    fatalError("loading threw something other than a LayoutSnapshotError: \(error)")
  }
}
