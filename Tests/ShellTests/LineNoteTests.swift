import Foundation
import Layout
import XCTest
@testable import Shell

/// What a line says beside its answer is a value: a conflict names its constraints, with
/// their text and origin, in a JSON line as well as in words.
final class LineNoteTests: XCTestCase {
    private func conflicting(_ w: Workspace) -> Workspace.Reply {
        for line in ["view a width=10 height=10", "view b in a", "b.width == 20"] { XCTAssertNil(w.run(line).error, line) }
        return w.run("b.width == 30")
    }

    func testAConflictInAJSONLineIsAnObjectWithItsConstraints() throws {
        let w = Workspace()
        XCTAssertNil(w.run("json on").error)
        let line = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(conflicting(w).output.utf8)) as? [String: Any])
        let notes = try XCTUnwrap(line["notes"] as? [[String: Any]])
        XCTAssertEqual(notes.count, 1)
        XCTAssertEqual(notes.first?["note"] as? String, "conflict")
        let constraints = try XCTUnwrap(notes.first?["constraints"] as? [[String: Any]])
        XCTAssertEqual(constraints.compactMap { $0["name"] as? String }, ["c1", "c2"])
        XCTAssertEqual(constraints.compactMap { $0["constraint"] as? String }, ["b.width == 20", "b.width == 30"])
        XCTAssertEqual((notes.first?["broken"] as? [String: Any])?["name"] as? String, "c2")
        XCTAssertTrue((notes.first?["text"] as? String)?.hasPrefix("Unable to simultaneously satisfy constraints.") == true)
    }

    func testTheWordsOfAConflictAreUIKitsConsoleMessage() {
        let w = Workspace()
        XCTAssertEqual(conflicting(w).output, """
            Unable to simultaneously satisfy constraints.
                Probably at least one of the constraints in the following list is one you don't want.
            (
                "c1: b.width == 20",
                "c2: b.width == 30",
            )

            Will attempt to recover by breaking constraint
            c2: b.width == 30
            """)
    }

    func testConflictsOneAfterAnotherAreOneNoteApartByABlankLine() {
        let conflict = ConflictNote(constraints: [.init(name: "c1", constraint: "a.width == 1", origin: .user)],
                                    broken: .init(name: "c1", constraint: "a.width == 1", origin: .user))
        let words = LineNoteText(style: .plain)
        let lines = words.lines([.constraintRenamed(from: "a", to: "c3"), .conflict(conflict), .conflict(conflict)])
        XCTAssertEqual(lines.count, 2)
        XCTAssertEqual(lines.first, "(the constraint a is now called c3, to free the name for the view)")
        XCTAssertEqual(lines.last, words.text(.conflict(conflict)) + "\n\n" + words.text(.conflict(conflict)))
    }

    func testASystemConstraintSaysWhoMadeIt() {
        let item = ConflictNote.Item(name: "cell.root.width", constraint: "cell.width == 320", origin: .rootSize)
        let text = LineNoteText(style: .plain).text(.conflict(ConflictNote(constraints: [item], broken: item)))
        XCTAssertTrue(text.hasSuffix("cell.root.width: cell.width == 320   (root size)"), text)
    }
}
