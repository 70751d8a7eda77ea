import XCTest
import TestSupport
import Cassowary
@testable import Layout

/// Labels measured at the width the layout gives them (automatic preferredMaxLayoutWidth),
/// and what a label's intrinsic size must not depend on.
final class SceneLabelSettlingTests: XCTestCase {
    /// UILabel's intrinsic size for one line is its text's size, whatever its frame: a label
    /// squeezed for a while takes its full width back when there is room again.
    ///
    /// "12." at 12 pt: 1303 + 1303 + 651 = 3257 units × 12/2048 = 19.08 → 20 wide, 14 high.
    /// In a cell 18 wide (`H:|[n]-(>=0)-|`) it is squeezed to 18; at 100 wide it must be 20 again.
    /// ("…" alone is 2048 units × 12/2048 = 12 wide: what the engine takes as its size instead.)
    func testSingleLineLabelTakesItsWidthBackAfterBeingSqueezed() throws {
        let scene = Scene()
        try scene.addView("cell")
        try scene.setRootSize("cell", .width, 18)
        try scene.addView("n", kind: label("12.", font: .system(size: 12)), parent: "cell")
        try scene.addVisualFormat("H:|[n]-(>=0)-|")
        try scene.addVisualFormat("V:|[n]|")
        // BUG: a squeezed single-line label is re-measured at its frame width; its intrinsic size becomes the truncated "…" (12 wide) and stays so: at width 100 it is still 12 wide and draws "…".
        assertFrame(scene, "n", rect(0, 0, 18, 14))
        XCTAssertEqual(scene.laidOut().intrinsicSize(of: "n"), Size(width: 20, height: 14))
        try scene.setRootSize("cell", .width, 100)
        assertFrame(scene, "n", rect(0, 0, 20, 14))
        XCTAssertEqual(try scene.laidOut().snapshot().views.first { $0.name == "n" }?.textLines, ["12."])
    }

    /// A chat bubble: the message hugs its text and may grow to the cell's width
    /// (`H:|-8-[msg]-(>=8)-|`, lines 0). Reused for a short message then a long one, it must
    /// give the long one the size a fresh bubble gives it.
    ///
    /// Room: 320 − 16 = 304 pt = 36623.1 units → 6 words (33375) a line → 20 words in 4 lines:
    /// 278 × 80 (widest line 33375 × 17/2048 = 277.04 → 278). "aaaa": 5020 × 17/2048 = 41.67 → 42 × 20.
    func testReusedBubbleGrowsBackForALongMessage() throws {
        let scene = Scene()
        try scene.addView("cell")
        try scene.setRootSize("cell", .width, 320)
        try scene.addView("msg", kind: label(words(20), lines: 0), parent: "cell")
        try scene.addVisualFormat("H:|-8-[msg]-(>=8)-|")
        try scene.addVisualFormat("V:|-8-[msg]-8-|")
        assertFrame(scene, "msg", rect(8, 8, 278, 80))
        try scene.updateLabel("msg") { $0.text = "aaaa" }
        assertFrame(scene, "msg", rect(8, 8, 42, 20))
        try scene.updateLabel("msg") { $0.text = words(20) }
        // BUG: an automatic multi-line label is re-measured at its current (narrow) width, so once short it wraps every later text at 42 pt: 20 lines, 42 × 396, instead of 278 × 80.
        assertFrame(scene, "msg", rect(8, 8, 278, 80))
        assertFrame(scene, "cell", rect(0, 0, 320, 96))
    }

