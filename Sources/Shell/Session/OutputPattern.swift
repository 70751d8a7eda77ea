/// One expected output line of a transcript, which may mask what cannot be the same twice:
///
/// - `… (re)`: the rest is a regular expression that must match the whole actual line;
/// - `… (glob)`: `*` matches any run of characters, `?` one character, `\` makes the next
///   character literal;
/// - a figure followed by `(~)`, as in `solved in 0.41(~) ms`: any number stands there;
/// - anything else must be equal.
struct OutputPattern {
    enum Kind {
        case literal
        /// The expression as written, compiled once (nil when it does not compile).
        case regex(String, LinearRegex?)
        case glob(String)
        /// The line with its masked figures, compiled once.
        case approximate(LinearRegex?)
    }

    let text: String
    let kind: Kind
    /// Why a `(re)` line cannot be used, from its compilation.
    let problem: String?

    init(_ text: String) {
        self.text = text
        var problem: String?
        if text.hasSuffix(" (re)") {
            let source = String(text.dropLast(5))
            var compiled: LinearRegex?
            do { compiled = try LinearRegex(source) } catch {
                problem = "this (re) line is not a regular expression Trellis can match: \(error.message)"
            }
            kind = .regex(source, compiled)
        } else if text.hasSuffix(" (glob)") {
            kind = .glob(String(text.dropLast(7)))
        } else if text.contains("(~)") {
            kind = .approximate(try? LinearRegex(Self.approximateRegex(text)))
        } else {
            kind = .literal
        }
        self.problem = problem
    }

    /// Whether an actual output line is what this line expects, in time linear in the line.
    func matches(_ actual: String) -> Bool {
        switch kind {
        case .literal:
            return text == actual || Self.withoutErrorLine(text).map { $0 == Self.withoutErrorLine(actual) } == true
        case .regex(_, let compiled):
            return compiled?.wholeMatch(actual) ?? false
        case .glob(let pattern):
            return globMatches(Array(pattern), Array(actual))
        case .approximate(let compiled):
            return compiled?.wholeMatch(actual) ?? false
        }
    }

    /// The expected line to write for an actual line: the line itself, with the figures that
    /// depend on the wall clock (``timingRanges(in:)``) masked by `(~)`; a line that would read
    /// as a pattern is written as an escaped `(re)` line instead.
    static func expected(forActual line: String) -> String {
        let readsAsPattern = line.hasSuffix(" (re)") || line.hasSuffix(" (glob)") || line.contains("(~)")
        let timings = timingRanges(in: line)
        if readsAsPattern {
            var regex = ""
            var position = line.startIndex
            for range in timings {
                regex += escapeForRegex(line[position..<range.lowerBound]) + numberRegex
                position = range.upperBound
            }
            regex += escapeForRegex(line[position...])
            return regex + " (re)"
        }
        guard !timings.isEmpty else { return line }
        var masked = ""
        var position = line.startIndex
        for range in timings {
            masked += line[position..<range.upperBound] + "(~)"
            position = range.upperBound
        }
        return masked + line[position...]
    }

    /// The figures of a line that depend on the wall clock, in order:
    /// - a number before `ms`, `µs`, `us` or `ns` (`0.41 ms`, `12µs`), unless it is part of a
    ///   word (`over16.7ms` is a name);
    /// - the count before `over` such a figure (`2 over 16.7 ms`: how many frames ran late);
    /// - the value of a `name: value` line whose name ends in a unit after a figure or
    ///   capitalised (`over8.3ms: 1`, `longestMs: 10.9`), as `table stats` prints them under
    ///   `timing on`.
    static func timingRanges(in line: String) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        for range in line.ranges(of: timingFigure) {
            if range.lowerBound > line.startIndex {
                let before = line[line.index(before: range.lowerBound)]
                if before.isLetter || before.isNumber || before == "." { continue }
            }
            ranges.append(range)
        }
        for match in line.matches(of: lateCount) { ranges.append(match.output.1.startIndex..<match.output.1.endIndex) }
        if let match = line.wholeMatch(of: timedValue) { ranges.append(match.output.1.startIndex..<match.output.1.endIndex) }
        return ranges.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// `error at 12:7: …` without its line number (`error at :7: …`); nil for any other line.
    /// A transcript's input lines are numbered in order, so an input added above an expected
    /// error moves its line number and nothing a reader looks for: the column, the message
    /// and the caret under the line stay, and must match.
    static func withoutErrorLine(_ line: String) -> String? {
        guard line.hasPrefix("error at ") else { return nil }
        let rest = line.dropFirst(9)
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, rest.dropFirst(digits.count).first == ":" else { return nil }
        return "error at " + rest.dropFirst(digits.count)
    }

    // MARK: Internals

    private static let numberRegex = "-?[0-9]+(?:\\.[0-9]+)?"
    /// A figure followed by a unit of wall-clock time.
    nonisolated(unsafe) private static let timingFigure = #/-?[0-9]+(?:\.[0-9]+)?(?= ?(?:ms|µs|us|ns)\b)/#
    /// A count of things over a time: `2 over 16.7 ms`.
    nonisolated(unsafe) private static let lateCount = #/\b([0-9]+)(?= over [0-9]+(?:\.[0-9]+)? ?(?:ms|µs|us|ns)\b)/#
    /// A `name: value` line whose name ends in a unit of time: after a figure (`over8.3ms`) or
    /// capitalised (`longestMs`), also as a JSON member; so that `corrections` or `status` are not taken for one.
    nonisolated(unsafe) private static let timedValue = #/\s*"?[^\s"]*(?:[0-9](?:ms|µs|us|ns)|Ms|Us|Ns)"?: (-?[0-9]+(?:\.[0-9]+)?),?/#
    /// A figure followed by `(~)` in an expected line.
    nonisolated(unsafe) private static let maskedFigure = #/-?[0-9]+(?:\.[0-9]+)?\(~\)/#

    /// The `(~)` line as a regular expression: literal text, any number at each mask.
    static func approximateRegex(_ text: String) -> String {
        var regex = ""
        var position = text.startIndex
        for range in text.ranges(of: maskedFigure) {
            regex += escapeForRegex(text[position..<range.lowerBound]) + numberRegex
            position = range.upperBound
        }
        return regex + escapeForRegex(text[position...])
    }

    /// ASCII punctuation escaped, so that the text matches itself.
    static func escapeForRegex(_ text: Substring) -> String {
        var out = ""
        for c in text {
            if c.isASCII, c.isPunctuation || c.isSymbol { out.append("\\") }
            out.append(c)
        }
        return out
    }
}

/// `*` any run, `?` one character, `\x` the character x.
private func globMatches(_ pattern: [Character], _ text: [Character]) -> Bool {
    var p = 0, t = 0
    var starP = -1, starT = 0
    while t < text.count {
        if p < pattern.count, pattern[p] == "\\", p + 1 < pattern.count, pattern[p + 1] == text[t] {
            p += 2; t += 1
        } else if p < pattern.count, pattern[p] == "?" {
            p += 1; t += 1
        } else if p < pattern.count, pattern[p] == "*" {
            starP = p; starT = t; p += 1
        } else if p < pattern.count, pattern[p] != "\\" || p + 1 == pattern.count, pattern[p] == text[t] {
            p += 1; t += 1
        } else if starP >= 0 {
            starT += 1; t = starT; p = starP + 1
        } else {
            return false
        }
    }
    while p < pattern.count, pattern[p] == "*" { p += 1 }
    return p == pattern.count
}
