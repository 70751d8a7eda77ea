import Foundation
import XCTest
@testable import Live
import Shell

/// The live page in a real browser: headless Chromium, driven over the DevTools protocol, against
/// a live server on loopback. CI installs Chromium (.ci/run); without one, these tests skip and
/// say so.
///
/// The times they print (a line in the shell to the page's new drawing) are measurements, not
/// assertions: each test waits up to 15 s for what it expects.
final class LiveBrowserTests: XCTestCase {
    struct Setup {
        let workspace: Workspace
        let server: LiveServer
        let address: LiveAddress
        let browser: HeadlessChromium

        @discardableResult
        func type(_ line: String) -> Workspace.Reply { workspace.lock.withLock { workspace.run(line) } }
        var transcript: String { workspace.lock.withLock { workspace.recordedTranscript.text } }
        /// The version of the state the page shows.
        func pageVersion() throws -> Int {
            Int(try browser.evaluate("document.body.dataset.version || '-1'") as? String ?? "-1") ?? -1
        }
    }

    func open(_ lines: [String], height: Int = 1000) throws -> Setup {
        guard HeadlessChromium.executable != nil else {
            throw XCTSkip("no chromium on PATH (set CHROMIUM to one): the page is tested in a browser only where there is one")
        }
        let workspace = Workspace()
        let server = LiveServer(workspace: workspace)
        workspace.live = server
        let address = try server.start(port: nil)
        addTeardownBlock { server.stop() }
        let browser = try HeadlessChromium(height: height)
        let setup = Setup(workspace: workspace, server: server, address: address, browser: browser)
        for line in lines { XCTAssertNil(setup.type(line).error, line) }
        try browser.open(address.pageURL)
        try browser.waitUntil("document.getElementById('status').classList.contains('live')", "the page to follow the shell")
        return setup
    }

    static let cell = [
        "view cell width=320",
        "image photo in cell 60x60",
        "label body in cell \"You don't know about me without you have read a book by the name of The Adventures of Tom Sawyer.\" lines=0",
        "H:|-12-[photo]-8-[body]-12-|",
        // The photo keeps its size, and the label gives way (at equal priorities the widths
        // would be ambiguous).
        "photo.hugging.h = 251", "body.compression.h = 749",
        "V:|-12-[photo]-(>=12)-|",
        "V:|-12-[body]-12-|",
    ]

    /// The drawn frame of a view, as the page's SVG holds it: [x, y, width, height].
    func drawnFrame(_ name: String, in browser: HeadlessChromium) throws -> [Double]? {
        try browser.evaluate("""
            (() => { const r = document.querySelector('#scene g[data-name="\(name)"] > rect'); if (!r) return null;
              return ['x', 'y', 'width', 'height'].map(k => parseFloat(r.getAttribute(k))); })()
            """) as? [Double]
    }

