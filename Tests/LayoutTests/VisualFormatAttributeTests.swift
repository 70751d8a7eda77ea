import Layout
import XCTest

/// `LayoutAttribute`, the attributes visual formats (and the shell) name.
final class VisualFormatAttributeTests: XCTestCase {
    func testNames() {
        XCTAssertEqual(LayoutAttribute.allNames, [
            "left", "right", "top", "bottom", "leading", "trailing", "width", "height",
            "centerX", "centerY", "firstBaseline", "lastBaseline",
        ])
        for attribute in LayoutAttribute.allCases {
            XCTAssertEqual(LayoutAttribute(name: attribute.name), attribute)
            XCTAssertEqual(attribute.description, attribute.name)
        }
        XCTAssertEqual(LayoutAttribute(name: "baseline"), .lastBaseline)
        XCTAssertEqual(LayoutAttribute(name: "centerX"[...]), .centerX)
        XCTAssertNil(LayoutAttribute(name: "centerx"))
        XCTAssertNil(LayoutAttribute(name: "leadingMargin"))
        XCTAssertNil(LayoutAttribute(name: ""))
    }

    func testAxesAndSizes() {
        let horizontal = LayoutAttribute.allCases.filter { $0.axis == .horizontal }
        XCTAssertEqual(horizontal, [.left, .right, .leading, .trailing, .width, .centerX])
        XCTAssertEqual(LayoutAttribute.allCases.filter(\.isSize), [.width, .height])
        XCTAssertTrue(LayoutAttribute.firstBaseline.isLocation)
        XCTAssertEqual(LayoutAttribute.size(along: .horizontal), .width)
        XCTAssertEqual(LayoutAttribute.size(along: .vertical), .height)
    }
}
