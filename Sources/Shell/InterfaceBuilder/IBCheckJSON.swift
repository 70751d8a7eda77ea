import InterfaceBuilder
import Layout

/// `trellis ib --json`: an array with one object a file, keys in a fixed order.
enum IBCheckJSON {
    static func render(_ files: [IBFileCheck], options: IBCheckOptions) -> String {
        JSON.array(files.map(file)).rendered()
    }

    static func rect(_ r: Rect) -> JSON {
        .object([("x", .number(r.x)), ("y", .number(r.y)), ("width", .number(r.width)), ("height", .number(r.height))])
    }

    static func file(_ f: IBFileCheck) -> JSON {
        guard let document = f.document else {
            return .object([("file", .string(f.path)), ("device", .null), ("error", .string(f.error ?? "not read")),
                            ("unhandled", .array([])), ("roots", .array([]))])
        }
        let device = document.layoutDevice
        let deviceJSON: JSON = .object([("id", document.deviceID.map(JSON.string) ?? .null), ("width", .number(device.width)),
                                        ("height", .number(device.height)), ("scale", .number(device.scale))])
        let unhandled: [JSON] = document.unhandled.map { u in
            .object([("line", .number(Double(u.line))), ("element", .string(u.element)),
                     ("attribute", u.attribute.map(JSON.string) ?? .null), ("note", .string(u.words))])
        }
        return .object([("file", .string(f.path)), ("device", deviceJSON), ("error", .null),
                        ("traits", .string(document.traits.description)), ("unhandled", .array(unhandled)),
                        ("roots", .array(f.roots.map { root($0, document) }))])
    }

    static func root(_ r: IBFileCheck.RootResult, _ document: IBDocument) -> JSON {
        let check = r.check
        let ibID = Dictionary(check.layout.constraintNames.map { ($0.value, $0.key) }, uniquingKeysWith: { a, _ in a })
        let views: [JSON] = check.frames.map { f in
            let v = document.views[f.view]
            let parent: JSON = f.view == r.root.view ? .null : v.parent.map { .string(document.views[$0].id) } ?? .null
            let differs = f.differs()
            let deciding = differs ? IBCheckText.decidingConstraints(f, check).map { JSON.string(ibID[$0] ?? $0) } : []
            return .object([("id", .string(v.id)), ("name", .string(v.name)), ("class", .string(v.customClass ?? v.element)),
                            ("parent", parent), ("saved", f.saved.map(rect) ?? .null), ("frame", rect(f.frame)),
                            ("flag", f.flag.map { .string($0.rawValue) } ?? .null), ("differs", .bool(differs)),
                            ("decidedBy", .array(deciding))])
        }
        func id(_ name: String) -> JSON { .string(ibID[name] ?? name) }
        let conflicts: [JSON] = check.conflicts.map { c in
            var fields: [(String, JSON)] = [("constraints", .array(c.constraints.map(id))), ("broken", id(c.broken))]
            if let arithmetic = check.layout.scene.arithmetic(of: c) {
                fields.append(("arithmetic", .string(LogExplanationText.arithmeticLine(arithmetic))))
            }
            return .object(fields)
        }
        let ambiguous: [JSON] = check.ambiguous.map { a in
            .object([("view", .string(a.view)), ("attribute", .string(a.attribute.name)), ("value", .number(a.value)),
                     ("alternative", .number(a.alternative))])
        }
        let variants: [JSON] = r.variants.map { v in
            .object([("variant", .string(v.label)), ("changes", .array(v.changes.map(JSON.string)))])
        }
        return .object([("id", .string(r.root.id)), ("name", .string(r.root.name)), ("kind", .string(r.root.kind.rawValue)),
                        ("views", .array(views)), ("conflicts", .array(conflicts)), ("ambiguous", .array(ambiguous)),
                        ("truncated", .array(check.truncated.map(JSON.string))),
                        ("leftOut", .array(check.layout.refused.map { .string("line \($0.line): \($0.words)") })),
                        ("variants", .array(variants))])
    }
}
