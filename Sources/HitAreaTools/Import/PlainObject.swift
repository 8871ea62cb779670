import HitAreaSnapshot

/// A small JSON object whose keys a format knows (a frame's `x`, `y`, `width` and `height`;
/// Maestro's attribute names), read plainly: no JSON path kept, keys matched as bytes, a
/// repeated key found by one bit per key.
///
/// The checked steps (`beginObject()`, `nextKey()`) read the same object and name what is
/// wrong; the plain read gives up on anything they would not read the same way, and leaves it
/// to them.
///
/// ```swift
/// let keys = ByteKeyTable([("x", 0), ("y", 1)])
/// var point = [0.0, 0.0]
/// let read = PlainObject.read(&reader, keys: keys) { index, reader in
///   point[index] = try reader.readNumber()
/// }
/// if !read { /* the checked steps read it */ }
/// ```
enum PlainObject {
  /// Reads the object that comes next when each of its keys is one of `keys`, once, written
  /// without an escape, and `member` reads each value.
  ///
  /// - Parameters:
  ///   - reader: The reader, before the object.
  ///   - keys: The keys the object may have, each with its index (0 to 63).
  ///   - member: Reads the value of the key with that index; it must consume the value. It may
  ///     have taken in part of the object when the read gives up.
  /// - Returns: `false`, with the reader where it was, when the object is not such an object,
  ///   or `member` throws (the checked steps then read it, and name what is wrong).
  static func read(
    _ reader: inout JSONReader, keys: ByteKeyTable<Int>,
    member: (Int, inout JSONReader) throws -> Void
  ) -> Bool {
    let start = reader.mark
    guard reader.mayNest, reader.skip(UInt8(ascii: "{")) else {
      reader.rewind(to: start)
      return false
    }
    var seen: UInt64 = 0
    while true {
      switch reader.nextPlainMember(afterMember: seen != 0) {
      case .end?: return true
      case .key(let key)?:
        let index = reader.bytes.withUnsafeBufferPointer {
          keys[UnsafeBufferPointer(rebasing: $0[key])]
        }
        guard let index else { break }
        assert(index < 64, "one bit per key")
        let bit: UInt64 = 1 << UInt64(index)
        guard seen & bit == 0 else { break }
        seen |= bit
        do { try member(index, &reader) } catch { break }
        continue
      case nil: break
      }
      reader.rewind(to: start)
      return false
    }
  }
}
