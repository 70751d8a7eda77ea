import XCTest
@testable import Live

final class LiveTokenTests: XCTestCase {
    func testATokenIs128RandomBitsInHex() {
        let tokens = (0..<64).map { _ in LiveToken.make() }
        XCTAssertEqual(Set(tokens).count, tokens.count)
        for token in tokens {
            XCTAssertEqual(token.count, 32)
            XCTAssertTrue(token.allSatisfy(\.isHexDigit), token)
        }
    }

    func testATokenMatchesItselfOnly() {
        let token = LiveToken.make()
        XCTAssertTrue(LiveToken.matches(token, token))
        XCTAssertFalse(LiveToken.matches(nil, token))
        XCTAssertFalse(LiveToken.matches("", token))
        XCTAssertFalse(LiveToken.matches(String(token.dropLast()), token))
        XCTAssertFalse(LiveToken.matches(token + "0", token))
        XCTAssertFalse(LiveToken.matches(String(token.reversed()), token))
    }
}
