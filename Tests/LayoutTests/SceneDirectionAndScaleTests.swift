import XCTest
import TestSupport
import Cassowary
@testable import Layout

/// Right-to-left leading/trailing, and rounding frames to the pixel grid at scales 1, 2 and 3.
final class SceneDirectionAndScaleTests: XCTestCase {
    func makeRow() throws -> Scene {
        let scene = Scene()
        try scene.addView("sup")
        try scene.setRootSize("sup", .width, 300)
        try scene.setRootSize("sup", .height, 100)
        try scene.addView("a", parent: "sup")
        try scene.addView("b", parent: "sup")
        try scene.addVisualFormat("V:|[a(10)]")
        try scene.addVisualFormat("V:|[b(10)]")
        return scene
    }

    /// `H:|-8-[a(50)]-10-[b(40)]` (the default direction option, leading to trailing).
    /// Left to right: a at 8, b at 8 + 50 + 10 = 68.
    /// Right to left, leading is the right edge and the constants run leftwards, as in UIKit:
    /// a's right edge 8 from the superview's right edge: x = 300 − 8 − 50 = 242;
    /// b's right edge 10 left of a's left edge: 242 − 10 = 232, x = 232 − 40 = 192.
    func testVisualFormatRightToLeft() throws {
        let scene = try makeRow()
        try scene.addVisualFormat("H:|-8-[a(50)]-10-[b(40)]")
        assertFrame(scene, "a", rect(8, 0, 50, 10))
        assertFrame(scene, "b", rect(68, 0, 40, 10))
        scene.setDirection(.rightToLeft)
        // BUG: in right-to-left, leading/trailing swap edges but the constants keep their sign: a lands at x 258 (its right edge 8 pt outside the superview) and b at 228, overlapping a.
        assertFrame(scene, "a", rect(242, 0, 50, 10))
        assertFrame(scene, "b", rect(192, 0, 40, 10))
        scene.setDirection(.leftToRight)
        assertFrame(scene, "a", rect(8, 0, 50, 10))
        assertFrame(scene, "b", rect(68, 0, 40, 10))
    }

    /// The same with anchors written by hand: `a.leading == sup.leading + 8`,
    /// `b.leading == a.trailing + 10`.
    func testLeadingTrailingConstraintsRightToLeft() throws {
        let scene = try makeRow()
        try scene.addConstraint(spec("a", .leading, .equal, "sup", constant: 8))
        try scene.addConstraint(spec("a", .width, constant: 50))
        try scene.addConstraint(spec("b", .leading, .equal, "a", .trailing, constant: 10))
        try scene.addConstraint(spec("b", .width, constant: 40))
        scene.setDirection(.rightToLeft)
        // BUG: same as above: in right-to-left the constant of a leading/trailing constraint is not mirrored (a.x 258 instead of 242, b.x 228 instead of 192).
        XCTAssertEqual(scene.v("sup", .right) - scene.v("a", .right), 8, "a's leading margin")
        XCTAssertEqual(scene.v("a", .left) - scene.v("b", .right), 10, "gap between a and b")
    }

    /// Edges that hold with no constant are the same either way, and left/right never flip.
    func testDirectionMirrorsZeroConstantsAndKeepsLeftRight() throws {
        let scene = try makeRow()
        try scene.addConstraint(spec("a", .leading, .equal, "sup"))
        try scene.addConstraint(spec("a", .width, constant: 50))
        try scene.addConstraint(spec("b", .left, .equal, "sup", constant: 8))
        try scene.addConstraint(spec("b", .width, constant: 40))
        assertFrame(scene, "a", rect(0, 0, 50, 10))
        scene.setDirection(.rightToLeft)
        assertFrame(scene, "a", rect(250, 0, 50, 10))
        assertFrame(scene, "b", rect(8, 0, 40, 10))
        XCTAssertEqual(scene.direction, .rightToLeft)
        XCTAssertTrue(scene.takeConflicts().isEmpty)
    }

    // MARK: Pixel grid

