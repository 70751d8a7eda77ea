import Layout
@testable import TableSim
import TestSupport
import XCTest

/// A height formula read off a cell whose layout is a vertical sum gives, on every row, the
/// height `table verify`'s fresh layout gives; a formula with a term missing for some rows
/// differs on exactly those rows. Random cells (labels of several fonts and line limits,
/// images between them, gaps and side margins), random widths and text sizes, seeded.
final class FormulaDerivationPropertyTests: XCTestCase {
    func testADerivedFormulaAgreesWithEveryRowAndADriftedOneDiffersWhereItDrifts() throws {
        for seed in UInt64(1)...30 {
            var rng = TestSupport.SplitMix64(seed: seed)
            let (template, labels) = try Self.randomVerticalSum(&rng)
            let rows = Self.randomRows(&rng, count: 40)
            let width = Double(rng.int(240...600))
            let table = try Fixtures.table(template, rows: rows, sizing: .prototype, width: width)
            table.setCategory(rng.pick([ContentSizeCategory.large, .extraSmall, .extraExtraExtraLarge]))
            let derived = table.deriveHeightFormula()
            guard case .success(let formula) = derived else { return XCTFail("seed \(seed): not derived: \(derived)") }
            table.sizing = .manual(formula)
            table.resetStats()
            table.reload()
            let check = table.verify(rows: 0..<rows.count)
            XCTAssertEqual(check.differing.map(\.row), [], "seed \(seed): \(formula)")
            XCTAssertEqual(table.stats.solves, 0, "seed \(seed): a formula lays nothing out")

            // One label's term left out for the rows whose $flag is true.
            let dropped = rng.pick(labels)
            let drifted = Self.replacing(dropped, in: formula) { .choice(field: "flag", negated: false, then: .number(0), otherwise: $0) }
            XCTAssertNotEqual(drifted, formula, "seed \(seed)")
            table.sizing = .manual(drifted)
            table.reload()
            let expected = (0..<rows.count).filter { r in
                let row = rows.row(at: r)
                return row.value(of: "flag").isTruthy && !row.value(of: dropped == labels[0] ? "text" : "other").text.isEmpty
            }
            let differing = table.verify(rows: 0..<rows.count).differing
            XCTAssertEqual(differing.map(\.row), expected, "seed \(seed): \(drifted)")
            // Each is explained by the formula, not left unexplained.
            XCTAssertTrue(differing.allSatisfy { if case .manualFormula? = $0.reason { true } else { false } }, "seed \(seed)")
        }
    }

    /// Beside a taller view, a label's height counts only past that view's: a maximum, which
    /// is said, not derived wrong.
    func testALabelBesideATallerViewIsNoSum() throws {
        let scene = Scene()
        try scene.addView("cell")
        try scene.addView("avatar", kind: .image(Size(width: 40, height: 40)), parent: "cell")
        try scene.addView("body", kind: .label(Label(text: "", lines: 0)), parent: "cell")
        try scene.addVisualFormat("H:|-8-[avatar]-8-[body]-8-|")
        try scene.addVisualFormat("V:|-8-[avatar]-(>=8)-|")
        try scene.addVisualFormat("V:|-8-[body]-8-|")
        let template = try CellTemplate(recipe: CellRecipe.capture(root: "cell", from: scene), bindings: [.field("body", .text, "text")])
        let table = try Fixtures.table(template, rows: Fixtures.sentences(5), sizing: .prototype)
        guard case .failure(.notASum(let label, let added, let of)) = table.deriveHeightFormula() else {
            return XCTFail("derived a formula for a maximum")
        }
        XCTAssertEqual(label, "body")
        // 100 pt of text over a 40 pt avatar adds 100 − 40 = 60.
        XCTAssertEqual(added, 60)
        XCTAssertEqual(of, 100)
    }

    // MARK: Random cells

    /// A column: a gap, then labels and images one under the other with gaps, then a gap to
    /// the bottom; each with margins of its own at the sides. Labels read $text and $other.
    static func randomVerticalSum(_ rng: inout TestSupport.SplitMix64) throws -> (CellTemplate, [String]) {
        let scene = Scene()
        try scene.addView("cell")
        var chain: [String] = []
        var labels: [String] = []
        let fonts = ["body", "caption1", "headline", "footnote", "15", "bold 20"]
        for (i, field) in ["text", "other"].prefix(rng.int(1...2)).enumerated() {
            if rng.chance(0.5) {
                let name = "image\(i)"
                try scene.addView(name, kind: .image(Size(width: Double(rng.int(10...60)), height: Double(rng.int(5...50)))), parent: "cell")
                try scene.addVisualFormat("H:|-\(rng.int(0...20))-[\(name)]")
                chain.append(name)
            }
            let name = "label\(i)"
            let font = try FontDescriptor(parsing: rng.pick(fonts))
            try scene.addView(name, kind: .label(Label(text: "", font: font, lines: rng.pick([0, 0, 1, 2, 3]))), parent: "cell")
            try scene.addVisualFormat("H:|-\(rng.int(0...24))-[\(name)]-\(rng.int(0...24))-|")
            chain.append(name)
            labels.append(name)
            _ = field
        }
        let gaps = (0...chain.count).map { _ in rng.int(0...16) }
        var format = "V:|-\(gaps[0])-"
        for (i, name) in chain.enumerated() { format += "[\(name)]-\(gaps[i + 1])-" }
        try scene.addVisualFormat(format + "|")
        let bindings = labels.enumerated().map { Binding.field($0.element, .text, $0.offset == 0 ? "text" : "other") }
        return (try CellTemplate(recipe: CellRecipe.capture(root: "cell", from: scene), bindings: bindings), labels)
    }

    /// Rows with a text, another text (either may be empty) and a flag.
    static func randomRows(_ rng: inout TestSupport.SplitMix64, count: Int) -> RowList {
        let sentences = GeneratedRows(.sentences, count: 200, seed: rng.next())
        return RowList((0..<count).map { i in
            Row(index: i, fields: ["text": .string(rng.chance(0.15) ? "" : sentences.row(at: rng.int(below: 200)).value(of: "text").text),
                                   "other": .string(rng.chance(0.15) ? "" : sentences.row(at: rng.int(below: 200)).value(of: "text").text),
                                   "flag": .bool(rng.chance(0.4))])
        }, fieldNames: ["text", "other", "flag"])
    }

    /// The formula with each measurement of `label` replaced.
    static func replacing(_ label: String, in formula: HeightFormula, _ change: (HeightFormula) -> HeightFormula) -> HeightFormula {
        switch formula {
        case .lineHeight(let l) where l == label: return change(formula)
        case .textHeight(let l, _) where l == label: return change(formula)
        case .binary(let op, let a, let b): return .binary(op, replacing(label, in: a, change), replacing(label, in: b, change))
        case .negate(let a): return .negate(replacing(label, in: a, change))
        case .extreme(let largest, let items): return .extreme(largest: largest, items.map { replacing(label, in: $0, change) })
        case .choice(let f, let n, let a, let b): return .choice(field: f, negated: n, then: replacing(label, in: a, change),
                                                                 otherwise: replacing(label, in: b, change))
        default: return formula
        }
    }
}
