import Testing
@testable import LineEditing

@Suite("Candidates in columns")
struct CompletionColumnsTests {
    @Test("nothing to show")
    func empty() {
        #expect(CompletionColumns.lines(for: [], width: 80).isEmpty)
    }

    @Test("fills column by column within the width")
    func columns() {
        // Cell width 7 ("leading" is 7, +2 = 9): (30 + 2) / 9 = 3 columns, 2 rows.
        let lines = CompletionColumns.lines(
            for: ["bottom", "centerX", "centerY", "height", "leading", "left"], width: 30)
        #expect(lines == [
            "bottom   centerY  leading",
            "centerX  height   left",
        ])
        for line in lines { #expect(line.count <= 30) }
    }

    @Test("all on one line when they fit")
    func oneLine() {
        #expect(CompletionColumns.lines(for: ["view", "label", "image"], width: 80)
            == ["view   label  image"])
    }

    @Test("the last column needs no trailing gap")
    func exactFit() {
        // Three 4-wide cells: 4 + 2 + 4 + 2 + 4 = 16.
        #expect(CompletionColumns.lines(for: ["aaaa", "bbbb", "cccc"], width: 16) == ["aaaa  bbbb  cccc"])
        #expect(CompletionColumns.lines(for: ["aaaa", "bbbb", "cccc"], width: 15) == ["aaaa  cccc", "bbbb"])
    }

    @Test("no empty columns when the last one is short")
    func shortLastColumn() {
        // 5 items, 4 columns fit, 2 rows: columns of 2, 2, 1.
        let lines = CompletionColumns.lines(for: ["a", "b", "c", "d", "e"], width: 11)
        #expect(lines == ["a  c  e", "b  d"])
    }

    @Test("a candidate wider than the terminal gets its own line")
    func tooWide() {
        #expect(CompletionColumns.lines(for: ["averyveryverylongname", "b"], width: 10)
            == ["averyveryverylongname", "b"])
        #expect(CompletionColumns.lines(for: ["a", "b"], width: 0) == ["a", "b"])
    }

    @Test("too many rows are cut, with a count of the rest")
    func maxRows() {
        let items = (1...10).map { "item\($0)" }
        let lines = CompletionColumns.lines(for: items, width: 6, maxRows: 4)
        #expect(lines == ["item1", "item2", "item3", "… and 7 more"])
    }

    @Test("display width of wide and combining characters")
    func width() {
        #expect(CompletionColumns.displayWidth("café") == 4)
        #expect(CompletionColumns.displayWidth("cafe\u{301}") == 4)
        #expect(CompletionColumns.displayWidth("漢字") == 4)
        #expect(CompletionColumns.displayWidth("") == 0)
        let lines = CompletionColumns.lines(for: ["漢字", "ab", "cd"], width: 80)
        #expect(lines == ["漢字  ab    cd"])
    }
}
