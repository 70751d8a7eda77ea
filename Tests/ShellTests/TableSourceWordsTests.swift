import Layout
import TableSim
import XCTest
@testable import Shell

/// TableSim says where a table's rows come from (DataOrigin) and what answered a height
/// (HeightSource) as values; the shell's words for each case are pinned here against what
/// `table stats`, `table show` and `table log` printed when TableSim held the text.
final class TableSourceWordsTests: XCTestCase {
    func testEveryDataOrigin() {
        let cases: [(DataOrigin, String)] = [
            (.file(name: nil, rows: 2, format: .csv), "file (2 rows, csv)"),
            (.file(name: nil, rows: 1, format: .tsv), "file (1 rows, tsv)"),
            (.file(name: nil, rows: 3, format: .lines), "file (3 rows, lines)"),
            (.file(name: nil, rows: 2, format: .jsonLines), "file (2 rows, jsonl)"),
            (.file(name: "fuzz", rows: 0, format: .csv), "fuzz (0 rows, csv)"),
            (.generated(.messages, count: 300, seed: 3), "messages 300 seed=3"),
            (.generated(.quotes, count: 6, seed: 9), "quotes 6 seed=9"),
            (.generated(.sentences, count: 4, seed: 2), "sentences 4 seed=2"),
            (.texts(count: 3), "3 texts"),
            (.rows, "rows"),
        ]
        for (origin, expected) in cases { XCTAssertEqual(origin.words, expected) }
    }

    /// The sources themselves, as `table data` makes them.
    func testTheSourcesOrigins() throws {
        XCTAssertEqual(try RowParser.parse("id,text\n1,hello\n2,world\n", format: .csv).rows.origin.words, "file (2 rows, csv)")
        XCTAssertEqual(try RowParser.parse(#"{"text":"a"}"# + "\n", format: .jsonLines).rows.origin.words, "file (1 rows, jsonl)")
        XCTAssertEqual(GeneratedRows(.messages, count: 2000, seed: 3).origin.words, "messages 2000 seed=3")
        XCTAssertEqual(RowList(texts: ["a", "b"]).origin.words, "2 texts")
        XCTAssertEqual(TableView(viewport: Size(width: 320, height: 568)).summary().data.words, "rows")
    }

    func testTableStatsSaysTheOrigin() {
        let w = Workspace()
        XCTAssertTrue(w.run("table stats").output.hasPrefix("data: rows\nrows: 0\n"))
        _ = w.run("table data quotes 6 seed=9")
        XCTAssertTrue(w.run("table stats").output.hasPrefix("data: quotes 6 seed=9\nrows: 6\n"))
        XCTAssertTrue(w.run("table stats --json").output.contains(#""data": "quotes 6 seed=9""#))
    }

    func testEveryHeightSource() {
        let cases: [(HeightSource, String)] = [
            (.fixed, "fixed"), (.sized, "sized"), (.memo, "memo"), (.cache, "cache"), (.manual, "manual"),
            (.precomputed, "precomputed"), (.selfSized, "self-sized"), (.estimate, "estimate"), (.noTemplate, "no template"),
            (.prefetched, "prefetched"),
        ]
        XCTAssertEqual(cases.count, HeightSource.allCases.count)
        for (source, expected) in cases { XCTAssertEqual(source.words, expected) }
    }
}
