extension String {
  /// Runs `body` on the string's UTF-8 bytes, read in place.
  ///
  /// `withUTF8` needs a `var` copy of the string, which costs a retain and a release (atomic)
  /// on every call; a native string's bytes are read without one. Only a bridged string, whose
  /// bytes are not in one piece, is read through such a copy (made native).
  ///
  /// ```swift
  /// name.withUTF8Bytes { ByteWord.hash($0) }
  /// ```
  @inlinable package func withUTF8Bytes<Result>(
    _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
  ) rethrows -> Result {
    if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = self
    return try copy.withUTF8(body)
  }
}
