import Cassowary
@testable import ConsoleLog
import Layout
import XCTest

/// Each way a constraint is printed (issue 20, item 1), read from descriptions copied from the
/// real logs in Tests/Fixtures/logs.
final class ConstraintDescriptionTests: XCTestCase {
    private func parse(_ text: String) throws -> LoggedConstraint {
        do { return try ConstraintDescriptionParser.parse(text, line: 1) } catch {
            XCTFail("\(error.reason) at \(error.offset) in \(text)")
            throw error
        }
    }

    func testEquationWithActiveAndAConstant() throws {
        let c = try parse("NSLayoutConstraint:0x6100002920c0 UILabel:0x7f9c12566050.bottom == Prox.PlaceDetailsEventView:0x7f9c12565bb0.bottom - 16   (active)")
        XCTAssertEqual(c.className, "NSLayoutConstraint")
        XCTAssertEqual(c.address, "0x6100002920c0")
        XCTAssertEqual(c.isActive, true)
        XCTAssertEqual(c.relation.first, LoggedAnchor(LoggedItem(className: "UILabel", address: "0x7f9c12566050"), .bottom))
        XCTAssertEqual(c.relation.second, LoggedAnchor(LoggedItem(className: "Prox.PlaceDetailsEventView", address: "0x7f9c12565bb0"), .bottom))
        XCTAssertEqual(c.relation.constant, -16)
        XCTAssertEqual(c.relation.multiplier, 1)
    }

    func testIdentifierAndAConstantOnly() throws {
        let c = try parse("NSLayoutConstraint:0x61800028d570 'UISV-hiding' Prox.PlaceDetailsEventView:0x7f9c12565bb0.height == 0   (active)")
        XCTAssertEqual(c.identifier, "UISV-hiding")
        XCTAssertNil(c.relation.second)
        XCTAssertEqual(c.relation.first.attribute, .height)
        XCTAssertTrue(c.isSystemMade)
    }

    func testAnIdentifierWithBlanks() throws {
        let c = try parse("NSIBPrototypingLayoutConstraint:0x7f8a412c0a70 'IB auto generated at build time for view with fixed frame' V:|-(34)-[UIView:0x7f8a412be100]   (Names: '|':UIView:0x7f8a412bdff0 )")
        XCTAssertEqual(c.identifier, "IB auto generated at build time for view with fixed frame")
        XCTAssertEqual(c.relation.first.attribute, .top)
        XCTAssertEqual(c.relation.second?.item.address, "0x7f8a412bdff0")
        XCTAssertEqual(c.relation.constant, 34)
        XCTAssertEqual(c.relation.containment?.child.address, "0x7f8a412be100")
    }

    func testVisualFormatToTheSuperviewWithNames() throws {
        let c = try parse("NSLayoutConstraint:0x610000291fd0 V:|-(16)-[UILabel:0x7f9c12566050]   (active, names: '|':Prox.PlaceDetailsEventView:0x7f9c12565bb0 )")
        XCTAssertEqual(c.relation.first, LoggedAnchor(LoggedItem(className: "UILabel", address: "0x7f9c12566050"), .top))
        XCTAssertEqual(c.relation.second?.item.className, "Prox.PlaceDetailsEventView")
        XCTAssertEqual(c.relation.constant, 16)
        XCTAssertEqual(c.relation.containment?.superview.address, "0x7f9c12565bb0")
    }

    func testVisualFormatBetweenSiblingsWithTheSystemSpacingAndTitles() throws {
        let c = try parse("NSLayoutConstraint:0x7fd94ccb0ff0 H:[UILabel:0x7fd94ccacfa0' ']-(NSSpace(8))-[UIButton:0x7fd94ccb1800'Show More']")
        XCTAssertEqual(c.relation.first, LoggedAnchor(LoggedItem(className: "UIButton", address: "0x7fd94ccb1800", text: "Show More"), .leading))
        XCTAssertEqual(c.relation.second, LoggedAnchor(LoggedItem(className: "UILabel", address: "0x7fd94ccacfa0", text: " "), .trailing))
        XCTAssertTrue(c.relation.isSystemSpacing)
        XCTAssertEqual(c.relation.constant, 8)
        XCTAssertNil(c.isActive)
    }

