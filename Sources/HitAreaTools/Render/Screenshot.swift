public import Foundation

/// A screenshot to draw under a screen's picture, scaled to the root's frame: PNG or JPEG bytes,
/// embedded in the SVG as a `data:` URL so the picture needs no other file.
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

  /// The image as a `data:` URL.
  public var dataURL: String { "data:\(mediaType);base64,\(data.base64EncodedString())" }

  /// The screenshot beside a dump by convention (the same name with `.png`, `.jpg` or `.jpeg`),
  /// or `nil` when there is none or it is not an image.
  ///
  /// - Parameter dump: The dump's path.
  public static func beside(_ dump: String) -> Screenshot? {
    for candidate in paths(beside: dump) {
      guard FileManager.default.fileExists(atPath: candidate),
        let data = try? Data(contentsOf: URL(fileURLWithPath: candidate)),
        let shot = try? Screenshot(data: data)
      else { continue }
      return shot
    }
    return nil
  }

  /// The files ``beside(_:)`` looks for, in its order: the dump's name with `.png`, `.jpg` or
  /// `.jpeg` (in lower and upper case) for its extension; never the dump itself.
  ///
  /// - Parameter dump: The dump's path.
  package static func paths(beside dump: String) -> [String] {
    let url = URL(fileURLWithPath: dump).deletingPathExtension()
    return ["png", "jpg", "jpeg", "PNG", "JPG", "JPEG"].map { url.appendingPathExtension($0).path }
      .filter { $0 != dump }
  }
}

/// Bytes that are neither a PNG nor a JPEG image.
public struct ScreenshotError: Error, CustomStringConvertible {
  /// Creates the error.
  public init() {}

  /// What is wrong.
  public var description: String { "not a PNG or JPEG image" }
}
