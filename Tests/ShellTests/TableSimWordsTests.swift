import Layout
import TableSim
import XCTest
@testable import Shell

/// Issue 32 (part 3): TableSim gives its faults and reasons as values; the words a person
/// reads are written in the shell, pinned here once a case.
final class TableSimWordsTests: XCTestCase {
    func testCSVFaults() {
        XCTAssertEqual(CSVFault.textAfterClosingQuote.words, "text after a closing quote (a quote inside a field is written \"\")")
        XCTAssertEqual(CSVFault.quoteInUnquotedField.words, "a quote inside an unquoted field (quote the field and write the quote as \"\")")
        XCTAssertEqual(CSVFault.unclosedQuotedField.words, "a quoted field is not closed")
    }

    func testJSONFaults() {
        XCTAssertEqual(JSONFault.notAnObject.words, "a JSON line is an object: expected '{'")
        XCTAssertEqual(JSONFault.expectedKey(atLineEnd: true).words, "the object is not closed")
        XCTAssertEqual(JSONFault.expectedKey(atLineEnd: false).words, "expected a key in double quotes")
        XCTAssertEqual(JSONFault.expectedColon(atLineEnd: true).words, "the line ends where ':' after the key was expected")
        XCTAssertEqual(JSONFault.expectedColon(atLineEnd: false).words, "expected ':' after the key")
        XCTAssertEqual(JSONFault.expectedCommaOrClose(atLineEnd: true).words, "the object is not closed: expected ',' or '}'")
        XCTAssertEqual(JSONFault.expectedCommaOrClose(atLineEnd: false).words, "expected ',' or '}'")
        XCTAssertEqual(JSONFault.expectedValue(atLineEnd: true).words, "the line ends where a value was expected")
        XCTAssertEqual(JSONFault.expectedValue(atLineEnd: false).words, "expected a value (a string, number, true, false or null)")
        XCTAssertEqual(JSONFault.textAfterObject.words, "text after the end of the object")
        XCTAssertEqual(JSONFault.nestedValue.words, "nested objects and arrays are not supported: a row's fields are flat")
        XCTAssertEqual(JSONFault.expectedLiteral("null").words, "expected null")
        XCTAssertEqual(JSONFault.numberWithoutDigits.words, "a number needs digits")
        XCTAssertEqual(JSONFault.fractionWithoutDigits.words, "a number needs digits after '.'")
        XCTAssertEqual(JSONFault.exponentWithoutDigits.words, "a number needs digits in its exponent")
        XCTAssertEqual(JSONFault.numberTooLarge.words, "the number is too large")
        XCTAssertEqual(JSONFault.unclosedString.words, "a string is not closed")
        XCTAssertEqual(JSONFault.unknownEscape("x").words, "unknown escape '\\x'")
        XCTAssertEqual(JSONFault.unescapedControlCharacter.words, "a control character must be escaped in a string")
        XCTAssertEqual(JSONFault.shortUnicodeEscape.words, "\\u needs four hexadecimal digits")
    }

    func testDataIssues() {
        XCTAssertEqual(DataIssue.Reason.fieldCount(found: 3, named: 2).words, "3 fields where the header names 2")
        XCTAssertEqual(DataIssue.Reason.repeatedID("x", firstLine: 2).words, "id 'x' repeats line 2: the two rows share a height-cache entry")
        XCTAssertEqual(DataIssue(line: 4, column: 2, reason: .csv(.unclosedQuotedField)).words, "line 4, column 3: a quoted field is not closed")
        XCTAssertEqual(DataIssue(line: 5, reason: .json(.notAnObject)).words, "line 5: a JSON line is an object: expected '{'")
    }

    func testDataErrors() {
        XCTAssertEqual(DataError.malformed(DataIssue(line: 2, reason: .fieldCount(found: 1, named: 2))).words,
                       "line 2: 1 fields where the header names 2")
        XCTAssertEqual(DataError.unnamedHeaderField(line: 1, field: 2).words,
                       "line 1: the header's field 2 has no name (the first line names the fields)")
        XCTAssertEqual(DataError.missingHeader(.tsv).words, "a tsv file starts with a header line naming its fields")
        XCTAssertEqual(DataError.tooManyRows(line: 2_000_001).words,
                       "a data file holds at most 1,000,000 rows; line 2,000,001 is past them (the generators go to 10,000,000)")
    }

    func testRelayoutReasons() {
        XCTAssertEqual(RelayoutReason.reload.words, "reload")
        XCTAssertEqual(RelayoutReason.invalidateAll.words, "invalidate all")
        XCTAssertEqual(RelayoutReason.width(375).words, "width 375")
        XCTAssertEqual(RelayoutReason.textSize(.extraLarge).words, "text size extraLarge")
        XCTAssertEqual(TableEvent.Kind.invalidate(.rows([1, 4]), reason: nil).invalidatedRows, "rows 1,4")
        XCTAssertEqual(TableEvent.Kind.invalidate(.all, reason: .width(320)).invalidatedRows, "all (width 320)")
    }

    func testTemplateErrors() {
        XCTAssertEqual(TemplateError.unknownView("photo").words, "no view named 'photo' in the cell")
        XCTAssertEqual(TemplateError.notARoot("body").words, "'body' has a superview: a cell template is a root view")
        XCTAssertEqual(TemplateError.unknownConstraint("gap").words, "no constraint named 'gap' in the cell")
        XCTAssertEqual(TemplateError.wrongProperty(view: "photo", property: "text", kind: "image").words,
                       "'photo' is an image: it has no property 'text'")
        XCTAssertEqual(TemplateError.wrongProperty(view: "cell", property: "text", kind: "view").words,
                       "'cell' is a view: it has no property 'text'")
        XCTAssertEqual(TemplateError.duplicateReuseIdentifier("Text").words,
                       "a template with reuse identifier 'Text' is already registered")
        XCTAssertEqual(TemplateError.layout(.duplicateView("a")).words, "there is already a view named 'a'")
        XCTAssertEqual(TemplateError.invalidAccessoryWidth.words, "an accessory's width is a number of at least 0")
        XCTAssertEqual(TemplateError.notAContentView("inner", root: "cell").words,
                       "the content view 'inner' must be a subview of the cell 'cell' itself")
        XCTAssertEqual(TemplateError.contentViewKind("g", kind: "guide").words,
                       "'g' is a layout guide, not a view: a cell's content view is a plain view")
        XCTAssertEqual(TemplateError.contentViewKind("photo", kind: "image").words,
                       "the content view 'photo' is an image: a cell's content view is a plain view (put the image in it)")
        XCTAssertEqual(TemplateError.contentViewKind("title", kind: "label").words,
                       "the content view 'title' is a label: a cell's content view is a plain view (put the label in it)")
    }
}
