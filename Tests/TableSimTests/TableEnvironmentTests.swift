import Layout
@testable import TableSim
import XCTest

/// The table's environment on its own: sides and separators never negative, values that
/// are not numbers ignored, and a text size the app has not heard of kept until it does.
final class TableEnvironmentTests: XCTestCase {
    func testSidesAndSeparatorsAreNeverNegative() {
        var env = TableEnvironment(viewport: Size(width: -10, height: -1), separator: -3)
        XCTAssertEqual(env.viewport, Size(width: 0, height: 0))
        XCTAssertEqual(env.separatorOverride, 0)
        XCTAssertTrue(env.setWidth(320))
        XCTAssertFalse(env.setWidth(320), "the same width changes nothing")
        XCTAssertFalse(env.setWidth(.nan))
        XCTAssertEqual(env.viewport.width, 320)
        env.setHeight(568)
        env.setHeight(.infinity)
        XCTAssertEqual(env.viewport.height, 568)
        env.setHeight(-5)
        XCTAssertEqual(env.viewport.height, 0)
        env.setSeparator(0.5)
        env.setSeparator(.nan)
        XCTAssertEqual(env.separatorOverride, 0.5)
        env.setSeparator(nil)
        XCTAssertNil(env.separatorOverride)
        XCTAssertEqual(TableEnvironment(viewport: Size(width: 1, height: 1), separator: .nan).separatorOverride, 0)
    }

    func testATextSizeTheAppHasNotHeardOfIsPendingUntilTaken() {
        var env = TableEnvironment(viewport: Size(width: 320, height: 568), separator: nil)
        XCTAssertEqual(env.category, .large)
        env.chooseUnobserved(.large)
        XCTAssertNil(env.unobservedCategory, "the app's own size is not pending")
        env.chooseUnobserved(.extraLarge)
        XCTAssertEqual(env.unobservedCategory, .extraLarge)
        XCTAssertEqual(env.systemCategory, .extraLarge)
        XCTAssertEqual(env.category, .large)
        XCTAssertEqual(env.takeUnobserved(), .extraLarge)
        XCTAssertNil(env.takeUnobserved())
        XCTAssertTrue(env.setCategory(.extraLarge))
        XCTAssertFalse(env.setCategory(.extraLarge))
        XCTAssertEqual(env.systemCategory, .extraLarge)
    }
}
