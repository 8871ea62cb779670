// The JSON form of audit findings and fix suggestions: the contract of what
// `hitarea audit --format json` and `hitarea fix --format json` print. Geometry is written as
// arrays of numbers: rects `[x, y, width, height]`, points `[x, y]`, sizes `[width, height]`;
// absent values are left out. Keys may be added; these stay.
import HitAreaKit

extension AuditFinding: Codable {
  private enum CodingKeys: String, CodingKey {
    case rule, severity, target, label, other, winner, frame, hitArea, region, regionShape, point
    case measured
    case message, fix, suggestion, notChecked, exception
    case suppression = "suppressed"
    /// What 0.1 called ``AuditFinding/hitRect``; read, never written.
    case hitRect
  }

  /// Decodes a finding from its JSON form (the hit area rect also under its 0.1 key, `hitRect`;
  /// the label defaults to the target's id).
  ///
  /// - Parameter decoder: The decoder.
  ///
  /// ```swift
  /// let finding = try JSONDecoder().decode(AuditFinding.self, from: data)
  /// ```
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      rule: try c.decode(AuditRule.self, forKey: .rule),
      severity: try c.decode(AuditSeverity.self, forKey: .severity),
      target: try c.decode(String.self, forKey: .target),
      other: try c.decodeIfPresent(String.self, forKey: .other),
      winner: try c.decodeIfPresent(String.self, forKey: .winner),
      frame: try decodeRect(c, .frame),
      hitRect: try decodeRectIfPresent(c, .hitArea) ?? decodeRect(c, .hitRect),
      region: try decodeRectIfPresent(c, .region),
      regionShape: try c.decodeIfPresent([[Double]].self, forKey: .regionShape).map {
        try decodeRegion($0, c)
      },
      point: try decodePointIfPresent(c, .point),
      measured: try c.decodeIfPresent(AuditMeasurements.self, forKey: .measured)
        ?? AuditMeasurements(),
      message: try c.decode(String.self, forKey: .message),
      fix: try c.decode(String.self, forKey: .fix),
      suggestion: try c.decodeIfPresent(FixSuggestion.self, forKey: .suggestion),
      label: try c.decodeIfPresent(String.self, forKey: .label),
      notChecked: try c.decodeIfPresent(NotCheckedReason.self, forKey: .notChecked),
      exception: try c.decodeIfPresent(SizeException.self, forKey: .exception))
    suppression = try c.decodeIfPresent(AuditSuppression.self, forKey: .suppression)
  }

  /// Encodes the finding: `{"rule", "severity", "target", "label", "other", "winner", "frame",
  /// "hitArea", "region", "regionShape", "point", "measured", "message", "fix", "suggestion",
  /// "notChecked", "exception", "suppressed"}`, where `hitArea` is the hit area's rect in root
  /// space and `regionShape` the rects of ``AuditFinding/regionShape``; the last three only when
  /// set (``NotCheckedReason``, ``SizeException``, ``AuditSuppression``).
  ///
  /// - Parameter encoder: The encoder.
  ///
  /// ```swift
  /// let data = try JSONEncoder().encode(finding)
  /// ```
  public func encode(to encoder: any Encoder) throws {
    try encodeFields(to: encoder)
  }
}

extension AuditFinding: FieldWritable {
  /// Writes the finding's members, as ``encode(to:)`` describes.
  ///
  /// - Parameter fields: Where they go.
  package func writeFields(to fields: inout some FieldWriter) throws {
    try fields.write(CodingKeys.rule, rule.rawValue)
    try fields.write(CodingKeys.severity, severity.rawValue)
    try fields.write(CodingKeys.target, target)
    try fields.write(CodingKeys.label, label)
    try fields.writeIfPresent(CodingKeys.other, other)
    try fields.writeIfPresent(CodingKeys.winner, winner)
    try fields.write(CodingKeys.frame, numbers: numbers(frame))
    try fields.write(CodingKeys.hitArea, numbers: numbers(hitRect))
    try fields.writeIfPresent(CodingKeys.region, numbers: region.map(numbers))
    if let regionShape {
      try fields.write(CodingKeys.regionShape, numberArrays: regionShape.rects.map(numbers))
    }
    try fields.writeIfPresent(CodingKeys.point, numbers: point.map { [$0.x, $0.y] })
    if measured != AuditMeasurements() { try fields.write(CodingKeys.measured, object: measured) }
    try fields.write(CodingKeys.message, message)
    try fields.write(CodingKeys.fix, fix)
    try fields.writeIfPresent(CodingKeys.suggestion, object: suggestion)
    try fields.writeIfPresent(CodingKeys.notChecked, notChecked?.rawValue)
    try fields.writeIfPresent(CodingKeys.exception, exception?.rawValue)
    try fields.writeIfPresent(CodingKeys.suppression, object: suppression)
  }
}

