import Layout

/// Every property `NAME.prop = value` (and `key=value` after `view`, `label` and `image`) sets,
/// declared once: whose it is, the values Tab offers, and a value that works, for the tests.
/// The setters (Workspace+Views.swift) take these names; a test sets each one.
struct PropertyDeclaration: Sendable {
    enum Owner: Sendable { case view, label, image, stack, constraint }
    var name: String
    var owner: Owner
    /// The value it takes, read by the same grammar as a command's words.
    var value: SlotValue
    var completions: [String]
    /// A value the property takes (on a root for a view's property, as `width`, `frame` need).
    var example: String
    /// What it does, for `help PROPERTY`.
    var meaning: String
}

enum PropertyTable {
    private static let bools = ["true", "false"]
    private static let priorities = ["required", "high", "low", "fitting"]

    static let all: [PropertyDeclaration] = [
        .init(name: "width", owner: .view, value: .either(["none"], .number(0...LayoutNumbers.limit, "width")), completions: ["none"], example: "320", meaning: "a root's width (the size it is laid out at; a required constraint changed in place); none frees it"),
        .init(name: "height", owner: .view, value: .either(["none"], .number(0...LayoutNumbers.limit, "height")), completions: ["none"], example: "44", meaning: "a root's height, as width; none frees it"),
        .init(name: "hidden", owner: .view, value: .onOff("hidden"), completions: bools, example: "true", meaning: "true: not drawn, still in the layout (Auto Layout's hidden: the view keeps its place and size)"),
        .init(name: "collapsed", owner: .view, value: .onOff("collapsed"), completions: bools, example: "true", meaning: "true: out of the layout, as CSS display: none (size 0, its own margins 0, one gap left where it was); not in UIKit"),
        .init(name: "hugging.h", owner: .view, value: .priority, completions: priorities, example: "high", meaning: "content hugging across (default 250): how hard the view keeps to its intrinsic width when stretched"),
        .init(name: "hugging.v", owner: .view, value: .priority, completions: priorities, example: "low", meaning: "content hugging down (default 250): how hard the view keeps to its intrinsic height when stretched"),
        .init(name: "compression.h", owner: .view, value: .priority, completions: priorities, example: "999", meaning: "compression resistance across (default 750): how hard the view keeps its intrinsic width when squeezed"),
        .init(name: "compression.v", owner: .view, value: .priority, completions: priorities, example: "fitting", meaning: "compression resistance down (default 750): how hard the view keeps its intrinsic height when squeezed"),
        .init(name: "intrinsic", owner: .view, value: .either(["none"], .size(0...LayoutNumbers.limit, "an intrinsic size")), completions: ["none"], example: "40x20", meaning: "an intrinsic content size set by hand (WxH), in place of the one measured; none measures again"),
        .init(name: "frame", owner: .view, value: .either(["none"], .rect("a frame")), completions: ["none"], example: "0,0,320,44", meaning: "a manual frame x,y,width,height in the superview, made into constraints by its autoresizing mask"),
        .init(name: "autoresizing", owner: .view, value: .either(["none"], .flags(AutoresizingMask.names.map(\.0), "an autoresizing flag")), completions: AutoresizingMask.names.map(\.0) + ["none"], example: "flexibleWidth", meaning: "the autoresizing mask of a view with a frame: flexibleWidth|flexibleHeight|flexibleLeftMargin|…"),
        .init(name: "translates", owner: .view, value: .onOff("translates"), completions: bools, example: "false", meaning: "translatesAutoresizingMaskIntoConstraints; false on a table cell's root stops the table, as UIKit does"),
        .init(name: "margins", owner: .view, value: .either(["default"], .insets("margins")), completions: ["default"], example: "11,16,11,16", meaning: "directional layout margins top,leading,bottom,trailing (default 8 on each edge); default restores them"),
        .init(name: "safeArea", owner: .view, value: .either(["none"], .insets("safeArea")), completions: ["none"], example: "47,0,34,0", meaning: "a root's safe area insets top,leading,bottom,trailing, as a device gives them; none clears them"),
        .init(name: "preservesSuperviewLayoutMargins", owner: .view, value: .onOff("preservesSuperviewLayoutMargins"), completions: bools, example: "true", meaning: "true: where the superview's margins reach further in, they are this view's"),
        .init(name: "readableWidth", owner: .view, value: .either(["default"], .number(0...LayoutNumbers.limit, "readableWidth")), completions: ["default"], example: "560", meaning: "the readable content guide's widest width (default 672); default restores it"),
        .init(name: "text", owner: .label, value: .anyWord, completions: [], example: "\"Hello\"", meaning: "a label's text: one word, or several in quotes"),
        .init(name: "font", owner: .label, value: .font, completions: [], example: "headline", meaning: "a text style (body, headline, caption1, …), a size in points, system|bold|mono and a size, or a TrueType file"),
        .init(name: "lines", owner: .label, value: .integer(0...100_000, "lines"), completions: [], example: "2", meaning: "numberOfLines: 0 for no limit, else the most lines (the last one truncated)"),
        .init(name: "wrap", owner: .label, value: .choice(TextWrapping.allCases.map(\.rawValue)), completions: ["word", "char"], example: "char", meaning: "line breaking: word (by word, then by character for a word longer than the line) or char"),
        .init(name: "truncation", owner: .label, value: .choice(TextTruncation.allCases.map(\.rawValue)), completions: ["tail", "head", "middle", "none"], example: "middle", meaning: "where a label cut by its line limit shows …: tail, head, middle or none"),
        .init(name: "preferredMaxWidth", owner: .label, value: .either(["auto", "automatic", "legacy", "none"], .number(0...LayoutNumbers.limit, "preferredMaxWidth")), completions: ["auto", "legacy"], example: "200", meaning: "preferredMaxLayoutWidth: a width to wrap at, auto (the label's width) or legacy (one line, the old behaviour)"),
        .init(name: "size", owner: .image, value: .size(0...10_000, "an image's size"), completions: [], example: "32x32", meaning: "an image's size, WxH: its intrinsic content size"),
        .init(name: "axis", owner: .stack, value: .choice(["horizontal", "vertical", "h", "v"]), completions: ["horizontal", "vertical"], example: "vertical", meaning: "a stack view's axis: horizontal or vertical"),
        .init(name: "distribution", owner: .stack, value: .choice(StackDistribution.allCases.map(\.rawValue)), completions: StackDistribution.allCases.map(\.rawValue), example: "fillEqually", meaning: "a stack view's distribution: fill, fillEqually, fillProportionally, equalSpacing or equalCentering"),
        .init(name: "alignment", owner: .stack, value: .choice(StackAlignment.allCases.map(\.rawValue) + ["top", "bottom"]), completions: StackAlignment.allCases.map(\.rawValue) + ["top", "bottom"],
              example: "center", meaning: "a stack view's alignment across its axis: fill, leading, trailing, center, firstBaseline, lastBaseline"),
        .init(name: "spacing", owner: .stack, value: .number(-10_000...10_000, "spacing"), completions: [], example: "8", meaning: "a stack view's spacing between arranged views (stack spacing NAME after VIEW N for one gap)"),
        .init(name: "baselineRelative", owner: .stack, value: .onOff("baselineRelative"), completions: bools, example: "true", meaning: "true: a vertical stack's spacing runs from baseline to baseline"),
        .init(name: "marginsRelative", owner: .stack, value: .onOff("marginsRelative"), completions: bools, example: "true", meaning: "true: a stack arranges its views within its layout margins"),
        .init(name: "constant", owner: .constraint, value: .number(-LayoutNumbers.limit...LayoutNumbers.limit, "a constant"), completions: [], example: "12", meaning: "a constraint's constant, changed in place"),
        .init(name: "priority", owner: .constraint, value: .priority, completions: priorities, example: "999", meaning: "a constraint's priority, 1…1000 or required, high, low, fitting (a required one is made optional only while inactive)"),
        .init(name: "active", owner: .constraint, value: .onOff("active"), completions: bools, example: "false", meaning: "false takes the constraint out of the layout; true puts it back"),
    ]

