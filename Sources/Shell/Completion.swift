import Cassowary
import Layout

extension Workspace {
    /// Tab-completion candidates for the word that ends at `cursor` (a character offset) in
    /// `line`: verbs at the start, view names, attributes after `NAME.`, properties, constraint
    /// names, text styles after `font=`, content size categories after `textsize`, priority
    /// names after `@`, view names inside `[` … `]` of a Visual Format line. Pure: it reads the
    /// workspace and changes nothing.
    public func completions(line: String, cursor: Int) -> (start: Int, candidates: [String]) {
        let chars = Array(line.prefix(cursor))
        let breaks: Set<Character> = [" ", "\t", "[", "(", ",", "|", "-", ":", ".", "@", "=", "]", ")"]
        var start = chars.count
        while start > 0, !breaks.contains(chars[start - 1]) { start -= 1 }
        let prefix = String(chars[start...])
        let before = String(chars[..<start])
        let trimmed = before.trimmedBlanks
        let previous = start > 0 ? chars[start - 1] : " "
        let firstWord = trimmed.split(separator: " ").first.map(String.init) ?? ""
        let views = scene.viewOrder
        let pool: [String]
        if trimmed.isEmpty {
            pool = Workspace.verbs + ["H:", "V:"] + views + scene.constraintOrder
        } else if firstWord.hasPrefix("H:") || firstWord.hasPrefix("V:") || firstWord.hasPrefix("|") || firstWord.hasPrefix("[") {
            pool = previous == "[" || previous == "(" || previous == "=" || previous == "," ? views : []
        } else if previous == "@" {
            pool = ["required", "high", "low", "fitting", "defaultHigh", "defaultLow", "fittingSizeLevel"]
        } else if previous == "." {
            let owner = String(before.dropLast().reversed().prefix { !breaks.contains($0) }.reversed())
            if scene.constraints[owner] != nil {
                pool = Workspace.constraintProperties
            } else if let v = scene.views[owner] {
                if isConstraintLine(before) {
                    pool = LayoutAttribute.allNames
                } else {
                    var props = Workspace.viewProperties
                    if v.isLabel { props += Workspace.labelProperties }
                    if case .image = v.kind { props += Workspace.imageProperties }
                    pool = LayoutAttribute.allNames + props
                }
            } else {
                pool = []
            }
        } else if let property = assignedProperty(before) {
            pool = values(for: property)
        } else if ["textsize"].contains(firstWord) {
            // UIKit's names and the short ones; the SwiftUI spellings are accepted but not offered.
            pool = ContentSizeCategory.allCases.flatMap { [$0.name, $0.shortName] }
        } else if firstWord == "help" {
            pool = Help.groups.flatMap(\.1).flatMap { $0.verb.split(separator: "/").map(String.init) }
        } else if firstWord == "direction" {
            pool = ["ltr", "rtl"]
        } else if firstWord == "fit" && trimmed != "fit" {
            pool = ["compressed", "expanded", "width"]
        } else if firstWord == "remove" {
            pool = views + scene.constraintOrder.filter { !$0.contains(".") }
        } else if firstWord == "export" {
            pool = ["svg"]
        } else if firstWord == "record" {
            pool = ["on", "off", "clear"]
        } else if firstWord == "timing" {
            pool = ["on", "off"]
        } else if firstWord == "table" {
            let words = trimmed.split(separator: " ").map(String.init)
            if words.count == 1 {
                pool = Workspace.tableVerbs
            } else {
                switch words[1] {
                case "data": pool = words.count == 2 ? ["sentences", "messages", "quotes", "file"] : []
                case "sizing": pool = words.count == 2 ? ["fixed", "prototype", "cached", "estimated", "selfsizing", "manual", "precomputed"]
                    : ["estimate=", "cache=on", "threads="]
                case "scroll": pool = words.count == 2 ? ["to", "by", "row"] : ["over"]
                case "invalidate": pool = words.count == 2 ? ["all", "row", "rows"] : []
                case "cell":
                    if words.count == 3, words[2] == "remove" {
                        pool = tableView?.templates.map(\.reuseIdentifier) ?? []
                    } else {
                        pool = words.count == 2 ? scene.roots + ["remove"] : ["reuse=", "when="]
                    }
                case "show", "log": pool = ["--json"]
                case "stats": pool = words.count == 2 ? ["clear", "--json"] : []
                case "verify": pool = words.count == 2 ? ["all", "row", "rows", "--json"] : ["--json"]
                case "memo": pool = words.count == 2 ? ["on", "off"] : []
                default: pool = []
                }
            }
        } else {
            pool = views + (firstWord == "in" ? [] : ["in"])
        }
        let candidates = Array(Set(pool.filter { $0.hasPrefix(prefix) })).sorted()
        return (start, candidates)
    }

    /// The property being given a value: `font` in `label a "x" font=` or `a.font = `.
    private func assignedProperty(_ before: String) -> String? {
        let chars = Array(before)
        var i = chars.count
        while i > 0, chars[i - 1] == " " { i -= 1 }
        guard i > 0, chars[i - 1] == "=", i < 2 || !"=<>".contains(chars[i - 2]) else { return nil }
        i -= 1
        while i > 0, chars[i - 1] == " " { i -= 1 }
        var start = i
        while start > 0, chars[start - 1].isLetter || chars[start - 1].isNumber || chars[start - 1] == "." || chars[start - 1] == "_" {
            start -= 1
        }
        let key = String(chars[start..<i])
        guard !key.isEmpty else { return nil }
        return key.split(separator: ".").dropFirst(key.contains(".") ? 1 : 0).joined(separator: ".")
    }

    /// The values a property takes, for completion.
    private func values(for property: String) -> [String] {
        switch property {
        case "font": return FontDescriptor.completions(in: scene.fonts)
        case "hidden", "collapsed", "translates", "active": return ["true", "false"]
        case "wrap": return ["word", "char"]
        case "truncation": return ["tail", "head", "middle", "none"]
        case "preferredMaxWidth": return ["auto", "legacy"]
        case "width", "height", "intrinsic", "frame": return ["none"]
        case "autoresizing": return AutoresizingMask.names.map(\.0) + ["none"]
        case "priority", "hugging.h", "hugging.v", "compression.h", "compression.v":
            return ["required", "high", "low", "fitting"]
        default: return []
        }
    }

    private func isConstraintLine(_ text: String) -> Bool {
        text.contains("==") || text.contains(">=") || text.contains("<=")
    }
}
