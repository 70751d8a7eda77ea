extension CommandTable {
    private static let parentPart = Syntax.opt(.keyword("in"), Slot.name("PARENT", .views))
    private static let settings = Syntax.many(Slot.setting("key=value"))

    static let build: [Command] = [
        .verb("view", group: .build, syntax: .seq(Slot.name("NAME"), parentPart, settings),
              summary: "a plain view; a root (at 0,0, its size free until set) when no parent is named",
              details: ["key=value sets a property as NAME.prop = value does (width=320, hidden=true)."],
              example: "view cell width=320") { (w, i) throws(SourceError) in try w.makeView(i) },
        .verb("label", group: .build,
              syntax: .seq(Slot.name("NAME"), parentPart, .optional(Slot.text("\"text\"")), settings),
              summary: "a label whose text is measured with real font metrics",
              details: ["A font with a size takes quotes: font=\"mono 13\". lines=0 wraps without a limit."],
              example: "label body in cell \"Some long text\" lines=0 font=body", after: ["view cell width=320"]) { (w, i) throws(SourceError) in
            try w.makeView(i)
        },
        .verb("image", group: .build,
              syntax: .seq(Slot.name("NAME"), parentPart, .slot(Slot(name: "WxH", value: .size(0...10_000, "an image's size"))), settings),
              summary: "an image with a fixed intrinsic size",
              example: "image photo in cell 64x64", after: ["view cell width=320"]) { (w, i) throws(SourceError) in try w.makeView(i) },
        Command(.visualFormat, group: .build, shape: "H:… or V:…",
                summary: "Apple's Visual Format Language (no spaces)",
                details: ["Errors come in the shape of Apple's exception, with a caret under the place."],
                example: "H:|-6-[body]-6-|", after: ["view cell width=320", "label body in cell \"Hi\""]) { (w, i) throws(SourceError) in
            Workspace.Reply(output: try w.visualFormat(i))
        },
        Command(.constraint, group: .build, shape: "A.attr (==|>=|<=) [k *] B.attr [± c] [@priority] [as NAME]",
                summary: "one constraint; attributes: left right top bottom leading trailing width height centerX centerY firstBaseline lastBaseline",
                example: "photo.width == 64 @999 as photoWidth",
                after: ["view cell width=320", "image photo in cell 64x64"]) { (w, i) throws(SourceError) in
            Workspace.Reply(output: try w.constraintStatement(i))
        },
        Command(.assignment, group: .build, shape: "NAME.prop = value",
                summary: PropertyTable.summary,
                example: "photo.collapsed = true", after: ["view cell width=320", "image photo in cell 64x64"]) { (w, i) throws(SourceError) in
            Workspace.Reply(output: try w.assignment(i))
        },
        .verb("remove", group: .build, syntax: Slot.name("NAME", .viewsAndConstraints),
              summary: "remove a view (with its subviews and constraints) or a constraint; remove N: a plain constraint",
              example: "remove photoWidth",
              after: ["view cell width=320", "image photo in cell 64x64", "photo.width == 64 @999 as photoWidth"]) { (w, i) throws(SourceError) in
            try w.remove(i)
        },
    ]
}
