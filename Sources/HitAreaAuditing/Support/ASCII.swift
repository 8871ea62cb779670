/// Classes and cases of ASCII bytes, for names built from the bytes of text.
enum ASCII {
  /// Whether the byte is `0`–`9`.
  static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
  /// Whether the byte is `A`–`Z`.
  static func isUpper(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
  /// Whether the byte is `a`–`z`.
  static func isLower(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }
  /// Whether the byte is an ASCII letter or digit.
  static func isLetterOrDigit(_ byte: UInt8) -> Bool {
    isUpper(byte) || isLower(byte) || isDigit(byte)
  }
  /// The byte's lowercase letter, or the byte when it is no uppercase letter.
  static func lower(_ byte: UInt8) -> UInt8 { isUpper(byte) ? byte + 0x20 : byte }
  /// The byte's uppercase letter, or the byte when it is no lowercase letter.
  static func upper(_ byte: UInt8) -> UInt8 { isLower(byte) ? byte - 0x20 : byte }
}
