/// The regular expressions of a transcript's `(re)` lines, matched in time linear in the line:
/// the pattern is compiled once to a Thompson automaton and run over all its states at once
/// (a Pike machine without captures), so `(a+)+b` against a line of `a`s cannot backtrack for
/// minutes as a backtracking engine does. A transcript may come from someone else.
///
/// The syntax is the usual one, less what needs backtracking: characters and escapes (`\.`,
/// `\d \w \s` and their capitals, `\t \n`), `.`, classes (`[a-z_]`, `[^0-9]`), groups (`(…)`,
/// `(?:…)`), alternation `|`, and the quantifiers `* + ? {n} {n,} {n,m}` (a lazy `?` after
/// them changes nothing for a whole-line match). Back-references and look-arounds are refused
/// with the reason. `^` and `$` may stand at the ends: the whole line must match anyway.
struct LinearRegex {
    struct Failure: Error, Equatable {
        var message: String
    }

    /// The largest automaton compiled (a `{n,m}` repeats its operand).
    static let maximumSize = 20_000
    /// How deep groups may nest.
    static let maximumNesting = 64

    private enum ClassItem {
        case character(Character)
        case range(Character, Character)
        case digit(Bool), word(Bool), space(Bool)

        func contains(_ c: Character) -> Bool {
            switch self {
            case .character(let x): return c == x
            case .range(let a, let b): return a <= c && c <= b
            case .digit(let negated): return (c.isASCII && c.isNumber) != negated
            case .word(let negated): return (c.isLetter || c.isNumber || c == "_") != negated
            case .space(let negated): return c.isWhitespace != negated
            }
        }
    }

    private indirect enum Node {
        case character(Character)
        case any
        case set([ClassItem], negated: Bool)
        case sequence([Node])
        case choice([Node])
        case repetition(Node, min: Int, max: Int?)
    }

    private enum Instruction {
        case character(Character)
        case any
        case set([ClassItem], negated: Bool)
        case split(Int, Int)
        case jump(Int)
        case match
    }

    private let program: [Instruction]

    init(_ pattern: String) throws(Failure) {
        var parser = Parser(Array(pattern))
        let node = try parser.parseWhole()
        var program: [Instruction] = []
        try Self.compile(node, into: &program)
        program.append(.match)
        self.program = program
    }

    /// Whether the whole of `text` matches.
    func wholeMatch(_ text: String) -> Bool {
        var current = StateSet(count: program.count)
        var next = StateSet(count: program.count)
        add(0, to: &current)
        for c in text {
            next.clear()
            for pc in current.members {
                switch program[pc] {
                case .character(let x): if c == x { add(pc + 1, to: &next) }
                case .any: if c != "\n" { add(pc + 1, to: &next) }
                case .set(let items, let negated): if items.contains(where: { $0.contains(c) }) != negated { add(pc + 1, to: &next) }
                case .split, .jump, .match: break
                }
            }
            swap(&current, &next)
            if current.members.isEmpty { return false }
        }
        return current.members.contains { if case .match = program[$0] { return true }; return false }
    }

    /// Adds a state and every state its splits and jumps reach, without recursion.
    private func add(_ start: Int, to set: inout StateSet) {
        var stack = [start]
        while let pc = stack.popLast() {
            guard set.insert(pc) else { continue }
            switch program[pc] {
            case .split(let a, let b): stack.append(b); stack.append(a)
            case .jump(let a): stack.append(a)
            default: break
            }
        }
    }

    /// A set of states with O(1) insertion and clearing in proportion to its members.
    private struct StateSet {
        private var marks: [Bool]
        private(set) var members: [Int] = []
        init(count: Int) { marks = [Bool](repeating: false, count: count) }
        mutating func insert(_ pc: Int) -> Bool {
            guard !marks[pc] else { return false }
            marks[pc] = true
            members.append(pc)
            return true
        }
        mutating func clear() {
            for pc in members { marks[pc] = false }
            members.removeAll(keepingCapacity: true)
        }
    }

    private static func compile(_ node: Node, into program: inout [Instruction]) throws(Failure) {
        guard program.count < maximumSize else { throw Failure(message: "the expression is too large (more than \(maximumSize) states)") }
        switch node {
        case .character(let c): program.append(.character(c))
        case .any: program.append(.any)
        case .set(let items, let negated): program.append(.set(items, negated: negated))
        case .sequence(let parts): for part in parts { try compile(part, into: &program) }
        case .choice(let options):
            var jumps: [Int] = []
            for (i, option) in options.enumerated() {
                if i < options.count - 1 {
                    let split = program.count
                    program.append(.split(split + 1, 0))
                    try compile(option, into: &program)
                    jumps.append(program.count)
                    program.append(.jump(0))
                    program[split] = .split(split + 1, program.count)
                } else {
                    try compile(option, into: &program)
                }
            }
            for j in jumps { program[j] = .jump(program.count) }
        case .repetition(let inner, let min, let max):
            for _ in 0..<min { try compile(inner, into: &program) }
            if let max {
                var splits: [Int] = []
                for _ in min..<max {
                    splits.append(program.count)
                    program.append(.split(program.count + 1, 0))
                    try compile(inner, into: &program)
                }
                for s in splits { program[s] = .split(s + 1, program.count) }
            } else {
                let loop = program.count
                program.append(.split(loop + 1, 0))
                try compile(inner, into: &program)
                program.append(.jump(loop))
                program[loop] = .split(loop + 1, program.count)
            }
        }
    }

