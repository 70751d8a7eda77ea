import Layout
import TableSim
import XCTest

final class DataSourceTests: XCTestCase {
    func testLinesAreOneItemALine() throws {
        let parsed = try RowParser.parse("first\n\nsecond\r\nthird\n", format: .lines)
        XCTAssertEqual(parsed.rows.count, 3)
        XCTAssertEqual(parsed.rows.row(at: 1).value(of: "text"), .string("second"))
        XCTAssertEqual(parsed.rows.row(at: 2).value(of: "index"), .number(2))
        XCTAssertEqual(parsed.rows.row(at: 2).id, "2")
        XCTAssertTrue(parsed.issues.isEmpty)
    }

    func testCSVWithQuotesAndABadLine() throws {
        let text = #"""
        id,text,hasMedia
        a1,"Hello, world",true
        a2,"She said ""hi""",false
        a3,unterminated "quote,false
        a4,too,many,fields
        a5,"open,false
        a6,plain,0
        """#
        let parsed = try RowParser.parse(text, format: .csv)
        XCTAssertEqual(parsed.rows.rows.map(\.id), ["a1", "a2", "a6"])
        XCTAssertEqual(parsed.rows.row(at: 0).value(of: "text"), .string("Hello, world"))
        XCTAssertEqual(parsed.rows.row(at: 1).value(of: "text"), .string("She said \"hi\""))
        XCTAssertEqual(parsed.issues, [DataIssue(line: 4, column: 16, reason: .csv(.quoteInUnquotedField)),
                                       DataIssue(line: 5, reason: .fieldCount(found: 4, named: 3)),
                                       DataIssue(line: 6, column: 3, reason: .csv(.unclosedQuotedField))])
        XCTAssertTrue(parsed.rows.row(at: 0).value(of: "hasMedia").isTruthy)
        XCTAssertFalse(parsed.rows.row(at: 2).value(of: "hasMedia").isTruthy)
        XCTAssertEqual(parsed.rows.fieldNames, ["id", "text", "hasMedia"])
        XCTAssertThrowsError(try RowParser.parse(text, format: .csv, policy: .refuse)) { error in
            XCTAssertEqual((error as? DataError).map { if case .malformed(let issue) = $0 { return issue.line } else { return 0 } }, 4)
        }
    }

    func testTSVWithHeaderAsTheFeedFileHasIt() throws {
        let text = "identifier\ttitle\tusername\ttime\timageName\tcontent\n\tHello world\tforkingdog\t2015.04.10\tforkingdog\tThis is it\n\tOnly\ttwo\n"
        let parsed = try RowParser.parse(text, format: .tsv)
        XCTAssertEqual(parsed.rows.count, 1)
        XCTAssertEqual(parsed.rows.row(at: 0).value(of: "username"), .string("forkingdog"))
        XCTAssertEqual(parsed.issues.first?.line, 3)
    }

    func testJSONLines() throws {
        let text = #"""
        {"id": "q1", "text": "Caf\u00e9 \"quoted\"", "likes": 3, "hasPhoto": true, "author": null}
        {"id": "q2", "text": "emoji \ud83d\ude00", "likes": -1.5e2}
        {"id": "q3", "nested": {"no": 1}}
        {"id": "q4", "text": "missing brace"
        not json at all
        {"id": "q5", "text": "ok"} trailing
        {}
        """#
        let parsed = try RowParser.parse(text, format: .jsonLines)
        XCTAssertEqual(parsed.rows.rows.map(\.id), ["q1", "q2", "2"])
        XCTAssertEqual(parsed.rows.row(at: 0).value(of: "text"), .string("Café \"quoted\""))
        XCTAssertEqual(parsed.rows.row(at: 0).value(of: "likes"), .number(3))
        XCTAssertEqual(parsed.rows.row(at: 0).value(of: "author"), .null)
        XCTAssertEqual(parsed.rows.row(at: 1).value(of: "text"), .string("emoji 😀"))
        XCTAssertEqual(parsed.rows.row(at: 1).value(of: "likes"), .number(-150))
        XCTAssertEqual(parsed.issues.map(\.line), [3, 4, 5, 6])
        XCTAssertEqual(parsed.issues.map(\.reason), [.json(.nestedValue), .json(.expectedCommaOrClose(atLineEnd: true)),
                                                     .json(.notAnObject), .json(.textAfterObject)])
        XCTAssertEqual(parsed.issues.map(\.column), [23, 36, 0, 27])
    }

    /// Each fault of a JSON line, at the character where reading stopped.
    func testEachJSONFaultAtItsColumn() throws {
        let cases: [(String, JSONFault, Int)] = [
            ("[1]", .notAnObject, 0), ("{1: 2}", .expectedKey(atLineEnd: false), 1), ("{", .expectedKey(atLineEnd: true), 1),
            (#"{"a" 1}"#, .expectedColon(atLineEnd: false), 5), (#"{"a""#, .expectedColon(atLineEnd: true), 4),
            (#"{"a": 1 "b": 2}"#, .expectedCommaOrClose(atLineEnd: false), 8), (#"{"a": 1"#, .expectedCommaOrClose(atLineEnd: true), 7),
            (#"{"a":"#, .expectedValue(atLineEnd: true), 5), (#"{"a": x}"#, .expectedValue(atLineEnd: false), 6),
            (#"{"a": 1} x"#, .textAfterObject, 9), (#"{"a": [1]}"#, .nestedValue, 6), (#"{"a": tru}"#, .expectedLiteral("true"), 6),
            (#"{"a": -}"#, .numberWithoutDigits, 7), (#"{"a": 1.}"#, .fractionWithoutDigits, 8),
            (#"{"a": 1e}"#, .exponentWithoutDigits, 8), (#"{"a": 1e999}"#, .numberTooLarge, 6), (#"{"a": "x"#, .unclosedString, 6),
            (#"{"a": "\q"}"#, .unknownEscape("q"), 7), ("{\"a\": \"\u{1}\"}", .unescapedControlCharacter, 7),
            (#"{"a": "\u12"}"#, .shortUnicodeEscape, 11),
        ]
        for (line, fault, column) in cases {
            let parsed = try RowParser.parse(line, format: .jsonLines)
            XCTAssertEqual(parsed.issues, [DataIssue(line: 1, column: column, reason: .json(fault))], line)
        }
    }

    /// Each fault of a CSV line, and a header that cannot name the fields.
    func testEachCSVFaultAndTheHeaderRefusals() throws {
        let parsed = try RowParser.parse("a,b\nx\"y,1\n\"x\"y,1\n\"x,1\n", format: .csv)
        XCTAssertEqual(parsed.issues, [DataIssue(line: 2, column: 1, reason: .csv(.quoteInUnquotedField)),
                                       DataIssue(line: 3, column: 3, reason: .csv(.textAfterClosingQuote)),
                                       DataIssue(line: 4, column: 0, reason: .csv(.unclosedQuotedField))])
        XCTAssertThrowsError(try RowParser.parse("id,,text\n1,2,3\n", format: .csv)) {
            XCTAssertEqual($0 as? DataError, .unnamedHeaderField(line: 1, field: 2))
        }
        XCTAssertThrowsError(try RowParser.parse("\"open\n", format: .csv)) {
            XCTAssertEqual($0 as? DataError, .missingHeader(.csv))
        }
    }

    /// repro/09: a line of 40,000 keys took 3.6 s (each key was looked for among the others).
    /// A key given twice keeps its last value; every key of a long line is read.
    func testJSONKeysGivenTwiceAndManyKeys() throws {
        let twice = try RowParser.parse(#"{"a": 1, "b": 2, "a": 3}"#, format: .jsonLines)
        XCTAssertEqual(twice.rows.row(at: 0).value(of: "a"), .number(3))
        XCTAssertEqual(twice.rows.row(at: 0).value(of: "b"), .number(2))
        let many = "{" + (0..<40_000).map { "\"k\($0)\": \($0)" }.joined(separator: ", ") + "}"
        let parsed = try RowParser.parse(many, format: .jsonLines)
        XCTAssertEqual(parsed.rows.row(at: 0).fields.count, 40_000)
        XCTAssertEqual(parsed.rows.row(at: 0).value(of: "k39999"), .number(39_999))
    }

    func testFormatFromFileName() {
        XCTAssertEqual(DataFormat(fileName: "quotes.jsonl"), .jsonLines)
        XCTAssertEqual(DataFormat(fileName: "feed.TSV"), .tsv)
        XCTAssertEqual(DataFormat(fileName: "a.csv"), .csv)
        XCTAssertEqual(DataFormat(fileName: "huckfinn.txt"), .lines)
    }

    func testRepeatedIDsAreReported() throws {
        let parsed = try RowParser.parse("id,text\nx,a\nx,b\n", format: .csv)
        XCTAssertEqual(parsed.rows.count, 2)
        XCTAssertEqual(parsed.issues, [DataIssue(line: 3, reason: .repeatedID("x", firstLine: 2))])
    }

    func testGeneratorsAreSeededAndRandomAccess() {
        for kind in GeneratedRows.Kind.allCases {
            let a = GeneratedRows(kind, count: 1_000, seed: 11), b = GeneratedRows(kind, count: 1_000, seed: 11)
            let c = GeneratedRows(kind, count: 1_000, seed: 12)
            XCTAssertEqual(a.row(at: 500), b.row(at: 500))
            XCTAssertNotEqual(a.row(at: 500), c.row(at: 500))
            for name in a.fieldNames { _ = a.row(at: 3).value(of: name) }
        }
        // Sentences of realistic length: mostly 5 to 40 words, a median near 14.
        let s = GeneratedRows(.sentences, count: 2_000, seed: 1)
        let words = (0..<s.count).map { s.row(at: $0).value(of: "text").text.split(separator: " ").count }.sorted()
        XCTAssertEqual(Double(words[1_000]), 14, accuracy: 3)
        XCTAssertGreaterThanOrEqual(words[0], 2)
        XCTAssertGreaterThan(words[1_990], 30)
        // Messages: some with media, some of those without text.
        let m = GeneratedRows(.messages, count: 1_000, seed: 1)
        let rows = (0..<m.count).map { m.row(at: $0) }
        let media = rows.filter { $0.value(of: "hasMedia").isTruthy }
        XCTAssertEqual(Double(media.count), 250, accuracy: 60)
        XCTAssertTrue(media.contains { $0.value(of: "text").text.isEmpty })
        XCTAssertTrue(media.allSatisfy { $0.value(of: "media").text.contains("x") })
        let q = GeneratedRows(.quotes, count: 500, seed: 1)
        XCTAssertTrue((0..<500).contains { q.row(at: $0).value(of: "author") == .null })
        XCTAssertTrue((0..<500).contains { q.row(at: $0).value(of: "photo") != .null })
    }

    /// Each source says where its rows come from as a value (the shell words it).
    func testEachSourceGivesItsOrigin() throws {
        XCTAssertEqual(try RowParser.parse("id,text\n1,a\n2,b\n", format: .csv).rows.origin, .file(name: nil, rows: 2, format: .csv))
        XCTAssertEqual(try RowParser.parse("a\nb\n", format: .lines, name: "notes.txt").rows.origin,
                       .file(name: "notes.txt", rows: 2, format: .lines))
        XCTAssertEqual(GeneratedRows(.quotes, count: 6, seed: 9).origin, .generated(.quotes, count: 6, seed: 9))
        XCTAssertEqual(RowList(texts: ["a", "b", "c"]).origin, .texts(count: 3))
        XCTAssertEqual(RowList([]).origin, .rows)
        let table = TableView(viewport: Size(width: 320, height: 568))
        XCTAssertEqual(table.summary().data, .rows)
        table.setData(GeneratedRows(.messages, count: 30, seed: 3))
        XCTAssertEqual(table.summary().data, .generated(.messages, count: 30, seed: 3))
    }
}

/// A data file gives at most a million rows: 20 million short lines once took 5 GB and 44 s.
final class DataFileLimitTests: XCTestCase {
    func testAFileOfMoreRowsThanTheLimitIsRefusedAtTheLineThatPassesIt() throws {
        let text = String(repeating: "a\n\n", count: RowParser.maximumRows) + "one too many\n"
        XCTAssertThrowsError(try RowParser.parse(text, format: .lines)) { error in
            XCTAssertEqual(error as? DataError, .tooManyRows(line: 2 * RowParser.maximumRows + 1))
        }
        // A header does not count; exactly the limit is fine.
        let csv = "text\n" + String(repeating: "a\n", count: RowParser.maximumRows)
        XCTAssertEqual(try RowParser.parse(csv, format: .csv).rows.count, RowParser.maximumRows)
    }

    func testLineEndsAreReadAsBefore() throws {
        let parsed = try RowParser.parse("a\r\nb\rc\n\r\n\nlast", format: .lines)
        XCTAssertEqual((0..<parsed.rows.count).map { parsed.rows.row(at: $0).fields["text"] }, [.string("a"), .string("b\rc"), .string("last")])
    }
}
