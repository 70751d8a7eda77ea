@testable import TableSim
import XCTest

/// The frame history on its own: events stamped with their frame, the newest reports kept,
/// the counters cleared with the events and counting the frames begun since.
final class FrameHistoryTests: XCTestCase {
    private func report(_ frame: Int) -> FrameReport {
        FrameReport(frame: frame, requestedOffset: 0, offset: 0, visible: 0..<0, rowsAppeared: 0, rowsLeft: 0, heightRequests: 0,
                    estimateRequests: 0, corrections: 0, correction: 0, nanoseconds: nil)
    }

    func testEventsAreStampedWithTheirFrame() {
        var history = FrameHistory()
        XCTAssertEqual(history.number, 0)
        history.emit(.noTemplate(row: 0))
        history.begin(at: 500)
        XCTAssertEqual(history.number, 1)
        XCTAssertEqual(history.start, 500)
        history.emit(.noTemplate(row: 1))
        history.begin(at: nil)
        XCTAssertNil(history.start, "no clock, no start")
        history.emit(.noTemplate(row: 2))
        XCTAssertEqual(history.log.events.map(\.frame), [0, 1, 2])
        history.reset()
        XCTAssertTrue(history.log.isEmpty)
        XCTAssertEqual(history.number, 2, "clearing the events keeps the frames")
    }

    func testTheCountersCountTheFramesBegunSinceTheReset() {
        var history = FrameHistory()
        history.begin(at: nil)
        history.begin(at: nil)
        history.counters.heightRequests += 5
        history.emit(.noTemplate(row: 0))
        history.finish(report(2))
        XCTAssertEqual(history.counters.frames, 2)
        XCTAssertEqual(history.counters.frames, history.number, "every frame begun is counted")
        history.reset()
        XCTAssertEqual(history.counters, TableStats(), "a reset clears every counter")
        XCTAssertTrue(history.log.isEmpty, "and the events")
        XCTAssertEqual(history.number, 2, "the frame numbers go on")
        XCTAssertEqual(history.last?.frame, 2, "the reports stay")
        history.begin(at: nil)
        XCTAssertEqual(history.number, 3)
        XCTAssertEqual(history.counters.frames, 1, "the frames begun since the reset")
    }

    func testTheTableCountsInItsHistory() throws {
        let table = try Fixtures.table(Fixtures.textTemplate(), rows: Fixtures.sentences(50), sizing: .prototype)
        table.reload()
        table.scroll(by: 100, frames: 3)
        XCTAssertEqual(table.stats.frames, 4)
        XCTAssertEqual(table.stats.heightRequests, table.history.counters.heightRequests)
        XCTAssertGreaterThan(table.history.counters.heightRequests, 0)
        table.resetStats()
        XCTAssertEqual(table.history.counters, TableStats())
        XCTAssertTrue(table.events.isEmpty)
        XCTAssertEqual(table.lastFrame?.frame, 4, "the last frame's report stays")
    }

    func testTheNewestReportsAreKept() {
        var history = FrameHistory()
        XCTAssertNil(history.last)
        for i in 1...(FrameHistory.framesKept + 3) { history.finish(report(i)) }
        XCTAssertEqual(history.recent.count, FrameHistory.framesKept)
        XCTAssertEqual(history.recent.first?.frame, 4)
        XCTAssertEqual(history.last?.frame, FrameHistory.framesKept + 3)
    }

    /// A reload, an invalidation and a change of width or text size say why every row
    /// started again as values, the reason the shell words.
    func testEveryRowStartedAgainSaysWhy() throws {
        let table = try Fixtures.table(Fixtures.textTemplate(), rows: Fixtures.sentences(20), sizing: .prototype)
        table.reload()
        table.invalidate(.all)
        table.invalidate(.rows([1, 2]))
        table.resize(width: 375)
        table.setCategory(.extraLarge)
        let said = table.log.events.compactMap { event -> TableEvent.Kind? in
            switch event.kind {
            case .reload, .invalidate: return event.kind
            default: return nil
            }
        }
        XCTAssertEqual(said, [.reload(rows: 20, reason: .reload),
                              .invalidate(.all, reason: nil), .reload(rows: 20, reason: .invalidateAll),
                              .invalidate(.rows([1, 2]), reason: nil),
                              .invalidate(.all, reason: .width(375)), .reload(rows: 20, reason: .width(375)),
                              .invalidate(.all, reason: .textSize(.extraLarge)), .reload(rows: 20, reason: .textSize(.extraLarge))])
    }
}
