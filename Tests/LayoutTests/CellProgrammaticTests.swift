import XCTest
import TestSupport
import Cassowary
@testable import Layout

/// The programmatic cell (`H:|-6-[body]-6-|`, `V:|-6-[body]-6-|`) with a 1 pt separator; a
/// fixed row height half a point too short (a conflict); and preferredMaxLayoutWidth, legacy
/// (truncates) against automatic (wraps).
///
/// Hand arithmetic for the body, 20 words "aaaa" at 17 pt in a 320 pt cell:
/// body width 320 − 6 − 6 = 308 pt = 308 × 2048/17 = 37104.9 units: 6 words (33375) a line,
/// not 7 (39046) → 6 + 6 + 6 + 2 = 4 lines → 4 × 19.7890625 = 79.15625 high, rounded up to the
/// pixel grid: scale 1 → 80, scale 2 → ⌈158.3125⌉/2 = 79.5, scale 3 → ⌈237.46875⌉/3 = 238/3.
final class CellProgrammaticTests: XCTestCase {
    /// cell ⊃ content ⊃ body, and a separator under the content:
    /// `V:|[content][separator(1)]|`, `H:|[content]|`, `H:|-15-[separator]|`.
    func makeProgrammaticCell(text: String = words(20), preferredMaxWidth: PreferredMaxWidth = .automatic) throws -> Scene {
        let scene = Scene()
        try scene.addView("cell")
        try scene.addView("content", parent: "cell")
        try scene.addView("separator", parent: "cell")
        try scene.addView("body", kind: label(text, lines: 0, preferredMaxWidth: preferredMaxWidth), parent: "content")
        try scene.addVisualFormat("H:|-6-[body]-6-|")
        try scene.addVisualFormat("V:|-6-[body]-6-|")
        try scene.addVisualFormat("H:|[content]|")
        try scene.addVisualFormat("H:|-15-[separator]|")
        try scene.addVisualFormat("V:|[content][separator(1)]|")
        try scene.setRootSize("cell", .width, 320)
        return scene
    }

    /// Cell height 6 + 80 + 6 + 1 = 93; the separator at y = 92, 305 wide.
    func testLongTextWithSeparator() throws {
        let scene = try makeProgrammaticCell()
        assertFrame(scene, "cell", rect(0, 0, 320, 93))
        assertFrame(scene, "content", rect(0, 0, 320, 92))
        assertFrame(scene, "body", rect(6, 6, 308, 80))
        assertFrame(scene, "separator", rect(15, 92, 305, 1))
        XCTAssertEqual(try scene.laidOut().absoluteFrame(of: "body"), rect(6, 6, 308, 80))
        XCTAssertEqual(scene.laidOut().intrinsicSize(of: "body"), Size(width: 278, height: 80), "widest line 33375 × 17/2048 = 277.04 → 278")
        XCTAssertEqual(try scene.fittingSize(of: "cell", width: 320), Size(width: 320, height: 93))
        XCTAssertEqual(try scene.laidOut().snapshot().views.first { $0.name == "body" }?.textLines,
                       [words(6), words(6), words(6), words(2)])
        XCTAssertTrue(scene.takeConflicts().isEmpty)
        XCTAssertTrue(scene.laidOut().ambiguities().isEmpty, "\(scene.laidOut().ambiguities())")
    }

    /// A narrower cell, 200 pt: body 188 pt = 188 × 2048/17 = 22648.5 units → 4 words (22033)
    /// a line, not 5 (27704) → 5 lines → 98.945 → 99; cell 6 + 99 + 6 + 1 = 112.
    /// The same cell written with a metric: `H:|-margin-[body]-margin-|`, margin 6.
    func testWithMetrics() throws {
        let scene = Scene()
        try scene.addView("cell")
        try scene.addView("body", kind: label(words(20), lines: 0), parent: "cell")
        try scene.addVisualFormat("H:|-margin-[body]-margin-|", metrics: ["margin": 6])
        try scene.addVisualFormat("V:|-margin-[body]-margin-|", metrics: ["margin": 6])
        try scene.setRootSize("cell", .width, 320)
        assertFrame(scene, "body", rect(6, 6, 308, 80))
        assertFrame(scene, "cell", rect(0, 0, 320, 92))
    }

