import Layout

/// `help` and `help VERB`: every command with an example.
enum Help {
    struct Entry {
        let verb: String
        let usage: String
        let summary: String
        let example: String
    }

    static let groups: [(String, [Entry])] = [
        ("Build", [
            Entry(verb: "view", usage: "view NAME [in PARENT] [key=value …]",
                  summary: "a plain view; a root (at 0,0, its size free until set) when no parent is named",
                  example: "view cell width=320"),
            Entry(verb: "label", usage: "label NAME [in PARENT] \"text\" [lines=0 font=body …]",
                  summary: "a label whose text is measured with real font metrics",
                  example: "label body in cell \"Some long text\" lines=0 font=body"),
            Entry(verb: "image", usage: "image NAME [in PARENT] WxH",
                  summary: "an image with a fixed intrinsic size", example: "image photo in cell 64x64"),
            Entry(verb: "H:/V:", usage: "H:… or V:…",
                  summary: "Apple's Visual Format Language (no spaces)", example: "H:|-6-[body]-6-|"),
            Entry(verb: "constraint", usage: "A.attr (==|>=|<=) [k *] B.attr [± c] [@priority] [as NAME]",
                  summary: "one constraint; attributes: left right top bottom leading trailing width height centerX centerY firstBaseline lastBaseline",
                  example: "photo.width == 64 @999 as photoWidth"),
            Entry(verb: "NAME.prop", usage: "NAME.prop = value",
                  summary: "set a property of a view (width height text font lines wrap truncation preferredMaxWidth size hidden collapsed hugging.h hugging.v compression.h compression.v intrinsic frame autoresizing translates) or of a constraint (constant priority active)",
                  example: "photo.collapsed = true"),
            Entry(verb: "remove", usage: "remove NAME", summary: "remove a view (with its subviews and constraints) or a constraint",
                  example: "remove photoWidth"),
        ]),
        ("Look", [
            Entry(verb: "frames", usage: "frames [VIEW] [--json] [--absolute]",
                  summary: "the solved frames, in the superview's coordinates (or the root's with --absolute)", example: "frames cell"),
            Entry(verb: "draw", usage: "draw [VIEW] [--width N]", summary: "the layout drawn in the terminal (hidden dashed, ? ambiguous, ! in conflict)", example: "draw cell"),
            Entry(verb: "views", usage: "views [--json]", summary: "the view trees", example: "views"),
            Entry(verb: "constraints", usage: "constraints [VIEW] [--json] [--all]",
                  summary: "constraints with names, priorities, state (active, inactive, broken) and origin",
                  example: "constraints body"),
            Entry(verb: "export", usage: "export svg FILE [VIEW]", summary: "the picture as an SVG file, for a browser", example: "export svg cell.svg"),
        ]),
        ("Explain", [
            Entry(verb: "why", usage: "why VIEW.ATTRIBUTE", summary: "the constraints that decide a value", example: "why body.height"),
            Entry(verb: "check", usage: "check [--json]", summary: "broken constraints and ambiguous attributes", example: "check"),
            Entry(verb: "fit", usage: "fit VIEW [compressed|expanded] [width W]",
                  summary: "the fitting size, as systemLayoutSizeFitting gives it", example: "fit cell compressed width 320"),
        ]),
        ("Plain variables", [
            Entry(verb: "suggest/values", usage: "x >= 10 | x == 5 @250 | suggest NAME VALUE [@priority] | values | remove N",
                  summary: "constraints over plain names (no dots), for the solver on its own; suggest makes a name editable (999 by default) and drags it",
                  example: "suggest x 40"),
        ]),
        ("Environment", [
            Entry(verb: "textsize", usage: "textsize CATEGORY", summary: "the Dynamic Type content size category (xSmall … AX5)",
                  example: "textsize accessibilityExtraExtraExtraLarge"),
            Entry(verb: "direction", usage: "direction ltr|rtl", summary: "which way leading and trailing go", example: "direction rtl"),
            Entry(verb: "scale", usage: "scale 1|2|3", summary: "the screen scale frames are rounded to", example: "scale 2"),
            Entry(verb: "columns", usage: "columns [N]", summary: "the width drawings fill (the terminal's at the start)",
                  example: "columns 100"),
            Entry(verb: "measure", usage: "measure \"text\" [font=F] [width=W] [lines=N] [wrap=word|char]",
                  summary: "a text's size on its own, for layout by arithmetic", example: "measure \"Hello world\" font=body width=100"),
            Entry(verb: "font", usage: "font NAME FILE.ttf", summary: "load a TrueType font for font=NAME SIZE",
                  example: "font dejavu /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"),
        ]),
        ("Table", [
            Entry(verb: "table", usage: "table VERB …",
                  summary: "a virtual table that sizes its cells with these constraints (see help table)",
                  example: "table data messages 1000 seed=3"),
            Entry(verb: "timing", usage: "timing on|off", summary: "measure each table frame against the 16.7 and 8.3 ms budgets",
                  example: "timing on"),
        ]),
        ("Session", [
            Entry(verb: "source", usage: "source FILE", summary: "run a script here", example: "source cell.trellis"),
            Entry(verb: "save", usage: "save FILE",
                  summary: "the session so far as a transcript, to replay with: trellis replay FILE", example: "save quote.session"),
            Entry(verb: "replay", usage: "trellis replay FILE…",
                  summary: "from the command line: replays transcripts, shows a diff (--update)",
                  example: "trellis replay Sessions/"),
            Entry(verb: "record", usage: "record [on|off|clear]",
                  summary: "whether what you type goes into the transcript that save writes (on at the start)",
                  example: "record off"),
            Entry(verb: "echo", usage: "echo TEXT", summary: "print a line", example: "echo -- with a photo --"),
            Entry(verb: "reset", usage: "reset", summary: "start again with nothing", example: "reset"),
            Entry(verb: "help", usage: "help [VERB]", summary: "this list, or one command", example: "help fit"),
            Entry(verb: "quit", usage: "quit", summary: "leave (Ctrl-D too)", example: "quit"),
        ]),
    ]

