import Layout
@testable import TableSim
import XCTest

/// The reuse pools on their own: every cell made is on screen or waiting, a cell leaves the
/// screen only into its own pool, and the counters count what happened.
final class ReusePoolsTests: XCTestCase {
    private func cell(_ template: CellTemplate, _ serial: Int) throws -> CellInstance {
        try CellInstance(template: template, serial: serial, width: 320, category: .large, separator: 1)
    }

    func testCellsGoBackToTheirOwnPoolAndComeOutLastFirst() throws {
        let text = try Fixtures.textTemplate(reuse: "Text"), message = try Fixtures.messageTemplate(reuse: "Message")
        var pools = ReusePools()
        XCTAssertEqual(pools.nextSerial(for: "Text"), 1)
        let a = try cell(text, 1), b = try cell(text, 2), m = try cell(message, 1)
        pools.add(made: a, for: "Text")
        pools.add(made: b, for: "Text")
        pools.add(made: m, for: "Message")
        XCTAssertEqual(pools.nextSerial(for: "Text"), 3)
        pools.show(0, cell: a, origin: .created)
        pools.show(1, cell: b, origin: .created)
        pools.show(2, cell: m, origin: .created)
        pools.show(3, cell: nil, origin: .created)
        XCTAssertEqual(pools.rowsOnScreen, [0, 1, 2, 3])
        XCTAssertNil(pools.dequeue("Text"), "no cell waits while all are on screen")
        XCTAssertTrue(pools.enqueue(0)?.cell === a)
        XCTAssertTrue(pools.enqueue(1)?.cell === b)
        XCTAssertNotNil(pools.enqueue(3), "a row without a cell leaves the screen too")
        XCTAssertNil(pools.enqueue(3), "a row off screen has nothing to give back")
        XCTAssertNil(pools.dequeue("Message"))
        XCTAssertTrue(pools.dequeue("Text") === b)
        XCTAssertTrue(pools.dequeue("Text") === a)
        XCTAssertNil(pools.dequeue("Text"))
        XCTAssertEqual(pools.counters["Text"]?.created, 2)
        XCTAssertEqual(pools.counters["Text"]?.reused, 2)
        XCTAssertEqual(pools.counters["Message"]?.reused, 0)
    }

    func testStatsCountCellsWaitingAndOnScreenAndTheMostOnScreen() throws {
        let text = try Fixtures.textTemplate(reuse: "Text")
        var pools = ReusePools()
        let cells = try (1...3).map { try cell(text, $0) }
        for (i, c) in cells.enumerated() {
            pools.add(made: c, for: "Text")
            pools.show(i, cell: c, origin: .created)
        }
        pools.noteMostOnScreen()
        _ = pools.enqueue(2)
        pools.noteConstraintChanges(4, for: "Text")
        let stats = try XCTUnwrap(pools.poolStats["Text"])
        XCTAssertEqual(stats.created, 3)
        XCTAssertEqual(stats.onScreen, 2)
        XCTAssertEqual(stats.inPool, 1)
        XCTAssertEqual(stats.mostOnScreen, 3)
        XCTAssertEqual(stats.constraintChanges, 4)
        XCTAssertEqual(stats.created, stats.onScreen + stats.inPool)
        // Starting again keeps the cells, and the most on screen is what is on screen now.
        pools.resetCounters()
        let fresh = try XCTUnwrap(pools.poolStats["Text"])
        XCTAssertEqual(fresh.created, 0)
        XCTAssertEqual(fresh.constraintChanges, 0)
        XCTAssertEqual(fresh.mostOnScreen, 2)
        XCTAssertEqual(fresh.onScreen, 2)
        XCTAssertEqual(fresh.inPool, 1)
    }

    func testDroppingAnIdentifierForgetsItsCellsEverywhere() throws {
        let text = try Fixtures.textTemplate(reuse: "Text"), message = try Fixtures.messageTemplate(reuse: "Message")
        var pools = ReusePools()
        let a = try cell(text, 1), b = try cell(text, 2), m = try cell(message, 1)
        for (i, c) in [a, b, m].enumerated() {
            pools.add(made: c, for: c.template.reuseIdentifier)
            pools.show(i, cell: c, origin: .created)
        }
        _ = pools.enqueue(1)
        let dropped = pools.drop("Text")
        XCTAssertEqual(dropped.count, 2)
        XCTAssertEqual(pools.rowsOnScreen, [2])
        XCTAssertNil(pools.dequeue("Text"))
        XCTAssertNil(pools.counters["Text"])
        XCTAssertEqual(pools.allCells.count, 1)
        XCTAssertEqual(pools.nextSerial(for: "Text"), 1)
    }

