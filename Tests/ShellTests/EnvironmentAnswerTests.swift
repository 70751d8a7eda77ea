import XCTest
@testable import Shell

/// The Environment commands answer values: a setting asked or set, what the table did about a
/// text size, a text's measure, the font loaded.
final class EnvironmentAnswerTests: XCTestCase {
    func testASettingAskedAloneAndSet() throws {
        let w = Workspace()
        XCTAssertEqual(try Scale(input("scale")).run(in: w),
                       Setting(name: "scale", value: .number(1), wasSet: false, usage: "scale 1|2|3"))
        XCTAssertEqual(try Scale(input("scale 3")).run(in: w).value, .number(3))
        XCTAssertEqual(w.scene.scale, 3)
        XCTAssertEqual(try Direction(input("direction rtl")).run(in: w),
                       Setting(name: "direction", value: .word("rtl"), wasSet: true, usage: "direction ltr|rtl"))
        XCTAssertEqual(try Columns(input("columns 120")).run(in: w).value, .number(120))
        XCTAssertEqual(w.terminalWidth, 120)
    }

    func testATextSizeSaysWhatTheTableDid() throws {
        let w = Workspace()
        for line in CommandTable.quotes + ["table reload"] { XCTAssertNil(w.run(line).error, line) }
        // The app observes the change (the default): the table measures its cells again.
        guard case .second(let change) = try TextSize(input("textsize XL")).run(in: w),
              case .measuredAgain(let frame) = change.table else { return XCTFail("the table measured nothing again") }
        XCTAssertEqual(change.category, "extraLarge")
        XCTAssertGreaterThan(frame.heightRequests, 0)
        // Already there: nothing to do.
        XCTAssertEqual(try TextSize(input("textsize XL")).run(in: w), .second(TextSizeChange(category: "extraLarge", table: .unaffected)))
        // An app that does not observe it: the table keeps its category until its next reload.
        XCTAssertNil(w.run("table app textsize=ignored").error)
        XCTAssertEqual(try TextSize(input("textsize XXL")).run(in: w),
                       .second(TextSizeChange(category: "extraExtraLarge", table: .keeps("extraLarge"))))
        guard case .first(let asked) = try TextSize(input("textsize")).run(in: w) else { return XCTFail("asked alone") }
        XCTAssertEqual(asked.value, .word("extraExtraLarge"))
    }

    func testMeasureAndFont() throws {
        let w = Workspace()
        let measured = try Measure(input("measure \"Hello world\" font=body width=100")).run(in: w)
        XCTAssertEqual(measured.width, 100)
        XCTAssertEqual(measured.lineCount, 1)
        XCTAssertEqual(measured.font, "body")
        XCTAssertFalse(measured.isTruncated)
        let path = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        try XCTSkipUnless(FileManager.default.fileExists(atPath: path), "no DejaVu Sans here")
        XCTAssertEqual(try LoadFont(input("font dejavu \(path)")).run(in: w), LoadedFont(name: "dejavu", face: "DejaVu Sans", unitsPerEm: 2048))
    }
}
