import Cassowary
@testable import ConsoleLog
import Layout
import XCTest

/// The explanation of a log (issue 20, items 2 to 4): the scene it describes, the minimal
/// conflict and the innocent constraints, the arithmetic, UIKit's choice and Trellis's, fixes.
final class LogExplanationTests: XCTestCase {
    private func explain(_ lines: [String], broken: String? = nil) -> LogExplanation {
        var text = "Unable to simultaneously satisfy constraints.\n(\n" + lines.map { "    \"<\($0)>\"," }.joined(separator: "\n") + "\n)\n"
        if let broken { text += "\nWill attempt to recover by breaking constraint \n<\(broken)>\n" }
        return LogExplanation(LogScene(ConsoleLogReader.read(text)))
    }

    /// The prox log (Tests/Fixtures/logs/01): a label 16 pt inside a view a stack hid.
    private let prox = [
        "NSLayoutConstraint:0x610000291fd0 V:|-(16)-[UILabel:0x7f9c12566050]   (active, names: '|':Prox.PlaceDetailsEventView:0x7f9c12565bb0 )",
        "NSLayoutConstraint:0x6100002920c0 UILabel:0x7f9c12566050.bottom == Prox.PlaceDetailsEventView:0x7f9c12565bb0.bottom - 16   (active)",
        "NSLayoutConstraint:0x61800028d570 'UISV-hiding' Prox.PlaceDetailsEventView:0x7f9c12565bb0.height == 0   (active)",
    ]

    /// The `|` of a Visual Format constraint the `names:` list does not name: a superview of
    /// its own for each item, said as one (not a class the log prints).
    func testASuperviewTheLogDoesNotNameIsOneForEachItem() {
        let e = explain(["NSLayoutConstraint:0x1 H:|-(8)-[UILabel:0x2]   (active)",
                         "NSLayoutConstraint:0x3 H:|-(4)-[UIView:0x4]   (active)"])
        let superviews = e.scene.views.filter { $0.origin == .unknownSuperview }
        XCTAssertEqual(superviews.map(\.name), ["superview1", "superview2"])
        XCTAssertEqual(superviews.map(\.item), [LoggedItem.unknownSuperview(of: LoggedItem(className: "UILabel", address: "0x2")),
                                                LoggedItem.unknownSuperview(of: LoggedItem(className: "UIView", address: "0x4"))])
        XCTAssertEqual(superviews.map(\.item.key), ["|0x2", "|0x4"])
        XCTAssertEqual(e.scene.views.filter { $0.origin == .logged }.map(\.parent), ["superview1", "superview2"])
    }

    func testTheSceneHasReadableNamesAndTheTree() {
        let e = explain(prox)
        XCTAssertEqual(e.scene.views.map(\.name), ["screen", "placeDetailsEventView", "label"])
        XCTAssertEqual(e.scene.views.map(\.parent), [nil, "screen", "placeDetailsEventView"])
        XCTAssertEqual(e.scene.constraints.map(\.id), ["c1", "c2", "UISV-hiding"])
        XCTAssertEqual(e.scene.constraints.compactMap { $0.spec?.description },
                       ["label.top == placeDetailsEventView.top + 16", "label.bottom == placeDetailsEventView.bottom - 16",
                        "placeDetailsEventView.height == 0"])
    }

    /// The chain: 16 + the label's height (at least 0) + 16 is at least 32, not 0.
    func testTheArithmeticOfAChain() throws {
        let e = explain(prox, broken: prox[1])
        let conflict = try XCTUnwrap(e.conflicts.first)
        XCTAssertEqual(conflict.constraints, ["label.size.height", "c1", "c2", "UISV-hiding"])
        let a = try XCTUnwrap(conflict.arithmetic)
        XCTAssertEqual(a.total.constraint, "UISV-hiding")
        XCTAssertEqual(a.total.value, 0)
        XCTAssertEqual(a.terms.map(\.constraint), ["label.size.height", "c1", "c2"])
        XCTAssertEqual(a.terms.map(\.value), [0, 16, 16])
        XCTAssertEqual(a.terms.map(\.relation), [.greaterOrEqual, .equal, .equal])
        XCTAssertEqual(a.sum, 32)
        XCTAssertEqual(a.sumRelation, .greaterOrEqual)
        XCTAssertEqual(e.scene.uikitBroke, "c2")
        XCTAssertEqual(conflict.trellisBreaks, "UISV-hiding")
        XCTAssertEqual(e.causes.map(\.cause), [.stackHiding])
    }

    /// A constraint UIKit listed that is no part of the conflict is innocent.
    func testAnInnocentConstraint() {
        let e = explain(prox + ["NSLayoutConstraint:0x1 UILabel:0x7f9c12566050.leading == Prox.PlaceDetailsEventView:0x7f9c12565bb0.leading + 8   (active)"])
        XCTAssertEqual(e.conflicts.count, 1)
        XCTAssertEqual(e.innocent, ["c4"])
    }

