import Layout

/// Fonts as IB writes them, mapped to the nearest font Trellis measures with.
extension IBReading {
    /// UIKit's text style names (`UICTFontTextStyleBody`) as Trellis's styles.
    static let textStyles: [String: TextStyle] = [
        "UICTFontTextStyleTitle0": .largeTitle, "UICTFontTextStyleTitle1": .title1, "UICTFontTextStyleTitle2": .title2,
        "UICTFontTextStyleTitle3": .title3, "UICTFontTextStyleHeadline": .headline, "UICTFontTextStyleBody": .body,
        "UICTFontTextStyleCallout": .callout, "UICTFontTextStyleSubhead": .subheadline, "UICTFontTextStyleFootnote": .footnote,
        "UICTFontTextStyleCaption1": .caption1, "UICTFontTextStyleCaption2": .caption2,
    ]

    /// UIFont's semantic sizes (`size="button"`).
    static let semanticSizes: [String: Double] = ["system": 14, "label": 17, "button": 18, "smallSystem": 12]

    /// The view's `<fontDescription>` (or an attributed string's first `NSFont`, or AppKit's
    /// `<font key="font">`) as a descriptor: text styles as styles, system fonts at their
    /// size (semibold and heavier as bold), named fonts as the system font of their weight at
    /// their size, which is reported once a file.
    mutating func font(_ element: Int, default fallback: FontDescriptor) -> FontDescriptor {
        if let description = tree.child(of: element, named: "fontDescription", key: "fontDescription") {
            return font(description: description, fallback: fallback)
        }
        if let attributed = tree.child(of: element, named: "attributedString"),
           let fragment = tree.children(of: attributed, named: "fragment").first,
           let attributes = tree.child(of: fragment, named: "attributes"),
           let font = tree.child(of: attributes, named: "font", key: "NSFont") {
            let a = tree[font].attributes
            let size = a["size"].flatMap(Double.init) ?? 17
            return named(a["name"] ?? "", size: size, element: font)
        }
        return fallback
    }

    mutating func font(description: Int, fallback: FontDescriptor) -> FontDescriptor {
        let a = tree[description].attributes
        if let style = a["style"] {
            if let known = Self.textStyles[style] { return .textStyle(known) }
            report(description, "fontDescription", "style", .unknownTextStyle)
            return .textStyle(.body)
        }
        var size = number(description, "pointSize")
        if size == nil, let semantic = a["size"] { size = Self.semanticSizes[semantic] }
        guard let points = size, points > 0, points <= FontDescriptor.maximumSize else {
            if a["pointSize"] != nil { report(description, "fontDescription", "pointSize", .fontSizeOutOfRange) }
            return fallback
        }
        switch a["type"] {
        case "boldSystem"?: return .bold(size: points)
        case "system"?, "italicSystem"?:
            return Self.isHeavy(a["weight"] ?? "") ? .bold(size: points) : .system(size: points)
        case nil:
            return named(a["name"] ?? a["family"] ?? "", size: points, element: description)
        case let other?:
            report(description, "fontDescription", "type", .unknownFontType(other))
            return .system(size: points)
        }
    }

    /// A named font: the built-in face of its weight, reported (Trellis has DejaVu, not the
    /// font the app ships).
    mutating func named(_ name: String, size: Double, element: Int) -> FontDescriptor {
        if !reportedFonts.contains(name) {
            reportedFonts.insert(name)
            report(element, "fontDescription", "name", .fontMeasuredWithSystemFont(name: name, bold: Self.isHeavy(name)))
        }
        return Self.isHeavy(name) ? .bold(size: size) : .system(size: size)
    }

    static func isHeavy(_ name: String) -> Bool {
        let lower = name.lowercased()
        return ["semibold", "bold", "heavy", "black"].contains { lower.contains($0) }
    }
}
