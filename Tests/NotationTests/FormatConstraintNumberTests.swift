import XCTest
import Notation

final class FormatConstraintNumberTests: XCTestCase {
    func testFourDecimalsWhenTheyHoldTheNumber() {
        XCTAssertEqual(formatConstraintNumber(100), "100")
        XCTAssertEqual(formatConstraintNumber(-0.5), "-0.5")
        XCTAssertEqual(formatConstraintNumber(12.25), "12.25")
        XCTAssertEqual(formatConstraintNumber(0.1 + 0.2), "0.3")
        XCTAssertEqual(formatConstraintNumber(1e12), formatNumber(1e12))
    }

    func testEightDecimalsWhenFourWouldHideADifference() {
        XCTAssertEqual(formatConstraintNumber(99.99999), "99.99999")
        XCTAssertEqual(formatConstraintNumber(-99.99999), "-99.99999")
        XCTAssertEqual(formatConstraintNumber(1.0 / 3), "0.33333333")
        XCTAssertEqual(formatConstraintNumber(-0.00001), "-0.00001")
        XCTAssertEqual(formatConstraintNumber(16.0 / 9), "1.77777778")
        // Within the solver's tolerance of a four-decimal number: printed as that number.
        XCTAssertEqual(formatConstraintNumber(99.99999995), "100")
    }
}
