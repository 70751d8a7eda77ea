import Foundation
import Layout
import Shell
import TableSim
import XCTest

/// Each post's session, driven input by input, with the pitfall's figures and the fix's
/// checked against arithmetic written here: the cell's padding and gaps, a line count from
/// the text engine (not from a layout), and lines of DejaVu Sans, (1901 + 483) / 2048 of the
/// font's size each, rounded up as a label rounds its height. Not against what the session
/// printed last time.
final class PostRetellingTests: XCTestCase {
    // MARK: Post 1: manual and Auto Layout cells

    func testPost1TheHandWrittenHeightDriftsOnlyWhereTheTextWrapsOtherwise() throws {
        var session = try Stepper("post-1-manual-and-auto-layout-cells")
        let rows = GeneratedRows(.messages, count: 200, seed: 1)
        // The layout's truth: the message wraps at 250, or 210 beside the icon.
        func truth(_ r: Int) throws -> Double {
            let row = rows.row(at: r), media = row.value(of: "hasMedia").isTruthy
            let text = try lines(row.value(of: "text").text, font: "15", width: media ? 210 : 250)
            let column = 10 + line(15) + height(text, 15) + line(12) + 10
            return max(column, media ? 10 + 24 + 10 + line(12) + 10 : 60) + 1
        }
        _ = session.run(through: "table verify")
        XCTAssertEqual(try session.heights(), try (0..<200).map(truth), "Auto Layout: every row as the arithmetic says")

        // The sample's heightForMessage, measuring at 260: 1 pt short everywhere, and more
        // where the message takes another line at its real width.
        _ = session.run(through: "table verify rows 0-11")
        var drifting: [Int] = []
        for r in 0..<200 {
            let row = rows.row(at: r), media = row.value(of: "hasMedia").isTruthy, text = row.value(of: "text").text
            if try lines(text, font: "15", width: 260) != lines(text, font: "15", width: media ? 210 : 250) { drifting.append(r) }
        }
        XCTAssertEqual(drifting.count, 31)
        // With the separator added, exactly those rows differ.
        _ = session.run(through: "table verify rows 0-40")
        XCTAssertEqual(try session.differingRows(), drifting)
        // The padding put right: only the rows with the icon whose text wraps otherwise at 210.
        _ = session.run(through: "table verify")
        var withIcon: [Int] = []
        for r in 0..<200 {
            let row = rows.row(at: r), text = row.value(of: "text").text
            guard row.value(of: "hasMedia").isTruthy else { continue }
            if try lines(text, font: "15", width: 250) != lines(text, font: "15", width: 210) { withIcon.append(r) }
        }
        XCTAssertEqual(try session.differingRows(), withIcon)
        XCTAssertEqual(withIcon.count, 17)
        // Narrowed for the icon: every row.
        _ = session.run(through: "table verify")
        XCTAssertEqual(try session.differingRows(), [])
        XCTAssertEqual(try session.heights(), try (0..<200).map(truth))
    }

    // MARK: Post 2: the self-sizing quote cell

    func testPost2AZeroWidthPhotoKeepsItsHeightAndCollapsingItDoesNot() throws {
        var session = try Stepper("post-2-self-sizing-quote-cell")
        let rows = GeneratedRows(.quotes, count: 100, seed: 7)
        func quote(_ r: Int, width: Double) throws -> Double {
            height(try lines(rows.row(at: r).value(of: "text").text, font: "body", width: width), 17)
        }
        // The photo at width 0: a row without one is at least 8 + 64 + 8, and the quote wraps
        // at 320 − 8 − 0 − 0 − 8 = 304. (Rows 20 to 24 are on screen.)
        _ = session.run(through: "table draw 20")
        for r in 20...24 {
            let photo = rows.row(at: r).value(of: "hasPhoto").isTruthy
            let text = try quote(r, width: photo ? 232 : 304)
            XCTAssertEqual(try session.visibleHeight(r), max(8 + 64 + 8, 8 + text + 8 + 21 + 8) + 1, "row \(r), zero width")
        }
        XCTAssertEqual(try session.visibleHeight(20), 81, "the pitfall: an invisible photo holds the row at 80 + 1")
        // Collapsed: the text alone decides a row without a photo.
        _ = session.run(through: "table verify rows 20-24")
        for r in 20...24 {
            let photo = rows.row(at: r).value(of: "hasPhoto").isTruthy
            let text = try quote(r, width: photo ? 232 : 304)
            let expected = photo ? max(8 + 64 + 8, 8 + text + 8 + 21 + 8) : 8 + text + 8 + 21 + 8
            XCTAssertEqual(try session.visibleHeight(r), expected + 1, "row \(r), collapsed")
        }
        XCTAssertEqual(try session.visibleHeight(20), 66)
        // 1000 at a fixed 80 pt row: a conflict in the rows with a photo; 999: none.
        session.runAll(through: "table log 7", occurrence: 1)
        let conflicts = session.workspace.run("table stats --json").output
        XCTAssertTrue(try XCTUnwrap(number(in: conflicts, at: ["stats", "conflicts"])) > 0)
        session.runAll(through: "table log 7", occurrence: 1)
        XCTAssertEqual(try number(in: session.workspace.run("table stats --json").output, at: ["stats", "conflicts"]),
                       try number(in: conflicts, at: ["stats", "conflicts"]), "no conflict after the fix")
    }

