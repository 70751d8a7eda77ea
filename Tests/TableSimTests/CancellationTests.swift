import Layout
@testable import TableSim
import XCTest

/// Ctrl-C in the shell: a reload that asks every row, or a fling, stops when asked to.
final class CancellationTests: XCTestCase {
    /// A reload stopped after the first check asks only the rows before it, marks itself
    /// cancelled, and the next scroll does the whole reload again.
    func testCancelledReloadAsksFewerRowsAndIsRedoneByTheNextScroll() throws {
        let table = try Fixtures.table(Fixtures.textTemplate(), rows: Fixtures.sentences(2_000), sizing: .prototype)
        var checks = 0
        table.isCancelled = { checks += 1; return checks == 1 }
        table.reload()
        XCTAssertTrue(table.lastReloadWasCancelled)
        XCTAssertEqual(checks, 1)
        let firstCount = table.events.compactMap { event -> Int? in
            if case .heightRequests(let count, _) = event.kind { return count } else { return nil }
        }.last
        XCTAssertEqual(firstCount, 255)

        table.scroll(by: 10)
        XCTAssertFalse(table.lastReloadWasCancelled)
        let counts = table.events.compactMap { event -> Int? in
            if case .heightRequests(let count, _) = event.kind { return count } else { return nil }
        }
        XCTAssertEqual(counts.last, 2_000)
    }

    /// A review: `table precompute` of a million rows ignored Ctrl-C and the replay's time
    /// limit. It stops at the next check, on one thread or several, and keeps no height.
    func testAPrecomputationStopsWhenAskedAndKeepsNothing() throws {
        for threads in [1, 2] {
            let table = try Fixtures.table(Fixtures.textTemplate(), rows: Fixtures.sentences(2_000), sizing: .prototype)
            table.layoutMemo = false
            var checks = 0
            table.isCancelled = { checks += 1; return checks == 2 }
            let stopped = table.precomputeHeights(threads: threads)
            XCTAssertTrue(stopped.interrupted)
            XCTAssertLessThan(stopped.solves, 2_000, "the first slice stopped at its second check")
            XCTAssertFalse(table.precomputedIsCurrent)
            table.isCancelled = { false }
            let whole = table.precomputeHeights(threads: threads)
            XCTAssertFalse(whole.interrupted)
            XCTAssertEqual(whole.solves, 2_000)
            XCTAssertTrue(table.precomputedIsCurrent)
        }
    }

    /// A reload never cancelled asks every row.
    func testUncancelledReloadAsksEveryRow() throws {
        let table = try Fixtures.table(Fixtures.textTemplate(), rows: Fixtures.sentences(600), sizing: .prototype)
        table.isCancelled = { false }
        table.reload()
        XCTAssertFalse(table.lastReloadWasCancelled)
        let counts = table.events.compactMap { event -> Int? in
            if case .heightRequests(let count, _) = event.kind { return count } else { return nil }
        }
        XCTAssertEqual(counts, [600])
    }

    /// A fling stops at the first frame after cancellation.
    func testCancelledFlingStopsAfterOneFrame() throws {
        let table = try Fixtures.table(Fixtures.textTemplate(), rows: Fixtures.sentences(2_000), sizing: .selfSizing(.constant(44)))
        table.reload()
        let free = table.fling(velocity: 3_000).count
        XCTAssertGreaterThan(free, 1)
        table.scroll(to: 0)
        table.isCancelled = { true }
        XCTAssertEqual(table.fling(velocity: 3_000).count, 1)
    }
}

/// turn3/09: with no template, a reload under `manual`, `prototype`, `cached` or `precomputed`
/// made every row (10,000,000 generated rows: 19 s) only to find none could be sized.
final class NoTemplateReloadTests: XCTestCase {
    /// Rows that count how many were made.
    private final class Counter: @unchecked Sendable { var made = 0 }
    private struct CountedRows: RowSource {
        let base: GeneratedRows
        let counter: Counter
        var count: Int { base.count }
        func row(at index: Int) -> Row { counter.made += 1; return base.row(at: index) }
        var fieldNames: [String] { base.fieldNames }
        var origin: DataOrigin { base.origin }
        func continuedRow(at index: Int) -> Row? { base.continuedRow(at: index) }
    }

    func testAReloadWithoutATemplateMakesNoRow() {
        for sizing in [SizingStrategy.manual(.number(44)), .prototype, .cached, .precomputed(threads: 1)] {
            let counter = Counter()
            let table = TableView(viewport: Size(width: 320, height: 568))
            table.setData(CountedRows(base: Fixtures.sentences(50_000), counter: counter))
            table.sizing = sizing
            table.reload()
            XCTAssertLessThan(counter.made, 100, "\(sizing): \(counter.made) rows made")
            XCTAssertEqual(table.history.counters.rowsWithoutTemplate >= 50_000, true, "\(sizing)")
            XCTAssertEqual(table.contentHeight, 50_000 * TableView.defaultRowHeight, "\(sizing)")
        }
    }

    /// With a template, the same reloads size every row (the shortcut is for no template only):
    /// 8 + 64 + 8 = 80 pt a row, never the default 44.
    func testAReloadWithATemplateSizesEveryRow() throws {
        for sizing in [SizingStrategy.prototype, .cached, .precomputed(threads: 1)] {
            let table = try Fixtures.table(try Fixtures.tallTemplate(), rows: Fixtures.sentences(200), sizing: sizing)
            table.reload()
            XCTAssertEqual(table.history.counters.rowsWithoutTemplate, 0, "\(sizing)")
            XCTAssertEqual(table.contentHeight, 200 * 80, accuracy: 200, "\(sizing)")
        }
    }
}
