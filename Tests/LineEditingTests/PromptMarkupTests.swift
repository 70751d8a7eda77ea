import Testing
@testable import LineEditing

@Suite("Prompt escapes for EL_PROMPT_ESC")
struct PromptMarkupTests {
    private let m = "\u{01}"
    private let esc = "\u{1B}"

    @Test("a plain prompt is unchanged")
    func plain() {
        #expect(PromptMarkup.markingEscapes(in: "trellis> ") == "trellis> ")
        #expect(PromptMarkup.markingEscapes(in: "   ...> ") == "   ...> ")
        #expect(PromptMarkup.markingEscapes(in: "") == "")
    }

    @Test("colour escapes are wrapped in markers")
    func colours() {
        let prompt = "\(esc)[1;32mtrellis\(esc)[0m> "
        #expect(PromptMarkup.markingEscapes(in: prompt)
            == "\(m)\(esc)[1;32m\(m)trellis\(m)\(esc)[0m\(m)> ")
    }

    @Test("hyperlinks (OSC 8) are wrapped whole")
    func osc() {
        let prompt = "\(esc)]8;;http://x\u{07}t\(esc)]8;;\(esc)\\> "
        #expect(PromptMarkup.markingEscapes(in: prompt)
            == "\(m)\(esc)]8;;http://x\u{07}\(m)t\(m)\(esc)]8;;\(esc)\\\(m)> ")
    }

    @Test("stray markers are removed and a lone escape is closed")
    func malformed() {
        #expect(PromptMarkup.markingEscapes(in: "a\(m)b") == "ab")
        #expect(PromptMarkup.markingEscapes(in: "a\(esc)") == "a\(m)\(esc)\(m)")
        #expect(PromptMarkup.markingEscapes(in: "\(esc)[31") == "\(m)\(esc)[31\(m)")
        #expect(PromptMarkup.markingEscapes(in: "\(esc)7x") == "\(m)\(esc)7\(m)x")
    }

    @Test("non-ASCII prompt text is kept")
    func unicode() {
        #expect(PromptMarkup.markingEscapes(in: "▸ café ") == "▸ café ")
    }
}
