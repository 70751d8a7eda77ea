import XCTest
import TestSupport
@testable import Layout

// The line scanner as it was before it read bytes (it stepped through the text's
// `String.UnicodeScalarView`): the oracle for the byte scanner, kept here as it stood.
struct ReferenceLineScanner {
    private let scalars: String.UnicodeScalarView
    private let face: FontFace
    /// The largest width that fits, in font units (with a hair of tolerance), or infinity.
    private let limitUnits: Double
    private let breaksAnywhere: Bool

    private var index: String.Index
    private var cluster = ClusterAdvance()
    private var finished: Bool

    // The current line: segments already committed (each a word and the spaces after it)…
    private var lineStart: String.Index
    private var committedUnits = 0
    private var contentUnits = 0
    private var contentEnd: String.Index
    private var hasCommitted = false
    // …and the segment being read.
    private var wordStart: String.Index
    private var wordEnd: String.Index
    private var wordUnits = 0
    private var spaceUnits = 0
    private var inSpaces = false
    private var previousAllowsBreakAfter = false
    private var previousForbidsBreakAfter = false
    private var previousIsHyphenMinus = false

    init(text: String, face: FontFace, maxWidthUnits: Double?, wrapping: TextWrapping) {
        scalars = text.unicodeScalars
        self.face = face
        if let maxWidthUnits, maxWidthUnits.isFinite {
            // Widths are whole font units; the tolerance only absorbs the rounding of the
            // conversion from points, so that text exactly as wide as the line fits.
            limitUnits = maxWidthUnits + 1e-9 * max(1, abs(maxWidthUnits))
        } else {
            limitUnits = .infinity
        }
        breaksAnywhere = wrapping == .char
        index = scalars.startIndex
        finished = scalars.isEmpty
        lineStart = index
        contentEnd = index
        wordStart = index
        wordEnd = index
    }

    /// The next line, or nil after the last. Empty text has no lines; text that ends with a
    /// newline ends with an empty line.
    mutating func next() -> ScannedLine? {
        if finished { return nil }
        let end = scalars.endIndex
        while index < end {
            let scalar = scalars[index]
            let after = scalars.index(after: index)
            let breakClass = LineBreakClass.of(scalar)
            switch breakClass.kind {
            case .newline:
                var nextStart = after
                if scalar == "\r", nextStart < end, scalars[nextStart] == "\n" {
                    nextStart = scalars.index(after: nextStart)
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
                    let line = ScannedLine(
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
                let line = ScannedLine(
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
    private mutating func commitSegment(at index: String.Index) {
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

    private func paragraphEnd(at end: String.Index, isLast: Bool) -> ScannedLine {
        let content = wordEnd > wordStart ? committedUnits + wordUnits : contentUnits
        return ScannedLine(
            start: lineStart, textEnd: end, contentUnits: content,
            fullUnits: committedUnits + wordUnits + spaceUnits, endsParagraph: true, isLast: isLast)
    }

    private mutating func startLine(at start: String.Index) {
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

/// The byte scanner breaks every text where the scalar scanner it replaced did: the same lines,
/// at the same indices, with the same widths and flags, on seeded random texts of ASCII, Latin
/// with accents, combining marks, CJK and its punctuation, emoji with joiners and flags, every
/// kind of space and newline (CR LF included), hyphens and minus signs, at many widths and in
/// both wrapping modes, with each built-in face.
final class LineScannerTests: XCTestCase {
    func testItBreaksWhereTheScalarScannerBroke() {
        let pieces = ["a", "b", "word", "The", "quick", " ", "  ", "\t", "\n", "\r\n", "\r", "\u{0B}", "\u{85}", "\u{2028}",
                      "-", "-5", "\u{2010}", "\u{2013}", "\u{2014}", "\u{AD}", "é", "e\u{301}", "Ω", "ж", "日本", "語",
                      "、", "。", "「", "」", "（", "）", "\u{3000}", "\u{A0}", "\u{202F}", "\u{200B}", "👨\u{200D}👩",
                      "🇫🇷", "👍🏽", "\u{FE0F}", "ｗ", "W", "iiii", "MMMM", ",", ".", "!", "?", "(x)", "$12.50", "𝔸"]
        var checked = 0
        for seed in 0..<300 {
            var g = SplitMix64(seed: UInt64(seed) &+ 3_434)
            let text = (0..<g.int(0...40)).map { _ in g.pick(pieces) }.joined()
            let face = g.pick([FontFace.dejaVuSans, .dejaVuSansBold, .dejaVuSansMono])
            let width: Double? = g.chance(0.15) ? nil : g.pick([0, 1, 300, 1_000, 2_048, 4_000, 9_000, 20_000, .infinity])
            let wrapping: TextWrapping = g.chance(0.3) ? .char : .word
            var fast = LineScanner(text: text, face: face, maxWidthUnits: width, wrapping: wrapping)
            var slow = ReferenceLineScanner(text: text, face: face, maxWidthUnits: width, wrapping: wrapping)
            var count = 0
            while true {
                let a = fast.next(), b = slow.next()
                guard let a, let b else {
                    XCTAssertEqual(a == nil, b == nil, "seed \(seed): one scanner ended first in \(text.debugDescription)")
                    break
                }
                let label = "seed \(seed), line \(count) of \(text.debugDescription) at \(String(describing: width))"
                XCTAssertEqual(a.start, b.start, label)
                XCTAssertEqual(a.textEnd, b.textEnd, label)
                XCTAssertEqual(String(text.unicodeScalars[a.start..<a.textEnd]), String(text.unicodeScalars[b.start..<b.textEnd]), label)
                XCTAssertEqual(a.contentUnits, b.contentUnits, label)
                XCTAssertEqual(a.fullUnits, b.fullUnits, label)
                XCTAssertEqual(a.endsParagraph, b.endsParagraph, label)
                XCTAssertEqual(a.isLast, b.isLast, label)
                count += 1
                checked += 1
                if count > 2_000 { XCTFail("seed \(seed): no end"); break }
            }
        }
        XCTAssertGreaterThan(checked, 1_000, "too few lines compared")
    }
}
