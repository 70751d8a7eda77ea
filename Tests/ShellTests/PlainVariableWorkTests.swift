import XCTest
import Foundation
import Cassowary
@testable import Shell

/// turn3's slow plain-variable scripts (06, 06b, 08c, 13), counted rather than timed: each ran
/// for minutes or without end. The bounds are far above what the fixed code does and far below
/// what the code before did; every test also checks that the answer holds.
final class PlainVariableWorkTests: XCTestCase {
    /// 59 lines reduced from turn3/06 (by deleting lines while the old code still cycled). Its
    /// last line made the primal simplex cycle through non-degenerate pivots on a cost of
    /// rounding noise: the same basis came back every 1,800 pivots, each cycle making
    /// aggregates, until the pivot bound, which the aggregates had raised, was 60,000.
    static let cyclingScript = """
        x14 == x41 + x17 + x43 + x30 + x14 + x42 + x10 + x3 + x44 + x11 + x9 + x29 + x24 + x12 + x13 + x6 + x40 + x28 + x19 + x27
        x24 <= 1000*x12 + 33.3
        x5 >= 4*x30 + 10 @required
        x4 <= 100*x21 + 4 @required
        x45 >= 568*x45 + 33.3
        remove 5
        x49 >= 64*x10 + 16 @fitting
        suggest x32 -8
        x45 == 200*x21 + 1.5 @500
        x45 >= -8*x28 + 100 @1000
        suggest x21 2
        x1 == x35 + x39 + x45 + x15 + x19 + x49 + x36 + x2 + x13 + x42 + x16 + x9 + x27 + x33 + x7 + x44 + x29 + x28 + x12 + x32
        x2 == 568*x2 + 64 @250
        x24 == 414*x48 + -8
        x27 == 375*x26 + -20 @250
        x1 <= -8*x32 + 24 @fitting
        x26 == 2*x26 + 1024
        x45 <= 5000*x13 + 1024
        x35 == x4 + x9 + x45 + x25 + x36
        x28 == x11 + x25
        suggest x23 1024 @500
        x16 <= -20*x11 + 300
        x13 == 24*x12 + 200 @750
        x40 >= 100*x49 + 1.5 @250
        x34 == 1*x48 + 0 @1000
        x7 >= 568*x48 + 375
        x22 <= 12*x20 + 2 @1000
        x4 == x3 + x11
        x4 == 8*x47 + 0
        x37 == x37 + x8
        suggest x22 1024 @fitting
        x35 == x36 + x31
        x24 >= 16*x28 + 1
        x36 >= -20*x36 + 1.5
        x3 <= -20*x2 + 320
        x43 == 4*x24 + 00000000000000000000001 @1
        remove 8
        suggest x2 10 @500
        x9 == x33 + x20 + x47 + x3 + x34
        x20 <= 16*x38 + 1
        x9 == 48*x49 + 414 @250
        x39 <= 375*x29 + 33.3 @250
        x39 <= 0.5*x30 + 8 @high
        x26 == 16*x6 + 44
        x17 >= 300*x40 + 12
        suggest x46 200 @250
        x30 == x6 + x36
        x48 >= 44*x35 + 24
        x7 == x8 + x45
        x33 >= 1.5*x1 + 0.5 @low
        remove 14
        x36 == x26 + x16 + x22 + x40 + x45 + x39 + x28 + x4 + x17 + x46 + x31 + x47 + x36 + x49 + x24 + x38 + x27 + x44 + x1 + x12
        x47 == 33.3*x36 + 16 @1
        x23 == 5000*x47 + 20
        x31 == x28 + x15 + x38 + x7 + x24
        x26 <= 1024*x32 + 44 @1000
        x13 == x11 + x41 + x17 + x6 + x32
        x43 >= 9999999.999999999*x21 + 200 @1
        x3 == 48*x23 + 64 @low
        """

    /// Runs every line, each answered with a value or an error, and returns the workspace.
    private func run(_ script: String, file: StaticString = #filePath, line: UInt = #line) -> Workspace {
        let w = Workspace()
        for (i, text) in script.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where !text.isEmpty {
            _ = w.run(String(text), lineNumber: i + 1)
        }
        return w
    }

