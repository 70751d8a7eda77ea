import Cassowary
import Layout
import XCTest

/// Every example of Apple's Auto Layout Guide (appendix "Visual Format Language"), and the
/// forms around them, with the exact constraints UIKit creates.
final class VisualFormatGuideTests: XCTestCase {
    func testStandardSpace() {
        XCTAssertEqual(
            visualFormat("[button]-[textField]", views: ["button", "textField"]),
            ["textField.leading == button.trailing + 8"])
    }

    func testWidthConstraint() {
        XCTAssertEqual(visualFormat("[button(>=50)]", views: ["button"]), ["button.width >= 50"])
    }

    func testConnectionToSuperview() {
        XCTAssertEqual(
            visualFormat("|-50-[purpleBox]-50-|", views: ["purpleBox"]),
            ["purpleBox.leading == superview.leading + 50", "superview.trailing == purpleBox.trailing + 50"])
    }

    func testVerticalLayout() {
        XCTAssertEqual(
            visualFormat("V:[topField]-10-[bottomField]", views: ["topField", "bottomField"]),
            ["bottomField.top == topField.bottom + 10"])
    }

    func testFlushViews() {
        XCTAssertEqual(
            visualFormat("[maroonView][blueView]", views: ["maroonView", "blueView"]),
            ["blueView.leading == maroonView.trailing"])
    }

    func testPriority() {
        XCTAssertEqual(visualFormat("[button(100@20)]", views: ["button"]), ["button.width == 100 @20"])
    }

    func testEqualWidths() {
        XCTAssertEqual(
            visualFormat("[button1(==button2)]", views: ["button1", "button2"]),
            ["button1.width == button2.width"])
    }

    func testMultiplePredicates() {
        XCTAssertEqual(
            visualFormat("[flexibleButton(>=70,<=100)]", views: ["flexibleButton"]),
            ["flexibleButton.width >= 70", "flexibleButton.width <= 100"])
    }

    func testCompleteLineOfLayout() {
        XCTAssertEqual(
            visualFormat("|-[find]-[findNext]-[findField(>=20)]-|", views: ["find", "findNext", "findField"]),
            [
                "find.leading == superview.leading + 20",
                "findNext.leading == find.trailing + 8",
                "findField.leading == findNext.trailing + 8",
                "findField.width >= 20",
                "superview.trailing == findField.trailing + 20",
            ])
    }

    func testMetrics() {
        XCTAssertEqual(
            visualFormat(
                "H:|-margin-[label(width@high)]-(>=margin)-|", views: ["label"],
                metrics: ["margin": 12, "width": 100, "high": 750]),
            [
                "label.leading == superview.leading + 12",
                "label.width == 100 @750",
                "superview.trailing >= label.trailing + 12",
            ])
    }

    func testDesignExamples() {
        XCTAssertEqual(
            visualFormat("H:|-6-[body]-6-|", views: ["body"]),
            ["body.leading == superview.leading + 6", "superview.trailing == body.trailing + 6"])
        XCTAssertEqual(
            visualFormat("V:|-[a]-(>=8@750)-[b(==a)]-|", views: ["a", "b"]),
            [
                "a.top == superview.top + 20",
                "b.top >= a.bottom + 8 @750",
                "b.height == a.height",
                "superview.bottom == b.bottom + 20",
            ])
    }

    func testEveryFieldOfASimpleLine() throws {
        let constraints = try VisualFormat.constraints("H:|-6-[body]-6-|", views: ["body"])
        XCTAssertEqual(constraints, [
            VisualFormatConstraint(
                firstItem: .view("body"), firstAttribute: .leading, relation: .equal,
                secondItem: .superview, secondAttribute: .leading, multiplier: 1, constant: 6,
                priority: .required, kind: .spacing, isStandardSpacing: false, sourceRange: 4..<5),
            VisualFormatConstraint(
                firstItem: .superview, firstAttribute: .trailing, relation: .equal,
                secondItem: .view("body"), secondAttribute: .trailing, multiplier: 1, constant: 6,
                priority: .required, kind: .spacing, isStandardSpacing: false, sourceRange: 13..<14),
        ])
    }

    func testSizeAgainstAConstantHasNoSecondItem() throws {
        let constraints = try VisualFormat.constraints("[a(>=70,<=100@750)]", views: ["a"])
        XCTAssertEqual(constraints, [
            VisualFormatConstraint(
                firstItem: .view("a"), firstAttribute: .width, relation: .greaterOrEqual,
                secondItem: nil, secondAttribute: nil, constant: 70, kind: .size, sourceRange: 3..<7),
            VisualFormatConstraint(
                firstItem: .view("a"), firstAttribute: .width, relation: .lessOrEqual,
                secondItem: nil, secondAttribute: nil, constant: 100, priority: 750, kind: .size,
                sourceRange: 8..<17),
        ])
    }

