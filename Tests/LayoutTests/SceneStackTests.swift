import XCTest
import TestSupport
import Cassowary
@testable import Layout

/// Stack views, each distribution and alignment with three arranged images of known sizes
/// (a 40×40, b 60×20, c 20×30; spacing 10), frames worked out by hand in the comments.
final class SceneStackTests: XCTestCase {
    /// A root stack `row` of `width` (nil: free) arranging a, b, c; a and c hug harder than
    /// b (251 and 252), so that b is the one a fill stretches.
    private func row(_ distribution: StackDistribution = .fill, _ alignment: StackAlignment = .fill, axis: Axis = .horizontal,
                     width: Double? = 300, height: Double? = nil) throws -> Scene {
        let scene = Scene()
        try scene.addView("row", kind: .stack(StackArrangement(axis: axis, distribution: distribution, alignment: alignment, spacing: 10)))
        if let width { try scene.setRootSize("row", .width, width) }
        if let height { try scene.setRootSize("row", .height, height) }
        for (name, size) in [("a", Size(width: 40, height: 40)), ("b", Size(width: 60, height: 20)), ("c", Size(width: 20, height: 30))] {
            try scene.addView(name, kind: .image(size), parent: "row")
        }
        try scene.setHugging("a", .horizontal, 251)
        try scene.setHugging("c", .horizontal, 252)
        try scene.arrange(["a", "b", "c"], in: "row")
        return scene
    }

    private func assertFrames(_ scene: Scene, _ expected: [String: Rect], file: StaticString = #filePath, line: UInt = #line) {
        for (name, rect) in expected.sorted(by: { $0.key < $1.key }) { assertFrame(scene, name, rect, file: file, line: line) }
        XCTAssertEqual(scene.takeConflicts(), [], file: file, line: line)
        XCTAssertEqual(scene.laidOut().ambiguities().map { "\($0.view).\($0.attribute.name)" }, [], file: file, line: line)
    }

    // MARK: Distributions (alignment fill: every view as tall as the tallest, 40, by compression resistance)

    /// 40 + 60 + 20 + 2 × 10 = 140 of 300: b (hugging 250) takes the other 160.
    func testFill() throws {
        assertFrames(try row(.fill), ["a": rect(0, 0, 40, 40), "b": rect(50, 0, 220, 40), "c": rect(280, 0, 20, 40),
                                      "row": rect(0, 0, 300, 40)])
    }

    /// (320 − 20) / 3 = 100 each.
    func testFillEqually() throws {
        assertFrames(try row(.fillEqually, width: 320), ["a": rect(0, 0, 100, 40), "b": rect(110, 0, 100, 40), "c": rect(220, 0, 100, 40)])
    }

    /// Multipliers 40/140, 60/140, 20/140 of the stack (the spacings count in the 140): at its
    /// natural width 140 each is its own size.
    func testFillProportionallyAtTheNaturalWidth() throws {
        assertFrames(try row(.fillProportionally, width: 140), ["a": rect(0, 0, 40, 40), "b": rect(50, 0, 60, 40), "c": rect(120, 0, 20, 40)])
    }

    /// At 280: a = 40/140 × 280 = 80 (999), b = 60/140 × 280 = 120 (998); c's 40 (997) cannot
    /// hold as well (80 + 120 + 40 + 20 = 260), so c takes what is left, 60: UIKit's
    /// proportions are of the natural widths and spacings, which do not scale together.
    func testFillProportionallyWider() throws {
        let scene = try row(.fillProportionally, width: 280)
        assertFrames(scene, ["a": rect(0, 0, 80, 40), "b": rect(90, 0, 120, 40), "c": rect(220, 0, 60, 40)])
        let c = try scene.constraint("row.UISV-fill-proportionally.c")
        XCTAssertEqual(c.spec.priority, 997)
        XCTAssertEqual(c.spec.multiplier, 20.0 / 140, accuracy: 1e-12)
    }

    /// Views at their widths, the two gaps equal: (300 − 120) / 2 = 90.
    func testEqualSpacing() throws {
        assertFrames(try row(.equalSpacing), ["a": rect(0, 0, 40, 40), "b": rect(130, 0, 60, 40), "c": rect(280, 0, 20, 40)])
    }

    /// Centres a 20 and c 290 fixed by the edges; b's centre half way, 155, so b at 125.
    func testEqualCentering() throws {
        assertFrames(try row(.equalCentering), ["a": rect(0, 0, 40, 40), "b": rect(125, 0, 60, 40), "c": rect(280, 0, 20, 40)])
    }

    // MARK: Alignments (distribution fill; heights a 40, b 20, c 30; the stack as tall as a)

