/// A location inside a JSON document, such as `root.children[3].frame`, for error messages.
///
/// Keys that are plain identifiers are joined with dots; other keys are quoted in brackets
/// (`root["my key"]`); array elements are `[index]`. The document itself is the empty path.
package struct JSONPath: Hashable, Sendable, CustomStringConvertible {
  /// One step of a path.
  package enum Component: Hashable, Sendable {
    /// A member of an object.
    case key(String)
    /// An element of an array.
    case index(Int)
  }

  /// The steps from the document to the location.
  package var components: [Component]

  /// Creates a path from its steps.
  package init(_ components: [Component] = []) { self.components = components }

  /// The path with one more step.
  package func appending(_ component: Component) -> JSONPath {
    JSONPath(components + [component])
  }

  /// The path with a key appended.
  package func appending(key: String) -> JSONPath { appending(.key(key)) }

  /// The written form, such as `root.children[3].frame`.
  package var description: String {
    var text = ""
    for component in components {
      switch component {
      case .key(let key):
        if key.isPlainIdentifier {
          if !text.isEmpty { text += "." }
          text += key
        } else {
          text += "[\"" + key.escapedForPath + "\"]"
        }
      case .index(let index):
        text += "[\(index)]"
      }
    }
    return text
  }
}

extension String {
  /// Whether the string can follow a dot in a path: ASCII letters, digits, `_` and `-`, not empty.
  fileprivate var isPlainIdentifier: Bool {
    !isEmpty
      && utf8.allSatisfy { byte in
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
          || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte == 0x2D
      }
  }

  /// The string with quotes, backslashes and control characters escaped, shortened to 40
  /// characters.
  fileprivate var escapedForPath: String {
    var result = ""
    for scalar in unicodeScalars.prefix(40) {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case _ where scalar.value < 0x20: result += "\\u{\(String(scalar.value, radix: 16))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return unicodeScalars.count > 40 ? result + "…" : result
  }
}
