import Foundation
import HitAreaKit

#if canImport(FoundationXML)
import FoundationXML
#endif

/// What an SVG from `ScreenRenderer` shows, read back from its text as a viewer reads it: the
/// title's lines, the names drawn in boxes, the badges, the key's entries and every text run.
struct RenderedPicture {
  /// A name drawn in a target's box.
  struct Label {
    var target: String
    var text: String
    var baseline: Point
  }

  /// A badge at a target.
  struct Badge {
    var number: Int
    var target: String
    var box: Rect
  }

  /// An entry of the key.
  struct KeyEntry {
    var number: Int
    var label: String
    var nameLines: [String]
    var x: Double
  }

  var width = 0.0
  var height = 0.0
  var titleLines: [String] = []
  var labels: [Label] = []
  var badges: [Badge] = []
  var keyEntries: [KeyEntry] = []
  /// Every text run, in order.
  var texts: [String] = []
  /// The offset from root space to the canvas (the picture's `translate`).
  var offset = Point(x: 0, y: 0)

  init?(_ svg: String) {
    let reader = Reader()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = reader
    guard parser.parse() else { return nil }
    self = reader.picture
  }

  private final class Reader: NSObject, XMLParserDelegate {
    var picture = RenderedPicture(empty: ())
    var groups: [[String: String]] = []
    var textAttributes: [String: String]?
    var text = ""
    var pendingBadge: (number: Int, target: String)?

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      switch name {
      case "svg":
        picture.width = Double(attributes["width"] ?? "") ?? 0
        picture.height = Double(attributes["height"] ?? "") ?? 0
      case "g":
        groups.append(attributes)
        if let t = attributes["transform"], t.hasPrefix("translate(") {
          let numbers = t.dropFirst("translate(".count).dropLast().split(separator: " ")
          picture.offset = Point(
            x: Double(numbers.first ?? "") ?? 0, y: Double(numbers.last ?? "") ?? 0)
        }
        if attributes["class"] == "callout", let n = Int(attributes["data-number"] ?? "") {
          pendingBadge = (n, attributes["data-target"] ?? "")
        }
        if attributes["class"] == "key-entry", let n = Int(attributes["data-number"] ?? "") {
          picture.keyEntries.append(
            KeyEntry(number: n, label: attributes["data-label"] ?? "", nameLines: [], x: .infinity))
        }
      case "rect":
        if let (n, target) = pendingBadge {
          picture.badges.append(
            Badge(
              number: n, target: target,
              box: Rect(
                x: Double(attributes["x"] ?? "") ?? 0, y: Double(attributes["y"] ?? "") ?? 0,
                width: Double(attributes["width"] ?? "") ?? 0,
                height: Double(attributes["height"] ?? "") ?? 0)))
          pendingBadge = nil
        }
      case "text":
        textAttributes = attributes
        text = ""
      default:
        break
      }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      if textAttributes != nil { text += string }
    }

    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      switch name {
      case "g":
        groups.removeLast()
      case "text":
        guard let a = textAttributes else { return }
        picture.texts.append(text)
        let x = Double(a["x"] ?? "") ?? 0
        let y = Double(a["y"] ?? "") ?? 0
        switch a["class"] {
        case "title-text":
          picture.titleLines.append(text)
        case "label":
          picture.labels.append(
            Label(target: a["data-target"] ?? "", text: text, baseline: Point(x: x, y: y)))
        case "key-name":
          if !picture.keyEntries.isEmpty {
            picture.keyEntries[picture.keyEntries.count - 1].nameLines.append(text)
            picture.keyEntries[picture.keyEntries.count - 1].x = min(
              picture.keyEntries[picture.keyEntries.count - 1].x, x)
          }
        default:
          break
        }
        textAttributes = nil
      default:
        break
      }
    }
  }

  private init(empty: ()) {}
}
