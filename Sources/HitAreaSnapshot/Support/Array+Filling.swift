extension Array {
  /// An array of `count` copies of a value: what `Array(repeating:count:)` makes, for the per-node
  /// tables each screen makes many of.
  ///
  /// `Array(repeating:count:)` allocates through a standard library function that is not
  /// specialized for the element type, which asks the runtime for the type of its storage at each
  /// call (about 500 instructions, more than filling a screen's table); this one allocates in the
  /// caller's specialization, where that type is known, and fills the storage in one step.
  ///
  /// ```swift
  /// var depth = [Int](filling: 0, count: nodes.count)
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value of every element.
  ///   - count: How many elements; not negative.
  @inlinable
  package init(filling value: Element, count: Int) {
    self.init(RepeatedValue(value: value, count: count))
  }

  /// An array of `count` nils: ``init(filling:count:)`` with `nil`, each element stored as `nil`
  /// outright (copies of a value are retained one by one where the type may hold a reference:
  /// about 20 instructions an element for `String?`, even for `nil`).
  ///
  /// ```swift
  /// var texts = [String?](nils: nodes.count)
  /// ```
  ///
  /// - Parameter count: How many elements; not negative.
  @inlinable
  package init<Wrapped>(nils count: Int) where Element == Wrapped? {
    self.init(RepeatedValue(nils: count))
  }
}

/// `count` copies of one value, as a collection that copies itself into an array's storage in one
/// step (``Swift/Array/init(filling:count:)``).
@usableFromInline struct RepeatedValue<Element>: RandomAccessCollection {
  /// The value of every element.
  @usableFromInline let value: Element
  /// How many elements.
  @usableFromInline let count: Int

  /// Whether the value is `nil`, stored outright in each element (no copy of it retained).
  @usableFromInline let isNil: Bool

  /// `count` copies of `value`.
  @inlinable init(value: Element, count: Int) {
    precondition(count >= 0, "a negative count")
    self.value = value
    self.count = count
    isNil = false
  }

  /// 0.
  @inlinable var startIndex: Int { 0 }
  /// `count`.
  @inlinable var endIndex: Int { count }
  /// The value, at each index in `0..<count`.
  @inlinable subscript(position: Int) -> Element {
    precondition(position >= 0 && position < count, "index out of range")
    return value
  }

  /// The copies not yet passed.
  @usableFromInline struct Iterator: IteratorProtocol {
    /// The value of every element.
    @usableFromInline let value: Element
    /// How many are left.
    @usableFromInline var left: Int

    /// The copies left of a value.
    @inlinable init(value: Element, left: Int) {
      self.value = value
      self.left = left
    }

    /// The value, while copies are left.
    @inlinable mutating func next() -> Element? {
      guard left > 0 else { return nil }
      left -= 1
      return value
    }
  }

  /// The copies from the first.
  @inlinable func makeIterator() -> Iterator { Iterator(value: value, left: count) }

  /// Fills as much of `buffer` as there are copies, in one step (the standard library's default
  /// goes through the iterator, one element at a time).
  @inlinable func _copyContents(
    initializing buffer: UnsafeMutableBufferPointer<Element>
  ) -> (Iterator, Int) {
    let filled = Swift.min(count, buffer.count)
    if isNil, let start = buffer.baseAddress, filled > 0 {
      // The first `nil` copied, the others its bytes: a `nil` holds no reference to retain.
      start.initialize(to: value)
      for k in 1..<filled {
        UnsafeMutableRawPointer(start + k).copyMemory(
          from: start, byteCount: MemoryLayout<Element>.size)
      }
    } else {
      buffer.baseAddress?.initialize(repeating: value, count: filled)
    }
    return (Iterator(value: value, left: count - filled), filled)
  }
}

extension RepeatedValue {
  /// `count` nils (``Swift/Array/init(nils:)``).
  @inlinable init<Wrapped>(nils count: Int) where Element == Wrapped? {
    precondition(count >= 0, "a negative count")
    value = nil
    self.count = count
    isNil = true
  }
}
