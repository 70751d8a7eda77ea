/// One line found by ``LineScanner``: where it is in the text and how wide it is.
struct ScannedLine {
    /// The first scalar of the line.
    var start: String.Index
    /// The end of the text the line shows: at a soft break the spaces that hang at the end of
    /// the line are left out; at a newline or the end of the text they are kept.
    var textEnd: String.Index
    /// The width of the line up to its last non-space scalar, in font units.
    var contentUnits: Int
    /// The width including trailing spaces; equals `contentUnits` at a soft break.
    var fullUnits: Int
    /// Whether the line ends at a newline or at the end of the text (not at a soft break).
    var endsParagraph: Bool
    /// Whether nothing follows the line.
    var isLast: Bool
}

/// Breaks text into lines, one at a time, without building any strings.
///
/// Greedy, as Core Text and TextKit are: each line takes as much as fits, breaking at the
/// last opportunity (see ``LineBreakClass``) before the first scalar that does not fit.
/// Spaces at a soft break hang: they neither count toward the width nor push anything to the
/// next line. In `word` mode a word that does not fit on a line of its own is broken between
/// characters; in `char` mode every character is a break opportunity. A line always takes at
/// least one character, even one wider than the line. Widths are summed in integer font units,
/// so they are exact and the same on every machine.
struct LineScanner<Reader: ScalarReader> {
    private let reader: Reader
    private let face: FontFace
    /// The largest width that fits, in font units (with a hair of tolerance), or infinity.
    private let limitUnits: Double
    private let breaksAnywhere: Bool

    private var index: Reader.Position
    private var cluster = ClusterAdvance()
    private var finished: Bool

    // The current line: segments already committed (each a word and the spaces after it)…
    private var lineStart: Reader.Position
    private var committedUnits = 0
    private var contentUnits = 0
    private var contentEnd: Reader.Position
    private var hasCommitted = false
    // …and the segment being read.
    private var wordStart: Reader.Position
    private var wordEnd: Reader.Position
    private var wordUnits = 0
    private var spaceUnits = 0
    private var inSpaces = false
    private var previousAllowsBreakAfter = false
    private var previousForbidsBreakAfter = false
    private var previousIsHyphenMinus = false

    init(reader: Reader, face: FontFace, maxWidthUnits: Double?, wrapping: TextWrapping) {
        self.reader = reader
        self.face = face
        if let maxWidthUnits, maxWidthUnits.isFinite {
            // Widths are whole font units; the tolerance only absorbs the rounding of the
            // conversion from points, so that text exactly as wide as the line fits.
            limitUnits = maxWidthUnits + 1e-9 * max(1, abs(maxWidthUnits))
        } else {
            limitUnits = .infinity
        }
        breaksAnywhere = wrapping == .char
        index = reader.start
        finished = reader.start == reader.end
        lineStart = index
        contentEnd = index
        wordStart = index
        wordEnd = index
    }

    private func scannedLine(start: Reader.Position, textEnd: Reader.Position, contentUnits: Int, fullUnits: Int,
                             endsParagraph: Bool, isLast: Bool) -> ScannedLine {
        ScannedLine(start: reader.textIndex(start), textEnd: reader.textIndex(textEnd), contentUnits: contentUnits,
                    fullUnits: fullUnits, endsParagraph: endsParagraph, isLast: isLast)
    }

    /// The next line, or nil after the last. Empty text has no lines; text that ends with a
    /// newline ends with an empty line.
    mutating func next() -> ScannedLine? {
        if finished { return nil }
        let end = reader.end
        while index < end {
            let (scalar, after) = reader.scalar(at: index)
            let breakClass = LineBreakClass.of(scalar)
            switch breakClass.kind {
            case .newline:
                var nextStart = after
                if scalar == "\r", nextStart < end, case let (following, afterIt) = reader.scalar(at: nextStart),
                   following == "\n" {
                    nextStart = afterIt
                }
                let line = paragraphEnd(at: index, isLast: false)
                index = nextStart
                cluster = ClusterAdvance()
                startLine(at: nextStart)
                return line
            case .space:
                let (units, state) = cluster.advance(of: scalar, in: face)
                cluster = state
                inSpaces = true
                spaceUnits += units
                previousAllowsBreakAfter = true
                previousForbidsBreakAfter = false
                previousIsHyphenMinus = false
                index = after
            case .ordinary:
                let (units, state) = cluster.advance(of: scalar, in: face)
                if units == 0 {
                    // Continues the cluster before it: never a break, never an overflow.
                    cluster = state
                    if !inSpaces { wordEnd = after }
                    index = after
                    continue
                }
                let pending = wordEnd > wordStart || inSpaces
                if pending {
                    let opportunity: Bool
                    if breaksAnywhere {
                        opportunity = true
                    } else {
                        // A hyphen-minus before a digit is a minus sign: "-5" stays whole.
                        let afterHyphen = previousAllowsBreakAfter
                            && !(previousIsHyphenMinus && (0x30...0x39).contains(scalar.value))
                        opportunity = !breakClass.forbidsBreakBefore && !previousForbidsBreakAfter
                            && (inSpaces || afterHyphen || breakClass.breakBefore)
                    }
                    if opportunity {
                        commitSegment(at: index)
                    } else if inSpaces {
                        // No break here (closing punctuation after a space): the spaces are
                        // inside the word.
                        wordUnits += spaceUnits
                        spaceUnits = 0
                        inSpaces = false
                    }
                }
                // The scalar fits, or the line holds nothing else (it then takes the scalar
                // even though it overflows).
                if Double(committedUnits + wordUnits + units) <= limitUnits || (!hasCommitted && wordUnits == 0) {
                    cluster = state
                    wordUnits += units
                    wordEnd = after
                    previousAllowsBreakAfter = breakClass.breakAfter
                    previousForbidsBreakAfter = breakClass.forbidsBreakAfter
                    previousIsHyphenMinus = scalar.value == 0x2D
                    index = after
                    continue
                }
                // The scalar does not fit.
                if hasCommitted {
                    // Break at the last opportunity; the word moves to the next line and the
                    // scalar is looked at again there.
                    let line = scannedLine(
                        start: lineStart, textEnd: contentEnd, contentUnits: contentUnits,
                        fullUnits: contentUnits, endsParagraph: false, isLast: false)
                    let word = (wordStart, wordEnd, wordUnits)
                    let flags = (previousAllowsBreakAfter, previousForbidsBreakAfter, previousIsHyphenMinus)
                    startLine(at: word.0)
                    (wordEnd, wordUnits) = (word.1, word.2)
                    (previousAllowsBreakAfter, previousForbidsBreakAfter, previousIsHyphenMinus) = flags
                    return line
                }
                // A word longer than the line: break it between characters.
                let line = scannedLine(
                    start: lineStart, textEnd: index, contentUnits: wordUnits,
                    fullUnits: wordUnits, endsParagraph: false, isLast: false)
                startLine(at: index)
                return line
            }
        }
        finished = true
        return paragraphEnd(at: end, isLast: true)
    }

