import Cassowary
import Layout
import XCTest
import TestSupport
@testable import Shell

/// Every error of a Visual Format, as the shell words it: Apple's message where Apple has one,
/// and the caret where it belongs. (Issue 32 part 3: the parser's errors are values; their
/// words are the shell's, in VisualFormatErrorWords.swift.)
final class VisualFormatErrorWordsTests: XCTestCase {
    func testDescriptionHasApplesShape() throws {
        let error = try XCTUnwrap(visualFormatOutcome("H:|-[button", views: ["button"]).failure)
        XCTAssertEqual(error.words, """
            Unable to parse constraint format:
            Expected a ']' here. That is how you give the end of a view.
            H:|-[button
                       ^
            """)
        XCTAssertEqual(error.reason, .expectedViewEnd)
        XCTAssertEqual(error.range, 11..<11)
    }

    /// The options' reasons (their places are pinned in LayoutTests' VisualFormatOptionsTests).
    func testOptionsWords() {
        XCTAssertEqual(VisualFormatError.Reason.alignmentAlongOrientation(.horizontal).words,
                       "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.")
        XCTAssertEqual(VisualFormatError.Reason.alignmentAlongOrientation(.vertical).words,
                       "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.")
        XCTAssertEqual(VisualFormatError.Reason.baselineSpacingInHorizontalLayout.words,
                       "BaselineToBaseline format option not valid for horizontal layout")
    }

    func testWholeFormatProblems() {
        assertVisualFormatError("", "It's an empty string.", at: 0)
        assertVisualFormatError("H:[é]", views: ["é"], "It contains non-ASCII characters.", at: 3)
        assertVisualFormatError("H:[a]–[b]", views: ["a", "b"], "It contains non-ASCII characters.", at: 5)
    }

    func testWhitespaceIsNotAllowed() {
        let views: Set = ["a", "b"]
        let message = "Whitespace is not allowed in a visual format."
        assertVisualFormatError(" [a]", views: views, message, at: 0)
        assertVisualFormatError("H: [a]", views: views, message, at: 2)
        assertVisualFormatError("[ a]", views: views, message, at: 1)
        assertVisualFormatError("[a ]", views: views, message, at: 2)
        assertVisualFormatError("[a] -[b]", views: views, message, at: 3)
        assertVisualFormatError("[a]- [b]", views: views, message, at: 4)
        assertVisualFormatError("[a]-8 -[b]", views: views, message, at: 5)
        assertVisualFormatError("[a(>= 8)]", views: views, message, at: 5)
        assertVisualFormatError("|-[a]-|\t", views: views, message, at: 7)
        assertVisualFormatError("[a]\n", views: views, message, at: 3)
    }

    func testOrientation() {
        assertVisualFormatError("H[a]", views: ["a"], "Expected ':' after 'H' to specify horizontal arrangement", at: 1)
        assertVisualFormatError("V", "Expected ':' after 'V' to specify vertical arrangement", at: 1)
        assertVisualFormatError(
            "X:[a]", views: ["a"], "Unknown orientation 'X'. Use 'H:' for horizontal or 'V:' for vertical.", at: 0)
        assertVisualFormatError(
            "h:[a]", views: ["a"], "Unknown orientation 'h'. Use 'H:' for horizontal or 'V:' for vertical.", at: 0)
    }

    func testViews() {
        assertVisualFormatError("|", "Expected a connection after the '|' character", at: 1)
        assertVisualFormatError("-[a]", views: ["a"], "Expected a view", at: 0)
        assertVisualFormatError("V:[", "Expected a view", at: 3)
        assertVisualFormatError("H:", "Expected a view", at: 2)
        assertVisualFormatError("|-8-", "Expected a view", at: 4)
        assertVisualFormatError("|-", "Expected more input", at: 2)
        assertVisualFormatError("||", "Expected a view", at: 1)
        let badName = "Expected a view. View names must start with a letter or an underscore, "
            + "then contain letters, numbers, and underscores."
        assertVisualFormatError("[]", badName, at: 1)
        assertVisualFormatError("[a]-[1a]", views: ["a"], badName, at: 5)
        assertVisualFormatError("[a]-[foo]", views: ["a"], "foo is not a key in the views dictionary.", at: 5)
        assertVisualFormatError("[a", views: ["a"], "Expected a ']' here. That is how you give the end of a view.", at: 2)
        assertVisualFormatError("[a-b]", views: ["a"], "Expected a ']' here. That is how you give the end of a view.", at: 2)
        assertVisualFormatError(
            "[a(", views: ["a"], "Unexpectedly ran out of character fodder in the middle of parsing a view", at: 3)
        assertVisualFormatError(
            "[a(50]", views: ["a"],
            "A predicate on a view's thickness must end with ')' and the view must end with ']'", at: 5)
        assertVisualFormatError("[a(50)", views: ["a"], "Expected ']' after specifying thickness.", at: 6)
        assertVisualFormatError("[a(50)-]", views: ["a"], "Expected ']' after specifying thickness.", at: 6)
    }

