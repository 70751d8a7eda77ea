import Cassowary
import Layout
import Notation

/// Views and guides as a log prints them, and their texts.
extension ConstraintDescriptionParser {
    /// `Class:0xADDR'text'`, `<Class:0xADDR>`, `Class:0xADDR`, or a bare name.
    mutating func readItem() throws(DescriptionError) -> LoggedItem {
        if accept("<") {
            let item = try readItem()
            guard accept(">") else { throw fail(.expected(.closeAfterItem)) }
            return item
        }
        if accept("|") { return LoggedItem(className: "|") }
        var name = readName()
        // A class in a local context: `MyApp.(unknown context at $10a8b0c4c).CardView`.
        while name.hasSuffix("."), startsWith("(unknown context at $") {
            let start = i
            while i < chars.count, chars[i] != ")" { i += 1 }
            guard accept(")") else { i = start; break }
            name += String(chars[start..<i]) + readWhile { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "$" }
        }
        guard !name.isEmpty else { throw fail(.expected(.view)) }
        var item = LoggedItem(className: name)
        if peek() == ":", peek(1) == "0", peek(2) == "x" {
            i += 1
            item.address = readAddress()
        } else if peek() == ":", let next = peek(1), next.isLetter || next == "_" {
            // Masonry: `UILabel:messageLabel`, the view's mas_key.
            i += 1
            item.masonryKey = readWhile { $0.isLetter || $0.isNumber || $0 == "_" }
        } else if name.hasSuffix("."), peek() == ":" {
            throw fail(.expected(.itemAddress))
        }
        if item.address != nil || item.masonryKey != nil, peek() == "'" {
            item.text = try readItemText()
        }
        if item.address != nil, item.className.hasSuffix(".") { item.className.removeLast() }
        return item
    }

    /// A class or a name: letters, digits, `_`, `.`, `$`, and a `-` between a name's words
    /// (`ThumbnailImage-a...`, an identifier UIKit cut short with `...`).
    mutating func readName() -> String {
        var name = ""
        while i < chars.count {
            let c = chars[i]
            if c.isLetter || c.isNumber || c == "_" || c == "." || c == "$" {
                name.append(c)
            } else if c == "-", !name.isEmpty, name.last != ".", let next = peek(1), next.isLetter {
                name.append(c)
            } else {
                break
            }
            i += 1
        }
        return name
    }

    /// A label's text or a guide's identifier: it ends at the quote followed by `.` and an
    /// attribute (an equation), `]`, a Visual Format size `(`, `>` or the end (a text may hold
    /// quotes, `>` and `.bottom` of its own).
    mutating func readItemText() throws(DescriptionError) -> String {
        let open = i
        var k = i + 1
        while k < chars.count {
            if chars[k] == "'", closesText(at: k + 1) {
                i = k + 1
                return Self.unescape(String(chars[(open + 1)..<k]))
            }
            k += 1
        }
        throw fail(.unclosedText)
    }

    func closesText(at k: Int) -> Bool {
        guard k < chars.count else { return true }
        switch chars[k] {
        case "]": return true
        case ">": return k + 1 == chars.count || chars[k + 1] == "." || chars[k + 1] == " "
        case "(": return k + 1 < chars.count && (chars[k + 1].isNumber || "<>=".contains(chars[k + 1]))
        case ".":
            var j = k + 1
            var word = ""
            while j < chars.count, chars[j].isLetter || chars[j].isNumber { word.append(chars[j]); j += 1 }
            guard Self.attribute(named: word) != nil else { return false }
            return j == chars.count || chars[j] == " " || chars[j] == ">" || chars[j] == "*"
        default: return false
        }
    }

    /// `\U2019` (as UIKit prints characters outside ASCII in a list) becomes the character;
    /// `\n`, `\t`, `\"` and `\\` the characters they stand for.
    static func unescape(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var out = ""
        var chars = Array(text)[...]
        let simple: [Character: Character] = ["n": "\n", "t": "\t", "\"": "\"", "\\": "\\"]
        while let c = chars.first {
            if c == "\\", chars.count >= 6, let n = chars.dropFirst().first, n == "U" || n == "u",
               let code = UInt32(String(chars.dropFirst(2).prefix(4)), radix: 16), let scalar = Unicode.Scalar(code) {
                out.append(Character(scalar))
                chars = chars.dropFirst(6)
            } else if c == "\\", let n = chars.dropFirst().first, let plain = simple[n] {
                out.append(plain)
                chars = chars.dropFirst(2)
            } else {
                out.append(c)
                chars = chars.dropFirst()
            }
        }
        return out
    }

    /// A name the `names:` list gives (`[NextButton]`, `NextButton:0x…`) as that item.
    func resolved(_ item: LoggedItem) -> LoggedItem {
        guard item.address == nil, item.masonryKey == nil, let named = names[item.className] else { return item }
        return named
    }

    func superviewItem(of item: LoggedItem) throws(DescriptionError) -> LoggedItem {
        names["|"] ?? LoggedItem.unknownSuperview(of: item)
    }

    /// The attributes a log prints; margin attributes are the margins guide's.
    static func attribute(named name: String) -> (LayoutAttribute, Bool)? {
        if let a = LayoutAttribute.marginAttributes[name] { return (a, true) }
        // AppKit's autoresizing constraints speak of the frame's edges.
        let appKit: [String: LayoutAttribute] = ["minX": .left, "maxX": .right, "minY": .top, "maxY": .bottom,
                                                 "midX": .centerX, "midY": .centerY, "baseline": .lastBaseline]
        if let a = appKit[name] { return (a, false) }
        return LayoutAttribute(name: name).map { ($0, false) }
    }
}
