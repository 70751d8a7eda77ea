import XCTest
import TableSim
@testable import Shell

/// The table's data changes answer values: what changed, and the frame it took or that a
/// batch holds it.
final class TableChangesAnswerTests: XCTestCase {
    private func chat() -> Workspace {
        let w = Workspace()
        for line in CommandTable.chat { XCTAssertNil(w.run(line).error, line) }
        return w
    }

    func testAnInsertAnswersItsRowsAndTheFrameWithItsJump() throws {
        let w = chat()
        let change = try answer(TableInsert.self, "table insert 0 3", in: w)
        XCTAssertEqual(change.change, .inserted(at: 0, count: 3, file: nil))
        guard case .frame(let frame) = change.placement else { return XCTFail("no frame: \(change.placement)") }
        XCTAssertEqual(frame.jumps.count, 1)
        XCTAssertEqual(frame.jumps.first?.kind, .screenMoved)
        XCTAssertEqual(frame.jumps.first?.frame, frame.frame.frame)
        guard case .inserted(let rows, _)? = frame.jumps.first?.causes.first else { return XCTFail("cause") }
        XCTAssertEqual(rows, 0..<3)
        XCTAssertEqual(try answer(TableInsert.self, "table insert end 2", in: w).change, .inserted(at: 203, count: 2, file: nil))
    }

    func testABatchHoldsItsChangesAndItsEndLaysThemOut() throws {
        let w = chat()
        XCTAssertEqual(try answer(TableBatch.self, "table batch begin", in: w), .opened)
        let deleted = try answer(TableDelete.self, "table delete 0-1", in: w)
        XCTAssertEqual(deleted, RowChange(change: .deleted(first: 0, last: 1), placement: .inBatch))
        let moved = try answer(TableMove.self, "table move 0 to 3", in: w)
        XCTAssertEqual(moved, RowChange(change: .moved(from: 0, to: 3), placement: .inBatch))
        guard case .laidOut(let changes, let frame?) = try answer(TableBatch.self, "table batch end", in: w) else {
            return XCTFail("no frame")
        }
        XCTAssertEqual(changes, 2)
        XCTAssertEqual(frame.jumps.flatMap(\.causes).count, 2)
        XCTAssertFalse(w.table.isInBatch)
    }

    func testAnUpdateReadsItsFieldsThroughTheGrammar() throws {
        let w = chat()
        let line = "table update row 2 text=\"Hi there\" hasMedia=true reload"
        let invocation = try CommandParser.invocation(try XCTUnwrap(CommandTable.command("table update")),
                                                      LineContext(line: line, lineNumber: 1, words: try splitWords(line)))
        let update = try TableUpdate(CommandInput(invocation: invocation))
        XCTAssertEqual(update.assignments.map(\.name.text), ["text", "hasMedia"])
        XCTAssertEqual(update.assignments.map(\.name.column), [20, 36])
        XCTAssertEqual(update.assignments.map(\.value), [.string("Hi there"), .bool(true)])
        let change = try update.run(in: w)
        XCTAssertEqual(change.change, .updated(row: 2, fields: ["hasMedia", "text"], reloaded: true))
        XCTAssertEqual(w.table.row(at: 2).fields["text"], .string("Hi there"))
        XCTAssertThrowsError(try answer(TableUpdate.self, "table update row 2 id=3", in: w))
    }

    func testPrefetchSaysWhenTheSizingLeavesItNothingToDo() throws {
        let w = chat()
        XCTAssertEqual(try answer(TablePrefetch.self, "table prefetch", in: w), Prefetching(distance: nil, wasSet: false))
        XCTAssertEqual(try answer(TablePrefetch.self, "table prefetch on", in: w), Prefetching(distance: 10, wasSet: true))
        XCTAssertNil(w.run("table sizing fixed 44").error)
        XCTAssertEqual(try answer(TablePrefetch.self, "table prefetch on 4", in: w),
                       Prefetching(distance: 4, wasSet: true, idleSizing: .fixed(44)))
    }

    func testJumpsAnswerTheLastOnesAndKeepTheirJSON() throws {
        let w = chat()
        XCTAssertEqual(try answer(TableJumps.self, "table jumps", in: w).jumps, [])
        XCTAssertNil(w.run("table insert 0 3").error)
        XCTAssertNil(w.run("table insert 0 1").error)
        let history = try answer(TableJumps.self, "table jumps 1", in: w)
        XCTAssertEqual(history.jumps, Array(w.table.jumps.suffix(1)))
        XCTAssertEqual(history.screenJumps, 2)
        let printer = OutcomePrinter(style: w.style, columns: 80)
        XCTAssertEqual(printer.json(history), ReportText.json(.array(history.jumps.map(\.report))))
    }
}
