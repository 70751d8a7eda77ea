import XCTest
import TestSupport
import Cassowary
@testable import Layout

final class SceneSmokeTests: XCTestCase {
    /// The programmatic cell end to end: twenty words wrap to four lines of 20 points at
    /// 308 points (SceneLabelSettlingTests), so the cell is 80 + 2 × 6 tall; collapsing the
    /// body leaves the cell's own bottom inset; the fitting size at 200 is what a fresh cell
    /// 200 wide lays out to.
    func testProgrammaticCell() throws {
        func cell(width: Double) throws -> Scene {
            let scene = Scene()
            try scene.addView("cell")
            try scene.addView("body", kind: .label(Label(text: words(20), lines: 0)), parent: "cell")
            try scene.addVisualFormat("H:|-6-[body]-6-|")
            try scene.addVisualFormat("V:|-6-[body]-6-|")
            try scene.setRootSize("cell", .width, width)
            return scene
        }
        let scene = try cell(width: 320)
        assertFrame(scene, "cell", rect(0, 0, 320, 92))
        assertFrame(scene, "body", rect(6, 6, 308, 80))
        XCTAssertEqual(scene.takeConflicts(), [])
        XCTAssertEqual(scene.laidOut().ambiguities().map(\.view), [])
        try scene.setCollapsed("body", true)
        // The body's own insets (its top) go to 0; the cell's bottom inset toward it stays.
        XCTAssertEqual(try scene.laidOut().frame(of: "body").height, 0)
        XCTAssertEqual(try scene.laidOut().frame(of: "cell").height, 6)
        try scene.setCollapsed("body", false)
        assertFrame(scene, "body", rect(6, 6, 308, 80))
        let fitted = try scene.fittingSize(of: "cell", width: 200)
        XCTAssertEqual(fitted.height, try cell(width: 200).laidOut().frame(of: "cell").height)
        assertFrame(scene, "cell", rect(0, 0, 320, 92))
    }
}
