public import Foundation
public import HitAreaKit

/// A screenshot to draw under a screen's picture, over the screen: PNG or JPEG bytes, embedded in
/// the SVG as a `data:` URL so the picture needs no other file.
///
/// Dumps usually come with one: Appium and XCUITest save it beside the page source, RICO ships
/// one per screen. ``beside(_:)`` finds it by convention: `login.png` (or `.jpg`, `.jpeg`) for
/// `login.xml`.
///
/// ```swift
/// var renderer = ScreenRenderer(snapshot: snapshot)
/// renderer.screenshot = try Screenshot(data: Data(contentsOf: pngURL))
/// ```
public struct Screenshot: Hashable, Sendable {
  /// The image's bytes.
  public var data: Data
  /// `image/png` or `image/jpeg`.
  public var mediaType: String

  /// Wraps PNG or JPEG bytes, recognised by their signature.
  ///
  /// - Parameter data: The image file's bytes.
  /// - Throws: ``ScreenshotError`` when the bytes are neither PNG nor JPEG.
  public init(data: Data) throws {
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    if data.starts(with: png) {
      mediaType = "image/png"
    } else if data.starts(with: [0xFF, 0xD8, 0xFF]) {
      mediaType = "image/jpeg"
    } else {
      throw ScreenshotError()
    }
    self.data = data
  }

  /// The image's size in pixels, from its header (a PNG's `IHDR`, a JPEG's start of frame);
  /// `nil` when the header does not say.
  public var pixelSize: Size? {
    let bytes = [UInt8](data.prefix(1 << 16))
    func number(_ at: Int, _ count: Int) -> Double? {
      guard at + count <= bytes.count else { return nil }
      return Double(bytes[at..<(at + count)].reduce(0) { $0 << 8 | Int($1) })
    }
    func size(width: Double?, height: Double?) -> Size? {
      guard let width, let height, width > 0, height > 0 else { return nil }
      return Size(width: width, height: height)
    }
    if mediaType == "image/png" { return size(width: number(16, 4), height: number(20, 4)) }
    // JPEG: segments after the start of image, each a marker and a length; a start of frame
    // (C0 to CF but C4, C8 and CC) holds the height then the width.
    var i = 2
    while i + 9 <= bytes.count, bytes[i] == 0xFF {
      let marker = bytes[i + 1]
      if marker == 0xFF {
        i += 1
        continue
      }
      if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
        return size(width: number(i + 7, 2), height: number(i + 5, 2))
      }
      guard let length = number(i + 2, 2), length >= 2 else { return nil }
      i += 2 + Int(length)
    }
    return nil
  }

  /// The image as a `data:` URL.
  public var dataURL: String { "data:\(mediaType);base64,\(data.base64EncodedString())" }

  /// The screenshot beside a dump by convention (the same name with `.png`, `.jpg` or `.jpeg`),
  /// or `nil` when there is none or it is not an image.
  ///
  /// - Parameter dump: The dump's path.
  public static func beside(_ dump: String) -> Screenshot? {
    let url = URL(fileURLWithPath: dump).deletingPathExtension()
    for ext in ["png", "jpg", "jpeg", "PNG", "JPG", "JPEG"] {
      let candidate = url.appendingPathExtension(ext)
      guard candidate.path != dump, FileManager.default.fileExists(atPath: candidate.path),
        let data = try? Data(contentsOf: candidate), let shot = try? Screenshot(data: data)
      else { continue }
      return shot
    }
    return nil
  }
}

/// Bytes that are neither a PNG nor a JPEG image.
public struct ScreenshotError: Error, CustomStringConvertible {
  /// Creates the error.
  public init() {}

  /// What is wrong.
  public var description: String { "not a PNG or JPEG image" }
}
