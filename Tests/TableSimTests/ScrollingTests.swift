import Layout
import TableSim
import XCTest

/// Offset correction, the reuse pool, flings and conflicts.
final class ScrollingTests: XCTestCase {
    /// Estimates far too small above the screen: as they are replaced by taller actual
    /// heights, the offset is corrected so the rows already on screen do not move.
    func testRowsOnScreenStayPutWhenEstimatesAboveAreReplaced() throws {
        for sizing: SizingStrategy in [.estimated(.constant(20), cached: false), .selfSizing(.constant(20))] {
            let table = try Fixtures.table(Fixtures.textTemplate(), rows: Fixtures.sentences(400), sizing: sizing)
            table.reload()
            table.scroll(toRow: 200)
            XCTAssertEqual(table.visibleRows.first?.row, 200)
            XCTAssertEqual(table.visibleRows.first?.screenY, 0)
            var corrected = 0
            for _ in 0..<40 {
                let before = table.visibleRows
                let step = 17.0
                let frame = table.scroll(by: -step)[0]
                // Every row on screen before and after moved by exactly the scroll.
                for row in table.visibleRows {
                    guard let old = before.first(where: { $0.row == row.row }) else { continue }
                    XCTAssertEqual(row.screenY, old.screenY + step, "\(sizing) row \(row.row) frame \(frame.frame)")
                }
                corrected += frame.corrections
            }
            XCTAssertGreaterThan(corrected, 0, "\(sizing)")
            let stats = table.stats
            XCTAssertEqual(stats.corrections, corrected)
            XCTAssertGreaterThan(stats.largestCorrection, 0)
            XCTAssertTrue(table.events.contains { if case .correction = $0.kind { return true } else { return false } })
        }
    }

    /// Cells made never exceed the rows of an identifier on screen at once, plus one.
    func testReusePoolMakesNoMoreCellsThanVisibleRowsPlusOne() throws {
        let table = TableView(viewport: Size(width: 375, height: 667))
        try table.register(Fixtures.messageTemplate(reuse: "Media", rule: RowRule(field: "hasMedia")))
        try table.register(Fixtures.messageTemplate(reuse: "Text"))
        table.setData(GeneratedRows(.messages, count: 600, seed: 3))
        for sizing: SizingStrategy in [.selfSizing(.constant(60)), .estimated(.constant(60), cached: true), .cached, .fixed(90)] {
            table.sizing = sizing
            table.reload()
            table.scroll(by: 6_000, frames: 120)
            table.fling(velocity: 4_000)
            table.scroll(by: -3_000, frames: 50)
            table.scroll(toRow: 450)
            table.fling(velocity: -2_500)
            let stats = table.stats
            for (id, pool) in stats.pools {
                XCTAssertLessThanOrEqual(pool.created, pool.mostOnScreen + 1, "\(sizing) \(id)")
                XCTAssertGreaterThan(pool.reused, 0)
            }
        }
        // Both shapes were shown and a reused cell of each kept its shape: no constraint
        // changes on reuse, as each identifier has one shape.
        XCTAssertEqual(table.stats.pools.count, 2)
        XCTAssertEqual(table.stats.constraintChangesOnReuse, 0)
    }

    /// One identifier for both shapes: a reused cell that had the other shape changes
    /// constraints (the photo collapses or comes back), and those changes are counted.
    func testReuseAcrossShapesCountsConstraintChanges() throws {
        let table = try Fixtures.table(Fixtures.messageTemplate(), rows: GeneratedRows(.messages, count: 300, seed: 3),
                                       sizing: .selfSizing(.constant(60)), width: 375, height: 667)
        table.reload()
        table.scroll(by: 5_000, frames: 60)
        let stats = table.stats
        XCTAssertGreaterThan(stats.constraintChangesOnReuse, 0)
        XCTAssertTrue(table.events.contains { if case .configure(_, _, let changes) = $0.kind { return changes > 0 } else { return false } })
    }

    func testFlingDeceleratesAndStops() throws {
        let table = try Fixtures.table(Fixtures.textTemplate(), rows: Fixtures.sentences(2_000), sizing: .selfSizing(.constant(60)))
        table.reload()
        let frames = table.fling(velocity: 3_000)
        XCTAssertGreaterThan(frames.count, 60)
        let steps = zip(frames.dropFirst(), frames).map { $0.requestedOffset - $1.offset }
        XCTAssertGreaterThan(steps.first ?? 0, steps.last ?? 0)
        XCTAssertLessThan(steps.last ?? 1, 0.6)
        // UIScrollView's normal rate travels about v × 0.51 s.
        XCTAssertEqual(table.contentOffset, 1_520, accuracy: 60)
    }

    /// A fixed row height smaller than the cell's required constraints: the same conflict a
    /// real cell logs, with the encapsulated height kept and a cell constraint broken.
    func testEncapsulatedHeightConflictsLikeUIKit() throws {
        let table = try Fixtures.table(Fixtures.tallTemplate(), rows: Fixtures.sentences(50), sizing: .fixed(44))
        table.reload()
        let conflicts = table.events.compactMap { event -> (String, [String], String)? in
            if case .conflict(_, let cell, let ids, let broken) = event.kind { return (cell, ids, broken) }
            return nil
        }
        XCTAssertEqual(conflicts.count, table.visibleRows.count)
        XCTAssertTrue(conflicts[0].1.contains("UIView-Encapsulated-Layout-Height"))
        XCTAssertNotEqual(conflicts[0].2, "UIView-Encapsulated-Layout-Height")
        // Sized by its constraints, the same cell fits: 80 pt and the separator, no conflict.
        table.sizing = .selfSizing(.constant(44))
        table.resetStats()
        table.reload()
        XCTAssertEqual(table.stats.conflicts, 0)
        XCTAssertEqual(table.visibleRows.first?.height, 81)
    }

    /// A rotation: the cells' widths change in place, the cache is invalidated, and the first
    /// row on screen stays where it was.
    func testWidthChangeInvalidatesAndKeepsTheFirstRow() throws {
        let table = try Fixtures.table(Fixtures.textTemplate(font: .textStyle(.body)), rows: Fixtures.sentences(300), sizing: .cached)
        table.reload()
        table.scroll(toRow: 100)
        let narrow = table.contentHeight
        let misses = table.stats.cacheMisses
        table.resize(width: 568)
        XCTAssertEqual(table.stats.cacheMisses - misses, 300)
        XCTAssertLessThan(table.contentHeight, narrow)
        XCTAssertEqual(table.visibleRows.first?.row, 100)
        XCTAssertEqual(table.visibleRows.first?.screenY, 0)
        // A larger text size makes every row taller again.
        let wide = table.contentHeight
        table.setCategory(.accessibilityMedium)
        XCTAssertGreaterThan(table.contentHeight, wide)
    }

    func testSameInputSameEvents() throws {
        func run() throws -> [TableEvent] {
            let table = try Fixtures.table(Fixtures.messageTemplate(), rows: GeneratedRows(.messages, count: 200, seed: 9),
                                           sizing: .selfSizing(.constant(50)))
            table.reload()
            table.fling(velocity: 2_000)
            table.scroll(by: -400, frames: 4)
            return table.events
        }
        XCTAssertEqual(try run(), try run())
    }
}