extension AuditMeasurements: Codable {
  private enum CodingKeys: String, CodingKey {
    case requiredSize, visibleSize, effectiveSize, spacingClear, area, contestedArea, targetLoss
    case otherLoss, share, visibleShare, clippedArea, coveredArea, inertReason
  }

  /// Decodes measurements; every key is optional.
  ///
  /// - Parameter decoder: The decoder.
  ///
  /// ```swift
  /// let m = try JSONDecoder().decode(AuditMeasurements.self, from: Data(#"{"share": 0.5}"#.utf8))
  /// ```
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      requiredSize: try decodeSizeIfPresent(c, .requiredSize),
      visibleSize: try decodeSizeIfPresent(c, .visibleSize),
      effectiveSize: try decodeSizeIfPresent(c, .effectiveSize),
      spacingClear: try c.decodeIfPresent(Bool.self, forKey: .spacingClear),
      area: try c.decodeIfPresent(Double.self, forKey: .area),
      contestedArea: try c.decodeIfPresent(Double.self, forKey: .contestedArea),
      targetLoss: try c.decodeIfPresent(Double.self, forKey: .targetLoss),
      otherLoss: try c.decodeIfPresent(Double.self, forKey: .otherLoss),
      share: try c.decodeIfPresent(Double.self, forKey: .share),
      visibleShare: try c.decodeIfPresent(Double.self, forKey: .visibleShare),
      clippedArea: try c.decodeIfPresent(Double.self, forKey: .clippedArea),
      coveredArea: try c.decodeIfPresent(Double.self, forKey: .coveredArea),
      inertReason: try c.decodeIfPresent(InertReason.self, forKey: .inertReason))
  }

  /// Encodes the fields that are set.
  ///
  /// - Parameter encoder: The encoder.
  ///
  /// ```swift
  /// try JSONEncoder().encode(AuditMeasurements(share: 0.5))  // {"share":0.5}
  /// ```
  public func encode(to encoder: any Encoder) throws {
    try encodeFields(to: encoder)
  }
}

extension AuditMeasurements: FieldWritable {
  /// Writes the fields that are set, as ``encode(to:)`` describes.
  ///
  /// - Parameter fields: Where they go.
  package func writeFields(to fields: inout some FieldWriter) throws {
    try fields.writeIfPresent(CodingKeys.requiredSize, numbers: requiredSize.map(numbers))
    try fields.writeIfPresent(CodingKeys.visibleSize, numbers: visibleSize.map(numbers))
    try fields.writeIfPresent(CodingKeys.effectiveSize, numbers: effectiveSize.map(numbers))
    try fields.writeIfPresent(CodingKeys.spacingClear, spacingClear)
    try fields.writeIfPresent(CodingKeys.area, area)
    try fields.writeIfPresent(CodingKeys.contestedArea, contestedArea)
    try fields.writeIfPresent(CodingKeys.targetLoss, targetLoss)
    try fields.writeIfPresent(CodingKeys.otherLoss, otherLoss)
    try fields.writeIfPresent(CodingKeys.share, share)
    try fields.writeIfPresent(CodingKeys.visibleShare, visibleShare)
    try fields.writeIfPresent(CodingKeys.clippedArea, clippedArea)
    try fields.writeIfPresent(CodingKeys.coveredArea, coveredArea)
    try fields.writeIfPresent(CodingKeys.inertReason, inertReason?.rawValue)
  }
}

extension FixSuggestion: Codable {
  private enum CodingKeys: String, CodingKey {
    case target, label, hitArea, swift, rect, achievedSize, shortfall, limitedBy, clippedBy
    case android, overflowSwift
  }

  /// The keys of the hit area, always both written here (a fix says every part it sets).
  private enum HitAreaKeys: String, CodingKey {
    case outsets, minimumSize
  }

