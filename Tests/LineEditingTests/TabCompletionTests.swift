import Testing
@testable import LineEditing

@Suite("What Tab does")
struct TabCompletionTests {
    /// The action for `line` with the cursor at its end and the Trellis word range.
    private func action(_ line: String, _ candidates: [String], suffix: String = "") -> TabAction {
        let range = CompletionWord.range(in: line, cursor: line.endIndex)
        let completion = Completion(range: range, candidates: candidates, suffixWhenUnique: suffix)
        return TabAction.decide(line: line, cursor: line.endIndex, completion: completion)
    }

    @Test("longest common prefix")
    func commonPrefix() {
        #expect(longestCommonPrefix([]) == "")
        #expect(longestCommonPrefix(["leading"]) == "leading")
        #expect(longestCommonPrefix(["leading", "left"]) == "le")
        #expect(longestCommonPrefix(["abc", "abd", "ab"]) == "ab")
        #expect(longestCommonPrefix(["width", "height"]) == "")
        #expect(longestCommonPrefix(["café", "cafés", "café au lait"]) == "café")
        #expect(longestCommonPrefix(["", "a"]) == "")
    }

    @Test("no candidate beeps")
    func noCandidate() {
        #expect(action("body.xyz", []) == .beep)
    }

    @Test("a unique candidate completes the word")
    func unique() {
        #expect(action("H:|-8-[bo", ["body"]) == .edit(deleteCount: 0, insert: "dy"))
        #expect(action("body.lea", ["leading"]) == .edit(deleteCount: 0, insert: "ding"))
        #expect(action("fr", ["frames"], suffix: " ") == .edit(deleteCount: 0, insert: "ames "))
        #expect(action("frames", ["frames"], suffix: " ") == .edit(deleteCount: 0, insert: " "))
        // The same candidate twice is still unique.
        #expect(action("bo", ["body", "body"]) == .edit(deleteCount: 0, insert: "dy"))
    }

    @Test("several candidates extend the word to their common prefix")
    func commonPrefixFirst() {
        #expect(action("body.l", ["leading", "left", "lastBaseline"])
            == .list(["leading", "left", "lastBaseline"]))
        #expect(action("body.le", ["leading", "left"]) == .list(["leading", "left"]))
        #expect(action("body.l", ["leading", "leftMargin", "left"]) == .edit(deleteCount: 0, insert: "e"))
        #expect(action("ta", ["table", "tables"]) == .edit(deleteCount: 0, insert: "ble"))
    }

    @Test("when the prefix adds nothing the candidates are listed, in the completer's order")
    func list() {
        #expect(action("body.", ["width", "height", "leading"]) == .list(["width", "height", "leading"]))
        #expect(action("tab", ["table", "tablet", "tab"]) == .list(["table", "tablet", "tab"]))
        #expect(action("", ["view", "label", "view"]) == .list(["view", "label"]))
    }

    @Test("a candidate that differs from what was typed replaces it")
    func replacement() {
        #expect(action("Bo", ["body"]) == .edit(deleteCount: 2, insert: "body"))
        #expect(action("bxd", ["body"]) == .edit(deleteCount: 2, insert: "ody"))
        #expect(action("cafe", ["café"]) == .edit(deleteCount: 1, insert: "é"))
    }

    @Test("only the part of the range before the cursor is replaced")
    func cursorInTheMiddle() {
        let line = "body.le == x"
        let cursor = line.index(line.startIndex, offsetBy: 7)
        let wholeWord = line.index(line.startIndex, offsetBy: 5)..<line.index(line.startIndex, offsetBy: 9)
        let completion = Completion(range: wholeWord, candidates: ["leading"])
        #expect(TabAction.decide(line: line, cursor: cursor, completion: completion)
            == .edit(deleteCount: 0, insert: "ading"))
    }

    @Test("deletions count Unicode scalars, as libedit does")
    func scalars() {
        #expect(TabAction.edit(from: "漢字x", to: "漢字yz") == .edit(deleteCount: 1, insert: "yz"))
        #expect(TabAction.edit(from: "e\u{301}", to: "e") == .edit(deleteCount: 1, insert: ""))
    }
}
