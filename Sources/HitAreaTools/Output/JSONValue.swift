import HitAreaKit

/// A JSON value with ordered object keys, for command output whose shape is a contract: the same
/// input always gives the same bytes.
///
/// ```swift
/// let json: JSONValue = .object([("hit", .string("close")), ("policy", .string("nearest"))])
/// json.render()  // {"hit":"close","policy":"nearest"}
/// ```
public enum JSONValue: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number; non-finite numbers are written as `null` (JSON has no NaN or infinity).
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object whose keys keep their order.
  case object([(String, JSONValue)])

  /// A string, or `null` for `nil`.
  public static func string(_ s: String?) -> JSONValue { s.map { .string($0) } ?? .null }

  /// A rect as `[x, y, width, height]`.
  public static func rect(_ r: Rect) -> JSONValue {
    let s = r.standardized
    return .array([.number(s.origin.x), .number(s.origin.y), .number(s.width), .number(s.height)])
  }

  /// A point as `[x, y]`.
  public static func point(_ p: Point) -> JSONValue { .array([.number(p.x), .number(p.y)]) }

  /// The value as compact JSON (`pretty` adds two-space indentation and newlines).
  public func render(pretty: Bool = false) -> String {
    var out = ""
    write(into: &out, pretty: pretty, indent: 0)
    return out
  }

  private func write(into out: inout String, pretty: Bool, indent: Int) {
    switch self {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let n): out += Self.format(n)
    case .string(let s): Self.quote(s, into: &out)
    case .array(let items):
      if items.isEmpty {
        out += "[]"
        return
      }
      out += "["
      for (i, item) in items.enumerated() {
        if i > 0 { out += "," }
        if pretty { Self.newline(&out, indent + 1) }
        item.write(into: &out, pretty: pretty, indent: indent + 1)
      }
      if pretty { Self.newline(&out, indent) }
      out += "]"
    case .object(let members):
      if members.isEmpty {
        out += "{}"
        return
      }
      out += "{"
      for (i, (key, value)) in members.enumerated() {
        if i > 0 { out += "," }
        if pretty { Self.newline(&out, indent + 1) }
        Self.quote(key, into: &out)
        out += pretty ? ": " : ":"
        value.write(into: &out, pretty: pretty, indent: indent + 1)
      }
      if pretty { Self.newline(&out, indent) }
      out += "}"
    }
  }

  private static func newline(_ out: inout String, _ indent: Int) {
    out += "\n" + String(repeating: "  ", count: indent)
  }

  /// Shortest round-tripping form; integers without a fraction; non-finite as `null`.
  static func format(_ n: Double) -> String {
    n.isFinite ? JSONOutput.number(n) : "null"
  }

  private static func quote(_ s: String, into out: inout String) {
    out += JSONOutput.quoted(s)
  }

  /// Equal when the rendered JSON is equal.
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.render() == rhs.render() }
  /// Hashes the rendered JSON.
  public func hash(into hasher: inout Hasher) { hasher.combine(render()) }
}