    func testAlignmentLeadingPutsEachAtTheTop() throws {
        assertFrames(try row(.fill, .leading), ["a": rect(0, 0, 40, 40), "b": rect(50, 0, 220, 20), "c": rect(280, 0, 20, 30),
                                                "row": rect(0, 0, 300, 40)])
    }

    func testAlignmentTrailingPutsEachAtTheBottom() throws {
        assertFrames(try row(.fill, .trailing), ["a": rect(0, 0, 40, 40), "b": rect(50, 20, 220, 20), "c": rect(280, 10, 20, 30),
                                                 "row": rect(0, 0, 300, 40)])
    }

    func testAlignmentCenter() throws {
        assertFrames(try row(.fill, .center), ["a": rect(0, 0, 40, 40), "b": rect(50, 10, 220, 20), "c": rect(280, 5, 20, 30),
                                               "row": rect(0, 0, 300, 40)])
    }

    /// An image's baselines are its bottom, as a UIView's are: baseline alignment of images is
    /// bottom alignment.
    func testBaselineAlignmentOfImagesIsBottomAlignment() throws {
        for alignment in [StackAlignment.firstBaseline, .lastBaseline] {
            assertFrames(try row(.fill, alignment), ["a": rect(0, 0, 40, 40), "b": rect(50, 20, 220, 20), "c": rect(280, 10, 20, 30),
                                                     "row": rect(0, 0, 300, 40)])
        }
    }

    /// Two labels of different fonts aligned on their first baselines: the baselines meet.
    func testFirstBaselineAlignmentOfLabels() throws {
        let scene = Scene()
        try scene.addView("row", kind: .stack(StackArrangement(alignment: .firstBaseline, spacing: 8)))
        try scene.addView("big", kind: label("Big", font: .system(size: 34)), parent: "row")
        try scene.addView("small", kind: label("small", font: .system(size: 12)), parent: "row")
        try scene.arrange(["big", "small"], in: "row")
        let big = try scene.laidOut().value(of: Anchor("big", .firstBaseline)), small = try scene.laidOut().value(of: Anchor("small", .firstBaseline))
        XCTAssertEqual(big, small, accuracy: 1e-9)
        XCTAssertGreaterThan(try scene.laidOut().frame(of: "small").y, 0)
        XCTAssertEqual(scene.takeConflicts(), [])
    }

    /// Baseline-relative (vertical): the spacing runs from a label's last baseline to the next
    /// one's first baseline, whatever the fonts' heights.
    func testBaselineRelativeArrangement() throws {
        let scene = Scene()
        var arrangement = StackArrangement(axis: .vertical, spacing: 24)
        arrangement.baselineRelative = true
        try scene.addView("col", kind: .stack(arrangement))
        try scene.addView("big", kind: label("Big", font: .system(size: 34)), parent: "col")
        try scene.addView("small", kind: label("small", font: .system(size: 12)), parent: "col")
        try scene.arrange(["big", "small"], in: "col")
        let last = try scene.laidOut().value(of: Anchor("big", .lastBaseline)), first = try scene.laidOut().value(of: Anchor("small", .firstBaseline))
        XCTAssertEqual(first - last, 24, accuracy: 1e-9)
        XCTAssertEqual(try scene.constraint("col.UISV-spacing.small").spec.description, "small.firstBaseline == big.lastBaseline + 24")
        XCTAssertEqual(scene.takeConflicts(), [])
    }

    /// Vertical: heights at their intrinsic sizes one under the other, widths the stack's.
    func testVerticalFill() throws {
        assertFrames(try row(.fill, .fill, axis: .vertical, width: 100), [
            "a": rect(0, 0, 100, 40), "b": rect(0, 50, 100, 20), "c": rect(0, 80, 100, 30), "row": rect(0, 0, 100, 110)])
    }

    func testVerticalCenter() throws {
        assertFrames(try row(.fill, .center, axis: .vertical, width: 100), [
            "a": rect(30, 0, 40, 40), "b": rect(20, 50, 60, 20), "c": rect(40, 80, 20, 30), "row": rect(0, 0, 100, 110)])
    }

    // MARK: Hidden arranged views

