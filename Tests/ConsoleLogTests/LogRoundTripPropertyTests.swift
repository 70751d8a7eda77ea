import Cassowary
@testable import ConsoleLog
@testable import Layout
import TestSupport
import XCTest

/// Issue 31's round trip: random scenes with a conflict, printed as UIKit prints them (every
/// form of a constraint, with what posters leave around a log), read back. The same
/// constraints come back from every print; the conflicts found are the same in every print,
/// each truly cannot hold and is minimal (checked by a fresh solver on its own), and each
/// arithmetic line adds up and contradicts its total (class 8: "cN cannot hold on its own"
/// was printed for a chain of links that add nothing).
final class LogRoundTripPropertyTests: XCTestCase {
    /// A constraint of the generated scene, in the orientation a Visual Format print reads
    /// back: `first relation multiplier × second + constant`. View 0 is the root.
    private struct Printed {
        enum Form { case equation, visualFormat }
        var first: (view: Int, attribute: LayoutAttribute)
        var relation: Relation
        var second: (view: Int, attribute: LayoutAttribute)?
        var multiplier = 1.0
        var constant: Double
        var form: Form = .equation
    }

    private struct GeneratedScene {
        var classes: [String]
        var texts: [String?]
        var constraints: [Printed]
        var vertical: Bool
        var broken: Int?

        func item(_ v: Int) -> String {
            let base = "\(classes[v]):0x7f00\(String(v + 10, radix: 16))"
            return texts[v].map { base + "'\($0)'" } ?? base
        }

        func address(_ k: Int) -> String { "0x6000\(String(k + 0x100, radix: 16))" }

        func description(_ c: Printed) -> String {
            let axis = vertical ? "V" : "H"
            if c.form == .visualFormat {
                func gap() -> String {
                    let r = c.relation == .equal ? "" : c.relation.rawValue
                    return "-(\(r)\(number(c.constant)))-"
                }
                if c.second == nil { return "\(axis):[\(item(c.first.view))(\(c.relation == .equal ? "" : c.relation.rawValue)\(number(c.constant)))]" }
                guard let s = c.second else { return "" }
                if s.view == 0 { return "\(axis):|\(gap())[\(item(c.first.view))]   (active, names: '|':\(item(0)) )" }
                if c.first.view == 0 { return "\(axis):[\(item(s.view))]\(gap())|   (active, names: '|':\(item(0)) )" }
                return "\(axis):[\(item(s.view))]\(gap())[\(item(c.first.view))]"
            }
            var text = "\(item(c.first.view)).\(c.first.attribute.name) \(c.relation.rawValue) "
            guard let s = c.second else { return text + number(c.constant) }
            text += (c.multiplier == 1 ? "" : number(c.multiplier) + "*") + "\(item(s.view)).\(s.attribute.name)"
            if c.constant != 0 { text += c.constant < 0 ? " - \(number(-c.constant))" : " + \(number(c.constant))" }
            return text
        }

        func number(_ x: Double) -> String {
            x == x.rounded() ? String(Int(x)) : String(x)
        }

        /// The log, each constraint on its line, with the surroundings of kind `shape`.
        func log(shape: Int) -> String {
            // A Visual Format print that names the superview says `(active, names: …)` itself.
            func printed(_ k: Int) -> String {
                let c = constraints[k]
                let named = c.form == .visualFormat && c.second.map { $0.view == 0 || c.first.view == 0 } == true
                return "<NSLayoutConstraint:\(address(k)) \(description(c))\(named ? "" : "   (active)")>"
            }
            var list = constraints.indices.map { "    \"\(printed($0))\"," }
            if let last = list.indices.last { list[last].removeLast() }
            var lines = ["Unable to simultaneously satisfy constraints.",
                         "\tProbably at least one of the constraints in the following list is one you don't want. ",
                         "\tTry this: ",
                         "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
                         "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
                         "("] + list + [")", ""]
            if let b = broken {
                lines += ["Will attempt to recover by breaking constraint ",
                          printed(b), ""]
            }
            lines += ["Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.",
                      "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful."]
            switch shape {
            case 1: lines[0] = "2024-05-01 09:12:44.123456+0200 App[5120:88123] [LayoutConstraints] " + lines[0]
            case 2: lines = lines.map { "> " + $0 }
            case 3: lines = lines.enumerated().map { "\($0.offset + 1): \($0.element)" }
            case 4: lines = lines.map { $0.replacingOccurrences(of: "<NSLayout", with: "\\<NSLayout").replacingOccurrences(of: ">\"", with: "\\>\"") }
            case 5: lines = ["/*"] + lines + ["\"", "*/"]
            case 6: lines = ["Will attempt to recover by breaking constraint ",
                             "<NSLayoutConstraint:0x600000aaaaaa UIView:0x7f00aaaa.width == 1   (active)>", "",
                             "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful."]
                            + lines
            default: break
            }
            return lines.joined(separator: "\n")
        }
    }

