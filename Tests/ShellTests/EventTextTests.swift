import XCTest
@testable import TableSim
@testable import Shell

/// `table log`'s text names a height's source as its JSON does: `self-sized`, `no template`,
/// not the code's case names.
final class EventTextTests: XCTestCase {
    func testAHeightsSourceIsWordedAsInTheJSON() {
        for source in [HeightSource.selfSized, .noTemplate, .memo] {
            let event = TableEvent(frame: 3, kind: .heightRequest(row: 7, height: 44, source: source))
            XCTAssertEqual(EventText.line(event), "frame 3  height row 7 = 44 (\(source.words))")
        }
        XCTAssertEqual(EventText.line(TableEvent(frame: 1, kind: .heightRequest(row: 0, height: 20, source: .noTemplate))),
                       "frame 1  height row 0 = 20 (no template)")
    }
}
