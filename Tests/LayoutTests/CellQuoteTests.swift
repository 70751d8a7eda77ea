import XCTest
import TestSupport
import Cassowary
@testable import Layout

/// The quote cell of the self-sizing articles: a 64×64 photo whose width constraint is at 999,
/// a quote label (lines 0, vertical hugging 251), a name label of fixed height 21 under it,
/// and both bottoms as `>=` constraints; shown with a photo, without one (collapsed), and
/// without one the old way (width and margin constants set to 0).
///
/// ```
/// photo.leading == cell.leading + 8            (photoLeading)
/// photo.top == cell.top + 8
/// photo.width == 64 @999                       (photoWidth)
/// photo.height == photo.width                  (photoAspect)
/// quote.leading == photo.trailing + 8          (quoteLeading)
/// quote.top == cell.top + 8,  cell.trailing == quote.trailing + 8
/// name.height == 21, name.leading == quote.leading, name.trailing == quote.trailing
/// name.top == quote.bottom + 8
/// cell.bottom >= name.bottom + 8               (nameBottom)
/// cell.bottom >= photo.bottom + 8              (photoBottom)
/// ```
///
/// Hand arithmetic, cell width 320, quote in 17 pt:
/// - with a photo: quote x = 8 + 64 + 8 = 80, width 320 − 8 − 80 = 232 pt = 232 × 2048/17 = 27949.2
///   units: 5 words (27704) a line, not 6 (33375).
///   12 words → 5 + 5 + 2 = 3 lines → 59.367 → 60: quote 8…68, name 76…97, 97 + 8 = 105;
///   photo 8 + 64 + 8 = 80 → height 105 (the text decides).
///   3 words → 1 line → 20: quote 8…28, name 36…57, 57 + 8 = 65 < 80 → 80 (the photo decides).
/// - without a photo: quote x = 8, width 304 pt = 36623.1 units: 6 words (33375) a line, not 7 (39046).
///   12 words → 6 + 6 = 2 lines → 39.578 → 40: quote 8…48, name 56…77 → height 85.
///   3 words → 1 line: quote 8…28, name 36…57 → height 65.
final class CellQuoteTests: XCTestCase {
    func makeQuoteCell(quoteWords: Int) throws -> Scene {
        let scene = Scene()
        try scene.addView("cell")
        try scene.addView("photo", kind: .image(Size(width: 64, height: 64)), parent: "cell")
        try scene.addView("quote", kind: label(words(quoteWords), lines: 0), parent: "cell")
        try scene.addView("name", kind: label("Jo", font: .system(size: 15)), parent: "cell")
        try scene.setHugging("quote", .vertical, 251)
        try scene.addConstraint(spec("photo", .leading, .equal, "cell", constant: 8), identifier: "photoLeading")
        try scene.addConstraint(spec("photo", .top, .equal, "cell", constant: 8), identifier: "photoTop")
        try scene.addConstraint(spec("photo", .width, constant: 64, priority: 999), identifier: "photoWidth")
        try scene.addConstraint(spec("photo", .height, .equal, "photo", .width), identifier: "photoAspect")
        try scene.addConstraint(spec("quote", .leading, .equal, "photo", .trailing, constant: 8), identifier: "quoteLeading")
        try scene.addConstraint(spec("quote", .top, .equal, "cell", constant: 8), identifier: "quoteTop")
        try scene.addConstraint(spec("cell", .trailing, .equal, "quote", constant: 8), identifier: "quoteTrailing")
        try scene.addConstraint(spec("name", .height, constant: 21), identifier: "nameHeight")
        try scene.addConstraint(spec("name", .leading, .equal, "quote"), identifier: "nameLeading")
        try scene.addConstraint(spec("name", .trailing, .equal, "quote"), identifier: "nameTrailing")
        try scene.addConstraint(spec("name", .top, .equal, "quote", .bottom, constant: 8), identifier: "nameTop")
        try scene.addConstraint(spec("cell", .bottom, .greaterOrEqual, "name", constant: 8), identifier: "nameBottom")
        try scene.addConstraint(spec("cell", .bottom, .greaterOrEqual, "photo", constant: 8), identifier: "photoBottom")
        try scene.setRootSize("cell", .width, 320)
        return scene
    }

    func height(_ scene: Scene) throws -> Double { try scene.fittingSize(of: "cell", width: 320).height }

    func testSetUpAsTheArticleSays() throws {
        let scene = try makeQuoteCell(quoteWords: 12)
        XCTAssertEqual(try scene.view("quote").huggingVertical, 251)
        XCTAssertEqual(try scene.constraint("quote.intrinsic.height.hug").spec.priority, 251)
        XCTAssertEqual(try scene.constraint("photoWidth").spec.priority, 999)
        XCTAssertEqual(scene.laidOut().intrinsicSize(of: "photo"), Size(width: 64, height: 64))
    }

