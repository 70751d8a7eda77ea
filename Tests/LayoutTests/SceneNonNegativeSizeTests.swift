import XCTest
import TestSupport
import Cassowary
@testable import Layout

/// Sizes are never negative (issue 19, item 0): every view's width and height are at least 0,
/// a required constraint of the engine's own that a conflict names, as UIKit's engine has it.
final class SceneNonNegativeSizeTests: XCTestCase {
    /// The real console log the rule comes from: a table view pinned 8 pt inside each side of a
    /// view whose encapsulated width is 0 is "Unable to simultaneously satisfy constraints"
    /// in UIKit. Without the rule the table view would be −16 pt wide and nothing conflicts.
    func testAViewPinnedInsideAZeroWidthViewIsAConflict() throws {
        let scene = Scene()
        try scene.addView("wrapper")
        try scene.setRootSize("wrapper", .width, 0)
        try scene.addView("list", parent: "wrapper")
        try scene.addVisualFormat("H:|-(8)-[list]")
        try scene.addVisualFormat("H:[list]-(8)-|")
        let conflicts = scene.takeConflicts()
        XCTAssertEqual(conflicts.count, 1)
        XCTAssertTrue(conflicts.first?.constraints.contains("list.size.width") ?? false, "\(conflicts)")
        XCTAssertTrue(conflicts.first?.constraints.contains("wrapper.root.width") ?? false, "\(conflicts)")
        XCTAssertEqual(try scene.laidOut().frame(of: "list").width, 0)
        XCTAssertEqual(try scene.constraint("list.size.width").origin, .nonNegativeSize)
    }

    /// A layout guide may be negative; a view pinned to it may not. The real log (a stack
    /// view 0 wide, margins 22, Tests/Fixtures/logs/35-…) lists the conflict with the label
    /// pinned to the margins guide, not without it: the guide alone is −44 wide and quiet.
    func testAGuideMayBeNegativeButNotAViewPinnedToIt() throws {
        let scene = Scene()
        try scene.addView("stack")
        try scene.setRootSize("stack", .width, 0)
        try scene.setLayoutMargins("stack", DirectionalInsets(top: 0, leading: 22, bottom: 0, trailing: 22))
        try scene.addView("probe", parent: "stack")
        try scene.addConstraint(spec("probe", .top, .equal, "stack.margins", .top))
        XCTAssertEqual(scene.takeConflicts(), [])
        XCTAssertEqual(try scene.laidOut().frame(of: "stack.margins").width, -44)
        XCTAssertNil(scene.constraints["stack.margins.size.width"])
        try scene.addView("label", kind: .image(Size(width: 10, height: 10)), parent: "stack")
        try scene.addConstraint(spec("label", .leading, .equal, "stack.margins", .leading))
        try scene.addConstraint(spec("stack.margins", .trailing, .equal, "label", .trailing))
        let conflicts = scene.takeConflicts()
        XCTAssertEqual(conflicts.count, 1)
        XCTAssertTrue(conflicts.first?.constraints.contains("label.size.width") ?? false, "\(conflicts)")
    }

    /// A width squeezed below zero by optional constraints stops at zero instead, and the
    /// constraint that stops it is what `why` gives.
    func testAnOptionalSqueezeStopsAtZero() throws {
        let scene = Scene()
        try scene.addView("box")
        try scene.addView("inner", parent: "box")
        try scene.addConstraint(spec("inner", .width, .equal, constant: -30, priority: 500))
        XCTAssertEqual(try scene.laidOut().frame(of: "inner").width, 0)
        XCTAssertEqual(try scene.laidOut().constraintsAffecting(Anchor("inner", .width)), ["inner.size.width"])
        XCTAssertTrue(scene.takeConflicts().isEmpty)
    }

    /// A required negative size is refused by the rule (a conflict), not drawn inside out.
    func testARequiredNegativeSizeConflicts() throws {
        let scene = Scene()
        try scene.addView("box")
        try scene.addConstraint(spec("box", .height, .equal, constant: -1), identifier: "minus")
        let conflicts = scene.takeConflicts()
        XCTAssertEqual(conflicts, [ConflictReport(constraints: ["box.size.height", "minus"], broken: "minus")])
        XCTAssertEqual(try scene.laidOut().frame(of: "box").height, 0)
    }

    /// A collapsed view's size goes to 0 at 999: the rule and the collapse agree.
    func testCollapseAndTheRuleAgree() throws {
        let scene = Scene()
        try scene.addView("row")
        try scene.setRootSize("row", .width, 100)
        try scene.addView("photo", kind: .image(Size(width: 40, height: 40)), parent: "row")
        try scene.addVisualFormat("H:|-8-[photo]-8-|")
        try scene.setCollapsed("photo", true)
        XCTAssertTrue(scene.takeConflicts().isEmpty)
        XCTAssertGreaterThanOrEqual(try scene.laidOut().frame(of: "photo").width, 0)
    }

    /// Every view has the two constraints, and removing the view removes them.
    func testEveryViewHasBothAndTheyLeaveWithIt() throws {
        let scene = Scene()
        try scene.addView("a")
        try scene.addView("b", kind: label("hello"), parent: "a")
        for view in ["a", "b"] {
            for attribute in ["width", "height"] {
                let c = try scene.constraint("\(view).size.\(attribute)")
                XCTAssertEqual(c.spec.relation, .greaterOrEqual)
                XCTAssertEqual(c.spec.constant, 0)
                XCTAssertTrue(c.spec.priority.isRequired)
                XCTAssertEqual(c.state, .active)
            }
        }
        try scene.removeView("b")
        XCTAssertNil(scene.constraints["b.size.width"])
        XCTAssertNil(scene.constraints["b.size.height"])
    }
}
