@testable import ConsoleLog
import Layout
import XCTest

/// Issue 31's failure classes of real logs, each from a minimal example written for it (the
/// real logs that showed them are kept aside, for the next fresh check).
final class LogShapesTests: XCTestCase {
    private func read(_ text: String) -> ConsoleLog { ConsoleLogReader.read(text) }

    /// Class 3: a constant-only right side whose sign stands apart (UIAlertController's action
    /// sheet: `width == - 16`; `midX == + 11`) failed with "expected a view".
    func testAConstantWithItsSignApartIsRead() throws {
        let log = read("""
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x600003a5c0a0 UIView:0x7f8a1c40e2d0.width == - 16   (active)>",
            "<NSLayoutConstraint:0x600003a5c0b0 UIButton:0x7fa3b2c01a10.midX == + 11   (active)>"
        )
        """)
        XCTAssertEqual(log.unread.map(\.reason), [])
        XCTAssertEqual(log.listed.map(\.relation.constant), [-16, 11])
        XCTAssertEqual(log.listed.map(\.relation.first.attribute), [.width, .centerX])
    }

    /// Class 7: a Markdown page's escapes (`\\<…\\>`, as GitHub shows posters' escaped brackets)
    /// left nothing read.
    func testAMarkdownEscapedLogIsRead() {
        let log = read("""
        Unable to simultaneously satisfy constraints.
        (
            "\\<NSLayoutConstraint:0x6000021c4b40 V:[UIInputView:0x7fd91e20b3c0(216)]\\>",
            "\\<NSLayoutConstraint:0x6000021c4b90 UIInputView:0x7fd91e20b3c0.height == 200   (active)\\>"
        )
        Will attempt to recover by breaking constraint
        \\<NSLayoutConstraint:0x6000021c4b40 V:[UIInputView:0x7fd91e20b3c0(216)]\\>
        """)
        XCTAssertEqual(log.listed.count, 2)
        XCTAssertEqual(log.unread.count, 0, "\(log.unread)")
        XCTAssertEqual(log.broken?.address, "0x6000021c4b40")
    }

    /// Class 2: what a poster leaves around a list (a stray closing quote, numbered lines,
    /// `/*` and `*/`) made the exit status 1 although every constraint was read.
    func testWhatSurroundsAListIsPassedOver() {
        let log = read("""
        /*
        Unable to simultaneously satisfy constraints.
        1: (
        2:     "<NSLayoutConstraint:0x1 UIView:0x2.width == 10   (active)>",
        3:     "<NSLayoutConstraint:0x3 UIView:0x2.width == 20   (active)>"
        4: )
        "
        */
        """)
        XCTAssertEqual(log.listed.count, 2)
        XCTAssertEqual(log.unread.map(\.text), [])
    }

    /// Class 5: the tail of a previous log above the paste (its breaking line, its constraint,
    /// its advice) made the real header "a second log begins here", and nothing was read.
    func testAPreviousLogsTailAboveThePasteIsContext() {
        let log = read("""
        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x6000000aaaa0 UILabel:0x7f1.height == 30   (active)>

        The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
        [LayoutConstraints] Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x600000071d10 UIView:0x1555f3420.height == 100   (active)>",
            "<NSLayoutConstraint:0x600000071d20 UIView:0x1555f3420.height == 200   (active)>"
        )
        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x600000071d10 UIView:0x1555f3420.height == 100   (active)>
        """)
        XCTAssertEqual(log.listed.map(\.address), ["0x600000071d10", "0x600000071d20"])
        XCTAssertEqual(log.broken?.address, "0x600000071d10", "this log's, not the tail's")
        XCTAssertEqual(log.unread.map(\.reason), [])
    }

    /// Class 6: macOS 14's one-line note before the header (`… breaking <…>.`) swallowed the
    /// header and the list's first constraint, in silence; the verdict became "no conflict".
    func testMacOS14sNoteOfTheConstraintBrokenIsReadAndDropsNothing() {
        let log = read("""
        2024-05-01 10:00:00.000 App[123:456] Will attempt to recover by breaking <NSLayoutConstraint:0x600002c1a3a0 NSButton:0x13c70b6a0'OK'.width == 50   (active)>.
        2024-05-01 10:00:00.000 App[123:456] Unable to simultaneously satisfy constraints:
        (
            "<NSLayoutConstraint:0x600002c1a3a0 NSButton:0x13c70b6a0'OK'.width == 50   (active)>",
            "<NSLayoutConstraint:0x600002c1a440 NSButton:0x13c70b6a0'OK'.width == 80   (active)>"
        )
        """)
        XCTAssertEqual(log.listed.map(\.address), ["0x600002c1a3a0", "0x600002c1a440"])
        XCTAssertEqual(log.broken?.address, "0x600002c1a3a0", "the note says which was broken")
        XCTAssertEqual(log.platform, .appKit)
        XCTAssertEqual(log.unread.map(\.reason), [])
    }
}