    /// Everything from the start of the current line up to the next break opportunity, read
    /// so far, goes onto the line.
    @inline(__always)
    private mutating func commitSegment(at index: Reader.Position) {
        if wordEnd > wordStart {
            contentUnits = committedUnits + wordUnits
            contentEnd = wordEnd
        }
        committedUnits += wordUnits + spaceUnits
        hasCommitted = true
        wordStart = index
        wordEnd = index
        wordUnits = 0
        spaceUnits = 0
        inSpaces = false
    }

    private func paragraphEnd(at end: Reader.Position, isLast: Bool) -> ScannedLine {
        let content = wordEnd > wordStart ? committedUnits + wordUnits : contentUnits
        return scannedLine(
            start: lineStart, textEnd: end, contentUnits: content,
            fullUnits: committedUnits + wordUnits + spaceUnits, endsParagraph: true, isLast: isLast)
    }

    private mutating func startLine(at start: Reader.Position) {
        lineStart = start
        committedUnits = 0
        contentUnits = 0
        contentEnd = start
        hasCommitted = false
        wordStart = start
        wordEnd = start
        wordUnits = 0
        spaceUnits = 0
        inSpaces = false
        previousAllowsBreakAfter = false
        previousForbidsBreakAfter = false
        previousIsHyphenMinus = false
    }
}

extension LineScanner where Reader == UTF8ScalarReader {
    /// A scanner of `text`'s UTF-8 bytes: what measuring uses.
    init(text: String, face: FontFace, maxWidthUnits: Double?, wrapping: TextWrapping) {
        self.init(reader: UTF8ScalarReader(text), face: face, maxWidthUnits: maxWidthUnits, wrapping: wrapping)
    }
}

/// Where ``LineScanner`` reads a text's scalars from: positions it compares, the scalar at a
/// position with the position after it, and the text's index for a position (a scalar's start
/// or the end).
protocol ScalarReader {
    associatedtype Position: Comparable
    var start: Position { get }
    var end: Position { get }
    func scalar(at position: Position) -> (Unicode.Scalar, after: Position)
    func textIndex(_ position: Position) -> String.Index
}

/// A text read as its UTF-8 bytes, positions byte offsets. Stepping through the text's
/// `String.UnicodeScalarView` (as the tests' oracle reader does) decoded each scalar through the
/// string's storage checks twice over: some 40 % of a measurement.
struct UTF8ScalarReader: ScalarReader {
    private let text: String
    private let bytes: [UInt8]

    init(_ text: String) {
        self.text = text
        bytes = Array(text.utf8)
    }

    var start: Int { 0 }
    var end: Int { bytes.count }

    /// The scalar that starts at byte `i` (the text is valid UTF-8: it is a `String`'s).
    @inline(__always)
    func scalar(at i: Int) -> (Unicode.Scalar, after: Int) {
        let b0 = UInt32(bytes[i])
        if b0 < 0x80 { return (Unicode.Scalar(UInt8(b0)), i + 1) }
        let value: UInt32, length: Int
        if b0 < 0xE0 {
            value = (b0 & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F)
            length = 2
        } else if b0 < 0xF0 {
            value = (b0 & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
            length = 3
        } else {
            value = (b0 & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12 | UInt32(bytes[i + 2] & 0x3F) << 6
                | UInt32(bytes[i + 3] & 0x3F)
            length = 4
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", i + length)
    }

    func textIndex(_ offset: Int) -> String.Index {
        text.utf8.index(text.utf8.startIndex, offsetBy: offset)
    }
}
