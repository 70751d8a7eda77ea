import XCTest
import TestSupport
import Cassowary
@testable import Layout

/// Everything a scene refuses, as a `LayoutError` value, and that a refusal changes nothing.
final class SceneRefusalTests: XCTestCase {
    /// Two trees: cell ⊃ (photo, body), and other ⊃ stray.
    func makeScene() throws -> Scene {
        let scene = Scene()
        try scene.addView("cell")
        try scene.addView("photo", kind: .image(Size(width: 64, height: 64)), parent: "cell")
        try scene.addView("body", kind: label("Hello", lines: 0), parent: "cell")
        try scene.addView("other")
        try scene.addView("stray", parent: "other")
        try scene.addConstraint(spec("photo", .width, constant: 64), identifier: "photoWidth")
        try scene.addConstraint(spec("photo", .leading, .equal, "cell", constant: 8), identifier: "photoLeading")
        try scene.addConstraint(spec("photo", .height, constant: 64, priority: 750), identifier: "photoHeight")
        return scene
    }

    /// The scene's constraints and frames, to check that a refusal left them alone.
    func fingerprint(_ scene: Scene) throws -> String {
        let constraints = scene.constraintOrder.map { "\($0): \(scene.constraints[$0]!.spec) \(scene.constraints[$0]!.state)" }
        let frames = try scene.viewOrder.map { "\($0) \(try scene.laidOut().absoluteFrame(of: $0))" }
        return (constraints + frames + ["\(scene.solverStatistics.constraintsAdded)"]).joined(separator: "\n")
    }

    func testNoCommonAncestor() throws {
        let scene = try makeScene()
        let before = try fingerprint(scene)
        assertLayoutError(.noCommonAncestor("photo", "stray")) { try scene.addConstraint(spec("photo", .leading, .equal, "stray")) }
        assertLayoutError(.noCommonAncestor("cell", "other")) { try scene.addConstraint(spec("cell", .width, .equal, "other")) }
        XCTAssertEqual(try fingerprint(scene), before)
    }

    func testLocationAgainstSize() throws {
        let scene = try makeScene()
        let before = try fingerprint(scene)
        assertLayoutError(.locationAgainstSize(Anchor("photo", .left), Anchor("body", .width))) {
            try scene.addConstraint(spec("photo", .left, .equal, "body", .width))
        }
        assertLayoutError(.locationAgainstSize(Anchor("photo", .height), Anchor("body", .top))) {
            try scene.addConstraint(spec("photo", .height, .equal, "body", .top))
        }
        // A location against a constant alone.
        assertLayoutError(.locationAgainstSize(Anchor("photo", .centerX), nil)) {
            try scene.addConstraint(spec("photo", .centerX, constant: 10))
        }
        XCTAssertEqual(try fingerprint(scene), before)
    }

    func testAxisMismatch() throws {
        let scene = try makeScene()
        let before = try fingerprint(scene)
        assertLayoutError(.axisMismatch(Anchor("photo", .left), Anchor("body", .top))) {
            try scene.addConstraint(spec("photo", .left, .equal, "body", .top))
        }
        assertLayoutError(.axisMismatch(Anchor("body", .firstBaseline), Anchor("photo", .centerX))) {
            try scene.addConstraint(spec("body", .firstBaseline, .equal, "photo", .centerX))
        }
        assertLayoutError(.axisMismatch(Anchor("photo", .leading), Anchor("body", .bottom))) {
            try scene.addConstraint(spec("photo", .leading, .greaterOrEqual, "body", .bottom))
        }
        XCTAssertEqual(try fingerprint(scene), before)
        // Sizes may cross axes (an aspect ratio).
        XCTAssertNoThrow(try scene.addConstraint(spec("photo", .height, .equal, "photo", .width)))
    }

    /// UIKit: "A constraint cannot be made between a leading/trailing attribute and a
    /// right/left attribute. Use leading/trailing for both or neither."
    func testLeadingAgainstLeftIsRefused() throws {
        let scene = try makeScene()
        // BUG: leading/trailing related to left/right is accepted (UIKit refuses it; in right-to-left it silently means something else).
        XCTAssertThrowsError(try scene.addConstraint(spec("body", .leading, .equal, "photo", .right, constant: 8)))
    }

