import HitAreaSnapshot

extension JSONPath {
  /// A decoder's coding path as the readers write a place: `findings[0].rule`.
  ///
  /// - Parameter keys: The coding path, such as a `DecodingError`'s context's.
  package init(codingPath keys: [any CodingKey]) {
    self.init(keys.map { key in key.intValue.map { .index($0) } ?? .key(key.stringValue) })
  }
}
