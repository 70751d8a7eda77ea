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
}
