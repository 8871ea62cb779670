/// Values computed from strings, each made once for each distinct string: kept by the string's
/// UTF-8 bytes (``ByteStringTable``), so a string spelled another way gets its own value, as
/// computing it again would give.
///
/// A screen has few types among many nodes: what a node's type tells (its short name, whether it
/// takes text) is computed once for each type. A string the table declines (see
/// ``ByteStringTable``) has its value computed each time it is asked for.
///
/// ```swift
/// var kinds = ByteStringCache<String?>(capacity: 32)
/// kinds.value(of: "android.widget.Button") { ReportNames.kind(ofType: $0) }  // "Button"
/// ```
struct ByteStringCache<Value> {
  /// The strings seen so far.
  private var strings: ByteStringTable
  /// Each string's value, by its index in `strings`.
  private var values: [Value] = []

  /// An empty cache with room for `capacity` strings before it grows.
  ///
  /// - Parameter capacity: How many distinct strings it is expected to hold.
  init(capacity: Int) {
    strings = ByteStringTable(capacity: capacity)
    values.reserveCapacity(capacity)
  }

  /// The value of a string: the one made for the same bytes before, else `make(string)`, kept.
  ///
  /// - Parameters:
  ///   - string: The string.
  ///   - make: Computes the value from the string alone.
  mutating func value(of string: String, _ make: (String) -> Value) -> Value {
    guard let (index, isNew) = strings.insert(string) else { return make(string) }
    if isNew { values.append(make(string)) }
    return values[index]
  }
}
