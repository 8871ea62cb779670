/// What a WebDriverAgent node's accessibility traits tell the target rule: whether it has any,
/// whether one makes a target (``WDAImporter/targetTraits``), whether all are passive
/// (``WDAImporter/passiveTraits``), and whether one is `NotEnabled`.
///
/// WDA lists them in one string, comma-separated (`"Button, Selected"`). ``read(_:)`` reads
/// that string's bytes where they decide, with no string made for a trait; the list of strings
/// is the reference (``readByCharacters(_:)``).
///
/// ```swift
/// let traits = WDATraits.read("Adjustable, UpdatesFrequently")
/// traits.makesTarget  // true
/// traits.arePassive   // false
/// ```
struct WDATraits: Equatable {
  /// Whether there is none.
  var isEmpty = true
  /// Whether one makes a target.
  var makesTarget = false
  /// Whether every one is passive (text or a picture); `true` for none.
  var arePassive = true
  /// Whether one is `NotEnabled`.
  var isNotEnabled = false

  /// No traits.
  init() {}

  /// The traits of these names.
  ///
  /// - Parameter names: The traits' names.
  init(_ names: Set<String>) {
    isEmpty = names.isEmpty
    makesTarget = !names.isDisjoint(with: WDAImporter.targetTraits)
    arePassive = names.isSubset(of: WDAImporter.passiveTraits)
    isNotEnabled = names.contains("NotEnabled")
  }

  /// The traits WDA writes in `text`: its comma-separated parts, each without the spaces, tabs,
  /// and lone carriage returns or line feeds around it (as ``String/trimmingSpaces`` trims:
  /// `"\r\n"` is one character, and stays), empty ones left out.
  ///
  /// Read from the bytes when they are ASCII with no carriage return (each character is then
  /// one byte, and a part is a name exactly when its bytes are the name's); otherwise as
  /// ``readByCharacters(_:)`` reads it.
  ///
  /// - Parameter text: WDA's `traits` string.
  static func read(_ text: String) -> WDATraits {
    let fromBytes = text.withUTF8Bytes { bytes -> WDATraits? in
      guard !bytes.contains(where: { $0 >= 0x80 || $0 == 0x0D }) else { return nil }
      var traits = WDATraits()
      var start = 0
      while start <= bytes.count {
        var end = start
        while end < bytes.count && bytes[end] != UInt8(ascii: ",") { end += 1 }
        var (first, last) = (start, end)
        while first < last && isSpace(bytes[first]) { first += 1 }
        while last > first && isSpace(bytes[last - 1]) { last -= 1 }
        if first < last { traits.add(UnsafeBufferPointer(rebasing: bytes[first..<last])) }
        start = end + 1
      }
      return traits
    }
    return fromBytes ?? readByCharacters(text)
  }

  /// ``read(_:)`` by characters: the text split at commas into a set of trimmed names.
  ///
  /// - Parameter text: WDA's `traits` string.
  static func readByCharacters(_ text: String) -> WDATraits {
    WDATraits(
      Set(text.split(separator: ",").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }))
  }

  /// Whether a byte is one ``String/trimmingSpaces`` trims (a carriage return aside).
  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == 0x09 || byte == 0x0A
  }

  /// Counts one trait, given by its ASCII bytes.
  private mutating func add(_ name: UnsafeBufferPointer<UInt8>) {
    isEmpty = false
    let known = Self.known.first { $0.name.elementsEqual(name) }
    makesTarget = makesTarget || known?.makesTarget == true
    arePassive = arePassive && known?.isPassive == true
    isNotEnabled = isNotEnabled || known?.isNotEnabled == true
  }

  /// The traits the rule asks about, by their bytes, each with what it is.
  private static let known:
    [(name: [UInt8], makesTarget: Bool, isPassive: Bool, isNotEnabled: Bool)] =
      WDAImporter.targetTraits.union(WDAImporter.passiveTraits).union(["NotEnabled"]).map {
        (
          Array($0.utf8), WDAImporter.targetTraits.contains($0),
          WDAImporter.passiveTraits.contains($0), $0 == "NotEnabled"
        )
      }
}
