import XCTest
import Cassowary
import TestSupport
@testable import Layout

/// The readable content guide and preservesSuperviewLayoutMargins (issue 19, item 2), against
/// figures worked out by hand and one published measurement.
final class SceneReadableAndPreservedMarginsTests: XCTestCase {
    /// A label-sized image pinned to the readable guide of a root `width` wide.
    private func readableScene(width: Double, margins: DirectionalInsets? = nil) throws -> Scene {
        let scene = Scene()
        try scene.addView("root")
        try scene.setRootSize("root", .width, width)
        if let margins { try scene.setLayoutMargins("root", margins) }
        try scene.addView("text", kind: .image(Size(width: 10, height: 20)), parent: "root")
        try scene.addConstraint(spec("text", .leading, .equal, "root.readable", .leading))
        try scene.addConstraint(spec("root.readable", .trailing, .equal, "text", .trailing))
        try scene.addConstraint(spec("text", .top, .equal, "root.readable", .top))
        try scene.addConstraint(spec("root.readable", .bottom, .equal, "text", .bottom))
        return scene
    }

    /// useyourloaf.com measured an iPad Air 2 in landscape (1024 wide, margins 20): the
    /// readable guide is 672 wide and 176 in from each edge.
    func testTheReadableGuideOnALandscapeIPadIsThePublishedFigure() throws {
        let scene = try readableScene(width: 1024, margins: DirectionalInsets(top: 20, leading: 20, bottom: 20, trailing: 20))
        assertFrame(scene, "root.readable", rect(176, 20, 672, 20))
        assertFrame(scene, "text", rect(176, 20, 672, 20))
        XCTAssertEqual(scene.views["root.readable"]?.kind, .guide("UIViewReadableContentGuide"))
        // The margins guide it sits in was made with it.
        XCTAssertEqual(scene.views["root.margins"]?.kind, .guide("UIViewLayoutMarginsGuide"))
        XCTAssertEqual(scene.takeConflicts(), [])
        XCTAssertEqual(scene.laidOut().ambiguities().map { "\($0.view).\($0.attribute.name)" }, [])
    }

    /// Narrower than the readable width, the guide is the margins guide (a phone).
    func testOnAPhoneTheReadableGuideIsTheMargins() throws {
        let scene = try readableScene(width: 390)
        assertFrame(scene, "text", rect(8, 8, 374, 20))
        try scene.setRootSize("root", .width, 1000)
        assertFrame(scene, "text", rect(164, 8, 672, 20))
        try scene.setRootSize("root", .width, 320)
        assertFrame(scene, "text", rect(8, 8, 304, 20))
    }

    /// Centred between the margins, not the edges: margins 30 and 4 in a 1024-wide root put
    /// the margins' centre at (30 + 1020) / 2 = 525, so the guide starts at 525 − 336 = 189;
    /// right to left the margins swap sides: (4 + 994) / 2 = 499, 499 − 336 = 163.
    func testTheReadableGuideIsCentredInTheMarginsAndFollowsTheDirection() throws {
        let scene = try readableScene(width: 1024, margins: DirectionalInsets(top: 0, leading: 30, bottom: 0, trailing: 4))
        assertFrame(scene, "text", rect(189, 0, 672, 20))
        scene.setDirection(.rightToLeft)
        assertFrame(scene, "text", rect(163, 0, 672, 20))
    }

    func testTheReadableWidthIsAViewsToSet() throws {
        let scene = try readableScene(width: 1024)
        try scene.setReadableWidth("root", 560)
        assertFrame(scene, "text", rect(232, 8, 560, 20))
        assertLayoutError(.outOfRange(.readableWidth)) { try scene.setReadableWidth("root", -1) }
        assertLayoutError(.nonFinite(.readableWidth)) { try scene.setReadableWidth("root", .infinity) }
        assertLayoutError(.guideUsedAsView("root.readable", .readableWidth)) { try scene.setReadableWidth("root.readable", 100) }
        assertFrame(scene, "text", rect(232, 8, 560, 20))
    }

