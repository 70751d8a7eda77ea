import XCTest
import TestSupport
import Cassowary
@testable import Layout

/// The numbered text cell of the Dynamic Type articles: a line-number label in the caption1
/// text style, with low horizontal compression resistance (250) and high horizontal hugging
/// (750), beside a body label in the body text style with lines 0; at the default size
/// (large) and at accessibilityExtraExtraExtraLarge (AX5).
///
/// The body starts at a fixed gutter of 44 pt and the number sits in it:
/// ```
/// H:|-8-[number]-(>=4)-[body]-8-|      body.leading == cell.leading + 44   (gutter)
/// V:|-8-[body]-8-|                     number.firstBaseline == body.firstBaseline
///                                      cell.bottom >= number.bottom + 8
/// ```
/// so the number, not the body, gives way when it does not fit (that is what its low
/// compression resistance is for): the room for it is 44 − 8 − 4 = 32 pt.
///
/// Hand arithmetic (text styles: caption1 12 pt at large, 43 pt at AX5; body 17 pt, 53 pt):
/// - number "12.": 1303 + 1303 + 651 = 3257 units.
///   large: × 12/2048 = 19.08 → 20 wide; one line 13.96875 → 14 high.
///   AX5:   × 43/2048 = 68.38 → 69 wide (more than the 32 it has); one line 50.0547 → 51 high.
/// - body: width 320 − 44 − 8 = 268 pt; 6 words "aaaa".
///   large: 268 × 2048/17 = 32286.1 units: 5 words (27704) a line, not 6 (33375) → 2 lines
///          → 2 × 19.7890625 = 39.578 → 40 high; cell 8 + 40 + 8 = 56.
///   AX5:   268 × 2048/53 = 10355.9 units: 1 word (5020) a line, not 2 (10691) → 6 lines
///          → 6 × 61.6953125 = 370.17 → 371 high; cell 8 + 371 + 8 = 387.
/// - baselines: the body's first baseline is 8 + ascender(body); the number's top is that minus
///   ascender(caption1): large 8 + 1901 × (17 − 12)/2048 = 12.6411 → frame y 13, bottom 26.64 → 27;
///   AX5 8 + 1901 × (53 − 43)/2048 = 17.2822 → y 17, bottom 68.28 → 68.
final class CellNumberedTextTests: XCTestCase {
    func makeNumberedCell() throws -> Scene {
        let scene = Scene()
        try addNumberedCellViews(to: scene, horizontal: "H:|-8-[number]-(>=4)-[body]-8-|")
        try scene.addConstraint(spec("body", .leading, .equal, "cell", constant: 44), identifier: "gutter")
        try scene.addVisualFormat("V:|-8-[body]-8-|")
        try scene.addConstraint(spec("number", .firstBaseline, .equal, "body"), identifier: "baseline")
        try scene.addConstraint(spec("cell", .bottom, .greaterOrEqual, "number", constant: 8), identifier: "numberBottom")
        try scene.setRootSize("cell", .width, 320)
        return scene
    }

    func testDefaultSize() throws {
        let scene = try makeNumberedCell()
        XCTAssertEqual(scene.category, .large)
        XCTAssertEqual(try scene.fittingSize(of: "cell", width: 320).height, 56)
        assertFrame(scene, "cell", rect(0, 0, 320, 56))
        assertFrame(scene, "number", rect(8, 13, 20, 14))
        assertFrame(scene, "body", rect(44, 8, 268, 40))
        XCTAssertEqual(scene.v("number", .top), 8 + 1901.0 * 5 / 2048, accuracy: 1e-9)
        XCTAssertEqual(scene.v("body", .firstBaseline), 8 + 1901.0 * 17 / 2048, accuracy: 1e-9)
        let snapshot = try scene.laidOut().snapshot()
        XCTAssertEqual(snapshot.views.first { $0.name == "body" }?.textLines, [words(5), words(1)])
        XCTAssertEqual(snapshot.views.first { $0.name == "number" }?.textLines, ["12."])
        XCTAssertEqual(snapshot.views.first { $0.name == "body" }?.lineHeight ?? 0, 2384.0 * 17 / 2048, accuracy: 1e-12)
        XCTAssertTrue(scene.takeConflicts().isEmpty)
    }