    // MARK: Post 3: the size manager

    func testPost3NoBottomFitsToZeroAndABottomSizesEveryRow() throws {
        var session = try Stepper("post-3-cell-size-manager")
        let rows = GeneratedRows(.messages, count: 100, seed: 4)
        _ = session.run(through: "table verify rows 0-2")
        XCTAssertEqual(try session.heights(), Array(repeating: 1, count: 100), "0.0 for every cell, and the separator")
        let undecided = try PostRetellingTests.verification(session.workspace).map { $0["reason"] as? String }
        XCTAssertEqual(undecided, Array(repeating: "heightNotDecided", count: 100), "no layout decides them, and verify says so")
        _ = session.run(through: "table verify")
        let expected = try (0..<100).map { r -> Double in
            8 + line(17) + 4 + height(try lines(rows.row(at: r).value(of: "text").text, font: "body", width: 304), 17) + 8 + 1
        }
        XCTAssertEqual(try session.heights(), expected)
        // The edited row keeps its cached height until it is invalidated.
        _ = session.run(through: "table verify rows 0-4")
        XCTAssertEqual(try session.differingRows(), [2])
        _ = session.run(through: "table verify rows 0-4")
        XCTAssertEqual(try session.differingRows(), [])
    }

    // MARK: Post 4: Huck Finn at two text sizes and two widths

    func testPost4TextSizeAndRotationWithAndWithoutTheFixes() throws {
        var session = try Stepper("post-4-huck-finn-dynamic-type")
        let rows = GeneratedRows(.sentences, count: 2000, seed: 4)
        func row(_ r: Int, body: Double, caption: Double, width: Double, category: ContentSizeCategory) throws -> Double {
            let n = try lines(rows.row(at: r).value(of: "text").text, font: "body", width: width, category: category)
            return 8 + line(caption) + 8 + height(n, body) + 8 + 1
        }
        _ = session.run(through: "table verify")
        XCTAssertEqual(try session.heights("0-49"), try (0..<50).map { try row($0, body: 17, caption: 12, width: 304, category: .large) })
        // Not observed: the old heights, and verify names the rows.
        _ = session.run(through: "table verify rows 0-2")
        let stale = try PostRetellingTests.verification(session.workspace, "0-49").filter { !($0["reason"] is NSNull) }
        XCTAssertEqual(stale.prefix(3).compactMap { ($0["row"] as? NSNumber)?.intValue }, [0, 1, 2])
        XCTAssertTrue(stale.allSatisfy { $0["reason"] as? String == "textSizeNotObserved" })
        // Observed: body 23 pt, caption1 18 pt.
        _ = session.run(through: "table verify")
        XCTAssertEqual(try session.heights("0-49"),
                       try (0..<50).map { try row($0, body: 23, caption: 18, width: 304, category: .extraExtraExtraLarge) })
        // A sizing cell that keeps 320 in a 568 pt table: portrait heights.
        _ = session.run(through: "table verify rows 0-4")
        XCTAssertEqual(try session.heights("0-4"), try (0..<5).map { try row($0, body: 17, caption: 12, width: 304, category: .large) })
        _ = session.run(through: "table verify")
        XCTAssertEqual(try session.heights("0-49"), try (0..<50).map { try row($0, body: 17, caption: 12, width: 552, category: .large) })
    }

