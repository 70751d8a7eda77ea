import InterfaceBuilder
import Cassowary
import Layout
import Notation

extension Workspace {
    /// `frames [VIEW]`: the frames of the trees shown (one tree when a view is named).
    func frames(of view: Word?, absolute: Bool, _ context: LineContext) throws(SourceError) -> FramesResult {
        let roots = try viewSelection(view.map { [$0] } ?? [], context)
        var list: [String] = []
        for root in roots { list += scene.subtree(of: root) }
        let baseDepth = roots.count == 1 ? roots.first.map { scene.subtreeDepth(of: $0) } ?? 0 : 0
        var rows: [FramesResult.Row] = []
        for name in list where scene.views[name]?.isEngineGuide != true {
            guard let frame = try? scene.frame(of: name), let absolute = try? scene.absoluteFrame(of: name) else { continue }
            // Multipliers in range can compound past every number along a chain of views: say
            // so rather than print inf (or null in JSON) as if it were a frame.
            if ![absolute.x, absolute.y, absolute.width, absolute.height].allSatisfy(\.isFinite) {
                throw context.error("\(name)'s frame has no finite value (x \(show(absolute.x)), y \(show(absolute.y)), "
                                               + "width \(show(absolute.width)), height \(show(absolute.height))): "
                                               + "multipliers along a chain of constraints compound past any number; why \(name).width says which")
            }
            rows.append(FramesResult.Row(name: name, parent: scene.views[name]?.parent, depth: scene.subtreeDepth(of: name) - baseDepth,
                                         frame: frame, absolute: absolute, isHidden: scene.views[name]?.isHidden == true,
                                         isCollapsed: scene.isCollapsed(name)))
        }
        return FramesResult(rows: rows, absolute: absolute)
    }

    /// `views`: every view and its place in the trees.
    func views() -> ViewsResult {
        let nodes = scene.viewOrder.compactMap { name -> ViewsResult.Node? in
            guard let v = scene.views[name] else { return nil }
            let frame = (try? scene.frame(of: name)) ?? .zero
            var guide: String?
            if case .guide(let identifier) = v.kind { guide = identifier }
            return ViewsResult.Node(name: name, kind: v.kind.name, parent: v.parent, children: v.children, isHidden: v.isHidden,
                                    isCollapsed: v.isCollapsed,
                                    label: v.label.map { ($0.text, $0.font.description, $0.lines) },
                                    intrinsic: scene.intrinsicSize(of: name), size: Size(width: frame.width, height: frame.height),
                                    stack: v.stack, arrangedBy: scene.arrangingStack(of: name),
                                    margins: v.layoutMargins == View.defaultLayoutMargins(of: v.kind) || v.isGuide ? nil : v.layoutMargins,
                                    guide: guide,
                                    preservedMargins: v.preservesSuperviewLayoutMargins ? try? scene.layoutMargins(of: name) : nil,
                                    readableWidth: v.readableWidth == View.defaultReadableWidth ? nil : v.readableWidth)
        }
        return ViewsResult(nodes: nodes, roots: scene.roots)
    }

    /// `constraints [VIEW] [--all]`: the constraints (those the user does not make, such as a
    /// label's baseline, only with --all).
    func constraints(of view: Word?, all: Bool, _ context: LineContext) throws(SourceError) -> ConstraintsResult {
        var ids = scene.constraintOrder
        if let name = view {
            _ = try viewSelection([name], context)
            ids = scene.constraints(mentioning: name.text)
        }
        if !all {
            ids = ids.filter { id in
                guard let origin = scene.constraints[id]?.origin else { return false }
                return origin != .labelBaseline && origin != .nonNegativeSize && !(origin == .rootSize && (id.hasSuffix("root.left") || id.hasSuffix("root.top")))
            }
        }
        let rows = ids.compactMap { id -> ConstraintsResult.Row? in
            guard let c = scene.constraints[id] else { return nil }
            return ConstraintsResult.Row(name: id, constraint: c.spec.description, constantInForce: constantInForce(id),
                                         priority: c.spec.priority, state: c.state, origin: c.origin)
        }
        // The plain variables' solver numbers its own (`x >= 10` is [1]; `remove 1` removes it).
        let plain = view == nil && variables.hasConstraints ? variables.listing() : nil
        return ConstraintsResult(rows: rows, plainVariables: plain)
    }

