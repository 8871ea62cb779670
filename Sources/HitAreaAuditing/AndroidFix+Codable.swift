import HitAreaKit

extension AndroidFix: Codable {
  private enum CodingKeys: String, CodingKey {
    case resource, variable, growth, size, xml, kotlin, compose, sharesParentWith
  }

  /// Decodes the fix from its JSON form.
  ///
  /// - Parameter decoder: The decoder.
  ///
  /// ```swift
  /// let fix = try JSONDecoder().decode(AndroidFix.self, from: data)
  /// ```
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    resource = try c.decodeIfPresent(String.self, forKey: .resource)
    variable = try c.decode(String.self, forKey: .variable)
    let g = try c.decode([Double].self, forKey: .growth)
    let s = try c.decode([Double].self, forKey: .size)
    guard g.count == 4, s.count == 2 else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: c.codingPath,
          debugDescription: "expected growth [top, left, bottom, right] and size [width, height]"))
    }
    growth = EdgeOutsets(top: g[0], left: g[1], bottom: g[2], right: g[3])
    size = Size(width: s[0], height: s[1])
    xml = try c.decode(String.self, forKey: .xml)
    kotlin = try c.decode(String.self, forKey: .kotlin)
    compose = try c.decodeIfPresent(String.self, forKey: .compose)
    sharesParentWith = try c.decodeIfPresent([String].self, forKey: .sharesParentWith) ?? []
  }

  /// Encodes the fix: `{"resource", "variable", "growth": [top, left, bottom, right],
  /// "size": [width, height], "xml", "kotlin", "compose", "sharesParentWith"}` in dp;
  /// `resource`, `compose` and `sharesParentWith` only when set.
  ///
  /// - Parameter encoder: The encoder.
  public func encode(to encoder: any Encoder) throws {
    try encodeFields(to: encoder)
  }
}

extension AndroidFix: FieldWritable {
  /// Writes the fix's members, as ``encode(to:)`` describes.
  ///
  /// - Parameter fields: Where they go.
  package func writeFields(to fields: inout some FieldWriter) throws {
    try fields.writeIfPresent(CodingKeys.resource, resource)
    try fields.write(CodingKeys.variable, variable)
    try fields.write(
      CodingKeys.growth, numbers: [growth.top, growth.left, growth.bottom, growth.right])
    try fields.write(CodingKeys.size, numbers: [size.width, size.height])
    try fields.write(CodingKeys.xml, xml)
    try fields.write(CodingKeys.kotlin, kotlin)
    try fields.writeIfPresent(CodingKeys.compose, compose)
    if !sharesParentWith.isEmpty {
      try fields.write(CodingKeys.sharesParentWith, strings: sharesParentWith)
    }
  }
}
