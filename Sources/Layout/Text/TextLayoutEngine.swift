/// Runs the line scanner under a layout's options: applies the line limit, truncates the
/// last line, converts font units to points and, when asked, builds the lines' strings.
/// ``TextLayout`` (with strings) and ``TextLayout/measure(_:font:options:)`` (without) are
/// both this one loop, so they always agree.
enum TextLayoutEngine {
    struct Outcome {
        var lines: [TextLine] = []
        var lineCount = 0
        var width = 0.0
        var isTruncated = false
    }

    static func run(text: String, font: Font, options: TextLayoutOptions, buildLines: Bool) -> Outcome {
        let face = font.face
        let scale = font.scale
        let maxWidth = options.maxWidth.flatMap { $0.isNaN ? nil : $0 }
        let maxWidthUnits: Double? = maxWidth.map { scale > 0 ? $0 / scale : .infinity }
        let limitUnits = maxWidthUnits ?? .infinity
        let lineLimit = max(0, options.lineLimit)

        var outcome = Outcome()
        var scanner = LineScanner(text: text, face: face, maxWidthUnits: maxWidthUnits, wrapping: options.wrapping)
        let scalars = text.unicodeScalars
        while let line = scanner.next() {
            outcome.lineCount += 1
            let cutOff = lineLimit > 0 && outcome.lineCount == lineLimit && !line.isLast
            if cutOff, options.truncation != .none {
                let (truncatedText, units) = TextTruncator.truncate(
                    scalars, from: line.start, face: face,
                    limitUnits: limitUnits + 1e-9 * max(1, abs(limitUnits)),
                    mode: options.truncation, buildText: buildLines)
                let width = Double(units) * scale
                outcome.width = max(outcome.width, width)
                if buildLines { outcome.lines.append(TextLine(text: truncatedText, width: width)) }
                outcome.isTruncated = true
                break
            }
            var width = Double(line.contentUnits) * scale
            if line.endsParagraph, line.fullUnits > line.contentUnits {
                // Spaces before a newline or the end of the text count, up to the line's width.
                width = max(width, min(Double(line.fullUnits) * scale, maxWidth ?? .infinity))
            }
            outcome.width = max(outcome.width, width)
            if buildLines {
                outcome.lines.append(TextLine(text: String(scalars[line.start..<line.textEnd]), width: width))
            }
            if cutOff {
                outcome.isTruncated = true
                break
            }
        }
        return outcome
    }
}
