import ConsoleLog
import Layout

/// `trellis explain FILE --json`: one object, keys in a fixed order.
enum LogExplanationJSON {
    static func render(_ e: LogExplanation) -> String { value(e).rendered() }

    static func value(_ e: LogExplanation) -> JSON {
        let s = e.scene
        func address(_ id: String) -> JSON {
            guard let c = s.constraint(id) else { return .string(id) }
            return .string(c.logged.address)
        }
        func frames(_ list: [(view: String, frame: Rect)]) -> JSON {
            .array(list.map { f in
                .object([("view", .string(f.view)), ("x", .number(f.frame.x)), ("y", .number(f.frame.y)),
                         ("width", .number(f.frame.width)), ("height", .number(f.frame.height))])
            })
        }
        let views: [JSON] = s.views.filter { $0.origin != .root }.map { v in
            var fields: [(String, JSON)] = [("name", .string(v.name)),
                                            ("class", v.origin == .unknownSuperview ? .null : .string(v.item.className)),
                                            ("address", v.item.address.map(JSON.string) ?? .null)]
            if let text = v.item.text { fields.append(("text", .string(text))) }
            fields.append(("parent", v.parent.map { $0 == s.root && !s.rootIsCellContentView ? .null : .string($0) } ?? .null))
            return .object(fields)
        }
        let constraints: [JSON] = s.constraints.map { c in
            var fields: [(String, JSON)] = [("id", .string(c.id)), ("address", .string(c.logged.address)), ("line", .number(Double(c.logged.line))),
                                            ("printed", .string(c.logged.text)),
                                            ("constraint", c.spec.map { .string($0.description) } ?? .null)]
            if let r = c.refusal { fields.append(("refused", .string(r.words))) }
            if let cause = e.causes.first(where: { $0.constraint == c.id })?.cause {
                fields.append(("cause", .string(LogExplanationText.describe(cause))))
            }
            return .object(fields)
        }
        let unparsed: [JSON] = s.log.unread.map { u in
            .object([("line", .number(Double(u.line))), ("column", .number(Double(u.column))), ("text", .string(u.text)),
                     ("reason", .string(u.reason.words))])
        }
        let first = e.conflicts.first
        let fields: [(String, JSON)] = [
            ("platform", s.log.platform.map { .string($0.rawValue) } ?? .null),
            ("views", .array(views)),
            ("constraints", .array(constraints)),
            ("unparsed", .array(unparsed)),
            ("freeSizes", .array(e.freeSizes.map(JSON.string))),
            ("conflict", .array((first?.constraints ?? []).filter { s.constraint($0) != nil }.map(address))),
            ("engineConstraints", .array((first?.constraints ?? []).filter { s.constraint($0) == nil }.map(JSON.string))),
            ("conflicts", .array(e.conflicts.map { c in .array(c.constraints.map(address)) })),
            ("innocent", .array(e.innocent.map(address))),
            ("uikitBroke", s.uikitBroke.map(address) ?? .null),
            // The breaking line as printed, also when the list that should hold it is missing.
            ("brokenAsPrinted", s.log.broken.map { .string($0.text) } ?? .null),
            // Which conflicts (indices into `conflicts`) UIKit's choice resolves, and what else
            // breaks when it leaves one.
            ("uikitResolves", .array(e.conflicts.indices.filter { i in s.uikitBroke.map { e.conflicts[i].constraints.contains($0) } ?? false }
                .map { .number(Double($0)) })),
            ("screenAlsoBreaks", .array(e.screenAlsoBreaks.map(address))),
            ("trellisBreaks", first.map { address($0.trellisBreaks) } ?? .null),
            ("arithmetic", .array(e.conflicts.compactMap { $0.arithmetic.map { .string(LogExplanationText.arithmeticLine($0)) } })),
            ("screen", frames(e.screen)),
            ("fixes", .array(e.fixes.map { f in
                .object([("description", .string(LogExplanationText.describe(f))), ("address", address(f.constraint)),
                         ("verified", .bool(f.verified)), ("frames", frames(f.frames))])
            })),
        ]
        return JSON.object(fields)
    }
}

/// Reads and explains a console log, for `trellis explain`.
public enum LogExplainer {
    /// The explanation (words, or JSON) and the exit status: 0 when the log was read and
    /// explained, 1 when a line could not be read (the rest is explained), 2 when nothing was.
    /// Several logs in one text are explained one after the other: in words, each under a
    /// heading with its lines; in JSON, as `{"logs": [...]}`, one object each. The status is
    /// the worst of theirs.
    public static func explain(_ text: String, json: Bool) -> (output: String, status: Int32) {
        let logs = ConsoleLogReader.readAll(text)
        var outputs: [String] = [], values: [JSON] = [], status: Int32 = 0
        for log in logs {
            let explanation = LogExplanation(LogScene(log))
            if json { values.append(LogExplanationJSON.value(explanation)) } else { outputs.append(LogExplanationText.render(explanation)) }
            let refused = explanation.scene.constraints.contains { $0.refusal != nil }
            // Nothing read is 2; a log cut down to its breaking line is read in part.
            let nothing = log.listed.isEmpty && log.broken == nil
            status = max(status, nothing ? 2 : (log.unread.isEmpty && !refused && !log.listed.isEmpty ? 0 : 1))
        }
        guard logs.count > 1 else { return (json ? values.first?.rendered() ?? "" : outputs.first ?? "", status) }
        // One log with a list is enough to explain something.
        if status == 2, logs.contains(where: { !$0.listed.isEmpty || $0.broken != nil }) { status = 1 }
        if json { return (JSON.object([("logs", .array(values))]).rendered(), status) }
        let sections = zip(logs.indices, outputs).map { i, output in
            let end = i + 1 < logs.count ? (logs[i + 1].firstLine ?? 1) - 1 : nil
            let lines = "line\(end == nil ? "s \(logs[i].firstLine ?? 1) on" : "s \(logs[i].firstLine ?? 1)–\(end ?? 0)")"
            return "── log \(i + 1) of \(logs.count) (\(lines)) ──\n" + output
        }
        return (sections.joined(separator: "\n\n"), status)
    }
}