    /// The required constraints of the plain variables that do not hold at their values, within
    /// 1e-5 of their largest term: these systems chain multipliers of 5,000 and 1,024, and a
    /// double's rounding grows with them (an equality over terms of 5,000 comes out 0.006 off).
    private func requiredConstraintsHold(_ solver: Solver, within relative: Double = 1e-5) -> [String] {
        var broken: [String] = []
        for c in solver.constraints where c.priority.isRequired {
            let e = c.expression
            let parts = e.terms.map { $0.coefficient * solver.value(of: $0.variable) }
            let x = parts.reduce(e.constant, +)
            let scale = parts.map(abs).reduce(abs(e.constant), max)
            let tolerance = relative * max(1, scale)
            let holds: Bool
            switch c.relation {
            case .equal: holds = abs(x) <= tolerance
            case .greaterOrEqual: holds = x >= -tolerance
            case .lessOrEqual: holds = x <= tolerance
            }
            if !holds { broken.append("\(c) is off by \(x) (terms up to \(scale))") }
        }
        return broken
    }

    /// The script straight into a solver, as the shell once put it there: the shell now
    /// refuses line 57, whose values leave a layout's range, and the cycle never comes.
    private func solverRunning(_ script: String) throws -> Solver {
        let solver = Solver()
        var variables: [String: Variable] = [:]
        var numbered: [Constraint] = []
        var edits: [String: Priority] = [:]
        func variable(_ name: String) -> Variable {
            if let v = variables[name] { return v }
            let v = Variable(name)
            variables[name] = v
            return v
        }
        for (i, line) in script.split(separator: "\n").enumerated() {
            let words = line.split(separator: " ").map(String.init)
            if words[0] == "remove" {
                let n = try XCTUnwrap(Int(words[1]))
                if n >= 1, n <= numbered.count { try? solver.remove(numbered[n - 1]) }
            } else if words[0] == "suggest" {
                let v = variable(words[1])
                let priority = words.count > 3 ? try XCTUnwrap(Priority(parsing: String(words[3].dropFirst()))) : Priority(999)
                if let existing = edits[words[1]], existing != priority { try solver.removeEditVariable(v); edits[words[1]] = nil }
                if edits[words[1]] == nil { try solver.addEditVariable(v, priority: priority); edits[words[1]] = priority }
                try solver.suggestValue(try XCTUnwrap(Double(words[2])), for: v)
            } else {
                let text = String(line)
                var cursor = TokenCursor(try Lexer(line: i + 1).tokens(text), line: i + 1, endColumn: text.count + 1)
                let c = try LinearParser().constraint(&cursor) { name, _ in variable(name) }
                if (try? solver.add(c)) != nil { numbered.append(c) }
            }
        }
        return solver
    }

    func testACostOfRoundingNoiseDoesNotCycle() throws {
        let solver = try solverRunning(Self.cyclingScript)
        // The old code passed 60,000 pivots on the last line (and never answered); without the
        // watch for a basis met again it makes 3,400 (the bound's); with it, 92 in all.
        XCTAssertLessThan(solver.statistics.pivots, 1_000, "pivots for the whole script")
        // (Its values reach 2e7 over coefficients of 1e7, where a double's rounding is about
        // 0.01: whether the required constraints hold is asked of the shell's run below.)
    }

    /// The shell refuses what leaves a layout's range, so that values stay what the
    /// constraints say: the same script keeps its required constraints within rounding.
    func testTheShellRefusesValuesBeyondALayoutsRange() {
        let w = run(Self.cyclingScript)
        XCTAssertLessThan(w.variables.solver.statistics.pivots, 1_000)
        XCTAssertEqual(requiredConstraintsHold(w.variables.solver), [])
        let v = Workspace()
        XCTAssertNil(v.run("a == 1000*b").error)
        let refused = v.run("b == 20000")
        XCTAssertEqual(refused.error?.message, "this constraint would make a = 20000000, beyond a layout's range of -10,000,000 to 10,000,000")
        XCTAssertEqual(refused.error?.position.column, 1)
        XCTAssertEqual(v.run("constraints").output, "[1] a == 1000*b")
        let dragged = v.run("suggest b 20000")
        XCTAssertEqual(dragged.error?.message, "this value would make a = 20000000, beyond a layout's range of -10,000,000 to 10,000,000")
        XCTAssertEqual(dragged.error?.position.column, 11)
        XCTAssertEqual(v.run("constraints").output, "[1] a == 1000*b")
        XCTAssertNil(v.run("suggest b 2").error)
        XCTAssertNotNil(v.run("suggest b 20000").error)
        XCTAssertTrue(v.run("values").output.contains("a = 2000"), v.run("values").output)
        XCTAssertEqual(v.run("x >= a + 9999000").error?.message, "this constraint would make x = 10001000, beyond a layout's range of -10,000,000 to 10,000,000")
        XCTAssertEqual(v.run("values").output, "a = 2000\nb = 2", "a refused line leaves no variable behind, nor one free")
    }

