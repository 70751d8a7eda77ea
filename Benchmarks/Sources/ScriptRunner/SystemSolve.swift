// Reads the systems SystemDump writes and solves them with Trellis's own solver, timed as
// Kiwi/kiwi_system.cpp times kiwi on the same file: the variables, the solvers and every
// constraint made and added in file order, then every value read; reading and parsing the
// file are not timed.

import Cassowary
import Foundation

enum SystemSolve {
    struct Parsed {
        var names: [String] = []
        /// Per solver: (relation, priority, constant, terms).
        var solvers: [[(Relation, Priority, Double, [(Double, Int)])]] = []
        var values: [Int: Double] = [:]
        /// Per solver, the variables its constraints name.
        var mentioned: [Set<Int>] = []
    }

    enum ReadError: Error, CustomStringConvertible {
        case line(Int, String)
        var description: String {
            switch self { case .line(let n, let why): return "line \(n): \(why)" }
        }
    }

    static func parse(_ text: String) throws -> Parsed {
        var parsed = Parsed()
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
                parsed.mentioned.append([])
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
                var terms: [(Double, Int)] = []
                var i = 4
                while i + 1 < fields.count {
                    terms.append((try number(fields[i]), try id(fields[i + 1])))
                    i += 2
                }
                parsed.solvers[parsed.solvers.count - 1].append((relation, priority, try number(fields[3]), terms))
                for (_, v) in terms { parsed.mentioned[parsed.mentioned.count - 1].insert(v) }
            case "value":
                guard fields.count == 3 else { throw ReadError.line(n, "value ID NUMBER") }
                parsed.values[try id(fields[1])] = try number(fields[2])
            default:
                throw ReadError.line(n, "unknown record '\(head)'")
            }
        }
        return parsed
    }

    /// One timed solve: milliseconds, and how many values differ from the file's by more than 0.5.
    static func solve(_ parsed: Parsed) throws -> (ms: Double, differing: Int) {
        let start = DispatchTime.now().uptimeNanoseconds
        let variables = parsed.names.map { Variable($0) }
        var solved: [Double] = Array(repeating: 0, count: variables.count)
        var solvers: [Solver] = []
        for (k, constraints) in parsed.solvers.enumerated() {
            let solver = Solver()
            for (relation, priority, constant, terms) in constraints {
                let expression = LinearExpression(terms: terms.map { LinearExpression.Term(variables[$0.1], $0.0) }, constant: constant)
                try solver.add(Constraint(expression, relation, priority: priority))
            }
            for i in parsed.mentioned[k] { solved[i] = solver.value(of: variables[i]) }
            solvers.append(solver)
        }
        let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        let differing = parsed.values.filter { abs(solved[$0.key] - $0.value) > 0.5 }.count
        return (ms, differing)
    }
}