    /// b hidden: one spacing of 10 between a and c (5 on each side of b), b 0 wide; a (251)
    /// now hugs less than c (252) and takes the room.
    func testHiddenInFill() throws {
        let scene = try row(.fill)
        try scene.setHidden("b", true)
        assertFrames(scene, ["a": rect(0, 0, 270, 40), "b": rect(275, 0, 0, 40), "c": rect(280, 0, 20, 40)])
        XCTAssertEqual(try scene.constraint("row.UISV-hiding.b").spec.description, "b.width == 0")
        XCTAssertEqual(try scene.constraint("row.UISV-spacing.b").spec.constant, 5)
        try scene.setHidden("b", false)
        assertFrames(scene, ["a": rect(0, 0, 40, 40), "b": rect(50, 0, 220, 40), "c": rect(280, 0, 20, 40)])
        XCTAssertNil(scene.constraints["row.UISV-hiding.b"])
    }

    /// The first or the last hidden: its spacing goes to 0 and the next view starts the row.
    func testHiddenAtTheEdges() throws {
        let first = try row(.fill)
        try first.setHidden("a", true)
        assertFrames(first, ["a": rect(0, 0, 0, 40), "b": rect(0, 0, 270, 40), "c": rect(280, 0, 20, 40)])
        let last = try row(.fill)
        try last.setHidden("c", true)
        assertFrames(last, ["a": rect(0, 0, 40, 40), "b": rect(50, 0, 250, 40), "c": rect(300, 0, 0, 40)])
    }

    /// (320 − 10) / 2 = 155 for the two visible views.
    func testHiddenInFillEqually() throws {
        let scene = try row(.fillEqually, width: 320)
        try scene.setHidden("b", true)
        assertFrames(scene, ["a": rect(0, 0, 155, 40), "b": rect(160, 0, 0, 40), "c": rect(165, 0, 155, 40)])
    }

    /// One gap left, 300 − 60 = 240; the hidden view may sit anywhere in it (its spacings are
    /// `>=`), which is ambiguous in UIKit too and draws nothing.
    func testHiddenInEqualSpacing() throws {
        let scene = try row(.equalSpacing)
        try scene.setHidden("b", true)
        assertFrame(scene, "a", rect(0, 0, 40, 40))
        assertFrame(scene, "c", rect(280, 0, 20, 40))
        XCTAssertEqual(try scene.laidOut().frame(of: "b").width, 0)
        XCTAssertEqual(scene.views["row.gap2"] == nil, true)
        XCTAssertEqual(try scene.laidOut().frame(of: "row.gap1").width, 240)
        XCTAssertEqual(scene.takeConflicts(), [])
    }

    /// The UISV-hiding conflict: a required height on a view a vertical stack hides. UIKit
    /// breaks the user's height; at 999 the two agree.
    func testHidingARequiredHeightIsTheUISVHidingConflict() throws {
        let scene = Scene()
        try scene.addView("col", kind: .stack(StackArrangement(axis: .vertical, spacing: 8)))
        for name in ["title", "banner", "body"] { try scene.addView(name, parent: "col") }
        try scene.addConstraint(spec("banner", .height, constant: 44), identifier: "bannerHeight")
        try scene.arrange(["title", "banner", "body"], in: "col")
        XCTAssertEqual(scene.takeConflicts(), [])
        try scene.setHidden("banner", true)
        let conflicts = scene.takeConflicts()
        XCTAssertEqual(conflicts, [ConflictReport(constraints: ["col.UISV-hiding.banner", "bannerHeight"], broken: "bannerHeight")])
        XCTAssertEqual(try scene.constraint("col.UISV-hiding.banner").origin, .stack("UISV-hiding"))
        XCTAssertEqual(try scene.laidOut().frame(of: "banner").height, 0)

        let fixed = Scene()
        try fixed.addView("col", kind: .stack(StackArrangement(axis: .vertical, spacing: 8)))
        for name in ["title", "banner", "body"] { try fixed.addView(name, parent: "col") }
        try fixed.addConstraint(spec("banner", .height, constant: 44, priority: 999), identifier: "bannerHeight")
        try fixed.arrange(["title", "banner", "body"], in: "col")
        try fixed.setHidden("banner", true)
        XCTAssertEqual(fixed.takeConflicts(), [])
        XCTAssertEqual(try fixed.laidOut().frame(of: "banner").height, 0)
        try fixed.setHidden("banner", false)
        XCTAssertEqual(try fixed.laidOut().frame(of: "banner").height, 44)
    }

    /// `hidden` on a subview the stack does not arrange keeps its space (Auto Layout's rule).
    func testHiddenUnarrangedSubviewKeepsItsSpace() throws {
        let scene = try row(.fill)
        try scene.addView("badge", kind: .image(Size(width: 10, height: 10)), parent: "row")
        try scene.addConstraint(spec("badge", .leading, .equal, "row", .leading, constant: 3))
        try scene.addConstraint(spec("badge", .top, .equal, "row", .top, constant: 4))
        try scene.setHidden("badge", true)
        assertFrame(scene, "badge", rect(3, 4, 10, 10))
        XCTAssertNil(scene.constraints["row.UISV-hiding.badge"])
    }

