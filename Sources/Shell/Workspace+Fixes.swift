import ConsoleLog
import Layout
import Notation

/// `fix N`: the lines of a verified fix, run as if typed.
extension Workspace {
    func applyFix(_ number: Int, at word: Word, _ context: LineContext) throws(SourceError) -> FixApplied {
        guard !lastFixes.isEmpty else {
            throw context.error("no fixes to make: check (or import log) lists the fixes it verified", at: word)
        }
        guard lastFixes.indices.contains(number - 1) else {
            throw context.error("there \(lastFixes.count == 1 ? "is 1 fix" : "are \(lastFixes.count) fixes"): 1 to \(lastFixes.count)", at: word)
        }
        let fix = lastFixes[number - 1]
        if let cannot = fix.cannot { throw context.error("fix \(number) \(cannot)", at: word) }
        // Fixes are numbered once: after one is made, check again.
        lastFixes = []
        var ran: [(line: String, output: String, failed: Bool)] = []
        // The lines run as if typed: recorded each, answered each; `fix N`'s own line (its
        // input, its JSON flag, its notes) is put back after them.
        let outer = recording.pendingInput
        let outerLine = thisLine
        recording.pendingInput = nil
        defer {
            recording.pendingInput = outer
            thisLine = outerLine
        }
        for line in fix.lines {
            let reply = run(line, lineNumber: context.lineNumber)
            ran.append((line, reply.output, reply.error != nil))
            if reply.error != nil { break }
        }
        return FixApplied(number: number, ran: ran)
    }

    /// The lines of a log explanation's fixes, numbered as its answer lists them.
    static func fixLines(of explanation: LogExplanation) -> [FixLines] {
        LogExplanationText.listedFixes(explanation).map { fix -> FixLines in
            switch fix.change {
            case .priority(let p): return FixLines(lines: priorityLines(fix.constraint, p))
            case .stopTranslatingAutoresizingMask(let view): return FixLines(lines: ["\(view).translates = false"])
            case .deactivateWhileHidden: return FixLines(lines: ["\(fix.constraint).active = false"])
            case .relation: return FixLines(lines: [], cannot: "changes a constraint's relation, which no line changes: remove it and add it again")
            case .encapsulatedSize: return FixLines(lines: [], cannot: "is the table's estimated size, which the app sets (table estimate)")
            }
        }
    }
}
