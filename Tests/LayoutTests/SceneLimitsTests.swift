import XCTest
import TestSupport
@testable import Layout

/// The scene's limits (SceneLimits): each refused with the limit named, nothing changed; and
/// the work that used to grow with the square of the scene.
final class SceneLimitsTests: XCTestCase {
    func testATreeDeeperThanTheLimitIsRefused() throws {
        let scene = Scene()
        try scene.addView("v0")
        for i in 1...SceneLimits.depth { try scene.addView("v\(i)", parent: "v\(i - 1)") }
        XCTAssertEqual(scene.depth(of: "v\(SceneLimits.depth)"), SceneLimits.depth)
        assertLayoutError(.limit(.depth, about: "v\(SceneLimits.depth)")) {
            try scene.addView("deeper", parent: "v\(SceneLimits.depth)")
        }
        XCTAssertNil(scene.views["deeper"])
        // A sibling higher up is still fine.
        XCTAssertNoThrow(try scene.addView("side", parent: "v3"))
    }

    func testMoreViewsThanTheLimitsAreRefused() throws {
        let scene = Scene()
        try scene.addView("root")
        for i in 1..<SceneLimits.viewsInTree { try scene.addView("v\(i)", parent: "root") }
        assertLayoutError(.limit(.viewsInTree, about: "v1")) { try scene.addView("one.more", parent: "v1") }
        // Removing views makes room again; other trees have their own room.
        try scene.removeView("v1")
        XCTAssertNoThrow(try scene.addView("again", parent: "root"))
        XCTAssertEqual(try scene.laidOut().absoluteFrame(of: "again").width, 0)
        while scene.views.count < SceneLimits.views { try scene.addView("r\(scene.views.count)") }
        assertLayoutError(.limit(.views, about: "one.more")) { try scene.addView("one.more") }
        try scene.removeView("root")
        XCTAssertNil(scene.viewCountOfRoot["root"])
        XCTAssertNoThrow(try scene.addView("room"))
    }

    func testUserConstraintsAreCountedAndLimited() throws {
        let scene = Scene()
        try scene.addView("a")
        try scene.addView("b", parent: "a")
        scene.userConstraintCount = SceneLimits.constraints - 1
        try scene.addConstraint(spec("b", .width, constant: 10))
        assertLayoutError(.limit(.constraints)) { try scene.addConstraint(spec("b", .height, constant: 10)) }
        // A Visual Format line is all or nothing.
        XCTAssertThrowsError(try scene.addVisualFormat("H:|-[b]-|")) { error in
            XCTAssertEqual(error as? VisualFormatFailure, .layout(.limit(.constraints)))
        }
        XCTAssertEqual(scene.userConstraintCount, SceneLimits.constraints)
        XCTAssertEqual(scene.constraintOrder.filter { !scene.constraints[$0]!.origin.isSystem }.count, 1)
        // Removing a view removes its constraints from the count; the engine's own are not counted.
        try scene.setRootSize("a", .width, 100)
        try scene.removeView("b")
        XCTAssertEqual(scene.userConstraintCount, SceneLimits.constraints - 1)
    }

    func testLongNamesAreRefused() throws {
        let scene = Scene()
        let long = String(repeating: "é", count: 129)
        assertLayoutError(.limit(.nameBytes, about: long)) { try scene.addView(long) }
        try scene.addView(String(repeating: "é", count: 128))
        assertLayoutError(.limit(.nameBytes, about: long)) { try scene.addConstraint(spec(String(repeating: "é", count: 128), .width, constant: 1), identifier: long) }
    }

    /// A constraint that names a removed view in an extra term goes with it.
    func testRemovingAViewRemovesConstraintsThatNameItAnywhere() throws {
        let scene = Scene()
        try scene.addView("cell")
        try scene.addView("a", parent: "cell")
        try scene.addView("b", parent: "cell")
        var s = spec("a", .width, constant: 10)
        s.extraTerms = [ConstraintSpec.ExtraTerm(anchor: Anchor("b", .width), coefficient: 1)]
        let id = try scene.addConstraint(s)
        try scene.removeView("b")
        XCTAssertNil(scene.constraints[id])
        XCTAssertEqual(scene.userConstraintCount, 0)
        XCTAssertEqual(try scene.laidOut().absoluteFrame(of: "a").width, 0)
    }

