import HitAreaSnapshot

/// A sentence of a report (a finding's message or fix, or a part of one) written from a string
/// literal and the strings put into it, its bytes gathered in one buffer and made a `String`
/// once.
///
/// `String`'s own interpolation appends each piece to a string that grows as it goes: about 400
/// instructions a piece, with the string moved to larger storage as it outgrows the room made for
/// the literal's text, where a sentence names views and sizes of 20 to 40 bytes each. Here a
/// piece is copied into room made at once for the literal and 32 bytes a piece put in.
///
/// ```swift
/// let message = sentence("\(name) reaches \(size).")  // a String
/// ```
struct MessageText: ExpressibleByStringInterpolation {
  /// The sentence.
  let string: String

  /// A sentence with nothing put in.
  init(stringLiteral value: String) { string = value }

  /// The sentence its pieces make.
  init(stringInterpolation: Pieces) { string = stringInterpolation.string }

  /// The pieces of a sentence, as its literal and interpolations give them.
  struct Pieces: StringInterpolationProtocol {
    /// The bytes so far.
    private var bytes: [UInt8] = []

    /// Room for the literal's text and 32 bytes a piece put in.
    init(literalCapacity: Int, interpolationCount: Int) {
      bytes.reserveCapacity(literalCapacity + 32 * interpolationCount)
    }

    /// Adds the literal's text.
    mutating func appendLiteral(_ literal: String) { add(literal) }

    /// Adds a string.
    mutating func appendInterpolation(_ text: String) { add(text) }

    /// Adds a string's bytes.
    private mutating func add(_ text: String) {
      text.withUTF8Bytes { bytes.append(contentsOf: $0) }
    }

    /// The sentence.
    var string: String { String(decoding: bytes, as: UTF8.self) }
  }
}

/// The sentence a literal and its interpolated strings make (see ``MessageText``).
func sentence(_ text: MessageText) -> String { text.string }
