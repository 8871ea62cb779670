/// The plain keys of one JSON document (ASCII written without escapes), each made into a
/// `String` once and numbered: a document repeats a few keys in every object, and a key found
/// here costs a hash and a comparison of its bytes instead of a string made (and its UTF-8
/// checked) again.
///
/// Two plain keys are the same key exactly when they have the same number: ASCII has no two
/// spellings of one character, so their strings are equal only with equal bytes. This lets
/// ``JSONReader`` check an object's keys for repeats by comparing numbers.
///
/// ```swift
/// var names = JSONKeyNames()
/// let bytes = Array(#"{"frame": 1}"#.utf8)
/// bytes.withUnsafeBufferPointer { names.name(of: 2..<7, in: $0) }  // (0, "frame")
/// ```
package struct JSONKeyNames {
  /// The most keys kept: past them, a document of ever new keys makes each one's string itself,
  /// as with no table.
  package static let maximumCount = 4_096

  /// How many keys made to share a slot are numbered (``HashSlots/maximumDistance``): past them,
  /// keys of a hostile document make their strings themselves, rather than make every look-up
  /// walk a long run of slots.
  package static var maximumProbes: Int { HashSlots.maximumDistance }

  /// The keys' numbers by their summaries' hashes, made at the first key (a reader made only
  /// to look at a document's start makes none).
  private var slots = HashSlots()
  /// Each key's summary, by number.
  private var summaries: [Summary] = []
  /// Each key's string, by number.
  private var names: [String] = []

  /// A key's length, its first and last eight bytes, and where its bytes first are.
  ///
  /// A shorter key's words hold its bytes and zeros. Up to 16 bytes, the words hold every byte,
  /// so equal summaries are equal keys; a longer key's middle is compared byte by byte.
  /// (Internal, not private, for the tests of its hash.)
  struct Summary: Equatable {
    var head: UInt64
    var tail: UInt64
    var count: Int
    var start: Int

    /// The summary of a key's bytes.
    init(_ key: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) {
      let raw = UnsafeRawBufferPointer(bytes)
      count = key.count
      start = key.lowerBound
      if count >= 8 {
        head = raw.loadUnaligned(fromByteOffset: key.lowerBound, as: UInt64.self)
        tail = raw.loadUnaligned(fromByteOffset: key.upperBound - 8, as: UInt64.self)
      } else if key.lowerBound + 8 <= raw.count {
        // Eight bytes read, those past the key made zero.
        let word = UInt64(
          littleEndian: raw.loadUnaligned(fromByteOffset: key.lowerBound, as: UInt64.self))
        head = word & ((1 << (UInt64(count) * 8)) &- 1)
        tail = head
      } else {
        head = 0
        for i in key.reversed() { head = head << 8 | UInt64(raw[i]) }
        tail = head
      }
    }

    /// Where its slot search starts.
    ///
    /// The words and length, mixed so that every byte reaches the slot's bits
    /// (``ByteWord/finalMix(_:)``), those of keys that differ only at their end (`item_1`,
    /// `item_2`) too. The words are added, not xor-ed: a key of eight bytes or fewer has the same
    /// word for both, and an xor would cancel its top bits.
    var hash: UInt64 {
      ByteWord.finalMix((head &* 0x9E37_79B9_7F4A_7C15) &+ tail ^ UInt64(count))
    }

    /// Whether two summaries are of the same key (bytes compared past 16).
    func isSameKey(as other: Summary, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
      guard head == other.head && tail == other.tail && count == other.count else { return false }
      return count <= 16
        || ByteWord.equal(
          UnsafeBufferPointer(rebasing: bytes[(start + 8)..<(start + count - 8)]),
          UnsafeBufferPointer(rebasing: bytes[(other.start + 8)..<(other.start + count - 8)]))
    }
  }

  /// Creates an empty table.
  package init() {}

  /// The string of a key kept.
  ///
  /// - Parameter number: A number ``name(of:in:)`` gave.
  package subscript(number: Int) -> String { names[number] }

  /// The number and string of a key, made when the key is first seen.
  ///
  /// - Parameters:
  ///   - key: Where the key's bytes are, between its quotes, written without escapes.
  ///   - bytes: The document (the same one at every call).
  /// - Returns: `nil` when a byte is not ASCII, when the table is full and the key is new, or
  ///   when the slots decline it (keys made to share a slot, past ``maximumProbes`` of them).
  ///   A key numbered once keeps its number.
  package mutating func name(
    of key: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>
  ) -> (number: Int, name: String)? {
    let summary = Summary(key, in: bytes)
    let hash = summary.hash
    var slot = slots.start(hash)
    while let number = slots.next(hash, from: &slot) {
      if summaries[number].isSameKey(as: summary, in: bytes) { return (number, names[number]) }
    }
    // A key seen before is ASCII: only a new one is looked at.
    let keyBytes = UnsafeBufferPointer(rebasing: bytes[key])
    guard names.count < Self.maximumCount, ByteWord.isASCII(keyBytes),
      slots.insert(names.count, hash: hash, at: slot)
    else { return nil }
    if names.isEmpty {
      // Room for a small document's keys, made at its first key.
      summaries.reserveCapacity(32)
      names.reserveCapacity(32)
    }
    let name = String(decoding: keyBytes, as: UTF8.self)
    summaries.append(summary)
    names.append(name)
    return (names.count - 1, name)
  }
}