    func testRotationReSolvesInPlace() throws {
        let scene = try makeProgrammaticCell()
        assertFrame(scene, "cell", rect(0, 0, 320, 93))
        let before = scene.solverStatistics
        try scene.setRootSize("cell", .width, 200)
        assertFrame(scene, "body", rect(6, 6, 188, 99))
        assertFrame(scene, "cell", rect(0, 0, 200, 112))
        try scene.setRootSize("cell", .width, 320)
        assertFrame(scene, "cell", rect(0, 0, 320, 93))
        XCTAssertEqual(scene.solverStatistics.constraintsAdded, before.constraintsAdded, "a width change is no rebuild")
        XCTAssertEqual(scene.solverStatistics.constraintsRemoved, before.constraintsRemoved)
    }

    func testScaleTwoAndThree() throws {
        let scene = try makeProgrammaticCell()
        try scene.setScale(2)
        XCTAssertEqual(scene.laidOut().intrinsicSize(of: "body")?.height, 79.5)
        assertFrame(scene, "body", rect(6, 6, 308, 79.5))
        assertFrame(scene, "cell", rect(0, 0, 320, 92.5))
        assertFrame(scene, "separator", rect(15, 91.5, 305, 1))
        try scene.setScale(3)
        XCTAssertEqual(scene.laidOut().intrinsicSize(of: "body")?.height ?? 0, 238.0 / 3, accuracy: 1e-12)
        assertFrame(scene, "body", rect(6, 6, 308, 238.0 / 3), accuracy: 1e-9)
        assertFrame(scene, "cell", rect(0, 0, 320, 6 + 238.0 / 3 + 6 + 1), accuracy: 1e-9)
    }

    // MARK: A fixed row height half a point short

    /// `V:|-10-[title(24)]-10-[separator(0.5)]|` needs 10 + 24 + 10 + 0.5 = 44.5 pt; the row is
    /// 44. At scale 2 the half point is a pixel.
    func makeHairlineCell() throws -> Scene {
        let scene = Scene()
        try scene.setScale(2)
        try scene.addView("cell")
        try scene.addView("title", parent: "cell")
        try scene.addView("hairline", parent: "cell")
        try scene.addVisualFormat("H:|-15-[title]-15-|")
        try scene.addVisualFormat("H:|[hairline]|")
        try scene.setRootSize("cell", .width, 320)
        return scene
    }

    func addHairlineColumn(_ scene: Scene) throws {
        try scene.addConstraint(spec("title", .top, .equal, "cell", constant: 10), identifier: "titleTop")
        try scene.addConstraint(spec("title", .height, constant: 24), identifier: "titleHeight")
        try scene.addConstraint(spec("hairline", .top, .equal, "title", .bottom, constant: 10), identifier: "hairlineTop")
        try scene.addConstraint(spec("hairline", .height, constant: 0.5), identifier: "hairlineHeight")
        try scene.addConstraint(spec("cell", .bottom, .equal, "hairline"), identifier: "hairlineBottom")
    }

    func testFixedRowHeightHalfAPointShortReportsTheConflict() throws {
        let scene = try makeHairlineCell()
        try scene.setRootSize("cell", .height, 44)
        try addHairlineColumn(scene)
        let conflicts = scene.takeConflicts()
        XCTAssertEqual(conflicts.count, 1)
        XCTAssertEqual(conflicts.first?.broken, "hairlineBottom")
        XCTAssertEqual(Set(conflicts.first?.constraints ?? []),
                       ["cell.root.height", "titleTop", "titleHeight", "hairlineTop", "hairlineHeight", "hairlineBottom"])
        XCTAssertEqual(try scene.constraint("hairlineBottom").state, .broken)
        assertFrame(scene, "cell", rect(0, 0, 320, 44))
        assertFrame(scene, "title", rect(15, 10, 290, 24))
        assertFrame(scene, "hairline", rect(0, 44, 320, 0.5))
        XCTAssertTrue(scene.violatedRequiredConstraints().isEmpty, "\(scene.violatedRequiredConstraints())")
        let snapshot = try scene.laidOut().snapshot()
        XCTAssertEqual(snapshot.views.first { $0.name == "hairline" }?.isInConflict, true)
        XCTAssertTrue(scene.takeConflicts().isEmpty, "a conflict is reported once")
    }

