import Foundation
import Layout
import SourceCode
import XCTest
@testable import Shell

/// `export swift|objc`, `import swift|objc`, `paste swift|objc`, `check`'s fixes and `fix N`
/// in the shell: what they answer, and what they refuse, under the word at fault.
final class CodeCommandTests: XCTestCase {
    static let sessions = InterfaceBuilderCommandTests.sessions

    func temporaryFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-code-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    func run(_ w: Workspace, _ line: String, file: StaticString = #filePath, at: UInt = #line) -> String {
        let reply = w.run(line)
        XCTAssertNil(reply.error, "\(line): \(reply.output)", file: file, line: at)
        return reply.output
    }

    func refused(_ w: Workspace, _ line: String, file: StaticString = #filePath, at: UInt = #line) -> String {
        let reply = w.run(line)
        XCTAssertNotNil(reply.error, "\(line) should be refused: \(reply.output)", file: file, line: at)
        return reply.output
    }

    func testExportThenImportGivesTheSameFramesAndTheFileTypeChecks() throws {
        let folder = try temporaryFolder()
        let w = Workspace()
        w.currentDirectory = folder
        _ = run(w, "view cell width=320")
        _ = run(w, "view content in cell")
        _ = run(w, "label body in content \"A message long enough to wrap over two lines at this width, or three.\" lines=0")
        _ = run(w, "H:|-6-[body]-6-|")
        _ = run(w, "V:|-6-[body]-6-|")
        _ = run(w, "table data sentences 1 seed=3")
        _ = run(w, "table cell cell content=content")
        let wrote = run(w, "export swift Cell.swift class=MessageCell")
        XCTAssertTrue(wrote.hasPrefix("wrote Cell.swift: class MessageCell, cell and its 2 subviews"), wrote)
        let text = try String(contentsOfFile: folder + "/Cell.swift", encoding: .utf8)
        XCTAssertTrue(text.contains("final class MessageCell: UITableViewCell {"), text)
        XCTAssertTrue(text.contains("contentView.addSubview(body)"), text)
        let fitted = try w.scene.fittingSize(of: "content", width: 320)
        let fresh = Workspace()
        fresh.currentDirectory = folder
        let read = run(fresh, "import swift Cell.swift")
        XCTAssertTrue(read.contains("class MessageCell (a UITableViewCell) as messageCell, its content view contentView, 320 wide"), read)
        XCTAssertEqual(try fresh.scene.fittingSize(of: "contentView", width: 320), fitted)
    }

    /// A cell read from code is written back as a cell before any `table cell` captures it.
    func testACellReadFromCodeIsWrittenBackAsACell() throws {
        let folder = try temporaryFolder()
        let w = Workspace()
        w.currentDirectory = Self.sessions
        _ = run(w, "import objc code/AutoSizeCell.m")
        w.currentDirectory = folder
        let wrote = run(w, "export swift Cell.swift")
        XCTAssertTrue(wrote.hasPrefix("wrote Cell.swift: class AutoSizeCell, autoSizeCell and its 2 subviews"), wrote)
        let text = try String(contentsOfFile: folder + "/Cell.swift", encoding: .utf8)
        XCTAssertTrue(text.contains("final class AutoSizeCell: UITableViewCell {"), text)
        XCTAssertTrue(text.contains("contentView.addSubview(textLabelView)"), text)
        _ = run(w, "reset")
        _ = run(w, "view cell width=320")
        XCTAssertTrue(run(w, "export swift Plain.swift").contains("class CellView"))
    }

