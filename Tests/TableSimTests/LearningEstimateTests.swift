import Layout
@testable import TableSim
import XCTest

/// Estimates that learn: the running mean, the height seen before, a function of the row.
final class LearningEstimateTests: XCTestCase {
    /// Read down, reload, read back up: with `seen` every row above the screen comes back at
    /// the height it had, so there is nothing to correct; with 44 there is.
    func testSeenHeightsRemoveTheCorrectionsAfterAReload() throws {
        var totals: [String: Double] = [:]
        for estimate in [Estimate.constant(44), .seen] {
            let table = try Fixtures.table(Fixtures.textTemplate(), rows: Fixtures.sentences(400), sizing: .selfSizing(estimate))
            table.reload()
            table.scroll(by: 3_000, frames: 15)
            table.reload()
            table.resetStats()
            table.scroll(by: -3_000, frames: 15)
            totals["\(estimate)"] = table.stats.totalCorrection
        }
        XCTAssertGreaterThan(totals["44"] ?? 0, 0)
        XCTAssertEqual(totals["seen"], 0)
    }

    /// The running mean is the mean of the heights measured before the reload that uses it.
    func testTheRunningMeanIsTheMeanOfTheMeasuredHeights() throws {
        let table = try Fixtures.table(Fixtures.textTemplate(), rows: Fixtures.sentences(200), sizing: .selfSizing(.runningMean))
        table.reload()
        XCTAssertEqual(table.records[150].height, 44, "no height measured before the first reload")
        table.scroll(by: 2_000, frames: 10)
        let measured = (0..<table.rowCount).filter { table.records[$0].isKnown }.map { table.records[$0].height }
        let mean = measured.reduce(0, +) / Double(measured.count)
        table.reload()
        XCTAssertEqual(table.records[150].estimate, mean, accuracy: 1e-9)
    }

    /// A function of the row: each row's estimate is the function of its own text.
    func testAFunctionOfTheRowEstimatesEachRow() throws {
        let f = EstimateFunction(terms: [.init(field: "text", length: true, factor: 0.5)], constant: 20)
        let table = try Fixtures.table(Fixtures.textTemplate(), rows: Fixtures.sentences(50), sizing: .selfSizing(.function(f)))
        table.reload()
        for r in [10, 30, 49] {
            let text = table.row(at: r).value(of: "text").text
            XCTAssertEqual(table.records[r].estimate, Double(text.count) * 0.5 + 20, accuracy: 1e-9)
        }
        XCTAssertEqual(f.description, "$text.length*0.5+20")
        XCTAssertEqual(EstimateFunction(terms: [.init(field: "likes", length: false, factor: -2)], constant: 0).value(for: Row(index: 0, fields: ["likes": .number(9)])), 1,
                       "an estimate is at least 1 pt")
    }
}
