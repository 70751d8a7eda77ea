import XCTest
import TestSupport
import Cassowary
@testable import Layout

/// Fitting sizes (compressed and expanded), `constraintsAffecting`, and ambiguity.
final class SceneFittingAndDiagnosticsTests: XCTestCase {
    /// A box of 20…300 × 10…100 with 8 pt margins in a cell.
    func makeBoxCell() throws -> Scene {
        let scene = Scene()
        try scene.addView("cell")
        try scene.addView("box", parent: "cell")
        try scene.addConstraint(spec("box", .width, .greaterOrEqual, constant: 20))
        try scene.addConstraint(spec("box", .width, .lessOrEqual, constant: 300))
        try scene.addConstraint(spec("box", .height, .greaterOrEqual, constant: 10))
        try scene.addConstraint(spec("box", .height, .lessOrEqual, constant: 100))
        try scene.addVisualFormat("H:|-8-[box]-8-|")
        try scene.addVisualFormat("V:|-8-[box]-8-|")
        return scene
    }

    /// Compressed: 8 + 20 + 8 = 36 by 8 + 10 + 8 = 26. Expanded: 316 by 116. With a width
    /// of 200 held (as a table sizes a cell), only the height is fitted.
    func testCompressedAndExpanded() throws {
        let scene = try makeBoxCell()
        XCTAssertEqual(try scene.fittingSize(of: "cell", .compressed), Size(width: 36, height: 26))
        XCTAssertEqual(try scene.fittingSize(of: "cell", .expanded), Size(width: 316, height: 116))
        XCTAssertEqual(try scene.fittingSize(of: "cell", .compressed, width: 200), Size(width: 200, height: 26))
        XCTAssertEqual(try scene.fittingSize(of: "cell", .expanded, width: 200), Size(width: 200, height: 116))
        // A width the constraints cannot take: held at fitting priority, it gives way.
        XCTAssertEqual(try scene.fittingSize(of: "cell", .compressed, width: 1000, horizontalPriority: .fittingSizeLevel),
                       Size(width: 316, height: 26))
        XCTAssertTrue(scene.takeConflicts().isEmpty, "fitting probes are never required conflicts")
    }

    /// A fitting computation leaves the scene as it was: the root's own size back in force,
    /// the same frames, no probe left behind.
    func testFittingLeavesTheSceneAsItWas() throws {
        let scene = try makeBoxCell()
        try scene.setRootSize("cell", .width, 250)
        try scene.setRootSize("cell", .height, 60)
        let ids = scene.constraintOrder
        XCTAssertEqual(try scene.laidOut().frame(of: "box"), rect(8, 8, 234, 44))
        _ = try scene.fittingSize(of: "cell", .expanded)
        _ = try scene.fittingSize(of: "cell", .compressed, width: 100)
        XCTAssertEqual(try scene.laidOut().frame(of: "box"), rect(8, 8, 234, 44))
        XCTAssertEqual(try scene.laidOut().frame(of: "cell"), rect(0, 0, 250, 60))
        XCTAssertEqual(scene.constraintOrder, ids)
        XCTAssertEqual(try scene.constraint("cell.root.width").state, .active)
        XCTAssertEqual(try scene.constraint("cell.root.height").state, .active)
        XCTAssertEqual(scene.solvers.values.reduce(0) { $0 + $1.constraints.count }, scene.constraints.values.filter { $0.enforced != nil }.count)
    }

    /// Fitting a subview (a cell's content view) at another width than the one it has is a
    /// question, not a change: afterwards the scene is as it was, and nothing stays broken.
    /// At 200: body 188 → 4 words a line → 5 lines → 99 → 6 + 99 + 6 = 111. In the 320 cell:
    /// content 320 × 92, body 308 × 80.
    func testFittingASubviewLeavesNothingBroken() throws {
        let scene = Scene()
        try scene.addView("cell")
        try scene.setRootSize("cell", .width, 320)
        try scene.addView("content", parent: "cell")
        try scene.addView("body", kind: label(words(20), lines: 0), parent: "content")
        try scene.addVisualFormat("H:|[content]|")
        try scene.addVisualFormat("V:|[content]|")
        try scene.addVisualFormat("H:|-6-[body]-6-|")
        try scene.addVisualFormat("V:|-6-[body]-6-|")
        XCTAssertEqual(try scene.laidOut().frame(of: "content"), rect(0, 0, 320, 92))
        XCTAssertEqual(try scene.fittingSize(of: "content", width: 200), Size(width: 200, height: 111))
        // BUG: the fitting width (required) conflicts with the content's edges in the 320 cell; the user's constraint c2 (cell.trailing == content.trailing) is broken and stays broken after the fitting: content ends up 195 × 111, body 183 × 99.
        XCTAssertTrue(scene.constraintOrder.allSatisfy { scene.constraints[$0]?.state != .broken })
        XCTAssertEqual(try scene.laidOut().frame(of: "content"), rect(0, 0, 320, 92))
        XCTAssertEqual(try scene.laidOut().frame(of: "body"), rect(6, 6, 308, 80))
    }

