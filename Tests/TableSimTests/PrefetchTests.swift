import Layout
@testable import TableSim
import XCTest

/// Prefetching: rows sized ahead arrive on screen sized, at the heights a fresh layout gives;
/// what was sized for nothing is counted; the screen does not move for it.
final class PrefetchTests: XCTestCase {
    func testPrefetchedRowsArriveSizedAndRight() throws {
        let table = try Fixtures.table(Fixtures.textTemplate(), rows: Fixtures.sentences(300), sizing: .selfSizing(.constant(44)))
        table.setPrefetch(distance: 6)
        table.reload()
        table.resetStats()
        table.scroll(by: 2_000, frames: 20)
        let stats = table.stats
        XCTAssertGreaterThan(stats.rowsPrefetched, 0)
        XCTAssertGreaterThan(stats.prefetchUsed, 0)
        // Scrolling down, every row that came on screen was prefetched in an earlier frame:
        // no row was sized on the critical path.
        XCTAssertEqual(stats.heightRequests, 0)
        XCTAssertTrue(table.verify(rows: 0..<table.rowCount).differing.allSatisfy { $0.reason == .estimate($0.table) })
        // A reload forgets the heights: prefetched rows not shown yet were sized for nothing.
        let pending = table.prefetchedKeys.count
        XCTAssertGreaterThan(pending, 0)
        table.reload()
        XCTAssertEqual(table.stats.prefetchWasted, pending)
    }

    /// Scrolling up, rows prefetched above the screen change the offset by their estimate
    /// errors, and the rows on screen stay where they were.
    func testPrefetchingAboveKeepsTheScreenStill() throws {
        let table = try Fixtures.table(Fixtures.textTemplate(), rows: Fixtures.sentences(300), sizing: .selfSizing(.constant(44)))
        table.reload()
        table.scroll(to: 5_000)
        table.reload()
        table.setPrefetch(distance: 8)
        let first = try XCTUnwrap(table.visibleRows.first)
        table.scroll(by: -1)
        let after = try XCTUnwrap(table.visibleRows.first { $0.row == first.row })
        XCTAssertEqual(after.screenY, first.screenY + 1, accuracy: 1e-9)
        XCTAssertGreaterThan(table.stats.rowsPrefetched, 0)
    }
}
