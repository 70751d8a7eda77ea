import TableSim

extension SizingAnswer: Outcome {
    static let jsonKeys = [
        JSONKey("sizing", "the strategy in force, as table sizing writes it"),
        JSONKey("changed", "whether this line set it"),
        JSONKey("formula", "the manual formula in force, or null"),
        JSONKey("derived", "true when the formula was read off the cell's constraints (manual derive)"),
        JSONKey("cacheKey", "what a height cache is keyed by: index, id or class (when set)"),
    ]

    func text(_ printer: OutcomePrinter) -> String {
        switch self {
        case .current(let strategy):
            return "sizing: \(SizingText.text(strategy)) (set with: table sizing fixed H | prototype | cached | estimated | selfsizing | manual FORMULA | precomputed)"
        case .set: return ""
        case .derived(let formula): return "manual: \(formula)\n(read off the constraints: a vertical sum; table reload to use it)"
        case .formula(let formula?, _): return "manual: \(formula)"
        case .formula(nil, let strategy):
            return "no formula in force (sizing: \(SizingText.text(strategy))); set one with table sizing manual FORMULA, or table sizing manual derive"
        }
    }

    func json(_ printer: OutcomePrinter) -> JSON {
        switch self {
        case .current(let strategy): return Self.object(strategy, changed: false)
        case .set(let strategy, let key): return Self.object(strategy, changed: true, extra: [("cacheKey", .string(key.rawValue))])
        case .derived(let formula): return Self.object(.manual(formula), changed: true, extra: [("derived", .bool(true))])
        case .formula(_, let strategy): return Self.object(strategy, changed: false)
        }
    }

    private static func object(_ strategy: SizingStrategy, changed: Bool, extra: [(String, JSON)] = []) -> JSON {
        var formula = JSON.null
        if case .manual(let f) = strategy { formula = .string(f.description) }
        return .object([("sizing", .string(SizingText.text(strategy))), ("changed", .bool(changed)), ("formula", formula)] + extra)
    }
}
