import Foundation
import XCTest
@testable import Shell

/// The live page's side of the shell, without a server: the state a page is sent, the lines a
/// page may run, `live` without a server, and `export html`.
final class LivePageTests: XCTestCase {
    func state(_ workspace: Workspace) throws -> [String: Any] {
        let text = workspace.liveState()
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], text)
    }

    func workspace(_ lines: [String]) -> Workspace {
        let w = Workspace()
        for line in lines { XCTAssertNil(w.run(line).error, line) }
        return w
    }

    static let cell = ["view cell width=320", "label body in cell \"Hello, a text long enough to wrap in the cell\" lines=0",
                       "H:|-8-[body]-8-|", "V:|-8-[body]-8-|"]

    func testTheStateHoldsTheFramesTheShellAnswers() throws {
        let w = workspace(Self.cell + ["cell.width = 200"])
        let scene = try XCTUnwrap(try state(w)["scene"] as? [String: Any])
        let views = try XCTUnwrap(scene["views"] as? [[String: Any]])
        let frames = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(w.run("frames --json").output.utf8)) as? [[String: Any]])
        XCTAssertEqual(views.map { $0["name"] as? String }, frames.map { $0["name"] as? String })
        for (view, frame) in zip(views, frames) {
            for key in ["x", "y", "width", "height"] { XCTAssertEqual(view[key] as? Double, frame[key] as? Double, "\(key) of \(view)") }
        }
        let svg = try XCTUnwrap(scene["svg"] as? String)
        XCTAssertTrue(svg.contains("<rect x=\"0\" y=\"0\" width=\"200\""), svg)
        XCTAssertEqual(scene["roots"] as? [String], ["cell"])
    }

    /// Looking is not laying out. Two wrapping labels side by side at equal priorities are
    /// ambiguous, and which of their widths the solver keeps depends on when the scene was laid
    /// out: a page that laid the scene out after every line would change the answer (this
    /// script: `a` 223 wide instead of 8), and a transcript recorded with the page open would not
    /// replay without it. The state is read from a copy.
    func testTheStateChangesNothingItLooksAt() throws {
        let lines = ["view cell width=320",
                     "label a in cell \"Short one that wraps over lines of text\" lines=0",
                     "label b in cell \"Another label, a bit longer, that wraps as well over lines\" lines=0",
                     "H:|-8-[a]-8-[b]-8-|", "V:|-8-[a]-(>=8)-|", "V:|-8-[b]-(>=8)-|",
                     "cell.width = 150", "cell.width = 600", "cell.width = 260", "frames", "check", "a.width == 400", "frames"]
        let watched = Workspace(), plain = Workspace()
        var watchedReplies: [String] = [], plainReplies: [String] = []
        for line in lines {
            watchedReplies.append(watched.run(line).output)
            _ = watched.liveState()
            plainReplies.append(plain.run(line).output)
        }
        XCTAssertEqual(watchedReplies, plainReplies)
        XCTAssertEqual(watched.recordedTranscript.text, plain.recordedTranscript.text)
        // And the state marks what `draw` marks.
        let marks = try XCTUnwrap((try state(watched)["scene"] as? [String: Any])?["marks"] as? [String: Any])
        XCTAssertTrue(Set(marks["ambiguous"] as? [String] ?? []).isSuperset(of: ["a", "b"]), "\(marks)")
        XCTAssertTrue((marks["conflict"] as? [String] ?? []).contains("a"), "\(marks)")
    }

    func testTheStateListsTheLastLinesWithoutColoursOrTheToken() throws {
        let w = Workspace(style: OutputStyle(color: true))
        _ = w.run("view cell width=320")
        _ = w.run("frames cell")
        _ = w.run("cell.width = wide")
        _ = w.run("live")
        let lines = try XCTUnwrap(try state(w)["lines"] as? [[String: Any]])
        XCTAssertEqual(lines.map { $0["input"] as? String }, ["view cell width=320", "frames cell", "cell.width = wide"])
        XCTAssertEqual(lines.map { $0["failed"] as? Bool }, [false, false, true])
        for line in lines { XCTAssertFalse((line["output"] as? String ?? "").contains("\u{1B}"), "\(line)") }
        XCTAssertTrue((lines[2]["output"] as? String ?? "").contains("^"), "an error keeps its caret")
        // Only the last ones.
        for i in 0..<(LiveFeed.capacity + 5) { _ = w.run("echo \(i)") }
        let last = try XCTUnwrap(try state(w)["lines"] as? [[String: Any]])
        XCTAssertEqual(last.count, LiveFeed.capacity)
        XCTAssertEqual(last.last?["input"] as? String, "echo \(LiveFeed.capacity + 4)")
    }

    func testASelectionShowsItsConstraintsAndWhy() throws {
        let w = workspace(Self.cell)
        let reply = w.selectFromPage("body")
        XCTAssertNil(reply.error)
        let selected = try XCTUnwrap(try state(w)["selected"] as? [String: Any])
        XCTAssertEqual(selected["name"] as? String, "body")
        let constraints = try XCTUnwrap(selected["constraints"] as? [[String: Any]])
        let pinned = try XCTUnwrap(constraints.first { ($0["constraint"] as? String)?.contains("body.top == cell.top + 8") == true })
        XCTAssertEqual(pinned["constant"] as? Double, 8)
        let why = try XCTUnwrap(selected["why"] as? [[String: Any]])
        XCTAssertEqual(why.map { $0["attribute"] as? String }, ["left", "top", "width", "height"])
        XCTAssertEqual(why[3]["text"] as? String, w.run("why body.height").output)
        // A name that is not one word is refused, and not recorded.
        let before = w.recordedTranscript.text
        XCTAssertTrue(w.selectFromPage("body --all").output.contains("by its name, one word"))
        XCTAssertTrue(w.selectFromPage("").output.contains("by its name, one word"))
        XCTAssertEqual(w.recordedTranscript.text, before)
        XCTAssertEqual((try state(w)["selected"] as? [String: Any])?["name"] as? String, "body")
        // A removed view is no longer selected.
        _ = w.run("remove body")
        XCTAssertTrue(try state(w)["selected"] is NSNull)
    }

    func testALineFromThePageRunsAsTypedAndAFileVerbDoesNot() throws {
        let w = workspace(Self.cell)
        XCTAssertNil(w.runFromPage("cell.width = 250").error)
        XCTAssertTrue(w.run("frames cell").output.contains("250"))
        let refused = w.runFromPage("export svg /tmp/should-not-exist.svg")
        XCTAssertTrue(refused.output.contains("cannot run export"), refused.output)
        let guarded = w.runFromPage("table data file /etc/passwd")
        XCTAssertTrue(guarded.output.contains("neither reads nor writes files"), guarded.output)
        XCTAssertTrue(guarded.output.contains("^"), guarded.output)
        let inputs = w.recordedTranscript.text.components(separatedBy: "\n").filter { $0.hasPrefix("> ") }
        XCTAssertEqual(inputs.suffix(2), ["> cell.width = 250", "> frames cell"])
        // The same line typed in the shell reads its file (here: one that is not there).
        XCTAssertFalse(w.run("table data file /nonexistent/rows.tsv").output.contains("neither reads"))
    }

    func testLiveWithoutAServer() {
        let w = Workspace()
        XCTAssertEqual(w.run("live").output, "live view off (live on starts it)")
        XCTAssertEqual(w.run("live off").output, "live view off (live on starts it)")
        let on = w.run("live on")
        XCTAssertNotNil(on.error)
        XCTAssertTrue(on.output.contains("no live view"), on.output)
        XCTAssertTrue(w.run("live on 0").output.contains("a port is a whole number from 1 to 65,535, not '0'"))
        XCTAssertTrue(w.run("live maybe").output.contains("expected on or off, not 'maybe'"))
    }

    func testExportHTMLWritesThePageWholeWithItsState() throws {
        let folder = NSTemporaryDirectory() + "trellis-html-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let w = workspace(Self.cell + ["label quote in cell \"</script><script>alert(1)</script>\""])
        let reply = w.run("export html \(folder)/page.html")
        XCTAssertNil(reply.error, reply.output)
        let html = try String(contentsOfFile: folder + "/page.html", encoding: .utf8)
        XCTAssertTrue(html.contains("data-mode=\"saved\""))
        XCTAssertTrue(html.contains("data-token=\"\""), "a saved page has no token")
        // Self-contained: no file or address it would fetch.
        XCTAssertFalse(html.contains("src=\""), "a script or image it would fetch")
        XCTAssertFalse(html.contains("href=\""), "a style sheet it would fetch")
        XCTAssertFalse(html.contains("url("), "a font it would fetch")
        // The state is inside, and no text of the scene can close its element.
        let start = try XCTUnwrap(html.range(of: "<script type=\"application/json\" id=\"trellis-state\">"))
        let end = try XCTUnwrap(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let json = String(html[start.upperBound..<end.lowerBound])
        let state = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let views = (state["scene"] as? [String: Any])?["views"] as? [[String: Any]]
        XCTAssertEqual(views?.map { $0["name"] as? String }, ["cell", "body", "quote"])
        XCTAssertEqual(html.components(separatedBy: "<script>alert(1)").count, 1, "the label's text broke out of the state")
        XCTAssertNotNil(w.run("export html \(folder)/x.html body").error, "html takes no view")
        // A text that reads like one of the page's slots stays text.
        _ = w.run("label slot in cell \"/*TRELLIS:SCRIPT*/ TRELLIS:TOKEN\"")
        XCTAssertNil(w.run("export html \(folder)/slots.html").error)
        let slots = try String(contentsOfFile: folder + "/slots.html", encoding: .utf8)
        XCTAssertTrue(slots.contains("data-token=\"\""))
        XCTAssertEqual(slots.components(separatedBy: "\"use strict\";").count, 2, "the page's script is there once")
        let slotState = try XCTUnwrap(slots.range(of: "id=\"trellis-state\">"))
        let slotEnd = try XCTUnwrap(slots.range(of: "</script>", range: slotState.upperBound..<slots.endIndex))
        XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(slots[slotState.upperBound..<slotEnd.lowerBound].utf8)))
    }

    func testCollapsedViewsAreOutlinedOnThePageAndLeftOutOfExportSVG() throws {
        let w = workspace(Self.cell + ["view badge in cell", "H:[badge(20)]-8-|", "V:|-8-[badge(20)]", "badge.collapsed = true"])
        let svg = try XCTUnwrap((try state(w)["scene"] as? [String: Any])?["svg"] as? String)
        XCTAssertTrue(svg.contains("class=\"view collapsed\" data-name=\"badge\""), svg)
        w.scene.layoutIfNeeded()
        let exported = SVGRenderer().render(try w.scene.snapshot())
        XCTAssertFalse(exported.contains("data-name=\"badge\""), exported)
    }
}
