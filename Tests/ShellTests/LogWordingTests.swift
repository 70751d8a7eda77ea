import Foundation
import XCTest
@testable import Shell

/// Issue 31's classes 4 and 10: what the explanation says of a screen and of an engine must
/// be true of the log at hand.
final class LogWordingTests: XCTestCase {
    /// Class 4: with no breaking line in the log, a fix's screen was said to be "as UIKit
    /// shows it", a screen the log never showed.
    func testWithoutUIKitsChoiceAFixIsSetAgainstTrellissChoice() {
        let (text, _) = LogExplainer.explain("""
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x1 UIView:0x2.height == 100   (active)>",
            "<NSLayoutConstraint:0x3 UIView:0x2.height == 200   (active)>"
        )
        """, json: false)
        XCTAssertTrue(text.contains("the log does not say which constraint it broke"), text)
        XCTAssertFalse(text.contains("as UIKit shows it"), text)
        XCTAssertTrue(text.contains("the screen as with Trellis's choice"), text)
    }

    /// Class 1: with two conflicts in one log, breaking UIKit's choice resolves one and leaves
    /// the other; UIKit's choice was said to be "no part of the conflict" while it was in the
    /// first one and in its arithmetic.
    func testBreakingOneOfTwoConflictsIsSaidAsSuch() throws {
        let log = """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x1 UIView:0x2.width == 100   (active)>",
            "<NSLayoutConstraint:0x3 UIView:0x2.width == 200   (active)>",
            "<NSLayoutConstraint:0x4 UIView:0x2.height == 10   (active)>",
            "<NSLayoutConstraint:0x5 UIView:0x2.height == 20   (active)>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x3 UIView:0x2.width == 200   (active)>
        """
        let (text, _) = LogExplainer.explain(log, json: false)
        XCTAssertTrue(text.contains("conflict 1: these 2 cannot hold together"), text)
        XCTAssertTrue(text.contains("conflict 2: these 2 cannot hold together"), text)
        XCTAssertFalse(text.contains("no part of the conflict"), text)
        XCTAssertTrue(text.contains("which resolves conflict 1; breaking it leaves a second conflict (conflict 2)."), text)
        let (json, _) = LogExplainer.explain(log, json: true)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        XCTAssertEqual(object["uikitResolves"] as? [Int], [0], json)
        XCTAssertEqual(object["screenAlsoBreaks"] as? [String], ["0x5"], json)
    }

    /// Class 9: a list the poster cut to `...` keeps its breaking line: it is shown, and the
    /// missing list said, instead of "read 0 constraints" and nothing else.
    func testACutListSaysWhatBrokeAndThatTheListIsMissing() {
        let (text, status) = LogExplainer.explain("""
        Unable to simultaneously satisfy constraints.
        (
            ...
        )
        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x600001 UILabel:0x7f01.height == 20   (active)>
        """, json: false)
        XCTAssertEqual(status, 1)
        XCTAssertTrue(text.contains("the log's list of constraints is missing: only what UIKit broke is here (line 6)"), text)
        XCTAssertTrue(text.contains("UILabel:0x7f01.height == 20"), text)
    }

    /// Class 9: several logs in one paste are explained one after the other.
    func testEachLogOfAPasteIsExplained() throws {
        let one = """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x1 UIView:0x2.width == 100   (active)>",
            "<NSLayoutConstraint:0x3 UIView:0x2.width == 200   (active)>"
        )
        """
        let two = one.replacingOccurrences(of: "width", with: "height")
        let (text, status) = LogExplainer.explain(one + "\n" + two, json: false)
        XCTAssertEqual(status, 0, text)
        XCTAssertTrue(text.contains("── log 1 of 2 (lines 1–5) ──"), text)
        XCTAssertTrue(text.contains("── log 2 of 2 (lines 6 on) ──"), text)
        XCTAssertEqual(text.components(separatedBy: "cannot hold together").count, 3, text)
        let (json, _) = LogExplainer.explain(one + "\n" + two, json: true)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        XCTAssertEqual((object["logs"] as? [Any])?.count, 2, json)
    }

    /// Class 10: frames were rounded to whole points (a 20.4-pt constraint showed 20, 139.5
    /// showed 140); they are the log's points, in words and in JSON.
    func testFramesAreTheLogsPoints() throws {
        let log = """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x1 UILabel:0x10a2c3d40'Title'.height == 20.4   (active)>",
            "<NSLayoutConstraint:0x2 V:|-(0)-[UILabel:0x10a2c3d40'Title']   (active, names: '|':UIView:0x10a2c3000 )>",
            "<NSLayoutConstraint:0x3 V:[UILabel:0x10a2c3d40'Title']-(0)-|   (active, names: '|':UIView:0x10a2c3000 )>",
            "<NSLayoutConstraint:0x4 UIView:0x10a2c3000.height == 139.5   (active)>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x1 UILabel:0x10a2c3d40'Title'.height == 20.4   (active)>
        """
        let (text, _) = LogExplainer.explain(log, json: false)
        XCTAssertTrue(text.contains("label_Title  y 0  139.5 tall"), text)
        XCTAssertTrue(text.contains("20.4 tall"), text)
        XCTAssertFalse(text.contains("140 tall"), text)
        let (json, _) = LogExplainer.explain(log, json: true)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let screen = try XCTUnwrap(object["screen"] as? [[String: Any]])
        XCTAssertEqual(screen.compactMap { $0["height"] as? Double }, [139.5, 139.5], json)
    }

    /// Class 10: an AppKit log with no conflict among its list spoke of UIKit.
    func testAnAppKitLogSpeaksOfAppKit() {
        let (text, _) = LogExplainer.explain("""
        Unable to simultaneously satisfy constraints:
        (
            "<NSLayoutConstraint:0x1 NSButton:0x2.width == 10   (active)>"
        )
        """, json: false)
        XCTAssertTrue(text.contains("What AppKit could not satisfy"), text)
        XCTAssertFalse(text.contains("UIKit"), text)
    }
}
