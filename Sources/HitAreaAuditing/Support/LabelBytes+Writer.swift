import HitAreaSnapshot

extension LabelBytes {
  /// Where a label's bytes are written, in room made once and reused for every label of a screen.
  ///
  /// A piece is copied with no check of an array's uniqueness or capacity (appending a string's
  /// UTF-8 to an array costs about 180 instructions a piece). It owns its room, so it cannot be
  /// copied.
  ///
  /// ```swift
  /// var label = LabelBytes.Writer()
  /// label.add("Switch")
  /// label.add(" ‘")
  /// label.string  // "Switch ‘"
  /// ```
  struct Writer: ~Copyable {
    /// The room, grown when a label needs more.
    private var room = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 256)
    /// How many bytes of it the label has so far.
    private var count = 0

    /// An empty label.
    init() {}

    deinit { room.deallocate() }

    /// Starts the next label.
    mutating func clear() { count = 0 }

    /// The label so far, as a string.
    var string: String { String(decoding: room[..<count], as: UTF8.self) }

    /// Calls `body` with the label's bytes so far.
    ///
    /// - Parameter body: Reads the bytes (valid only during the call).
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
      body(UnsafeBufferPointer(rebasing: room[..<count]))
    }

    /// Adds a text's bytes.
    mutating func add(_ text: String) { text.withUTF8Bytes { add(bytes: $0) } }

    /// Adds a literal's bytes.
    mutating func add(_ text: StaticString) { text.withUTF8Buffer { add(bytes: $0) } }

    private mutating func add(bytes: UnsafeBufferPointer<UInt8>) {
      guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
      if count + bytes.count > room.count {
        let larger = UnsafeMutableBufferPointer<UInt8>.allocate(
          capacity: Swift.max(2 * room.count, count + bytes.count))
        _ = larger.initialize(from: room[..<count])
        room.deallocate()
        room = larger
      }
      guard let target = room.baseAddress else { return }  // never: the room is allocated
      (target + count).initialize(from: source, count: bytes.count)
      count += bytes.count
    }
  }
}
