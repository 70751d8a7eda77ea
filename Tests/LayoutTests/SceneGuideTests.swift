import XCTest
import TestSupport
import Cassowary
@testable import Layout

/// Layout margins, the safe area, guides of one's own, and the system spacing (issue 19,
/// items 2 and 3), against figures worked out by hand.
final class SceneGuideTests: XCTestCase {
    /// A 100×20 image pinned to a 320-wide cell's margins guide on every side: 8 in from each
    /// edge by default (UIView's margins), so 304 wide and the cell 20 + 16 = 36 tall.
    private func pinnedToMargins() throws -> Scene {
        let scene = Scene()
        try scene.addView("cell")
        try scene.setRootSize("cell", .width, 320)
        try scene.addView("inner", kind: .image(Size(width: 100, height: 20)), parent: "cell")
        try scene.addConstraint(spec("inner", .leading, .equal, "cell.margins", .leading))
        try scene.addConstraint(spec("cell.margins", .trailing, .equal, "inner", .trailing))
        try scene.addConstraint(spec("inner", .top, .equal, "cell.margins", .top))
        try scene.addConstraint(spec("cell.margins", .bottom, .equal, "inner", .bottom))
        return scene
    }

    func testTheMarginsGuideIsEightPointsInByDefault() throws {
        let scene = try pinnedToMargins()
        assertFrame(scene, "inner", rect(8, 8, 304, 20))
        assertFrame(scene, "cell", rect(0, 0, 320, 36))
        let left = try scene.constraint("cell.UIView-leftMargin-guide-constraint")
        XCTAssertEqual(left.spec.description, "cell.margins.leading == cell.leading + 8")
        XCTAssertEqual(left.origin, .guide("UIViewLayoutMarginsGuide"))
        XCTAssertEqual(scene.views["cell.margins"]?.kind, .guide("UIViewLayoutMarginsGuide"))
        XCTAssertEqual(scene.takeConflicts(), [])
        XCTAssertEqual(scene.laidOut().ambiguities().map { "\($0.view).\($0.attribute.name)" }, [])
    }

