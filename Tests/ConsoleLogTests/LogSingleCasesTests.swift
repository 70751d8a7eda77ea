@testable import ConsoleLog
import Layout
import XCTest

/// Issue 31's class 9, the shapes seen once each: several logs in one paste, a relation inside
/// a system-spacing gap, names UIKit cut short with `...`, a blank after `<`, and a list the
/// poster replaced with `...`. Each from a minimal example written for it.
final class LogSingleCasesTests: XCTestCase {
    private static let first = """
    2024-03-01 10:00:00.000 App[1:2] [LayoutConstraints] Unable to simultaneously satisfy constraints.
    \tProbably at least one of the constraints in the following list is one you don't want.
    (
        "<NSLayoutConstraint:0x1 UIView:0x2.width == 100   (active)>",
        "<NSLayoutConstraint:0x3 UIView:0x2.width == 200   (active)>"
    )

    Will attempt to recover by breaking constraint
    <NSLayoutConstraint:0x3 UIView:0x2.width == 200   (active)>

    Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
    The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
    """

    private static let second = """
    2024-03-01 10:00:01.000 App[1:2] [LayoutConstraints] Unable to simultaneously satisfy constraints.
    \tProbably at least one of the constraints in the following list is one you don't want.
    (
        "<NSLayoutConstraint:0x11 UILabel:0x12.height == 10   (active)>",
        "<NSLayoutConstraint:0x13 UILabel:0x12.height == 30   (active)>"
    )

    Will attempt to recover by breaking constraint
    <NSLayoutConstraint:0x11 UILabel:0x12.height == 10   (active)>
    """

    /// Only the first of several logs was explained: each is read, with the lines of the
    /// whole paste, and nothing of one leaks into the other.
    func testEveryLogOfAPasteIsRead() {
        let logs = ConsoleLogReader.readAll(Self.first + "\n" + Self.second)
        XCTAssertEqual(logs.count, 2)
        XCTAssertEqual(logs.map { $0.listed.map(\.address) }, [["0x1", "0x3"], ["0x11", "0x13"]])
        XCTAssertEqual(logs.map { $0.broken?.address }, ["0x3", "0x11"])
        XCTAssertEqual(logs.map(\.unread.count), [0, 0], "\(logs.map(\.unread))")
        XCTAssertEqual(logs[1].headerLine, 13)
        XCTAssertEqual(logs[1].listed.first?.line, 16)
        // One log at a time, for `import log`: the second is said, where it begins.
        let one = ConsoleLogReader.read(Self.first + "\n" + Self.second)
        XCTAssertEqual(one.listed.count, 2)
        XCTAssertEqual(one.unread.map(\.line), [13])
        XCTAssertEqual(one.unread.first?.reason, .secondLog)
    }

    /// macOS 14 prints its note of the constraint broken before the header: between two logs,
    /// it belongs to the second, not to the first's list.
    func testAnAppKitNoteBeforeTheSecondHeaderIsTheSecondLogs() {
        let appKit = """
        Unable to simultaneously satisfy constraints:
        (
            "<NSLayoutConstraint:0x1 NSView:0x2.width == 10   (active)>",
            "<NSLayoutConstraint:0x3 NSView:0x2.width == 20   (active)>"
        )
        Will attempt to recover by breaking <NSLayoutConstraint:0x11 NSButton:0x12.height == 5   (active)>.
        Unable to simultaneously satisfy constraints:
        (
            "<NSLayoutConstraint:0x11 NSButton:0x12.height == 5   (active)>",
            "<NSLayoutConstraint:0x13 NSButton:0x12.height == 7   (active)>"
        )
        """
        let logs = ConsoleLogReader.readAll(appKit)
        XCTAssertEqual(logs.count, 2)
        XCTAssertEqual(logs[0].listed.map(\.address), ["0x1", "0x3"], "\(logs[0].listed.map(\.line))")
        XCTAssertNil(logs[0].broken)
        XCTAssertEqual(logs[0].unread.count, 0, "\(logs[0].unread)")
        XCTAssertEqual(logs[1].broken?.address, "0x11")
        XCTAssertEqual(logs[1].listed.map(\.address), ["0x11", "0x13"])
    }

    /// `-(>=NSLayoutAnchorConstraintSpace(8))-`: a relation inside a system-spacing gap
    /// failed with "expected a number".
    func testARelationInsideASystemSpacingGapIsRead() throws {
        let log = ConsoleLogReader.read("""
        (
            "<NSLayoutConstraint:0x1 H:[UILabel:0x2]-(>=NSLayoutAnchorConstraintSpace(8))-[UIButton:0x3]   (active)>"
        )
        """)
        XCTAssertEqual(log.unread.map(\.reason), [])
        let r = try XCTUnwrap(log.listed.first?.relation)
        XCTAssertEqual(r.relation, .greaterOrEqual)
        XCTAssertEqual(r.constant, 8)
        XCTAssertTrue(r.isSystemSpacing)
        XCTAssertEqual(r.first.attribute, .leading)
        XCTAssertEqual(r.second?.attribute, .trailing)
    }

