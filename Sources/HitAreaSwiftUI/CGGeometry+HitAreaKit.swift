#if canImport(SwiftUI)
import HitAreaKit
import SwiftUI

// Internal conversions at the SwiftUI boundary. Internal, with their own labels, so that an app
// importing both HitAreaSwiftUI and HitAreaUIKit (which has public converters) sees no ambiguity.

extension Size {
  /// The core size for a Core Graphics size.
  init(cgSize size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }
}

extension Rect {
  /// The core rect for a Core Graphics rect (origin and size as they are).
  init(cgRect rect: CGRect) {
    self.init(
      x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
      height: Double(rect.size.height))
  }
}

extension CGRect {
  /// The Core Graphics rect for a core rect; the null rect maps to `CGRect.null`.
  init(hitAreaRect rect: Rect) {
    if rect.isNull {
      self = .null
    } else {
      self.init(
        x: CGFloat(rect.origin.x), y: CGFloat(rect.origin.y), width: CGFloat(rect.size.width),
        height: CGFloat(rect.size.height))
    }
  }
}
#endif  // canImport(SwiftUI)
