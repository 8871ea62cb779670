extension HitArea: CustomStringConvertible {
  /// The Swift expression that builds this value, such as `.outset(10).minimumSize(44)`.
  public var description: String { swiftExpression }

  /// The shortest Swift expression that builds this value, for code generation and fix-its.
  ///
  /// ```swift
  /// HitArea.outset(top: 0, left: 8, bottom: 0, right: 8).swiftExpression
  /// // ".outset(horizontal: 8)"
  /// ```
  public var swiftExpression: String {
    let number = DecimalText.literal
    let o = outsets
    var parts: [String] = []
    if !o.isZero {
      if o.top == o.left && o.left == o.bottom && o.bottom == o.right {
        parts.append(o.top >= 0 ? ".outset(\(number(o.top)))" : ".inset(\(number(-o.top)))")
      } else if o.top == o.bottom && o.left == o.right && (o.top >= 0) == (o.left >= 0) {
        let sign = o.top >= 0 && o.left >= 0
        let name = sign ? "outset" : "inset"
        let h = sign ? o.left : -o.left
        let v = sign ? o.top : -o.top
        var args: [String] = []
        if h != 0 { args.append("horizontal: \(number(h))") }
        if v != 0 { args.append("vertical: \(number(v))") }
        parts.append(".\(name)(\(args.joined(separator: ", ")))")
      } else {
        parts.append(
          ".outset(top: \(number(o.top)), left: \(number(o.left)), "
            + "bottom: \(number(o.bottom)), right: \(number(o.right)))")
      }
    }
    let m = minimumSize
    if m != .zero {
      let call =
        m.width == m.height
        ? "minimumSize(\(number(m.width)))"
        : "minimumSize(width: \(number(m.width)), height: \(number(m.height)))"
      parts.append(parts.isEmpty ? ".\(call)" : call)
    }
    return parts.isEmpty ? ".bounds" : parts.joined(separator: ".")
  }
}
