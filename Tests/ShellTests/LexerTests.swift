import XCTest
@testable import Shell
import Layout

final class LexerTests: XCTestCase {
    func testTokensCarryColumns() throws {
        let tokens = try Lexer(line: 3).tokens("x + 2.5*y >= 1e3 @750 # note")
        XCTAssertEqual(tokens.map(\.text), ["x", "+", "2.5", "*", "y", ">=", "1000", "@", "750"])
        XCTAssertEqual(tokens.map(\.column), [1, 3, 5, 8, 9, 11, 14, 18, 19])
    }

    func testStringsAndEscapes() throws {
        let tokens = try Lexer().tokens(#"label "say \"hi\"\n" x"#)
        XCTAssertEqual(tokens[1].kind, .string("say \"hi\"\n"))
        XCTAssertEqual(tokens[2].column, 22)
    }

    func testErrorsPointAtTheCharacter() {
        XCTAssertThrowsError(try Lexer(line: 2).tokens("x > 3")) { error in
            let e = error as? SourceError
            XCTAssertEqual(e?.position, SourcePosition(line: 2, column: 3))
            XCTAssertEqual(e?.message, "strict '>' is not a constraint relation: use '>='")
        }
        XCTAssertThrowsError(try Lexer().tokens("x == 3 ; y")) { error in
            XCTAssertEqual((error as? SourceError)?.position.column, 8)
        }
        XCTAssertThrowsError(try Lexer().tokens("label \"open")) { error in
            XCTAssertEqual((error as? SourceError)?.position.column, 7)
        }
        XCTAssertThrowsError(try Lexer().tokens("x => 3")) { error in
            XCTAssertEqual((error as? SourceError)?.message, "write '>=', not '=>'")
        }
    }

    func testRenderedErrorHasCaretUnderTheToken() {
        let error = SourceError("no variable named 'wdth'", at: SourcePosition(line: 1, column: 5), length: 4)
        XCTAssertEqual(error.rendered(line: "why wdth"), """
        error at 1:5: no variable named 'wdth'
          why wdth
              ^^^^
        """)
    }

    func testClosestName() {
        XCTAssertEqual(closestName(to: "valus", in: ["values", "why", "check"]), "values")
        XCTAssertEqual(closestName(to: "chekc", in: ["values", "why", "check"]), "check")
        XCTAssertNil(closestName(to: "zzzzzz", in: ["values", "why", "check"]))
    }
}