    /// A refused constraint changes nothing: the readable guide and the margins guide made for
    /// it are taken away again.
    func testARefusedConstraintLeavesNoGuideBehind() throws {
        let scene = Scene()
        try scene.addView("root")
        try scene.addView("other")
        XCTAssertThrowsError(try scene.addConstraint(spec("other", .leading, .equal, "root.readable", .leading)))
        XCTAssertNil(scene.views["root.readable"])
        XCTAssertNil(scene.views["root.margins"])
        XCTAssertEqual(scene.constraintOrder.filter { $0.contains("Readable") || $0.contains("Margin") }, [])
    }

    // MARK: preservesSuperviewLayoutMargins

    /// A scene with one root of that size and margins.
    private func root(_ name: String, _ width: Double, _ height: Double, margins: Double) throws -> Scene {
        let scene = Scene()
        try scene.addView(name)
        try scene.setRootSize(name, .width, width)
        try scene.setRootSize(name, .height, height)
        try scene.setLayoutMargins(name, DirectionalInsets(all: margins))
        return scene
    }

    /// A root 320 wide with margins 20; a card 8 in from its leading edge and flush with its
    /// trailing edge, 40 down; a label pinned to the card's margins.
    private func cardScene() throws -> Scene {
        let scene = try root("root", 320, 300, margins: 20)
        try scene.addView("card", parent: "root")
        try scene.addConstraint(spec("card", .leading, .equal, "root", .leading, constant: 8), identifier: "cardLeading")
        try scene.addConstraint(spec("card", .trailing, .equal, "root", .trailing))
        try scene.addConstraint(spec("card", .top, .equal, "root", .top, constant: 40))
        try scene.addConstraint(spec("card", .height, .equal, constant: 100))
        try scene.addView("inner", kind: .image(Size(width: 10, height: 20)), parent: "card")
        try scene.addConstraint(spec("inner", .leading, .equal, "card.margins", .leading))
        try scene.addConstraint(spec("card.margins", .trailing, .equal, "inner", .trailing))
        try scene.addConstraint(spec("inner", .top, .equal, "card.margins", .top))
        return scene
    }

    /// Off (UIView's default) the card's own 8 hold. On, each edge takes the larger of its own
    /// margin and what is left of the root's 20 past the distance between the edges: leading
    /// 20 − 8 = 12, trailing 20 − 0 = 20, top 20 − 40 < 8 so 8.
    func testPreservedMarginsAreTheSuperviewsWhereTheyReachFurther() throws {
        let scene = try cardScene()
        assertFrame(scene, "inner", rect(8, 8, 296, 20))
        try scene.setPreservesSuperviewLayoutMargins("card", true)
        assertFrame(scene, "inner", rect(12, 8, 280, 20))
        XCTAssertEqual(try scene.laidOut().layoutMargins(of: "card"), DirectionalInsets(top: 8, leading: 12, bottom: 8, trailing: 20))
        XCTAssertEqual(try scene.constraint("card.UIView-leftMargin-guide-constraint").spec.description,
                       "card.margins.leading == card.leading + 12")
        // Moving the card moves what it preserves: 2 in, 18 is left of the root's margin.
        try scene.setConstant("cardLeading", 2)
        assertFrame(scene, "inner", rect(18, 8, 280, 20))
        // Off again: its own margins, whatever it had.
        try scene.setPreservesSuperviewLayoutMargins("card", false)
        assertFrame(scene, "inner", rect(8, 8, 302, 20))
        XCTAssertEqual(try scene.laidOut().layoutMargins(of: "card"), DirectionalInsets(all: 8))
    }

    /// Its own margins win where they are larger, and changing the superview's moves it.
    func testOwnMarginsWinWhereLarger() throws {
        let scene = try cardScene()
        try scene.setPreservesSuperviewLayoutMargins("card", true)
        try scene.setLayoutMargins("card", DirectionalInsets(all: 15))
        // leading 15 > 20 − 8, trailing 20 − 0 > 15: 312 − 15 − 20 = 277 wide.
        assertFrame(scene, "inner", rect(15, 15, 277, 20))
        try scene.setLayoutMargins("root", DirectionalInsets(all: 30))
        // leading 30 − 8 = 22, trailing 30, top 30 − 40 < 15.
        assertFrame(scene, "inner", rect(22, 15, 260, 20))
    }

