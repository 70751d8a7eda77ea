import Notation
import XCTest

final class SaturatingConversionTests: XCTestCase {
    func testNeverTraps() {
        XCTAssertEqual(Int(saturating: 3.9), 3)
        XCTAssertEqual(Int(saturating: -3.9), -3)
        XCTAssertEqual(Int(saturating: .nan), 0)
        XCTAssertEqual(Int(saturating: .infinity), 9_007_199_254_740_992)
        XCTAssertEqual(Int(saturating: -.infinity), -9_007_199_254_740_992)
        XCTAssertEqual(Int(saturating: 1e300), 9_007_199_254_740_992)
        XCTAssertEqual(Int(saturating: -1e300), -9_007_199_254_740_992)
    }
}
