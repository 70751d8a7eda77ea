@testable import TableSim
import XCTest

/// The host's hooks on their own: no clock, no time; a time is never negative; no question,
/// no stop. And the table's `clock` and `isCancelled` are the hooks.
final class HostHooksTests: XCTestCase {
    func testWithoutAClockNothingIsTimedAndATimeIsNeverNegative() {
        var host = HostHooks()
        XCTAssertNil(host.now())
        XCTAssertNil(host.elapsed(since: 0))
        var ticks: UInt64 = 1_000
        host.clock = { ticks }
        XCTAssertEqual(host.now(), 1_000)
        XCTAssertEqual(host.elapsed(since: 400), 600)
        ticks = 100
        XCTAssertEqual(host.elapsed(since: 400), 0, "a clock that goes back gives 0")
    }

    func testWithoutTheQuestionNothingStops() {
        var host = HostHooks()
        XCTAssertFalse(host.shouldStop())
        var asked = 0
        host.isCancelled = { asked += 1; return asked > 1 }
        XCTAssertFalse(host.shouldStop())
        XCTAssertTrue(host.shouldStop())
        XCTAssertEqual(asked, 2, "each stop asks the host once")
    }

    func testTheTablesClockAndQuestionAreItsHooks() throws {
        let table = try Fixtures.table(Fixtures.textTemplate(), rows: Fixtures.sentences(50), sizing: .prototype)
        XCTAssertNil(table.host.clock)
        var ticks: UInt64 = 0
        table.clock = { ticks += 2_000_000; return ticks }
        table.isCancelled = { true }
        XCTAssertEqual(table.host.now(), 2_000_000)
        XCTAssertTrue(table.host.shouldStop())
        let frame = table.reload()
        XCTAssertEqual(frame.nanoseconds, 2_000_000, "the frame is timed by the host's clock")
        table.clock = nil
        XCTAssertNil(table.scroll(by: 10).first?.nanoseconds)
    }
}
