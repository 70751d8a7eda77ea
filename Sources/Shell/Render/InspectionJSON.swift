import Layout

/// The inspecting commands' results written for programs (`--json`).
enum InspectionJSON {
    static func frames(_ result: FramesResult) -> JSON {
        JSON.array(result.rows.map { row in
            .object([
                ("name", .string(row.name)), ("parent", row.parent.map { .string($0) } ?? .null),
                ("x", .number(row.frame.x)), ("y", .number(row.frame.y)),
                ("width", .number(row.frame.width)), ("height", .number(row.frame.height)),
                ("absolute", .object([("x", .number(row.absolute.x)), ("y", .number(row.absolute.y)),
                                      ("width", .number(row.absolute.width)), ("height", .number(row.absolute.height))])),
            ])
        })
    }

    static func views(_ result: ViewsResult) -> JSON {
        JSON.array(result.nodes.map { node in
            var fields: [(String, JSON)] = [("name", .string(node.name)), ("kind", .string(node.kind)),
                                            ("parent", node.parent.map { .string($0) } ?? .null),
                                            ("children", .array(node.children.map { .string($0) })),
                                            ("hidden", .bool(node.isHidden)), ("collapsed", .bool(node.isCollapsed))]
            if let label = node.label {
                fields += [("text", .string(label.text)), ("font", .string(label.font)), ("lines", .number(Double(label.lines)))]
            }
            if let size = node.intrinsic {
                fields.append(("intrinsic", .object([("width", .number(size.width)), ("height", .number(size.height))])))
            }
            if let s = node.stack {
                fields.append(("stack", .object([
                    ("axis", .string(s.axis == .horizontal ? "horizontal" : "vertical")), ("distribution", .string(s.distribution.rawValue)),
                    ("alignment", .string(s.alignment.rawValue)), ("spacing", .number(s.spacing)),
                    ("customSpacing", .object(s.arranged.compactMap { v in s.customSpacing[v].map { (v, JSON.number($0)) } })),
                    ("baselineRelative", .bool(s.baselineRelative)), ("marginsRelative", .bool(s.marginsRelative)),
                    ("arranged", .array(s.arranged.map { .string($0) })),
                ])))
            }
            if let stack = node.arrangedBy { fields.append(("arrangedBy", .string(stack))) }
            if let m = node.margins {
                fields.append(("margins", .object([("top", .number(m.top)), ("leading", .number(m.leading)),
                                                   ("bottom", .number(m.bottom)), ("trailing", .number(m.trailing))])))
            }
            if let guide = node.guide { fields.append(("guide", .string(guide))) }
            if let m = node.preservedMargins {
                fields.append(("preservedMargins", .object([("top", .number(m.top)), ("leading", .number(m.leading)),
                                                            ("bottom", .number(m.bottom)), ("trailing", .number(m.trailing))])))
            }
            if let width = node.readableWidth { fields.append(("readableWidth", .number(width))) }
            return .object(fields)
        })
    }

    static func constraints(_ result: ConstraintsResult) -> JSON {
        var rows = result.rows.map { row in
            JSON.object([("name", .string(row.name)), ("constraint", .string(row.constraint)),
                         ("constantInForce", row.constantInForce.map(JSON.number) ?? .null),
                         ("priority", .number(row.priority.value)), ("state", .string(row.state.rawValue)),
                         ("origin", .string(row.origin.words))])
        }
        // The plain variables' constraints, by the names their solver gives them ([1]; edit x).
        for c in result.plainVariables?.numbered ?? [] {
            rows.append(JSON.object([("name", .string("[\(c.number)]")), ("constraint", .string(c.constraint)), ("constantInForce", .null),
                                 ("priority", .number(c.priority.value)), ("state", .string(ConstraintState.active.rawValue)),
                                 ("origin", .string(ConstraintOrigin.user.words))]))
        }
        for e in result.plainVariables?.edits ?? [] {
            rows.append(JSON.object([("name", .string("edit \(e.variable)")), ("constraint", .string("suggest \(e.variable)")),
                                 ("constantInForce", .null), ("priority", .number(e.priority.value)),
                                 ("state", .string(ConstraintState.active.rawValue)), ("origin", .string(ConstraintOrigin.user.words))]))
        }
        return .array(rows)
    }

    static func check(_ result: CheckResult) -> JSON {
        JSON.object([
            ("broken", .array(result.broken.map { .object([("name", .string($0.name)), ("constraint", .string($0.constraint))]) })),
            ("ambiguous", .array(result.ambiguous.map {
                .object([("view", .string($0.view)), ("attribute", .string($0.attribute.name)),
                         ("value", .number($0.value)), ("alternative", .number($0.alternative))])
            })),
            ("plainVariables", result.plainVariables.map { ambiguous in
                .object([("ambiguous", .array(ambiguous.map {
                    .object([("variable", .string($0.name)), ("value", .number($0.value)), ("alternative", .number($0.alternative))])
                }))])
            } ?? .null),
            ("fixes", .array(result.fixes.map {
                .object([("fix", .string(InspectionText.words($0.fix))), ("lines", .array($0.lines.map { .string($0) }))])
            })),
        ])
    }

    static func why(_ result: WhyResult) -> JSON {
        .object([("subject", .string(result.subject)), ("value", .number(result.value)),
                 ("constraints", .array(result.rows.map {
                     .object([("name", .string($0.name)), ("constraint", .string($0.constraint)),
                              ("constantInForce", $0.constantInForce.map(JSON.number) ?? .null), ("origin", .string($0.origin.words))])
                 }))])
    }

    static func fit(_ result: FitResult) -> JSON {
        .object([("view", .string(result.view)), ("width", .number(result.size.width)), ("height", .number(result.size.height)),
                 ("target", .string(result.target == .expanded ? "expanded" : "compressed")),
                 ("fittingWidth", result.width.map { .number($0) } ?? .null)])
    }
}
