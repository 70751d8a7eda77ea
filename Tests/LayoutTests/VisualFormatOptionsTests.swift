import Cassowary
import Layout
import XCTest

/// Alignment, direction and baseline spacing, as Auto Layout's parser applies them.
final class VisualFormatOptionsTests: XCTestCase {
    typealias Alignment = VisualFormatOptions.Alignment

    func testAlignmentRelatesNeighboursAfterEverythingElse() {
        XCTAssertEqual(
            visualFormat(
                "V:[a]-[b(20)]-[c]", views: ["a", "b", "c"],
                options: VisualFormatOptions(alignment: [.alignAllCenterX, .alignAllLeading])),
            [
                "b.top == a.bottom + 8",
                "b.height == 20",
                "c.top == b.bottom + 8",
                "a.leading == b.leading",
                "a.centerX == b.centerX",
                "b.leading == c.leading",
                "b.centerX == c.centerX",
            ])
    }

    func testAlignmentIgnoresTheSuperview() {
        XCTAssertEqual(
            visualFormat("V:|-[a][b]-|", views: ["a", "b"], options: VisualFormatOptions(alignment: .alignAllLeft)),
            ["a.top == superview.top + 20", "b.top == a.bottom", "superview.bottom == b.bottom + 20", "a.left == b.left"])
    }

    func testHorizontalFormatsAlignOnVerticalAttributesInApplesOrder() {
        XCTAssertEqual(
            visualFormat(
                "H:[a][b]", views: ["a", "b"],
                options: VisualFormatOptions(alignment: [.alignAllFirstBaseline, .alignAllBottom, .alignAllTop])),
            ["b.leading == a.trailing", "a.top == b.top", "a.bottom == b.bottom", "a.firstBaseline == b.firstBaseline"])
        XCTAssertEqual(
            visualFormat(
                "[a][b]", views: ["a", "b"],
                options: VisualFormatOptions(alignment: [.alignAllCenterY, .alignAllLastBaseline])),
            ["b.leading == a.trailing", "a.centerY == b.centerY", "a.lastBaseline == b.lastBaseline"])
    }

    func testOneAlignmentPerConnectionWhateverItsPredicates() throws {
        let constraints = try VisualFormat.constraints(
            "V:[a]-(>=8,<=20)-[b]", views: ["a", "b"], options: VisualFormatOptions(alignment: .alignAllLeft))
        XCTAssertEqual(
            constraints.map(\.description),
            ["b.top >= a.bottom + 8", "b.top <= a.bottom + 20", "a.left == b.left"])
        XCTAssertEqual(constraints.map(\.kind), [.spacing, .spacing, .alignment])
        XCTAssertEqual(constraints.last?.sourceRange, 2..<20)
    }

    func testAlignmentAlongTheFormatsOwnAxisIsAnError() {
        let horizontal = VisualFormatError.Reason.alignmentAlongOrientation(.horizontal)
        let vertical = VisualFormatError.Reason.alignmentAlongOrientation(.vertical)
        for option: Alignment in [.alignAllLeft, .alignAllRight, .alignAllLeading, .alignAllTrailing, .alignAllCenterX] {
            assertVisualFormatError(
                "H:|-[a]-[b]", views: ["a", "b"], options: VisualFormatOptions(alignment: option), horizontal, at: 4)
        }
        for option: Alignment in [
            .alignAllTop, .alignAllBottom, .alignAllCenterY, .alignAllFirstBaseline, .alignAllLastBaseline,
        ] {
            assertVisualFormatError(
                "V:[a][b]", views: ["a", "b"], options: VisualFormatOptions(alignment: option), vertical, at: 2)
        }
        assertVisualFormatError(
            "V:[a][b]", views: ["a", "b"], options: VisualFormatOptions(alignment: [.alignAllLeft, .alignAllTop]),
            vertical, at: 2)
    }

