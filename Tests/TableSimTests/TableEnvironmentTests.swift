import Layout
@testable import TableSim
import XCTest

/// The table's environment on its own: sides and separators never negative, values that
/// are not numbers ignored, a text size the app has not heard of kept until it does, and none
/// kept while the app observes text sizes.
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
        XCTAssertNil(env.setApp(AppChoices(observesTextSize: false)))
        XCTAssertNil(env.userChose(.large))
        XCTAssertNil(env.unobservedCategory, "the app's own size is not pending")
        XCTAssertNil(env.userChose(.extraLarge), "an app that does not observe does not hear of it")
        XCTAssertEqual(env.unobservedCategory, .extraLarge)
        XCTAssertEqual(env.systemCategory, .extraLarge)
        XCTAssertEqual(env.category, .large)
        XCTAssertEqual(env.takeUnobserved(), .extraLarge)
        XCTAssertNil(env.takeUnobserved())
        XCTAssertTrue(env.setCategory(.extraLarge))
        XCTAssertFalse(env.setCategory(.extraLarge))
        XCTAssertEqual(env.systemCategory, .extraLarge)
    }

    func testWhileTheAppObservesTextSizesNoneIsPending() {
        var env = TableEnvironment(viewport: Size(width: 320, height: 568), separator: nil)
        XCTAssertTrue(env.app.observesTextSize, "a correct app observes them")
        XCTAssertEqual(env.userChose(.extraLarge), .extraLarge, "the app hears of it at once")
        XCTAssertNil(env.unobservedCategory)
        XCTAssertNil(env.setApp(AppChoices(observesTextSize: false)))
        XCTAssertNil(env.userChose(.small))
        XCTAssertEqual(env.unobservedCategory, .small)
        XCTAssertNil(env.setApp(AppChoices(sizingCellWidth: 300, observesTextSize: false)), "still not observing: still pending")
        XCTAssertEqual(env.unobservedCategory, .small)
        XCTAssertEqual(env.setApp(AppChoices()), .small, "an app that starts to observe hears of the pending size")
        XCTAssertNil(env.unobservedCategory)
        XCTAssertNil(env.setApp(AppChoices()), "heard once")
    }

    func testTheSizingCellFollowsTheTableUnlessTheAppKeepsAWidth() {
        var env = TableEnvironment(viewport: Size(width: 320, height: 568), separator: nil)
        XCTAssertEqual(env.sizingCellWidth, 320)
        _ = env.setWidth(480)
        XCTAssertEqual(env.sizingCellWidth, 480)
        _ = env.setApp(AppChoices(sizingCellWidth: 320))
        _ = env.setWidth(568)
        XCTAssertEqual(env.sizingCellWidth, 320, "the width the app keeps")
        _ = env.setApp(AppChoices())
        XCTAssertEqual(env.sizingCellWidth, 568)
    }

    func testTheTablesAppChoicesAreItsEnvironments() throws {
        let table = try Fixtures.table(Fixtures.textTemplate(), rows: Fixtures.sentences(50), sizing: .prototype)
        table.reload()
        table.setApp(AppChoices(observesTextSize: false))
        XCTAssertNil(table.textSizeChanged(to: .extraLarge))
        XCTAssertEqual(table.unobservedCategory, .extraLarge)
        XCTAssertEqual(table.category, .large)
        table.setApp(AppChoices())
        XCTAssertEqual(table.app, AppChoices())
        XCTAssertNil(table.unobservedCategory)
        XCTAssertEqual(table.category, .extraLarge, "heard when the app starts to observe")
    }
}
