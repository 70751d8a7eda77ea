import TableSim
import XCTest
@testable import Shell

/// The words of `table cell` (bindings and rules) and of `table sizing`, read by the shell;
/// the table simulator only sees the values.
final class CellBindingGrammarTests: XCTestCase {
    func testBindingsAndRulesRead() throws {
        let b = try CellBindingGrammar.binding("photo.collapsed = !$hasMedia")
        XCTAssertEqual(b, .field("photo", .collapsed, "hasMedia", negated: true))
        let meta = try CellBindingGrammar.binding("meta.text=\"$username · $timestamp\"")
        let row = Row(index: 0, fields: ["username": .string("ada"), "timestamp": .string("09:41")])
        XCTAssertEqual(meta.value.value(for: row), .string("ada · 09:41"))
        XCTAssertEqual(try CellBindingGrammar.binding("gap.constant = 12").value, .literal(.number(12)))
        XCTAssertThrowsError(try CellBindingGrammar.binding("body.text $text"))
        XCTAssertTrue(try CellBindingGrammar.rule("$kind == photo").matches(Row(index: 0, fields: ["kind": .string("photo")])))
        XCTAssertFalse(try CellBindingGrammar.rule("!$hasMedia").matches(Row(index: 0, fields: ["hasMedia": .bool(true)])))
        XCTAssertTrue(try CellBindingGrammar.rule("$index != 3").matches(Row(index: 0, fields: [:])))
    }

    /// Each refusal says where: the offset of the part at fault in the text given.
    func testRefusalsPointAtThePartAtFault() {
        func failure(_ body: () throws -> Void) -> CellBindingGrammar.Failure? {
            do { try body(); return nil } catch { return error as? CellBindingGrammar.Failure }
        }
        XCTAssertEqual(failure { _ = try CellBindingGrammar.binding("body.colour = $text") },
                       .init(message: "'colour' cannot be bound; a binding sets text, lines, hidden, collapsed, size, constant", offset: 5))
        XCTAssertEqual(failure { _ = try CellBindingGrammar.binding("body.text = $1x") }?.offset, 11)
        XCTAssertEqual(failure { _ = try CellBindingGrammar.binding("body.hidden = !x") }?.message, "'!' negates a field: write !$name")
        XCTAssertEqual(failure { _ = try CellBindingGrammar.rule("x == 3") }?.message, "a rule compares a field: $name == value")
        XCTAssertEqual(failure { _ = try CellBindingGrammar.rule("photo") }?.message,
                       "a rule is $name, !$name, $name == value or $name != value")
    }

    /// What `table stats` prints as the sizing reads back as the same sizing.
    func testEverySizingReadsBackFromItsDescription() {
        let strategies: [SizingStrategy] = [.fixed(44), .fixed(0.5), .prototype, .cached, .estimated(.constant(50), cached: true),
                                            .estimated(.templateMinimum, cached: false), .selfSizing(.templateMinimum),
                                            .selfSizing(.constant(44)), .manual(.binary(.add, .number(8.5), .separator)),
                                            .precomputed(threads: 2)]
        for strategy in strategies {
            let w = Workspace()
            // The words written for a strategy read back as the same strategy.
            let words = SizingText.text(strategy)
            let reply = w.run("table sizing " + words)
            XCTAssertNil(reply.error, "\(words): \(reply.output)")
            XCTAssertEqual(w.tableView?.sizing, strategy, words)
            XCTAssertTrue(w.run("table stats").output.contains("\nsizing: \(words)\n"), words)
        }
    }

    func testSizingRefusals() {
        let w = Workspace()
        for (line, column) in [("table sizing fixed 40 50", 23), ("table sizing selfsizing thread=2", 25),
                               ("table sizing estimated estimate=40 estimate=3", 36), ("table sizing prototype 3", 24),
                               ("table sizing precomputed threads=0", 34), ("table sizing estimated cache=maybe", 30)] {
            XCTAssertEqual(w.run(line).error?.position.column, column, line)
        }
        XCTAssertEqual(w.run("table sizing estimated estimate=40 estimate=3").error?.message, "estimate is given twice")
        XCTAssertEqual(w.run("table sizing estimated cache=maybe").error?.message, "cache is on or off, not 'maybe'")
    }
}

/// Choices in bindings: `$hasPhoto ? 64 : 0`, negated, quoted values, and refusals at the
/// right character.
final class CellBindingChoiceTests: XCTestCase {
    func testChoicesReadAndPickByTheField() throws {
        let binding = try CellBindingGrammar.binding("photoWidth.constant=$hasPhoto?64:0")
        XCTAssertEqual(binding.value, .conditional("hasPhoto", negated: false, then: .number(64), otherwise: .number(0)))
        XCTAssertEqual(binding.value.value(for: Row(index: 0, fields: ["hasPhoto": .bool(true)])), .number(64))
        XCTAssertEqual(binding.value.value(for: Row(index: 0, fields: ["hasPhoto": .bool(false)])), .number(0))
        XCTAssertEqual(binding.value.value(for: Row(index: 0, fields: [:])), .number(0), "a missing field is false")
        let negated = try CellBindingGrammar.value(" !$hasMedia ? \"no picture\" : yes ", offset: 0)
        XCTAssertEqual(negated, .conditional("hasMedia", negated: true, then: .string("no picture"), otherwise: .string("yes")))
        XCTAssertEqual(negated.description, "!$hasMedia ? \"no picture\" : \"yes\"")
        // A question mark inside quotes is text, not a choice.
        XCTAssertEqual(try CellBindingGrammar.value("\"Why? $text\"", offset: 0), .interpolated([.text("Why? "), .field("text")]))
    }

    func testBadChoicesAreRefusedWhereTheyGoWrong() {
        let cases: [(String, Int)] = [("$hasPhoto?64", 9), ("$hasPhoto?$width:0", 10), ("hasPhoto?64:0", 0), ("$hasPhoto?:0", 10)]
        for (text, offset) in cases {
            XCTAssertThrowsError(try CellBindingGrammar.value(text, offset: 0), text) { error in
                XCTAssertEqual((error as? CellBindingGrammar.Failure)?.offset, offset, text)
            }
        }
    }
}

/// A text that starts with a field reads as a text with fields, not as a bad field name:
/// `body.text="$text (row $row)"` once failed with "a field is $ then a name".
final class CellBindingLeadingFieldTests: XCTestCase {
    func testATextStartingWithAFieldIsInterpolated() throws {
        XCTAssertEqual(try CellBindingGrammar.value("$text (row $row)", offset: 0),
                       .interpolated([.field("text"), .text(" (row "), .field("row"), .text(")")]))
        XCTAssertEqual(try CellBindingGrammar.value("$text", offset: 0), .field("text", negated: false))
        XCTAssertThrowsError(try CellBindingGrammar.value("$ text", offset: 0))
    }
}
