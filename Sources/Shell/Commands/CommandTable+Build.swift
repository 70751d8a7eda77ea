import Layout

extension CommandTable {
    private static let parentPart = Syntax.opt(.keyword("in"), Slot.name("PARENT", .views))
    /// `key=value` words, Tab offering the keys of what the verb makes (`axis=` after `stack`).
    private static func settings(_ owners: PropertyDeclaration.Owner...) -> Syntax {
        let keys = ([.view] + owners).flatMap(PropertyTable.names(of:)).map { $0 + "=" }
        return Syntax.many(Slot.setting("key=value", .words(keys)))
    }

    static let build: [Command] = [
        .verb("view", group: .build, syntax: .seq(Slot.name("NAME"), parentPart, settings()),
              summary: "a plain view; a root (at 0,0, its size free until set) when no parent is named",
              details: ["key=value sets a property as NAME.prop = value does (width=320, hidden=true)."],
              example: "view cell width=320") { (w, i) throws(SourceError) in try w.makeView(i) },
        .verb("label", group: .build,
              syntax: .seq(Slot.name("NAME"), parentPart, .optional(Slot.text("\"text\"")), settings(.label)),
              summary: "a label whose text is measured with real font metrics",
              details: ["A font with a size takes quotes: font=\"mono 13\". lines=0 wraps without a limit."],
              example: "label body in cell \"Some long text\" lines=0 font=body", after: ["view cell width=320"]) { (w, i) throws(SourceError) in
            try w.makeView(i)
        },
        .verb("image", group: .build,
              syntax: .seq(Slot.name("NAME"), parentPart, .slot(Slot(name: "WxH", value: .size(0...10_000, "an image's size"))), settings(.image)),
              summary: "an image with a fixed intrinsic size",
              example: "image photo in cell 64x64", after: ["view cell width=320"]) { (w, i) throws(SourceError) in try w.makeView(i) },
        .verb("stack", group: .build, syntax: .seq(Slot.name("NAME"), parentPart, settings(.stack)),
              summary: "a stack view (UIStackView): it makes the constraints of the subviews it arranges",
              details: ["axis=horizontal|vertical  distribution=fill|fillEqually|fillProportionally|equalSpacing|equalCentering",
                        "alignment=fill|leading|top|center|trailing|bottom|firstBaseline|lastBaseline  spacing=N  baselineRelative=true",
                        "marginsRelative=true arranges inside the stack's margins (margins=…; UIView's default is 8 on each edge).",
                        "Make views in it with 'in NAME', then arrange them with stack add; they change later as NAME.axis = vertical.",
                        "A hidden arranged view leaves the arrangement (UISV-hiding); constraints NAME lists the stack's own."],
              example: "stack row in cell axis=vertical spacing=8", after: ["view cell width=320"]) { (w, i) throws(SourceError) in
            try w.makeView(i)
        },
        .verb("guide", group: .build, syntax: .seq(Slot.name("NAME"), .keyword("in"), Slot.name("VIEW", .views)),
              summary: "a layout guide (UILayoutGuide) of your own: a rectangle that constraints place, never drawn",
              details: ["Every view also has NAME.margins (its layout margins, margins=8 by default), NAME.safeArea",
                        "(a root's safeArea=top,leading,bottom,trailing) and NAME.readable (the margins, at most readableWidth=672",
                        "wide, centred), usable wherever a view is: cell.margins.leading, cell.readable.width.",
                        "NAME.preservesSuperviewLayoutMargins = true takes the superview's margins where they reach further in."],
              example: "guide spacer in cell", after: ["view cell width=320"]) { (w, i) throws(SourceError) in
            try w.makeGuide(i)
        },
        .verb("stack add", group: .build, syntax: .seq(Slot.name("STACK", .stacks), .repeated(Slot.name("VIEW", .views))),
              summary: "arrange subviews of a stack, at its end, in order (addArrangedSubview)",
              details: ["Each view must be a subview of the stack already; one arranged already moves to the end."],
              example: "stack add row title body",
              after: ["stack row width=320", "label title in row \"Title\"", "label body in row \"Body\""]) { (w, i) throws(SourceError) in
            try w.stackArrange(i)
        },
        .verb("stack insert", group: .build,
              syntax: .seq(Slot.name("STACK", .stacks), Slot.name("VIEW", .views), .keyword("at"),
                           Slot.integer("INDEX", 0...SceneLimits.viewsInTree, "an index")),
              summary: "arrange one subview at an index (insertArrangedSubview(_:at:))",
              example: "stack insert row body at 0",
              after: ["stack row width=320", "label title in row \"Title\"", "label body in row \"Body\"", "stack add row title"]) { (w, i) throws(SourceError) in
            try w.stackArrange(i)
        },
        .verb("stack remove", group: .build, syntax: .seq(Slot.name("STACK", .stacks), .repeated(Slot.name("VIEW", .views))),
              summary: "stop arranging views (removeArrangedSubview): each stays a subview, with no constraints",
              example: "stack remove row body",
              after: ["stack row width=320", "label title in row \"Title\"", "label body in row \"Body\"", "stack add row title body"]) { (w, i) throws(SourceError) in
            try w.stackUnarrange(i)
        },
        .verb("stack spacing", group: .build,
              syntax: .seq(Slot.name("STACK", .stacks), .keyword("after"), Slot.name("VIEW", .views),
                           .any(Slot.number("N", -10_000...10_000, "a spacing"), .keyword("default"))),
              summary: "custom spacing after an arranged view (setCustomSpacing(_:after:)); default goes back to the stack's",
              example: "stack spacing row after title 20",
              after: ["stack row width=320", "label title in row \"Title\"", "label body in row \"Body\"", "stack add row title body"]) { (w, i) throws(SourceError) in
            try w.stackCustomSpacing(i)
        },
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