    /// Apple checks the options only when it relates two views, so a format without two
    /// neighbouring views never sees them.
    func testOptionsNeedTwoNeighbouringViews() {
        let options = VisualFormatOptions(alignment: .alignAllLeft)
        XCTAssertEqual(visualFormat("H:[a]", views: ["a"], options: options), [])
        XCTAssertEqual(
            visualFormat("H:|-[a]-|", views: ["a"], options: options),
            ["a.leading == superview.leading + 20", "superview.trailing == a.trailing + 20"])
    }

    func testLeftToRight() {
        XCTAssertEqual(
            visualFormat("H:|-[a]-[b(>=a)]-|", views: ["a", "b"], options: VisualFormatOptions(direction: .leftToRight)),
            [
                "a.left == superview.left + 20",
                "b.left == a.right + 8",
                "b.width >= a.width",
                "superview.right == b.right + 20",
            ])
    }

    func testRightToLeftSwapsTheElements() {
        let options = VisualFormatOptions(alignment: .alignAllTop, direction: .rightToLeft)
        XCTAssertEqual(
            visualFormat("H:|-10-[a]-[b]-|", views: ["a", "b"], options: options),
            [
                "superview.right == a.right + 10",
                "a.left == b.right + 8",
                "b.left == superview.left + 20",
                "b.top == a.top",
            ])
    }

    func testDirectionDoesNotTouchVerticalFormats() {
        let options = VisualFormatOptions(alignment: .alignAllLeft, direction: .rightToLeft)
        XCTAssertEqual(
            visualFormat("V:|[a]-[b]", views: ["a", "b"], options: options),
            ["a.top == superview.top", "b.top == a.bottom + 8", "a.left == b.left"])
    }

    func testBaselineToBaselineSpacing() throws {
        let options = VisualFormatOptions(spacing: .baselineToBaseline)
        let constraints = try VisualFormat.constraints("V:|-[a]-[b]-(>=4)-|", views: ["a", "b"], options: options)
        XCTAssertEqual(constraints.map(\.description), [
            // A view's side of a connection is its baseline, toward the superview too.
            "a.firstBaseline == superview.top + 20",
            "b.firstBaseline == a.lastBaseline + 8",
            "superview.bottom >= b.lastBaseline + 4",
        ])
        XCTAssertEqual(constraints.map(\.isStandardSpacing), [true, true, false])
    }

    func testBaselineSpacingInAHorizontalFormatIsAnError() {
        let options = VisualFormatOptions(spacing: .baselineToBaseline)
        assertVisualFormatError("[a]-[b]", views: ["a", "b"], options: options, .baselineSpacingInHorizontalLayout, at: 0)
        assertVisualFormatError("H:[a]-|", views: ["a"], options: options, .baselineSpacingInHorizontalLayout, at: 2)
        XCTAssertEqual(visualFormat("H:[a(50)]", views: ["a"], options: options), ["a.width == 50"])
    }

    func testAlignmentOptionsByName() {
        XCTAssertEqual(Alignment(name: "alignAllTop"), .alignAllTop)
        XCTAssertEqual(Alignment(name: "alignAllBaseline"), .alignAllLastBaseline)
        XCTAssertNil(Alignment(name: "alignAllWidth"))
        XCTAssertEqual(Alignment(attribute: .centerY), .alignAllCenterY)
        XCTAssertNil(Alignment(attribute: .width))
        XCTAssertEqual(Alignment.allNames.count, 10)
        XCTAssertEqual(Alignment([.alignAllFirstBaseline, .alignAllLeft]).attributes, [.left, .firstBaseline])
        // Apple's NSLayoutFormatOptions bits.
        XCTAssertEqual(Alignment.alignAllLeft.rawValue, 2)
        XCTAssertEqual(Alignment.alignAllTrailing.rawValue, 64)
        XCTAssertEqual(Alignment.alignAllCenterX.rawValue, 512)
        XCTAssertEqual(Alignment.alignAllFirstBaseline.rawValue, 4096)
    }
}
