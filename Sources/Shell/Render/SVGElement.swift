/// An element of an SVG (XML) document, written out with its attributes in the order they
/// were given, text escaped, one element a line, indented two spaces a level.
struct SVGElement: Equatable {
    let name: String
    var attributes: [(String, String)]
    var children: [SVGElement]
    /// Character data (written escaped); an element has text or children, not both.
    var text: String?

    init(_ name: String, _ attributes: [(String, String)] = [], children: [SVGElement] = [], text: String? = nil) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
    }

    static func == (a: SVGElement, b: SVGElement) -> Bool {
        a.name == b.name && a.children == b.children && a.text == b.text
            && a.attributes.map(\.0) == b.attributes.map(\.0) && a.attributes.map(\.1) == b.attributes.map(\.1)
    }

    /// The element and its children, as lines of XML.
    func lines(indent: Int = 0) -> [String] {
        let pad = String(repeating: "  ", count: indent)
        var open = pad + "<" + name
        for (key, value) in attributes {
            open += " " + key + "=\"" + Self.escape(value, quotes: true) + "\""
        }
        if let text {
            return [open + ">" + Self.escape(text, quotes: false) + "</" + name + ">"]
        }
        if children.isEmpty { return [open + "/>"] }
        return [open + ">"] + children.flatMap { $0.lines(indent: indent + 1) } + [pad + "</" + name + ">"]
    }

    /// `text` made safe as XML character data or an attribute value: `& < >` (and, in
    /// attributes, `"` and `'`) as entities; characters XML 1.0 does not allow (control
    /// characters other than tab, newline and carriage return; U+FFFE, U+FFFF) as `�`;
    /// in attributes, tabs and line breaks as character references so they survive
    /// attribute-value normalisation.
    static func escape(_ text: String, quotes: Bool) -> String {
        // Most values (numbers, names, colours) have no byte that could need it: as they are.
        // A byte that might: the ASCII ones below, controls, and the first byte of U+0080…U+009F
        // (0xC2) and of U+FFFE and U+FFFF (0xEF).
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xEF || $0 == 0x22 || $0 == 0x26
                                         || $0 == 0x27 || $0 == 0x3C || $0 == 0x3E }) {
            return text
        }
        return escapeEachScalar(text, quotes: quotes)
    }

    /// ``escape(_:quotes:)`` a scalar at a time, as the rule is written.
    static func escapeEachScalar(_ text: String, quotes: Bool) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quotes: result += "&quot;"
            case "'" where quotes: result += "&apos;"
            case "\t" where quotes: result += "&#9;"
            case "\n" where quotes: result += "&#10;"
            case "\r": result += "&#13;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            default:
                let v = scalar.value
                if v < 0x20 || (0x7F...0x9F).contains(v) || v == 0xFFFE || v == 0xFFFF {
                    result += "\u{FFFD}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// A coordinate or length as SVG writes it: at most two decimals, no trailing zeros, no
    /// `-0`; values that are not finite as 0.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded(.toNearestOrAwayFromZero) / 100 + 0
        guard rounded.isFinite else { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}