    /// The whole of turn3/06 (151 lines): besides the primal cycling, its line 150 (`suggest
    /// x11 9999999.999999999`) sent the dual simplex into a divergence (rows of 1e21 after
    /// thousands of pivots) that ran for minutes. The dual simplex now stops at its bound and
    /// the system is solved afresh. Read from ../shared when present.
    /// (And 06b, its 78-line reduction, which took 4.5 s in turn3. Its line 68 drove values to
    /// 6e17 before it was refused; taken back without a fresh solve, it left a required
    /// equality over terms of 0.32 off by 0.32.) 06 whole keeps one equality 15 off over terms
    /// of 5,000 (3e-3): a defect of rounding in this input's multipliers (1e7, 5,000, 1,024),
    /// not settled yet, and allowed here at 1e-2.
    func testTurn3Script06EndsAndHolds() throws {
        for (file, relative) in [("06-plain-variables-151-lines.trellis", 1e-2), ("06b-plain-variables-78-lines.trellis", 1e-5)] {
            let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../../shared/repro/turn3/" + file).standardized
            guard let script = try? String(contentsOf: url, encoding: .utf8) else {
                throw XCTSkip("../shared/repro/turn3 is not here: turn3/06 and 06b are not run")
            }
            let w = run(script)
            let work = w.variables.solver.statistics
            XCTAssertLessThan(work.pivots, 100_000, "pivots for the whole of \(file)")
            XCTAssertLessThan(work.freshSolves, 40, "fresh solves (refused lines included) for the whole of \(file)")
            XCTAssertEqual(requiredConstraintsHold(w.variables.solver, within: relative), [], file)
        }
    }

    /// turn3/13: a chain of `xI == xI-1 + 1` compared every value at every line (and read every
    /// value again), so 20,000 lines took 53 s. Now a line compares the values its change
    /// touched, and the answers are the ones a full comparison gives.
    func testAChainComparesOnlyWhatEachLineTouches() {
        let w = Workspace()
        let n = 2_000
        _ = w.run("x0 == 1 @500")
        for i in 1..<n {
            let reply = w.run("x\(i) == x\(i - 1) + 1")
            XCTAssertNil(reply.error)
            if i == n - 1 { XCTAssertEqual(reply.output, "[\(n)] x\(i) == x\(i - 1) + 1\nx\(i) = \(i + 1)") }
        }
        // One comparison a new variable, a few more: all of them at every line is n²/2.
        XCTAssertLessThan(w.variables.valuesCompared, 3 * n)
        // Dragging the head moves every value: all are compared and counted.
        let reply = w.run("suggest x0 5")
        XCTAssertNil(reply.error)
        XCTAssertTrue(reply.output.contains("x0 = 5"), reply.output)
        XCTAssertTrue(reply.output.contains("(\(n - 10) more values changed"), reply.output)
        XCTAssertTrue(w.run("values").output.contains("x1999 = 2004"))
    }

    /// The values a line answers are those a comparison of every value gives: after each line
    /// of a random script, the changed values listed are exactly those that differ from the
    /// last answer (checked against a copy of every value).
    func testChangedValuesAreExactlyThoseThatChanged() {
        var seed: UInt64 = 0x5EED_13
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        for round in 0..<20 {
            let w = Workspace()
            var shown: [String: String] = [:]
            for step in 0..<60 {
                let a = "v\(next(15))", b = "v\(next(15))"
                let line: String
                switch next(5) {
                case 0: line = "suggest \(a) \(next(200))"
                case 1: line = "remove \(1 + next(step + 1))"
                case 2: line = "\(a) >= \(b) + \(next(30)) @\(1 + next(999))"
                default: line = "\(a) == \(b) + \(next(30))" + (next(2) == 0 ? " @\(1 + next(999))" : "")
                }
                let reply = w.run(line)
                guard reply.error == nil else { continue }
                // Every value now, from `values`.
                var now: [String: String] = [:]
                for row in w.run("values").output.split(separator: "\n") {
                    let parts = row.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                    if parts.count == 2, parts[0].hasPrefix("v") { now[parts[0]] = parts[1] }
                }
                let listed = Set(reply.output.split(separator: "\n").compactMap { row -> String? in
                    let parts = row.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                    return parts.count == 2 && parts[0].hasPrefix("v") && !parts[0].contains(" ") ? parts[0] : nil
                })
                if now.count > PlainVariables.shownValues {
                    let changed = Set(now.keys.filter { shown[$0] != now[$0] })
                    if changed.count <= PlainVariables.shownValues {
                        XCTAssertEqual(listed, changed, "round \(round), step \(step): \(line)\n\(reply.output)")
                    }
                }
                shown = now
            }
        }
    }
}
