import Notation

/// One "Unable to simultaneously satisfy constraints" report, read from a console.
public struct ConsoleLog: Sendable {
    public enum Platform: String, Sendable {
        /// "Unable to simultaneously satisfy constraints." (iOS, tvOS, Mac Catalyst).
        case uiKit = "UIKit"
        /// "Unable to simultaneously satisfy constraints:" (macOS).
        case appKit = "AppKit"
    }

    /// nil when the text has no header (a list pasted on its own).
    public var platform: Platform?
    /// The constraints the log lists, in its order.
    public var listed: [LoggedConstraint] = []
    /// "Will attempt to recover by breaking constraint": the one UIKit (or AppKit) broke.
    public var broken: LoggedConstraint?
    /// Lines not read, with where and why; the rest still loads.
    public var unread: [UnreadLine] = []
    /// The line of the header, if any.
    public var headerLine: Int?
    /// The first line of the log that is not blank, and its text (for where a next log begins).
    public var firstLine: Int?
    public var firstText = ""
}

/// Reads a log as a console shows it: whatever surrounds it (timestamps, process names,
/// `[LayoutConstraints]`, the advice paragraphs, the breakpoint footer, quote markers `> `,
/// tabs, blank lines) is passed over, each constraint description is read, and a line that is
/// none of these is kept aside with its position. A second header begins a second log.
public enum ConsoleLogReader {
    /// Lines longer than this are refused (a console never prints one).
    public static let maximumLineLength = 20_000
    /// Constraints at most (a real log lists a few dozen).
    public static let maximumConstraints = 2_000
    /// Logs at most in one text (a console that repeats one conflict prints it at each layout).
    public static let maximumLogs = 100

    /// The first log of the text; a second one is noted among the unread lines, where it begins.
    public static func read(_ text: String) -> ConsoleLog {
        var logs = readAll(text)
        guard logs.count > 1, let next = logs[1].firstLine else { return logs.first ?? ConsoleLog() }
        logs[0].unread.append(UnreadLine(line: next, column: 1, text: logs[1].firstText,
                                         reason: .secondLog))
        return logs[0]
    }

    /// Every log of the text, one after the other, with the line numbers of the whole text.
    /// Past ``maximumLogs``, the last one read notes where the rest begins.
    public static func readAll(_ text: String) -> [ConsoleLog] {
        // "\r\n" is one Character in Swift: split on every kind of line end.
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        if lines.last?.isEmpty == true { lines.removeLast() }
        var logs: [ConsoleLog] = []
        var start = 0
        // Leading `# ` lines up to the first blank one are notes about the log (where it was found).
        if lines.first?.hasPrefix("# ") == true {
            while start < lines.count, !lines[start].trimmingBlanks().isEmpty { start += 1 }
        }
        while true {
            var (log, next) = readOne(lines, from: start)
            if let next, logs.count == maximumLogs - 1 {
                log.unread.append(UnreadLine(line: next + 1, column: 1, text: String(lines[next].trimmingBlanks().prefix(80)),
                                             reason: .tooManyLogs(limit: maximumLogs)))
                logs.append(log)
                return logs
            }
            logs.append(log)
            guard let next else { return logs }
            start = next
        }
    }