    func testTheLineOfViews() {
        let views: Set = ["a", "b"]
        // Trailing garbage.
        assertVisualFormatError("[a]x", views: views, "Expected a view or '|'", at: 3)
        assertVisualFormatError("[a]-8-", views: views, "Expected a view or '|'", at: 6)
        assertVisualFormatError("|[a]|x", views: views, "Expected the end of the format string", at: 5)
        // A bar in the middle.
        assertVisualFormatError("[a]-|-[b]", views: views, "Expected the end of the format string", at: 5)
        assertVisualFormatError("|[a]||[b]", views: views, "Expected the end of the format string", at: 5)
    }

    func testConnections() {
        let views: Set = ["a", "b"]
        assertVisualFormatError("[a]-8[b]", views: views, "Expected a '-' here", at: 5)
        assertVisualFormatError(
            "[a]-8,9-[b]", views: views,
            "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints",
            at: 5)
        assertVisualFormatError(
            "[a]--8-[b]", views: views,
            "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. "
                + "Use parentheses around negative numbers.",
            at: 4)
        assertVisualFormatError(
            "[a]-(8-[b]", views: views,
            "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier", at: 6)
        assertVisualFormatError("[a]-", views: views, "Expected more input", at: 4)
        assertVisualFormatError("[a]-(", views: views, "Expected more input", at: 5)
    }

    func testPredicates() {
        let views: Set = ["a", "b"]
        assertVisualFormatError("[a(50,", views: views, "Expected more input", at: 6)
        assertVisualFormatError("[a(<50)]", views: views, "Unknown relation. Must be ==, >=, or <=", at: 4)
        assertVisualFormatError("[a(=50)]", views: views, "Unknown relation. Must be ==, >=, or <=", at: 4)
        let expected = "Expected a number or key from the metrics dictionary, but encountered something else"
        assertVisualFormatError("[a(>=)]", views: views, expected, at: 5)
        assertVisualFormatError("[a(.5)]", views: views, expected, at: 3)
        assertVisualFormatError("[a(50@)]", views: views, expected, at: 6)
        assertVisualFormatError(
            "[a(-x)]", views: views,
            "Expected a number or a key from the metrics dictionary, but encountered something else", at: 3)
        assertVisualFormatError("[a(1e999)]", views: views, "This number is too large.", at: 3)
        // What Apple's strtod would also read, and we do not.
        assertVisualFormatError(
            "[a(0x10)]", views: views,
            "A predicate on a view's thickness must end with ')' and the view must end with ']'", at: 4)
    }

    func testUnknownMetrics() throws {
        let views: Set = ["a", "b"]
        assertVisualFormatError(
            "[a(w)]", views: views,
            "Encountered metric with name \"w\", but value was not specified in metrics or views dictionaries", at: 3)
        assertVisualFormatError(
            "[a]-gap-[b]", views: views,
            "Encountered metric with name \"gap\", but value was not specified in metrics or views dictionaries", at: 4)
        assertVisualFormatError(
            "[a(50@high)]", views: views,
            "Encountered metric with name \"high\", but value was not specified in metrics or views dictionaries", at: 6)
        let error = try XCTUnwrap(visualFormatOutcome("[a]-gap-[b]", views: views).failure)
        XCTAssertEqual(error.reason, .unknownMetric("gap"))
        XCTAssertEqual(error.range, 4..<7)
        assertVisualFormatError(
            "[a(w)]", views: views, metrics: ["w": .nan], "The metric \"w\" is not a finite number.", at: 3)
    }

    func testViewsWhereOnlyNumbersGo() {
        let views: Set = ["a", "b"]
        assertVisualFormatError(
            "[a]-b-[b]", views: views,
            "It's not possible to set a space equal to the width or height of a view.  "
                + "Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]",
            at: 4)
        assertVisualFormatError(
            "[a(50@b)]", views: views,
            "b is a view, but a priority must be a number or a key from the metrics dictionary.", at: 6)
    }

