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
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(rule, forKey: .rule)
    try c.encode(severity, forKey: .severity)
    try c.encode(target, forKey: .target)
    try c.encode(label, forKey: .label)
    try c.encodeIfPresent(other, forKey: .other)
    try c.encodeIfPresent(winner, forKey: .winner)
    try c.encode(numbers(frame), forKey: .frame)
    try c.encode(numbers(hitRect), forKey: .hitArea)
    try c.encodeIfPresent(region.map(numbers), forKey: .region)
    try c.encodeIfPresent(regionShape.map { $0.rects.map(numbers) }, forKey: .regionShape)
    try c.encodeIfPresent(point.map { [$0.x, $0.y] }, forKey: .point)
    if measured != AuditMeasurements() { try c.encode(measured, forKey: .measured) }
    try c.encode(message, forKey: .message)
    try c.encode(fix, forKey: .fix)
    try c.encodeIfPresent(suggestion, forKey: .suggestion)
    try c.encodeIfPresent(notChecked, forKey: .notChecked)
    try c.encodeIfPresent(exception, forKey: .exception)
    try c.encodeIfPresent(suppression, forKey: .suppression)
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
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encodeIfPresent(requiredSize.map(numbers), forKey: .requiredSize)
    try c.encodeIfPresent(visibleSize.map(numbers), forKey: .visibleSize)
    try c.encodeIfPresent(effectiveSize.map(numbers), forKey: .effectiveSize)
    try c.encodeIfPresent(spacingClear, forKey: .spacingClear)
    try c.encodeIfPresent(area, forKey: .area)
    try c.encodeIfPresent(contestedArea, forKey: .contestedArea)
    try c.encodeIfPresent(targetLoss, forKey: .targetLoss)
    try c.encodeIfPresent(otherLoss, forKey: .otherLoss)
    try c.encodeIfPresent(share, forKey: .share)
    try c.encodeIfPresent(visibleShare, forKey: .visibleShare)
    try c.encodeIfPresent(clippedArea, forKey: .clippedArea)
    try c.encodeIfPresent(coveredArea, forKey: .coveredArea)
    try c.encodeIfPresent(inertReason, forKey: .inertReason)
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
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(target, forKey: .target)
    try c.encode(label, forKey: .label)
    var area = c.nestedContainer(keyedBy: HitAreaKeys.self, forKey: .hitArea)
    let o = hitArea.outsets
    try area.encode([o.top, o.left, o.bottom, o.right], forKey: .outsets)
    try area.encode(numbers(hitArea.minimumSize), forKey: .minimumSize)
    try c.encode(swiftCode, forKey: .swift)
    try c.encode(numbers(rect), forKey: .rect)
    try c.encode(numbers(achievedSize), forKey: .achievedSize)
    try c.encode(numbers(shortfall), forKey: .shortfall)
    try c.encode(limitedBy, forKey: .limitedBy)
    try c.encodeIfPresent(clippedBy, forKey: .clippedBy)
    try c.encodeIfPresent(overflowSwiftCode, forKey: .overflowSwift)
    try c.encodeIfPresent(android, forKey: .android)
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