    func testZeroMultiplierOnLocation() throws {
        let scene = try makeScene()
        let before = try fingerprint(scene)
        assertLayoutError(.zeroMultiplierOnLocation(Anchor("body", .left))) {
            try scene.addConstraint(spec("body", .left, .equal, "photo", .right, multiplier: 0, constant: 5))
        }
        XCTAssertEqual(try fingerprint(scene), before)
        // On a size it is allowed: `body.width == 0 × photo.width + 100` is `body.width == 100`.
        XCTAssertNoThrow(try scene.addConstraint(spec("body", .width, .equal, "photo", multiplier: 0, constant: 100)))
    }

    func testUnknownNamesWithSuggestion() throws {
        let scene = try makeScene()
        let before = try fingerprint(scene)
        assertLayoutError(.unknownView("bdy", suggestion: "body")) { try scene.addConstraint(spec("bdy", .leading, .equal, "cell")) }
        assertLayoutError(.unknownView("phtoo", suggestion: "photo")) { try scene.addConstraint(spec("body", .leading, .equal, "phtoo")) }
        assertLayoutError(.unknownView("phto", suggestion: "photo")) { try scene.setCollapsed("phto", true) }
        assertLayoutError(.unknownView("qqqqqqq", suggestion: nil)) { try scene.laidOut().frame(of: "qqqqqqq") }
        assertLayoutError(.unknownView("cel", suggestion: "cell")) { try scene.addView("x", parent: "cel") }
        assertLayoutError(.unknownConstraint("photoWidht", suggestion: "photoWidth")) { try scene.setConstant("photoWidht", 10) }
        assertLayoutError(.unknownConstraint("photoleading", suggestion: "photoLeading")) { try scene.setActive("photoleading", false) }
        assertLayoutError(.unknownConstraint("nothingLikeIt", suggestion: nil)) { try scene.removeConstraint("nothingLikeIt") }
        XCTAssertEqual(try fingerprint(scene), before)
    }

    func testNonFiniteNumbers() throws {
        let scene = try makeScene()
        let before = try fingerprint(scene)
        assertLayoutError(.nonFinite(.constant)) { try scene.addConstraint(spec("photo", .width, constant: .infinity)) }
        assertLayoutError(.nonFinite(.constant)) { try scene.addConstraint(spec("photo", .top, .equal, "cell", constant: -.infinity)) }
        assertLayoutError(.nonFinite(.multiplier)) { try scene.addConstraint(spec("photo", .width, .equal, "body", multiplier: .nan)) }
        assertLayoutError(.nonFinite(.constant)) { try scene.setConstant("photoWidth", .nan) }
        XCTAssertThrowsError(try scene.setRootSize("cell", .width, .infinity))
        XCTAssertThrowsError(try scene.setIntrinsicSize("photo", Size(width: .nan, height: 1)))
        XCTAssertThrowsError(try scene.setFrame("photo", rect(0, .infinity, 1, 1)))
        XCTAssertThrowsError(try scene.updateLabel("body") { $0.preferredMaxWidth = .explicit(.infinity) })
        XCTAssertNil(Priority(.nan))
        XCTAssertEqual(try fingerprint(scene), before)
        XCTAssertEqual(try scene.constraint("photoWidth").spec.constant, 64)
    }

    /// UIKit refuses to change a constraint between required and optional once installed.
    func testRequiredOptionalPriorityChangeOnAnActiveConstraint() throws {
        let scene = try makeScene()
        let before = try fingerprint(scene)
        assertLayoutError(.requiredPriorityChange("photoWidth")) { try scene.setPriority("photoWidth", 999) }
        assertLayoutError(.requiredPriorityChange("photoHeight")) { try scene.setPriority("photoHeight", .required) }
        XCTAssertEqual(try fingerprint(scene), before)
        // Optional to optional, and required to required, are fine in place.
        try scene.setPriority("photoHeight", 250)
        XCTAssertEqual(try scene.constraint("photoHeight").spec.priority, 250)
        try scene.setPriority("photoWidth", .required)
        // Deactivated, it may change, and comes back at its new priority.
        try scene.setActive("photoWidth", false)
        try scene.setPriority("photoWidth", 999)
        try scene.setActive("photoWidth", true)
        XCTAssertEqual(try scene.constraint("photoWidth").spec.priority, 999)
        XCTAssertEqual(try scene.constraint("photoWidth").state, .active)
        assertLayoutError(.requiredPriorityChange("photoWidth")) { try scene.setPriority("photoWidth", .required) }
    }