    /// The constant in force when it differs from the one written (a collapsed view's), or nil.
    func constantInForce(_ id: String) -> Double? {
        guard let c = scene.constraints[id] else { return nil }
        let inForce = scene.constantInForce(id)
        return inForce == c.spec.constant ? nil : inForce
    }

    /// `why VIEW.ATTRIBUTE`
    func why(_ word: Word, _ context: LineContext) throws(SourceError) -> WhyResult {
        // A plain variable (`x >= 10`) is explained by the plain variables.
        if let plain = variables.why(word.text) { return plain }
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
        if let extra = cursor.current {
            // Under the rest of the word: `why b.width.x` asks about b.width and something else.
            throw context.error("unexpected '\(extra.text)' after \(anchor); why takes one VIEW.ATTRIBUTE", at: word, from: extra.column - 1)
        }
        let value: Double
        let ids: [String]
        do {
            value = try scene.value(of: anchor)
            ids = try scene.constraintsAffecting(anchor)
        } catch {
            throw context.error(error, spans: [.view(anchor.view): word])
        }
        let rows = ids.compactMap { id in
            scene.constraints[id].map { WhyResult.Row(name: id, constraint: $0.spec.description, constantInForce: constantInForce(id), origin: $0.origin) }
        }
        return WhyResult(subject: anchor.description, value: value, rows: rows)
    }

    /// `check`: broken constraints and ambiguous attributes.
    func check() -> CheckResult {
        let broken = scene.constraintOrder.compactMap { id -> CheckResult.Broken? in
            guard let c = scene.constraints[id], c.state == .broken else { return nil }
            return CheckResult.Broken(name: id, constraint: c.spec.description)
        }
        let fixes = scene.verifiedFixes().map { CheckFix(fix: $0, lines: Self.lines(of: $0, in: scene)) }
        lastFixes = fixes.map { FixLines(lines: $0.lines) }
        // The plain variables (`x >= 10`) answer for themselves.
        var result = CheckResult(broken: broken, ambiguous: scene.ambiguities(),
                                 plainVariables: variables.hasConstraints ? variables.ambiguities() : nil)
        result.fixes = fixes
        return result
    }

    /// The lines that make a fix, as a user types them.
    static func lines(of fix: SceneFix, in scene: Scene) -> [String] {
        switch fix {
        case .stopTranslatingAutoresizingMask(let view): return ["\(view).translates = false"]
        case .deactivate(let id): return ["\(id).active = false"]
        case .priority(let id, let p):
            guard let c = scene.constraints[id], c.spec.priority.isRequired, c.wantsActive else { return ["\(id).priority = \(formatNumber(p))"] }
            return priorityLines(id, p)
        }
    }

    /// A required constraint made optional: only while inactive (UIKit raises otherwise), so
    /// out, changed, and back in.
    static func priorityLines(_ id: String, _ p: Double) -> [String] {
        ["\(id).active = false", "\(id).priority = \(formatNumber(p))", "\(id).active = true"]
    }

    /// `fit VIEW [compressed|expanded] [width W]`
    func fit(_ view: Word, _ target: FittingTarget, width: Double?, _ context: LineContext) throws(SourceError) -> FitResult {
        let size: Size
        do { size = try scene.fittingSize(of: view.text, target, width: width) } catch {
            throw context.error(error.words, at: view)
        }
        return FitResult(view: view.text, size: size, target: target, width: width)
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
