import Cassowary
import Layout
import XCTest
@testable import Shell

/// Issue 32 (part 3): a scene refuses with values; what the shell says of each is written in
/// the shell (LayoutErrorWords.swift), pinned here once a case, as users read it.
final class LayoutErrorWordsTests: XCTestCase {
    func testNamesAndViews() {
        XCTAssertEqual(LayoutError.unknownView("bdy", suggestion: "body").words, "no view named 'bdy' (did you mean 'body'?)")
        XCTAssertEqual(LayoutError.unknownView("qqq", suggestion: nil).words, "no view named 'qqq'")
        XCTAssertEqual(LayoutError.duplicateView("cell").words, "there is already a view named 'cell'")
        XCTAssertEqual(LayoutError.unknownConstraint("photoWidht", suggestion: "photoWidth").words,
                       "no constraint named 'photoWidht' (did you mean 'photoWidth'?)")
        XCTAssertEqual(LayoutError.duplicateConstraint("w").words, "there is already a constraint named 'w'")
        XCTAssertEqual(LayoutError.emptyViewName.words, "a view needs a name")
        XCTAssertEqual(LayoutError.invalidConstraintName("a.b").words,
                       "a constraint's name cannot contain '.' (the engine's own names do)")
        XCTAssertEqual(LayoutError.nameTakenByConstraint("w").words, "'w' is a constraint's name; choose another name for the view")
        XCTAssertEqual(LayoutError.nameTakenByView("cell").words, "'cell' is a view's name; choose another name for the constraint")
        XCTAssertEqual(LayoutError.cycle(view: "a", parent: "b").words, "'b' is inside 'a': a view cannot be put inside itself")
        XCTAssertEqual(LayoutError.notARoot("body").words,
                       "'body' has a superview: its size comes from constraints (constrain body.width instead)")
        XCTAssertEqual(LayoutError.notARootSize(.left).words, "a root has a width and a height")
        XCTAssertEqual(LayoutError.safeAreaInsetsOfSubview("content").words,
                       "only a root has safe area insets (a device gives them); content's safe area guide is its bounds")
        XCTAssertEqual(LayoutError.notALabel("photo").words, "'photo' is not a label")
        XCTAssertEqual(LayoutError.notAnImage("body").words, "'body' is not an image")
    }

    func testConstraints() {
        let left = Anchor("photo", .left), width = Anchor("body", .width), top = Anchor("body", .top)
        XCTAssertEqual(LayoutError.noCommonAncestor("photo", "stray").words,
                       "'photo' and 'stray' have no common ancestor: a constraint can only relate views of one tree")
        XCTAssertEqual(LayoutError.locationAgainstSize(left, width).words,
                       "a location attribute cannot be related to a size attribute (photo.left and body.width)")
        XCTAssertEqual(LayoutError.locationAgainstSize(Anchor("photo", .centerX), nil).words,
                       "photo.centerX is a location: relate it to another view's attribute, not to a constant alone")
        XCTAssertEqual(LayoutError.axisMismatch(left, top).words,
                       "photo.left and body.top are on different axes: a horizontal location cannot be related to a vertical one")
        XCTAssertEqual(LayoutError.directionMismatch(Anchor("photo", .leading), Anchor("body", .right)).words,
                       "photo.leading and body.right mix leading/trailing with left/right: relate leading and trailing to each other, or left and right")
        XCTAssertEqual(LayoutError.zeroMultiplierOnLocation(Anchor("body", .left)).words,
                       "a multiplier of 0 on a location attribute (body.left) would pin it to a constant: use a constant instead")
        XCTAssertEqual(LayoutError.requiredPriorityChange("w").words,
                       "the priority of 'w' cannot change between required (1000) and optional once it is active; deactivate it first")
        XCTAssertEqual(LayoutError.superviewBarWithoutSuperview.words,
                       "the superview bar '|' needs a view beside it that has a superview")
        XCTAssertEqual(LayoutError.beyondRange(Anchor("h1", .height), value: 1e14).words,
                       "it would make h1.height 100000000000000.0, beyond ±10,000,000, a layout's range: the constraint is not added")
    }

