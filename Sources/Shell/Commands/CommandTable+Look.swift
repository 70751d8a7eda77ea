extension CommandTable {
    static let json = Command.Flag(name: "--json")

    static let look: [Command] = [
        Command(Frames.self),
        .verb("draw", group: .look, syntax: .optional(Slot.name("VIEW", .views)),
              flags: [.init(name: "--width", value: Slot.integer("N", 10...1000, "a drawing's width"))],
              summary: "the layout drawn in the terminal (hidden dashed, ? ambiguous, ! in conflict)",
              example: "draw cell", after: ["view cell width=320 height=44"]) { (w, i) throws(SourceError) in try w.draw(i) },
        Command(Views.self),
        Command(Constraints.self),
        .verb("export", group: .look, syntax: .seq(.oneOf("svg", "xib"), Slot.path("FILE"), .optional(Slot.name("VIEW", .views))),
              summary: "the picture as an SVG file, for a browser; or a root as a XIB document Xcode opens",
              details: ["export xib FILE [ROOT] writes the views, constraints and properties, with Trellis's frames",
                        "saved where Xcode saves them, and says what a XIB cannot hold (open reads it back)."],
              example: "export svg cell.svg", after: ["view cell width=320 height=44"]) { (w, i) throws(SourceError) in
            try w.export(i)
        },
    ]

    static let explain: [Command] = [
        Command(Why.self),
        Command(Check.self),
        Command(Fit.self),
    ]
}