    /// Margins-relative arrangement, margins 10: the views fill 280 × 40 inside the 300-wide
    /// row (b takes 280 − 80 = 200), and the row is 40 + 20 tall.
    func testMarginsRelativeArrangement() throws {
        let scene = try row(.fill)
        try scene.setLayoutMargins("row", DirectionalInsets(all: 10))
        try scene.updateStack("row") { $0.marginsRelative = true }
        assertFrames(scene, ["a": rect(10, 10, 40, 40), "b": rect(60, 10, 200, 40), "c": rect(270, 10, 20, 40), "row": rect(0, 0, 300, 60)])
        XCTAssertEqual(try scene.constraint("row.UISV-canvas-connection.leading").spec.description, "row.margins.leading == a.leading")
        try scene.updateStack("row") { $0.marginsRelative = false }
        assertFrames(scene, ["a": rect(0, 0, 40, 40), "b": rect(50, 0, 220, 40), "row": rect(0, 0, 300, 40)])
    }

    // MARK: Changing the arrangement

    /// Custom spacing after a replaces the stack's between a and b only.
    func testCustomSpacing() throws {
        let scene = try row(.fill)
        try scene.updateStack("row") { $0.customSpacing["a"] = 30 }
        assertFrames(scene, ["a": rect(0, 0, 40, 40), "b": rect(70, 0, 200, 40), "c": rect(280, 0, 20, 40)])
    }

    /// Insert at an index, move, and remove: the removed view stays a subview with none of the
    /// stack's constraints.
    func testInsertMoveAndRemove() throws {
        let scene = try row(.fill)
        try scene.arrange(["c"], in: "row", at: 0)
        XCTAssertEqual(try scene.stackArrangement(of: "row").arranged, ["c", "a", "b"])
        assertFrame(scene, "c", rect(0, 0, 20, 40))
        try scene.unarrange(["a"], from: "row")
        XCTAssertEqual(try scene.stackArrangement(of: "row").arranged, ["c", "b"])
        XCTAssertEqual(scene.views["a"]?.parent, "row")
        XCTAssertTrue(scene.constraints(mentioning: "a").allSatisfy { scene.constraints[$0]?.origin.isSystem == true
            && scene.constraints[$0].map { if case .stack = $0.origin { return false }; return true } == true })
        assertFrame(scene, "b", rect(30, 0, 270, 30))
        XCTAssertThrowsError(try scene.arrange(["b"], in: "row", at: 3))
    }

    /// Removing an arranged view drops it from the arrangement; removing the stack removes its
    /// guides and every one of its constraints.
    func testRemovingViewsAndTheStack() throws {
        let scene = try row(.equalSpacing, .center)
        try scene.removeView("b")
        XCTAssertEqual(try scene.stackArrangement(of: "row").arranged, ["a", "c"])
        assertFrames(scene, ["a": rect(0, 0, 40, 40), "c": rect(280, 5, 20, 30)])
        XCTAssertThrowsError(try scene.removeView("row.spanner")) { error in
            XCTAssertEqual(error as? LayoutError, .engineGuide("row.spanner"))
        }
        try scene.removeView("row")
        XCTAssertTrue(scene.views.isEmpty)
        XCTAssertTrue(scene.constraints.isEmpty)
    }

    /// Arranging refuses what UIKit cannot do here: a view of another superview, twice the same.
    func testArrangingRefusals() throws {
        let scene = try row(.fill)
        try scene.addView("outside")
        XCTAssertThrowsError(try scene.arrange(["outside"], in: "row")) { XCTAssertEqual($0 as? LayoutError, .notASubview("outside", of: "row")) }
        XCTAssertThrowsError(try scene.arrange(["a"], in: "outside")) { XCTAssertEqual($0 as? LayoutError, .notAStack("outside")) }
        XCTAssertThrowsError(try scene.unarrange(["outside"], from: "row")) { XCTAssertEqual($0 as? LayoutError, .notArranged("outside", stack: "row")) }
        XCTAssertThrowsError(try scene.updateStack("row") { $0.spacing = .nan })
    }

