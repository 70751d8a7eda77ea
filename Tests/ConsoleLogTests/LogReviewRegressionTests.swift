import Cassowary
@testable import ConsoleLog
import Layout
import XCTest
import TestSupport

/// What a reviewer found wrong in the first version (each of these gave a wrong answer or
/// refused a real print form before its fix).
final class LogReviewRegressionTests: XCTestCase {
    private func explain(_ text: String) -> LogExplanation { LogExplanation(LogScene(ConsoleLogReader.read(text))) }

    private func list(_ lines: [String], header: Bool = true) -> String {
        (header ? "Unable to simultaneously satisfy constraints.\n" : "") + "(\n" + lines.map { "    \"<\($0)>\"," }.joined(separator: "\n") + "\n)\n"
    }

    /// The log's own margins guide holds the log's insets (20), not Trellis's default 8.
    func testMarginAttributesUseTheLogsMarginsGuide() throws {
        let e = explain(list([
            "NSLayoutConstraint:0x1 UIView:0x10.height == 40   (active)",
            "NSLayoutConstraint:0x2 UIView:0x10.top == UITableViewCellContentView:0x20.topMargin   (active)",
            "NSLayoutConstraint:0x3 UIView:0x10.bottom == UITableViewCellContentView:0x20.bottomMargin   (active)",
            "NSLayoutConstraint:0x4 'UIView-topMargin-guide-constraint' V:|-(20)-[UILayoutGuide:0x30'UIViewLayoutMarginsGuide']   (active, names: '|':UITableViewCellContentView:0x20 )",
            "NSLayoutConstraint:0x5 'UIView-bottomMargin-guide-constraint' V:[UILayoutGuide:0x30'UIViewLayoutMarginsGuide']-(20)-|   (active, names: '|':UITableViewCellContentView:0x20 )",
            "NSLayoutConstraint:0x6 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x20.height == 70   (active)",
        ]))
        let a = try XCTUnwrap(e.conflicts.first?.arithmetic)
        XCTAssertEqual(a.sum, 80)
        XCTAssertEqual(e.innocent, [])
        XCTAssertEqual(e.scene.assumedMargins, [])
    }

    /// `[NextButton]` in a Visual Format constraint is the item the names: list gives.
    func testAVisualFormatNameIsLookedUp() {
        let e = explain(list([
            "NSLayoutConstraint:0x1 V:[NextButton(100)]   (active, names: NextButton:0x10 )",
            "NSLayoutConstraint:0x2 UIButton:0x10.top == UIView:0x20.top + 44   (active)",
            "NSLayoutConstraint:0x3 V:[NextButton]-(20)-|   (active, names: NextButton:0x10, '|':UIView:0x20 )",
            "NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Height' UIView:0x20.height == 150   (active)",
        ]))
        XCTAssertEqual(e.scene.views.filter { $0.item.address == nil && $0.origin == .logged }.map(\.name), [])
        XCTAssertEqual(e.conflicts.count, 1)
    }

    /// A tool's prefix on every line (fastlane's), Windows line ends, a description cut by a
    /// terminal's width: the same log as without them.
    func testWhatAConsoleDoesToALog() {
        let plain = list(["NSLayoutConstraint:0x1 UIView:0x10.width == 100   (active)", "NSLayoutConstraint:0x2 UIView:0x10.width == 120   (active)"])
            + "\nWill attempt to recover by breaking constraint \n<NSLayoutConstraint:0x2 UIView:0x10.width == 120   (active)>\n"
        let prefixed = plain.split(separator: "\n", omittingEmptySubsequences: false).map { "[12:34:56]: ▸ " + $0 }.joined(separator: "\n")
        let crlf = plain.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
        let wrapped = plain.replacingOccurrences(of: "UIView:0x10.width == 120   (active)>\",", with: "UIView:0x10.wid\nth == 120   (active)>\",")
        let wrappedAdvice = plain.replacingOccurrences(of: "constraints.\n(", with: "constraints.\n    Probably at least one of the constraints in the following list is one you do\nn't want.\n;\n(")
        for text in [plain, prefixed, crlf, wrapped, wrappedAdvice] {
            let log = ConsoleLogReader.read(text)
            XCTAssertEqual(log.unread, [], text)
            XCTAssertEqual(log.listed.map(\.address), ["0x1", "0x2"], text)
            XCTAssertEqual(log.broken?.address, "0x2", text)
        }
    }

    func testAnInactiveConstraintIsNoPartOfTheConflict() {
        let e = explain(list(["NSLayoutConstraint:0x1 UIView:0x10.width == 100   (inactive)", "NSLayoutConstraint:0x2 UIView:0x10.width == 120   (active)"]))
        XCTAssertTrue(e.conflicts.isEmpty)
    }

