import XCTest
@testable import Shell

/// The grammar matcher on its own: every form, and where and why it refuses.
final class SyntaxMatcherTests: XCTestCase {
    private func words(_ line: String) -> [Word] { (try? splitWords(line)) ?? [] }

    private func match(_ syntax: Syntax, _ line: String) -> Result<Arguments, SyntaxMatcher.Failure> {
        SyntaxMatcher.match(syntax, words(line))
    }

    private let scroll = Syntax.any(.seq(.keyword("to"), Field.number("Y", -1e6...1e6, "an offset").syntax),
                                    .seq(.keyword("by"), Field.number("DY", -1e6...1e6, "a distance").syntax,
                                         .opt(.keyword("over"), Field.integer("N", 1...100, "frames").syntax)),
                                    .seq(.keyword("row"), .slot(Slot(name: "R", value: .row))))

    func testEveryFormMatches() throws {
        let a = try match(scroll, "by 30 over 3").get()
        XCTAssertEqual(a.number("DY"), 30)
        XCTAssertEqual(a.integer("N"), 3)
        XCTAssertTrue(a.has("by") && a.has("over"))
        XCTAssertEqual(try match(scroll, "row 12").get().integer("R"), 12)
        XCTAssertEqual(try match(.many(Field.setting("key=value").syntax), "").get().items.count, 0)
        XCTAssertEqual(try match(.many(Field.setting("key=value").syntax), "a=1 b=2 c=").get().words("key=value").map(\.text), ["a=1", "b=2", "c="])
        XCTAssertEqual(try match(.rest("TEXT"), "-- any \"thing\" --").get().words("TEXT").count, 4)
        XCTAssertEqual(try match(.optional(Field.seed("S", key: "seed").syntax), "seed=18446744073709551615").get().seed("seed=S"),
                       UInt64.max)
        XCTAssertEqual(try match(Field.text("\"text\"").syntax, #""a=b""#).get().word("\"text\"")?.text, "a=b")
    }

    func testRefusalsSayWhereAndWhy() {
        func failure(_ syntax: Syntax, _ line: String) -> SyntaxMatcher.Failure? {
            if case .failure(let f) = match(syntax, line) { return f }
            return nil
        }
        // A complete command with a word left over: the first word left.
        XCTAssertEqual(failure(scroll, "to 5 over 3")?.index, 2)
        XCTAssertNil(failure(scroll, "to 5 over 3")?.message)
        // A number out of its range: the slot's own complaint, under the number.
        XCTAssertEqual(failure(scroll, "by 5 over 0")?.message, "frames is a whole number from 1 to 100, not '0'")
        XCTAssertEqual(failure(scroll, "by 5 over 0")?.index, 3)
        XCTAssertEqual(failure(scroll, "to NaN")?.message, "an offset is a number from -1,000,000 to 1,000,000, not 'NaN'")
        XCTAssertEqual(failure(scroll, "to 1e400")?.index, 1)
        // Nothing fits the first word: what was expected there.
        let none = failure(scroll, "up 5")
        XCTAssertEqual(none?.index, 0)
        XCTAssertEqual(none?.expected.count, 3)
        // Words missing at the end: the index is past the last word.
        XCTAssertEqual(failure(scroll, "by")?.index, 1)
        // A quoted word is never a keyword, and a name is never quoted.
        XCTAssertEqual(failure(.keyword("on"), "\"on\"")?.index, 0)
        XCTAssertEqual(failure(Field.name("NAME").syntax, "\"cell\"")?.index, 0)
        XCTAssertEqual(failure(Field.text("\"text\"").syntax, "lines=0")?.index, 0)
    }

    /// Completion asks the matcher what could come after the words typed.
    func testWhatMayComeNext() {
        func next(_ syntax: Syntax, _ line: String) -> [String] {
            SyntaxMatcher.next(syntax, after: words(line)).map {
                switch $0 {
                case .keyword(let k): return k
                case .slot(let s): return s.name
                }
            }
        }
        XCTAssertEqual(next(scroll, ""), ["to", "by", "row"])
        XCTAssertEqual(next(scroll, "by 5"), ["over"])
        XCTAssertEqual(next(scroll, "by 5 over"), ["N"])
        XCTAssertEqual(next(scroll, "to 5"), [])
    }

    func testUsageIsWrittenFromTheGrammar() {
        XCTAssertEqual(scroll.usage, "to Y | by DY [over N] | row R")
        XCTAssertEqual(Syntax.opt(.oneOf("on", "off")).usage, "[on|off]")
        XCTAssertEqual(Syntax.many(.any(Field.estimate("H", key: "estimate").syntax, Field.onOff("on|off", key: "cache", "cache").syntax)).usage,
                       "[estimate=H] [cache=on|off]")
        // --json is every command type's, and help says so once rather than in every usage.
        XCTAssertEqual(CommandTable.command("frames")?.usage, "frames [VIEW] [--absolute]")
    }

    /// Flags stand anywhere after the verb; twice, unknown, or without their value, they are refused.
    func testFlags() {
        let w = workspace(["view cell width=320 height=44"])
        XCTAssertNil(w.run("frames --json cell").error)
        XCTAssertNil(w.run("draw --width 40 cell").error)
        XCTAssertEqual(w.run("frames --json --json").error?.message, "--json is given twice")
        XCTAssertEqual(w.run("frames --jsn").error?.message,
                       "unknown option '--jsn' (did you mean '--json'?); usage: frames [VIEW] [--absolute]")
        XCTAssertEqual(w.run("draw cell --width").error?.message, "--width takes a value: --width N")
        XCTAssertEqual(w.run("draw cell --width 5").error?.message, "a drawing's width is a whole number from 10 to 1000, not '5'")
        // A command without flags takes `--` as a word of its own (echo prints it).
        XCTAssertEqual(w.run("echo -- a --b").output, "-- a --b")
    }
}

/// The matched words by their usage names, for looking at what the matcher made (commands
/// read them through typed fields instead).
private extension Arguments {
    func word(_ name: String) -> Word? { items.first { $0.name == name }?.word }
    func words(_ name: String) -> [Word] { items.filter { $0.name == name }.map(\.word) }
    func has(_ name: String) -> Bool { items.contains { $0.name == name } }
    func value(_ name: String) -> Value? { items.first { $0.name == name }?.value }
    func integer(_ name: String) -> Int? { if case .integer(let n)? = value(name) { n } else { nil } }
    func number(_ name: String) -> Double? { if case .number(let x)? = value(name) { x } else { nil } }
    func seed(_ name: String) -> UInt64? { if case .seed(let s)? = value(name) { s } else { nil } }
}
