import Layout
import TableSim

/// `table sizing …`: how heights are found; alone, how they are found now.
struct TableSizing: ShellCommand {
    enum Keyword: String, KeywordSet { case fixed, prototype, cached, estimated, selfsizing, manual, precomputed, derive }

    static let height = Field.number("H", 0...10_000, "a fixed row height")
    static let cacheKey = Field<HeightCacheKey>.choice(key: "key")
    static let estimate = Field.estimate("E", key: "estimate")
    static let cache = Field.onOff("on|off", key: "cache", "cache")
    static let threads = Field.integer("N", key: "threads", 1...64, "threads")
    static let formula = "FORMULA"

    static let spec = CommandSpec(
        path: "table sizing", group: .table,
        syntax: .optional(.any(.seq(Keyword.fixed.syntax, height.syntax),
                               Keyword.prototype.syntax,
                               .seq(Keyword.cached.syntax, .optional(cacheKey.syntax)),
                               .seq(Keyword.estimated.syntax, .many(.any(estimate.syntax, cache.syntax, cacheKey.syntax))),
                               .seq(Keyword.selfsizing.syntax, .optional(estimate.syntax)),
                               .seq(Keyword.manual.syntax, .optional(.any(Keyword.derive.syntax, .rest(formula)))),
                               .seq(Keyword.precomputed.syntax, .optional(threads.syntax)))),
        summary: "how heights are found: a fixed height, a sizing cell, a cache, estimates, self-sizing, arithmetic, ahead of time",
        details: ["E, the estimate, is 44 unless told: a height; min, the smallest height the template can have;",
                  "mean, the mean of the heights measured so far; seen, the height the row had when last sized",
                  "since estimate=seen was set, through reloads (44 for a row not sized since); or a function",
                  "of the row, as $text.length*0.4+40.",
                  "key= is what the height cache is keyed by: id (the row's $id, the default), index (its index",
                  "path: wrong once rows are inserted, deleted or moved above), class (its cell template: one",
                  "height for every row of a kind).",
                  "manual FORMULA is heightForRowAt written by hand, with no layout: arithmetic",
                  "(+ - * /, parentheses, max(a, b, …), min(…), $f ? a : b) over numbers, the row's",
                  "fields ($likes, $text.length), width (the table's), separator, lineHeight(LABEL)",
                  "(the row's text in the label's font on one line, as sizeWithFont:) and",
                  "textHeight(LABEL, W) (wrapped at W within the label's line limit, as",
                  "boundingRect(with:)), each rounded up to the pixel as a label rounds its size.",
                  "The formula's value is the row's height: add the separator (+ separator), as a",
                  "delegate must. manual derive reads the formula off the cell's constraints where",
                  "they are a simple vertical sum, and says why when not; manual alone prints the",
                  "formula in force. table verify names each row the formula gets wrong, and why.",
                  "Alone, table sizing prints how heights are found now."],
        example: "table sizing manual 8 + textHeight(body, width - 16) + 8 + separator", setup: CommandTable.quotes,
        table: .layout)

    /// What the words ask for.
    enum Request {
        case show
        case strategy(SizingStrategy, key: HeightCacheKey)
        case deriveFormula(Word)
        case formula([Word])
        case showFormula
    }

    let request: Request
    /// An estimate that is a function of the row: its fields are checked against the data.
    let estimateWord: Word?
    let context: LineContext

    init(_ input: CommandInput) throws(SourceError) {
        context = input.context
        estimateWord = input.word(Self.estimate)
        let estimate = input[Self.estimate] ?? .constant(44)
        let cache = input[Self.cache]
        if let keyWord = input.word(Self.cacheKey), !input.has(Keyword.cached), cache != true {
            throw input.error("key= is for a height cache: table sizing cached key=…, or estimated cache=on key=…", at: keyWord)
        }
        let key = input[Self.cacheKey] ?? .id
        switch input.keyword(Keyword.self) {
        case nil: request = .show
        case .fixed: request = .strategy(.fixed(input[Self.height] ?? 44), key: key)
        case .prototype: request = .strategy(.prototype, key: key)
        case .cached: request = .strategy(.cached, key: key)
        case .estimated: request = .strategy(.estimated(estimate, cached: cache ?? false), key: key)
        case .selfsizing: request = .strategy(.selfSizing(estimate), key: key)
        case .precomputed: request = .strategy(.precomputed(threads: input[Self.threads] ?? 1), key: key)
        case .manual, .derive:
            let words = input.rest(Self.formula)
            if let derive = input.word(of: Keyword.derive) {
                request = .deriveFormula(derive)
            } else {
                request = words.isEmpty ? .showFormula : .formula(words)
            }
        }
    }

    func run(in workspace: Workspace) throws(SourceError) -> SizingAnswer {
        let table = workspace.table
        switch request {
        case .show:
            return .current(table.sizing)
        case .strategy(let strategy, let key):
            if case .function(let f)? = strategy.estimate, let word = estimateWord {
                let value = Word(text: String(word.text.dropFirst("estimate=".count)), column: word.column + "estimate=".count,
                                 length: max(1, word.length - "estimate=".count), isQuoted: false)
                for term in f.terms { try workspace.checkFieldExists(term.field, in: value, context) }
            }
            table.sizing = strategy
            table.cacheKey = key
            return .set(strategy, key: key)
        case .deriveFormula(let word):
            switch table.deriveHeightFormula() {
            case .success(let formula):
                table.sizing = .manual(formula)
                return .derived(formula)
            case .failure(let failure):
                throw context.error("cannot derive a formula: " + Workspace.derivationText(failure), at: word)
            }
        case .showFormula:
            if case .manual(let formula) = table.sizing { return .formula(formula, table.sizing) }
            return .formula(nil, table.sizing)
        case .formula(let words):
            let formula = try workspace.manualFormula(words, context)
            table.sizing = .manual(formula)
            return .set(.manual(formula), key: table.cacheKey)
        }
    }
}