    /// The other order, as a table does it: the cell sizes itself (44.5), then the table gives
    /// it a row of 44 at priority 1000. The engine keeps the row's height and breaks the cell's
    /// newest constraint, as UIKit breaks one of the cell's constraints and keeps
    /// UIView-Encapsulated-Layout-Height.
    func testRowHeightSetAfterTheCellBreaksTheCellsConstraint() throws {
        let scene = try makeHairlineCell()
        try addHairlineColumn(scene)
        assertFrame(scene, "cell", rect(0, 0, 320, 44.5))
        XCTAssertTrue(scene.takeConflicts().isEmpty)
        try scene.setRootSize("cell", .height, 44)
        let conflicts = scene.takeConflicts()
        XCTAssertEqual(conflicts.count, 1)
        XCTAssertEqual(conflicts.first?.broken, "hairlineBottom")
        XCTAssertTrue(conflicts.first?.constraints.contains("cell.root.height") ?? false)
        XCTAssertEqual(try scene.constraint("cell.root.height").state, .active)
        assertFrame(scene, "cell", rect(0, 0, 320, 44))

        // Half a point more and the broken constraint comes back by itself.
        try scene.setRootSize("cell", .height, 44.5)
        XCTAssertEqual(try scene.constraint("hairlineBottom").state, .active)
        assertFrame(scene, "hairline", rect(0, 44, 320, 0.5))
        XCTAssertTrue(scene.takeConflicts().isEmpty)
    }

    // MARK: preferredMaxLayoutWidth

    /// Legacy (iOS 6/7, no preferredMaxLayoutWidth): the label measures as one line,
    /// 20 × 5020 + 19 × 651 = 112769 units × 17/2048 = 936.08 → 937 wide, 20 high; the cell is
    /// 6 + 20 + 6 + 1 = 33 and the one line shown is truncated at 308 pt: room for text
    /// 37104.9 − 2048 ("…") = 35056.9 units: 6 words (33375), then " a" would make 35281 → 6 words + "…".
    /// Automatic fixes it: 4 lines, cell 93.
    func testLegacyTruncatesAutomaticWraps() throws {
        let scene = try makeProgrammaticCell(preferredMaxWidth: .legacy)
        XCTAssertEqual(scene.laidOut().intrinsicSize(of: "body"), Size(width: 937, height: 20))
        XCTAssertEqual(scene.measure(Label(text: words(20), lines: 0, preferredMaxWidth: .legacy), maxWidth: nil).lineCount, 1)
        assertFrame(scene, "body", rect(6, 6, 308, 20))
        assertFrame(scene, "cell", rect(0, 0, 320, 33))
        XCTAssertEqual(try scene.laidOut().snapshot().views.first { $0.name == "body" }?.textLines, [words(6) + "\u{2026}"])

        try scene.updateLabel("body") { $0.preferredMaxWidth = .automatic }
        assertFrame(scene, "body", rect(6, 6, 308, 80))
        assertFrame(scene, "cell", rect(0, 0, 320, 93))
        XCTAssertEqual(try scene.laidOut().snapshot().views.first { $0.name == "body" }?.textLines,
                       [words(6), words(6), words(6), words(2)])
    }

    /// lines = 2: the second line is cut: room for text 37104.9 − 2048 = 35056.9 units from
    /// the start of line 2: 6 words (33375), then " a" would make 35281 → 6 words + "…".
    /// Height 2 × 19.789 = 39.58 → 40; cell 6 + 40 + 6 + 1 = 53.
    func testLineLimitTwoTruncatesTheSecondLine() throws {
        let scene = try makeProgrammaticCell()
        try scene.updateLabel("body") { $0.lines = 2 }
        assertFrame(scene, "body", rect(6, 6, 308, 40))
        assertFrame(scene, "cell", rect(0, 0, 320, 53))
        XCTAssertEqual(try scene.laidOut().snapshot().views.first { $0.name == "body" }?.textLines, [words(6), words(6) + "\u{2026}"])
        XCTAssertEqual(scene.measure(Label(text: words(20), lines: 2), maxWidth: 308).isTruncated, true)
    }

    /// An explicit preferredMaxLayoutWidth of 200: 200 × 2048/17 = 24094.1 units → 4 words
    /// (22033) a line → 5 lines → 99 high, whatever width the layout gives the label.
    func testExplicitPreferredMaxWidth() throws {
        let scene = try makeProgrammaticCell(preferredMaxWidth: .explicit(200))
        XCTAssertEqual(scene.laidOut().intrinsicSize(of: "body"), Size(width: 183, height: 99), "4 words: 22033 × 17/2048 = 182.9 → 183")
        assertFrame(scene, "body", rect(6, 6, 308, 99))
        assertFrame(scene, "cell", rect(0, 0, 320, 6 + 99 + 6 + 1))
    }
}
