extension CommandTable {
    static let environment: [Command] = [
        .verb("textsize", group: .environment, syntax: .optional(Slot.name("CATEGORY", .contentSizeCategories)),
              summary: "the Dynamic Type content size category (xSmall … AX5); without one, the current",
              example: "textsize accessibilityExtraExtraExtraLarge") { (w, i) throws(SourceError) in try w.textSize(i) },
        .verb("direction", group: .environment, syntax: .opt(.oneOf("ltr", "rtl")),
              summary: "which way leading and trailing go; without a word, the current",
              example: "direction rtl") { (w, i) throws(SourceError) in try w.direction(i) },
        .verb("scale", group: .environment, syntax: .opt(.oneOf("1", "2", "3")),
              summary: "the screen scale frames are rounded to; without a number, the current",
              example: "scale 2") { (w, i) throws(SourceError) in try w.scaleCommand(i) },
        .verb("columns", group: .environment, syntax: .optional(Slot.integer("N", 20...1000, "columns")),
              summary: "the width drawings fill (the terminal's at the start)",
              example: "columns 100") { (w, i) throws(SourceError) in try w.columnsCommand(i) },
        .verb("measure", group: .environment,
              syntax: .seq(Slot.text("\"text\""), .many(.any(Slot.keyed("font", "F", .text), Slot.keyed("width", "W", .number(0.001...100_000, "a width to wrap at")),
                                                        Slot.keyed("lines", "N", .integer(0...100_000, "lines")),
                                                        Slot.keyed("wrap", "word|char", .text)))),
              summary: "a text's size on its own, for layout by arithmetic",
              details: ["lines=0 (the default) sets no limit; a font with a size takes quotes: font=\"mono 13\"."],
              example: "measure \"Hello world\" font=body width=100") { (w, i) throws(SourceError) in
            InspectionText(style: w.style).measure(try w.measure(i))
        },
        .verb("font", group: .environment, syntax: .seq(Slot.name("NAME"), Slot.path("FILE.ttf")),
              summary: "load a TrueType font for font=NAME SIZE",
              example: "font dejavu /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf") { (w, i) throws(SourceError) in
            try w.fontCommand(i)
        },
        Command(Timing.self),
    ]
}