    static func declaration(_ name: String) -> PropertyDeclaration? { all.first { $0.name == name } }

    /// The value of `word` for the property `name`: the word read by the property's slot, or
    /// why it is not one of its values.
    static func read(_ name: String, _ word: Word) -> Result<Arguments.Value, SlotComplaint> {
        guard let declaration = declaration(name) else { return .failure(SlotComplaint()) }
        return Slot(name: name, value: declaration.value).read(word)
    }

    /// `help collapsed`: the property, whose it is, its values and an example.
    static func page(_ p: PropertyDeclaration) -> String {
        let whose: String
        switch p.owner {
        case .view: whose = "any view"
        case .label: whose = "a label"
        case .image: whose = "an image"
        case .stack: whose = "a stack view"
        case .constraint: whose = "a constraint"
        }
        let target = p.owner == .constraint ? "CONSTRAINT" : "NAME"
        let alsoWhereMade = p.owner == .constraint ? "" : "; also \(p.name)=VALUE where it is made"
        var lines = ["\(target).\(p.name) = VALUE  (a property of \(whose)\(alsoWhereMade))"]
        lines += Help.wrap(p.meaning, width: 96, indent: "  ", hanging: "  ")
        if !p.completions.isEmpty { lines.append("  values: " + p.completions.joined(separator: ", ")) }
        lines.append("  example: \(target == "NAME" ? "cell" : "c1").\(p.name) = \(p.example)")
        return lines.joined(separator: "\n")
    }

    static func names(of owner: PropertyDeclaration.Owner) -> [String] {
        all.filter { $0.owner == owner }.map(\.name)
    }

    /// What Tab offers after `prop=` or `NAME.prop = `.
    static func completions(for name: String) -> [String] {
        declaration(name)?.completions ?? []
    }

    /// The assignment form's summary, listing the properties.
    static var summary: String {
        "set a property of a view (\((names(of: .view) + names(of: .label) + names(of: .image) + names(of: .stack)).joined(separator: " "))) "
            + "or of a constraint (\(names(of: .constraint).joined(separator: " ")))"
    }
}
