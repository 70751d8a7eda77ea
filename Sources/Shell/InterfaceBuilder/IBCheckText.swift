import InterfaceBuilder
import Layout

/// `trellis ib` in words: a paragraph a file, a few lines a root.
enum IBCheckText {
    static func render(_ files: [IBFileCheck], options: IBCheckOptions) -> String {
        var parts = files.map { render($0, options: options) }
        let roots = files.flatMap(\.roots)
        let troubled = roots.filter(\.hasProblem).count
        let unreadable = files.filter { $0.document == nil }.count
        if files.count > 1 || roots.count > 1 {
            parts.append("\(count(files.count, "file")), \(count(roots.count, "root")): \(troubled) with a problem"
                         + (unreadable > 0 ? ", \(count(unreadable, "file")) not read" : ""))
        }
        return parts.joined(separator: "\n\n")
    }

    /// `1 view`, `3 views`.
    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    static func render(_ file: IBFileCheck, options: IBCheckOptions) -> String {
        guard let document = file.document else { return "\(file.path): \(file.error ?? "not read")" }
        var lines = ["\(file.path): \(describe(document)), sizes \(options.sizes.rawValue)"
                     + (options.traits != nil ? ", traits \(document.traits)" : "")]
        if document.roots.isEmpty { lines.append("  no root to lay out (no view controller's view, cell or top-level view)") }
        for result in file.roots {
            lines += render(result, document)
        }
        let unhandled = document.unhandled
        if !unhandled.isEmpty {
            lines.append("  not understood (\(unhandled.count)); the rest is laid out:")
            for u in unhandled.prefix(shownUnhandled) { lines.append("    " + describe(u)) }
            if unhandled.count > shownUnhandled { lines.append("    … and \(unhandled.count - shownUnhandled) more (--json lists them all)") }
        }
        return lines.joined(separator: "\n")
    }

    static let shownUnhandled = 12

    static func describe(_ document: IBDocument) -> String {
        let device = document.layoutDevice
        let deviceText = document.device != nil
            ? "device \(device.id)\(device.isLandscape ? " in landscape" : "") (\(show(device.width))×\(show(device.height)) @\(show(device.scale))x)"
            : "no device (roots at their saved sizes, \(show(device.width)) wide where none is saved, @\(show(device.scale))x)"
        let roots = count(document.roots.count, "root")
        return "\(document.platform.rawValue) \(document.format.rawValue), \(deviceText), \(roots)"
    }

    static func describe(_ u: IBUnhandled) -> String {
        "line \(u.line) <\(u.element)\(u.attribute.map { " \($0)" } ?? "")>: \(u.words)"
    }

    static func render(_ result: IBFileCheck.RootResult, _ document: IBDocument) -> [String] {
        let check = result.check
        let rootView = document.views[result.root.view]
        let constraints = check.layout.constraintNames.count
        let viewName = rootView.name == result.root.name ? "" : ", its view \(rootView.name)"
        var lines = ["  \(result.root.kind.rawValue) \(result.root.name) (\(rootView.element) \(rootView.id)\(viewName)): "
                     + "\(count(check.frames.count, "view")), \(count(constraints, "constraint"))"]
        let ibID = Dictionary(check.layout.constraintNames.map { ($0.value, $0.key) }, uniquingKeysWith: { a, _ in a })
        func named(_ id: String) -> String { ibID[id].map { "\(id) (\($0))" } ?? id }
        for refusal in check.layout.refused.prefix(shownUnhandled) { lines.append("    left out: line \(refusal.line): \(refusal.words)") }
        if check.layout.refused.count > shownUnhandled {
            lines.append("    … and \(check.layout.refused.count - shownUnhandled) more left out (--json lists them all)")
        }
        for conflict in check.conflicts {
            lines.append("    conflict: \(conflict.constraints.map(named).joined(separator: ", ")) cannot all hold; \(named(conflict.broken)) is broken")
            if let arithmetic = check.layout.scene.arithmetic(of: conflict) {
                lines.append("      " + LogExplanationText.arithmeticLine(arithmetic))
            }
        }
        if !check.ambiguous.isEmpty {
            let shown = check.ambiguous.prefix(8).map { "\($0.view).\($0.attribute.name) (\(show($0.value)) or \(show($0.alternative)))" }
            lines.append("    ambiguous (in the root's coordinates): " + shown.joined(separator: ", ")
                         + (check.ambiguous.count > 8 ? ", … \(check.ambiguous.count - 8) more" : ""))
        }
        let differing = check.disagreements
        for f in differing {
            lines.append("    differs: \(f.name) (\(document.views[f.view].id)) saved \(frame(f.saved)), Trellis \(frame(f.frame))")
            let deciding = decidingConstraints(f, check)
            if !deciding.isEmpty { lines.append("      decided by: " + deciding.map(named).joined(separator: ", ")) }
        }
        let flagged = check.frames.filter { $0.flag != nil }
        for f in flagged {
            lines.append("    Xcode flagged \(f.name) \(f.flag?.rawValue ?? ""): saved \(frame(f.saved)), Trellis \(frame(f.frame))")
        }
        if check.conflicts.isEmpty, check.ambiguous.isEmpty, differing.isEmpty {
            let compared = check.frames.filter { $0.saved != nil && $0.flag == nil }.count
            let unflagged = flagged.isEmpty ? "" : " unflagged"
            lines.append(compared == 0 ? "    Trellis finds no conflict and no ambiguity (the file saved no\(unflagged) frames to compare)"
                                       : "    Trellis finds no conflict and no ambiguity; \(count(compared, "\(unflagged.isEmpty ? "" : "unflagged ")frame")) as Xcode saved \(compared == 1 ? "it" : "them")")
        }
        for variant in result.variants {
            if variant.changes.isEmpty {
                lines.append("    \(variant.label): nothing new")
            } else {
                for change in variant.changes { lines.append("    \(variant.label): \(change)") }
            }
        }
        return lines
    }

    /// The constraints that decide the attributes in which the two frames differ.
    static func decidingConstraints(_ f: IBRootCheck.ViewFrame, _ check: IBRootCheck) -> [String] {
        guard let saved = f.saved else { return [] }
        var attributes: [LayoutAttribute] = []
        if abs(saved.x - f.frame.x) > IBRootCheck.tolerance { attributes.append(.left) }
        if abs(saved.y - f.frame.y) > IBRootCheck.tolerance { attributes.append(.top) }
        if abs(saved.width - f.frame.width) > IBRootCheck.tolerance { attributes.append(.width) }
        if abs(saved.height - f.frame.height) > IBRootCheck.tolerance { attributes.append(.height) }
        var seen = Set<String>()
        var out: [String] = []
        for attribute in attributes {
            for id in (try? check.layout.scene.constraintsAffecting(Anchor(f.name, attribute))) ?? [] where seen.insert(id).inserted {
                out.append(id)
            }
        }
        return out
    }

    static func frame(_ r: Rect?) -> String {
        guard let r else { return "none" }
        return "\(show(r.x)),\(show(r.y)) \(show(r.width))×\(show(r.height))"
    }
}