    static var overview: String {
        var lines = ["Trellis: views and constraints, solved as you type. `help VERB` for more."]
        for (title, entries) in groups {
            lines.append("")
            lines.append(title + ":")
            let width = entries.map(\.usage.count).max() ?? 0
            for e in entries {
                if width <= 40 && e.usage.count + e.summary.count <= 94 {
                    lines.append("  " + e.usage + String(repeating: " ", count: width - e.usage.count) + "  " + e.summary)
                } else {
                    // Long forms: the usage on its line, the summary wrapped under it.
                    lines += wrap(e.usage, width: 96, indent: "  ", hanging: "      ")
                    lines += wrap(e.summary, width: 96, indent: "      ", hanging: "      ")
                }
            }
        }
        lines.append("")
        lines.append("Priorities: 1…1000, or required (1000), high (750), low (250), fitting (50).")
        lines.append("Plain variables work too, for the solver alone: x >= 10, x == 5 @250, suggest x 40.")
        return lines.joined(separator: "\n")
    }

    /// Words laid out in lines of at most `width` columns.
    static func wrap(_ text: String, width: Int, indent: String, hanging: String) -> [String] {
        var lines: [String] = []
        var current = indent
        for word in text.split(separator: " ") {
            let prefix = current == indent || current == hanging ? "" : " "
            if current.count + prefix.count + word.count > width, current != indent, current != hanging {
                lines.append(current)
                current = hanging + word
            } else {
                current += prefix + word
            }
        }
        if current != indent && current != hanging { lines.append(current) }
        return lines
    }

