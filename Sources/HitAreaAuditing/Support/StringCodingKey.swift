/// A coding key made from any string: for JSON objects whose keys are data (rule names, target
/// ids), written in the order the encoder is given them.
///
/// ```swift
/// var byRule = container.nestedContainer(keyedBy: StringCodingKey.self, forKey: .byRule)
/// try byRule.encode(3, forKey: StringCodingKey("min-size"))
/// ```
package struct StringCodingKey: CodingKey, Hashable, Sendable {
  /// The key.
  package var stringValue: String
  /// Always `nil`: these keys are names.
  package var intValue: Int? { nil }

  /// Creates a key.
  ///
  /// - Parameter name: The key.
  package init(_ name: String) { stringValue = name }

  /// Creates a key from a string.
  ///
  /// - Parameter stringValue: The key.
  package init(stringValue: String) { self.stringValue = stringValue }

  /// Creates a key from an index, as its decimal text.
  ///
  /// - Parameter intValue: The index.
  package init(intValue: Int) { stringValue = String(intValue) }
}
