import ConsoleLog
import XCTest
@testable import Shell

/// Issue 32 (part 3): the console log reader gives why it passed a line over, and why a
/// description could not be read, as values; the words `trellis explain` and `log import`
/// say are written in the shell, pinned here once a case.
final class ConsoleLogWordsTests: XCTestCase {
    func testUnreadLines() {
        typealias R = UnreadLine.Reason
        XCTAssertEqual(R.secondLog.words, "a second log begins here: one log is imported at a time (trellis explain explains each)")
        XCTAssertEqual(R.tooManyLogs(limit: 100).words, "more than 100 logs in one text: the rest are not read")
        XCTAssertEqual(R.lineTooLong(characters: 20_001).words, "a line of 20001 characters is longer than any a console prints")
        XCTAssertEqual(R.redacted.words,
                       "the unified log redacted this constraint (<private>): copy the log from Xcode's console instead")
        XCTAssertEqual(R.afterBroken.words, "a constraint after the one broken: not part of the log's list")
        XCTAssertEqual(R.tooManyConstraints(limit: 2_000).words, "more than 2000 constraints in one log")
        XCTAssertEqual(R.listCut.words, "the list was cut here: the constraints it stood for are not in the text")
        XCTAssertEqual(R.notPartOfLog.words, "not part of a constraint log")
        XCTAssertEqual(R.notADescription.words, "a constraint description is <…>")
        XCTAssertEqual(R.description(.threeItems).words, "a constraint relates two items, not three")
    }

    func testDescriptionErrors() {
        typealias R = DescriptionError.Reason
        XCTAssertEqual(R.textAfterConstraint("tall").words, "unexpected 'tall' after the constraint")
        XCTAssertEqual(R.threeItems.words, "a constraint relates two items, not three")
        XCTAssertEqual(R.sizeWithSuperviewEdge.words, "a size and a superview edge in one printed constraint")
        XCTAssertEqual(R.unclosedIdentifier.words, "the identifier's quote is not closed")
        XCTAssertEqual(R.unclosedText.words, "the quoted text is not closed")
        XCTAssertEqual(R.malformedName("x").words, "a name in the names: list is NAME:CLASS:0x…, not 'x'")
        XCTAssertEqual(R.nameIsNotAView("UIView").words, "'UIView' in the names: list is not a view (CLASS:0x…)")
        XCTAssertEqual(R.unknownAttribute("depth").words, "'depth' is not an attribute a log prints (left, top, width, leadingMargin, …)")
    }

    func testPartsExpected() {
        func said(_ part: DescriptionError.Part) -> String { DescriptionError.Reason.expected(part).words }
        XCTAssertEqual(said(.constraintClass), "expected the constraint's class, as NSLayoutConstraint:0x…")
        XCTAssertEqual(said(.colonAndAddress(afterClass: "NSLayoutConstraint")),
                       "expected ':' and the constraint's address after NSLayoutConstraint")
        XCTAssertEqual(said(.constraintAddress), "expected the constraint's address (0x…)")
        XCTAssertEqual(said(.sourceLocation), "expected a source location after '@', as File.swift#17")
        XCTAssertEqual(said(.closeAfterConstraintAddress), "expected '>' after the constraint's address")
        XCTAssertEqual(said(.closeAfterItem), "expected '>' after the item")
        XCTAssertEqual(said(.relation), "expected '==', '>=' or '<=' after the first item")
        XCTAssertEqual(said(.multiplier), "expected a multiplier after '*'")
        XCTAssertEqual(said(.priority), "expected a priority after '@'")
        XCTAssertEqual(said(.caretPriority), "expected a priority after '^' (low, high, required, a number)")
        XCTAssertEqual(said(.wrappedNumber("NSSpace(")), "expected NSSpace(N)")
        XCTAssertEqual(said(.dotAndAttribute), "expected '.' and an attribute")
        XCTAssertEqual(said(.anchor), "expected ITEM.attribute, as UILabel:0x….bottom")
        XCTAssertEqual(said(.view), "expected a view, as UILabel:0x…")
        XCTAssertEqual(said(.itemAddress), "expected an address after ':'")
        XCTAssertEqual(said(.openingBracket), "expected '[' and a view")
        XCTAssertEqual(said(.closeAfterSize), "expected ')' after the size")
        XCTAssertEqual(said(.closeAfterView), "expected ']' after the view")
        XCTAssertEqual(said(.secondViewOrEdge), "expected '[' and a second view, or '|'")
        XCTAssertEqual(said(.gap), "expected '(' and a gap after '-'")
        XCTAssertEqual(said(.closeAfterSystemSpacing), "expected ')-' after the system spacing")
        XCTAssertEqual(said(.closeAfterGap), "expected ')-' after the gap")
        XCTAssertEqual(said(.number), "expected a number")
    }
}