    func testTheDrawingFollowsALineTypedInTheShell() throws {
        let setup = try open(Self.cell)
        XCTAssertEqual(try drawnFrame("cell", in: setup.browser)?[2], 320)
        let version = try setup.pageVersion()
        let start = Date()
        setup.type("cell.width = 200")
        let waited = try setup.browser.waitUntil(
            "document.querySelector('#scene g[data-name=\"cell\"] > rect').getAttribute('width') === '200'",
            "the page to draw the cell 200 wide")
        print("live page: a line typed to the new drawing in \(Int(Date().timeIntervalSince(start) * 1000)) ms (polled \(Int(waited * 1000)) ms)")
        XCTAssertGreaterThan(try setup.pageVersion(), version)
        // Every view where the shell's frames put it.
        let frames = setup.type("frames --absolute --json").output
        let rows = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(frames.utf8)) as? [[String: Any]])
        for row in rows {
            let name = try XCTUnwrap(row["name"] as? String)
            let absolute = try XCTUnwrap(row["absolute"] as? [String: Double])
            let drawn = try XCTUnwrap(try drawnFrame(name, in: setup.browser), name)
            XCTAssertEqual(drawn, [absolute["x"], absolute["y"], absolute["width"], absolute["height"]].compactMap { $0 }, name)
        }
        // The text in the font the labels are measured with. The page loads it as it draws, so it
        // may arrive after the drawing (asked at once, it failed once in a fresh install's run).
        _ = try setup.browser.waitUntil("document.fonts.check('17px \"Trellis Sans\"')", "the page's font to load")
    }

    func testADragOfTheWidthHandleIsALineOfTheSession() throws {
        let setup = try open(Self.cell)
        let (x, y) = try setup.browser.centre(of: "#scene rect.handle[data-root=\"cell\"]")
        // At zoom 2, 60 px to the left is 30 points narrower.
        try setup.browser.mouse("mousePressed", x, y)
        for step in 1...6 { try setup.browser.mouse("mouseMoved", x - Double(step) * 10, y) }
        try setup.browser.mouse("mouseReleased", x - 60, y)
        try setup.browser.waitUntil(
            "document.querySelector('#scene g[data-name=\"cell\"] > rect').getAttribute('width') !== '320'",
            "the drawing after the drag")
        let line = try XCTUnwrap(setup.transcript.components(separatedBy: "\n").first { $0.hasPrefix("> cell.width = ") },
                                 setup.transcript)
        let width = try XCTUnwrap(Double(line.dropFirst("> cell.width = ".count)))
        XCTAssertEqual(width, 290, accuracy: 1.5)
        XCTAssertTrue(setup.type("frames cell").output.contains(String(Int(width))))
        XCTAssertEqual(try drawnFrame("cell", in: setup.browser)?[2], width)
        // Recorded as typed, the session replays it.
        let replayed = Workspace()
        for entry in setup.transcript.components(separatedBy: "\n") where entry.hasPrefix("> ") {
            XCTAssertNil(replayed.run(String(entry.dropFirst(2))).error, entry)
        }
        XCTAssertEqual(replayed.run("frames").output, setup.type("frames").output)
    }

    func testAConflictShowsItsMarks() throws {
        let setup = try open(Self.cell)
        setup.type("body.width == 400")
        try setup.browser.waitUntil("document.querySelector('#scene g.conflict') !== null", "a view marked in conflict")
        let marked = try setup.browser.evaluate("[...document.querySelectorAll('#scene g.conflict')].map(g => g.dataset.name)") as? [String]
        XCTAssertFalse(marked?.isEmpty ?? true)
        let marks = try setup.browser.evaluate("document.getElementById('marks').textContent") as? String ?? ""
        XCTAssertTrue(marks.contains("in conflict"), marks)
        // The page marks what `draw` marks (its legend: `! in conflict: body`).
        let drawn = setup.type("draw").output
        let legend = try XCTUnwrap(drawn.components(separatedBy: "! in conflict: ").last?.components(separatedBy: "\n").first, drawn)
        XCTAssertEqual(Set(marked ?? []), Set(legend.components(separatedBy: ", ")), drawn)
        // Its conflict is still the shell's to report, at its next read, as without a page.
        XCTAssertTrue(setup.transcript.contains("conflict"), setup.transcript)
    }

    func testScrollingTheTableWithTheWheelMovesItsRows() throws {
        let setup = try open(Self.cell + ["table data sentences 200", "table cell cell", "table reload"])
        try setup.browser.waitUntil("!document.getElementById('table-panel').hidden", "the table")
        let firstRow = "document.querySelector('#table-rows tbody tr').dataset.row"
        XCTAssertEqual(try setup.browser.evaluate(firstRow) as? String, "0")
        let (x, y) = try setup.browser.centre(of: "#table-screen svg")
        try setup.browser.mouse("mouseWheel", x, y, extra: ["deltaX": 0, "deltaY": 900])
        try setup.browser.waitUntil("\(firstRow) !== '0'", "the rows after the scroll")
        let line = try XCTUnwrap(setup.transcript.components(separatedBy: "\n").first { $0.hasPrefix("> table scroll by ") },
                                 setup.transcript)
        XCTAssertEqual(line, "> table scroll by 900")
        // The rows the page lists are the rows the shell has on screen.
        let shown = try XCTUnwrap(try setup.browser.evaluate(
            "[...document.querySelectorAll('#table-rows tbody tr')].map(r => r.dataset.row)") as? [String])
        let json = setup.type("table show --json").output
        let rows = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        XCTAssertEqual(shown, rows.compactMap { ($0["row"] as? Int).map(String.init) })
    }

    /// The page's other actions, each through its own control: the command field, the hidden
    /// box, a constraint's constant, and the text size. Each is a line of the transcript, and the
    /// drawing follows.
    func testEveryControlOfThePageIsALineOfTheSession() throws {
        let setup = try open(Self.cell)
        let browser = setup.browser
        // The command field: typed, then Enter.
        _ = try browser.evaluate("document.getElementById('command').focus()")
        try browser.call("Input.insertText", ["text": "image badge in cell 20x20"])
        try browser.call("Input.dispatchKeyEvent", ["type": "keyDown", "key": "Enter", "code": "Enter",
                                                    "windowsVirtualKeyCode": 13, "text": "\r"])
        try browser.call("Input.dispatchKeyEvent", ["type": "keyUp", "key": "Enter", "code": "Enter", "windowsVirtualKeyCode": 13])
        try browser.waitUntil("document.querySelector('#scene g[data-name=\"badge\"]') !== null", "the view typed on the page")
        // Select the label by a click on its drawing, then hide it with its box.
        let (x, y) = try browser.centre(of: "#scene g[data-name=\"body\"] > rect")
        try browser.mouse("mousePressed", x, y)
        try browser.mouse("mouseReleased", x, y)
        try browser.waitUntil("document.getElementById('selected-name').textContent === 'body'", "the selection")
        let (bx, by) = try browser.centre(of: "#toggle-hidden")
        try browser.mouse("mousePressed", bx, by)
        try browser.mouse("mouseReleased", bx, by)
        try browser.waitUntil("document.querySelector('#scene g[data-name=\"body\"]').classList.contains('hidden')", "the label hidden")
        // The constant of the label's top constraint, typed into its field.
        let field = "[...document.querySelectorAll('#selected-constraints input')].find(i => i.getAttribute('aria-label').endsWith(' constant')"
            + " && i.closest('tr').textContent.includes('body.top == cell.top'))"
        let name = try XCTUnwrap(try browser.evaluate("\(field).getAttribute('aria-label').split(' ')[0]") as? String)
        _ = try browser.evaluate("(() => { const i = \(field); i.value = '30'; i.dispatchEvent(new Event('change')); })()")
        try browser.waitUntil("document.querySelector('#scene g[data-name=\"body\"] > rect').getAttribute('y') === '30'",
                              "the label 30 pt down")
        // The text size, from its menu.
        _ = try browser.evaluate("(() => { const s = document.getElementById('textsize'); s.value = 'extraLarge';"
                                 + " s.dispatchEvent(new Event('change')); })()")
        for _ in 0..<3_000 where !setup.transcript.contains("> textsize extraLarge") { usleep(5_000) }
        let inputs = setup.transcript.components(separatedBy: "\n").filter { $0.hasPrefix("> ") }
        XCTAssertEqual(Array(inputs.suffix(5)), ["> image badge in cell 20x20", "> constraints body",
                                                 "> body.hidden = true", "> \(name).constant = 30", "> textsize extraLarge"])
        XCTAssertTrue(setup.type("textsize").output.contains("extraLarge"))
    }

    /// The README's picture of the page, made here: a cell selected, and a table scrolled.
    func testTheScreenshotOfThePage() throws {
        let setup = try open(Self.cell + ["table data sentences 200", "table cell cell", "table reload", "table scroll by 400"],
                             height: 1800)
        let (x, y) = try setup.browser.centre(of: "#scene g[data-name=\"body\"] > rect")
        try setup.browser.mouse("mousePressed", x, y)
        try setup.browser.mouse("mouseReleased", x, y)
        try setup.browser.waitUntil("document.getElementById('selected-name').textContent === 'body'", "the selection")
        _ = try setup.browser.evaluate("window.scrollTo(0, 0)")
        let png = try setup.browser.screenshot()
        XCTAssertGreaterThan(png.count, 10_000)
        XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        let target = ProcessInfo.processInfo.environment["TRELLIS_SCREENSHOT"]
            ?? NSTemporaryDirectory() + "trellis-live-page.png"
        try png.write(to: URL(fileURLWithPath: target))
        print("live page: screenshot written to \(target)")
    }
}
