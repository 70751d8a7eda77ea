@testable import TableSim
import XCTest

/// What the table owes its data, on its own: reloads due and stopped, rows changed without
/// `reloadRows`, and a batch carried through changes of indexes.
final class PendingChangesTests: XCTestCase {
    private let anchor = ChangeAnchor(row: 4, screenY: 10, firstVisible: 3, firstVisibleScreenY: -20, wasAtBottom: false)

    func testAStoppedReloadIsDueAgainAndANewOneStartsClean() {
        var changes = PendingChanges()
        XCTAssertTrue(changes.needsReload, "a new table has a reload due")
        changes.needsReload = false
        changes.noteChangedWithoutReload(key: 7)
        changes.reloadStopped(after: 256)
        XCTAssertTrue(changes.needsReload)
        XCTAssertEqual(changes.rowsAskedBeforeStop, 256)
        changes.needsReload = false
        changes.startReload()
        XCTAssertNil(changes.rowsAskedBeforeStop)
        XCTAssertFalse(changes.isChangedWithoutReload(key: 7))
        changes.noteChangedWithoutReload(key: 8)
        changes.reloadStopped(after: 3)
        changes.needsReload = false
        changes.newData()
        XCTAssertTrue(changes.needsReload)
        XCTAssertNil(changes.rowsAskedBeforeStop)
        XCTAssertFalse(changes.isChangedWithoutReload(key: 8))
    }

    func testRowsChangedWithoutReloadUntilSized() {
        var changes = PendingChanges()
        var keysRead = 0
        func key(_ k: Int) -> Int { keysRead += 1; return k }
        changes.noteSized(key: key(1))
        XCTAssertEqual(keysRead, 0, "no key is read while no row is pending")
        changes.noteChangedWithoutReload(key: 1)
        changes.noteChangedWithoutReload(key: 2)
        XCTAssertTrue(changes.isChangedWithoutReload(key: 1))
        changes.noteSized(key: key(1))
        XCTAssertEqual(keysRead, 1)
        XCTAssertFalse(changes.isChangedWithoutReload(key: 1))
        XCTAssertTrue(changes.isChangedWithoutReload(key: 2))
        changes.forgetChangedRows()
        XCTAssertFalse(changes.isChangedWithoutReload(key: 2))
    }

    func testChangesOutsideABatchAreNotCounted() {
        var changes = PendingChanges()
        XCTAssertFalse(changes.isInBatch)
        XCTAssertFalse(changes.noteBatchChange(cause: .moved(from: 0, to: 1, height: 44)))
        XCTAssertFalse(changes.noteBatchReload(row: 3))
        XCTAssertNil(changes.closeBatch())
    }

    func testABatchCountsItsChangesAndFollowsItsReloads() throws {
        var changes = PendingChanges()
        changes.openBatch(at: anchor)
        XCTAssertTrue(changes.isInBatch)
        // A second open keeps the first batch.
        changes.openBatch(at: ChangeAnchor(row: nil, screenY: 0, firstVisible: nil, firstVisibleScreenY: 0, wasAtBottom: true))
        XCTAssertEqual(changes.batch?.anchor.row, 4)
        XCTAssertTrue(changes.noteBatchReload(row: 5))
        XCTAssertTrue(changes.noteBatchReload(row: 9))
        XCTAssertTrue(changes.noteBatchChange())
        XCTAssertTrue(changes.noteBatchChange(cause: .inserted(rows: 0..<2, height: 88)))
        // Rows 0 and 1 inserted, then row 9 (now 11) deleted.
        var moved = anchor
        moved.row = 6
        changes.remapBatch(anchor: moved) { $0 + 2 }
        changes.remapBatch(anchor: moved) { $0 == 11 ? nil : $0 }
        let batch = try XCTUnwrap(changes.closeBatch())
        XCTAssertFalse(changes.isInBatch)
        XCTAssertEqual(batch.changes, 4)
        XCTAssertEqual(batch.causes.count, 1)
        XCTAssertEqual(batch.reloads, [7])
        XCTAssertEqual(batch.anchor.row, 6)
    }

    func testAReloadIsNoLongerDueAndTheTableHasLoaded() {
        var changes = PendingChanges()
        XCTAssertFalse(changes.hasLoaded)
        changes.noteReloaded()
        XCTAssertFalse(changes.needsReload)
        XCTAssertTrue(changes.hasLoaded)
        changes.newData()
        XCTAssertTrue(changes.needsReload)
        XCTAssertTrue(changes.hasLoaded, "a table that loaded once has loaded")
    }
}