    /// Right to left the root's leading margin is on the right: the card, flush with the
    /// root's left (its trailing edge now), takes 20 on its trailing (left) side.
    func testPreservedMarginsFollowTheDirection() throws {
        let scene = try cardScene()
        try scene.setPreservesSuperviewLayoutMargins("card", true)
        scene.setDirection(.rightToLeft)
        // The card's leading edge is 8 in from the root's right edge: leading margin 12 (on the
        // right), trailing 20 (on the left, where the card is flush with the root).
        assertFrame(scene, "card", rect(0, 40, 312, 100))
        assertFrame(scene, "inner", rect(20, 8, 280, 20))
        XCTAssertEqual(try scene.laidOut().layoutMargins(of: "card"), DirectionalInsets(top: 8, leading: 12, bottom: 8, trailing: 20))
    }

    /// A chain: a view that preserves from a view that preserves from the root.
    func testPreservedMarginsChainThroughTheTree() throws {
        let scene = try cardScene()
        try scene.setPreservesSuperviewLayoutMargins("card", true)
        try scene.addView("box", parent: "card")
        try scene.addConstraint(spec("box", .leading, .equal, "card", .leading, constant: 4))
        try scene.addConstraint(spec("box", .trailing, .equal, "card", .trailing))
        try scene.addConstraint(spec("box", .top, .equal, "inner", .bottom))
        try scene.addConstraint(spec("box", .height, .equal, constant: 40))
        try scene.addView("dot", kind: .image(Size(width: 5, height: 5)), parent: "box")
        try scene.addConstraint(spec("dot", .leading, .equal, "box.margins", .leading))
        try scene.addConstraint(spec("box.margins", .trailing, .equal, "dot", .trailing))
        try scene.addConstraint(spec("dot", .top, .equal, "box", .top))
        // Not preserving: 8 inside the box.
        assertFrame(scene, "dot", rect(8, 0, 292, 5))
        try scene.setPreservesSuperviewLayoutMargins("box", true)
        // The card's margins are 12 and 20; the box is 4 in: 12 − 4 = 8 leading, 20 trailing.
        assertFrame(scene, "dot", rect(8, 0, 280, 5))
        try scene.setConstant("cardLeading", 0)
        // The card's leading margin is now 20, the box's 20 − 4 = 16.
        assertFrame(scene, "dot", rect(16, 0, 280, 5))
    }

    /// Random placements against the rule written out as arithmetic.
    func testPreservedMarginsAgainstArithmetic() throws {
        var generator = SplitMix64(seed: 19)
        for _ in 0..<60 {
            let rootMargin = Double(generator.int(below: 40)), own = Double(generator.int(below: 20))
            let leadingGap = Double(generator.int(below: 50)), trailingGap = Double(generator.int(below: 50))
            let scene = Scene()
            try scene.addView("root")
            try scene.setRootSize("root", .width, 400)
            try scene.setRootSize("root", .height, 100)
            try scene.setLayoutMargins("root", DirectionalInsets(all: rootMargin))
            try scene.addView("card", parent: "root")
            try scene.setLayoutMargins("card", DirectionalInsets(all: own))
            try scene.setPreservesSuperviewLayoutMargins("card", true)
            try scene.addConstraint(spec("card", .leading, .equal, "root", .leading, constant: leadingGap))
            try scene.addConstraint(spec("root", .trailing, .equal, "card", .trailing, constant: trailingGap))
            try scene.addConstraint(spec("card", .top, .equal, "root", .top))
            try scene.addConstraint(spec("card", .bottom, .equal, "root", .bottom))
            let expected = DirectionalInsets(top: max(own, rootMargin), leading: max(own, rootMargin - leadingGap),
                                             bottom: max(own, rootMargin), trailing: max(own, rootMargin - trailingGap))
            XCTAssertEqual(try scene.laidOut().layoutMargins(of: "card"), expected, "root \(rootMargin) own \(own) gaps \(leadingGap) \(trailingGap)")
        }
    }