    /// Settling looks at a tree's labels only: labels in a tree of many plain views still
    /// wrap at the width they get.
    func testLabelsSettleAmongManyPlainViews() throws {
        let scene = Scene()
        try scene.addView("root")
        for i in 0..<200 { try scene.addView("v\(i)", parent: "root") }
        try scene.addView("body", kind: label("one two three four five six seven eight nine ten", lines: 0), parent: "root")
        try scene.addConstraint(spec("body", .width, constant: 60))
        try scene.setRootSize("root", .width, 320)
        let narrow = try scene.laidOut().absoluteFrame(of: "body")
        XCTAssertEqual(narrow.width, 60)
        XCTAssertGreaterThan(narrow.height, 60, "the label wraps at 60 pt onto several lines")
        try scene.removeView("body")
        XCTAssertNil(scene.labelsOfRoot["root"])
    }

    /// The banded edit distance agrees with the full one wherever it is within the bound.
    func testBandedEditDistanceAgreesWithTheFullOne() {
        var random = SplitMix64(seed: 18)
        let letters: [Character] = ["a", "b", "c", "é"]
        for _ in 0..<3_000 {
            let a = (0..<random.int(0...9)).map { _ in random.pick(letters) }
            let b = (0..<random.int(0...9)).map { _ in random.pick(letters) }
            let bound = random.int(0...4)
            let full = editDistance(a, b)
            let banded = editDistance(a, b, atMost: bound)
            XCTAssertEqual(banded, min(full, bound + 1), "\(String(a)) / \(String(b)) within \(bound)")
        }
        // Two long names cost their length: a million-cell table would not finish quickly.
        let long = Array(String(repeating: "é", count: 200_000))
        XCTAssertEqual(editDistance(long, long + ["x"], atMost: 3), 1)
        XCTAssertNil(closestName(to: String(repeating: "é", count: 200_000), in: [String(repeating: "é", count: 200_004)]))
    }
}

/// Labels settle when something is read, not after every change (a script of 10,000 wrapping
/// labels re-measured all of them at every line), unless a constraint of the user's pins a
/// baseline: settling can then make a required conflict, which is reported at once.
final class SceneDeferredSettlingTests: XCTestCase {
    func testChangesWaitForARead() throws {
        let scene = Scene()
        try scene.addView("root")
        try scene.setRootSize("root", .width, 100)
        for i in 0..<50 {
            try scene.addView("l\(i)", kind: label("one two three four five six", lines: 0), parent: "root")
            try scene.addConstraint(spec("l\(i)", .width, constant: 40))
            XCTAssertEqual(scene.takeConflicts(), [])
        }
        XCTAssertTrue(scene.automaticWrapWidths.isEmpty, "nothing read, nothing settled")
        XCTAssertEqual(try scene.laidOut().absoluteFrame(of: "l49").width, 40)
        XCTAssertEqual(scene.automaticWrapWidths.count, 50)
        XCTAssertTrue(scene.unsettledRoots.isEmpty)
    }

    func testABaselinePinnedByTheUserSettlesAtOnce() throws {
        let scene = Scene()
        try scene.addView("root")
        try scene.addView("l", kind: label("one two three four five six", lines: 0), parent: "root")
        try scene.addConstraint(spec("l", .lastBaseline, .equal, "root", .top, constant: 30))
        XCTAssertEqual(scene.userBaselineConstraintCount, 1)
        try scene.addConstraint(spec("l", .width, constant: 40))
        _ = scene.takeConflicts()
        XCTAssertTrue(scene.unsettledRoots.isEmpty, "settled with the line")
        try scene.removeView("l")
        XCTAssertEqual(scene.userBaselineConstraintCount, 0)
    }
}
