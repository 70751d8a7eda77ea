import XCTest
import TestSupport
@testable import Shell

/// A line of ASCII is split a byte at a time; every other line a character at a time. The two
/// walks must agree on every line both can take: the words, their columns and lengths, and
/// where an unclosed quote is refused.
final class SplitWordsTests: XCTestCase {
    private static let pieces = [" ", "  ", "\t", "\r", "\n", "\r\n", "#", "\"", "\\", "\\n", "\\t", "\\\"", "=",
                                 "a", "b7", "label", "text=", "\"x y\"", "H:|-8-[v1]-8-|", "é", "👍🏽"]

    private func outcome(_ split: (String) throws(SourceError) -> [Word], _ line: String) -> String {
        do { return "\(try split(line))" } catch { return "refused \(error.message) at \(error.position) length \(error.length)" }
    }

    func testTheByteWalkAgreesWithTheCharacterWalk() {
        var g = SplitMix64(seed: 34)
        var asciiLines = 0
        for round in 0..<20_000 {
            let count = g.int(below: 14)
            // Half the lines of ASCII alone, so that the byte walk is taken often.
            let ascii = round % 2 == 0
            let line = (0..<count).map { _ -> String in
                var piece = g.pick(Self.pieces)
                while ascii, !piece.utf8.allSatisfy({ $0 < 0x80 }) { piece = g.pick(Self.pieces) }
                return piece
            }.joined()
            if line.utf8.allSatisfy({ $0 < 0x80 }) { asciiLines += 1 }
            XCTAssertEqual(outcome({ line throws(SourceError) in try splitWords(line) }, line), outcome({ line throws(SourceError) in try splitWordsByCharacter(line) }, line), "seed 34, round \(round): \(line.debugDescription)")
        }
        XCTAssertGreaterThan(asciiLines, 9_000)
    }

    func testACarriageReturnBeforeALineFeedIsOneCharacter() throws {
        // "\r\n" is one character, no blank: the word goes on through it.
        let words = try splitWords("a\r\nb c")
        XCTAssertEqual(words.map(\.text), ["a\r\nb", "c"])
        XCTAssertEqual(words.map(\.column), [1, 5])
    }
}
