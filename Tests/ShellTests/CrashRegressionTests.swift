import XCTest
import Notation
import TestSupport
import Foundation
import Layout
@testable import Shell

/// Inputs found by fuzzing the release binary (../shared/repro) that killed the process or
/// hung it; each now gets an answer. No test here asserts a time: they would have crashed.
final class CrashRegressionTests: XCTestCase {
    /// repro/01: `l.height = 1e300` then `draw` died converting the height to an integer.
    func testAHugeSizeIsRefusedWithTheRange() {
        let w = workspace([#"label l "x""#])
        let reply = w.run("l.height = 1e300")
        XCTAssertEqual(reply.error?.message, "height is a number from 0 to 10,000,000, or none, not '1e300'")
        XCTAssertEqual(reply.error?.position.column, 12)
        XCTAssertNil(w.run("draw").error)
        XCTAssertEqual(w.run("image i 1e8x10").error?.message, "an image's size is WIDTHxHEIGHT, each from 0 to 10,000, not '1e8x10'")
        for line in ["l.height = 99999999999999999999", "view v frame=0,0,1e9,10", "l.width == 1e15",
                     "suggest x 1e8", "x == 1e300"] {
            XCTAssertTrue(w.run(line).error?.message.contains("10,000,000") ?? false, line)
        }
        XCTAssertEqual(w.run("l.height = 1e7").error, nil)
        XCTAssertEqual(w.run("view v frame=0,0,1e9,10").error?.message,
                       "a frame is x,y,width,height, each from -10,000,000 to 10,000,000, as 0,0,320,44, or none, not '0,0,1e9,10'")
    }

    /// repro/02b: 100,000 unary minus signs, or 20,000 parentheses, overflowed the stack. A
    /// line is now at most 64 KB; 60,000 signs still recursed 60,000 deep before.
    func testDeepExpressionsDoNotExhaustTheStack() {
        let w = Workspace()
        XCTAssertEqual(w.run("x == " + String(repeating: "-", count: 60_000) + "1").output, "[1] x == "
                       + String(repeating: "-", count: 60_000) + "1\nx = 1")
        XCTAssertEqual(w.run("y == " + String(repeating: "-", count: 60_001) + "1").error, nil)
        let deep = "z == " + String(repeating: "(", count: 20_000) + "1" + String(repeating: ")", count: 20_000)
        XCTAssertLessThan(deep.utf8.count, Workspace.maximumLineBytes)
        let reply = w.run(deep)
        XCTAssertEqual(reply.error?.message, "parentheses nest at most 64 deep")
        XCTAssertEqual(reply.error?.position.column, 6 + 64)
        let fine = "z == " + String(repeating: "(", count: 64) + "1" + String(repeating: ")", count: 64)
        XCTAssertNil(w.run(fine).error)
        XCTAssertEqual(w.run("p == 10000000 * 10000000 * q").error?.message,
                       "the numbers of this constraint add or multiply beyond ±10,000,000, a layout's range")
    }

    /// A review: numbers each in range added up past it in one constraint over views.
    func testConstantsThatAddUpBeyondTheRangeAreRefused() {
        let w = workspace(["view r", "r.width = 100", "view c in r"])
        let line = "c.left == r.left" + String(repeating: " + 9999999", count: 2_000)
        let reply = w.run(line)
        XCTAssertEqual(reply.error?.message, "the numbers of this constraint add or multiply beyond ±10,000,000, a layout's range")
        XCTAssertEqual(reply.error?.position.column, 11)
        XCTAssertEqual(reply.error?.length, line.count - 10)
        XCTAssertNil(w.scene.constraints["c1"])
        XCTAssertEqual(w.run("c.width == 5000 * r.width * 5000").error?.message, reply.error?.message)
        XCTAssertNil(w.run("c.left == r.left + 5000000 + 5000000").error)
    }

    /// A review: sixty multipliers of 9,999,999 in a chain made widths of inf, printed as inf
    /// by frames and null by frames --json. (Frames said so; since turn3/10 the chain stops
    /// at its first link, which would place v1 beyond the range, and every frame is finite.)
    func testFramesThatAreNotFiniteAreSaidSo() {
        let w = workspace(["view v0 width=10", "view v1 in v0"])
        let reply = w.run("v1.left == 9999999 * v0.right")
        XCTAssertEqual(reply.error?.message, "it would make v1.left 99999990, beyond ±10,000,000, a layout's range: the constraint is not added")
        for line in ["frames", "frames --json"] {
            let reply = w.run(line)
            XCTAssertNil(reply.error, reply.output)
            XCTAssertFalse(reply.output.contains("inf"), reply.output)
        }
    }

    /// A limit's refusal points at what it is about: a subview too deep at its parent, a view
    /// too many at its name.
    func testALimitsCaretIsUnderWhatItIsAbout() {
        var lines = ["view v0"]
        for i in 1...100 { lines.append("view v\(i) in v\(i - 1)") }
        let w = workspace(lines)
        let reply = w.run("view deeper in v100")
        XCTAssertEqual(reply.error?.message, "a view is at most 100 levels below its root")
        XCTAssertEqual(reply.error?.position.column, 16)
        XCTAssertEqual(reply.error?.length, 4)
        let long = w.run("view " + String(repeating: "n", count: 257))
        XCTAssertEqual(long.error?.position.column, 6)
        XCTAssertEqual(long.error?.length, 257)
    }

    /// A review: a constraint's name over the limit had the caret under the whole line.
    func testAConstraintNameTooLongIsPointedAt() {
        let w = workspace(["view c"])
        let name = String(repeating: "k", count: 257)
        let reply = w.run("c.height == 10 as \(name)")
        XCTAssertEqual(reply.error?.message, "a name is at most 256 bytes long")
        XCTAssertEqual(reply.error?.position.column, 19)
        XCTAssertEqual(reply.error?.length, 257)
    }

    /// repro/04: spacings of 1e308 made an infinite row height, which `table chart` converted.
    func testAVisualFormatNumberOutOfRangeIsRefusedUnderIt() {
        let w = workspace(["view cell", #"label body in cell "" lines=0"#])
        let reply = w.run("V:|-(1e308)-[body]-(1e308)-|")
        XCTAssertEqual(reply.error?.message, "'1e308' is out of range: a layout's numbers are from -10,000,000 to 10,000,000")
        XCTAssertEqual(reply.error?.position.column, 6)
        XCTAssertEqual(reply.error?.length, 5)
        XCTAssertTrue(w.run("H:|-[body(<=2e7)]-|").error?.message.contains("'2e7' is out of range") ?? false)
        // At the limit, a number is taken, but not a cell it would make 20,000,000 tall.
        let tall = w.run("V:|-(10000000)-[body]-(10000000)-|").error?.message ?? ""
        XCTAssertTrue(tall.contains("it would make cell.bottom 20000000, beyond ±10,000,000"), tall)
        XCTAssertNil(w.run("V:|-(5000000)-[body]-(5000000)-|").error)
        for line in ["table data sentences 3", "table cell cell", "table reload", "table chart", "draw"] {
            XCTAssertNil(w.run(line).error, line)
        }
    }

    /// repro/16: a word of 200,000 letters took quadratic time in the did-you-mean search.
    func testAVeryLongUnknownWordIsRefusedWithoutASuggestion() {
        let word = "frame" + String(repeating: "é", count: 30_000)
        let reply = Workspace().run(word)
        XCTAssertEqual(reply.error?.message, "'\(word)' is not a command; type 'help' for the list")
        // The message is shown cut in its middle, and the line around the caret.
        let shown = reply.output.split(separator: "\n")
        XCTAssertEqual(shown.count, 3)
        XCTAssertTrue(shown.allSatisfy { $0.count < 2 * SourceError.shownWidth + 40 }, reply.output)
        XCTAssertTrue(shown[0].hasSuffix("é' is not a command; type 'help' for the list"))
        XCTAssertEqual(closestName(to: "frmes", in: ["frames", "draw"]), "frames")
        XCTAssertNil(closestName(to: String(repeating: "a", count: 5000), in: ["frames"]))
    }

    /// repro/16 and the 2 MB word: a line over 64 KB is refused where it passes the limit,
    /// and its echo is the part around the caret, not the megabytes.
    func testALineOverTheLimitIsRefusedWhereItPassesIt() {
        let w = Workspace()
        for prefix in ["frame", "help ", "table ", "label l \"", "x == "] {
            let line = prefix + String(repeating: "é", count: 2_000_000)
            let reply = w.run(line)
            XCTAssertEqual(reply.error?.message, "a line is at most 65,536 bytes; this one has \(grouped(line.utf8.count))")
            // 'é' is two bytes: the caret is under the first character that does not fit.
            XCTAssertEqual(reply.error?.position.column, prefix.count + (65_536 - prefix.utf8.count) / 2 + 1, prefix)
            XCTAssertLessThan(reply.output.utf8.count, 2_000, prefix)
            XCTAssertTrue(reply.output.hasSuffix("…\n  " + String(repeating: " ", count: 1 + SourceError.shownWidth / 3) + "^"), prefix)
        }
        XCTAssertNil(w.run("label ok \"" + String(repeating: "é", count: 32_000) + "\"").error, "64 KB of text is fine")
        XCTAssertTrue(w.scene.views["l"] == nil)
    }
}

/// repro/13: files that source the next one twice ran 2^18 times with no limit.
final class SourceFanOutTests: XCTestCase {
    func testSourceIsBoundedInDepthAndInLines() throws {
        let directory = try temporaryDirectory()
        for i in 0..<40 {
            try "source f\(i + 1).trellis\n".write(toFile: directory + "/f\(i).trellis", atomically: true, encoding: .utf8)
        }
        let w = Workspace()
        w.currentDirectory = directory
        let deep = w.run("source f0.trellis")
        XCTAssertEqual(deep.error?.message, "'f0.trellis' stopped at line 1")
        XCTAssertTrue(deep.output.contains("sources nest at most 32 deep"), deep.output)
        for i in 0..<20 {
            try "source g\(i + 1).trellis\nsource g\(i + 1).trellis\n".write(toFile: directory + "/g\(i).trellis", atomically: true, encoding: .utf8)
        }
        try "echo leaf\n".write(toFile: directory + "/g20.trellis", atomically: true, encoding: .utf8)
        let wide = w.run("source g0.trellis")
        XCTAssertNotNil(wide.error)
        XCTAssertEqual(wide.error?.message, "'g0.trellis' stopped at line 1")
        XCTAssertTrue(wide.output.contains("stopped after 100,000 lines run through source (a file that sources others more than once?)"),
                      String(wide.output.suffix(300)))
    }
}

/// No byte of a font file reaches the terminal as a control sequence: its name is shown
/// escaped, and a font without a name is named by the word it was loaded as.
final class FontNameEchoTests: XCTestCase {
    func testAFontsNameIsShownEscaped() throws {
        let directory = try temporaryDirectory()
        var font = SyntheticTrueType()
        font.fullName = "Evil\u{1B}]0;OWNED\u{7}\u{1B}[2J"
        FileManager.default.createFile(atPath: directory + "/evil.ttf", contents: Data(font.bytes()))
        font.fullName = nil
        FileManager.default.createFile(atPath: directory + "/nameless.ttf", contents: Data(font.bytes()))
        let w = Workspace()
        w.currentDirectory = directory
        XCTAssertEqual(w.run("font e evil.ttf").output,
                       #"loaded e: Evil\e]0;OWNED\u{7}\e[2J, 1000 units a em; use it as font="e 15""#)
        XCTAssertEqual(w.run("font n nameless.ttf").output, #"loaded n: 1000 units a em; use it as font="n 15""#)
    }
}

/// The last guard before a terminal, and JSON's escapes: a review found file names, data
/// file headers and constant bindings printed raw, and C1 controls raw in `views --json`.
final class TerminalSafetyTests: XCTestCase {
    func testNothingButLineBreaksTabsAndOurColoursReachesTheTerminal() {
        let hostile = "wrote e\u{1B}]0;T\u{7}.svg \u{1B}[2J\u{9B}2J\u{7F}\tok\n\u{1B}[31mred\u{1B}[0m"
        XCTAssertEqual(hostile.terminalSafe(keepingStyles: false),
                       "wrote e\\e]0;T\\u{7}.svg \\e[2J\\u{9b}2J\\u{7f}\tok\n\\e[31mred\\e[0m")
        // With colour on, colour sequences pass (the shell's own, or at worst a colour); the
        // sequences that clear, move or retitle do not.
        XCTAssertEqual(hostile.terminalSafe(keepingStyles: true),
                       "wrote e\\e]0;T\\u{7}.svg \\e[2J\\u{9b}2J\\u{7f}\tok\n\u{1B}[31mred\u{1B}[0m")
        XCTAssertEqual("plain".terminalSafe(keepingStyles: true), "plain")
    }

    func testJSONEscapesTheControlsATerminalObeys() {
        XCTAssertEqual(JSON.string("a\u{9B}b\u{7F}\u{1B}").rendered(), "\"a\\u009bb\\u007f\\u001b\"")
        let w = Workspace()
        _ = w.run("view v")
        _ = w.run("label l in v \"x\u{9B}2J\"")
        XCTAssertFalse(w.run("views --json").output.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) })
    }
}
