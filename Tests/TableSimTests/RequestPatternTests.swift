import Layout
import TableSim
import XCTest

/// Each strategy asks for heights the way UIKit does: counted for a reload and a scroll.
final class RequestPatternTests: XCTestCase {
    let n = 200

    private func run(_ sizing: SizingStrategy) throws -> (table: TableView, reload: TableStats, scroll: TableStats, visible: Int, appeared: Int) {
        let table = try Fixtures.table(Fixtures.textTemplate(), rows: Fixtures.sentences(n), sizing: sizing)
        let first = table.reload()
        let afterReload = table.stats
        let frame = table.scroll(by: 568)[0]
        let afterScroll = table.stats
        var delta = afterScroll
        delta.heightRequests -= afterReload.heightRequests
        delta.cacheHits -= afterReload.cacheHits
        delta.cacheMisses -= afterReload.cacheMisses
        delta.solves -= afterReload.solves
        delta.memoHits -= afterReload.memoHits
        return (table, afterReload, delta, first.visible.count, frame.rowsAppeared)
    }

    func testFixedHeightAsksNothing() throws {
        let r = try run(.fixed(44))
        XCTAssertEqual(r.reload.heightRequests, 0)
        XCTAssertEqual(r.scroll.heightRequests, 0)
        XCTAssertEqual(r.visible, 13)  // 568 / 44 → 12.9 rows
        XCTAssertEqual(r.table.contentHeight, Double(n) * 44)
    }

    func testPrototypeAsksEveryRowThenEachRowThatAppears() throws {
        let r = try run(.prototype)
        XCTAssertEqual(r.reload.heightRequests, n + r.visible)
        XCTAssertEqual(r.reload.cacheHits + r.reload.cacheMisses, 0)
        XCTAssertEqual(r.reload.solves + r.reload.memoHits, n + r.visible)
        XCTAssertEqual(r.scroll.heightRequests, r.appeared)
        XCTAssertGreaterThan(r.appeared, 3)
    }

    func testCachedAsksTheSameButSizesEachRowOnce() throws {
        let r = try run(.cached)
        XCTAssertEqual(r.reload.heightRequests, n + r.visible)
        XCTAssertEqual(r.reload.cacheMisses, n)
        XCTAssertEqual(r.reload.cacheHits, r.visible)
        XCTAssertEqual(r.scroll.heightRequests, r.appeared)
        XCTAssertEqual(r.scroll.cacheHits, r.appeared)
        XCTAssertEqual(r.scroll.cacheMisses, 0)
        // Invalidating one row makes its next request a miss.
        let table = r.table
        let before = table.stats
        table.invalidate(.row(3))
        XCTAssertEqual(table.stats.cacheMisses - before.cacheMisses, 1)
        let beforeAll = table.stats
        table.invalidate(.all)
        XCTAssertEqual(table.stats.cacheMisses - beforeAll.cacheMisses, n)
    }

    func testEstimatedAsksOnlyRowsAboutToAppearOnce() throws {
        let table = try Fixtures.table(Fixtures.textTemplate(), rows: Fixtures.sentences(n),
                                       sizing: .estimated(.constant(44), cached: false))
        let first = table.reload()
        // The rows the estimates put on screen are asked (13 at 44 pt); rows taller than their
        // estimate push some of them off again.
        XCTAssertEqual(table.stats.heightRequests, 13)
        XCTAssertEqual(table.rowsWithActualHeight, 13)
        XCTAssertLessThan(first.visible.count, 13)
        // Scrolling asks only rows never asked before, each once.
        table.scroll(by: 568)
        XCTAssertEqual(table.stats.heightRequests, table.rowsWithActualHeight)
        XCTAssertGreaterThan(table.rowsWithActualHeight, 13)
        // Back up: those rows are known, nothing is asked.
        let before = table.stats.heightRequests
        table.scroll(by: -568)
        XCTAssertEqual(table.stats.heightRequests, before)
        XCTAssertEqual(table.stats.estimatesReplaced, table.rowsWithActualHeight)
    }

    func testSelfSizingSizesTheDisplayedCellsOnly() throws {
        let r = try run(.selfSizing(.constant(44)))
        XCTAssertEqual(r.reload.heightRequests, 13)
        XCTAssertEqual(r.reload.solves, 13)
        XCTAssertEqual(r.table.stats.heightRequests, r.table.rowsWithActualHeight)
        XCTAssertEqual(r.table.stats.memoHits, 0)
        // Every size request was a displayed cell sizing itself (no prototype cell); rows sized
        // earlier and shown again are dequeued without sizing.
        XCTAssertLessThanOrEqual(r.table.stats.heightRequests, r.table.stats.cellsCreated + r.table.stats.cellsReused)
    }

    func testManualMeasuresWithoutSolvingEachRow() throws {
        let r = try run(.manual(.binary(.add, .number(12), .textHeight(label: "body", width: .binary(.subtract, .width, .number(12))))))
        XCTAssertEqual(r.reload.heightRequests, n + r.visible)
        XCTAssertEqual(r.reload.manualMeasurements, n + r.visible)
        XCTAssertEqual(r.reload.solves, 0)  // arithmetic and measurements, no layout
        XCTAssertEqual(r.scroll.heightRequests, r.appeared)
    }

    func testPrecomputedAnswersFromHeightsComputedAhead() throws {
        let r = try run(.precomputed(threads: 2))
        XCTAssertEqual(r.reload.heightRequests, n + r.visible)
        XCTAssertEqual(r.reload.solves + r.reload.memoHits, n)
        XCTAssertEqual(r.scroll.solves + r.scroll.memoHits, 0)
    }

    func testPerRowEstimatesAreAskedForEveryRowAtAReload() throws {
        let r = try run(.estimated(.templateMinimum, cached: false))
        XCTAssertEqual(r.reload.estimateRequests, n)
        // 13 pt estimates put 44 rows on screen: all 44 are asked.
        XCTAssertEqual(r.reload.heightRequests, 44)
        // A text cell with no text is its two 6 pt margins, plus the separator.
        let show = r.table.visibleRows
        XCTAssertEqual(show.first?.estimate, 13)
    }

    /// Every strategy that sizes with the solver agrees on the heights.
    func testStrategiesAgreeOnHeights() throws {
        var heights: [[Double]] = []
        for sizing: SizingStrategy in [.prototype, .cached, .precomputed(threads: 1), .precomputed(threads: 2)] {
            let table = try Fixtures.table(Fixtures.textTemplate(), rows: Fixtures.sentences(60), sizing: sizing)
            table.reload()
            heights.append(table.visibleRows.map(\.height))
            heights.append([table.contentHeight])
        }
        let table = try Fixtures.table(Fixtures.textTemplate(), rows: Fixtures.sentences(60), sizing: .selfSizing(.constant(44)))
        table.reload()
        XCTAssertEqual(table.visibleRows.map(\.height), heights[0])
        for i in stride(from: 2, to: heights.count, by: 2) {
            XCTAssertEqual(heights[i], heights[0])
            XCTAssertEqual(heights[i + 1], heights[1])
        }
    }
}