    /// `help table`: the table's verbs, one a line.
    static let tableVerbs: [(String, String)] = [
        ("table data sentences|messages|quotes N [seed=S]", "rows from a seeded generator"),
        ("table data file PATH [skip|refuse]", "rows from a file: one a line, CSV, TSV or JSON lines"),
        ("table cell ROOT [reuse=ID] [when=$f] [view.prop=$f …]", "a cell template: a view tree, its reuse id, bindings"),
        ("table size WxH", "the viewport (a rotation when the width changes)"),
        ("table sizing fixed H | prototype | cached", "how heights are found: a fixed height, a sizing cell, a cache"),
        ("table sizing estimated [estimate=H|min] [cache=on]", "estimated heights, sized when a row appears"),
        ("table sizing selfsizing [estimate=H] | manual | precomputed [threads=N]", "self-sizing cells, arithmetic, ahead of time"),
        ("table reload", "ask for heights as UIKit does at a reload"),
        ("table scroll to Y | by DY [over N] | row R", "scroll, a frame at a time"),
        ("table fling V", "let go at V points a second"),
        ("table invalidate all | row R | rows R,R,…", "forget cached heights"),
        ("table show | stats | log [N] [--json]", "rows on screen, counters, the last events"),
        ("table stats clear", "start the counters and the log again (views, data, templates and heights kept)"),
        ("table verify [all | row R | rows R-R,…] [--json]", "every height beside a fresh layout's, and why they differ"),
        ("table cells | cell remove ID", "the cell templates; drop one"),
        ("table memo on|off", "prototype cells remember heights by the rows' values (on)"),
        ("table chart | export svg FILE", "estimate error along the table, and each frame's cost"),
        ("table draw [ROW]", "the cells on screen drawn as boxes (or one of them)"),
        ("table precompute [threads=N] | separator H", "all heights ahead of time; the separator height"),
    ]

    static func entry(_ verb: String) -> Entry? {
        let all = groups.flatMap(\.1)
        return all.first { $0.verb == verb } ?? all.first { $0.verb.split(separator: "/").contains(Substring(verb)) }
    }
}

extension Workspace {
    func help(_ context: LineContext) throws(SourceError) -> String {
        guard context.words.count > 1 else { return Help.overview }
        let word = context.words[1]
        guard let e = Help.entry(word.text) else {
            let verbs = Help.groups.flatMap(\.1).map(\.verb)
            let hint = closestName(to: word.text, in: verbs).map { " (did you mean '\($0)'?)" } ?? ""
            throw context.error("no help for '\(word.text)'\(hint)", at: word)
        }
        if e.verb == "table" {
            // `help table sizing`: the lines of that sub-verb only.
            var entries = Help.tableVerbs
            if context.words.count > 2 {
                let sub = context.words[2]
                if context.words.count > 3 { throw context.error("usage: help table [VERB]", at: context.words[3]) }
                entries = entries.filter { usage, _ in
                    usage.split(separator: "|").contains { part in
                        let words = part.split(separator: " ")
                        return (words.first == "table" ? words.dropFirst().first : words.first).map(String.init) == sub.text
                    }
                }
                if entries.isEmpty {
                    let hint = closestName(to: sub.text, in: Workspace.tableVerbs).map { " (did you mean '\($0)'?)" } ?? ""
                    throw context.error("'\(sub.text)' is not a table command\(hint)", at: sub)
                }
            }
            let width = entries.map { $0.0.count }.max() ?? 0
            var lines: [String] = ["table: a virtual table that sizes its cells with these constraints"]
            for (usage, summary) in entries {
                let pad = String(repeating: " ", count: width - usage.count)
                lines.append("  " + usage + pad + "  " + summary)
            }
            if context.words.count == 2 { lines.append("  example: " + e.example) }
            return lines.joined(separator: "\n")
        }
        return (Help.wrap(e.usage, width: 96, indent: "", hanging: "    ")
                + Help.wrap(e.summary, width: 96, indent: "  ", hanging: "  ") + ["  example: \(e.example)"])
            .joined(separator: "\n")
    }
}