    func testStacksAndGuides() {
        XCTAssertEqual(LayoutError.notAStack("cell").words, "'cell' is not a stack view (a stack is made with stack NAME)")
        XCTAssertEqual(LayoutError.notASubview("x", of: "row").words,
                       "'x' is not a subview of 'row': a stack arranges its own subviews (make it with 'in row')")
        XCTAssertEqual(LayoutError.notArranged("x", stack: "row").words, "'x' is not arranged by 'row'")
        XCTAssertEqual(LayoutError.arrangedTwice("x").words, "a view is arranged once: a name is given twice")
        XCTAssertEqual(LayoutError.stackIndexOutOfRange(stack: "row", index: 3, count: 1).words,
                       "row arranges 1 other view: the index is 0…1")
        XCTAssertEqual(LayoutError.stackIndexOutOfRange(stack: "row", index: 5, count: 2).words,
                       "row arranges 2 other views: the index is 0…2")
        XCTAssertEqual(LayoutError.engineGuide("row.spanner").words,
                       "'row.spanner' is a guide the engine makes for its view (a stack's, margins, safe area); change the view instead")
        XCTAssertEqual(LayoutError.guideNotYetMade("cell.margins", owner: "cell").words,
                       "cell.margins is made when a constraint first names it (as UIKit makes cell's guide on first use); none has yet")
    }

    func testAGuideUsedAsAView() {
        func words(_ use: LayoutError.GuideUse) -> String { LayoutError.guideUsedAsView("g", use).words }
        XCTAssertEqual(words(.ownGuides), "'g' is a layout guide: it has no margins, safe area or readable guide")
        XCTAssertEqual(words(.margins), "a guide has no margins of its own")
        XCTAssertEqual(words(.readableWidth), "a guide has no readable content guide")
        XCTAssertEqual(words(.arranged), "'g' is a layout guide: a stack arranges views")
        XCTAssertEqual(words(.superview), "'g' is a layout guide: a view's superview is a view")
    }

    /// Each quantity a scene refuses as not finite.
    func testNonFiniteNumbers() {
        func words(_ q: LayoutError.Quantity) -> String { LayoutError.nonFinite(q).words }
        XCTAssertEqual(words(.multiplier), "the multiplier is not a finite number")
        XCTAssertEqual(words(.constant), "the constant is not a finite number")
        XCTAssertEqual(words(.margin), "a margin is not a finite number")
        XCTAssertEqual(words(.readableWidth), "a readable width is not a finite number")
        XCTAssertEqual(words(.safeAreaInset), "a safe area inset is not a finite number")
        XCTAssertEqual(words(.spacing), "the spacing is not a finite number")
    }

    /// Each quantity a scene refuses out of its range.
    func testNumbersOutOfRange() {
        func words(_ q: LayoutError.Quantity) -> String { LayoutError.outOfRange(q).words }
        XCTAssertEqual(words(.size), "a size is a number of at least 0")
        XCTAssertEqual(words(.safeAreaInset), "a safe area inset is at least 0")
        XCTAssertEqual(words(.readableWidth), "a readable width is at least 0")
        XCTAssertEqual(words(.fittingWidth), "a fitting width is a number of at least 0")
        XCTAssertEqual(words(.intrinsicSize), "an intrinsic size is two numbers of at least 0, as 120x44")
        XCTAssertEqual(words(.imageSize), "an image size is two numbers of at least 0, as 64x64")
        XCTAssertEqual(words(.frame), "a frame is x,y,width,height with a size of at least 0")
        XCTAssertEqual(words(.alignmentInsets), "alignment insets are four numbers in -1000…1000")
        XCTAssertEqual(words(.lines), "lines is 0 (no limit) or more")
        XCTAssertEqual(words(.preferredMaxWidth), "preferredMaxWidth is a number of at least 0, auto or legacy")
        XCTAssertEqual(words(.scale), "the screen scale is 1, 2 or 3")
    }

    func testAFontNotLoaded() throws {
        let scene = Scene()
        try scene.addView("cell")
        XCTAssertThrowsError(try scene.addView("body", kind: .label(Label(text: "x", font: .named("Nope", size: 12))), parent: "cell")) {
            XCTAssertEqual(($0 as? LayoutError)?.words, "no font named 'Nope' has been loaded")
        }
    }

    func testLimits() {
        func words(_ limit: SceneLimit) -> String { LayoutError.limit(limit, about: "v").words }
        XCTAssertEqual(words(.views), "a scene holds at most 120,000 views")
        XCTAssertEqual(words(.viewsInTree), "a view tree holds at most 100,000 views")
        XCTAssertEqual(words(.depth), "a view is at most 100 levels below its root")
        XCTAssertEqual(words(.constraints), "a scene holds at most 500,000 constraints of yours")
        XCTAssertEqual(words(.nameBytes), "a name is at most 256 bytes long")
        XCTAssertEqual(words(.arrangedViews), "a stack arranges at most 10,000 views")
        XCTAssertEqual(words(.proportionalViews), "a fillProportionally stack arranges at most 100 views")
    }
}