    func testWhatImportAndExportRefuseIsUnderTheWordAtFault() throws {
        let folder = try temporaryFolder()
        try "final class A: UIView {\n  let a = UILabel(\n}\n".write(toFile: folder + "/Broken.swift", atomically: true, encoding: .utf8)
        try "final class A: UIView {}\n".write(toFile: folder + "/A.swift", atomically: true, encoding: .utf8)
        let w = Workspace()
        w.currentDirectory = folder
        XCTAssertTrue(refused(w, "import swift Missing.swift").contains("cannot read 'Missing.swift'"))
        let broken = refused(w, "import swift Broken.swift")
        XCTAssertTrue(broken.contains("Broken.swift: the code does not parse: expected"), broken)
        XCTAssertTrue(broken.contains("(line 2, column"), broken)
        XCTAssertTrue(refused(w, "import swift A.swift class=B").contains("no class B in the code (it has A)"))
        XCTAssertTrue(refused(w, "import swift A.swift pad=wide").contains("pad= takes a number"))
        XCTAssertTrue(refused(w, "import swift A.swift pad=1 pad=2").contains("pad is given twice"))
        XCTAssertTrue(refused(w, "import swift - A.swift").contains("- reads the lines that follow"))
        // A value for a name the code does not leave open is refused, not dropped.
        let unused = refused(w, "import swift A.swift pad=8")
        XCTAssertTrue(unused.contains("pad= gives a value to a name the code defines or does not use (it leaves none open)"), unused)
        XCTAssertTrue(unused.contains("error at 1:22:"), unused)
        _ = run(w, "view v width=100")
        XCTAssertTrue(refused(w, "import swift A.swift").contains("code makes a scene of its own and this one has views"))
        let svg = refused(w, "export svg v.svg style=vfl")
        XCTAssertTrue(svg.contains("style= is for export swift and export objc, not svg"), svg)
        let badClass = refused(w, "export swift v.swift class=9Lives")
        XCTAssertTrue(badClass.contains("class=9Lives is no class name"), badClass)
        XCTAssertTrue(badClass.contains("error at 1:28:"), badClass)
        XCTAssertTrue(refused(w, "export swift v.swift nothere").contains("no view named 'nothere'"))
        XCTAssertTrue(refused(w, "export swift v.swift style=vfl style=anchors").contains("style is given twice"))
    }

    func testPasteSwiftReadsTheLinesUpToEndAndNumbersThemFromThePaste() throws {
        let w = Workspace()
        XCTAssertTrue(run(w, "paste swift").contains("paste the Swift code"))
        for line in ["import UIKit", "final class Row: UIView {", "  let a = UILabel()", "  override init(frame: CGRect) {",
                     "    super.init(frame: frame)", "    addSubview(a)", "    if flag { a.isHidden = true }", "  }", "}"] {
            XCTAssertEqual(w.run(line).output, "")
        }
        let answer = run(w, "end")
        XCTAssertTrue(answer.contains("read the paste: class Row (a view) as row"), answer)
        // The paste began on line 2: its seventh line is line 8.
        XCTAssertTrue(answer.contains("  8:5  if flag { a.isHidden = true }: a statement (if)"), answer)
    }

    func testCheckListsFixesAndFixMakesOneAsTheLinesAUserTypes() throws {
        let w = Workspace()
        _ = run(w, "record on")
        _ = run(w, "view cell width=320")
        _ = run(w, "view a in cell")
        _ = run(w, "H:|[a]|")
        _ = run(w, "a.width == 400 as wide")
        let check = run(w, "check")
        XCTAssertTrue(check.contains("fixes (each tried by solving a copy; fix N makes one):"), check)
        XCTAssertTrue(check.contains("wide gives way, at 999: wide.active = false; wide.priority = 999; wide.active = true"), check)
        XCTAssertTrue(refused(w, "fix 99").contains("1 to "))
        let fixed = run(w, "fix 1")
        XCTAssertTrue(fixed.contains("fix 1 made"), fixed)
        XCTAssertFalse(run(w, "check").contains("broken"))
        // The recording keeps the lines the fix ran, not `fix 1`.
        let inputs = w.recordedTranscript.commands.map(\.line)
        XCTAssertFalse(inputs.contains("fix 1"), "\(inputs)")
        XCTAssertTrue(inputs.contains(where: { $0.hasSuffix(".priority = 999") }), "\(inputs)")
        XCTAssertTrue(refused(w, "fix 1").contains("no fixes to make"))
    }

    /// Each file of Sessions/code, read and its scene written back in every language and
    /// style, reads back in full.
    func testTheSessionsCodeRoundTripsInEveryLanguageAndStyle() throws {
        let folder = Self.sessions + "/code"
        for name in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() {
            let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
            let mismatches = CodeRoundTrip.check(text, language: name.hasSuffix(".m") ? .objc : .swift)
            XCTAssertTrue(mismatches.isEmpty, "\(name): \(mismatches.map { "\($0.language) \($0.style): \($0.skipped)" })")
        }
    }
}