    /// The same cell over the book itself (its first 300 sentences), when ../shared has it.
    func testPost4OverTheBook() throws {
        let book = PostRetellingTests.repository.deletingLastPathComponent().appendingPathComponent("shared/data/huckfinn.txt")
        guard FileManager.default.fileExists(atPath: book.path) else {
            throw XCTSkip("../shared/data/huckfinn.txt is not here: the book's test is skipped")
        }
        let w = workspace(["view cell", "label number in cell \"\" font=caption1 hugging.v=251 compression.v=749",
                           "label sentence in cell \"\" lines=0 font=body", "H:|-[number]-|", "H:|-[sentence]-|", "V:|-[number]-[sentence]-|"])
        let sentences = try String(contentsOf: book, encoding: .utf8).split(separator: "\n").prefix(300).map(String.init)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-huckfinn-\(getpid()).txt")
        try (sentences.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        XCTAssertNil(w.run("table data file \"\(file.path)\"").error)
        XCTAssertNil(w.run("table cell cell number.text=\"Line $row+1\" sentence.text=$text").error)
        XCTAssertNil(w.run("table sizing prototype").error)
        XCTAssertNil(w.run("table reload").error)
        let heights = try PostRetellingTests.heights(w)
        XCTAssertEqual(heights.count, 300)
        for (r, h) in heights.enumerated() {
            XCTAssertEqual(h, 8 + line(12) + 8 + height(try lines(sentences[r], font: "body", width: 304), 17) + 8 + 1, "line \(r + 1)")
        }
    }

    // MARK: Post 5: the programmatic cell

    func testPost5ConstraintsOnTheCellFitToZeroAndOnTheContentViewWrap() throws {
        var session = try Stepper("post-5-programmatic-cell")
        let text = "This text is long enough to wrap in a narrow cell. It runs over several lines, each measured by the label, and it should wrap nicely."
        _ = session.run(through: "table verify")
        XCTAssertEqual(try session.heights(), [1])
        _ = session.run(through: "table verify")
        XCTAssertEqual(try session.heights(), [6 + height(try lines(text, font: "17", width: 308), 17) + 6 + 1])
        _ = session.run(through: "table show")
        XCTAssertEqual(try session.heights(), [6 + line(17) + 6 + 1], "legacy: one line")
        session.runAll(through: "table reload", occurrence: 2)
        XCTAssertNotNil(session.lastReply?.error, "translates = false on the cell stops the table")
    }

    // MARK: The arithmetic

    /// One line of DejaVu Sans at `size` points, as a label rounds it (1× screen).
    private func line(_ size: Double) -> Double { height(1, size) }

    /// `n` lines at `size`, rounded up.
    private func height(_ n: Int, _ size: Double) -> Double { (Double(n) * size * (1901 + 483) / 2048).rounded(.up) }

    /// How many lines the text engine breaks `text` into at `width` (no layout involved).
    private func lines(_ text: String, font: String, width: Double, category: ContentSizeCategory = .large) throws -> Int {
        guard !text.isEmpty else { return 0 }
        let scene = Scene()
        scene.setCategory(category)
        return scene.measure(Label(text: text, font: try FontDescriptor(parsing: font), lines: 0), maxWidth: width).lineCount
    }

    // MARK: Driving a session

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A session's inputs, run one command at a time in a fresh workspace (whose folder is
    /// the sessions').
    struct Stepper {
        let workspace: Workspace
        let commands: [[String]]
        var next = 0
        var lastReply: Workspace.Reply?

        init(_ name: String) throws {
            let path = PostRetellingTests.repository.appendingPathComponent("Sessions/\(name).session").path
            let session = try Session.load(path)
            commands = session.transcript.commands.map(\.input)
            workspace = Workspace()
            workspace.currentDirectory = PostRetellingTests.repository.appendingPathComponent("Sessions").path
        }

        /// Runs the commands up to the next one whose input is `input`; its output.
        mutating func run(through input: String) -> String {
            while next < commands.count {
                let lines = commands[next]
                next += 1
                let reply = workspace.run(lines.joined(separator: "\n"))
                lastReply = reply
                if lines == [input] { return reply.output }
            }
            XCTFail("no more '\(input)' in the session")
            return ""
        }

        /// Runs through the `occurrence`-th next command whose input is `input`.
        mutating func runAll(through input: String, occurrence: Int) {
            for _ in 0..<occurrence { _ = run(through: input) }
        }

        /// Every row's height (or the rows given, as `R-R`), from `table verify --json`.
        func heights(_ rows: String? = nil) throws -> [Double] { try PostRetellingTests.heights(workspace, rows) }

        /// The rows `table verify --json` finds different from a fresh layout.
        func differingRows() throws -> [Int] {
            try PostRetellingTests.verification(workspace).filter { !($0["reason"] is NSNull) }.compactMap { ($0["row"] as? NSNumber)?.intValue }
        }

        /// A row on screen's height, from `table show --json`.
        func visibleHeight(_ row: Int) throws -> Double {
            let data = Data(workspace.run("table show --json").output.utf8)
            let rows = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [[String: Any]])
            return try XCTUnwrap((rows.first { ($0["row"] as? NSNumber)?.intValue == row }?["height"] as? NSNumber)?.doubleValue)
        }
    }

    static func verification(_ workspace: Workspace, _ rows: String? = nil) throws -> [[String: Any]] {
        let data = Data(workspace.run("table verify" + (rows.map { " rows " + $0 } ?? "") + " --json").output.utf8)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try XCTUnwrap(object["rows"] as? [[String: Any]])
    }

    static func heights(_ workspace: Workspace, _ rows: String? = nil) throws -> [Double] {
        try verification(workspace, rows).map { try XCTUnwrap(($0["table"] as? NSNumber)?.doubleValue) }
    }

    private func number(in json: String, at path: [String]) throws -> Double? {
        var value: Any? = try JSONSerialization.jsonObject(with: Data(json.utf8))
        for key in path { value = (value as? [String: Any])?[key] }
        return (value as? NSNumber)?.doubleValue
    }
}
