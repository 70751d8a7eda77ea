@testable import TableSim
import XCTest

/// The estimate model on its own: the running mean of the heights measured, each row's last
/// height when kept, and all of it forgotten at once.
final class EstimateModelTests: XCTestCase {
    func testTheRunningMeanIsTheMeanOfEveryHeightMeasured() {
        var model = EstimateModel()
        XCTAssertNil(model.runningMean, "nothing measured yet")
        model.learn(40, key: 1, keepSeen: false)
        model.learn(60, key: 2, keepSeen: false)
        model.learn(80, key: 1, keepSeen: false)
        XCTAssertEqual(model.measuredCount, 3)
        XCTAssertEqual(model.runningMean, 60)
    }

    func testARowsLastHeightIsKeptOnlyWhenAskedFor() {
        var model = EstimateModel()
        model.learn(40, key: 1, keepSeen: false)
        XCTAssertNil(model.seenHeight(key: 1))
        model.learn(50, key: 1, keepSeen: true)
        model.learn(70, key: 1, keepSeen: true)
        model.learn(30, key: 2, keepSeen: true)
        XCTAssertEqual(model.seenHeight(key: 1), 70, "the last height")
        XCTAssertEqual(model.seenHeight(key: 2), 30)
        XCTAssertNil(model.seenHeight(key: 3))
    }

    func testForgettingForgetsTheMeanAndTheRowsTogether() {
        var model = EstimateModel()
        model.learn(50, key: 1, keepSeen: true)
        model.forget()
        XCTAssertNil(model.runningMean)
        XCTAssertEqual(model.measuredSum, 0)
        XCTAssertNil(model.seenHeight(key: 1))
        model.learn(20, key: 1, keepSeen: true)
        XCTAssertEqual(model.runningMean, 20)
    }
}