    func testAccessibilityExtraExtraExtraLarge() throws {
        let scene = try makeNumberedCell()
        scene.setCategory(.accessibilityExtraExtraExtraLarge)
        XCTAssertEqual(try scene.fittingSize(of: "cell", width: 320).height, 387)
        assertFrame(scene, "cell", rect(0, 0, 320, 387))
        // The number gives way: 32 pt instead of its 69 (compression resistance 250).
        assertFrame(scene, "number", rect(8, 17, 32, 51))
        assertFrame(scene, "body", rect(44, 8, 268, 371))
        XCTAssertEqual(scene.v("number", .top), 8 + 1901.0 * 10 / 2048, accuracy: 1e-9)
        XCTAssertEqual(try scene.laidOut().snapshot().views.first { $0.name == "body" }?.textLines, Array(repeating: "aaaa", count: 6))
        XCTAssertTrue(scene.takeConflicts().isEmpty)
    }

    /// Back to the default size, the cell is exactly as it was; a category change re-measures
    /// the labels in place: no constraint is added to or removed from the solver.
    func testCategoryRoundTrip() throws {
        let scene = try makeNumberedCell()
        try scene.setRootSize("cell", .height, 56)
        assertFrame(scene, "body", rect(44, 8, 268, 40))
        let before = scene.solverStatistics
        try scene.setRootSize("cell", .height, 387)
        scene.setCategory(.accessibilityExtraExtraExtraLarge)
        assertFrame(scene, "body", rect(44, 8, 268, 371))
        try scene.setRootSize("cell", .height, 56)
        scene.setCategory(.large)
        assertFrame(scene, "number", rect(8, 13, 20, 14))
        assertFrame(scene, "body", rect(44, 8, 268, 40))
        XCTAssertEqual(scene.laidOut().intrinsicSize(of: "number"), Size(width: 20, height: 14))
        XCTAssertEqual(scene.solverStatistics.constraintsAdded, before.constraintsAdded)
        XCTAssertEqual(scene.solverStatistics.constraintsRemoved, before.constraintsRemoved)
        XCTAssertTrue(scene.takeConflicts().isEmpty)
    }

    /// UILabel's intrinsic size is its text's size whatever frame it was given: at AX5 the
    /// number measures 69 × 51 ("12." at 43 pt) even while it is squeezed to 32.
    func testNumberIntrinsicSizeAtAX5IsItsFullText() throws {
        let scene = try makeNumberedCell()
        scene.setCategory(.accessibilityExtraExtraExtraLarge)
        _ = try scene.laidOut().frame(of: "number")
        // BUG: a single-line label is re-measured at its squeezed frame width, so its intrinsic size becomes the truncated "…" (43 × 51) instead of "12." (69 × 51).
        XCTAssertEqual(scene.laidOut().intrinsicSize(of: "number"), Size(width: 69, height: 51))
    }

    /// The pitfall the low compression resistance invites when the number and the body are one
    /// chain (`H:|-8-[number]-8-[body]-8-|`, no gutter): the body, measured first as one line,
    /// asks for 6 words = 33375 units × 17/2048 = 277.04 → 278 at compression resistance 750;
    /// the number (250) gives way: 320 − 8 − 8 − 8 − 278 = 18 < 20. The body keeps one line,
    /// the cell is 8 + 20 + 8 = 36 high. (The number, 18 wide, then draws only "…": "1…" is
    /// 1303 + 2048 = 3351 units = 19.6 pt.) As Auto Layout would do it with these priorities.
    func testChainedNumberIsSqueezedByTheBody() throws {
        let scene = Scene()
        try addNumberedCellViews(to: scene, horizontal: "H:|-8-[number]-8-[body]-8-|")
        try scene.addVisualFormat("V:|-8-[body]-8-|")
        try scene.addConstraint(spec("number", .firstBaseline, .equal, "body"))
        try scene.setRootSize("cell", .width, 320)
        XCTAssertEqual(try scene.fittingSize(of: "cell", width: 320).height, 36)
        // BUG: the single-line ratchet: the squeezed number is re-measured at 18 as "…" (12 wide) and hugs that at 750, so it is 12 wide and the body 284, instead of 18 and 278.
        assertFrame(scene, "number", rect(8, 13, 18, 14))
        assertFrame(scene, "body", rect(34, 8, 278, 20))
        XCTAssertEqual(scene.laidOut().intrinsicSize(of: "number"), Size(width: 20, height: 14))
    }
}
