/// Readable names for the views of a log: the class without its module and its `UI`/`NS`
/// prefix, in lower camel case (`contentView`, `stackView`, `imageView`), a label's or a
/// button's text after it (`label_SetLunch`, `button_ShowMore`), a guide by its identifier
/// (`marginsGuide`), and an ordinal where two would share a name (`imageView1`, `imageView2`).
enum LogViewNaming {
    /// Names for `items` in order, none of them in `taken`.
    static func names(for items: [LoggedItem], taken: Set<String>) -> [String] {
        let bases = items.map(base)
        var counts: [String: Int] = [:]
        for b in bases { counts[b, default: 0] += 1 }
        var used = taken
        var ordinals: [String: Int] = [:]
        return bases.map { b in
            var name = b
            if counts[b, default: 0] > 1 || used.contains(b) {
                repeat {
                    ordinals[b, default: 0] += 1
                    name = "\(b)\(ordinals[b] ?? 1)"
                } while used.contains(name)
            }
            used.insert(name)
            return name
        }
    }

    static func base(_ item: LoggedItem) -> String {
        if item.className.hasPrefix("superview of ") { return "superview" }
        if let key = item.masonryKey { return kindWord(key) }
        let kind = kindWord(item.className)
        if item.isGuide {
            switch item.text {
            case "UIViewLayoutMarginsGuide"?: return "marginsGuide"
            case "UIViewSafeAreaLayoutGuide"?: return "safeAreaGuide"
            case "UIViewReadableContentGuide"?: return "readableGuide"
            case let text?: return identifierWord(text).map { "guide_\($0)" } ?? "guide"
            case nil: return kind
            }
        }
        if let text = item.text, let words = titleWords(text) { return "\(kind)_\(words)" }
        return kind
    }

    /// `Prox.PlaceDetailsEventView` → `placeDetailsEventView`, `UITableViewCellContentView` →
    /// `contentView`, `UILabel` → `label`, `_UILayoutGuide` → `layoutGuide`, a mangled Swift
    /// class → `view`; a name from the names: list (`AddressToolbar.lockIcon`) keeps its words.
    static func kindWord(_ className: String) -> String {
        if className.contains("$") || className.hasPrefix("_Tt") { return "view" }
        if className.hasSuffix("ContentView"), className.contains("Cell") { return "contentView" }
        var parts = className.split(separator: ".").map(String.init)
        // A module prefix is dropped; a name with dots that is not Module.Class keeps them as `_`.
        if parts.count == 2, parts[1].first?.isUppercase == true { parts = [parts[1]] }
        var word = parts.joined(separator: "_")
        while word.hasPrefix("_") { word.removeFirst() }
        for prefix in ["UI", "NS"] where word.hasPrefix(prefix) {
            let rest = word.dropFirst(prefix.count)
            if rest.first?.isUppercase == true { word = String(rest) }
        }
        word = String(word.filter { $0.isLetter || $0.isNumber || $0 == "_" })
        guard let first = word.first, first.isLetter else { return "view" }
        // `URLField` → `urlField`: the leading capitals of an acronym go down together.
        let chars = Array(word)
        var k = 0
        while k < chars.count, chars[k].isUppercase { k += 1 }
        let lowered = k > 1 && k < chars.count ? k - 1 : max(1, k)
        return String(chars[..<lowered]).lowercased() + String(chars[lowered...])
    }

    /// `Set lunch` → `SetLunch`; up to three words, 24 characters; nil if nothing is left.
    static func titleWords(_ text: String) -> String? {
        let words = text.split { !($0.isLetter || $0.isNumber) }.prefix(3)
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        let ascii = String(joined.filter { $0.isASCII && ($0.isLetter || $0.isNumber) }.prefix(24))
        return ascii.isEmpty ? nil : ascii
    }

    private static func identifierWord(_ text: String) -> String? {
        let ascii = String(text.filter { $0.isASCII && ($0.isLetter || $0.isNumber) }.prefix(32))
        return ascii.isEmpty ? nil : ascii
    }
}
