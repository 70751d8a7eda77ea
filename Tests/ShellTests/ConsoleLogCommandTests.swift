import Foundation
@testable import Shell
import XCTest

/// `paste`, `import log` and `trellis explain`'s output (issue 20, items 1 and 5).
final class ConsoleLogCommandTests: XCTestCase {
    static let log = """
        2016-11-22 14:28:33.766746 Prox[40651:3295835] [LayoutConstraints] Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x610000291fd0 V:|-(16)-[UILabel:0x7f9c12566050]   (active, names: '|':Prox.PlaceDetailsEventView:0x7f9c12565bb0 )>",
            "<NSLayoutConstraint:0x6100002920c0 UILabel:0x7f9c12566050.bottom == Prox.PlaceDetailsEventView:0x7f9c12565bb0.bottom - 16   (active)>",
            "<NSLayoutConstraint:0x61800028d570 'UISV-hiding' Prox.PlaceDetailsEventView:0x7f9c12565bb0.height == 0   (active)>"
        )

        Will attempt to recover by breaking constraint 
        <NSLayoutConstraint:0x6100002920c0 UILabel:0x7f9c12566050.bottom == Prox.PlaceDetailsEventView:0x7f9c12565bb0.bottom - 16   (active)>

        Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
        The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKit/UIView.h> may also be helpful.
        """

    func testPasteEndsWithTheLogsLastLineAndTheSceneIsLive() {
        let w = Workspace()
        XCTAssertTrue(w.run("paste").output.hasPrefix("paste the log"))
        let lines = Self.log.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for line in lines.dropLast() { XCTAssertEqual(w.run(line), Workspace.Reply(output: ""), line) }
        let explained = w.run(lines.last ?? "").output
        XCTAssertTrue(explained.contains("\nconflict: these 4 cannot hold together:\n"), explained)
        XCTAssertTrue(explained.contains("UIKit broke c2; the screen then shows:"), explained)
        // The scene is the log's: views, constraints, why.
        XCTAssertTrue(w.run("views").output.contains("└─ label (view)"))
        XCTAssertNil(w.run("why label.height").error)
        XCTAssertNil(w.run("c2.active = false").error)
        // A second log needs an empty scene.
        let again = w.run("paste", lineNumber: 9)
        XCTAssertEqual(again.error?.message, "a log makes a scene of its own and this one has views: reset first (or save them)")
        XCTAssertEqual(again.error?.position.column, 1)
    }

    func testEndEndsALogWithoutAFooter() {
        let w = Workspace()
        _ = w.run("paste")
        _ = w.run("(")
        _ = w.run("\"<NSLayoutConstraint:0x1 UIView:0x2.width == 10>\",")
        _ = w.run("\"<NSLayoutConstraint:0x3 UIView:0x2.width == 20>\"")
        _ = w.run(")")
        let reply = w.run("end")
        XCTAssertTrue(reply.output.contains("10 (c1) ≠ 20 (c2)"), reply.output)
        XCTAssertTrue(w.run("views").output.contains("view (view)"))
        // Where each constraint came from: the log, at its address.
        XCTAssertTrue(w.run("why view.width").output.contains("c1    view.width == 10  the log, 0x1"), w.run("why view.width").output)
        // A paste with no constraint in it changes nothing.
        let empty = Workspace()
        _ = empty.run("paste")
        _ = empty.run("hello")
        XCTAssertTrue(empty.run("end").output.hasPrefix("the paste holds no constraint"))
        XCTAssertTrue(empty.run("views").output.hasPrefix("no views yet"))
    }

    func testImportLog() throws {
        let directory = try temporaryDirectory()
        try Self.log.write(toFile: directory + "/prox.log", atomically: true, encoding: .utf8)
        try "nothing here\n".write(toFile: directory + "/empty.log", atomically: true, encoding: .utf8)
        let w = Workspace()
        w.currentDirectory = directory
        XCTAssertTrue(w.run("import log prox.log").output.contains("innocent: none of the 3 listed"))
        // Over a scene with views: refused, the caret under the whole command.
        let again = w.run("import log prox.log")
        XCTAssertEqual(again.error?.position.column, 1)
        XCTAssertEqual(again.error?.length, 10)
        let empty = Workspace()
        empty.currentDirectory = directory
        let refused = empty.run("import log empty.log")
        XCTAssertEqual(refused.error?.message, "'empty.log' holds no constraint a log prints (<NSLayoutConstraint:0x… …>)")
        XCTAssertEqual(refused.error?.position.column, 12)
        XCTAssertEqual(empty.run("import log nosuch.log").error?.message.hasPrefix("cannot read 'nosuch.log'"), true)
    }