    /// A cell with a wrapping label fitted at several widths: 20 words, margins 6.
    /// 320: body 308 → 6 words a line → 4 lines → 80 → 92.   200: body 188 → 4 a line → 5 lines → 99 → 111.
    /// 120: body 108 = 13011.8 units → 2 words (10691) a line → 10 lines → 197.89 → 198 → 210.
    func testFittingAWrappingLabel() throws {
        let scene = Scene()
        try scene.addView("cell")
        try scene.addView("body", kind: label(words(20), lines: 0), parent: "cell")
        try scene.addVisualFormat("H:|-6-[body]-6-|")
        try scene.addVisualFormat("V:|-6-[body]-6-|")
        XCTAssertEqual(try scene.fittingSize(of: "cell", width: 320), Size(width: 320, height: 92))
        XCTAssertEqual(try scene.fittingSize(of: "cell", width: 200), Size(width: 200, height: 111))
        XCTAssertEqual(try scene.fittingSize(of: "cell", width: 120), Size(width: 120, height: 210))
        XCTAssertEqual(try scene.fittingSize(of: "cell", width: 320), Size(width: 320, height: 92))
    }

    // MARK: constraintsAffecting

    /// The programmatic cell: `c1` `c2` are H:|-6-[body]-6-|, `c3` `c4` are V:|-6-[body]-6-|.
    func testConstraintsAffecting() throws {
        let scene = Scene()
        try scene.addView("cell")
        try scene.addView("body", kind: label(words(20), lines: 0), parent: "cell")
        XCTAssertEqual(try scene.addVisualFormat("H:|-6-[body]-6-|"), ["c1", "c2"])
        XCTAssertEqual(try scene.addVisualFormat("V:|-6-[body]-6-|"), ["c3", "c4"])
        try scene.setRootSize("cell", .width, 320)
        // The body's width: its two margins and the cell's width, nothing vertical.
        XCTAssertEqual(try scene.laidOut().constraintsAffecting(Anchor("body", .width)), ["c1", "c2", "cell.root.width"])
        XCTAssertEqual(try scene.laidOut().constraintsAffecting(Anchor("cell", .width)), ["cell.root.width"])
        XCTAssertEqual(try scene.laidOut().constraintsAffecting(Anchor("body", .left)), ["cell.root.left", "c1"])
        // The cell's height: the vertical margins and the label's height (its text).
        let cellHeight = try scene.laidOut().constraintsAffecting(Anchor("cell", .height))
        XCTAssertTrue(cellHeight.contains("c3") && cellHeight.contains("c4"), "\(cellHeight)")
        XCTAssertTrue(cellHeight.contains { $0.hasPrefix("body.intrinsic.height") }, "\(cellHeight)")
        XCTAssertFalse(cellHeight.contains("c1") || cellHeight.contains("c2") || cellHeight.contains("cell.root.width"),
                       "\(cellHeight)")
        assertLayoutError(.unknownView("bdy", suggestion: "body")) { try scene.laidOut().constraintsAffecting(Anchor("bdy", .width)) }
    }

    // MARK: Ambiguity

    /// A view with a width, a top and a height but no horizontal position: its left is free
    /// and reported, with another value it could take.
    func testViewWithNoHorizontalPositionIsAmbiguous() throws {
        let scene = Scene()
        try scene.addView("cell")
        try scene.setRootSize("cell", .width, 300)
        try scene.setRootSize("cell", .height, 100)
        try scene.addView("a", parent: "cell")
        try scene.addConstraint(spec("a", .width, constant: 50))
        try scene.addConstraint(spec("a", .top, .equal, "cell"))
        try scene.addConstraint(spec("a", .height, constant: 10))
        let found = scene.laidOut().ambiguities()
        // BUG: an attribute that no constraint mentions (a.left here) is never reported: ambiguities() is [] and the snapshot marks 'a' as not ambiguous.
        XCTAssertEqual(found.map { "\($0.view).\($0.attribute)" }, ["a.left"])
        if let left = found.first { XCTAssertNotEqual(left.value, left.alternative) }
        XCTAssertTrue(scene.laidOut().hasAmbiguousLayout)
        XCTAssertEqual(try scene.laidOut().snapshot().views.first { $0.name == "a" }?.isAmbiguous, true)

        try scene.addConstraint(spec("a", .leading, .equal, "cell", constant: 5))
        XCTAssertTrue(scene.laidOut().ambiguities().isEmpty)
        XCTAssertFalse(scene.laidOut().hasAmbiguousLayout)
    }

