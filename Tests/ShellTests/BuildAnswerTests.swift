import XCTest
import Cassowary
import Layout
@testable import Shell

/// The Build commands answer values: what was made, what a stack arranges, the constraints a
/// line made, a property's value now, and what a remove took away.
final class BuildAnswerTests: XCTestCase {
    func testMakingAViewAnswersWhatWasMadeAndWhere() throws {
        let w = workspace(["view cell width=320"])
        XCTAssertEqual(try MakeLabel(input("label body in cell \"Hi\" lines=0")).run(in: w),
                       ViewMade(name: "body", kind: .label, parent: "cell"))
        XCTAssertEqual(try MakeView(input("view other")).run(in: w), ViewMade(name: "other", kind: .view, parent: nil))
        XCTAssertEqual(try MakeImage(input("image photo in cell 64x64")).run(in: w), ViewMade(name: "photo", kind: .image, parent: "cell"))
        XCTAssertEqual(try MakeStack(input("stack row in cell")).run(in: w), ViewMade(name: "row", kind: .stack, parent: "cell"))
        XCTAssertEqual(try MakeGuide(input("guide spacer in cell")).run(in: w), ViewMade(name: "spacer", kind: .guide, parent: "cell"))
        XCTAssertEqual(w.scene.views["body"]?.label?.lines, 0)
    }

    func testAStackAnswersWhatItArrangesNow() throws {
        let w = workspace(["stack row width=320 spacing=8", "label a in row \"A\"", "label b in row \"B\""])
        let added = try StackAdd(input("stack add row a b")).run(in: w)
        XCTAssertEqual(added, StackArrangementMade(stack: "row", arranged: ["a", "b"], axis: .horizontal, distribution: .fill,
                                                   alignment: .fill, spacing: 8))
        XCTAssertEqual(try StackInsert(input("stack insert row b at 0")).run(in: w).arranged, ["b", "a"])
        XCTAssertEqual(try StackRemove(input("stack remove row b")).run(in: w).arranged, ["a"])
        XCTAssertEqual(try StackSpacing(input("stack spacing row after a 20")).run(in: w),
                       CustomSpacing(stack: "row", view: "a", spacing: 20))
        XCTAssertEqual(try StackSpacing(input("stack spacing row after a default")).run(in: w).spacing, nil)
    }

    func testConstraintLinesAnswerTheConstraintsTheyMade() throws {
        let w = workspace(["view cell width=320", "label body in cell \"Hi\""])
        let made = try ConstraintLine(input("body.height == 20 @999 as h")).run(in: w)
        XCTAssertEqual(made.constraints.map(\.name), ["h"])
        XCTAssertEqual(made.constraints.map { $0.constraint?.description }, ["body.height == 20 @999"])
        let format = try VisualFormatLine(input("H:|-6-[body]-6-|")).run(in: w)
        XCTAssertEqual(format.constraints.count, 2)
        XCTAssertEqual(Set(format.constraints.map(\.name)), Set(w.scene.constraintOrder.filter { $0 != "h" && w.scene.constraints[$0]?.origin.isSystem == false }))
    }

    func testAnAssignmentAnswersTheValueItNowHas() throws {
        let w = workspace(["view cell width=320", "stack row in cell", "label body in cell \"Hi\"", "body.width == 10 @999 as w"])
        XCTAssertEqual(try AssignmentLine(input("row.axis = v")).run(in: w),
                       PropertySet(target: "row", property: "axis", isConstraint: false, value: .word("vertical")))
        XCTAssertEqual(try AssignmentLine(input("cell.width = none")).run(in: w).value, .unset)
        XCTAssertEqual(try AssignmentLine(input("cell.margins = 8")).run(in: w).value, .insets(DirectionalInsets(all: 8)))
        XCTAssertEqual(try AssignmentLine(input("body.text = \"Two words\"")).run(in: w).value, .word("Two words"))
        let priority = try AssignmentLine(input("w.priority = 750")).run(in: w)
        XCTAssertTrue(priority.isConstraint)
        XCTAssertEqual(priority.value, .priority(try XCTUnwrap(Priority(750))))
    }

    func testRemoveAnswersWhatWent() throws {
        let w = workspace(["view cell width=320", "view box in cell", "label body in box \"Hi\"", "H:|-6-[body]-6-|",
                           "box.width == 100 as bw", "x >= 10"])
        XCTAssertEqual(try Remove(input("remove bw")).run(in: w), .first(Removed(views: [], constraints: ["bw"])))
        guard case .first(let removed) = try Remove(input("remove box")).run(in: w) else { return XCTFail("a view removed") }
        XCTAssertEqual(removed.views, ["box", "body"])
        XCTAssertEqual(removed.constraints.count, 2)
        guard case .second(let plain) = try Remove(input("remove 1")).run(in: w) else { return XCTFail("a plain constraint removed") }
        XCTAssertEqual(plain.number, 1)
        XCTAssertTrue(plain.wasRemoved)
    }

    func testAFormTakesJSONAsItsLastWord() throws {
        let w = workspace(["view cell width=320", "label body in cell \"Hi\""])
        let reply = w.run("body.lines = 0 --json")
        XCTAssertNil(reply.error, reply.output)
        XCTAssertTrue(reply.output.contains("\"property\": \"lines\""), reply.output)
        // A value that is the word itself stays the value.
        XCTAssertNil(w.run("body.text = --json").error)
        XCTAssertEqual(w.scene.views["body"]?.label?.text, "--json")
    }
}