    /// Names UIKit cut short with `...` (an identifier too long to print whole), in both
    /// forms.
    func testNamesCutShortAreRead() throws {
        let log = ConsoleLogReader.read("""
        (
            "<NSLayoutConstraint:0x1 ThumbnailImage-a....width == 1.5*ThumbnailImage-a....height   (active)>",
            "<NSLayoutConstraint:0x2 V:[CaptionLabelForIt...]-(6)-[ThumbnailImage-a...]   (active)>"
        )
        """)
        XCTAssertEqual(log.unread.map(\.reason), [])
        XCTAssertEqual(log.listed.count, 2)
        let ratio = try XCTUnwrap(log.listed.first?.relation)
        XCTAssertEqual(ratio.first.item.className, "ThumbnailImage-a...")
        XCTAssertEqual(ratio.first.attribute, .width)
        XCTAssertEqual(ratio.second?.attribute, .height)
        XCTAssertEqual(ratio.multiplier, 1.5)
        let gap = try XCTUnwrap(log.listed.last?.relation)
        XCTAssertEqual(gap.first.item.className, "ThumbnailImage-a...")
        XCTAssertEqual(gap.second?.item.className, "CaptionLabelForIt...")
        XCTAssertEqual(gap.constant, 6)
    }

    /// A web page's copy with a blank after `<`.
    func testABlankAfterTheOpeningBracketIsRead() {
        let log = ConsoleLogReader.read("""
        Unable to simultaneously satisfy constraints.
        (
            "< NSLayoutConstraint:0x1 UIView:0x2.height == 10   (active)>",
            "< NSLayoutConstraint:0x3 UIView:0x2.height == 20   (active)>"
        )
        """)
        XCTAssertEqual(log.unread.map(\.reason), [])
        XCTAssertEqual(log.listed.map(\.address), ["0x1", "0x3"])
    }

    /// macOS 14's second form, `Conflicting constraints detected: (` with the list after it,
    /// begins a log; a page's gutter of line numbers and a separator line are passed over.
    func testMacOS14sSecondHeaderAndAPagesGutterAreRead() {
        let logs = ConsoleLogReader.readAll("""
        1
        2
        =====
        Conflicting constraints detected: (
            "<NSLayoutConstraint:0x1 NSImageView:0x2.width == 15   (active)>",
            "<NSLayoutConstraint:0x3 NSImageView:0x2.width == 16   (active)>"
        )
        """)
        XCTAssertEqual(logs.count, 1)
        XCTAssertEqual(logs.first?.platform, .appKit)
        XCTAssertEqual(logs.first?.listed.map(\.address), ["0x1", "0x3"])
        XCTAssertEqual(logs.first?.unread.map(\.text), [])
    }

    /// An old AppKit log opens its list on the header's line and closes it on its last entry's
    /// (`…>" )`): that entry was taken for one a terminal cut, and joined with the next line.
    func testAListOpenedAndClosedOnItsNeighboursLinesIsRead() {
        let log = ConsoleLogReader.read("""
        2015-07-04 16:04:45.019 App[5797:3526462] Unable to simultaneously satisfy constraints: (
            "<NSLayoutConstraint:0x1 V:|-(0)-[NSView:0x2]   (Names: '|':App.HighlightView:0x3 )>",
            "<NSAutoresizingMaskLayoutConstraint:0x4 h=--& v=&-- V:|-(-2)-[NSView:0x2]   (Names: '|':App.HighlightView:0x3 )>" )
        Will attempt to recover by breaking constraint  <NSLayoutConstraint:0x1 V:|-(0)-[NSView:0x2]   (Names: '|':App.HighlightView:0x3 )>
        """)
        XCTAssertEqual(log.platform, .appKit)
        XCTAssertEqual(log.listed.map(\.address), ["0x1", "0x4"])
        XCTAssertEqual(log.broken?.address, "0x1")
        XCTAssertEqual(log.unread.map(\.reason), [])
    }

    /// A list the poster replaced with `...`, its breaking line kept: the line is read and the
    /// cut is said, with its line.
    func testAListCutToDotsKeepsItsBreakingLine() {
        let log = ConsoleLogReader.read("""
        Unable to simultaneously satisfy constraints.
        (
            ...
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x600001 UILabel:0x7f01.height == 20   (active)>
        """)
        XCTAssertEqual(log.listed.count, 0)
        XCTAssertEqual(log.broken?.address, "0x600001")
        XCTAssertEqual(log.unread.map(\.line), [3])
        XCTAssertEqual(log.unread.first?.reason, .listCut)
    }

    /// Issue 32: a line passed over says why as a value, at its place; the shell words it.
    func testLinesPassedOverSayWhyAsValues() {
        let log = ConsoleLogReader.read("""
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x1 UIView:0x2.height == 100   (active)>",
            "<NSLayoutConstraint:0x3 UIView:0x2.height = 200   (active)>",
        )
        a stray remark
        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x1 UIView:0x2.height == 100   (active)>
        <NSLayoutConstraint:0x5 UIView:0x2.width == 1   (active)>
        """)
        XCTAssertEqual(log.unread.map(\.reason), [.description(.expected(.relation)), .notPartOfLog, .afterBroken])
        XCTAssertEqual(log.unread.map(\.line), [4, 6, 9])
        XCTAssertEqual(log.unread.map(\.column), [48, 1, 1])
        let long = ConsoleLogReader.read(String(repeating: "x", count: ConsoleLogReader.maximumLineLength + 1))
        XCTAssertEqual(long.unread.map(\.reason), [.lineTooLong(characters: ConsoleLogReader.maximumLineLength + 1)])
    }
}
