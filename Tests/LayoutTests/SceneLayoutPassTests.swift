import XCTest
import Cassowary
@testable import Layout

/// The layout pass runs at one named point, ``Scene/layoutIfNeeded()``; the queries read what
/// the last pass left and change nothing.
final class SceneLayoutPassTests: XCTestCase {
    private func wrappingCell() throws -> Scene {
        let scene = Scene()
        try scene.addView("cell")
        try scene.setRootSize("cell", .width, 120)
        try scene.addView("body", kind: label(words(8), lines: 0), parent: "cell")
        try scene.addVisualFormat("H:|-8-[body]-8-|")
        try scene.addVisualFormat("V:|-8-[body]-8-|")
        return scene
    }

    func testAChangeWaitsForThePassAndThePassClearsIt() throws {
        let scene = try wrappingCell()
        XCTAssertTrue(scene.needsLayout)
        XCTAssertTrue(scene.needsLayout("body"))
        XCTAssertEqual(scene.takeConflicts(), [], "no conflict to report: taking them lays nothing out")
        XCTAssertTrue(scene.needsLayout)
        scene.layoutIfNeeded()
        XCTAssertFalse(scene.needsLayout)
        // 8 words of 5020 + 7 spaces of 651 units at 17 pt in 104 points: 2 words a line, 4 lines.
        XCTAssertEqual(try scene.frame(of: "body").height, 80)
        try scene.setRootSize("cell", .width, 320)
        XCTAssertTrue(scene.needsLayout("cell"), "a change to the root marks its tree")
    }

    /// Every query asked of a laid-out scene leaves it as it was: the solver makes no pivot,
    /// no constraint changes state, no label changes the width it wraps at.
    func testQueriesChangeNothing() throws {
        let scene = try wrappingCell()
        try scene.addConstraint(spec("body", .height, constant: 500), identifier: "tooTall")
        scene.layoutIfNeeded()
        _ = scene.takeConflicts()
        let pivots = scene.solverStatistics.pivots
        let states = scene.constraintOrder.map { scene.constraints[$0]?.state }
        let wraps = scene.automaticWrapWidths
        _ = try scene.frame(of: "body")
        _ = try scene.absoluteFrame(of: "body")
        _ = try scene.value(of: Anchor("body", .lastBaseline))
        _ = scene.ambiguities()
        _ = try scene.constraintsAffecting(Anchor("body", .height))
        _ = scene.intrinsicSize(of: "body")
        _ = try scene.layoutMargins(of: "cell")
        _ = try scene.snapshot()
        XCTAssertEqual(scene.solverStatistics.pivots, pivots)
        XCTAssertEqual(scene.constraintOrder.map { scene.constraints[$0]?.state }, states)
        XCTAssertEqual(scene.automaticWrapWidths, wraps)
        XCTAssertFalse(scene.needsLayout)
    }

    /// Laying out one tree's change leaves another tree's pending change pending.
    func testTheCellPlacedLaysOutItsOwnTreeOnly() throws {
        let scene = try wrappingCell()
        try scene.addView("other")
        scene.layoutIfNeeded(keepingWrapWidthsOf: "cell")
        XCTAssertFalse(scene.needsLayout("cell"))
        XCTAssertTrue(scene.needsLayout("other"))
    }
}
