import Layout

/// Readable names for the views of a log: the class without its module and its `UI`/`NS`
/// prefix, in lower camel case (`contentView`, `stackView`, `imageView`), a label's or a
/// button's text after it (`label_SetLunch`, `button_ShowMore`), a guide by its identifier
/// (`marginsGuide`), and an ordinal where two would share a name (`imageView1`, `imageView2`).
enum LogViewNaming {
    /// Names for `items` in order, none of them in `taken`.
    static func names(for items: [LoggedItem], taken: Set<String>) -> [String] {
        ViewNaming.unique(items.map(base), taken: taken)
    }

    static func base(_ item: LoggedItem) -> String {
        if item.isUnknownSuperview { return "superview" }
        if let key = item.masonryKey { return ViewNaming.kindWord(key) }
        let kind = ViewNaming.kindWord(item.className)
        if item.isGuide {
            switch item.text {
            case "UIViewLayoutMarginsGuide"?: return "marginsGuide"
            case "UIViewSafeAreaLayoutGuide"?: return "safeAreaGuide"
            case "UIViewReadableContentGuide"?: return "readableGuide"
            case let text?: return identifierWord(text).map { "guide_\($0)" } ?? "guide"
            case nil: return kind
            }
        }
        if let text = item.text, let words = ViewNaming.titleWords(text) { return "\(kind)_\(words)" }
        return kind
    }

    private static func identifierWord(_ text: String) -> String? {
        let ascii = String(text.filter { $0.isASCII && ($0.isLetter || $0.isNumber) }.prefix(32))
        return ascii.isEmpty ? nil : ascii
    }
}