    func testStandardSpacingIsMarkedAndSettable() throws {
        let options = VisualFormatOptions(standardSpacing: 10, standardSuperviewSpacing: 16)
        let constraints = try VisualFormat.constraints("|-[a]-[b]-|", views: ["a", "b"], options: options)
        XCTAssertEqual(constraints.map(\.description), [
            "a.leading == superview.leading + 16",
            "b.leading == a.trailing + 10",
            "superview.trailing == b.trailing + 16",
        ])
        XCTAssertEqual(constraints.map(\.isStandardSpacing), [true, true, true])
        XCTAssertEqual(constraints.map(\.sourceRange), [1..<2, 5..<6, 9..<10])
    }

    func testFlushToTheSuperview() throws {
        let constraints = try VisualFormat.constraints("|[a][b]|", views: ["a", "b"])
        XCTAssertEqual(constraints.map(\.description), [
            "a.leading == superview.leading",
            "b.leading == a.trailing",
            "superview.trailing == b.trailing",
        ])
        XCTAssertEqual(constraints.map(\.isStandardSpacing), [false, false, false])
        // A flush joint is the two characters that meet: "|[", "][", "]|".
        XCTAssertEqual(constraints.map(\.sourceRange), [0..<2, 3..<5, 6..<8])
    }

    func testEachViewsSizesFollowTheSpacingThatLeadsToIt() {
        XCTAssertEqual(
            visualFormat("[a(50)]-[b(60)]-|", views: ["a", "b"]),
            ["a.width == 50", "b.leading == a.trailing + 8", "b.width == 60", "superview.trailing == b.trailing + 20"])
        XCTAssertEqual(
            visualFormat("|-[a(50)]", views: ["a"]),
            ["a.leading == superview.leading + 20", "a.width == 50"])
    }

    func testVerticalSizesAreHeights() {
        XCTAssertEqual(
            visualFormat("V:[a(==b)][b(44)]", views: ["a", "b"]),
            ["a.height == b.height", "b.top == a.bottom", "b.height == 44"])
    }

    func testConnectionPredicates() {
        let views: Set = ["a", "b"]
        // A single predicate needs no parentheses, relation and priority included (Apple's parser
        // takes them; the guide's grammar only shows numbers and metrics).
        XCTAssertEqual(visualFormat("[a]->=8-[b]", views: views), ["b.leading >= a.trailing + 8"])
        XCTAssertEqual(visualFormat("[a]-8@750-[b]", views: views), ["b.leading == a.trailing + 8 @750"])
        XCTAssertEqual(visualFormat("[a]-(-5)-[b]", views: views), ["b.leading == a.trailing - 5"])
        XCTAssertEqual(
            visualFormat("[a]-(>=8,<=20@500)-[b]", views: views),
            ["b.leading >= a.trailing + 8", "b.leading <= a.trailing + 20 @500"])
        XCTAssertEqual(visualFormat("[a]-(0)-[b]", views: views), ["b.leading == a.trailing"])
    }

    func testInequalitiesToTheSuperviewKeepTheirDirection() {
        XCTAssertEqual(
            visualFormat("|-(>=8)-[a]-(<=8)-|", views: ["a"]),
            ["a.leading >= superview.leading + 8", "superview.trailing <= a.trailing + 8"])
    }

    func testNumbersAsStrtodReadsThem() {
        XCTAssertEqual(
            visualFormat("[a(10.5@999.5,>=1e2,<=5.,==-.5)]", views: ["a"]),
            ["a.width == 10.5 @999.5", "a.width >= 100", "a.width <= 5", "a.width == -0.5"])
    }

    func testAMetricShadowsAViewOfTheSameName() {
        XCTAssertEqual(visualFormat("[a(b)]", views: ["a", "b"], metrics: ["b": 30]), ["a.width == 30"])
        XCTAssertEqual(visualFormat("[a(b)]", views: ["a", "b"]), ["a.width == b.width"])
    }

    func testAViewMayAppearTwiceAndAFormatMayHaveOneView() {
        XCTAssertEqual(visualFormat("[a]-[a]", views: ["a"]), ["a.leading == a.trailing + 8"])
        XCTAssertEqual(visualFormat("[a]", views: ["a"]), [])
        XCTAssertEqual(visualFormat("V:[_a1]", views: ["_a1"]), [])
    }

    func testParseOnceTranslateLater() throws {
        let format = try VisualFormat(parsing: "|-m-[a]")
        XCTAssertEqual(try format.constraints(views: ["a"], metrics: ["m": 4]).map(\.description),
                       ["a.leading == superview.leading + 4"])
        XCTAssertEqual(try format.constraints(views: ["a"], metrics: ["m": 9]).map(\.description),
                       ["a.leading == superview.leading + 9"])
        XCTAssertThrowsError(try format.constraints(views: ["a"])) { error in
            XCTAssertEqual((error as? VisualFormatError)?.reason, .unknownMetric("m"))
            XCTAssertEqual((error as? VisualFormatError)?.range, 2..<3)
        }
    }
}