    /// One log from line index `start`, and the index where the next log begins, if one does.
    private static func readOne(_ lines: [Substring], from start: Int) -> (ConsoleLog, next: Int?) {
        var log = ConsoleLog()
        enum State { case before, list, afterList, awaitingBroken, footer }
        var state = State.before
        // What stands before the header on its line (a tool's prefix): stripped from the lines
        // that start with it too (fastlane's `[12:34:56]: ▸ ` on every line).
        var prefix = ""
        // The header's own prefix, until the next line says how much of it every line has.
        var headerPrefix: Substring?
        var n = start
        // macOS 14's one-line note of the constraint broken, before the header.
        var noteOfBroken: (line: Substring, number: Int)?
        while n < lines.count {
            let number = n + 1
            var raw = Substring(lines[n])
            n += 1
            if raw.hasSuffix("\r") { raw = raw.dropLast() }
            guard raw.count <= maximumLineLength else {
                log.unread.append(UnreadLine(line: number, column: 1, text: String(raw.prefix(80)) + "…",
                                             reason: .lineTooLong(characters: raw.count)))
                continue
            }
            var line = stripLineNumber(unescapeMarkdown(stripQuoteMarkers(raw)))
            if let candidate = headerPrefix, !line.trimmingBlanks().isEmpty {
                // What the header's prefix and the line after it share is every line's prefix
                // (a tool's `[12:34:56]: ▸ `); a timestamp only the header has is not.
                let shared = zip(candidate, line).prefix { $0 == $1 }.count
                let common = candidate.prefix(shared)
                if !common.trimmingBlanks().isEmpty { prefix = String(common) }
                headerPrefix = nil
            }
            if !prefix.isEmpty {
                if line.hasPrefix(prefix) {
                    line = line.dropFirst(prefix.count)
                } else if line.trimmingBlanks() == prefix.trimmingBlanks() {
                    line = ""
                }
            }
            // A description cut by a terminal's width goes on on the next lines: joined until
            // its `>` (at most a few lines).
            var joined = 0
            while Self.isOpenDescription(line), n < lines.count, joined < 8 {
                var next = Substring(lines[n])
                if !prefix.isEmpty, next.hasPrefix(prefix) { next = next.dropFirst(prefix.count) }
                line = Substring(String(line) + next)
                n += 1
                joined += 1
            }
            let body = line.trimmingBlanks()
            if body.isEmpty { continue }
            if log.firstLine == nil {
                log.firstLine = number
                log.firstText = String(body.prefix(80))
            }
            // What a poster leaves around a list: a stray closing quote, comment marks, a fence,
            // a separator line, a page's gutter of line numbers.
            if Self.surroundingMarks.contains(body) || Self.isSeparatorOrLineNumber(body) { continue }
            // macOS 14 also prints `Conflicting constraints detected: (`, its list on the lines after.
            let header = Self.headers.first { body.contains($0) }
            if let header {
                // A previous log's tail above the paste (its breaking line, its constraint, its
                // advice), with no header and no list of its own, is context, not a log.
                if state != .before, log.headerLine == nil, log.listed.isEmpty {
                    log.broken = nil
                    state = .before
                }
                if state != .before {
                    let next = nextLogStart(lines, header: number - 1, log: &log)
                    return (log, next)
                }
                log.headerLine = number
                if let r = line.firstRange(of: header), prefix.isEmpty {
                    let before = line[..<r.lowerBound]
                    if !before.trimmingBlanks().isEmpty { headerPrefix = before }
                }
                let after = body.components(after: header)
                log.platform = after.hasPrefix(":") ? .appKit : .uiKit
                state = after.trimmingBlanks().hasSuffix("(") ? .list : .before
                continue
            }
            if isAdvice(body) { continue }
            if body == "(" || body == "[" {
                state = .list
                continue
            }
            if body == ")" || body == "]" {
                state = .afterList
                continue
            }
            // macOS 14 prints `Will attempt to recover by breaking <NSLayoutConstraint:0x… …>.` on
            // one line before the header: the constraint broken, not one of the list's.
            if log.headerLine == nil, body.contains("Will attempt to recover by breaking <") {
                noteOfBroken = (line, number)
                continue
            }
            if let r = body.firstRange(of: "Will attempt to recover by breaking constraint") {
                state = .awaitingBroken
                let rest = body[r.upperBound...]
                if rest.contains("<") {
                    readDescription(line, line: number, into: &log, broken: true)
                    state = .footer
                }
                continue
            }
            if isFooter(body) {
                state = .footer
                continue
            }
            if body.contains("<private>") {
                log.unread.append(UnreadLine(line: number, column: 1, text: body,
                                             reason: .redacted))
                continue
            }
            if body.contains("<"), body.contains(">") {
                let column = (line.firstIndex(of: "<").map { line.distance(from: line.startIndex, to: $0) } ?? 0) + 1
                if state == .awaitingBroken {
                    readDescription(line, line: number, into: &log, broken: true)
                    state = .footer
                } else if state == .footer || log.broken != nil {
                    log.unread.append(UnreadLine(line: number, column: column, text: body,
                                                 reason: .afterBroken))
                } else {
                    if log.listed.count >= maximumConstraints {
                        log.unread.append(UnreadLine(line: number, column: column, text: body,
                                                     reason: .tooManyConstraints(limit: maximumConstraints)))
                        continue
                    }
                    readDescription(line, line: number, into: &log, broken: false)
                    if state == .before { state = .list }
                }
                continue
            }
            if Self.ellipses.contains(body) {
                log.unread.append(UnreadLine(line: number, column: 1, text: body,
                                             reason: .listCut))
                continue
            }
            // Between the header and the list a console prints only the advice: whatever stands
            // there (a fragment of it, as a terminal wraps it) is passed over.
            if state == .before, log.headerLine != nil { continue }
            log.unread.append(UnreadLine(line: number, column: 1, text: body, reason: .notPartOfLog))
        }
        // The note says which constraint was broken when the log does not say it after its list.
        if log.broken == nil, let note = noteOfBroken {
            readDescription(note.line, line: note.number, into: &log, broken: true)
        }
        return (log, nil)
    }

