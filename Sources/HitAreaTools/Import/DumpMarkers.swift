@_spi(Readers) import HitAreaSnapshot

/// The few byte patterns that tell the dump formats apart, found in one pass over a file's
/// first bytes, without decoding them to a string.
///
/// ``DumpFormat/detect(in:)`` decides from these; each kind of content (XML, JSON, text) has
/// its own scan, which stops as soon as its answer can no longer change.
///
/// ```swift
/// DumpMarkers.json(in: buffer).contains(.bounds)  // a RICO tree
/// ```
struct DumpMarkers: OptionSet {
  let rawValue: UInt32

  // JSON strings (keys or values), compared whole.
  static let hitareaLayout = DumpMarkers(rawValue: 1 << 0)
  static let axFrame = DumpMarkers(rawValue: 1 << 1)
  static let axUniqueID = DumpMarkers(rawValue: 1 << 2)
  static let roleDescription = DumpMarkers(rawValue: 1 << 3)
  static let rawIdentifier = DumpMarkers(rawValue: 1 << 4)
  static let isEnabled = DumpMarkers(rawValue: 1 << 5)
  static let nativeFrame = DumpMarkers(rawValue: 1 << 6)
  static let value = DumpMarkers(rawValue: 1 << 7)
  static let attributes = DumpMarkers(rawValue: 1 << 8)
  static let children = DumpMarkers(rawValue: 1 << 9)
  static let activity = DumpMarkers(rawValue: 1 << 10)
  static let bounds = DumpMarkers(rawValue: 1 << 11)

  // XML.
  static let xcuiElementType = DumpMarkers(rawValue: 1 << 13)
  static let appiumAUT = DumpMarkers(rawValue: 1 << 14)
  static let nodeElement = DumpMarkers(rawValue: 1 << 15)
  static let hierarchyElement = DumpMarkers(rawValue: 1 << 16)
  static let boundsAttribute = DumpMarkers(rawValue: 1 << 17)

  /// The JSON strings of `keys`: their bytes between the quotes, what eight bytes after an
  /// opening quote hold where one starts, and their marker.
  private static let keys: [(bytes: [UInt8], head: KeyHead, marker: DumpMarkers)] = {
    let keys: [(String, DumpMarkers)] = [
      ("hitarea.layout", .hitareaLayout), ("AXFrame", .axFrame), ("AXUniqueId", .axUniqueID),
      ("role_description", .roleDescription), ("rawIdentifier", .rawIdentifier),
      ("isEnabled", .isEnabled), ("nativeFrame", .nativeFrame), ("value", .value),
      ("attributes", .attributes), ("children", .children), ("activity", .activity),
      ("bounds", .bounds),
    ]
    return keys.map { (Array($0.0.utf8), KeyHead(Array($0.0.utf8)), $0.1) }
  }()

  /// What the eight bytes after a quote hold where a key starts: the key's first bytes, and its
  /// closing quote when the key is shorter than eight bytes.
  private struct KeyHead {
    /// The bytes, the first one lowest.
    let word: UInt64
    /// The bits of the bytes that count.
    let mask: UInt64

    /// The head of a key.
    init(_ key: [UInt8]) {
      let quoted = key + [UInt8(ascii: "\"")]
      word = quoted.withUnsafeBufferPointer(ByteWord.prefix)
      let count = min(8, quoted.count)
      mask = count == 8 ? ~0 : (1 << (8 * UInt64(count))) - 1
    }
  }

  private static let elementSubtreeBytes = Array(DebugDescriptionImporter.elementSubtree.utf8)