    /// A view with a position but no width: the width is free and reported.
    func testViewWithNoWidthIsAmbiguous() throws {
        let scene = Scene()
        try scene.addView("cell")
        try scene.setRootSize("cell", .width, 300)
        try scene.setRootSize("cell", .height, 300)
        try scene.addView("a", parent: "cell")
        try scene.addVisualFormat("H:|-10-[a]")
        try scene.addVisualFormat("V:|-10-[a(20)]")
        // BUG: same as above: a.width is mentioned by no constraint, so it is not reported (ambiguities() is []).
        XCTAssertEqual(scene.laidOut().ambiguities().map { "\($0.view).\($0.attribute)" }, ["a.width"])
    }

    /// A horizontal position that an inequality alone bounds (`a.leading >= cell.leading`) is
    /// ambiguous too, and is reported.
    func testPositionBoundedOnOneSideIsAmbiguous() throws {
        let scene = Scene()
        try scene.addView("cell")
        try scene.setRootSize("cell", .width, 300)
        try scene.setRootSize("cell", .height, 100)
        try scene.addView("a", parent: "cell")
        try scene.addVisualFormat("V:|[a(10)]")
        try scene.addVisualFormat("H:|-(>=8)-[a(50)]")
        let found = scene.laidOut().ambiguities()
        XCTAssertEqual(found.map { "\($0.view).\($0.attribute)" }, ["a.left"])
        if let left = found.first {
            XCTAssertNotEqual(left.value, left.alternative)
            XCTAssertGreaterThanOrEqual(left.alternative, 8, "the alternative is a value the constraints allow")
        }
        try scene.addVisualFormat("H:[a]-(>=8)-|")
        XCTAssertEqual(scene.laidOut().ambiguities().map { "\($0.view).\($0.attribute)" }, ["a.left"], "still free between 8 and 242")
        try scene.addVisualFormat("H:[a]-8-|")
        XCTAssertTrue(scene.laidOut().ambiguities().isEmpty)
        XCTAssertEqual(try scene.laidOut().frame(of: "a"), rect(242, 0, 50, 10))
    }

    /// A self-sizing cell whose root height is free is not ambiguous: its content decides it.
    func testSelfSizingCellIsNotAmbiguous() throws {
        let scene = Scene()
        try scene.addView("cell")
        try scene.addView("body", kind: label(words(20), lines: 0), parent: "cell")
        try scene.addVisualFormat("H:|-6-[body]-6-|")
        try scene.addVisualFormat("V:|-6-[body]-6-|")
        try scene.setRootSize("cell", .width, 320)
        XCTAssertTrue(scene.laidOut().ambiguities().isEmpty, "\(scene.laidOut().ambiguities())")
    }

    /// A scene that does not explain its conflicts still breaks the same constraint, and names
    /// it alone (no search for the minimal set: what a caller asking "can these hold?" needs).
    func testAConflictWithoutItsExplanation() throws {
        for explains in [true, false] {
            let scene = Scene()
            scene.explainsConflicts = explains
            try scene.addView("box")
            try scene.addView("inner", parent: "box")
            try scene.addConstraint(spec("box", .width, .equal, constant: 100), identifier: "boxWidth")
            try scene.addConstraint(spec("inner", .width, .equal, "box", .width), identifier: "same")
            try scene.addConstraint(spec("inner", .width, .equal, constant: 120), identifier: "wide")
            let conflicts = scene.takeConflicts()
            XCTAssertEqual(conflicts.map(\.broken), ["wide"])
            XCTAssertEqual(conflicts.first?.constraints, explains ? ["boxWidth", "same", "wide"] : ["wide"])
            XCTAssertEqual(scene.copy().explainsConflicts, explains)
        }
    }
}

/// A question never changes what it asks about: `fittingSize` leaves the scene exactly as it
/// was, its solver's state and counters included, so the layouts that follow are the ones
/// there would have been without it.
final class SceneFittingIsAQuestionTests: XCTestCase {
    func testFittingLeavesTheSceneAsItWas() throws {
        let scene = Scene()
        try scene.addView("cell")
        try scene.addView("message", kind: .label(Label(text: "Some text that is long enough to wrap onto more than one line",
                                                        lines: 0)), parent: "cell")
        try scene.addView("media", kind: .image(Size(width: 24, height: 24)), parent: "cell")
        try scene.addView("other")
        try scene.addVisualFormat("H:|-10-[message]-10-[media]-10-|")
        try scene.addVisualFormat("V:|-10-[message]-10-|")
        try scene.setRootSize("cell", .width, 320)
        let frames = { try ["cell", "message", "media"].map { try scene.laidOut().frame(of: $0) } }
        let before = try frames()
        let statistics = scene.solverStatistics
        for width in [100.0, 320, 1000] {
            _ = try scene.fittingSize(of: "cell", .compressed, width: width)
            _ = try scene.fittingSize(of: "message", .expanded)
        }
        XCTAssertEqual(scene.solverStatistics, statistics)
        XCTAssertEqual(try frames(), before)
        XCTAssertTrue(scene.takeConflicts().isEmpty)
    }

}
