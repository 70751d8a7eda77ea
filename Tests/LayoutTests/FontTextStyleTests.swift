import XCTest
@testable import Layout

/// Apple's text styles and content size categories.
final class FontTextStyleTests: XCTestCase {
    func testEveryStyleHasASizeInEveryCategoryThatGrowsWithIt() {
        XCTAssertEqual(TextStyle.allCases.count, 11)
        XCTAssertEqual(ContentSizeCategory.allCases.count, 12)
        for style in TextStyle.allCases {
            var previous = 0.0
            for category in ContentSizeCategory.allCases {
                let size = style.pointSize(for: category)
                XCTAssertGreaterThanOrEqual(size, 11, "\(style) \(category)")
                XCTAssertGreaterThanOrEqual(size, previous, "\(style) shrinks at \(category)")
                if category > .large {
                    XCTAssertGreaterThan(size, previous, "\(style) does not grow at \(category)")
                }
                previous = size
            }
        }
    }

    func testTheDefaultSizesAreUIKits() {
        let expected: [TextStyle: Double] = [
            .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .body: 17,
            .callout: 16, .subheadline: 15, .footnote: 13, .caption1: 12, .caption2: 11,
        ]
        for (style, size) in expected {
            XCTAssertEqual(style.pointSize(for: .large), size, "\(style)")
        }
        XCTAssertEqual(TextStyle.body.pointSize(for: .extraSmall), 14)
        XCTAssertEqual(TextStyle.body.pointSize(for: .accessibilityMedium), 28)
        XCTAssertEqual(TextStyle.body.pointSize(for: .accessibilityExtraExtraExtraLarge), 53)
        XCTAssertEqual(TextStyle.largeTitle.pointSize(for: .accessibilityExtraExtraExtraLarge), 60)
        XCTAssertEqual(TextStyle.caption2.pointSize(for: .medium), 11)
        XCTAssertEqual(TextStyle.footnote.pointSize(for: .small), 12)
    }

    func testHeadlineIsSemiboldAndSetInTheBoldFace() {
        XCTAssertEqual(TextStyle.headline.weight, .semibold)
        XCTAssertEqual(TextStyle.body.weight, .regular)
        XCTAssertEqual(Font.preferred(.headline), Font(face: .dejaVuSansBold, pointSize: 17))
        XCTAssertEqual(Font.preferred(.body, category: .accessibilityLarge), Font(face: .dejaVuSans, pointSize: 33))
    }

    func testStyleNames() {
        XCTAssertEqual(TextStyle(name: "body"), .body)
        XCTAssertEqual(TextStyle(name: "LargeTitle"), .largeTitle)
        XCTAssertEqual(TextStyle(name: "caption1"), .caption1)
        XCTAssertEqual(TextStyle(name: "caption"), .caption1)
        XCTAssertEqual(TextStyle(name: "title"), .title1)
        XCTAssertEqual(TextStyle(name: "subhead"), .subheadline)
        XCTAssertNil(TextStyle(name: "bdy"))
        XCTAssertNil(TextStyle(name: ""))
        XCTAssertNil(TextStyle(name: "caption3"))
        for name in TextStyle.allNames { XCTAssertNotNil(TextStyle(name: name), name) }
        XCTAssertEqual(TextStyle.allNames.count, 14)
        XCTAssertThrowsError(try TextStyle(parsing: "bdy")) { error in
            XCTAssertEqual((error as? FontDescriptorError)?.reason, .unknownTextStyle("bdy", suggestion: "body"))
        }
        XCTAssertThrowsError(try TextStyle(parsing: "zzzzzzzzz")) { error in
            XCTAssertEqual((error as? FontDescriptorError)?.reason, .unknownTextStyle("zzzzzzzzz", suggestion: nil))
        }
    }

    func testCategoryNames() {
        XCTAssertEqual(ContentSizeCategory(name: "xSmall"), .extraSmall)
        XCTAssertEqual(ContentSizeCategory(name: "extraSmall"), .extraSmall)
        XCTAssertEqual(ContentSizeCategory(name: "XS"), .extraSmall)
        XCTAssertEqual(ContentSizeCategory(name: "L"), .large)
        XCTAssertEqual(ContentSizeCategory(name: "l"), .large)
        XCTAssertEqual(ContentSizeCategory(name: "large"), .large)
        XCTAssertEqual(ContentSizeCategory(name: "xxxl"), .extraExtraExtraLarge)
        XCTAssertEqual(ContentSizeCategory(name: "AX1"), .accessibilityMedium)
        XCTAssertEqual(ContentSizeCategory(name: "accessibility3"), .accessibilityExtraLarge)
        XCTAssertEqual(ContentSizeCategory(name: "AX5"), .accessibilityExtraExtraExtraLarge)
        XCTAssertEqual(ContentSizeCategory(name: "accessibilityExtraExtraExtraLarge"), .accessibilityExtraExtraExtraLarge)
        XCTAssertNil(ContentSizeCategory(name: "huge"))
        XCTAssertNil(ContentSizeCategory(name: "AX6"))
        XCTAssertNil(ContentSizeCategory(name: ""))
        XCTAssertThrowsError(try ContentSizeCategory(parsing: "AX6")) { error in
            guard case .unknownCategory("AX6", suggestion: .some)? = (error as? FontDescriptorError)?.reason else {
                return XCTFail("\(error)")
            }
        }
        // Every listed name reads back as its category, and no two categories share one.
        let names = ContentSizeCategory.allNames
        XCTAssertEqual(names.count, 33)
        XCTAssertEqual(Set(names.map { $0.lowercased() }).count, names.count)
        for category in ContentSizeCategory.allCases {
            for name in category.allNames { XCTAssertEqual(ContentSizeCategory(name: name), category, name) }
        }
        XCTAssertTrue(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        XCTAssertFalse(ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        XCTAssertLessThan(ContentSizeCategory.large, .extraLarge)
    }
}