    /// A table cell's margins in UIKit (11 top and bottom, 16 at the sides): changed in place.
    func testMarginsChangeInPlace() throws {
        let scene = try pinnedToMargins()
        let before = scene.constraintOrder
        try scene.setLayoutMargins("cell", DirectionalInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
        XCTAssertEqual(scene.constraintOrder, before)
        assertFrame(scene, "inner", rect(16, 11, 288, 20))
        assertFrame(scene, "cell", rect(0, 0, 320, 42))
    }

    /// Directional margins follow the text: right to left, the leading margin is on the right.
    func testMarginsAreDirectional() throws {
        let scene = try pinnedToMargins()
        try scene.setLayoutMargins("cell", DirectionalInsets(top: 0, leading: 30, bottom: 0, trailing: 4))
        assertFrame(scene, "inner", rect(30, 0, 286, 20))
        scene.setDirection(.rightToLeft)
        assertFrame(scene, "inner", rect(4, 0, 286, 20))
    }

    /// A root's safe area (an iPhone's 47 at the top and 34 at the bottom): content pinned to
    /// it, 100 tall, makes the root 181 tall.
    func testSafeArea() throws {
        let scene = Scene()
        try scene.addView("phone")
        try scene.setRootSize("phone", .width, 390)
        try scene.setSafeAreaInsets("phone", DirectionalInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        try scene.addView("content", parent: "phone")
        try scene.addConstraint(spec("content", .top, .equal, "phone.safeArea", .top))
        try scene.addConstraint(spec("phone.safeArea", .bottom, .equal, "content", .bottom))
        try scene.addConstraint(spec("content", .leading, .equal, "phone.safeArea", .leading))
        try scene.addConstraint(spec("phone.safeArea", .trailing, .equal, "content", .trailing))
        try scene.addConstraint(spec("content", .height, constant: 100))
        assertFrame(scene, "content", rect(0, 47, 390, 100))
        assertFrame(scene, "phone", rect(0, 0, 390, 181))
        XCTAssertEqual(try scene.constraint("phone.UIViewSafeAreaLayoutGuide-top").spec.constant, 47)
        XCTAssertThrowsError(try scene.setSafeAreaInsets("content", .zero)) {
            XCTAssertEqual($0 as? LayoutError, .safeAreaInsetsOfSubview("content"))
        }
        XCTAssertEqual(scene.takeConflicts(), [])
    }

    /// Since iOS 8 `|-[a]-|` pins to the superview's margins; `[a]-[b]` is NSSpace(8).
    func testVisualFormatStandardSpacing() throws {
        let scene = Scene()
        try scene.addView("row")
        try scene.setRootSize("row", .width, 300)
        try scene.addView("a", parent: "row")
        try scene.addView("b", parent: "row")
        let ids = try scene.addVisualFormat("H:|-[a]-[b(==a)]-|")
        let texts = ids.compactMap { scene.constraints[$0]?.spec.description }
        XCTAssertEqual(texts, ["a.leading == row.margins.leading", "b.leading == a.trailing + NSSpace(8)", "b.width == a.width",
                               "row.margins.trailing == b.trailing"])
        // (300 − 16 − 8) / 2 = 138.
        XCTAssertEqual(try scene.laidOut().frame(of: "a").x, 8)
        XCTAssertEqual(try scene.laidOut().frame(of: "a").width, 138)
        XCTAssertEqual(try scene.laidOut().frame(of: "b").x, 154)
    }

    /// Guides of one's own are not drawn but place what is tied to them; they can be removed.
    func testAGuideOfOnesOwn() throws {
        let scene = Scene()
        try scene.addView("row")
        try scene.setRootSize("row", .width, 300)
        try scene.addGuide("spacer", in: "row")
        try scene.addView("a", kind: .image(Size(width: 20, height: 20)), parent: "row")
        try scene.addConstraint(spec("spacer", .leading, .equal, "row", .leading))
        try scene.addConstraint(spec("spacer", .width, .equal, "row", .width, multiplier: 0.5))
        try scene.addConstraint(spec("a", .leading, .equal, "spacer", .trailing))
        XCTAssertEqual(try scene.laidOut().frame(of: "a").x, 150)
        XCTAssertEqual(try scene.laidOut().snapshot().views.first { $0.name == "spacer" }?.kind, "guide")
        try scene.removeView("spacer")
        XCTAssertNil(scene.views["spacer"])
    }

    /// The engine's guides are not the user's to remove, and a view's guides go with it.
    func testViewGuidesBelongToTheirView() throws {
        let scene = try pinnedToMargins()
        XCTAssertThrowsError(try scene.removeView("cell.margins")) { XCTAssertEqual($0 as? LayoutError, .engineGuide("cell.margins")) }
        try scene.removeView("cell")
        XCTAssertTrue(scene.views.isEmpty)
        XCTAssertTrue(scene.constraints.isEmpty)
    }

    /// `+ system` in an equation: 8 points a unit, printed NSSpace.
    func testSystemSpacingInAnEquation() throws {
        let scene = Scene()
        try scene.addView("box")
        try scene.addView("a", kind: .image(Size(width: 10, height: 10)), parent: "box")
        try scene.addView("b", kind: .image(Size(width: 10, height: 10)), parent: "box")
        var s = spec("b", .top, .equal, "a", .bottom, constant: 2 * ConstraintSpec.systemSpacing)
        s.isSystemSpacing = true
        try scene.addConstraint(s, identifier: "gap")
        XCTAssertEqual(try scene.constraint("gap").spec.description, "b.top == a.bottom + NSSpace(16)")
        XCTAssertEqual(try scene.laidOut().value(of: Anchor("b", .top)) - scene.laidOut().value(of: Anchor("a", .bottom)), 16)
    }

    /// The engine's guides are never refused by a limit (their constraints would go unenforced)
    /// and do not count toward one: a view with a name of 256 bytes has its margins guide, and
    /// a tree full of views still gets its stack's guides.
    func testEngineGuidesPassTheLimits() throws {
        let scene = Scene()
        let long = String(repeating: "v", count: SceneLimits.nameBytes)
        try scene.addView(long)
        try scene.addView("inner", parent: long)
        try scene.addConstraint(spec("inner", .leading, .equal, "\(long).margins", .leading))
        XCTAssertNotNil(scene.views["\(long).margins"])
        XCTAssertEqual(try scene.constraint("\(long).UIView-leftMargin-guide-constraint").state, .active)

        let full = Scene()
        try full.addView("col", kind: .stack(StackArrangement(axis: .vertical, alignment: .center)))
        for i in 0..<(SceneLimits.viewsInTree - 1) { try full.addView("v\(i)", parent: "col") }
        try full.arrange(["v0", "v1"], in: "col")
        XCTAssertNotNil(full.views["col.spanner"])
        XCTAssertThrowsError(try full.addView("one-too-many", parent: "col"))
        try full.removeView("v1")
        try full.addView("again", parent: "col")
    }
}
