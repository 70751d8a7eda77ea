import Foundation
import XCTest
@testable import Shell

/// `frames`, `views`, `constraints` and `check` compute one result; the text and the JSON are
/// two printings of it, so they cannot disagree.
final class InspectionResultTests: XCTestCase {
    private let lines = ["view cell width=320", #"label body in cell "Some text that wraps onto a second line here" lines=0"#,
                         "image photo in cell 64x64", "H:|-8-[photo]-8-[body]-8-|", "V:|-8-[body]-8-|", "photo.top == cell.top + 8",
                         "photo.hidden = true"]

    func testFramesTextAndJSONAgreeRowForRow() throws {
        let w = workspace(lines)
        let text = w.run("frames").output.split(separator: "\n").dropFirst().map { $0.split(separator: " ").map(String.init) }
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(w.run("frames --json").output.utf8)) as? [[String: Any]])
        XCTAssertEqual(text.count, json.count)
        for (columns, object) in zip(text, json) {
            XCTAssertEqual(columns.first, object["name"] as? String)
            let numbers = columns.suffix(4).compactMap(Double.init)
            XCTAssertEqual(numbers, ["x", "y", "width", "height"].compactMap { object[$0] as? Double }, "\(columns)")
        }
        XCTAssertEqual(try answer(Frames.self, "frames", in: w).rows.filter(\.isHidden).map(\.name), ["photo"])
    }

    func testConstraintsAndCheckTextAndJSONNameTheSameConstraints() throws {
        let w = workspace(lines + ["body.width == 10 as narrow", "body.width == 20 as wide"])
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(w.run("constraints --json").output.utf8)) as? [[String: Any]])
        let text = w.run("constraints").output.split(separator: "\n").dropFirst().compactMap { $0.split(separator: " ").first.map(String.init) }
        XCTAssertEqual(text, json.compactMap { $0["name"] as? String })
        let check = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(w.run("check --json").output.utf8)) as? [String: Any])
        let broken = (check["broken"] as? [[String: Any]])?.compactMap { $0["name"] as? String } ?? []
        XCTAssertFalse(broken.isEmpty)
        for name in broken { XCTAssertTrue(w.run("check").output.contains("  \(name): "), name) }
    }

    /// Asking does not change the answer: the same command twice answers the same, printed
    /// as text or as JSON in between.
    func testAQueryChangesNothing() throws {
        let w = workspace(lines)
        let frames = try answer(Frames.self, "frames", in: w)
        let views = try answer(Views.self, "views", in: w)
        let constraints = try answer(Constraints.self, "constraints --all", in: w)
        let check = try answer(Check.self, "check", in: w)
        for command in ["frames", "views", "constraints --all", "check", "frames --json", "views --json"] {
            XCTAssertNil(w.run(command).error, command)
        }
        XCTAssertEqual(try answer(Frames.self, "frames", in: w), frames)
        XCTAssertEqual(try answer(Views.self, "views", in: w), views)
        XCTAssertEqual(try answer(Constraints.self, "constraints --all", in: w), constraints)
        XCTAssertEqual(try answer(Check.self, "check", in: w), check)
        XCTAssertFalse(frames.rows.isEmpty)
        XCTAssertFalse(constraints.rows.isEmpty)
    }
}

/// An error goes under the word the parser read for what it is about, not under the first
/// place the same text appears in the line.
final class ErrorPositionFromTheParserTests: XCTestCase {
    func testAnUnknownViewNamedLikeAnAttributeIsPointedAtAsAView() {
        let w = workspace(["view cell"])
        let error = w.run("cell.width == width.height").error
        XCTAssertEqual(error?.message.hasPrefix("no view named 'width'"), true, "\(String(describing: error))")
        XCTAssertEqual(error?.position.column, 15)
        XCTAssertEqual(error?.length, 5)
    }

    func testAVisualFormatLayoutErrorIsUnderTheViewInTheFormat() {
        let w = workspace(["view a", "view b", "view inner in a", "view other in b"])
        let error = w.run("H:[inner]-[other]").error
        XCTAssertNotNil(error)
        XCTAssertEqual(error?.position.column, 4, "\(String(describing: error?.message))")
        XCTAssertEqual(error?.length, 5)
    }
}