    /// Where the log whose header is at index `header` begins: at its header, or at the macOS 14
    /// note of its broken constraint just above it (the line before the header that is not
    /// blank), which is then taken back from the log before.
    private static func nextLogStart(_ lines: [Substring], header: Int, log: inout ConsoleLog) -> Int {
        var above = header - 1
        while above >= 0, lines[above].trimmingBlanks().isEmpty { above -= 1 }
        guard above >= 0, lines[above].contains("Will attempt to recover by breaking <") else { return header }
        let number = above + 1
        if log.broken?.line == number { log.broken = nil }
        log.listed.removeAll { $0.line == number }
        log.unread.removeAll { $0.line == number }
        return above
    }

    /// `"<NSLayoutConstraint:0x… …>",` → the description inside the outer `<` and `>` of the
    /// line; an error is placed at its column in the line.
    private static func readDescription(_ line: Substring, line number: Int, into log: inout ConsoleLog, broken: Bool) {
        guard let open = line.firstIndex(of: "<"), let close = line.lastIndex(of: ">"), open < close else {
            log.unread.append(UnreadLine(line: number, column: 1, text: line.trimmingBlanks(), reason: .notADescription))
            return
        }
        // `< NSLayoutConstraint:0x…`: a web page's copy puts a blank after `<`.
        let afterOpen = line[line.index(after: open)..<close]
        let inner = String(afterOpen.drop { $0 == " " || $0 == "\t" })
        let skipped = afterOpen.count - inner.count
        do {
            let c = try ConstraintDescriptionParser.parse(inner, line: number)
            if broken { log.broken = c } else { log.listed.append(c) }
        } catch {
            let column = line.distance(from: line.startIndex, to: open) + 2 + skipped + error.offset
            log.unread.append(UnreadLine(line: number, column: column, text: line.trimmingBlanks(), reason: .description(error.reason)))
        }
    }

    /// A line that opens a constraint description (`"<NSLayoutConstraint:0x…`) and does not close
    /// it: a terminal cut it.
    static func isOpenDescription(_ line: Substring) -> Bool {
        guard let open = line.firstIndex(of: "<"), line[open...].contains(":0x") || line[open...].contains("Constraint:") else {
            return false
        }
        var trimmed = line.trimmingBlanks()
        // `…>",` in a list, `…>.` at the end of macOS 14's note of the constraint broken, `…>" )`
        // where an old AppKit log closes its list on its last entry's line.
        while let last = trimmed.last, last == "," || last == "\"" || last == "." || last == ")" || last == " " { trimmed.removeLast() }
        return !trimmed.hasSuffix(">")
    }

