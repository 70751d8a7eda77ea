/// Readable names for views that come from elsewhere (a console log, an Interface Builder
/// document): a class's name in lower camel case without its module and `UI`/`NS` prefix,
/// a title's first words, and an ordinal where two would share a name.
public enum ViewNaming {
    /// `bases` made unique in order, none of them in `taken`: a base used more than once gets
    /// an ordinal on each use (`imageView1`, `imageView2`).
    public static func unique(_ bases: [String], taken: Set<String>) -> [String] {
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

    /// `Prox.PlaceDetailsEventView` → `placeDetailsEventView`, `UITableViewCellContentView` →
    /// `contentView`, `UILabel` → `label`, `_UILayoutGuide` → `layoutGuide`, a mangled Swift
    /// class → `view`; a name from the names: list (`AddressToolbar.lockIcon`) keeps its words.
    public static func kindWord(_ className: String) -> String {
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
    public static func titleWords(_ text: String) -> String? {
        let words = text.split { !($0.isLetter || $0.isNumber) }.prefix(3)
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        let ascii = String(joined.filter { $0.isASCII && ($0.isLetter || $0.isNumber) }.prefix(24))
        return ascii.isEmpty ? nil : ascii
    }

}
