import Foundation
import HitAreaKit
import HitAreaSnapshot
import Testing

@testable import HitAreaTools

/// A screenshot is drawn over the screen: a dump of a dialog's window beside a picture of the
/// whole screen got the picture squeezed into the dialog's frame.
@Suite struct ScreenshotPlacementTests {
  /// A PNG's signature and header for a picture `width`×`height` pixels.
  static func png(_ width: UInt32, _ height: UInt32) throws -> Screenshot {
    let header: [UInt8] =
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D]
      + Array("IHDR".utf8) + withUnsafeBytes(of: width.bigEndian, Array.init)
      + withUnsafeBytes(of: height.bigEndian, Array.init) + [8, 6, 0, 0, 0]
    return try Screenshot(data: Data(header))
  }

  /// A JPEG's start of image, an APP0 segment, then a start of frame for `width`×`height`.
  static func jpeg(_ width: UInt16, _ height: UInt16) throws -> Screenshot {
    let app0: [UInt8] = [0xFF, 0xE0, 0x00, 0x05, 0x4A, 0x46, 0x49]
    let frame: [UInt8] =
      [0xFF, 0xC0, 0x00, 0x11, 0x08] + withUnsafeBytes(of: height.bigEndian, Array.init)
      + withUnsafeBytes(of: width.bigEndian, Array.init) + [0x03]
    return try Screenshot(
      data: Data([0xFF, 0xD8] + app0 + frame + [UInt8](repeating: 0, count: 9)))
  }

  @Test func picturesSayTheirSize() throws {
    #expect(try Self.png(1080, 2400).pixelSize == Size(width: 1080, height: 2400))
    #expect(try Self.jpeg(1440, 2560).pixelSize == Size(width: 1440, height: 2560))
    #expect(try Screenshot(data: Data([0xFF, 0xD8, 0xFF, 0xD9])).pixelSize == nil)
  }

  /// A dialog's window at its place on a 1080×2400 px screen, at 2.625 px a dp.
  static func dialog(screenSize: Size? = nil) -> LayoutSnapshot {
    var s = LayoutSnapshot(
      root: LayoutNode(
        id: "dialog", frame: Rect(x: 29.33, y: 342.86, width: 352.76, height: 228.57)),
      unit: .dp)
    s.pixelsPerPoint = 2.625
    s.screenSize = screenSize
    return s
  }

  @Test func aPictureOfTheWholeScreenCoversTheScreen() throws {
    let shot = try Self.png(1080, 2400)
    let dialog = Self.dialog()
    let root = dialog.frameInRoot(dialog.root)
    // At its own size from the origin, not squeezed into the dialog.
    let frame = ScreenRenderer.frame(of: shot, root: root, in: dialog)
    #expect(frame == Rect(x: 0, y: 0, width: 1080 / 2.625, height: 2400 / 2.625))
    // A recorded screen size decides.
    let sized = Self.dialog(screenSize: Size(width: 411, height: 914))
    #expect(
      ScreenRenderer.frame(of: shot, root: root, in: sized)
        == Rect(x: 0, y: 0, width: 411, height: 914))
    // A picture of the root's shape (at any scale) covers the root, as before.
    let own = try Self.png(706, 457)
    #expect(ScreenRenderer.frame(of: own, root: root, in: dialog) == root)
    // Without a density, the root.
    var unscaled = dialog
    unscaled.pixelsPerPoint = nil
    #expect(ScreenRenderer.frame(of: shot, root: root, in: unscaled) == root)
  }
}
