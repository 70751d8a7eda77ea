import Layout

/// Every property `NAME.prop = value` (and `key=value` after `view`, `label` and `image`) sets,
/// declared once: whose it is, the values Tab offers, and a value that works, for the tests.
/// The setters (Workspace+Views.swift) take these names; a test sets each one.
struct PropertyDeclaration: Sendable {
    enum Owner: Sendable { case view, label, image, stack, constraint }
    var name: String
    var owner: Owner
    var completions: [String]
    /// A value the property takes (on a root for a view's property, as `width`, `frame` need).
    var example: String
}

enum PropertyTable {
    private static let bools = ["true", "false"]
    private static let priorities = ["required", "high", "low", "fitting"]

    static let all: [PropertyDeclaration] = [
        .init(name: "width", owner: .view, completions: ["none"], example: "320"),
        .init(name: "height", owner: .view, completions: ["none"], example: "44"),
        .init(name: "hidden", owner: .view, completions: bools, example: "true"),
        .init(name: "collapsed", owner: .view, completions: bools, example: "true"),
        .init(name: "hugging.h", owner: .view, completions: priorities, example: "high"),
        .init(name: "hugging.v", owner: .view, completions: priorities, example: "low"),
        .init(name: "compression.h", owner: .view, completions: priorities, example: "999"),
        .init(name: "compression.v", owner: .view, completions: priorities, example: "fitting"),
        .init(name: "intrinsic", owner: .view, completions: ["none"], example: "40x20"),
        .init(name: "frame", owner: .view, completions: ["none"], example: "0,0,320,44"),
        .init(name: "autoresizing", owner: .view, completions: AutoresizingMask.names.map(\.0) + ["none"], example: "flexibleWidth"),
        .init(name: "translates", owner: .view, completions: bools, example: "false"),
        .init(name: "margins", owner: .view, completions: ["default"], example: "11,16,11,16"),
        .init(name: "safeArea", owner: .view, completions: ["none"], example: "47,0,34,0"),
        .init(name: "preservesSuperviewLayoutMargins", owner: .view, completions: bools, example: "true"),
        .init(name: "readableWidth", owner: .view, completions: ["default"], example: "560"),
        .init(name: "text", owner: .label, completions: [], example: "\"Hello\""),
        .init(name: "font", owner: .label, completions: [], example: "headline"),
        .init(name: "lines", owner: .label, completions: [], example: "2"),
        .init(name: "wrap", owner: .label, completions: ["word", "char"], example: "char"),
        .init(name: "truncation", owner: .label, completions: ["tail", "head", "middle", "none"], example: "middle"),
        .init(name: "preferredMaxWidth", owner: .label, completions: ["auto", "legacy"], example: "200"),
        .init(name: "size", owner: .image, completions: [], example: "32x32"),
        .init(name: "axis", owner: .stack, completions: ["horizontal", "vertical"], example: "vertical"),
        .init(name: "distribution", owner: .stack, completions: StackDistribution.allCases.map(\.rawValue), example: "fillEqually"),
        .init(name: "alignment", owner: .stack, completions: StackAlignment.allCases.map(\.rawValue) + ["top", "bottom"],
              example: "center"),
        .init(name: "spacing", owner: .stack, completions: [], example: "8"),
        .init(name: "baselineRelative", owner: .stack, completions: bools, example: "true"),
        .init(name: "marginsRelative", owner: .stack, completions: bools, example: "true"),
        .init(name: "constant", owner: .constraint, completions: [], example: "12"),
        .init(name: "priority", owner: .constraint, completions: priorities, example: "999"),
        .init(name: "active", owner: .constraint, completions: bools, example: "false"),
    ]

    static func names(of owner: PropertyDeclaration.Owner) -> [String] {
        all.filter { $0.owner == owner }.map(\.name)
    }

    /// What Tab offers after `prop=` or `NAME.prop = `.
    static func completions(for name: String) -> [String] {
        all.first { $0.name == name }?.completions ?? []
    }

    /// The assignment form's summary, listing the properties.
    static var summary: String {
        "set a property of a view (\((names(of: .view) + names(of: .label) + names(of: .image) + names(of: .stack)).joined(separator: " "))) "
            + "or of a constraint (\(names(of: .constraint).joined(separator: " ")))"
    }
}
