@testable import TableSim
import XCTest

/// The frame history on its own: events stamped with their frame, the newest reports kept.
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
        history.clearEvents()
        XCTAssertTrue(history.log.isEmpty)
        XCTAssertEqual(history.number, 2, "clearing the events keeps the frames")
    }

    func testTheNewestReportsAreKept() {
        var history = FrameHistory()
        XCTAssertNil(history.last)
        for i in 1...(FrameHistory.framesKept + 3) { history.finish(report(i)) }
        XCTAssertEqual(history.recent.count, FrameHistory.framesKept)
        XCTAssertEqual(history.recent.first?.frame, 4)
        XCTAssertEqual(history.last?.frame, FrameHistory.framesKept + 3)
    }
}