    func testPriorities() {
        let views: Set = ["a"]
        assertVisualFormatError(
            "[a(50@1001)]", views: views,
            "Invalid priority specified: 1001. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.",
            at: 6)
        assertVisualFormatError(
            "[a(50@p)]", views: views, metrics: ["p": 2000],
            "Invalid priority specified: 2000. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.",
            at: 6)
        assertVisualFormatError(
            "[a(50@0)]", views: views, "Invalid priority specified: 0. Priority must be greater than 0", at: 6)
        assertVisualFormatError(
            "[a(50@-1)]", views: views, "Invalid priority specified: -1. Priority must be greater than 0", at: 6)
        assertVisualFormatError(
            "[a(50@0.5)]", views: views, "Invalid priority specified: 0.5. Priority must be at least 1.", at: 6)
        XCTAssertEqual(visualFormat("[a(50@1,60@1000)]", views: views), ["a.width == 50 @1", "a.width == 60"])
    }

    func testABarWithoutASuperview() {
        let message = "Unable to interpret '|' character, because the related view doesn't have a superview"
        assertVisualFormatError("|-[a]", views: ["a"], hasSuperview: false, message, at: 0)
        assertVisualFormatError("V:[a]-|", views: ["a"], hasSuperview: false, message, at: 6)
        assertVisualFormatError("[a]|", views: ["a"], hasSuperview: false, message, at: 3)
        XCTAssertEqual(
            visualFormat("[a]-[b]", views: ["a", "b"], hasSuperview: false), ["b.leading == a.trailing + 8"])
    }

    /// The first error reported is the one Auto Layout reports: names are checked as they are
    /// read, a bar when its connection is complete.
    func testErrorsComeInApplesOrder() throws {
        assertVisualFormatError("[foo]-(", "foo is not a key in the views dictionary.", at: 1)
        assertVisualFormatError(
            "[a(x)]-(", views: ["a"],
            "Encountered metric with name \"x\", but value was not specified in metrics or views dictionaries", at: 3)
        assertVisualFormatError(
            "|-[a]-[b", views: ["a", "b"], hasSuperview: false,
            "Unable to interpret '|' character, because the related view doesn't have a superview", at: 0)
        assertVisualFormatError(
            "|-[a", views: ["a"], hasSuperview: false,
            "Expected a ']' here. That is how you give the end of a view.", at: 4)
        assertVisualFormatError(
            "|-[a(x)]", views: ["a"], hasSuperview: false,
            "Encountered metric with name \"x\", but value was not specified in metrics or views dictionaries", at: 5)

        // Parsing alone checks no names, so only the syntax error is left.
        XCTAssertThrowsError(try VisualFormat(parsing: "[foo]-(")) { error in
            XCTAssertEqual((error as? VisualFormatError)?.reason, .expectedMoreInput)
            XCTAssertEqual((error as? VisualFormatError)?.offset, 7)
        }
        // Translating a parsed format checks names in the same order as parsing with them.
        let parsed = try VisualFormat(parsing: "[a(x)]-y-[b(z)]")
        XCTAssertThrowsError(try parsed.constraints(views: ["a", "b"], metrics: ["x": 1, "z": 1])) { error in
            XCTAssertEqual((error as? VisualFormatError)?.reason, .unknownMetric("y"))
            XCTAssertEqual((error as? VisualFormatError)?.offset, 7)
        }
        XCTAssertThrowsError(try parsed.constraints(views: ["a"], metrics: ["x": 1, "y": 1])) { error in
            XCTAssertEqual((error as? VisualFormatError)?.reason, .unknownView("b"))
        }
    }
}

/// The constraints of `format`, written as their descriptions (`b.leading == a.trailing + 8`).
private func visualFormat(_ format: String, views: Set<String>, hasSuperview: Bool = true,
                          file: StaticString = #filePath, line: UInt = #line) -> [String] {
    do {
        return try VisualFormat.constraints(format, views: views, hasSuperview: hasSuperview).map(\.description)
    } catch {
        XCTFail("\(format) failed:\n\(error.words)", file: file, line: line)
        return []
    }
}


/// Asserts that `format` fails with the words `message` and its caret at `offset`.
private func assertVisualFormatError(
    _ format: String, views: Set<String> = [], metrics: [String: Double] = [:],
    options: VisualFormatOptions = VisualFormatOptions(), hasSuperview: Bool = true,
    _ message: String, at offset: Int,
    file: StaticString = #filePath, line: UInt = #line
) {
    guard let error = visualFormatOutcome(format, views: views, metrics: metrics, options: options, hasSuperview: hasSuperview).failure
    else { return XCTFail("\(format) gave no error", file: file, line: line) }
    XCTAssertEqual(error.reason.words, message, "\(format)", file: file, line: line)
    XCTAssertEqual(error.offset, offset, "\(format): caret\n\(error.words)", file: file, line: line)
}
