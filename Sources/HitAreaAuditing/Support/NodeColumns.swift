/// Per-node tables of one screen in one allocation: each a run of one value per node, of a type
/// with nothing to release (numbers, rects, transforms, flags), written through a
/// ``NodeColumnWriter`` while an ``AuditContext`` or its ``AuditTree`` is made, and read by node
/// from then on through a ``NodeColumn``.
///
/// A context keeps eighteen such tables and its tree ten more. As arrays, each was an allocation,
/// a fill, a check of its buffer at every write and a release: about 12 K instructions a
/// one-node screen, a ninth of its whole audit.
///
/// ```swift
/// var layout = NodeColumns.Layout(count: nodes.count)
/// let frameSlot = layout.place(Rect.self)
/// let columns = NodeColumns(layout)
/// let rootFrame = columns.column(frameSlot, filling: .null)
/// rootFrame[0] = bounds
/// self.rootFrame = rootFrame.column  // read-only from here
/// ```
final class NodeColumns {
  /// How many values each column holds.
  let count: Int
  /// The columns' bytes.
  private let bytes: UnsafeMutableRawPointer
  /// How many bytes the layout's columns take.
  private let byteCount: Int

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
    byteCount = layout.byteCount
    bytes = .allocate(byteCount: Swift.max(layout.byteCount, 1), alignment: layout.alignment)
  }

  deinit { bytes.deallocate() }

  /// A column placed in this storage's layout, every value set to one, to be written.
  ///
  /// - Parameters:
  ///   - slot: Where the column lies (``Layout/place(_:)`` of the layout the storage was made
  ///     from).
  ///   - value: The value of every node until one is written.
  /// - Returns: The column's writer, which keeps the storage alive.
  func column<Value>(_ slot: Slot<Value>, filling value: Value) -> NodeColumnWriter<Value> {
    precondition(
      slot.offset >= 0 && slot.offset + MemoryLayout<Value>.stride * count <= byteCount,
      "a column beyond the storage (a slot of another layout?)")
    let base = (bytes + slot.offset).bindMemory(to: Value.self, capacity: count)
    assert(
      Int(bitPattern: base) % MemoryLayout<Value>.alignment == 0, "a column out of its alignment")
    base.initialize(repeating: value, count: count)
    return NodeColumnWriter(storage: self, base: base)
  }
}

/// One value per node in a ``NodeColumns`` storage, read by node.
///
/// Only the ``NodeColumnWriter`` it came from writes it; copies share its values.
struct NodeColumn<Value>: RandomAccessCollection {
  /// The storage, kept alive by the column.
  private let storage: NodeColumns
  /// The first value.
  private let base: UnsafeMutablePointer<Value>
  /// How many nodes (the storage's count, kept at hand for the check of every read).
  let count: Int

  /// The column at `base` in a storage.
  fileprivate init(storage: NodeColumns, base: UnsafeMutablePointer<Value>) {
    self.storage = storage
    self.base = base
    count = storage.count
  }

  /// 0.
  var startIndex: Int { 0 }
  /// How many nodes.
  var endIndex: Int { count }

  /// A node's value.
  subscript(node: Int) -> Value {
    precondition(node >= 0 && node < count, "a node out of range")
    return base[node]
  }

}

/// Writes a ``NodeColumn`` while the context or tree that keeps it is made.
struct NodeColumnWriter<Value> {
  /// The storage, kept alive by the writer.
  private let storage: NodeColumns
  /// The first value.
  private let base: UnsafeMutablePointer<Value>
  /// How many values (the storage's count, kept at hand for the checks of every write).
  private let count: Int

  /// The writer of the column at `base` in a storage.
  fileprivate init(storage: NodeColumns, base: UnsafeMutablePointer<Value>) {
    self.storage = storage
    self.base = base
    count = storage.count
  }

  /// The column, to keep (read-only).
  var column: NodeColumn<Value> { NodeColumn(storage: storage, base: base) }

  /// A node's value.
  subscript(node: Int) -> Value {
    get {
      precondition(node >= 0 && node < count, "a node out of range")
      return base[node]
    }
    nonmutating set {
      precondition(node >= 0 && node < count, "a node out of range")
      base[node] = newValue
    }
  }
}
