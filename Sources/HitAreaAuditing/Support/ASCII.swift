/// Classes and cases of ASCII bytes, for names built from the bytes of text and for the readers
/// that match bytes.
package enum ASCII {
  /// Whether the byte is `0`–`9`.
  package static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
  /// Whether the byte is `A`–`Z`.
  package static func isUpper(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
  /// Whether the byte is `a`–`z`.
  package static func isLower(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }
  /// Whether the byte is an ASCII letter.
  package static func isLetter(_ byte: UInt8) -> Bool { isUpper(byte) || isLower(byte) }
  /// Whether the byte is an ASCII letter or digit.
  package static func isLetterOrDigit(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) }
  /// The value of the byte as a digit in `radix` (10 or 16; `a`–`f` in either case), or `nil`.
  package static func digitValue(_ byte: UInt8, radix: UInt32) -> UInt32? {
    let value: UInt32
    switch byte {
    case 0x30...0x39: value = UInt32(byte - 0x30)
    case 0x41...0x46: value = UInt32(byte - 0x41) + 10
    case 0x61...0x66: value = UInt32(byte - 0x61) + 10
    default: return nil
    }
    return value < radix ? value : nil
  }
  /// The byte's lowercase letter, or the byte when it is no uppercase letter.
  package static func lower(_ byte: UInt8) -> UInt8 { isUpper(byte) ? byte + 0x20 : byte }
  /// The byte's uppercase letter, or the byte when it is no lowercase letter.
  package static func upper(_ byte: UInt8) -> UInt8 { isLower(byte) ? byte - 0x20 : byte }
}
