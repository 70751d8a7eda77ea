import Layout
@testable import TableSim
import XCTest

/// TableView composes named parts (issue 32): at most 15 stored properties, each a part with
/// its own invariants and tests, or one of the table's plain values.
final class TableViewPartsTests: XCTestCase {
    func testTheTableKeepsAtMostFifteenStoredProperties() {
        let table = TableView(viewport: Size(width: 320, height: 568))
        let names = Mirror(reflecting: table).children.compactMap(\.label)
        XCTAssertLessThanOrEqual(names.count, 15, names.joined(separator: ", "))
        XCTAssertEqual(names, ["environment", "data", "templates", "sizing", "host", "contentOffset", "history", "records",
                               "storedHeights", "prototypes", "reuse", "changes", "anchoring", "estimates", "prefetcher"])
    }
}
