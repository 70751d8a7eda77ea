import Cassowary
import Layout

extension Workspace {
    /// `frames [VIEW] [--json] [--absolute]`
    func frames(_ invocation: Invocation) throws(SourceError) -> String {
        let json = invocation.has("--json"), absolute = invocation.has("--absolute")
        let roots = try viewSelection(invocation.arguments.words("VIEW"), invocation.context)
        var list: [String] = []
        for root in roots { list += scene.subtree(of: root) }
        let baseDepth = roots.count == 1 ? roots.first.map { scene.subtreeDepth(of: $0) } ?? 0 : 0
        if json {
            var items: [JSON] = []
            for name in list {
                guard let frame = try? scene.frame(of: name), let abs = try? scene.absoluteFrame(of: name) else { continue }
                let parent = scene.views[name]?.parent
                items.append(.object([
                    ("name", .string(name)), ("parent", parent.map { .string($0) } ?? .null),
                    ("x", .number(frame.x)), ("y", .number(frame.y)), ("width", .number(frame.width)), ("height", .number(frame.height)),
                    ("absolute", .object([("x", .number(abs.x)), ("y", .number(abs.y)),
                                          ("width", .number(abs.width)), ("height", .number(abs.height))])),
                ]))
            }
            return JSON.array(items).rendered()
        }
        if list.isEmpty { return "no views yet (make one with: view cell)" }
        var table = TextTable(["view", "x", "y", "width", "height"], numeric: [1, 2, 3, 4])
        for name in list {
            guard let frame = try? (absolute ? scene.absoluteFrame(of: name) : scene.frame(of: name)) else { continue }
            let depth = scene.subtreeDepth(of: name) - baseDepth
            var label = String(repeating: "  ", count: depth) + name
            if scene.views[name]?.isHidden == true { label += " (hidden)" }
            if scene.isCollapsed(name) { label += " (collapsed)" }
            table.add([label, show(frame.x), show(frame.y), show(frame.width), show(frame.height)])
        }
        return table.rendered(style: style)
    }

    /// `views [--json]`: the trees.
    func viewsCommand(_ invocation: Invocation) throws(SourceError) -> String {
        if invocation.has("--json") {
            let items: [JSON] = scene.viewOrder.compactMap { name in
                guard let v = scene.views[name] else { return nil }
                var fields: [(String, JSON)] = [("name", .string(name)), ("kind", .string(v.kind.name)),
                                                 ("parent", v.parent.map { .string($0) } ?? .null),
                                                 ("children", .array(v.children.map { .string($0) })),
                                                 ("hidden", .bool(v.isHidden)), ("collapsed", .bool(v.isCollapsed))]
                if let label = v.label {
                    fields += [("text", .string(label.text)), ("font", .string(label.font.description)),
                               ("lines", .number(Double(label.lines)))]
                }
                if let size = scene.intrinsicSize(of: name) {
                    fields.append(("intrinsic", .object([("width", .number(size.width)), ("height", .number(size.height))])))
                }
                return .object(fields)
            }
            return JSON.array(items).rendered()
        }
        if scene.viewOrder.isEmpty { return "no views yet (make one with: view cell)" }
        var lines: [String] = []
        func walk(_ name: String, _ prefix: String, _ isLast: Bool, _ isRoot: Bool) {
            guard let v = scene.views[name] else { return }
            let frame = (try? scene.frame(of: name)) ?? .zero
            var text = "\(name) (\(v.kind.name)) \(show(frame.width))x\(show(frame.height))"
            if let label = v.label { text += " " + quoteShort(label.text) }
            if v.isHidden { text += " hidden" }
            if v.isCollapsed { text += " collapsed" }
            lines.append(isRoot ? text : prefix + (isLast ? "└─ " : "├─ ") + text)
            let childPrefix = isRoot ? "" : prefix + (isLast ? "   " : "│  ")
            for (i, child) in v.children.enumerated() { walk(child, childPrefix, i == v.children.count - 1, false) }
        }
        for root in scene.roots { walk(root, "", true, true) }
        return lines.joined(separator: "\n")
    }

