/// Per-node tables of one screen in one allocation: each ``NodeColumn`` a run of one value per
/// node, of a type with nothing to release (numbers, rects, transforms, flags), written while an
/// ``AuditContext`` is made and read by node from then on.
///
/// A context keeps fifteen such tables. As arrays, each was an allocation, a fill, a check of its
/// buffer at every write and a release: about 8 K instructions a screen, a twelfth of a one-node
/// screen's whole audit.
///
/// ```swift
/// var layout = NodeColumns.Layout(count: nodes.count)
/// let frameSlot = layout.place(Rect.self)
/// let columns = NodeColumns(layout)
/// let rootFrame = columns.column(frameSlot, filling: .null)
/// rootFrame[0] = bounds
/// ```
final class NodeColumns {
  /// How many values each column holds.
  let count: Int
  /// The columns' bytes.
  private let bytes: UnsafeMutableRawPointer

  /// Where each column lies in the storage: placed one after another, each at its type's
  /// alignment.
  struct Layout {
    /// How many values each column holds.
    let count: Int
    /// The bytes the columns placed so far take.
    fileprivate var byteCount = 0
    /// The largest alignment of a column placed so far.
    fileprivate var alignment = 1

    /// A layout of columns of `count` values.
    ///
    /// - Parameter count: How many nodes; not negative.
    init(count: Int) {
      precondition(count >= 0, "a negative count")
      self.count = count
    }

    /// Places a column of values of a type with nothing to release.
    ///
    /// - Parameter type: The values' type.
    /// - Returns: Where the column lies.
    mutating func place<Value>(_ type: Value.Type) -> Slot<Value> {
      precondition(_isPOD(Value.self), "a column of values with something to release")
      let align = MemoryLayout<Value>.alignment
      let offset = (byteCount + align - 1) / align * align
      byteCount = offset + MemoryLayout<Value>.stride * count
      alignment = Swift.max(alignment, align)
      return Slot(offset: offset)
    }
  }

  /// Where a column of values of one type lies in the storage.
  struct Slot<Value> {
    /// The column's first byte, from the storage's.
    fileprivate let offset: Int
  }

  /// The storage of a layout's columns, not yet filled.
  ///
  /// - Parameter layout: The columns.
  init(_ layout: Layout) {
    count = layout.count
    bytes = .allocate(byteCount: Swift.max(layout.byteCount, 1), alignment: layout.alignment)
  }

  deinit { bytes.deallocate() }

  /// A column placed in this storage's layout, every value set to one.
  ///
  /// - Parameters:
  ///   - slot: Where the column lies (``Layout/place(_:)`` of the layout the storage was made
  ///     from).
  ///   - value: The value of every node until one is written.
  /// - Returns: The column, which keeps the storage alive.
  func column<Value>(_ slot: Slot<Value>, filling value: Value) -> NodeColumn<Value> {
    let base = (bytes + slot.offset).bindMemory(to: Value.self, capacity: count)
    assert(
      Int(bitPattern: base) % MemoryLayout<Value>.alignment == 0, "a column out of its alignment")
    base.initialize(repeating: value, count: count)
    return NodeColumn(storage: self, base: base)
  }
}

/// One value per node in a ``NodeColumns`` storage: read by node, written while the context that
/// keeps it is made.
struct NodeColumn<Value>: RandomAccessCollection {
  /// The storage, kept alive by the column.
  private let storage: NodeColumns
  /// The first value.
  private let base: UnsafeMutablePointer<Value>

  fileprivate init(storage: NodeColumns, base: UnsafeMutablePointer<Value>) {
    self.storage = storage
    self.base = base
  }

  /// 0.
  var startIndex: Int { 0 }
  /// How many nodes.
  var endIndex: Int { storage.count }

  /// A node's value; written only while the context that keeps the column is made.
  subscript(node: Int) -> Value {
    get {
      precondition(node >= 0 && node < storage.count, "a node out of range")
      return base[node]
    }
    nonmutating set {
      precondition(node >= 0 && node < storage.count, "a node out of range")
      base[node] = newValue
    }
  }
}
