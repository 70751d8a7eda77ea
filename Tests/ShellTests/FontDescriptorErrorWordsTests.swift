import Layout
import XCTest
@testable import Shell

/// Issue 32 (part 3): a font description, a text style's or a category's name that cannot be
/// read is refused with a value; the shell's words for each reason are pinned here, from the
/// text that gives it.
final class FontDescriptorErrorWordsTests: XCTestCase {
    private func words(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        do {
            let descriptor = try FontDescriptor(parsing: text)
            XCTFail("'\(text)' parsed as \(descriptor)", file: file, line: line)
            return nil
        } catch {
            return error.reason.words
        }
    }

    func testDescriptions() {
        XCTAssertEqual(words(""), "expected a font: a text style (body, headline, …), a size in points, or system, bold or mono and a size")
        XCTAssertEqual(words("system 17 extra"), "unexpected 'extra' after the size")
        XCTAssertEqual(words("\"\" 12"), "a font name cannot be empty")
        XCTAssertEqual(words("Mono"), "'Mono' needs a size in points, as in 'mono 13'")
        XCTAssertEqual(words("\"Open Sans\""), "the font 'Open Sans' needs a size in points, as in '\"Open Sans\" 13'")
        XCTAssertEqual(words("mono x"), "'x' is not a size in points")
        XCTAssertEqual(words("system 1e9"), "a font size must be more than 0 and at most 1000 points, not 1e9")
        XCTAssertEqual(words("body 20"),
                       "the text style 'body' takes its size from the content size category; for a fixed size write 'system 20'")
        XCTAssertEqual(words("  \"Open Sans 12"), "this quote is not closed")
        XCTAssertEqual(words("bdy"), "unknown text style 'bdy'; did you mean 'body'?")
        XCTAssertEqual(words("zzzzzzzzz"), "unknown text style 'zzzzzzzzz'; expected one of largeTitle, title1, title2, title3, headline, "
                       + "body, callout, subheadline, footnote, caption1, caption2")
    }

    func testCategories() {
        func words(_ name: String) -> String? {
            do { _ = try ContentSizeCategory(parsing: name); return nil } catch { return error.reason.words }
        }
        XCTAssertEqual(words("AX6"), "unknown content size category 'AX6'; did you mean 'AX1'?")
        XCTAssertEqual(words("zzzzzzzzz"), "unknown content size category 'zzzzzzzzz'; expected one of XS, S, M, L, XL, XXL, XXXL, "
                       + "AX1, AX2, AX3, AX4, AX5 or their UIKit or SwiftUI names")
    }

    func testAFaceNotLoaded() {
        func words(_ name: String, _ library: FontLibrary = .builtIn) -> String? {
            do { _ = try FontDescriptor.named(name, size: 12).resolve(in: library); return nil } catch { return error.reason.words }
        }
        XCTAssertEqual(words("Nope"), "no font named 'Nope' has been loaded")
        XCTAssertEqual(FontDescriptorError.Reason.notLoaded("Intr", suggestion: "Inter", loaded: ["Inter"]).words,
                       "no font named 'Intr' has been loaded; did you mean 'Inter'?")
        XCTAssertEqual(FontDescriptorError.Reason.notLoaded("Nope", suggestion: nil, loaded: ["Inter", "Mono"]).words,
                       "no font named 'Nope' has been loaded (loaded: Inter, Mono)")
    }
}