    private struct Parser {
        let chars: [Character]
        var i = 0
        var depth = 0

        init(_ chars: [Character]) { self.chars = chars }

        mutating func parseWhole() throws(Failure) -> Node {
            if i < chars.count, chars[i] == "^" { i += 1 }
            let node = try parseChoice()
            if i < chars.count { throw Failure(message: "unbalanced ')' at character \(i + 1)") }
            return node
        }

        mutating func parseChoice() throws(Failure) -> Node {
            var options = [try parseSequence()]
            while i < chars.count, chars[i] == "|" {
                i += 1
                options.append(try parseSequence())
            }
            return options.count == 1 ? options[0] : .choice(options)
        }

        mutating func parseSequence() throws(Failure) -> Node {
            var parts: [Node] = []
            while i < chars.count, chars[i] != "|", chars[i] != ")" {
                if chars[i] == "$", i == chars.count - 1 { i += 1; break }
                var atom = try parseAtom()
                while i < chars.count, let (min, max) = try parseQuantifier() {
                    atom = .repetition(atom, min: min, max: max)
                }
                parts.append(atom)
            }
            return .sequence(parts)
        }

        mutating func parseQuantifier() throws(Failure) -> (Int, Int?)? {
            let q = chars[i]
            var result: (Int, Int?)
            switch q {
            case "*": result = (0, nil); i += 1
            case "+": result = (1, nil); i += 1
            case "?": result = (0, 1); i += 1
            case "{":
                var j = i + 1
                func number() -> Int? {
                    var n = 0, digits = 0
                    while j < chars.count, let d = chars[j].wholeNumberValue, chars[j].isASCII, digits < 4 { n = n * 10 + d; digits += 1; j += 1 }
                    return digits > 0 ? n : nil
                }
                guard let low = number() else { return nil }
                var high: Int? = low
                if j < chars.count, chars[j] == "," {
                    j += 1
                    high = number()
                }
                guard j < chars.count, chars[j] == "}" else { return nil }
                if let high, high < low { throw Failure(message: "{\(low),\(high)}: the larger count comes second") }
                guard low <= 1000, (high ?? 0) <= 1000 else { throw Failure(message: "a count in {…} is at most 1000") }
                i = j + 1
                result = (low, high)
            default: return nil
            }
            if i < chars.count, chars[i] == "?" || chars[i] == "+" { i += 1 } // lazy or possessive: the same for a whole match
            return result
        }

        mutating func parseAtom() throws(Failure) -> Node {
            let c = chars[i]
            i += 1
            switch c {
            case ".": return .any
            case "(":
                if i < chars.count, chars[i] == "?" {
                    guard i + 1 < chars.count, chars[i + 1] == ":" else {
                        throw Failure(message: "'(?' other than '(?:' (look-arounds, named groups, options) is not supported in (re) lines")
                    }
                    i += 2
                }
                depth += 1
                guard depth <= LinearRegex.maximumNesting else { throw Failure(message: "groups nest at most \(LinearRegex.maximumNesting) deep") }
                let inner = try parseChoice()
                depth -= 1
                guard i < chars.count, chars[i] == ")" else { throw Failure(message: "a '(' is not closed") }
                i += 1
                return inner
            case "[": return try parseClass()
            case "\\": return try parseEscape(inClass: false).node
            case "*", "+", "?": throw Failure(message: "'\(c)' repeats nothing at character \(i)")
            default: return .character(c)
            }
        }

        mutating func parseClass() throws(Failure) -> Node {
            var negated = false
            if i < chars.count, chars[i] == "^" { negated = true; i += 1 }
            var items: [ClassItem] = []
            var first = true
            while i < chars.count, chars[i] != "]" || first {
                first = false
                var item: ClassItem
                if chars[i] == "\\" {
                    i += 1
                    item = try parseEscape(inClass: true).item
                } else {
                    item = .character(chars[i])
                    i += 1
                }
                if case .character(let low) = item, i + 1 < chars.count, chars[i] == "-", chars[i + 1] != "]" {
                    i += 1
                    var high = chars[i]
                    i += 1
                    if high == "\\", i < chars.count { high = chars[i]; i += 1 }
                    guard low <= high else { throw Failure(message: "the range \(low)-\(high) runs backwards") }
                    item = .range(low, high)
                }
                items.append(item)
            }
            guard i < chars.count else { throw Failure(message: "a '[' is not closed") }
            i += 1
            return .set(items, negated: negated)
        }

        mutating func parseEscape(inClass: Bool) throws(Failure) -> (node: Node, item: ClassItem) {
            guard i < chars.count else { throw Failure(message: "a '\\' ends the expression") }
            let c = chars[i]
            i += 1
            func single(_ x: Character) -> (Node, ClassItem) { (.character(x), .character(x)) }
            switch c {
            case "d", "D": return (.set([.digit(c == "D")], negated: false), .digit(c == "D"))
            case "w", "W": return (.set([.word(c == "W")], negated: false), .word(c == "W"))
            case "s", "S": return (.set([.space(c == "S")], negated: false), .space(c == "S"))
            case "t": return single("\t")
            case "n": return single("\n")
            case "e": return single("\u{1B}")
            default:
                guard !(c.isLetter || c.isNumber) else {
                    throw Failure(message: "'\\\(c)' (a back-reference, a boundary or an unknown escape) is not supported in (re) lines")
                }
                return single(c)
            }
        }
    }
}