    /// A broken required constraint is still active (UIKit keeps it installed): same refusal.
    func testRequiredOptionalPriorityChangeOnABrokenConstraint() throws {
        let scene = try makeScene()
        try scene.addConstraint(spec("photo", .width, constant: 10), identifier: "tooNarrow")
        XCTAssertEqual(try scene.constraint("tooNarrow").state, .broken)
        XCTAssertEqual(scene.takeConflicts().first?.broken, "tooNarrow")
        assertLayoutError(.requiredPriorityChange("tooNarrow")) { try scene.setPriority("tooNarrow", 500) }
    }

    func testRootSizeOnANonRoot() throws {
        let scene = try makeScene()
        let before = try fingerprint(scene)
        assertLayoutError(.notARoot("photo")) { try scene.setRootSize("photo", .width, 100) }
        assertLayoutError(.notARoot("stray")) { try scene.setRootSize("stray", .height, 100) }
        assertLayoutError(.notARootSize(.left)) { try scene.setRootSize("cell", .left, 100) }
        XCTAssertThrowsError(try scene.setRootSize("cell", .width, -1))
        XCTAssertEqual(try fingerprint(scene), before)
    }

    /// `LayoutError.cycle` exists for putting a view inside itself, but the scene has no way to
    /// move a view to another parent: a view is made with its parent, which must already exist,
    /// and names are unique, so no call can make a cycle. These are the only ways to try.
    func testNoCallCanMakeACycle() throws {
        let scene = try makeScene()
        assertLayoutError(.unknownView("loop", suggestion: nil)) { try scene.addView("loop", parent: "loop") }
        assertLayoutError(.duplicateView("cell")) { try scene.addView("cell", parent: "photo") }
        XCTAssertNil(scene.views["cell"]?.parent)
    }

    func testDuplicatesAndKinds() throws {
        let scene = try makeScene()
        let before = try fingerprint(scene)
        assertLayoutError(.duplicateView("photo")) { try scene.addView("photo", parent: "cell") }
        assertLayoutError(.duplicateConstraint("photoWidth")) {
            try scene.addConstraint(spec("photo", .width, constant: 64), identifier: "photoWidth")
        }
        assertLayoutError(.notALabel("photo")) { try scene.updateLabel("photo") { $0.text = "x" } }
        assertLayoutError(.notAnImage("body")) { try scene.setImageSize("body", Size(width: 1, height: 1)) }
        assertLayoutError(.outOfRange(.scale)) { try scene.setScale(1.5) }
        assertLayoutError(.outOfRange(.lines)) { try scene.updateLabel("body") { $0.lines = -1 } }
        assertLayoutError(.outOfRange(.lines)) {
            try scene.addView("bad", kind: .label(Label(text: "x", lines: -2)), parent: "cell")
        }
        assertLayoutError(.outOfRange(.imageSize)) { try scene.addView("neg", kind: .image(Size(width: -1, height: 5)), parent: "cell") }
        assertLayoutError(.emptyViewName) { try scene.addView("", parent: "cell") }
        XCTAssertThrowsError(try scene.addView("font", kind: .label(Label(text: "x", font: .named("Nope", size: 12))), parent: "cell")) {
            guard case .unresolvedFont? = $0 as? LayoutError else { return XCTFail("\($0)") }
        }
        assertLayoutError(.outOfRange(.frame)) { try scene.setFrame("photo", rect(0, 0, -5, 5)) }
        assertLayoutError(.outOfRange(.fittingWidth)) { try scene.fittingSize(of: "cell", width: -1) }
        XCTAssertEqual(try fingerprint(scene), before)
        XCTAssertNil(scene.views["bad"])
        XCTAssertNil(scene.views["neg"])
    }

    /// A Visual Format line is all or none: when one of its constraints is refused, none is added.
    func testVisualFormatAllOrNone() throws {
        let scene = try makeScene()
        let before = try fingerprint(scene)
        // photo and stray are in different trees: the second connection is refused.
        XCTAssertThrowsError(try scene.addVisualFormat("H:|-8-[photo]-8-[stray]")) { error in
            XCTAssertEqual(error as? VisualFormatFailure, .layout(.noCommonAncestor("stray", "photo")))
        }
        XCTAssertThrowsError(try scene.addVisualFormat("H:|-8-[photo]-8-[nobody]")) { error in
            guard case .format? = error as? VisualFormatFailure else { return XCTFail("\(error)") }
        }
        // `|` beside a root: a root has no superview.
        XCTAssertThrowsError(try scene.addVisualFormat("H:|-8-[cell]"))
        XCTAssertEqual(try fingerprint(scene), before)
    }
}
