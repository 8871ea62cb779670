// Typed reads with the messages every format shares: `expected <what>, found <what came>`.
// Each treats `null` as an absent value and returns `nil` for it.

extension JSONReader {
  /// A string, or `nil` for `null`.
  ///
  /// - Parameter expectation: What to name in the error, such as `a string`.
  package mutating func readOptionalString(_ expectation: String = "a string") throws -> String? {
    // A string or `null`, told from the first byte; anything else names what it is below.
    skipWhitespace()
    if offset < bytes.count {
      if bytes[offset] == UInt8(ascii: "\"") { return try readString() }
      if bytes[offset] == UInt8(ascii: "n") && matches("null") {
        offset += 4
        return nil
      }
    }
    switch try peekKind() {
    case .string: return try readString()
    case .null:
      try readNull()
      return nil
    default: throw mismatch(expectation)
    }
  }

  /// `true` or `false`, or `nil` for `null`.
  package mutating func readOptionalBoolean() throws -> Bool? {
    // `true`, `false` or `null`, told from the first bytes; anything else names what it is below.
    skipWhitespace()
    if offset < bytes.count {
      switch bytes[offset] {
      case UInt8(ascii: "t") where matches("true"):
        offset += 4
        return true
      case UInt8(ascii: "f") where matches("false"):
        offset += 5
        return false
      case UInt8(ascii: "n") where matches("null"):
        offset += 4
        return nil
      default: break
      }
    }
    switch try peekKind() {
    case .boolean: return try readBoolean()
    case .null:
      try readNull()
      return nil
    default: throw mismatch("true or false")
    }
  }

  /// A finite number, or `nil` for `null`.
  ///
  /// - Parameter expectation: What to name in the error, such as `a number`.
  /// - Throws: For another kind of value, or a number too large for a `Double` (`1e999`).
  package mutating func readOptionalFiniteNumber(_ expectation: String = "a number") throws
    -> Double?
  {
    switch try peekKind() {
    case .number:
      let value = try readNumber()
      guard value.isFinite else {
        throw error(.invalidValue, "expected a finite number, found \(lastNumberLiteral)")
      }
      return value
    case .null:
      try readNull()
      return nil
    default: throw mismatch(expectation)
    }
  }

  /// An array of exactly `count` finite numbers, or `nil` for `null`.
  ///
  /// An array of `count` numbers is read straight; any other is read again by
  /// ``readNumbersByStructure(count:_:)``, which names what is wrong.
  ///
  /// - Parameters:
  ///   - count: How many numbers the array must hold.
  ///   - expectation: What to name in the error, such as `an array of 4 numbers`.
  package mutating func readNumbers(count: Int, _ expectation: String) throws -> [Double]? {
    let start = mark
    if let values = plainNumbers(count: count) { return values }
    rewind(to: start)
    return try readNumbersByStructure(count: count, expectation)
  }

  /// An array of exactly four finite numbers (a box's edges), or `nil` for `null`, as
  /// ``readNumbers(count:_:)`` reads it, in a vector: no array is made (a RICO node's bounds
  /// were an allocation each).
  ///
  /// - Parameter expectation: What to name in the error, such as `an array of 4 numbers`.
  package mutating func readFourNumbers(_ expectation: String) throws -> SIMD4<Double>? {
    let start = mark
    var values = SIMD4<Double>()
    if plainNumbers(count: 4, { values[$0] = $1 }) { return values }
    rewind(to: start)
    return try readNumbersByStructure(count: 4, expectation).map { SIMD4($0) }
  }

  /// `count` finite numbers in an array, read with no path kept; `nil` (the offset then
  /// undefined) for anything else.
  private mutating func plainNumbers(count: Int) -> [Double]? {
    var values: [Double] = []
    let read = plainNumbers(count: count) { k, value in
      if k == 0 { values.reserveCapacity(count) }
      values.append(value)
    }
    return read ? values : nil
  }

  /// `count` finite numbers in an array, each given to `store` with its place, read with no
  /// path kept; `false` (the offset then undefined, some numbers perhaps stored) for anything
  /// else.
  @inline(__always) private mutating func plainNumbers(
    count: Int, _ store: (Int, Double) -> Void
  ) -> Bool {
    guard mayNest, skip(UInt8(ascii: "[")) else { return false }
    for k in 0..<count {
      if k > 0 && !skip(UInt8(ascii: ",")) { return false }
      guard let byte = peekByte(), byte == UInt8(ascii: "-") || (byte >= 0x30 && byte <= 0x39),
        let value = try? readNumber(), value.isFinite
      else { return false }
      store(k, value)
    }
    return skip(UInt8(ascii: "]"))
  }

  /// An array of exactly `count` finite numbers, or `nil` for `null`, read element by element
  /// with the path kept: the general path of ``readNumbers(count:_:)``.
  ///
  /// - Parameters:
  ///   - count: How many numbers the array must hold.
  ///   - expectation: What to name in the error, such as `an array of 4 numbers`.
  package mutating func readNumbersByStructure(count: Int, _ expectation: String) throws
    -> [Double]?
  {
    switch try peekKind() {
    case .array: break
    case .null:
      try readNull()
      return nil
    default: throw mismatch(expectation)
    }
    try beginArray()
    var values: [Double] = []
    values.reserveCapacity(count)
    var found = 0
    while try nextElement() {
      guard try peekKind() == .number else { throw mismatch("a number") }
      let value = try readNumber()
      guard value.isFinite else {
        throw error(.invalidValue, "expected a finite number, found \(lastNumberLiteral)")
      }
      if values.count < count { values.append(value) }
      found += 1
    }
    guard found == count else {
      throw error(
        .invalidValue, "expected \(expectation), found \(found) number\(found == 1 ? "" : "s")")
    }
    return values
  }
}