    func testTheJSONHasTheKeysAndTheExitStatusSaysHowItWent() throws {
        let (json, status) = LogExplainer.explain(Self.log, json: true)
        XCTAssertEqual(status, 0)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        for key in ["views", "constraints", "unparsed", "conflict", "uikitBroke", "trellisBreaks", "arithmetic", "fixes"] {
            XCTAssertNotNil(object[key], key)
        }
        XCTAssertEqual(object["conflict"] as? [String], ["0x610000291fd0", "0x6100002920c0", "0x61800028d570"])
        XCTAssertEqual(object["uikitBroke"] as? String, "0x6100002920c0")
        XCTAssertEqual(object["trellisBreaks"] as? String, "0x61800028d570")
        XCTAssertEqual(object["arithmetic"] as? [String], ["≥0 (label.size.height) + 16 (c1) + 16 (c2) = ≥32 > 0 (UISV-hiding)"])
        let views = try XCTUnwrap(object["views"] as? [[String: Any]])
        XCTAssertEqual(views.map { $0["name"] as? String }, ["placeDetailsEventView", "label"])
        XCTAssertEqual(views.map { $0["address"] as? String }, ["0x7f9c12565bb0", "0x7f9c12566050"])
        let constraints = try XCTUnwrap(object["constraints"] as? [[String: Any]])
        XCTAssertEqual(constraints.first?["printed"] as? String,
                       "NSLayoutConstraint:0x610000291fd0 V:|-(16)-[UILabel:0x7f9c12566050]   (active, names: '|':Prox.PlaceDetailsEventView:0x7f9c12565bb0 )")
        let fixes = try XCTUnwrap(object["fixes"] as? [[String: Any]])
        XCTAssertTrue(fixes.allSatisfy { $0["verified"] is Bool && $0["description"] is String && $0["address"] is String })
        // A line not read: 1. Nothing read: 2.
        XCTAssertEqual(LogExplainer.explain(Self.log + "\nsomething else", json: false).status, 1)
        XCTAssertEqual(LogExplainer.explain("just words", json: true).status, 2)
    }

    /// The log's addresses stand for its views and constraints in commands; a caret stays
    /// under the address typed.
    func testAddressesAreAliases() {
        let w = Workspace()
        _ = w.run("paste")
        for line in Self.log.split(separator: "\n", omittingEmptySubsequences: false) { _ = w.run(String(line)) }
        XCTAssertTrue(w.run("why 0x7f9c12566050.height").output.hasPrefix("label.height = 0 because of:"))
        XCTAssertNil(w.run("0x7f9c12566050.height == 20 @500").error)
        XCTAssertNil(w.run("0x6100002920c0.active = false").error)
        XCTAssertTrue(w.run("constraints").output.contains("c2  "), w.run("constraints").output)
        let typo = w.run("0x7f9c12566050.heigt == 3")
        XCTAssertEqual(typo.error?.message, "'heigt' is not an attribute (did you mean 'height'?)")
        XCTAssertEqual(typo.error?.position.column, 16)
        let whole = w.run("why 0x7f9c12566050")
        XCTAssertEqual(whole.error?.position.column, 5)
        XCTAssertEqual(whole.error?.length, 14)
        // An address the log does not have is left as typed; reset forgets them all.
        XCTAssertNotNil(w.run("0x1234.height == 3").error)
        _ = w.run("reset")
        XCTAssertEqual(w.run("view 0x7f9c12566050").error?.position.column, 6)
    }

    /// A log's line typed outside a paste (a log pasted twice: the second copy) says what to do.
    func testALogLineOutsideAPasteSaysSo() {
        let reply = Workspace().run("    \"<NSLayoutConstraint:0x1 UIView:0x2.width == 10>\",")
        XCTAssertEqual(reply.error?.notes.last, "this looks like a line of a console log: type paste, then paste the whole log (or: import log FILE)")
        XCTAssertEqual(Workspace().run("view").error?.notes, [])
    }

    /// A table cell's content view is the scene's root: without the log's encapsulated height,
    /// the table sizes it from the log's constraints (12 + 46 + 12 and a separator).
    func testACellsContentViewBecomesATemplate() {
        let w = Workspace()
        _ = w.run("paste")
        for line in ["(",
                     "\"<NSLayoutConstraint:0x1 V:|-(12)-[UIImageView:0x10]   (active, names: '|':UITableViewCellContentView:0x20 )>\",",
                     "\"<NSLayoutConstraint:0x2 UIImageView:0x10.height == 46   (active)>\",",
                     "\"<NSLayoutConstraint:0x3 V:[UIImageView:0x10]-(12)-|   (active, names: '|':UITableViewCellContentView:0x20 )>\",",
                     "\"<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x20.height == 44   (active)>\"",
                     ")", "end"] { _ = w.run(line) }
        XCTAssertTrue(w.run("views").output.hasPrefix("contentView (view)"), w.run("views").output)
        XCTAssertEqual(w.run("table cell contentView").error?.message,
                       "the cell has the log's UIView-Encapsulated-Layout-Height: the table makes its own; remove it first (remove UIView-Encapsulated-Layout-Height)")
        XCTAssertNil(w.run("remove UIView-Encapsulated-Layout-Height").error)
        XCTAssertNil(w.run("table cell contentView").error)
        _ = w.run("table data sentences 2")
        _ = w.run("table reload")
        XCTAssertTrue(w.run("table show").output.contains("     71  contentView#1"), w.run("table show").output)
    }
}