  /// The markers of JSON in `bytes`: each key as a quoted string (`"bounds"`) wherever a quote
  /// starts it, whether or not the quotes around it pair up (a broken file is still told by what
  /// it holds).
  ///
  /// - Complexity: O(n), one look at each byte and a few at each quote.
  static func json(in bytes: UnsafeBufferPointer<UInt8>) -> DumpMarkers {
    var found: DumpMarkers = []
    let n = bytes.count
    let raw = UnsafeRawBufferPointer(bytes)
    // The tables read once: a static read in the loop is a lazy global's check and a retain.
    let keys = Self.keys
    let keysByFirstByte = Self.keysByFirstByte
    // The keys not found yet (bits by index in `keys`): a key found is not looked for again, so
    // most quotes of a long file are passed by one table look-up.
    var unfound = UInt16.max
    /// Looks at the quote at `i`.
    func look(at i: Int) {
      guard i + 1 < n else { return }
      var candidates = keysByFirstByte[Int(bytes[i + 1])] & unfound
      guard candidates != 0 else { return }
      // The eight bytes after the quote rule out nearly every key in one comparison each, and
      // decide the keys of seven bytes or fewer (their head holds their closing quote).
      let next =
        i + 9 <= n
        ? UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i + 1, as: UInt64.self)) : nil
      while candidates != 0 {
        let k = candidates.trailingZeroBitCount
        candidates &= candidates - 1
        let matched: Bool
        if let next {
          matched =
            next & keys[k].head.mask == keys[k].head.word
            && (keys[k].bytes.count < 8 || matchesQuoted(keys[k].bytes, in: bytes, at: i + 1))
        } else {
          matched = matchesQuoted(keys[k].bytes, in: bytes, at: i + 1)
        }
        if matched {
          found.insert(keys[k].marker)
          unfound &= ~(1 << k)
          return
        }
      }
    }
    // Sixteen bytes at a time, compared as a vector (a run of indentation has no quote to
    // find), each quote found by its bit in a mask.
    var i = 0
    while i + 16 <= n {
      let block = ByteBlock(raw, at: i)
      if block.contains(UInt8(ascii: "\"")) {
        // The first byte lowest, so that a bit's place counts bytes from `i`.
        var (low, high) = block.highBits(where: block.matches(UInt8(ascii: "\"")))
        while low != 0 {
          look(at: i + low.trailingZeroBitCount >> 3)
          low &= low - 1
        }
        while high != 0 {
          look(at: i + 8 + high.trailingZeroBitCount >> 3)
          high &= high - 1
        }
      }
      i += 16
    }
    while i < n {
      if bytes[i] == UInt8(ascii: "\"") { look(at: i) }
      i += 1
    }
    return found
  }

  /// For each first byte, the keys (bits by index in `keys`) that start with it.
  private static let keysByFirstByte: [UInt16] = {
    var table = [UInt16](repeating: 0, count: 256)
    for (k, key) in keys.enumerated() { table[Int(key.bytes[0])] |= 1 << k }
    return table
  }()

  /// Whether `bytes` holds `pattern` then a closing quote, starting at `index`.
  private static func matchesQuoted(
    _ pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at index: Int
  ) -> Bool {
    let end = index + pattern.count
    return end < bytes.count && bytes[end] == UInt8(ascii: "\"")
      && matches(pattern, in: bytes, at: index)
  }

  /// The markers of XML in `bytes`.
  ///
  /// An `<XCUIElementType…` element, `<AppiumAUT`, a `<node` element, a `<hierarchy` element
  /// and a `bounds=` attribute. Stops at the first XCUITest marker, which decides alone.
  ///
  /// - Complexity: O(n): sixteen bytes at a time past bytes that start no marker (`<`, and `b`
  ///   until a `bounds=` is found).
  static func xml(in bytes: UnsafeBufferPointer<UInt8>) -> DumpMarkers {
    var found: DumpMarkers = []
    let n = bytes.count
    let raw = UnsafeRawBufferPointer(bytes)
    var i = 0
    // `b` is looked at until a `bounds=` is found (uiautomator writes one on every node, and `b`
    // is in many of its attribute names); `<` to the end, for XCUITest's markers.
    var lookForB = true
    while i + 16 <= n {
      // Sixteen bytes compared as a vector; each byte that may start a marker looked at in order.
      let block = ByteBlock(raw, at: i)
      var starts = block.matches(UInt8(ascii: "<"))
      if lookForB {
        starts .|= block.matches(UInt8(ascii: "b"))
        lookForB = !found.contains(.boundsAttribute)
      }
      let (low, high) = block.highBits(where: starts)
      if low | high != 0 {
        for (half, bits) in [(0, low), (8, high)] {
          var bits = bits
          while bits != 0 {
            if mark(at: i + half + bits.trailingZeroBitCount / 8, in: bytes, &found) {
              return found
            }
            bits &= bits - 1
          }
        }
      }
      i += 16
    }
    while i < n {
      if mark(at: i, in: bytes, &found) { return found }
      i += 1
    }
    return found
  }

  /// Adds the XML marker that starts at `i`, if any; `true` when it is XCUITest's, which
  /// decides alone.
  @inline(__always)
  private static func mark(
    at i: Int, in bytes: UnsafeBufferPointer<UInt8>, _ found: inout DumpMarkers
  ) -> Bool {
    switch bytes[i] {
    case UInt8(ascii: "<"):
      if matches(appiumAUTBytes, in: bytes, at: i + 1) {
        found.insert(.appiumAUT)
        return true
      }
      // An element's name: the text of an Android view can say `XCUIElementType` too (a dump
      // with it in a label was read as XCUITest's and refused).
      if matches(xcuiElementTypeBytes, in: bytes, at: i + 1) {
        found.insert(.xcuiElementType)
        return true
      }
      if matches(nodeBytes, in: bytes, at: i + 1), i + 5 < bytes.count,
        [UInt8(ascii: " "), UInt8(ascii: ">"), UInt8(ascii: "/")].contains(bytes[i + 5])
      {
        found.insert(.nodeElement)
      } else if matches(hierarchyBytes, in: bytes, at: i + 1) {
        found.insert(.hierarchyElement)
      }
    case UInt8(ascii: "b"):
      if matches(boundsAttributeBytes, in: bytes, at: i) { found.insert(.boundsAttribute) }
    default: break
    }
    return false
  }

  private static let appiumAUTBytes = Array("AppiumAUT".utf8)
  private static let nodeBytes = Array("node".utf8)
  private static let hierarchyBytes = Array("hierarchy".utf8)
  private static let xcuiElementTypeBytes = Array("XCUIElementType".utf8)
  private static let boundsAttributeBytes = Array("bounds=".utf8)

  /// Where `bytes` holds `\n{` (a line that starts with a brace), or `nil`.
  static func lineStartingWithBrace(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    let raw = UnsafeRawBufferPointer(bytes)
    var from = 0
    while let i = ByteWord.firstIndex(of: 0x0A, in: raw, from: from, to: bytes.count - 1) {
      if bytes[i + 1] == UInt8(ascii: "{") { return i + 1 }
      from = i + 1
    }
    return nil
  }

  /// Whether `bytes[from..<to]` holds `Element subtree:`.
  static func holdsElementSubtree(
    _ bytes: UnsafeBufferPointer<UInt8>, from: Int = 0, to: Int? = nil
  ) -> Bool {
    contains(elementSubtreeBytes, in: bytes, from: from, to: to ?? bytes.count)
  }

  /// Whether `bytes` holds `pattern` starting at `index`.
  private static func matches(
    _ pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at index: Int
  )
    -> Bool
  {
    guard index >= 0 && index + pattern.count <= bytes.count else { return false }
    for k in pattern.indices where bytes[index + k] != pattern[k] { return false }
    return true
  }

  /// Whether `bytes[from..<to]` holds `pattern`, its first byte looked for eight bytes at a time.
  private static func contains(
    _ pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int
  ) -> Bool {
    guard let first = pattern.first, to - from >= pattern.count else { return false }
    let raw = UnsafeRawBufferPointer(bytes)
    var start = from
    while let i = ByteWord.firstIndex(of: first, in: raw, from: start, to: to - pattern.count + 1) {
      if matches(pattern, in: bytes, at: i) { return true }
      start = i + 1
    }
    return false
  }
}