    /// Found by review: twelve siblings, each placed 10 before the previous one's margins
    /// guide, named so that their names sort against the order they were made. Each preserves
    /// the root's leading margin of 1000 less its own place: every one settles at 990 whatever
    /// the names (sorting by name took more passes than settling allows, and stopped short).
    func testAChainOfPreservingSiblingsSettlesWhateverTheirNames() throws {
        let scene = Scene()
        try scene.addView("root")
        try scene.setRootSize("root", .width, 2000)
        try scene.setRootSize("root", .height, 100)
        try scene.setLayoutMargins("root", DirectionalInsets(top: 0, leading: 1000, bottom: 0, trailing: 0))
        var previous: String?
        for n in stride(from: 99, through: 88, by: -1) {
            let name = "n\(n)"
            try scene.addView(name, parent: "root")
            try scene.setPreservesSuperviewLayoutMargins(name, true)
            try scene.addConstraint(spec(name, .width, .equal, constant: 20))
            try scene.addConstraint(spec(name, .height, .equal, constant: 5))
            try scene.addConstraint(spec(name, .top, .equal, "root", .top))
            if let previous {
                try scene.addConstraint(spec(name, .leading, .equal, "\(previous).margins", .leading, constant: -10))
            } else {
                try scene.addConstraint(spec(name, .leading, .equal, "root", .leading))
            }
            previous = name
        }
        for n in 88...98 { assertFrame(scene, "n\(n)", rect(990, 0, 20, 5), "n\(n)") }
    }

    /// Found by review: a view that sticks out of its superview takes the superview's margin,
    /// no more. A card pinned leading and top, as wide as a 290 leaf and its margins, in a
    /// 320 root with margins 20: its trailing margin is 20 (flush would give 20 − 0), so the
    /// card is 12 + 290 + 20 = 322 and sticks out by 10, instead of growing without end.
    func testAViewThatSticksOutTakesTheSuperviewsMarginNoMore() throws {
        let scene = try root("screen", 320, 200, margins: 20)
        try scene.addView("card", parent: "screen")
        try scene.setPreservesSuperviewLayoutMargins("card", true)
        try scene.addConstraint(spec("card", .leading, .equal, "screen", .leading, constant: 8))
        try scene.addConstraint(spec("card", .top, .equal, "screen", .top, constant: 8))
        try scene.addView("leaf", parent: "card")
        try scene.addConstraint(spec("leaf", .width, .equal, constant: 290))
        try scene.addConstraint(spec("leaf", .height, .equal, constant: 10))
        try scene.addConstraint(spec("leaf", .leading, .equal, "card.margins", .leading))
        try scene.addConstraint(spec("card.margins", .trailing, .equal, "leaf", .trailing))
        try scene.addConstraint(spec("leaf", .top, .equal, "card.margins", .top))
        try scene.addConstraint(spec("card.margins", .bottom, .equal, "leaf", .bottom))
        assertFrame(scene, "card", rect(8, 8, 322, 30))
        XCTAssertEqual(try scene.laidOut().layoutMargins(of: "card"), DirectionalInsets(top: 12, leading: 12, bottom: 8, trailing: 20))
    }

    /// A copy keeps what it preserves, and answers later changes as the original does.
    func testACopyPreservesTheSame() throws {
        let scene = try cardScene()
        try scene.setPreservesSuperviewLayoutMargins("card", true)
        assertFrame(scene, "inner", rect(12, 8, 280, 20))
        let copy = scene.copy()
        try copy.setConstant("cardLeading", 0)
        assertFrame(copy, "inner", rect(20, 8, 280, 20))
        assertFrame(scene, "inner", rect(12, 8, 280, 20))
        assertLayoutError(.guideUsedAsView("card.margins", .margins)) {
            try scene.setPreservesSuperviewLayoutMargins("card.margins", true)
        }
    }
}
