import XCTest
import TestSupport
@testable import Layout

final class FontDescriptorTests: XCTestCase {
    private func parse(_ text: String) throws -> FontDescriptor { try FontDescriptor(parsing: text) }

    private func error(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> FontDescriptorError? {
        do {
            let descriptor = try FontDescriptor(parsing: text)
            XCTFail("'\(text)' parsed as \(descriptor)", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    func testParsesEveryForm() throws {
        XCTAssertEqual(try parse("body"), .textStyle(.body))
        XCTAssertEqual(try parse("  Caption1 "), .textStyle(.caption1))
        XCTAssertEqual(try parse("17"), .system(size: 17))
        XCTAssertEqual(try parse("13.5pt"), .system(size: 13.5))
        XCTAssertEqual(try parse("system 17"), .system(size: 17))
        XCTAssertEqual(try parse("BOLD 17pt"), .bold(size: 17))
        XCTAssertEqual(try parse("mono 13"), .mono(size: 13))
        XCTAssertEqual(try parse("monospaced 13"), .mono(size: 13))
        XCTAssertEqual(try parse("Inter 15"), .named("Inter", size: 15))
        XCTAssertEqual(try parse("\"Source Serif\" 15"), .named("Source Serif", size: 15))
        XCTAssertEqual(try parse("\"body\" 12"), .named("body", size: 12), "a quoted name is never a style")
    }

    func testDescriptionsReadBack() throws {
        let descriptors: [FontDescriptor] = [
            .textStyle(.headline), .system(size: 17), .bold(size: 13.5), .mono(size: 13),
            .named("Inter", size: 15), .named("Source Serif", size: 15), .named("body", size: 12),
            .named("mono", size: 9), .named("12", size: 9),
        ]
        for descriptor in descriptors {
            XCTAssertEqual(try parse(descriptor.description), descriptor, descriptor.description)
        }
        XCTAssertEqual(FontDescriptor.system(size: 17).description, "system 17")
        XCTAssertEqual(FontDescriptor.named("Source Serif", size: 15).description, "\"Source Serif\" 15")
    }

    func testErrorsSayWhatAndWhere() {
        XCTAssertEqual(error("")?.offset, 0)
        XCTAssertEqual(error("   ")?.offset, 0)

        let typo = error("bdy")
        XCTAssertEqual(typo?.offset, 0)
        XCTAssertEqual(typo?.reason, .unknownTextStyle("bdy", suggestion: "body"))

        let noSize = error("mono")
        XCTAssertEqual(noSize?.offset, 4, "at the end, where the size should be")
        XCTAssertEqual(noSize?.reason, .keywordNeedsSize(written: "mono", keyword: "mono"))

        XCTAssertEqual(error("mono x")?.offset, 5)
        XCTAssertEqual(error("mono x")?.reason, .notASize("x"))
        XCTAssertEqual(error("mono 0")?.offset, 5)
        XCTAssertEqual(error("mono -3")?.offset, 5)
        XCTAssertEqual(error("system 1e9")?.offset, 7)
        XCTAssertEqual(error("system nan")?.offset, 7)
        XCTAssertEqual(error("12x")?.offset, 0)
        XCTAssertEqual(error("body 20")?.offset, 5, "a style takes no size")
        XCTAssertEqual(error("system 17 extra")?.offset, 10)
        XCTAssertEqual(error("12 13")?.offset, 3)
        XCTAssertEqual(error("Inter \"15\"")?.offset, 6)
        XCTAssertEqual(error("  \"Open Sans 12")?.offset, 2, "the quote that is not closed")
        XCTAssertEqual(error("\"\" 12")?.offset, 0)
        XCTAssertEqual(error("\"Open Sans\"")?.offset, 11)
    }

    func testResolvesAgainstACategoryAndALibrary() throws {
        XCTAssertEqual(try FontDescriptor.textStyle(.body).resolve(), Font.system(size: 17))
        XCTAssertEqual(
            try FontDescriptor.textStyle(.headline).resolve(category: .accessibilityMedium),
            Font(face: .dejaVuSansBold, pointSize: 28))
        XCTAssertEqual(try FontDescriptor.system(size: 20).resolve(category: .extraSmall), Font.system(size: 20), "fixed sizes do not scale")
        XCTAssertEqual(try FontDescriptor.bold(size: 20).resolve(), Font.boldSystem(size: 20))
        XCTAssertEqual(try FontDescriptor.mono(size: 13).resolve(), Font.monospaced(size: 13))
        XCTAssertEqual(try FontDescriptor.default.resolve(), Font.system(size: 17))

        var library = FontLibrary.builtIn
        XCTAssertThrowsError(try FontDescriptor.named("Inter", size: 15).resolve(in: library))
        var synthetic = SyntheticTrueType()
        let face = try FontFace(trueTypeData: synthetic.bytes())
        library.add(face, named: "Inter")
        XCTAssertEqual(try FontDescriptor.named("inter", size: 15).resolve(in: library), Font(face: face, pointSize: 15))
        XCTAssertEqual(library.faceNames, ["Inter"])
        XCTAssertThrowsError(try FontDescriptor.named("Intr", size: 15).resolve(in: library)) { error in
            XCTAssertEqual((error as? FontDescriptorError)?.reason, .notLoaded("Intr", suggestion: "Inter", loaded: ["Inter"]))
        }
        XCTAssertTrue(library.remove(named: "INTER"))
        XCTAssertEqual(library, FontLibrary.builtIn)
    }

    func testCompletionsListStylesKeywordsAndLoadedFaces() throws {
        var library = FontLibrary.builtIn
        var synthetic = SyntheticTrueType()
        library.add(try FontFace(trueTypeData: synthetic.bytes()), named: "Inter")
        let completions = FontDescriptor.completions(in: library)
        for name in ["body", "caption1", "largeTitle", "system", "bold", "mono", "Inter"] {
            XCTAssertTrue(completions.contains(name), name)
        }
    }
}