    /// A term scaled by a multiplier or a centre shows the constraint's own constant and the
    /// factor, not a rescaled number.
    func testScaledTermsKeepTheirConstants() throws {
        let e = explain(list([
            "NSLayoutConstraint:0x1 UIView:0x10.left == UIView:0x20.left - 10   (active)",
            "NSLayoutConstraint:0x2 UIView:0x10.width == 0.5*UIView:0x30.width + 100   (active)",
            "NSLayoutConstraint:0x3 UIView:0x30.width == 0   (active)",
            "NSLayoutConstraint:0x4 UIView:0x20.right == UIView:0x10.right + 0   (active)",
            "NSLayoutConstraint:0x5 UIView:0x20.width == 50   (active)",
        ]))
        let a = try XCTUnwrap(e.conflicts.first?.arithmetic)
        for term in a.terms + [a.total] {
            XCTAssertEqual(term.value, term.factor * term.constant, accuracy: 1e-9, term.constraint)
            let spec = try XCTUnwrap(e.scene.constraint(term.constraint)?.spec)
            XCTAssertEqual(term.constant, spec.constant, term.constraint)
        }
    }

    /// Masonry's keys and priorities, SnapKit's priorities, a comma or a parenthesis in a
    /// title, a class in a local context, and redacted constraints.
    func testMorePrintForms() throws {
        let masonry = try ConstraintDescriptionParser.parse("MASLayoutConstraint:ConflictingConstraint[0] UILabel:messageLabel.top == MASExampleDebuggingView:0x7f.top + 1", line: 1)
        XCTAssertEqual(masonry.address, "ConflictingConstraint[0]")
        XCTAssertEqual(masonry.relation.first.item.masonryKey, "messageLabel")
        XCTAssertEqual(try ConstraintDescriptionParser.parse("MASLayoutConstraint:0x1 UIView:0x2.width == 100 ^low", line: 1).relation.priority, 250)
        XCTAssertEqual(try ConstraintDescriptionParser.parse("SnapKit.LayoutConstraint:0x1@A.swift#3 UIView:0x2.width == 100.0 ^UILayoutPriority(rawValue: 999.0)", line: 1).relation.priority, 999)
        let comma = try ConstraintDescriptionParser.parse("NSLayoutConstraint:0x1 H:|-(10)-[UIButton:0x2]   (active, names: '|':UIButton:0x3'Yes, please' )", line: 1)
        XCTAssertEqual(comma.relation.second?.item.text, "Yes, please")
        let smiley = try ConstraintDescriptionParser.parse("NSLayoutConstraint:0x1 UILabel:0x2'Hi :)'.width == 10   (active)", line: 1)
        XCTAssertEqual(smiley.relation.first.item.text, "Hi :)")
        XCTAssertEqual(smiley.isActive, true)
        let local = try ConstraintDescriptionParser.parse("NSLayoutConstraint:0x1 MyApp.(unknown context at $10a8b0c4c).CardView:0x2.width == 10   (active)", line: 1)
        XCTAssertEqual(local.relation.first.item.className, "MyApp.(unknown context at $10a8b0c4c).CardView")
        let redacted = ConsoleLogReader.read("Unable to simultaneously satisfy constraints:\n(\n    <private>\n)\n")
        XCTAssertEqual(redacted.unread.first?.reason, .redacted)
    }

    /// The scene as UIKit left it breaks UIKit's constraint; where UIKit broke one outside the
    /// conflict, what else breaks is said. No estimate fix for a width.
    func testTheScreenIsUIKitsAndSaysWhatElseBreaks() throws {
        let text = list([
            "NSLayoutConstraint:0x1 UIView:0x10.width == 100   (active)",
            "NSLayoutConstraint:0x2 UIView:0x10.width == 120   (active)",
            "NSLayoutConstraint:0x3 UIView:0x20.width == 5   (active)",
        ]) + "Will attempt to recover by breaking constraint \n<NSLayoutConstraint:0x1 UIView:0x10.width == 100   (active)>\n"
        let e = explain(text)
        let scene = e.scene.makeSceneAsUIKitLeftIt()
        XCTAssertEqual(scene.constraints["c1"]?.state, .broken)
        XCTAssertEqual(try scene.laidOut().frame(of: "view1").width, 120)
        XCTAssertFalse(e.conflictRemainsWithoutUIKitsChoice)
        let innocent = explain(list([
            "NSLayoutConstraint:0x1 UIView:0x10.width == 100   (active)",
            "NSLayoutConstraint:0x2 UIView:0x10.width == 120   (active)",
            "NSLayoutConstraint:0x3 UIView:0x20.width == 5   (active)",
        ]) + "Will attempt to recover by breaking constraint \n<NSLayoutConstraint:0x3 UIView:0x20.width == 5   (active)>\n")
        XCTAssertTrue(innocent.conflictRemainsWithoutUIKitsChoice)
        XCTAssertEqual(innocent.screenAlsoBreaks, ["c2"])
        let width = explain(list([
            "NSLayoutConstraint:0x1 H:|-(10)-[UIView:0x10]   (active, names: '|':UITableViewCellContentView:0x20 )",
            "NSLayoutConstraint:0x2 UIView:0x10.width == 400   (active)",
            "NSLayoutConstraint:0x3 'UIView-Encapsulated-Layout-Width' UITableViewCellContentView:0x20.width == 320   (active)",
            "NSLayoutConstraint:0x4 H:[UIView:0x10]-(10)-|   (active, names: '|':UITableViewCellContentView:0x20 )",
        ]))
        XCTAssertFalse(width.fixes.contains { if case .encapsulatedSize = $0.change { return true }; return false })
    }
}