    /// `constraints [VIEW] [--json] [--all]`
    func constraintsCommand(_ invocation: Invocation) throws(SourceError) -> String {
        let context = invocation.context, names = invocation.arguments.words("VIEW")
        var ids = scene.constraintOrder
        if let name = names.first {
            _ = try viewSelection([name], context)
            ids = scene.constraints(mentioning: name.text)
        }
        if !invocation.has("--all") {
            ids = ids.filter { id in
                guard let origin = scene.constraints[id]?.origin else { return false }
                return origin != .labelBaseline && !(origin == .rootSize && (id.hasSuffix("root.left") || id.hasSuffix("root.top")))
            }
        }
        if invocation.has("--json") {
            return JSON.array(ids.compactMap { id -> JSON? in
                guard let c = scene.constraints[id] else { return nil }
                return .object([("name", .string(id)), ("constraint", .string(c.spec.description)),
                                ("priority", .number(c.spec.priority.value)), ("state", .string(c.state.rawValue)),
                                ("origin", .string(originText(c.origin)))])
            }).rendered()
        }
        // The plain variables' solver numbers its own (`x >= 10` is [1]; `remove 1` removes it).
        let plain = names.isEmpty && variables.hasConstraints ? variables.constraintsText() : nil
        if ids.isEmpty { return plain ?? "no constraints yet" }
        var table = TextTable(["name", "constraint", "priority", "state", "from"], numeric: [2])
        for id in ids {
            guard let c = scene.constraints[id] else { continue }
            let state = c.state == .broken ? style.red("broken") : c.state == .inactive ? style.dim("inactive") : "active"
            table.add([id, describe(id).replacingPriority(), c.spec.priority.description, state, originText(c.origin)])
        }
        return table.rendered(style: style) + (plain.map { "\n" + $0 } ?? "")
    }

    /// A constraint as written, with the constant in force when it differs (collapsed view).
    func describe(_ id: String) -> String {
        guard let c = scene.constraints[id] else { return id }
        let inForce = scene.constantInForce(id)
        guard inForce != c.spec.constant else { return c.spec.description }
        return c.spec.description + " (\(show(inForce)) while collapsed)"
    }

    func originText(_ origin: ConstraintOrigin) -> String {
        switch origin {
        case .user: return "you"
        case .visualFormat(let f): return f
        case .contentHugging: return "content hugging"
        case .compressionResistance: return "compression resistance"
        case .autoresizing: return "autoresizing mask"
        case .rootSize: return "root size"
        case .collapse: return "collapsed"
        case .labelBaseline: return "label baseline"
        case .encapsulated: return "table cell size"
        case .fitting: return "fitting size"
        }
    }

    /// `why VIEW.ATTRIBUTE`
    func why(_ invocation: Invocation) throws(SourceError) -> String {
        let context = invocation.context
        guard let word = invocation.arguments.word("VIEW.ATTRIBUTE") else { throw context.error("usage: why VIEW.ATTRIBUTE") }
        // A plain variable (`x >= 10`) is explained by the plain variables.
        if variables.knows(word.text) { return variables.why(word.text) }
        if !word.text.contains(".") {
            throw context.error("no variable named '\(word.text)'; why takes VIEW.ATTRIBUTE, as why body.height, or a plain variable",
                                at: word)
        }
        let tokens = try Lexer(line: context.lineNumber).tokens(word.text)
        var cursor = TokenCursor(tokens, line: context.lineNumber, endColumn: word.length + 1)
        let anchor: Anchor
        do { anchor = try ConstraintParser().anchor(&cursor) } catch {
            throw context.error(error.message, at: word)
        }
        let value: Double
        let ids: [String]
        do {
            value = try scene.value(of: anchor)
            ids = try scene.constraintsAffecting(anchor)
        } catch {
            throw context.error(error, tokens: [])
        }
        if ids.isEmpty { return "\(anchor) = \(show(value)): no constraint decides it (it is ambiguous)" }
        var table = TextTable(["name", "constraint", "from"])
        for id in ids {
            guard let c = scene.constraints[id] else { continue }
            table.add([id, describe(id), originText(c.origin)])
        }
        return "\(anchor) = \(show(value)) because of:\n" + table.rendered(style: style)
    }

