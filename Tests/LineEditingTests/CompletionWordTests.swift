import Testing
@testable import LineEditing

@Suite("The word under the cursor")
struct CompletionWordTests {
    /// The word before the end of `line`.
    private func word(_ line: String) -> String {
        String(line[CompletionWord.range(in: line, cursor: line.endIndex)])
    }

    @Test("Visual Format Language punctuation breaks words")
    func visualFormat() {
        #expect(word("H:|-8-[bo") == "bo")
        #expect(word("V:|-[a]-(>=8@750)-[b") == "b")
        #expect(word("V:|-[a]-(>=8@75") == "75")
        #expect(word("H:|-(sp") == "sp")
        #expect(word("[a,b") == "b")
    }

    @Test("dots, priorities, relations and spaces break words")
    func attributesAndPriorities() {
        #expect(word("body.lea") == "lea")
        #expect(word("photo.width == 64 @hi") == "hi")
        #expect(word("photo.width==ce") == "ce")
        #expect(word("view ce") == "ce")
        #expect(word("fr") == "fr")
        #expect(word("label body in cell \"Some") == "Some")
    }

    @Test("a cursor right after a break gives an empty word")
    func emptyWord() {
        #expect(word("") == "")
        #expect(word("view ") == "")
        #expect(word("body.") == "")
        let line = "body."
        let range = CompletionWord.range(in: line, cursor: line.endIndex)
        #expect(range.lowerBound == line.endIndex && range.isEmpty)
    }

    @Test("only the text before the cursor counts")
    func cursorInTheMiddle() {
        let line = "body.lea == cell.wid"
        let cursor = line.index(line.startIndex, offsetBy: 8)  // after "lea"
        let range = CompletionWord.range(in: line, cursor: cursor)
        #expect(line[range] == "lea")
        #expect(range.upperBound == cursor)
    }

    @Test("non-ASCII text before the word")
    func unicode() {
        #expect(word("café.wi") == "wi")
        #expect(word("label 漢字") == "漢字")
    }

    @Test("custom break characters")
    func customBreaks() {
        let line = "frames --js"
        let range = CompletionWord.range(in: line, cursor: line.endIndex, breaks: [" "])
        #expect(line[range] == "--js")
    }

    @Test("a cursor off a character boundary is rounded down")
    func clamping() {
        let line = "e\u{301}x"  // é (decomposed), x
        let insideCharacter = line.unicodeScalars.index(after: line.startIndex)
        #expect(CompletionWord.clampedCursor(insideCharacter, in: line) == line.startIndex)
        #expect(CompletionWord.clampedCursor(line.endIndex, in: line) == line.endIndex)
    }
}