    func testVisualFormatToTheTrailingEdgeWithLTRAndAGuide() throws {
        let c = try parse("NSLayoutConstraint:0x6000017e8aa0 'UIView-rightMargin-guide-constraint' H:[UILayoutGuide:0x600000d7ea00'UIViewLayoutMarginsGuide']-(22)-|(LTR)   (active, names: '|':UIStackView:0x7fed434775c0 )")
        XCTAssertEqual(c.relation.first, LoggedAnchor(LoggedItem(className: "UIStackView", address: "0x7fed434775c0"), .trailing))
        XCTAssertEqual(c.relation.second?.item.text, "UIViewLayoutMarginsGuide")
        XCTAssertTrue(c.relation.second?.item.isGuide ?? false)
        XCTAssertEqual(c.relation.constant, 22)
    }

    func testVisualFormatSizeWithAnEncapsulatedIdentifier() throws {
        let c = try parse("NSLayoutConstraint:0x7fd94ccb86e0 'UIView-Encapsulated-Layout-Width' H:[SPUISearchTableHeaderView:0x7fd94ccb3030(0)]")
        XCTAssertEqual(c.relation.first.attribute, .width)
        XCTAssertEqual(c.relation.constant, 0)
        XCTAssertNil(c.relation.second)
    }

    func testMultiplierBeforeTheItemAndAfterIt() throws {
        let before = try parse("NSLayoutConstraint:0x60400009a2c0 UIImageView:0x7fe4a4c0a6b0.width == 1.77778*UIImageView:0x7fe4a4c0a6b0.height   (active)")
        XCTAssertEqual(before.relation.multiplier, 1.77778)
        XCTAssertEqual(before.relation.second?.attribute, .height)
        let after = try parse("NSLayoutConstraint:0x1 UIView:0x2.width == UIView:0x3.width * 0.7   (active)")
        XCTAssertEqual(after.relation.multiplier, 0.7)
    }

    func testInequalitiesAndNamesResolvedThroughTheList() throws {
        let c = try parse("NSLayoutConstraint:0x78a6c21c0 'NSView-Encapsulated-Layout-Width' ItemCell.width == 194   (active, names: ItemCell:0x78b50a400 )")
        XCTAssertEqual(c.relation.first.item, LoggedItem(className: "ItemCell", address: "0x78b50a400"))
        let ge = try parse("NSLayoutConstraint:0x78a6c1180 NSTextField:0x78a522d80.width >= 152   (active)")
        XCTAssertEqual(ge.relation.relation, .greaterOrEqual)
        let dotted = try parse("NSLayoutConstraint:0x6 AddressToolbar.lockIcon.width == 24   (active, names: AddressToolbar.lockIcon:0x7f00 )")
        XCTAssertEqual(dotted.relation.first.item.address, "0x7f00")
        XCTAssertEqual(dotted.relation.first.attribute, .width)
    }

    func testMarginAttributesAreTheMarginsGuides() throws {
        let c = try parse("NSLayoutConstraint:0x7fd94cca9b10 UILabel:0x7fd94ccacfa0' '.leading == SPUISearchTableHeaderView:0x7fd94ccb3030.leadingMargin")
        XCTAssertEqual(c.relation.second?.attribute, .leading)
        XCTAssertEqual(c.relation.second?.toMargins, true)
    }

    func testTheSystemSpacingAfterAnEquation() throws {
        let c = try parse("NSLayoutConstraint:0x1 UIButton:0x2.leading == UILabel:0x3.trailing + NSSpace(8)   (active)")
        XCTAssertTrue(c.relation.isSystemSpacing)
        XCTAssertEqual(c.relation.constant, 8)
    }

    func testAutoresizingMasks() throws {
        let vfl = try parse("NSAutoresizingMaskLayoutConstraint:0x8b00330 h=--& v=--& V:[UITableViewCellContentView:0x8bd7d40(44)]")
        XCTAssertEqual(vfl.autoresizingMask, "h=--& v=--&")
        XCTAssertEqual(vfl.relation.constant, 44)
        let position = try parse("NSAutoresizingMaskLayoutConstraint:0x60000250c460 h=-&- v=-&- _NSTextContentView:0x11bc1eb90.minX == 0   (active, names: '|':NSTextView:0x11bc1d320 )")
        XCTAssertEqual(position.relation.first.attribute, .left)
        XCTAssertEqual(position.relation.second?.item.className, "NSTextView")
        XCTAssertEqual(position.relation.containment?.superview.address, "0x11bc1d320")
    }

