import Foundation
import Layout
import TableSim
import XCTest
@testable import Shell

/// `open`, `table cell from` and `export xib` on real documents and on the sessions' own.
final class InterfaceBuilderCommandTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let sessions = repository.appendingPathComponent("Sessions").path
    static let realCell = repository.deletingLastPathComponent().appendingPathComponent("shared/data/ib/files/001-mattneub-SelfSizingCells-Cell.xib").path

    func run(_ w: Workspace, _ line: String, file: StaticString = #filePath, at: UInt = #line) -> String {
        let reply = w.run(line)
        XCTAssertNil(reply.error, "\(line): \(reply.output)", file: file, line: at)
        return reply.output
    }

    /// One real cell (mattneub's SelfSizingCells, 001 in ../shared) opened, edited by its
    /// Xcode ids and sized in a table; each row against arithmetic of its own: the label's
    /// text measured at the label's width (320 − 10 − 10) in the document's Helvetica 14,
    /// which Trellis measures with its system font, rounded up to the half point, with the
    /// 12 pt above, the bottom gap set to 30, and half a point of separator (@2x).
    func testARealCellIsOpenedEditedAndSizedInATable() throws {
        guard FileManager.default.fileExists(atPath: Self.realCell) else {
            throw XCTSkip("../shared/data/ib is not here: the real cell's test is skipped")
        }
        let w = Workspace()
        let opened = run(w, "open \(Self.realCell)")
        XCTAssertTrue(opened.contains("3 frames as Xcode saved them"), opened)
        _ = run(w, "AMm-Ne-niS.constant = 30")
        _ = run(w, "lab.lines = 0")
        _ = run(w, "table data messages 40 seed=1")
        let template = run(w, "table cell cell content=contentView reuse=Cell lab.text=$text")
        XCTAssertTrue(template.contains("its content view contentView"), template)
        _ = run(w, "table sizing selfsizing estimate=44")
        _ = run(w, "table reload")
        _ = run(w, "table scroll by 3000")
        let verified = run(w, "table verify rows 0-9")
        XCTAssertTrue(verified.contains("0 differ"), verified)
        let heights = try PostRetellingTests.heights(w, "0-9")
        let rows = GeneratedRows(.messages, count: 40, seed: 1)
        let scene = Scene()
        try scene.setScale(2)
        for (r, height) in heights.enumerated() {
            let text = rows.row(at: r).value(of: "text").text
            let measured = scene.measure(Label(text: text, font: .system(size: 14), lines: 0), maxWidth: 300).size.height
            XCTAssertEqual(height, 12 + measured + 30 + 0.5, "row \(r): \(text)")
        }
    }

    func testExportAfterOpenKeepsElementsIdsTheDeviceAndTheFrames() throws {
        let w = Workspace()
        w.currentDirectory = Self.sessions
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-ib-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = run(w, "open ib/TableViewCell.xib")
        let frames = run(w, "frames")
        let target = directory.appendingPathComponent("out.xib").path
        let wrote = run(w, "export xib \(target)")
        XCTAssertEqual(wrote, "wrote \(target): tableViewCell and its 4 subviews")
        let text = try String(contentsOfFile: target, encoding: .utf8)
        for kept in ["<tableViewCell ", "<tableViewCellContentView key=\"contentView\"", "id=\"KGk-i7-Jjw\"", "id=\"PhH-gt-d12\"",
                     "identifier=\"photoWidthConstraint\"", "customClass=\"TableViewCell\"", "<imageView "] {
            XCTAssertTrue(text.contains(kept), "\(kept) in:\n\(text)")
        }
        let again = Workspace()
        let reopened = run(again, "open \(target)")
        XCTAssertTrue(reopened.contains("5 frames as Xcode saved them"), reopened)
        XCTAssertEqual(run(again, "frames"), frames)
    }

    func testTableCellFromRefusesAScenesViewAndTakesXcodesIdsInBindings() {
        let w = Workspace()
        w.currentDirectory = Self.sessions
        let scene = w.run("table cell from ib/Main.storyboard uylTextViewController reuse=X")
        XCTAssertEqual(scene.error?.message.hasPrefix("'uylTextViewController' is a view controller's view, not a cell"), true, scene.output)
        _ = run(w, "table data quotes 10 seed=2")
        let cell = run(w, "table cell from ib/TableViewCell.xib reuse=Q Qt3-xT-lb1.text=$text PhW-dt-d11.constant=$hasPhoto?64:0")
        XCTAssertTrue(cell.contains("quoteTextLabel.text = $text, photoWidthConstraint.constant = $hasPhoto ? 64 : 0"), cell)
        XCTAssertTrue(cell.contains("scale 2 first to match"), "the scale the rows are at is said: \(cell)")
        let twice = w.run("table cell from ib/TableViewCell.xib reuse=R")
        XCTAssertEqual(twice.error?.message.contains("cannot join the scene"), true, twice.output)
    }

    /// Found in the new user's trial: before any cell, `table separator` said one pixel at
    /// scale 1 whatever the scene's scale; the cells to come are at the scene's.
    func testTheSeparatorBeforeAnyCellIsOnePixelAtTheScenesScale() {
        let w = Workspace()
        _ = run(w, "scale 2")
        XCTAssertEqual(run(w, "table separator"), "separator: 0.5 (one pixel at scale 2, the scene's; set with: table separator H|default)")
    }
}
