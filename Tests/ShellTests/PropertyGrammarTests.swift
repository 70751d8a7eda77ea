import XCTest
@testable import Shell

/// A property's declaration and its grammar agree: what Tab offers and the example are values
/// its slot reads, and a word that is none of them is refused with the property's name.
final class PropertyGrammarTests: XCTestCase {
    private func word(_ text: String) -> Word {
        let quoted = text.hasPrefix("\"")
        let bare = quoted ? String(text.dropFirst().dropLast()) : text
        return Word(text: bare, column: 1, length: text.count, isQuoted: quoted)
    }

    func testEveryOfferedWordAndExampleIsAValue() {
        for p in PropertyTable.all {
            for text in p.completions + [p.example] {
                if case .failure(let complaint) = PropertyTable.read(p.name, word(text)) {
                    XCTFail("\(p.name) = \(text): \(complaint.message ?? "refused")")
                }
            }
        }
    }

    func testAWordOfNoKindIsRefusedWithAMessageThatQuotesIt() {
        for p in PropertyTable.all where p.name != "text" {
            guard case .failure(let complaint) = PropertyTable.read(p.name, word("%%")) else {
                XCTFail("\(p.name) took %%")
                continue
            }
            // A message of its own (not the matcher's fallback), which quotes the word.
            XCTAssertTrue(complaint.message?.contains("'%%'") == true, "\(p.name): \(complaint.message ?? "no message")")
        }
    }

    func testTheWordsBesideAValueAreTakenAndNamedInTheRefusal() {
        XCTAssertEqual(try PropertyTable.read("width", word("none")).get(), .word)
        XCTAssertEqual(try PropertyTable.read("margins", word("11,16,11,16")).get(),
                       .insets(.init(top: 11, leading: 16, bottom: 11, trailing: 16)))
        guard case .failure(let complaint) = PropertyTable.read("margins", word("1,2")) else { return XCTFail("1,2 taken") }
        XCTAssertEqual(complaint.message,
                       "margins is one number or four (top,leading,bottom,trailing), each from 0 to 10,000, as 8 or 11,16,11,16, or default, not '1,2'")
    }
}
