import Cassowary
import XCTest

/// A constraint's description writes its numbers so that two that conflict never print alike.
final class ConstraintDescriptionTests: XCTestCase {
    func testConstraintsThatConflictNeverPrintAlike() {
        let x = Variable("x")
        XCTAssertEqual((x >= 100).description, "x >= 100")
        XCTAssertEqual((x <= 99.99999).description, "x <= 99.99999")
        XCTAssertEqual((x / 3 == 1).description, "0.33333333*x == 1")
    }
}
