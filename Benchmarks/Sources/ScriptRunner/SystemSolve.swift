// Reads the systems SystemDump writes and solves them with Trellis's own solver, timed as
// Kiwi/kiwi_system.cpp times kiwi on the same file: the variables, the solvers and every
// constraint made and added in file order, then every value read; reading and parsing the
// file are not timed.

import Cassowary
import Foundation

enum SystemSolve {
    struct Parsed {
        /// `CONSTANT + Σ COEF·var RELATION 0` at PRIORITY; its terms are
        /// `terms[firstTerm ..< firstTerm + termCount]`.
        struct Line {
            let relation: Relation
            let priority: Priority
            let constant: Double
            let firstTerm: Int
            let termCount: Int
        }
        var names: [String] = []
        /// Every constraint's terms, one after the other: (coefficient, variable id).
        var terms: [(coefficient: Double, variable: Int)] = []
        /// Per solver, its constraints.
        var solvers: [[Line]] = []
        var values: [Int: Double] = [:]
        /// Per solver, the variables its constraints name, each once.
        var mentioned: [[Int]] = []
    }

    enum ReadError: Error, CustomStringConvertible {
        case line(Int, String)
        var description: String {
            switch self { case .line(let n, let why): return "line \(n): \(why)" }
        }
    }

    static func parse(_ text: String) throws -> Parsed {
        var parsed = Parsed()
        var mentioned: [Set<Int>] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let n = index + 1
            let fields = raw.split(separator: " ")
            if n == 1 {
                guard raw == "trellis-system 1" else { throw ReadError.line(n, "not a trellis-system 1 file") }
                continue
            }
            guard let head = fields.first, !head.hasPrefix("#") else { continue }
            func number(_ s: Substring) throws -> Double {
                guard let v = Double(s), v.isFinite else { throw ReadError.line(n, "'\(s)' is not a number") }
                return v
            }
            func id(_ s: Substring) throws -> Int {
                guard let v = Int(s), v >= 0, v < parsed.names.count else { throw ReadError.line(n, "'\(s)' is not a declared var") }
                return v
            }
            switch head {
            case "var":
                guard fields.count == 3, Int(fields[1]) == parsed.names.count else { throw ReadError.line(n, "var ID NAME, ids in order") }
                parsed.names.append(String(fields[2]))
            case "solver":
                parsed.solvers.append([])
                mentioned.append([])
            case "c":
                guard fields.count >= 6, fields.count % 2 == 0, !parsed.solvers.isEmpty,
                      let relation = Relation(rawValue: String(fields[1])) else { throw ReadError.line(n, "c REL PRIORITY CONSTANT COEF ID …") }
                let priority: Priority
                if fields[2] == "required" {
                    priority = .required
                } else {
                    guard let p = Priority(try number(fields[2])) else { throw ReadError.line(n, "a priority is 1 to 1000") }
                    priority = p
                }
                let firstTerm = parsed.terms.count
                var i = 4
                while i + 1 < fields.count {
                    parsed.terms.append((try number(fields[i]), try id(fields[i + 1])))
                    i += 2
                }
                parsed.solvers[parsed.solvers.count - 1].append(
                    Parsed.Line(relation: relation, priority: priority, constant: try number(fields[3]),
                                firstTerm: firstTerm, termCount: parsed.terms.count - firstTerm))
                for term in parsed.terms[firstTerm...] { mentioned[mentioned.count - 1].insert(term.variable) }
            case "value":
                guard fields.count == 3 else { throw ReadError.line(n, "value ID NUMBER") }
                parsed.values[try id(fields[1])] = try number(fields[2])
            default:
                throw ReadError.line(n, "unknown record '\(head)'")
            }
        }
        parsed.mentioned = mentioned.map { Array($0) }
        return parsed
    }

    /// One timed solve: milliseconds, how many values differ from the file's by more than 0.5, and
    /// how much the process's resident memory grew in it (in a first round, what the variables,
    /// constraints and solvers take: memory freed by an earlier round may be reused).
    ///
    /// Each constraint is made as Trellis's operators make it: `x + c rel 0` through
    /// `Constraint(x, rel, -c)` and `a − b rel 0` through `Constraint(a, rel, b)` (what `x >= 5`
    /// and `a == b` build: the terms in the object, no array), any other through an expression.
    static func solve(_ parsed: Parsed) throws -> (ms: Double, differing: Int, residentGrowth: Int) {
        let residentBefore = residentBytes()
        let start = DispatchTime.now().uptimeNanoseconds
        let variables = parsed.names.map { Variable($0) }
        var solved: [Double] = Array(repeating: 0, count: variables.count)
        var solvers: [Solver] = []
        solvers.reserveCapacity(parsed.solvers.count)
        for k in parsed.solvers.indices {
            let solver = Solver()
            for line in parsed.solvers[k] {
                let terms = parsed.terms[line.firstTerm ..< line.firstTerm + line.termCount]
                let constraint: Constraint
                if line.termCount == 1, terms[line.firstTerm].coefficient == 1 {
                    constraint = Constraint(variables[terms[line.firstTerm].variable], line.relation, 0 - line.constant,
                                            priority: line.priority)
                } else if line.termCount == 2, line.constant == 0, terms[line.firstTerm].coefficient == 1,
                          terms[line.firstTerm + 1].coefficient == -1 {
                    constraint = Constraint(variables[terms[line.firstTerm].variable], line.relation,
                                            variables[terms[line.firstTerm + 1].variable], priority: line.priority)
                } else {
                    var expression = LinearExpression(constant: line.constant)
                    expression.terms.reserveCapacity(line.termCount)
                    for term in terms { expression.terms.append(LinearExpression.Term(variables[term.variable], term.coefficient)) }
                    constraint = Constraint(expression, line.relation, priority: line.priority)
                }
                try solver.add(constraint)
            }
            for i in parsed.mentioned[k] { solved[i] = solver.value(of: variables[i]) }
            solvers.append(solver)
        }
        let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        let residentGrowth = residentBytes() - residentBefore
        let differing = parsed.values.filter { abs(solved[$0.key] - $0.value) > 0.5 }.count
        return (ms, differing, residentGrowth)
    }
}

/// The process's resident memory in bytes (Linux: /proc/self/statm, in pages of 4 KB); 0 where
/// it cannot be read.
func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * 4096
}
