extension MeasureResult: Outcome {
    static let jsonKeys = [
        JSONKey("width", "the text's width"), JSONKey("height", "its height"),
        JSONKey("lines", "the lines it takes"), JSONKey("truncated", "whether lines=N cut it short"),
        JSONKey("wrapWidth", "the width it wraps at (width=W), or null: unwrapped"),
        JSONKey("font", "the font, as font= writes it"), JSONKey("category", "the content size category it is measured at"),
    ]

    func text(_ printer: OutcomePrinter) -> String { InspectionText(style: printer.style).measure(self) }

    func json(_ printer: OutcomePrinter) -> JSON {
        .object([("width", .number(size.width)), ("height", .number(size.height)), ("lines", .number(Double(lineCount))),
                 ("truncated", .bool(isTruncated)), ("wrapWidth", width.map(JSON.number) ?? .null),
                 ("font", .string(font)), ("category", .string(category))])
    }
}