    func testRemappingMovesRowsAndDropsDeletedOnes() throws {
        let text = try Fixtures.textTemplate(reuse: "Text")
        var pools = ReusePools()
        let cells = try (1...3).map { try cell(text, $0) }
        for (i, c) in cells.enumerated() {
            pools.add(made: c, for: "Text")
            pools.show(i + 5, cell: c, origin: .created)
            pools.notePlaced(i + 5, height: 40)
        }
        pools.unplace(7)
        XCTAssertNil(pools[row: 7]?.placedHeight)
        // Row 5 deleted, the rows after it move up one; its cell goes back to the pool.
        pools.remap { $0 == 5 ? nil : $0 - 1 }
        XCTAssertEqual(pools.rowsOnScreen, [5, 6])
        XCTAssertTrue(pools[row: 5]?.cell === cells[1])
        XCTAssertEqual(pools[row: 5]?.placedHeight, 40)
        XCTAssertEqual(pools.poolStats["Text"]?.onScreen, 2)
        XCTAssertEqual(pools.poolStats["Text"]?.inPool, 1)
        XCTAssertTrue(pools.dequeue("Text") === cells[0])
    }

    func testHeightSourcesGoWithTheirRows() throws {
        let text = try Fixtures.textTemplate(reuse: "Text")
        var pools = ReusePools()
        let cells = try (1...3).map { try cell(text, $0) }
        for (i, c) in cells.enumerated() {
            pools.add(made: c, for: "Text")
            pools.show(i + 3, cell: c, origin: .created)
        }
        pools[heightSourceOf: 3] = .cache
        pools[heightSourceOf: 4] = .sized
        pools[heightSourceOf: 5] = .memo
        // Two rows inserted before row 4: rows 4 and 5 move down two, row 3 stays.
        pools.remap { $0 >= 4 ? $0 + 2 : $0 }
        XCTAssertEqual(pools[heightSourceOf: 3], .cache)
        XCTAssertNil(pools[heightSourceOf: 4], "the source moved with its row")
        XCTAssertEqual(pools[heightSourceOf: 6], .sized)
        XCTAssertEqual(pools[heightSourceOf: 7], .memo)
        // Row 3 deleted: its source is gone, the rows after it move up one.
        pools.remap { $0 == 3 ? nil : ($0 > 3 ? $0 - 1 : $0) }
        XCTAssertNil(pools[heightSourceOf: 3])
        XCTAssertEqual(pools[heightSourceOf: 5], .sized)
        XCTAssertEqual(pools[heightSourceOf: 6], .memo)
        // Moved: row 6 becomes row 5 and row 5 row 6.
        pools.remap { $0 == 6 ? 5 : ($0 == 5 ? 6 : $0) }
        XCTAssertEqual(pools[heightSourceOf: 5], .memo)
        XCTAssertEqual(pools[heightSourceOf: 6], .sized)
        // A row leaving the screen takes its source with it.
        _ = pools.enqueue(6)
        XCTAssertNil(pools[heightSourceOf: 6])
        XCTAssertEqual(pools[heightSourceOf: 5], .memo)
        // A row sized but not shown keeps its source until the frame's end.
        pools[heightSourceOf: 9] = .sized
        XCTAssertEqual(pools[heightSourceOf: 9], .sized)
        pools.dropHeightSourcesOffScreen()
        XCTAssertNil(pools[heightSourceOf: 9])
        XCTAssertEqual(pools[heightSourceOf: 5], .memo, "rows on screen keep theirs")
        pools.forgetHeightSources()
        XCTAssertNil(pools[heightSourceOf: 5])
        XCTAssertEqual(pools.rowsOnScreen, [5], "forgetting the sources keeps the rows")
    }

    func testPivotsOfDroppedCellsStayCountedUntilAReset() throws {
        let table = try Fixtures.table(Fixtures.textTemplate(), rows: Fixtures.sentences(50), sizing: .selfSizing(.constant(44)))
        table.reload()
        let before = table.reuse.pivots
        XCTAssertGreaterThan(before, 0)
        XCTAssertTrue(table.unregister("Text"))
        XCTAssertTrue(table.reuse.allCells.isEmpty)
        XCTAssertEqual(table.reuse.pivots, before)
        table.resetStats()
        XCTAssertEqual(table.reuse.pivots, 0)
        XCTAssertEqual(table.stats.pivots, 0)
    }
}