    /// `check [--json]`: broken constraints and ambiguous attributes.
    func check(_ invocation: Invocation) throws(SourceError) -> String {
        let broken = scene.constraintOrder.filter { scene.constraints[$0]?.state == .broken }
        let ambiguous = scene.ambiguities()
        if invocation.has("--json") {
            return JSON.object([
                ("broken", .array(broken.compactMap { id in
                    scene.constraints[id].map { .object([("name", .string(id)), ("constraint", .string($0.spec.description))]) }
                })),
                ("ambiguous", .array(ambiguous.map {
                    .object([("view", .string($0.view)), ("attribute", .string($0.attribute.name)),
                             ("value", .number($0.value)), ("alternative", .number($0.alternative))])
                })),
            ]).rendered()
        }
        // The plain variables (`x >= 10`) answer for themselves.
        let plain = variables.hasConstraints ? variables.checkText() : nil
        if broken.isEmpty && ambiguous.isEmpty { return plain ?? "no conflicts, no ambiguity" }
        var lines: [String] = []
        if !broken.isEmpty {
            lines.append(style.red("broken") + " (given up because required constraints conflict):")
            for id in broken { if let c = scene.constraints[id] { lines.append("  \(id): \(c.spec)") } }
        }
        if !ambiguous.isEmpty {
            lines.append(style.yellow("ambiguous") + " (more than one layout fits equally well):")
            for a in ambiguous {
                lines.append("  \(a.view).\(a.attribute.name) = \(show(a.value)), could also be \(show(a.alternative))")
            }
        }
        return (lines + (plain.map { [$0] } ?? [])).joined(separator: "\n")
    }

    /// `fit VIEW [compressed|expanded] [width W]`
    func fit(_ invocation: Invocation) throws(SourceError) -> String {
        let context = invocation.context, a = invocation.arguments
        guard let view = a.word("VIEW") else { throw context.error("usage: \(invocation.command.usage)") }
        let target: FittingTarget = a.has("expanded") ? .expanded : .compressed
        let width = a.number("W")
        let size: Size
        do { size = try scene.fittingSize(of: view.text, target, width: width) } catch {
            throw context.error(error.description, at: view)
        }
        let how = width.map { "width \(show($0)) required, height at fittingSizeLevel" } ?? "both at fittingSizeLevel"
        return "\(view.text) fits in \(show(size.width))x\(show(size.height)) (\(target.rawValue); \(how))"
    }

    /// UIKit's console message for a conflict, with Trellis's names instead of addresses.
    func conflictReport(_ report: ConflictReport) -> String {
        func line(_ id: String) -> String {
            guard let c = scene.constraints[id] else { return id }
            return "\(id): \(c.spec)" + (c.origin.isSystem ? "   (\(originText(c.origin)))" : "")
        }
        var out = [style.red("Unable to simultaneously satisfy constraints."),
                   "    Probably at least one of the constraints in the following list is one you don't want.",
                   "("]
        out += report.constraints.map { "    \"\(line($0))\"," }
        out += [")", "", "Will attempt to recover by breaking constraint", line(report.broken)]
        return out.joined(separator: "\n")
    }

    // MARK: Helpers

    /// The roots to show: the named view (its subtree) or every root.
    func viewSelection(_ names: [Word], _ context: LineContext) throws(SourceError) -> [String] {
        guard let word = names.first else { return scene.roots }
        guard scene.views[word.text] != nil else {
            let hint = closestName(to: word.text, in: scene.viewOrder).map { " (did you mean '\($0)'?)" } ?? ""
            throw context.error("no view named '\(word.text)'\(hint)", at: word)
        }
        return [word.text]
    }

    func quoteShort(_ text: String) -> String {
        let flat = text.replacingNewlines()
        return "\"" + (flat.count > 40 ? String(flat.prefix(39)) + "…" : flat) + "\""
    }
}

extension Scene {
    /// How deep a view is in its tree (a root is 0).
    func subtreeDepth(of name: String) -> Int {
        var depth = 0
        var current = views[name]?.parent
        while let c = current { depth += 1; current = views[c]?.parent }
        return depth
    }
}

extension String {
    func replacingNewlines() -> String { String(map { $0 == "\n" ? " " : $0 }) }
    /// The constraint text without its `@priority` (shown in its own column).
    func replacingPriority() -> String {
        let chars = Array(self)
        guard chars.count >= 2 else { return self }
        for i in stride(from: chars.count - 2, through: 0, by: -1) where chars[i] == " " && chars[i + 1] == "@" {
            return String(chars[0..<i])
        }
        return self
    }
}
