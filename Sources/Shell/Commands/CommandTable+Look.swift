extension CommandTable {
    static let json = Command.Flag(name: "--json")

    static let look: [Command] = [
        .verb("frames", group: .look, syntax: .optional(Slot.name("VIEW", .views)), flags: [json, .init(name: "--absolute")],
              summary: "the solved frames, in the superview's coordinates (or the root's with --absolute)",
              example: "frames cell", after: ["view cell width=320 height=44"]) { (w, i) throws(SourceError) in
            let result = try w.frames(i)
            return i.has("--json") ? InspectionJSON.frames(result) : InspectionText(style: w.style).frames(result)
        },
        .verb("draw", group: .look, syntax: .optional(Slot.name("VIEW", .views)),
              flags: [.init(name: "--width", value: Slot.integer("N", 10...1000, "a drawing's width"))],
              summary: "the layout drawn in the terminal (hidden dashed, ? ambiguous, ! in conflict)",
              example: "draw cell", after: ["view cell width=320 height=44"]) { (w, i) throws(SourceError) in try w.draw(i) },
        .verb("views", group: .look, flags: [json], summary: "the view trees",
              example: "views", after: ["view cell width=320 height=44"]) { (w, i) throws(SourceError) in
            i.has("--json") ? InspectionJSON.views(w.views()) : InspectionText(style: w.style).views(w.views())
        },
        .verb("constraints", group: .look, syntax: .optional(Slot.name("VIEW", .views)), flags: [json, .init(name: "--all")],
              summary: "constraints with names, priorities, state (active, inactive, broken) and origin",
              example: "constraints body", after: ["view cell width=320", "label body in cell \"Hi\"", "H:|-6-[body]-6-|"]) { (w, i) throws(SourceError) in
            let result = try w.constraints(i)
            return i.has("--json") ? InspectionJSON.constraints(result) : InspectionText(style: w.style).constraints(result)
        },
        .verb("export", group: .look, syntax: .seq(.oneOf("svg", "xib"), Slot.path("FILE"), .optional(Slot.name("VIEW", .views))),
              summary: "the picture as an SVG file, for a browser; or a root as a XIB document Xcode opens",
              details: ["export xib FILE [ROOT] writes the views, constraints and properties, with Trellis's frames",
                        "saved where Xcode saves them, and says what a XIB cannot hold (open reads it back)."],
              example: "export svg cell.svg", after: ["view cell width=320 height=44"]) { (w, i) throws(SourceError) in
            try w.export(i)
        },
    ]

    static let explain: [Command] = [
        .verb("why", group: .explain, syntax: Slot.name("VIEW.ATTRIBUTE", .views),
              summary: "the constraints that decide a value (of a plain variable too: why x)",
              example: "why body.height", after: ["view cell width=320", "label body in cell \"Hi\"", "V:|-6-[body]-6-|"]) { (w, i) throws(SourceError) in
            InspectionText(style: w.style).why(try w.why(i))
        },
        .verb("check", group: .explain, flags: [json], summary: "broken constraints and ambiguous attributes",
              example: "check") { (w, i) throws(SourceError) in
            i.has("--json") ? InspectionJSON.check(w.check()) : InspectionText(style: w.style).check(w.check())
        },
        .verb("fit", group: .explain,
              syntax: .seq(Slot.name("VIEW", .views), .opt(.oneOf("compressed", "expanded")),
                           .opt(.keyword("width"), Slot.number("W", 0...100_000, "a fitting width"))),
              summary: "the fitting size, as systemLayoutSizeFitting gives it",
              example: "fit cell compressed width 320",
              after: ["view cell", "label body in cell \"Some long text\" lines=0", "H:|-6-[body]-6-|", "V:|-6-[body]-6-|"]) { (w, i) throws(SourceError) in
            InspectionText(style: w.style).fit(try w.fit(i))
        },
    ]
}