    /// Dynamic Type: a multi-line label in the body style that hugs its text
    /// (`H:|-8-[a]-(>=8)-|`) gets the reader's larger size and must take the width its text
    /// needs, not wrap at the width it had.
    ///
    /// "Hello": H 1540 + e 1260 + l 569 + l 569 + o 1253 = 5191 units.
    /// large (17 pt): 5191 × 17/2048 = 43.09 → 44 wide, 19.79 → 20 high.
    /// AX5 (53 pt): 5191 × 53/2048 = 134.34 → 135 wide (room: 320 − 16 = 304), 61.70 → 62 high.
    func testLargerTextSizeIsNotWrappedAtTheOldWidth() throws {
        let scene = Scene()
        try scene.addView("cell")
        try scene.setRootSize("cell", .width, 320)
        try scene.addView("a", kind: label("Hello", font: .textStyle(.body), lines: 0), parent: "cell")
        try scene.addVisualFormat("H:|-8-[a]-(>=8)-|")
        try scene.addVisualFormat("V:|-8-[a]-8-|")
        assertFrame(scene, "a", rect(8, 8, 44, 20))
        scene.setCategory(.accessibilityExtraExtraExtraLarge)
        // BUG: the label is re-measured at its old width (44), so "Hello" at 53 pt breaks between characters into 4 lines "H" "e" "ll" "o" (40 × 247) instead of one line 135 × 62.
        assertFrame(scene, "a", rect(8, 8, 135, 62))
        XCTAssertEqual(try scene.laidOut().snapshot().views.first { $0.name == "a" }?.textLines, ["Hello"])
    }

    /// The same scene must give the same layout however it got there. The numbered cell with the
    /// number and body in one chain (`H:|-8-[number]-8-[body]-8-|`, number compression 250,
    /// hugging 750) at AX5: built at AX5, or built at large and then switched to AX5.
    func testLayoutDoesNotDependOnHistory() throws {
        func make(categoryFirst: Bool) throws -> Scene {
            let scene = Scene()
            if categoryFirst { scene.setCategory(.accessibilityExtraExtraExtraLarge) }
            try addNumberedCellViews(to: scene, horizontal: "H:|-8-[number]-8-[body]-8-|")
            try scene.setRootSize("cell", .width, 320)
            try scene.addVisualFormat("V:|-8-[body]-8-|")
            try scene.addConstraint(spec("number", .firstBaseline, .equal, "body"))
            _ = try scene.laidOut().frame(of: "cell")
            if !categoryFirst { scene.setCategory(.accessibilityExtraExtraExtraLarge) }
            return scene
        }
        let fresh = try make(categoryFirst: true)
        let switched = try make(categoryFirst: false)
        // Settling starts from every label's natural one-line width, so both histories give the
        // same layout. (At AX5 the body's natural width, at compression resistance 750, squeezes
        // the number, at 250, to a width of 0, the least a size can be: that is this layout's
        // lesson.)
        XCTAssertEqual(try fresh.laidOut().frame(of: "cell"), try switched.laidOut().frame(of: "cell"))
        XCTAssertEqual(try fresh.laidOut().frame(of: "number"), try switched.laidOut().frame(of: "number"))
        XCTAssertEqual(try fresh.laidOut().frame(of: "body"), try switched.laidOut().frame(of: "body"))
    }

    /// A text change re-measures the label in place: no constraint added or removed, a few
    /// pivots; the cell follows. 20 words → 4 lines (80), 8 words → 6 + 2 = 2 lines (40).
    func testTextChangeReSolvesWithoutRebuild() throws {
        let scene = Scene()
        try scene.addView("cell")
        try scene.setRootSize("cell", .width, 320)
        try scene.addView("body", kind: label(words(20), lines: 0), parent: "cell")
        try scene.addVisualFormat("H:|-6-[body]-6-|")
        try scene.addVisualFormat("V:|-6-[body]-6-|")
        assertFrame(scene, "cell", rect(0, 0, 320, 92))
        let before = scene.solverStatistics
        try scene.updateLabel("body") { $0.text = words(8) }
        assertFrame(scene, "cell", rect(0, 0, 320, 52))
        assertFrame(scene, "body", rect(6, 6, 308, 40))
        let after = scene.solverStatistics
        XCTAssertEqual(after.constraintsAdded, before.constraintsAdded)
        XCTAssertEqual(after.constraintsRemoved, before.constraintsRemoved)
        XCTAssertLessThanOrEqual(after.pivots - before.pivots, 12, "\(before) → \(after)")
    }
}
