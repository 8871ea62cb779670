// The JSON form of a hit area, shared with the layout snapshot format:
// `{"outsets": [top, left, bottom, right], "minimumSize": [width, height]}`, both keys optional.

extension HitArea: Codable {
  private enum CodingKeys: String, CodingKey {
    case outsets
    case minimumSize
  }

  /// Decodes `{"outsets": [t, l, b, r], "minimumSize": [w, h]}`; either key may be absent.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    var area = HitArea.bounds
    if let o = try container.decodeIfPresent([Double].self, forKey: .outsets) {
      guard o.count == 4 else {
        throw DecodingError.dataCorruptedError(
          forKey: .outsets, in: container,
          debugDescription: "expected 4 numbers [top, left, bottom, right], found \(o.count)")
      }
      area.outsets = EdgeOutsets(top: o[0], left: o[1], bottom: o[2], right: o[3])
    }
    if let m = try container.decodeIfPresent([Double].self, forKey: .minimumSize) {
      guard m.count == 2 else {
        throw DecodingError.dataCorruptedError(
          forKey: .minimumSize, in: container,
          debugDescription: "expected 2 numbers [width, height], found \(m.count)")
      }
      area.minimumSize = Size(width: m[0], height: m[1])
    }
    self = area
  }

  /// Encodes only the parts that differ from the bounds.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    if !outsets.isZero {
      try container.encode(
        [outsets.top, outsets.left, outsets.bottom, outsets.right], forKey: .outsets)
    }
    if minimumSize != .zero {
      try container.encode([minimumSize.width, minimumSize.height], forKey: .minimumSize)
    }
  }
}