    func testMasonryAndSnapKit() throws {
        let masonry = try parse("MASLayoutConstraint:0x1c02ab940 UICollectionView:0x100835600.height == 200")
        XCTAssertEqual(masonry.className, "MASLayoutConstraint")
        let snapKit = try parse("SnapKit.LayoutConstraint:0x1740abe20@WelcomeBackViewController.swift#277 UILabel:0x106f2c8b0.bottom == UIView:0x106f4ba40.bottom - 22.0")
        XCTAssertEqual(snapKit.className, "SnapKit.LayoutConstraint")
        XCTAssertEqual(snapKit.sourceLocation, "WelcomeBackViewController.swift#277")
        XCTAssertEqual(snapKit.relation.constant, -22)
        let old = try parse("<DeviceImagesTest.LayoutConstraint:0x7f8a412e8740> <UIView:0x7f8a412e8eb0>.top == <_UILayoutGuide:0x7f8a412e9430>.bottom")
        XCTAssertEqual(old.address, "0x7f8a412e8740")
        XCTAssertEqual(old.relation.second?.item.className, "_UILayoutGuide")
    }

    func testALabelsTextWithAnEscapeAndAQuote() throws {
        let c = try parse("NSLayoutConstraint:0x17583480 SDCAlertLabel:0x17677250'The operation couldn\\U2019t be...'.firstBaseline == SDCAlertLabel:0x17676bf0'Error'.lastBaseline + 18")
        XCTAssertEqual(c.relation.first.item.text, "The operation couldn\u{2019}t be...")
        XCTAssertEqual(c.relation.first.attribute, .firstBaseline)
        let quote = try parse("NSLayoutConstraint:0x1 UILabel:0x2'Don't stop'.top == UIView:0x3.top")
        XCTAssertEqual(quote.relation.first.item.text, "Don't stop")
    }

    func testPriorities() throws {
        XCTAssertEqual(try parse("NSLayoutConstraint:0x1 UIView:0x2.height == 44 @750   (active)").relation.priority, 750)
        XCTAssertEqual(try parse("NSLayoutConstraint:0x1 V:[UIView:0x2(44@999)]").relation.priority, 999)
        XCTAssertEqual(try parse("NSLayoutConstraint:0x1 H:[UIView:0x2]-(>=8@250)-[UIView:0x3]").relation.priority, 250)
    }

    /// What cannot be read is refused where reading stopped, never guessed.
    func testRefusals() {
        let refused: [(String, DescriptionError.Reason, Int)] = [
            ("NSLayoutConstraint:0x1 UIView:0x2.height = 44", .expected(.relation), 41),
            ("NSLayoutConstraint 0x1", .expected(.colonAndAddress(afterClass: "NSLayoutConstraint")), 18),
            ("NSLayoutConstraint:0x1 UIView:0x2.depth == 4", .unknownAttribute("depth"), 34),
            ("NSLayoutConstraint:0x1 H:[UIView:0x2", .expected(.closeAfterView), 36),
            ("NSLayoutConstraint:0x1 UIView:0x2.height == 44 tall", .textAfterConstraint("tall"), 47),
            ("NSLayoutConstraint:0x1 UIView:0x2.height == UIView:0x3.height * x", .expected(.multiplier), 64),
            ("NSLayoutConstraint:0x1 UIView:0x2.height == UIView:0x3.height + UIView:0x4.height", .threeItems, 64),
            ("NSLayoutConstraint:0x1 UIView:0x2.height == 44 @high", .expected(.priority), 48),
            ("NSLayoutConstraint:0x1 UIView:0x2.height == 44 ^lots", .expected(.caretPriority), 48),
            ("NSLayoutConstraint:0x1 'open UIView:0x2.height == 44", .unclosedIdentifier, 23),
            ("NSLayoutConstraint:0x1 H:|-(8)-[UIView:0x2(10)]", .sizeWithSuperviewEdge, 47),
            ("NSLayoutConstraint:0x1 H:[UIView:0x2]-8-[UIView:0x3]", .expected(.gap), 38),
            ("NSLayoutConstraint:0x1 UIView:0x2.top == UIView:0x3.top + NSSpace(x)", .expected(.wrappedNumber("NSSpace(")), 66),
            ("NSLayoutConstraint:0x1 H:|-(10)-[UIButton:0x2]   (active, names: lone )", .malformedName("lone"), 50),
            ("NSLayoutConstraint:0x1 H:|-(10)-[UIButton:0x2]   (active, names: a:b c )", .nameIsNotAView("b c"), 50),
        ]
        for (text, reason, offset) in refused {
            XCTAssertThrowsError(try ConstraintDescriptionParser.parse(text, line: 1), text) { error in
                XCTAssertEqual(error as? DescriptionError, DescriptionError(reason, offset: offset), text)
            }
        }
    }
}