    /// The first line of a log: UIKit's and AppKit's (`constraints.` and `constraints:`), and
    /// macOS 14's second form.
    static let headers = ["Unable to simultaneously satisfy constraints", "Conflicting constraints detected"]

    /// `=====`, `-----`: a line a poster draws; `12`: a web page's gutter of line numbers,
    /// each on a line of its own.
    static func isSeparatorOrLineNumber(_ body: String) -> Bool {
        if body.count >= 3, body.allSatisfy({ "=-_*~#".contains($0) }) { return true }
        return (1...4).contains(body.count) && body.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// What a poster writes in place of the lines left out.
    static let ellipses: Set<String> = ["...", "…", "[...]", "[…]", "(...)", "(…)", "\"...\",", "\"...\""]

    /// Lines a poster leaves around a pasted list, which are no part of a log.
    static let surroundingMarks: Set<String> = ["\"", "\"\"", "\"\"\"", "'", "/*", "*/", "//", "```", "~~~"]

    /// `\<NSLayoutConstraint:0x… …\>`: a Markdown page's escapes before `<`, `>`, `_` and `*`
    /// (GitHub shows them when posters escape the angle brackets).
    private static func unescapeMarkdown(_ line: Substring) -> Substring {
        guard line.contains("\\") else { return line }
        var out = ""
        var iterator = line.makeIterator()
        while let c = iterator.next() {
            if c == "\\" {
                if let next = iterator.next() {
                    if !"<>_*".contains(next) { out.append(c) }
                    out.append(next)
                } else {
                    out.append(c)
                }
            } else {
                out.append(c)
            }
        }
        return Substring(out)
    }

    /// `12: "<NSLayoutConstraint:0x… …>",`: a number a poster put before each line, with its
    /// colon and blank, taken off (up to four digits).
    private static func stripLineNumber(_ line: Substring) -> Substring {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        let digits = trimmed.prefix { $0.isASCII && $0.isNumber }
        guard (1...4).contains(digits.count) else { return line }
        let rest = trimmed.dropFirst(digits.count)
        guard rest.hasPrefix(": ") || rest.hasPrefix(":\t") else { return line }
        return rest.dropFirst(2)
    }

    /// `> ` (a Markdown quote) at the start of a line, as many as there are.
    private static func stripQuoteMarkers(_ line: Substring) -> Substring {
        var rest = line
        while true {
            let trimmed = rest.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix(">"), !trimmed.hasPrefix(">="), trimmed.dropFirst().first.map({ $0 == " " || $0 == "\t" }) ?? true else {
                return rest
            }
            rest = trimmed.dropFirst()
        }
    }

    private static let adviceMarks = [
        "Probably at least one of the constraints in the following list is one you don't want",
        "Try this:", "(1) look at each constraint", "(2) find the code that added",
        "(Note: If you're seeing NSAutoresizingMaskLayoutConstraints",
    ]
    /// Words of UIKit's, iOS 7's and AppKit's footers, whole or as a terminal wraps them.
    private static let footerMarks = [
        "symbolic breakpoint", "UIViewAlertForUnsatisfiableConstraints", "UIConstraintBasedLayoutDebugging", "category on UIView",
        "UIView.h>", "may also be helpful", "NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints", "visualizeConstraints",
        "automatically called when this happens", "objc_exception_throw", "LAYOUT_CONSTRAINTS_NOT_SATISFIABLE", "in the debugger",
    ]

    private static func isAdvice(_ body: String) -> Bool { adviceMarks.contains { body.contains($0) } }
    /// A footer line, or a piece of one: never a constraint (a label's text may say "helpful").
    private static func isFooter(_ body: String) -> Bool { !body.contains(":0x") && footerMarks.contains { body.contains($0) } }
}

extension String {
    /// The text after the first occurrence of `marker` (empty when there is none).
    func components(after marker: String) -> Substring {
        guard let r = firstRange(of: marker) else { return "" }
        return self[r.upperBound...]
    }
}
