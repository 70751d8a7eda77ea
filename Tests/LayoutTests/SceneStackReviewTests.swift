import XCTest
import TestSupport
import Cassowary
@testable import Layout

/// What a review of stacks, margins and guides found (issue 19), each kept as a test.
final class SceneStackReviewTests: XCTestCase {
    private func row(_ axis: Axis = .horizontal, alignment: StackAlignment = .fill) throws -> Scene {
        let scene = Scene()
        try scene.addView("row", kind: .stack(StackArrangement(axis: axis, alignment: alignment, spacing: 10)))
        try scene.setRootSize("row", axis == .horizontal ? .width : .height, 300)
        for (name, size) in [("a", Size(width: 40, height: 40)), ("b", Size(width: 60, height: 20)), ("c", Size(width: 20, height: 30))] {
            try scene.addView(name, kind: .image(size), parent: "row")
        }
        try scene.setHugging("a", .horizontal, 251)
        try scene.setHugging("c", .horizontal, 252)
        try scene.setHugging("a", .vertical, 251)
        try scene.setHugging("c", .vertical, 252)
        try scene.arrange(["a", "b", "c"], in: "row")
        return scene
    }

    private func frames(_ scene: Scene) throws -> [Rect] {
        try ["row", "a", "b", "c"].map { try scene.laidOut().frame(of: $0) }
    }

    /// Along the axis, a collapsed arranged view leaves the arrangement exactly as a hidden one
    /// does (it dragged every view to height 0 through the alignment, and left two gaps).
    /// Across it, collapse goes further than hiding, by design: a collapsed view's own sizes
    /// no longer count (CSS's display: none), where a hidden one's still do (UIKit's rule).
    func testCollapsedLeavesTheArrangementAsHiddenDoes() throws {
        func along(_ scene: Scene, _ axis: Axis) throws -> [Double] {
            try ["row", "a", "b", "c"].flatMap { name -> [Double] in
                let f = try scene.laidOut().frame(of: name)
                return axis == .horizontal ? [f.x, f.width] : [f.y, f.height]
            }
        }
        for axis in [Axis.horizontal, .vertical] {
            for name in ["a", "b", "c"] {
                let hidden = try row(axis), collapsed = try row(axis)
                try hidden.setHidden(name, true)
                try collapsed.setCollapsed(name, true)
                XCTAssertEqual(try along(collapsed, axis), try along(hidden, axis), "\(axis), \(name)")
                XCTAssertEqual(collapsed.takeConflicts(), [])
                try collapsed.setCollapsed(name, false)
                XCTAssertEqual(try frames(collapsed), try frames(try row(axis)), "\(axis), \(name) back")
            }
        }
        // Across: b's 60-point width no longer widens a vertical stack once b is collapsed.
        let collapsed = try row(.vertical)
        try collapsed.setCollapsed("b", true)
        XCTAssertEqual(try collapsed.laidOut().frame(of: "row").width, 40)
    }

    /// UIKit's own bug, reproduced on purpose (rdar://32291130, "Stack View height incorrect
    /// for first/last baseline alignment", still in iOS 13): with first-baseline alignment the
    /// stack's top follows its first view, so a taller second view sticks out above it.
    func testFirstBaselineStackFollowsItsFirstViewAsUIKitDoes() throws {
        let scene = Scene()
        try scene.addView("row", kind: .stack(StackArrangement(alignment: .firstBaseline, spacing: 10)))
        try scene.addView("a", kind: .image(Size(width: 20, height: 20)), parent: "row")
        try scene.addView("b", kind: .image(Size(width: 40, height: 40)), parent: "row")
        try scene.arrange(["a", "b"], in: "row")
        XCTAssertEqual(try scene.laidOut().frame(of: "row").height, 20)
        XCTAssertEqual(try scene.laidOut().frame(of: "b").y, -20)
        // The tallest first, the stack holds them all.
        try scene.arrange(["b"], in: "row", at: 0)
        XCTAssertEqual(try scene.laidOut().frame(of: "row").height, 40)
    }

    /// Margins fall inside a root's safe area (insetsLayoutMarginsFromSafeArea, UIKit's
    /// default): `V:|-[t]` on a notched phone puts t at the safe area's 47, not at 8.
    func testMarginsStayInsideTheSafeArea() throws {
        let scene = Scene()
        try scene.addView("screen")
        try scene.setRootSize("screen", .width, 390)
        try scene.setSafeAreaInsets("screen", DirectionalInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        try scene.addView("t", kind: .image(Size(width: 10, height: 10)), parent: "screen")
        try scene.addVisualFormat("V:|-[t]")
        try scene.addVisualFormat("H:|-[t]")
        XCTAssertEqual(try scene.laidOut().frame(of: "t").y, 47)
        XCTAssertEqual(try scene.laidOut().frame(of: "t").x, 8)
    }

    /// A guide holds no views: a stack's spanner, rebuilt, took them with it silently.
    func testAGuideHasNoSubviews() throws {
        let scene = try row(alignment: .center)
        XCTAssertThrowsError(try scene.addView("x", parent: "row.spanner")) {
            XCTAssertEqual($0 as? LayoutError, .guideUsedAsView("row.spanner", .superview))
        }
        try scene.addGuide("g", in: "row")
        XCTAssertThrowsError(try scene.addView("y", parent: "g"))
    }

    /// A refused constraint changes nothing, not even by making the guide it names.
    func testARefusedConstraintMakesNoGuide() throws {
        let scene = Scene()
        try scene.addView("cell")
        try scene.addView("a", kind: .image(Size(width: 10, height: 10)), parent: "cell")
        let before = scene.constraintOrder
        XCTAssertThrowsError(try scene.addConstraint(spec("cell.margins", .leading, .equal, "nope", .leading)))
        XCTAssertNil(scene.views["cell.margins"])
        XCTAssertEqual(scene.constraintOrder, before)
        XCTAssertThrowsError(try scene.addConstraint(spec("nope.margins", .leading, .equal, "a", .leading))) {
            XCTAssertEqual($0 as? LayoutError, .unknownView("nope", suggestion: nil))
        }
        XCTAssertThrowsError(try scene.laidOut().value(of: Anchor("cell.margins", .leading))) { error in
            XCTAssertEqual(error as? LayoutError, .guideNotYetMade("cell.margins", owner: "cell"))
        }
    }

    /// A constant set by hand is a number: the NSSpace label goes (it printed NSSpace(-3) - 3).
    func testTheSystemSpacingLabelGoesWithAConstantSetByHand() throws {
        let scene = Scene()
        try scene.addView("cell")
        try scene.addView("box", parent: "cell")
        var s = spec("box", .top, .equal, "cell", .top, constant: ConstraintSpec.systemSpacing)
        s.isSystemSpacing = true
        try scene.addConstraint(s, identifier: "gap")
        try scene.setConstant("gap", -3)
        XCTAssertEqual(try scene.constraint("gap").spec.description, "box.top == cell.top - 3")
    }

    /// A stack's margins are zero unless set, as UIStackView's are (rdar://21630496).
    func testAStacksMarginsAreZero() throws {
        let scene = try row()
        XCTAssertEqual(scene.views["row"]?.layoutMargins, .zero)
        XCTAssertEqual(scene.views["a"]?.layoutMargins, DirectionalInsets(all: 8))
        let before = try frames(scene)
        try scene.updateStack("row") { $0.marginsRelative = true }
        XCTAssertEqual(try frames(scene), before)
    }
}
