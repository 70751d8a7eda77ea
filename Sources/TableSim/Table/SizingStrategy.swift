/// How a table finds its rows' heights: the history of the technique, each switchable.
///
/// Heights here are *row* heights: the cell's height plus the table's separator (as UIKit adds
/// the separator to each row, and as a delegate that sizes a prototype cell adds it).
public enum SizingStrategy: Sendable, Equatable, CustomStringConvertible {
    /// `rowHeight = h`: every row the same, no height requests.
    case fixed(Double)
    /// `heightForRowAt` sizes a prototype cell for every request: a reload asks every row,
    /// and each row is asked again as it comes on screen. Nothing is cached.
    case prototype
    /// The same requests, answered from a height cache keyed by the row's identity
    /// (`$id`): sized on a miss, cleared by invalidation and by a change of width or text size.
    case cached
    /// `estimatedRowHeight` (or a per-row estimate) and `heightForRowAt` through a prototype
    /// cell, asked only for rows about to appear, once each until a reload or invalidation;
    /// with `cached`, answered from the height cache when it can.
    case estimated(Estimate, cached: Bool)
    /// Automatic dimension: no `heightForRowAt`; the cell dequeued for a row sizes itself
    /// (its constraints decide), once per row until a reload or invalidation.
    case selfSizing(Estimate)
    /// `heightForRowAt` by arithmetic over measured text, without the solver (a plan per cell
    /// shape: fixed space plus each label's text measured at the width it has).
    case manual
    /// Every row's height computed ahead of time on `threads` threads, each with its own
    /// sizing cell, then served like fixed per-row heights.
    case precomputed(threads: Int)

    /// Whether the table lays out with estimates until rows appear.
    public var usesEstimates: Bool {
        switch self {
        case .estimated, .selfSizing: return true
        default: return false
        }
    }

    /// The estimate, for strategies that have one.
    public var estimate: Estimate? {
        switch self {
        case .estimated(let e, _), .selfSizing(let e): return e
        default: return nil
        }
    }

    /// Whether heights go through the height cache keyed by row identity.
    public var usesCache: Bool {
        switch self {
        case .cached: return true
        case .estimated(_, let cached): return cached
        default: return false
        }
    }

    /// The shell's word for it: `fixed 44`, `prototype`, `cached`, `estimated 44`,
    /// `selfsizing estimate=min`, `manual`, `precomputed threads=2`.
    public var description: String {
        switch self {
        case .fixed(let h): return "fixed \(formatNumber(h))"
        case .prototype: return "prototype"
        case .cached: return "cached"
        case .estimated(let e, let cached): return "estimated estimate=\(e)" + (cached ? " cache=on" : "")
        case .selfSizing(let e): return "selfsizing estimate=\(e)"
        case .manual: return "manual"
        case .precomputed(let threads): return "precomputed threads=\(threads)"
        }
    }
}

/// An estimated row height.
public enum Estimate: Sendable, Equatable, CustomStringConvertible {
    /// The same for every row (`estimatedRowHeight`).
    case constant(Double)
    /// Per row: the smallest height of the template the row uses (its fitted height with every
    /// field empty), plus the separator. Asked for every row at a reload, as UIKit asks
    /// `estimatedHeightForRowAt`.
    case templateMinimum

    public var description: String {
        switch self {
        case .constant(let h): return formatNumber(h)
        case .templateMinimum: return "min"
        }
    }
}

extension SizingStrategy {
    /// Parses the shell's words: `fixed 44` (or `fixed height=44`), `prototype`, `cached`,
    /// `estimated [estimate=44|min] [cache=on]`, `selfsizing [estimate=44|min]`, `manual`,
    /// `precomputed [threads=2]`. The estimate defaults to 44, threads to 1. An error's offset
    /// is that of the word at fault in the words joined by single spaces.
    public init(parsing words: [String]) throws(TemplateError) {
        let strategies = "fixed, prototype, cached, estimated, selfsizing, manual or precomputed"
        guard let name = words.first?.lowercased() else {
            throw .syntax("a sizing strategy: \(strategies)", offset: 0)
        }
        func offset(ofWord index: Int) -> Int { words[..<index].reduce(0) { $0 + $1.count + 1 } }

        // The options a strategy takes, and the one a bare value stands for (`fixed 44`).
        let allowed: [String]
        switch name {
        case "fixed": allowed = ["height"]
        case "estimated", "estimate": allowed = ["estimate", "cache"]
        case "selfsizing", "self-sizing", "automatic": allowed = ["estimate"]
        case "precomputed", "precompute": allowed = ["threads"]
        case "prototype", "cached", "cache", "manual": allowed = []
        default: throw .syntax("'\(name)' is not a sizing strategy: \(strategies)", offset: 0)
        }
        var options: [String: (text: String, word: Int)] = [:]
        for (index, word) in words.enumerated().dropFirst() {
            let key: String, value: String
            if let eq = word.firstIndex(of: "=") {
                key = String(word[..<eq]).lowercased()
                value = String(word[word.index(after: eq)...])
            } else if let bare = allowed.first, options[bare] == nil {
                key = bare
                value = word
            } else {
                throw .syntax(allowed.isEmpty ? "'\(name)' takes no options" : "one value only: '\(word)' is one too many",
                              offset: offset(ofWord: index))
            }
            guard allowed.contains(key) else {
                let takes = allowed.isEmpty ? "no options" : allowed.map { $0 + "=" }.joined(separator: " and ")
                throw .syntax("'\(name)' has no option '\(key)'; it takes \(takes)", offset: offset(ofWord: index))
            }
            guard options[key] == nil else { throw .syntax("\(key) is given twice", offset: offset(ofWord: index)) }
            options[key] = (value, index)
        }
        func estimate() throws(TemplateError) -> Estimate {
            guard let (text, word) = options["estimate"] else { return .constant(44) }
            if text == "min" || text == "minimum" { return .templateMinimum }
            guard let h = Double(text), h.isFinite, h > 0 else {
                throw .syntax("an estimate is a height above 0 or min, not '\(text)'", offset: offset(ofWord: word))
            }
            return .constant(h)
        }
        switch name {
        case "fixed":
            let (text, word) = options["height"] ?? ("44", 0)
            guard let h = Double(text), h.isFinite, h >= 0 else {
                throw .syntax("a fixed row height is a number of at least 0, not '\(text)'", offset: offset(ofWord: word))
            }
            self = .fixed(h)
        case "prototype": self = .prototype
        case "cached", "cache": self = .cached
        case "estimated", "estimate":
            var cache = false
            if let (text, word) = options["cache"] {
                switch text.lowercased() {
                case "on", "true", "yes": cache = true
                case "off", "false", "no": cache = false
                default: throw .syntax("cache is on or off, not '\(text)'", offset: offset(ofWord: word))
                }
            }
            self = .estimated(try estimate(), cached: cache)
        case "selfsizing", "self-sizing", "automatic": self = .selfSizing(try estimate())
        case "manual": self = .manual
        default:
            let (text, word) = options["threads"] ?? ("1", 0)
            guard let n = Int(text), n >= 1, n <= 64 else {
                throw .syntax("threads is a whole number from 1 to 64, not '\(text)'", offset: offset(ofWord: word))
            }
            self = .precomputed(threads: n)
        }
    }
}
