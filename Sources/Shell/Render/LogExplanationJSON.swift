import ConsoleLog
import Layout

/// `trellis explain FILE --json`: one object, keys in a fixed order.
enum LogExplanationJSON {
    static func render(_ e: LogExplanation) -> String {
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
            if let r = c.refusal { fields.append(("refused", .string(r))) }
            if let cause = e.causes.first(where: { $0.constraint == c.id })?.cause {
                fields.append(("cause", .string(LogExplanationText.describe(cause))))
            }
            return .object(fields)
        }
        let unparsed: [JSON] = s.log.unread.map { u in
            .object([("line", .number(Double(u.line))), ("column", .number(Double(u.column))), ("text", .string(u.text)),
                     ("reason", .string(u.reason))])
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
            ("trellisBreaks", first.map { address($0.trellisBreaks) } ?? .null),
            ("arithmetic", .array(e.conflicts.compactMap { $0.arithmetic.map { .string(LogExplanationText.arithmeticLine($0)) } })),
            ("screen", frames(e.screen)),
            ("fixes", .array(e.fixes.map { f in
                .object([("description", .string(LogExplanationText.describe(f))), ("address", address(f.constraint)),
                         ("verified", .bool(f.verified)), ("frames", frames(f.frames))])
            })),
        ]
        return JSON.object(fields).rendered()
    }
}

/// Reads and explains a console log, for `trellis explain`.
public enum LogExplainer {
    /// The explanation (words, or JSON) and the exit status: 0 when the log was read and
    /// explained, 1 when a line could not be read (the rest is explained), 2 when nothing was.
    public static func explain(_ text: String, json: Bool) -> (output: String, status: Int32) {
        let log = ConsoleLogReader.read(text)
        let explanation = LogExplanation(LogScene(log))
        let output = json ? LogExplanationJSON.render(explanation) : LogExplanationText.render(explanation)
        let refused = explanation.scene.constraints.contains { $0.refusal != nil }
        let status: Int32 = log.listed.isEmpty ? 2 : (log.unread.isEmpty && !refused ? 0 : 1)
        return (output, status)
    }
}