    /// Nested: a vertical stack of a title and a horizontal row; hiding the inner row takes it
    /// and its spacing out, while its own spacing (8, required) asks for width it no longer
    /// has: the nested-stack UISV-spacing conflict of UIKit's console logs... unless the inner
    /// stack's axis is across the hiding (here, horizontal inside vertical: no conflict).
    func testNestedStacks() throws {
        let scene = Scene()
        try scene.addView("col", kind: .stack(StackArrangement(axis: .vertical, spacing: 8)))
        try scene.setRootSize("col", .width, 200)
        try scene.addView("title", kind: .image(Size(width: 50, height: 20)), parent: "col")
        try scene.addView("inner", kind: .stack(StackArrangement(axis: .horizontal, spacing: 4)), parent: "col")
        try scene.addView("x", kind: .image(Size(width: 10, height: 10)), parent: "inner")
        try scene.addView("y", kind: .image(Size(width: 10, height: 12)), parent: "inner")
        try scene.arrange(["x", "y"], in: "inner")
        try scene.arrange(["title", "inner"], in: "col")
        try scene.setHugging("y", .horizontal, 251)
        assertFrames(scene, ["title": rect(0, 0, 200, 20), "inner": rect(0, 28, 200, 12), "x": rect(0, 0, 186, 12),
                             "y": rect(190, 0, 10, 12), "col": rect(0, 0, 200, 40)])
        try scene.setHidden("inner", true)
        assertFrame(scene, "col", rect(0, 0, 200, 20))
        XCTAssertEqual(scene.takeConflicts(), [])
    }

    /// The vertical version of the same nesting is UIKit's famous conflict: a hidden inner
    /// vertical stack is 0 tall, but its own spacing of 8 between two views still wants 8.
    func testHiddenNestedVerticalStackConflictsOverItsSpacing() throws {
        let scene = Scene()
        try scene.addView("outer", kind: .stack(StackArrangement(axis: .vertical, spacing: 8)))
        try scene.addView("inner", kind: .stack(StackArrangement(axis: .vertical, spacing: 8)), parent: "outer")
        try scene.addView("label", kind: .image(Size(width: 10, height: 10)), parent: "inner")
        try scene.addView("button", kind: .image(Size(width: 10, height: 10)), parent: "inner")
        try scene.arrange(["label", "button"], in: "inner")
        try scene.arrange(["inner"], in: "outer")
        XCTAssertEqual(scene.takeConflicts(), [])
        try scene.setHidden("inner", true)
        let conflicts = scene.takeConflicts()
        XCTAssertEqual(conflicts.count, 1)
        let ids = Set(conflicts.first?.constraints ?? [])
        XCTAssertTrue(ids.contains("outer.UISV-hiding.inner"), "\(ids)")
        XCTAssertTrue(ids.contains("inner.UISV-spacing.button"), "\(ids)")
    }

    /// A stack arranges at most `SceneLimits.arrangedViews` views: one more is refused and nothing changes.
    func testTheArrangedViewsLimit() throws {
        let scene = Scene()
        try scene.addView("col", kind: .stack(StackArrangement(axis: .vertical)))
        let names = (0...SceneLimits.arrangedViews).map { "v\($0)" }
        for name in names { try scene.addView(name, parent: "col") }
        try scene.arrange(["v0"], in: "col")
        // (The refusal comes before any work: nothing is arranged first.)
        XCTAssertThrowsError(try scene.arrange(Array(names.dropFirst()), in: "col")) {
            XCTAssertEqual($0 as? LayoutError, .limit(.arrangedViews, about: "col"))
        }
        XCTAssertEqual(try scene.stackArrangement(of: "col").arranged, ["v0"])
        try scene.arrange(Array(names.dropFirst().dropLast()).prefix(3).map { $0 }, in: "col")
        XCTAssertEqual(try scene.stackArrangement(of: "col").arranged.count, 4)
    }

    /// A fillProportionally stack arranges at most 100 views, whether the views come to it or
    /// it comes to the distribution; nothing changes when refused.
    func testTheProportionalLimit() throws {
        let scene = Scene()
        try scene.addView("col", kind: .stack(StackArrangement(axis: .vertical, distribution: .fillProportionally)))
        let names = (0...SceneLimits.proportionalViews).map { "v\($0)" }
        for name in names { try scene.addView(name, parent: "col") }
        XCTAssertThrowsError(try scene.arrange(names, in: "col")) {
            XCTAssertEqual($0 as? LayoutError, .limit(.proportionalViews, about: "col"))
        }
        try scene.updateStack("col") { $0.distribution = .fill }
        try scene.arrange(names, in: "col")
        XCTAssertThrowsError(try scene.updateStack("col") { $0.distribution = .fillProportionally }) {
            XCTAssertEqual($0 as? LayoutError, .limit(.proportionalViews, about: "col"))
        }
        XCTAssertEqual(try scene.stackArrangement(of: "col").distribution, .fill)
    }
}