  /// Decodes a suggestion from its JSON form.
  ///
  /// - Parameter decoder: The decoder.
  ///
  /// ```swift
  /// let fix = try JSONDecoder().decode(FixSuggestion.self, from: data)
  /// ```
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      target: try c.decode(String.self, forKey: .target),
      hitArea: try c.decode(HitArea.self, forKey: .hitArea),
      swiftCode: try c.decode(String.self, forKey: .swift),
      rect: try decodeRect(c, .rect),
      achievedSize: try decodeSizeIfPresent(c, .achievedSize) ?? .zero,
      shortfall: try decodeSizeIfPresent(c, .shortfall) ?? .zero,
      limitedBy: try c.decodeIfPresent([String].self, forKey: .limitedBy) ?? [],
      clippedBy: try c.decodeIfPresent(String.self, forKey: .clippedBy),
      label: try c.decodeIfPresent(String.self, forKey: .label),
      overflowSwiftCode: try c.decodeIfPresent(String.self, forKey: .overflowSwift))
    android = try c.decodeIfPresent(AndroidFix.self, forKey: .android)
  }

  /// Encodes the suggestion: `{"target", "label", "hitArea": {"outsets": [t, l, b, r],
  /// "minimumSize": [w, h]}, "swift", "rect", "achievedSize", "shortfall", "limitedBy",
  /// "clippedBy", "overflowSwift", "android"}`; the last three only when set (`overflowSwift` is
  /// the line of Swift that turns on `clippedBy`'s overflow switch; `android` is ``AndroidFix``'s
  /// form, for screens from Android).
  ///
  /// - Parameter encoder: The encoder.
  ///
  /// ```swift
  /// let data = try JSONEncoder().encode(report.fixes)
  /// ```
  public func encode(to encoder: any Encoder) throws {
    try encodeFields(to: encoder)
  }
}

extension FixSuggestion: FieldWritable {
  /// Writes the suggestion's members, as ``encode(to:)`` describes.
  ///
  /// - Parameter fields: Where they go.
  package func writeFields(to fields: inout some FieldWriter) throws {
    try fields.write(CodingKeys.target, target)
    try fields.write(CodingKeys.label, label)
    try fields.writeObject(CodingKeys.hitArea) { area in
      let o = hitArea.outsets
      try area.write(HitAreaKeys.outsets, numbers: [o.top, o.left, o.bottom, o.right])
      try area.write(HitAreaKeys.minimumSize, numbers: numbers(hitArea.minimumSize))
    }
    try fields.write(CodingKeys.swift, swiftCode)
    try fields.write(CodingKeys.rect, numbers: numbers(rect))
    try fields.write(CodingKeys.achievedSize, numbers: numbers(achievedSize))
    try fields.write(CodingKeys.shortfall, numbers: numbers(shortfall))
    try fields.write(CodingKeys.limitedBy, strings: limitedBy)
    try fields.writeIfPresent(CodingKeys.clippedBy, clippedBy)
    try fields.writeIfPresent(CodingKeys.overflowSwift, overflowSwiftCode)
    try fields.writeIfPresent(CodingKeys.android, object: android)
  }
}

// MARK: - Arrays of numbers

private func numbers(_ r: Rect) -> [Double] {
  [r.origin.x, r.origin.y, r.size.width, r.size.height]
}

private func numbers(_ s: Size) -> [Double] { [s.width, s.height] }

private func decodeNumbers<K: CodingKey>(
  _ c: KeyedDecodingContainer<K>, _ key: K, count: Int, what: String
) throws -> [Double]? {
  guard let values = try c.decodeIfPresent([Double].self, forKey: key) else { return nil }
  guard values.count == count else {
    throw DecodingError.dataCorruptedError(
      forKey: key, in: c,
      debugDescription: "expected \(count) numbers \(what), found \(values.count)")
  }
  return values
}

private func decodeRectIfPresent<K: CodingKey>(_ c: KeyedDecodingContainer<K>, _ key: K) throws
  -> Rect?
{
  try decodeNumbers(c, key, count: 4, what: "[x, y, width, height]").map {
    Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3])
  }
}

/// A region from its rects, each `[x, y, width, height]`.
private func decodeRegion<K: CodingKey>(_ rects: [[Double]], _ c: KeyedDecodingContainer<K>)
  throws -> Region
{
  var parts: [Rect] = []
  for values in rects {
    guard values.count == 4 else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: c.codingPath,
          debugDescription: "expected 4 numbers [x, y, width, height], found \(values.count)"))
    }
    parts.append(Rect(x: values[0], y: values[1], width: values[2], height: values[3]))
  }
  return Region(covering: parts)
}

private func decodeRect<K: CodingKey>(_ c: KeyedDecodingContainer<K>, _ key: K) throws -> Rect {
  guard let rect = try decodeRectIfPresent(c, key) else {
    throw DecodingError.keyNotFound(
      key, DecodingError.Context(codingPath: c.codingPath, debugDescription: "missing rect"))
  }
  return rect
}

private func decodePointIfPresent<K: CodingKey>(_ c: KeyedDecodingContainer<K>, _ key: K) throws
  -> Point?
{
  try decodeNumbers(c, key, count: 2, what: "[x, y]").map { Point(x: $0[0], y: $0[1]) }
}

private func decodeSizeIfPresent<K: CodingKey>(_ c: KeyedDecodingContainer<K>, _ key: K) throws
  -> Size?
{
  try decodeNumbers(c, key, count: 2, what: "[width, height]").map {
    Size(width: $0[0], height: $0[1])
  }
}
