import Layout
import XCTest
@testable import Shell

/// Cell templates as the views change, and the screen as `table draw` shows it.
final class TableTemplateCommandTests: XCTestCase {
    /// A cell whose constraints leave its height to the fitting pull is warned about when it
    /// is registered; once a vertical chain ties it, the warning goes.
    func testACellWithAFreeHeightIsWarnedAbout() {
        let w = workspace(["view cell", #"label body in cell "" lines=0"#, "H:|-6-[body]-6-|", "table data sentences 5"])
        let free = w.run("table cell cell reuse=Text body.text=$text")
        XCTAssertNil(free.error)
        XCTAssertTrue(free.output.contains("\nwarning: no constraints tie cell's top to its bottom"), free.output)
        XCTAssertNil(w.run("V:|-6-[body]-6-|").error)
        let tied = w.run("table cell cell reuse=Text body.text=$text")
        XCTAssertEqual(tied.output, "cell cell as reuse identifier Text: body.text = $text")
        // A subview of fixed height chained top to bottom decides it too; the root's own height
        // does not (the table sets it), so that cell is warned about.
        let fixed = workspace(["view box", "view inner in box", "V:|[inner(80)]|", "table data sentences 5"]).run("table cell box")
        XCTAssertFalse(fixed.output.contains("warning"), fixed.output)
        let rootSized = workspace(["view box", "box.height = 80", "table data sentences 5"]).run("table cell box")
        XCTAssertTrue(rootSized.output.contains("warning: no constraints tie box's top"), rootSized.output)
    }

    /// Views and constraints changed after `table cell` reach the table at its next command:
    /// the template is captured again and said so; a template whose views are gone is kept.
    func testTemplatesFollowTheViews() {
        let w = workspace(["view cell", #"label body in cell "" lines=0"#, "H:|-8-[body]-8-|", "table data sentences 20 seed=7",
                           "table cell cell reuse=T body.text=$text", "table sizing selfsizing"])
        // No height for the content view yet: every row is UIKit's standard 44.
        XCTAssertTrue(w.run("table reload").output.contains("rows 0–12"))
        XCTAssertNil(w.run("V:|-8-[body]-8-|").error)
        let reload = w.run("table reload").output
        XCTAssertTrue(reload.hasPrefix("cell cell changed since table cell: its template (T) is captured again\nframe 2: offset 0, rows 0–7"),
                      reload)
        XCTAssertFalse(w.run("table reload").output.contains("captured again"))
        XCTAssertNil(w.run("remove body").error)
        let kept = w.run("table reload").output
        XCTAssertTrue(kept.hasPrefix("warning: cell cell (T) keeps its old template: no view named 'body' in the cell"), kept)
        XCTAssertTrue(kept.contains("rows 0–7"), kept)
    }

    /// `table draw` clips cells to the screen, as the table clips them: a label keeps the
    /// lines whose middle is on screen, and what is wholly off screen is not drawn.
    func testTableDrawClipsCellsToTheScreen() {
        let label = Drawing.Item("3.body", parent: "row 3", kind: .label, frame: Rect(x: 8, y: 540, width: 300, height: 60),
                                 textLines: ["one", "two", "three"], lineHeight: 20)
        let bottom = Workspace.clipped(label, toHeight: 568)
        XCTAssertEqual(bottom?.frame, Rect(x: 8, y: 540, width: 300, height: 28))
        XCTAssertEqual(bottom?.textLines, ["one"])
        var above = label
        above.frame.y = -30
        let top = Workspace.clipped(above, toHeight: 568)
        XCTAssertEqual(top?.frame, Rect(x: 8, y: 0, width: 300, height: 30))
        XCTAssertEqual(top?.textLines, ["two", "three"])
        above.frame.y = -60
        XCTAssertNil(Workspace.clipped(above, toHeight: 568))
        var inside = label
        inside.frame.y = 100
        XCTAssertEqual(Workspace.clipped(inside, toHeight: 568), inside)
    }
}