    private func generate(_ rng: inout SplitMix64) -> GeneratedScene {
        let n = rng.int(2...5)
        let vertical = rng.int(below: 2) == 0
        let (start, end, length, middle): (LayoutAttribute, LayoutAttribute, LayoutAttribute, LayoutAttribute)
            = vertical ? (.top, .bottom, .height, .centerY) : (.leading, .trailing, .width, .centerX)
        var classes = ["UIView"], texts: [String?] = [nil]
        for _ in 0..<n {
            switch rng.int(below: 3) {
            case 0: classes.append("UIView"); texts.append(nil)
            case 1: classes.append("UIImageView"); texts.append(nil)
            default: classes.append("UIButton"); texts.append(nil)
            }
        }
        let gaps = [0.0, 8, 16, 20, -4, 12.5]
        var cs: [Printed] = []
        if rng.int(below: 4) == 0 {
            // Links that add nothing, one after the other, against an offset: views aligned on
            // one another's start, the last also set 15 from the root's (a nested scroll view's
            // `trailing == trailing + 15` among equalities).
            for v in 1...n {
                cs.append(Printed(first: (v, start), relation: .equal, second: (v - 1, start), constant: 0))
                cs.append(Printed(first: (v, length), relation: .equal, constant: Double(rng.int(1...8) * 10)))
            }
            cs.append(Printed(first: (n, start), relation: .equal, second: (0, start), constant: 15))
            return GeneratedScene(classes: classes, texts: texts, constraints: cs, vertical: vertical,
                                  broken: rng.int(below: 2) == 0 ? nil : cs.count - 1)
        }
        // The chain from the root's start to its end.
        var total = 0.0
        let g0 = gaps[rng.int(below: gaps.count)]
        cs.append(Printed(first: (1, start), relation: .equal, second: (0, start), constant: g0)); total += g0
        for v in 1...n {
            let size = Double(rng.int(1...8) * 10)
            switch rng.int(below: 4) {
            case 0 where v > 1:
                // A size as a multiple of the one before: m × size(v−1) + c.
                let m = [0.5, 0.9, 1.5, 2][rng.int(below: 4)]
                cs.append(Printed(first: (v, length), relation: .equal, second: (v - 1, length), multiplier: m, constant: 5))
            case 1:
                cs.append(Printed(first: (v, length), relation: .greaterOrEqual, constant: size))
                total += size
            default:
                cs.append(Printed(first: (v, length), relation: .equal, constant: size))
                total += size
            }
            if v < n {
                let g = gaps[rng.int(below: gaps.count)]
                cs.append(Printed(first: (v + 1, start), relation: .equal, second: (v, end), constant: g)); total += g
            }
        }
        let g1 = gaps[rng.int(below: gaps.count)]
        cs.append(Printed(first: (0, end), relation: .equal, second: (n, end), constant: g1)); total += g1
        // Links that add nothing.
        if n >= 2, rng.int(below: 2) == 0 { cs.append(Printed(first: (2, middle), relation: .equal, second: (1, middle), constant: 0)) }
        // The root's length: off the chain's sum, most of the time.
        let off = rng.int(below: 5) == 0 ? 0 : Double(rng.int(1...40)) * (rng.int(below: 2) == 0 ? 1 : -1)
        cs.insert(Printed(first: (0, length), relation: .equal, constant: max(1, total + off)), at: rng.int(below: cs.count + 1))
        for k in cs.indices where rng.int(below: 2) == 0 {
            let c = cs[k]
            // Visual Format where UIKit prints one: a size, a gap between views, a gap to the root's edges.
            let isSize = c.second == nil && c.first.attribute == length && c.first.view != 0
            let isGap = c.second.map { s in c.multiplier == 1 && ((c.first.attribute == start && s.attribute == end && s.view != 0 && c.first.view != 0)
                || (c.first.attribute == start && s.attribute == start && s.view == 0)
                || (c.first.attribute == end && s.attribute == end && c.first.view == 0)) } ?? false
            if isSize || isGap { cs[k].form = .visualFormat }
        }
        let broken = rng.int(below: 3) == 0 ? nil : rng.int(below: cs.count)
        return GeneratedScene(classes: classes, texts: texts, constraints: cs, vertical: vertical, broken: broken)
    }

