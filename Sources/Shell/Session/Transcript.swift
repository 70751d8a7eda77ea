/// A session transcript: the lines a person typed, the output each printed, and the comments
/// that tell the story — the text of a `.session` file, as values.
///
/// In the file, `> ` starts an input line (a line ending in `\` continues on the next `> `
/// line), the lines under it are the output it must print, `#` starts a comment and a blank
/// line between blocks only separates them:
///
/// ```
/// # A label that wraps inside 6 pt margins.
/// > view cell width=320
/// > label body in cell "Some long text" \
/// >     lines=0
/// > frames
/// view    x  y  width  height
/// cell    0  0    320      32
///   body  6  6    308      20
/// ```
///
/// An error prints as in the shell, `error at LINE:COLUMN: …`, where LINE is the input's line
/// in the script that the input lines make on their own (``scriptLineNumbers``).
///
/// An expected output line may be a pattern: it ends in ` (re)` (a regular expression for the
/// whole line), or ` (glob)` (`*` any run, `?` one character, `\` makes the next literal), or
/// a figure in it is followed by `(~)` (`took 0.41(~) ms`: any number there). A literal
/// output line that starts with `>`, `#` or `\`, or an empty line at the end of an output, is
/// written with a `\` in front.
public struct Transcript: Equatable, Sendable {
    /// One block of a transcript file.
    public enum Element: Equatable, Sendable {
        /// A comment line, kept as written (it starts with `#`).
        case comment(String)
        /// A blank line between blocks.
        case blank
        /// An input and the output it must print.
        case command(Command)
    }

    /// An input (its physical lines: continuation lines stay apart, as typed) and the output
    /// lines expected under it (in pattern syntax, without the file's leading-`\` escape).
    public struct Command: Equatable, Sendable {
        /// The input's lines without their `> `; every line but the last ends in `\`.
        public var input: [String]
        /// The expected output lines; empty when the input prints nothing.
        public var output: [String]

        /// A command of these input lines (as typed) and expected output lines.
        public init(input: [String], output: [String] = []) {
            self.input = input
            self.output = output
        }

        /// The line the shell runs: the continuation lines joined as scripts join them.
        public var line: String { joinContinuationLines(input) }
    }

    /// The blocks of the file, in order.
    public var elements: [Element]

    /// A transcript of these blocks.
    public init(_ elements: [Element] = []) {
        self.elements = elements
    }

    /// The line each command runs at, in order: its line in the script that the transcript's
    /// input lines make on their own (comments and output left out), as `trellis` would
    /// number it running that script. An error names this line, so editing comments or output
    /// never changes an expected error.
    public var scriptLineNumbers: [Int] {
        var numbers: [Int] = []
        var next = 1
        for command in commands {
            numbers.append(next)
            next += max(1, command.input.count)
        }
        return numbers
    }

    /// The commands, in order.
    public var commands: [Command] {
        elements.compactMap { if case .command(let c) = $0 { return c } else { return nil } }
    }

    /// The 1-based file line of each command's first input line, in order.
    public var commandLineNumbers: [Int] {
        var numbers: [Int] = []
        var next = 1
        for element in elements {
            switch element {
            case .comment, .blank: next += 1
            case .command(let c):
                numbers.append(next)
                next += max(1, c.input.count) + c.output.count
            }
        }
        return numbers
    }

    /// A copy whose commands' outputs are replaced, in order, by `outputs` (missing ones kept).
    func replacingOutputs(_ outputs: [[String]]) -> Transcript {
        var copy = self
        var index = 0
        for (position, element) in elements.enumerated() {
            guard case .command(var c) = element else { continue }
            if index < outputs.count { c.output = outputs[index] }
            copy.elements[position] = .command(c)
            index += 1
        }
        return copy
    }
}

/// Joins an input's physical lines the way scripts do: a line ending in `\` loses it and
/// continues after one blank.
public func joinContinuationLines(_ lines: [String]) -> String {
    var joined = ""
    for line in lines {
        if line.hasSuffix("\\") {
            joined += line.dropLast() + " "
        } else {
            joined += line
        }
    }
    return joined
}