    /// Every fix shown resolves the conflict when solved, and one that does not is marked so.
    func testFixesAreTriedBySolving() throws {
        let e = explain(prox, broken: prox[1])
        XCTAssertFalse(e.fixes.isEmpty)
        for fix in e.fixes {
            let scene = e.scene.makeScene { c in
                guard c.id == fix.constraint, var spec = c.spec else { return .none }
                switch fix.change {
                case .priority(let p): spec.priority = Priority(p) ?? .required
                case .relation(let r): spec.relation = r
                case .deactivateWhileHidden: return .some(nil)
                default: return .none
                }
                return .some(spec)
            }
            XCTAssertEqual(scene.takeConflicts().isEmpty, fix.verified, "\(fix.constraint) \(fix.change)")
        }
        // c1 at >= (the label further down) cannot help: the chain only grows.
        XCTAssertEqual(e.fixes.first { $0.constraint == "c1" && $0.change == .relation(.greaterOrEqual) }?.verified, false)
        XCTAssertEqual(e.fixes.first { $0.constraint == "c2" && $0.change == .priority(999) }?.verified, true)
        // UIKit's choice first.
        XCTAssertEqual(e.fixes.first?.constraint, "c2")
    }

    /// A table cell whose content is taller than its estimate: the fix raises the estimate to
    /// the chain's sum, and solving confirms it.
    func testTheEstimateIsRaisedToTheChainsSum() throws {
        let e = explain([
            "NSLayoutConstraint:0x1 V:|-(12)-[UIImageView:0x10]   (active, names: '|':UITableViewCellContentView:0x20 )",
            "NSLayoutConstraint:0x2 UIImageView:0x10.height == 46   (active)",
            "NSLayoutConstraint:0x3 V:[UIImageView:0x10]-(>=12)-|   (active, names: '|':UITableViewCellContentView:0x20 )",
            "NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x20.height == 69.5   (active)",
        ])
        let a = try XCTUnwrap(e.conflicts.first?.arithmetic)
        XCTAssertEqual(a.sum, 70)
        XCTAssertEqual(a.sumRelation, .greaterOrEqual)
        XCTAssertEqual(a.total.value, 69.5)
        let raise = try XCTUnwrap(e.fixes.first { if case .encapsulatedSize = $0.change { return true }; return false })
        XCTAssertEqual(raise.change, .encapsulatedSize(70))
        XCTAssertTrue(raise.verified)
        XCTAssertEqual(e.scene.views.first { $0.name == "imageView" }?.parent, "contentView")
    }

    /// A log whose listed constraints can all hold says so: no conflict, nothing innocent.
    func testNoConflictAmongTheListed() {
        let e = explain(["NSLayoutConstraint:0x1 UIView:0x2.width == 10", "NSLayoutConstraint:0x3 UIView:0x2.width == 10"])
        XCTAssertTrue(e.conflicts.isEmpty)
        XCTAssertTrue(e.innocent.isEmpty)
    }

    /// The broken constraint matched by its text when the log prints a copy at another address;
    /// not matched when the text differs too.
    func testTheBrokenConstraintIsMatchedByAddressOrText() {
        let listed = ["NSLayoutConstraint:0x1 UIView:0x2.width == 10", "NSLayoutConstraint:0x3 UIView:0x2.width == 20"]
        XCTAssertEqual(explain(listed, broken: "NSLayoutConstraint:0x3 UIView:0x2.width == 20").scene.uikitBroke, "c2")
        XCTAssertEqual(explain(listed, broken: "NSLayoutConstraint:0x99 UIView:0x2.width == 20").scene.uikitBroke, "c2")
        XCTAssertNil(explain(listed, broken: "NSLayoutConstraint:0x99 UIView:0x2.width == 30").scene.uikitBroke)
    }

    /// An autoresizing mask's fix is to stop turning the frame into constraints, and it is
    /// the view whose frame it is (the superview comes first in `[view]-(49)-|`).
    func testAutoresizingFixNamesTheFramedView() {
        let e = explain([
            "NSAutoresizingMaskLayoutConstraint:0x1 h=-&- v=-&- _NSTextContentView:0x10.minX == 0   (active, names: '|':NSTextView:0x20 )",
            "NSAutoresizingMaskLayoutConstraint:0x2 h=-&- v=-&- H:[_NSTextContentView:0x10]-(49)-|   (active, names: '|':NSTextView:0x20 )",
            "NSAutoresizingMaskLayoutConstraint:0x3 h=--& v=--& NSTextView:0x20.width == 2   (active)",
        ])
        XCTAssertEqual(e.fixes.map(\.change), [.stopTranslatingAutoresizingMask(view: "textContentView"),
                                               .stopTranslatingAutoresizingMask(view: "textView")])
        XCTAssertTrue(e.fixes.allSatisfy(\.verified))
    }

    func testNaming() {
        XCTAssertEqual(ViewNaming.kindWord("UITableViewCellContentView"), "contentView")
        XCTAssertEqual(ViewNaming.kindWord("Prox.PlaceDetailsEventView"), "placeDetailsEventView")
        XCTAssertEqual(ViewNaming.kindWord("_UILayoutGuide"), "layoutGuide")
        XCTAssertEqual(ViewNaming.kindWord("NSTextField"), "textField")
        XCTAssertEqual(ViewNaming.kindWord("URLField"), "urlField")
        XCTAssertEqual(ViewNaming.kindWord("_TtGC8MyAppXYZ8CardViewCS_P10$10582914415RecoveryKeyView_"), "view")
        let names = LogViewNaming.names(for: [LoggedItem(className: "UILabel", address: "0x1", text: "Set lunch"),
                                              LoggedItem(className: "UIImageView", address: "0x2"),
                                              LoggedItem(className: "UIImageView", address: "0x3"),
                                              LoggedItem(className: "UILayoutGuide", address: "0x4", text: "UIViewLayoutMarginsGuide")],
                                        taken: ["screen"])
        XCTAssertEqual(names, ["label_SetLunch", "imageView1", "imageView2", "marginsGuide"])
    }
}
