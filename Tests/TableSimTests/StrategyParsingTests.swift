import TableSim
import XCTest

final class StrategyParsingTests: XCTestCase {
    func testShellWords() throws {
        XCTAssertEqual(try SizingStrategy(parsing: ["fixed", "60"]), .fixed(60))
        XCTAssertEqual(try SizingStrategy(parsing: ["selfsizing", "estimate=44"]), .selfSizing(.constant(44)))
        XCTAssertEqual(try SizingStrategy(parsing: ["estimated", "estimate=min", "cache=on"]), .estimated(.templateMinimum, cached: true))
        XCTAssertEqual(try SizingStrategy(parsing: ["precomputed", "threads=2"]), .precomputed(threads: 2))
        XCTAssertThrowsError(try SizingStrategy(parsing: ["magic"]))
        XCTAssertThrowsError(try SizingStrategy(parsing: ["estimated", "estimate=-3"]))
        for s: SizingStrategy in [.fixed(44), .prototype, .cached, .estimated(.constant(50), cached: true), .selfSizing(.templateMinimum),
                                  .manual, .precomputed(threads: 2)] {
            XCTAssertEqual(try SizingStrategy(parsing: s.description.split(separator: " ").map(String.init)), s)
        }
    }

    /// Bad options are refused, each with the offset of its word in the words joined by spaces.
    func testRefusalsPointAtTheWordAtFault() {
        func offset(_ words: [String]) -> Int? {
            do { _ = try SizingStrategy(parsing: words); return nil } catch {
                guard case .syntax(_, let offset) = error else { return -1 }
                return offset
            }
        }
        XCTAssertEqual(offset(["magic"]), 0)
        XCTAssertEqual(offset(["estimated", "estimate=-3"]), 10)
        XCTAssertEqual(offset(["estimated", "cache=on", "estimate=0"]), 19)
        XCTAssertEqual(offset(["estimated", "cache=maybe"]), 10)
        XCTAssertEqual(offset(["prototype", "3"]), 10)
        XCTAssertEqual(offset(["fixed", "40", "50"]), 9)
        XCTAssertEqual(offset(["selfsizing", "thread=2"]), 11)
        XCTAssertEqual(offset(["fixed", "height=40", "height=3"]), 16)
        XCTAssertEqual(offset(["precomputed", "threads=0"]), 12)
        XCTAssertEqual(try SizingStrategy(parsing: ["estimated", "30", "cache=off"]), .estimated(.constant(30), cached: false))
        XCTAssertEqual(try SizingStrategy(parsing: ["SelfSizing", "min"]), .selfSizing(.templateMinimum))
    }
}