    /// A view from x 10.3, 20.3 wide (right edge 30.6), each edge rounded to the nearest pixel:
    /// scale 1: 10 … 31 → (10, 21); scale 2: 20.6 → 21 px = 10.5, 61.2 → 61 px = 30.5 → (10.5, 20);
    /// scale 3: 30.9 → 31 px = 10.333…, 91.8 → 92 px = 30.666… → (31/3, 61/3 wide).
    func testFramesRoundEdgeByEdge() throws {
        let scene = Scene()
        try scene.addView("sup")
        try scene.setRootSize("sup", .width, 100)
        try scene.setRootSize("sup", .height, 100)
        try scene.addView("v", parent: "sup")
        try scene.addConstraint(spec("v", .left, .equal, "sup", constant: 10.3))
        try scene.addConstraint(spec("v", .width, constant: 20.3))
        try scene.addConstraint(spec("v", .top, .equal, "sup", constant: 0.25))
        try scene.addConstraint(spec("v", .height, constant: 0.5))
        // Vertically top 0.25, bottom 0.75: scale 1 → 0 … 1; scale 2 → 0.5 px and 1.5 px round
        // away from zero (UIKit's round()) → 1 px … 2 px = 0.5 … 1; scale 3 → 0.75 px → 1 px,
        // 2.25 px → 2 px = 1/3 … 2/3.
        assertFrame(scene, "v", rect(10, 0, 21, 1))
        try scene.setScale(2)
        assertFrame(scene, "v", rect(10.5, 0.5, 20, 0.5))
        try scene.setScale(3)
        assertFrame(scene, "v", rect(31.0 / 3, 1.0 / 3, 92.0 / 3 - 31.0 / 3, 2.0 / 3 - 1.0 / 3), accuracy: 1e-12)
        XCTAssertEqual(scene.v("v", .left), 10.3, accuracy: 1e-12, "values before rounding are exact")
    }

    /// Neighbours that touch before rounding touch after it, at every scale: rounding is by
    /// edge, so no gap or overlap of a pixel appears between them.
    func testNeighboursStayFlushAfterRounding() throws {
        for scale in [1.0, 2.0, 3.0] {
            for step in 0..<40 {
                let scene = Scene()
                try scene.setScale(scale)
                try scene.addView("sup")
                try scene.setRootSize("sup", .width, 320)
                try scene.setRootSize("sup", .height, 50)
                var previous = "sup"
                for i in 0..<5 {
                    let name = "v\(i)"
                    try scene.addView(name, parent: "sup")
                    try scene.addVisualFormat("V:|[\(name)(10)]")
                    try scene.addConstraint(spec(name, .left, .equal, previous, i == 0 ? .left : .right,
                                                 constant: i == 0 ? Double(step) * 0.137 : 0))
                    try scene.addConstraint(spec(name, .width, constant: 10.1 + Double(step) * 0.0731 * Double(i + 1)))
                    previous = name
                }
                for i in 1..<5 {
                    let left = try scene.laidOut().absoluteFrame(of: "v\(i - 1)"), right = try scene.laidOut().absoluteFrame(of: "v\(i)")
                    XCTAssertEqual(left.maxX, right.x, "scale \(scale) step \(step) v\(i)")
                    XCTAssertEqual((right.x * scale).rounded(), right.x * scale, accuracy: 1e-9, "on the pixel grid")
                }
            }
        }
    }

    /// A frame in its superview's coordinates is the difference of the rounded absolute frames,
    /// so a child flush with its parent's edge stays flush.
    func testRelativeFramesFromRoundedAbsoluteFrames() throws {
        let scene = Scene()
        try scene.addView("root")
        try scene.setRootSize("root", .width, 100)
        try scene.setRootSize("root", .height, 100)
        try scene.addView("box", parent: "root")
        try scene.addView("inner", parent: "box")
        try scene.addConstraint(spec("box", .left, .equal, "root", constant: 10.4))
        try scene.addConstraint(spec("box", .top, .equal, "root", constant: 10.6))
        try scene.addConstraint(spec("box", .width, constant: 50))
        try scene.addConstraint(spec("box", .height, constant: 50))
        try scene.addConstraint(spec("inner", .left, .equal, "box", constant: 0.2))
        try scene.addConstraint(spec("inner", .top, .equal, "box"))
        try scene.addConstraint(spec("inner", .right, .equal, "box"))
        try scene.addConstraint(spec("inner", .height, constant: 5))
        // box: 10.4 → 10, 60.4 → 60; 10.6 → 11, 60.6 → 61. inner: 10.6 → 11, 60.4 → 60.
        XCTAssertEqual(try scene.laidOut().absoluteFrame(of: "box"), rect(10, 11, 50, 50))
        XCTAssertEqual(try scene.laidOut().frame(of: "inner"), rect(1, 0, 49, 5))
        XCTAssertEqual(try scene.laidOut().absoluteFrame(of: "inner"), rect(11, 11, 49, 5))
    }
}
