import TestSupport
import XCTest
@testable import Shell

/// The transcript format: reading, writing, and the round trip between them.
final class SessionTranscriptTests: XCTestCase {
    private let example = """
    # Self-sizing text cell, as in the programmatic VFL example.
    > view cell
    > label body in cell "Some long text" \\
    >     lines=0
    > H:|-6-[body]-6-|

    > frames
    view    x  y  width  height
    cell    0  0    320      32

      body  6  6    308      20
    # the end

    """

    func testReadsInputsOutputsCommentsAndBlanks() throws {
        let t = try Transcript(parsing: example)
        XCTAssertEqual(t.elements, [
            .comment("# Self-sizing text cell, as in the programmatic VFL example."),
            .command(.init(input: ["view cell"])),
            .command(.init(input: [#"label body in cell "Some long text" \"#, "    lines=0"])),
            .command(.init(input: ["H:|-6-[body]-6-|"])),
            .blank,
            .command(.init(input: ["frames"], output: [
                "view    x  y  width  height", "cell    0  0    320      32", "", "  body  6  6    308      20",
            ])),
            .comment("# the end"),
        ])
        XCTAssertEqual(t.commands[1].line, #"label body in cell "Some long text"      lines=0"#)
        XCTAssertEqual(t.commandLineNumbers, [2, 3, 5, 7])
        XCTAssertEqual(t.scriptLineNumbers, [1, 2, 4, 5])
    }

    func testWritingGivesBackTheFile() throws {
        XCTAssertEqual(try Transcript(parsing: example).text, example)
    }

    func testEscapesOutputThatWouldReadAsSomethingElse() throws {
        let command = Transcript.Command(input: ["echo x"], output: ["", "> not input", "# not a comment", "\\ back", "x", "", ""])
        let t = Transcript([.command(command), .blank, .comment("# after")])
        XCTAssertEqual(t.text, """
        > echo x

        \\> not input
        \\# not a comment
        \\\\ back
        x
        \\
        \\

        # after

        """)
        XCTAssertEqual(try Transcript(parsing: t.text), t)
    }

    func testAcceptsCRLFAndNoFinalNewlineAndABareInputMark() throws {
        let t = try Transcript(parsing: "> echo a\r\na\r\n>\r\n> echo b\nb")
        XCTAssertEqual(t.commands, [.init(input: ["echo a"], output: ["a"]), .init(input: [""]), .init(input: ["echo b"], output: ["b"])])
    }

    /// Write then read gives the same transcript, for many transcripts made of awkward parts.
    func testRoundTripOfGeneratedTranscripts() throws {
        var generator = SplitMix64(seed: 42)
        let pieces = ["", "x", "> y", ">", "#", "# z", "\\", "\\\\", " ", "  indented", "a (re)", "b (glob)", "1(~)", "tab\there",
                      "ends with \\", "ü ☃ 👩‍👩‍👧"]
        for _ in 0..<500 {
            var elements: [Transcript.Element] = []
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                switch Int.random(in: 0...3, using: &generator) {
                case 0: elements.append(.comment("#" + (pieces.randomElement(using: &generator) ?? "")))
                case 1: elements.append(.blank)
                default:
                    var input = (0..<Int.random(in: 0...2, using: &generator)).map { _ in
                        "echo " + (pieces.randomElement(using: &generator) ?? "") + " \\"
                    }
                    input.append("frames" + (Bool.random(using: &generator) ? "" : " # note"))
                    let output = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                        (pieces.randomElement(using: &generator) ?? "").replacingOccurrences(of: " (re)", with: "")
                    }
                    elements.append(.command(.init(input: input, output: output)))
                }
            }
            let t = Transcript(elements)
            let read = try Transcript(parsing: t.text)
            // Blank lines right after an output are separators, whatever the model says.
            XCTAssertEqual(read.text, t.text)
            XCTAssertEqual(read.commands, t.commands, t.text)
            XCTAssertEqual(try Transcript(parsing: read.text), read)
        }
    }

    func testRefusesWhatItCannotReadWithTheLine() {
        func problem(_ text: String) -> TranscriptError? {
            do { _ = try Transcript(parsing: text, path: "t.session"); return nil } catch { return error }
        }
        let early = problem("# intro\nview cell\n")
        XCTAssertEqual(early?.line, 2)
        XCTAssertEqual(early?.text, "view cell")
        XCTAssertTrue(early?.description.hasPrefix("t.session:2: output with no input above it") ?? false)

        XCTAssertEqual(problem("> frames\nview\n# now\ncell 0 0\n")?.line, 4)
        XCTAssertEqual(problem("> echo a\n>echo b\n")?.line, 2)
        XCTAssertEqual(problem("> label a \\\nlines=0\n")?.line, 2)
        XCTAssertEqual(problem("> label a \\\n")?.message, "the last input ends in '\\' but no input line follows")
        let regex = problem("> echo a\n\n([a (re)\n")
        XCTAssertEqual(regex?.line, 3)
        XCTAssertEqual(regex?.message, "this (re) line is not a regular expression Trellis can match: a '[' is not closed")
        XCTAssertEqual(problem("> echo a\n\nnot output? it is: blank then output continues the output\n"), nil)
    }
}