    func testRandomConflictsRoundTripThroughEveryPrint() throws {
        var rng = SplitMix64(seed: 0x106_3131)
        var conflicts = 0, arithmeticLines = 0, linksOnly = 0
        for round in 0..<150 {
            let g = generate(&rng)
            var reference: [ConflictReport]?
            for shape in 0...6 {
                let text = g.log(shape: shape)
                let what = "round \(round), shape \(shape):\n\(text)"
                let log = ConsoleLogReader.read(text)
                XCTAssertEqual(log.unread.map(\.reason), [], what)
                XCTAssertEqual(log.listed.count, g.constraints.count, what)
                guard log.listed.count == g.constraints.count else { continue }
                for (k, (read, printed)) in zip(log.listed, g.constraints).enumerated() {
                    let r = read.relation
                    XCTAssertEqual(read.address, g.address(k), what)
                    XCTAssertEqual(r.first.item.address, "0x7f00\(String(printed.first.view + 10, radix: 16))", what)
                    XCTAssertEqual(r.first.attribute, printed.first.attribute, "c\(k + 1) of \(what)")
                    XCTAssertEqual(r.relation, printed.relation, "c\(k + 1) of \(what)")
                    XCTAssertEqual(r.constant, printed.constant, "c\(k + 1) of \(what)")
                    XCTAssertEqual(r.multiplier, printed.multiplier, "c\(k + 1) of \(what)")
                    XCTAssertEqual(r.second?.attribute, printed.second?.attribute, "c\(k + 1) of \(what)")
                    XCTAssertEqual(r.second?.item.address, printed.second.map { "0x7f00\(String($0.view + 10, radix: 16))" }, "c\(k + 1) of \(what)")
                }
                XCTAssertEqual(log.broken?.address, g.broken.map(g.address), what)
                let logScene = LogScene(log)
                let scene = logScene.makeScene()
                let reports = scene.takeConflicts()
                if let reference {
                    XCTAssertEqual(reports, reference, what)
                    continue
                }
                reference = reports
                conflicts += reports.count
                let totals = Set(logScene.constraints.filter { $0.logged.isSystemMade }.map(\.id))
                for report in reports {
                    assertCannotHoldAndIsMinimal(report, in: scene, what)
                    guard let a = scene.arithmetic(of: report, preferredTotals: totals) else { continue }
                    arithmeticLines += 1
                    if a.terms.allSatisfy({ $0.value == 0 && $0.relation == .equal }) { linksOnly += 1 }
                    assertTrue(a, report, in: scene, what)
                }
            }
        }
        // The generator makes what it is for.
        XCTAssertGreaterThan(conflicts, 60)
        XCTAssertGreaterThan(arithmeticLines, 50)
        XCTAssertGreaterThan(linksOnly, 0, "no conflict whose chain is links alone")
    }

    /// A fresh solver, given the set's constraints alone, refuses one of them; given the set
    /// less any one of them, takes them all.
    private func assertCannotHoldAndIsMinimal(_ report: ConflictReport, in scene: Scene, _ what: String,
                                              file: StaticString = #filePath, line: UInt = #line) {
        func holds(_ ids: [String]) -> Bool {
            let solver = Solver()
            for id in ids {
                guard let c = scene.solverConstraint(id) else { return false }
                let required = Constraint(c.expression, c.relation)
                if (try? solver.add(required)) == nil { return false }
            }
            return true
        }
        XCTAssertFalse(holds(report.constraints), "\(report.constraints) hold together: \(what)", file: file, line: line)
        for id in report.constraints {
            XCTAssertTrue(holds(report.constraints.filter { $0 != id }), "\(report.constraints) without \(id) cannot hold: \(what)",
                          file: file, line: line)
        }
    }

    /// The line adds up: each term is its factor times its constant, the terms sum to the sum,
    /// every named constraint is in the set, and the sum contradicts the total as printed. A
    /// total with no terms is a constraint that cannot hold alone: one without variables.
    private func assertTrue(_ a: ConflictArithmetic, _ report: ConflictReport, in scene: Scene, _ what: String,
                            file: StaticString = #filePath, line: UInt = #line) {
        let context = "\(a) for \(report.constraints): \(what)"
        XCTAssertTrue(report.constraints.contains(a.total.constraint), context, file: file, line: line)
        for t in a.terms {
            XCTAssertTrue(report.constraints.contains(t.constraint), context, file: file, line: line)
            XCTAssertEqual(t.value, t.factor * t.constant, accuracy: 1e-5 * max(1, abs(t.constant)), context, file: file, line: line)
        }
        if a.terms.isEmpty {
            let alone = scene.solverConstraint(a.total.constraint)?.expression.terms.contains { $0.coefficient != 0 }
            XCTAssertEqual(alone, false, "a total that can hold on its own is printed as one that cannot: \(context)", file: file, line: line)
            return
        }
        XCTAssertEqual(a.terms.reduce(0) { $0 + $1.value }, a.sum, accuracy: 1e-5 * Double(a.terms.count), context, file: file, line: line)
        let s = a.sum, t = a.total.value
        switch (a.sumRelation, a.total.relation) {
        case (.equal?, .equal): XCTAssertNotEqual(s, t, accuracy: 1e-9, context, file: file, line: line)
        case (.greaterOrEqual?, .equal), (.greaterOrEqual?, .lessOrEqual), (.equal?, .lessOrEqual):
            XCTAssertGreaterThan(s, t + 1e-9, context, file: file, line: line)
        case (.lessOrEqual?, .equal), (.lessOrEqual?, .greaterOrEqual), (.equal?, .greaterOrEqual):
            XCTAssertLessThan(s, t - 1e-9, context, file: file, line: line)
        default: break
        }
    }
}
