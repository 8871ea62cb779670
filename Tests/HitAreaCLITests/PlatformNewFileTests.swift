import Foundation
import Testing

@testable import HitAreaCLI

/// The new files that outputs are written into before they are renamed into place: one each,
/// never an existing one.
@Suite struct PlatformNewFileTests {
  @Test func eachCallMakesAFileOfItsOwn() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("hitarea-new-file-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var paths: Set<String> = []
    for _ in 0..<50 {
      let file = try Platform.newFile(in: folder, prefix: ".out.", suffix: ".tmp").get()
      #expect(file.path.hasPrefix(folder + "/.out.") && file.path.hasSuffix(".tmp"))
      file.handle.write(Data("x".utf8))
      paths.insert(file.path)
    }
    #expect(paths.count == 50)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).count == 50)
    let missing = Platform.newFile(in: folder + "/none", prefix: ".out.", suffix: ".tmp")
    guard case .failure(let error) = missing else {
      Issue.record("a file was made in a folder that does not exist")
      return
    }
    #expect(error.code == ENOENT)
    #expect("\(error)" == "No such file or directory")
  }
}