    func testWithPhotoLongQuoteTheTextDecides() throws {
        let scene = try makeQuoteCell(quoteWords: 12)
        XCTAssertEqual(try height(scene), 105)
        try scene.setRootSize("cell", .height, 105)
        assertFrame(scene, "photo", rect(8, 8, 64, 64))
        assertFrame(scene, "quote", rect(80, 8, 232, 60))
        assertFrame(scene, "name", rect(80, 76, 232, 21))
        XCTAssertEqual(try scene.laidOut().snapshot().views.first { $0.name == "quote" }?.textLines, [words(5), words(5), words(2)])
        XCTAssertTrue(scene.takeConflicts().isEmpty)
        XCTAssertTrue(scene.laidOut().ambiguities().isEmpty, "\(scene.laidOut().ambiguities())")
    }

    func testWithPhotoShortQuoteThePhotoDecides() throws {
        let scene = try makeQuoteCell(quoteWords: 3)
        XCTAssertEqual(try height(scene), 80)
        try scene.setRootSize("cell", .height, 80)
        assertFrame(scene, "quote", rect(80, 8, 232, 20))
        assertFrame(scene, "name", rect(80, 36, 232, 21))
        assertFrame(scene, "photo", rect(8, 8, 64, 64))
    }

    func testWithoutPhotoCollapsed() throws {
        let scene = try makeQuoteCell(quoteWords: 12)
        try scene.setCollapsed("photo", true)
        XCTAssertEqual(try height(scene), 85)
        try scene.setRootSize("cell", .height, 85)
        assertFrame(scene, "photo", rect(0, 0, 0, 0))
        assertFrame(scene, "quote", rect(8, 8, 304, 40))
        assertFrame(scene, "name", rect(8, 56, 304, 21))
        XCTAssertEqual(try scene.laidOut().snapshot().views.first { $0.name == "quote" }?.textLines, [words(6), words(6)])

        let short = try makeQuoteCell(quoteWords: 3)
        try short.setCollapsed("photo", true)
        XCTAssertEqual(try height(short), 65)
        XCTAssertTrue(scene.takeConflicts().isEmpty)
        XCTAssertTrue(short.takeConflicts().isEmpty)
    }

    /// The way before collapse existed: the width (at 999, so that it can go to 0 against the
    /// image's compression resistance of 750) and the quote's margin to the photo set to 0.
    func testWithoutPhotoByZeroConstants() throws {
        let scene = try makeQuoteCell(quoteWords: 12)
        try scene.setConstant("photoWidth", 0)
        try scene.setConstant("quoteLeading", 0)
        XCTAssertEqual(try height(scene), 85)
        try scene.setRootSize("cell", .height, 85)
        assertFrame(scene, "photo", rect(8, 8, 0, 0))
        assertFrame(scene, "quote", rect(8, 8, 304, 40))
        assertFrame(scene, "name", rect(8, 56, 304, 21))
        XCTAssertTrue(scene.takeConflicts().isEmpty)

        // And back: the constants as they were give the layout with the photo again.
        try scene.setRootSize("cell", .height, nil)
        try scene.setConstant("photoWidth", 64)
        try scene.setConstant("quoteLeading", 8)
        XCTAssertEqual(try height(scene), 105)
    }

    func testCollapseAndBackRestoresTheLayoutWithPhoto() throws {
        let scene = try makeQuoteCell(quoteWords: 12)
        XCTAssertEqual(try height(scene), 105)
        try scene.setCollapsed("photo", true)
        XCTAssertEqual(try height(scene), 85)
        try scene.setCollapsed("photo", false)
        XCTAssertEqual(try height(scene), 105)
        try scene.setRootSize("cell", .height, 105)
        assertFrame(scene, "photo", rect(8, 8, 64, 64))
        assertFrame(scene, "quote", rect(80, 8, 232, 60))
        for (id, constant) in [("photoLeading", 8.0), ("photoTop", 8), ("photoWidth", 64), ("quoteLeading", 8),
                               ("photoBottom", 8), ("nameTop", 8)] {
            XCTAssertEqual(try scene.constraint(id).spec.constant, constant, id)
            XCTAssertEqual(try scene.constraint(id).state, .active, id)
        }
    }

    /// At a tall fixed row height nothing stretches: the quote (hugging 251) keeps its text's
    /// height and the name its 21; the free space stays under them (the bottoms are `>=`).
    func testTallFixedRowHeightNothingStretches() throws {
        let scene = try makeQuoteCell(quoteWords: 12)
        try scene.setRootSize("cell", .height, 150)
        assertFrame(scene, "quote", rect(80, 8, 232, 60))
        assertFrame(scene, "name", rect(80, 76, 232, 21))
        XCTAssertTrue(scene.takeConflicts().isEmpty)
        XCTAssertTrue(scene.laidOut().ambiguities().isEmpty, "\(scene.laidOut().ambiguities())")
    }
}
