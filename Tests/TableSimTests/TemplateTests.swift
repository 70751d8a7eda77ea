import Layout
import TableSim
import XCTest

final class TemplateTests: XCTestCase {
    func testBindingsAreCheckedAgainstTheCell() throws {
        let recipe = try Fixtures.textTemplate().recipe
        XCTAssertThrowsError(try CellTemplate(recipe: recipe, bindings: [Binding.field("nope", .text, "text")]))
        XCTAssertThrowsError(try CellTemplate(recipe: recipe, bindings: [Binding.field("cell", .text, "text")])) { error in
            XCTAssertEqual(error as? TemplateError, .wrongProperty(view: "cell", property: "text", kind: "view"))
        }
    }

    /// The capture keeps the user's constraints and views, not the root's own size.
    func testRecipeCapture() throws {
        let scene = Scene()
        try scene.addView("cell")
        try scene.addView("body", kind: .label(Label(text: "x", lines: 0)), parent: "cell")
        try scene.addVisualFormat("H:|-6-[body]-6-|")
        try scene.addConstraint(ConstraintSpec(Anchor("body", .height), .greaterOrEqual, constant: 20, priority: 999), identifier: "minH")
        try scene.setRootSize("cell", .width, 320)
        try scene.addView("other")
        let recipe = try CellRecipe.capture(root: "cell", from: scene)
        XCTAssertEqual(recipe.views.map(\.name), ["cell", "body"])
        XCTAssertEqual(recipe.constraints.map(\.identifier).count, 3)
        XCTAssertTrue(recipe.constraints.contains { $0.identifier == "minH" && $0.spec.priority == 999 })
        XCTAssertThrowsError(try CellRecipe.capture(root: "body", from: scene))
        let copy = try recipe.instantiate(category: .large)
        XCTAssertNil(copy.rootSize("cell", .width))
        XCTAssertEqual(copy.constraints["minH"]?.spec.constant, 20)
    }

    /// The memo answers a row whose binding values a layout has seen, and only such a row: 400
    /// rows that repeat 40 messages (every 40th the same) take 40 layouts with it, 400 without,
    /// and give the same heights either way.
    func testMemoMatchesSolving() throws {
        let messages = GeneratedRows(.messages, count: 40, seed: 5)
        let repeated = RowList((0..<400).map { Row(index: $0, fields: messages.row(at: $0 % 40).fields) },
                               fieldNames: messages.fieldNames)
        for (template, rows) in [(try Fixtures.messageTemplate(), repeated as any RowSource),
                                 (try Fixtures.textTemplate(), GeneratedRows(.sentences, count: 400, seed: 5))] {
            var results: [[Double]] = []
            for memo in [true, false] {
                let table = try Fixtures.table(template, rows: rows, sizing: .precomputed(threads: 1), width: 375)
                table.layoutMemo = memo
                let report = table.precomputeHeights(threads: 1)
                if memo, rows is RowList {
                    XCTAssertEqual(report.solves, 40)
                    XCTAssertEqual(report.memoHits, 360)
                } else {
                    XCTAssertEqual(report.solves, 400)
                }
                table.reload()
                table.scroll(by: 3_000, frames: 10)
                results.append(table.visibleRows.map(\.height) + [table.contentHeight])
            }
            XCTAssertEqual(results[0], results[1])
        }
    }

    func testPrecomputingOnTwoThreadsGivesTheSameHeights() throws {
        let template = try Fixtures.messageTemplate()
        var totals: [Double] = []
        for threads in [1, 2, 3] {
            let table = try Fixtures.table(template, rows: GeneratedRows(.messages, count: 300, seed: 8),
                                           sizing: .precomputed(threads: threads))
            table.reload()
            totals.append(table.contentHeight)
        }
        XCTAssertEqual(totals[0], totals[1])
        XCTAssertEqual(totals[0], totals[2])
    }

    /// A formula read off a column of labels gives the solver's heights, row for row.
    func testADerivedFormulaMatchesTheSolverForAColumnOfLabels() throws {
        let rows = GeneratedRows(.sentences, count: 200, seed: 4)
        let probe = try Fixtures.table(Fixtures.textTemplate(), rows: rows, sizing: .prototype)
        guard case .success(let formula) = probe.deriveHeightFormula() else { return XCTFail("no formula derived") }
        // 6 + the text at 320 − 12 + 6, and the separator.
        XCTAssertEqual(formula, .binary(.add, .binary(.add, .number(12), .textHeight(label: "body", width: .binary(.subtract, .width, .number(12)))),
                                        .separator))
        let table = try Fixtures.table(Fixtures.textTemplate(), rows: rows, sizing: .manual(formula))
        table.reload()
        XCTAssertEqual(table.verify(rows: 0..<200).differing, [])
        XCTAssertEqual(table.stats.solves, 0)
    }

    /// The counters a reload leaves (their JSON is the shell's: Render/TableReports.swift).
    func testAReloadIsCountedAndTimed() throws {
        let table = try Fixtures.table(Fixtures.textTemplate(), rows: Fixtures.sentences(30), sizing: .cached)
        var ticks: UInt64 = 0
        table.clock = { ticks += 1_000_000; return ticks }
        table.reload()
        XCTAssertEqual(table.stats.frames, 1)
        XCTAssertEqual(table.stats.reloads, 1)
        XCTAssertEqual(table.stats.timedFrames, 1)
        XCTAssertFalse(table.events.isEmpty)
        XCTAssertEqual(table.visibleRows.first?.heightSource, .cache)
    }
}
