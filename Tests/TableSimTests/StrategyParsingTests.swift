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
}
