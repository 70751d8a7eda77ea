extension CommandTable {
    static let variables: [Command] = [
        Command(.plainConstraint, group: .variables, shape: "x >= 10 | x == 5 @250 | x + 2*y == 10",
                summary: "a constraint over plain names (no dots), for the solver on its own; numbered for remove N",
                example: "x >= 10") { (w, i) throws(SourceError) in
            Workspace.Reply(output: try w.variables.add(i.context.line, lineNumber: i.context.lineNumber))
        },
        .verb("suggest", group: .variables,
              syntax: .seq(Slot.name("NAME", .plainVariables), Slot.number("VALUE", -LayoutNumbers.limit...LayoutNumbers.limit, "a suggested value"),
                           .optional(.slot(Slot(name: "@PRIORITY", prefix: "@", value: .priority, completion: .priorities)))),
              summary: "make a plain variable editable (at 999 unless told) and drag it to a value",
              example: "suggest x 40", after: ["x >= 10"]) { (w, i) throws(SourceError) in
            try w.suggest(i)
        },
        .verb("values", group: .variables, summary: "the plain variables' solved values",
              example: "values", after: ["x >= 10"]) { (w, _) throws(SourceError) in
            w.variables.valuesText()
        },
    ]
}
