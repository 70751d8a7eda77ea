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
        let breaks = Self.completionBreaks
        var start = chars.count
        while start > 0, !breaks.contains(chars[start - 1]) { start -= 1 }
        let prefix = String(chars[start...])
        let before = String(chars[..<start])
        let previous = start > 0 ? chars[start - 1] : " "
        // The words before the one being completed, whole; the line's kind comes from them.
        var wordStart = chars.count
        while wordStart > 0, chars[wordStart - 1] != " ", chars[wordStart - 1] != "\t" { wordStart -= 1 }
        let words = (try? splitWords(String(chars[..<wordStart]))) ?? []
        let insideWord = wordStart < start
        // The kind counts the part of the current word typed before the break (`H:|-8-[`).
        let kindWords = insideWord ? (try? splitWords(before)) ?? words : words
        let pool: [String]
        if words.isEmpty && !insideWord {
            pool = CommandTable.verbs + VisualFormatLine.orientations + scene.viewOrder + scene.constraintOrder + variables.names
        } else if previous == "@" {
            pool = Priority.named.map(\.name)
        } else {
            switch LineKind.of(kindWords, line: before) {
            case .command(let command, _) where command.form == .visualFormat:
                pool = previous == "[" || previous == "(" || previous == "=" || previous == "," ? scene.viewOrder : []
            case .command(let command, _) where !command.path.isEmpty && !insideWord:
                pool = nextWords(command, after: Array(words.dropFirst(command.path.count)))
            case .command(let command, _) where !command.path.isEmpty && before.hasSuffix("--") && wordStart == start - 2:
                pool = command.flags.map { String($0.name.dropFirst(2)) }
            case .incompleteGroup(let first, _) where words.count == 1 && !insideWord:
                pool = CommandTable.subverbs(of: first)
            default:
                pool = statementWords(before: before, previous: previous, words: words, insideWord: insideWord)
            }
        }
        let candidates = Array(Set(pool.filter { $0.hasPrefix(prefix) })).sorted()
        return (start, candidates)
    }

    /// What may follow a verb's words, from its grammar: keywords, names, `key=` for keyed
    /// words, flags not given yet, and longer verbs (`remove` after `table cell`).
    private func nextWords(_ command: Command, after arguments: [Word]) -> [String] {
        let flagNames = Set(command.flags.map(\.name))
        var given = Set<String>()
        var words: [Word] = []
        var skipValue = false
        for word in arguments {
            if skipValue { skipValue = false; continue }
            if flagNames.contains(word.text) {
                given.insert(word.text)
                skipValue = command.flags.first { $0.name == word.text }?.value != nil
                continue
            }
            words.append(word)
        }
        if skipValue { return [] }
        var pool: [String] = command.flags.map(\.name).filter { !given.contains($0) }
        if words.isEmpty {
            pool += CommandTable.all.filter { $0.path.count == command.path.count + 1 && Array($0.path.prefix(command.path.count)) == command.path }
                .compactMap(\.path.last)
        }
        for terminal in SyntaxMatcher.next(command.syntax, after: words) {
            switch terminal {
            case .keyword(let k): pool.append(k)
            case .slot(let slot):
                if let p = slot.prefix, p.hasSuffix("=") { pool.append(p) } else { pool += names(slot.completion, after: words.last) }
            }
        }
        return pool
    }

    /// The characters that end the word being completed.
    private static let completionBreaks: Set<Character> = [" ", "\t", "[", "(", ",", "|", "-", ":", ".", "@", "=", "]", ")"]

    /// The names a slot completes to.
    private func names(_ source: CompletionSource, after previous: Word?) -> [String] {
        switch source {
        case .nothing: return []
        case .views: return scene.viewOrder.filter { scene.views[$0]?.isGuide != true }
        case .roots: return scene.roots
        case .stacks: return scene.viewOrder.filter { scene.views[$0]?.stack != nil }
        case .viewsAndConstraints:
            return scene.viewOrder.filter { scene.views[$0]?.isGuide != true } + scene.constraintOrder.filter { !$0.contains(".") }
        case .reuseIdentifiers: return tableView?.templates.map(\.reuseIdentifier) ?? []
        // UIKit's names and the short ones; the SwiftUI spellings are accepted but not offered.
        case .contentSizeCategories: return ContentSizeCategory.allCases.flatMap { [$0.name, $0.shortName] }
        case .commands: return CommandTable.verbs + CommandTable.all.filter { $0.path.isEmpty }.map(\.name)
        case .subverbs: return previous.map { CommandTable.subverbs(of: $0.text) } ?? []
        case .plainVariables: return variables.names
        case .priorities: return Priority.named.map(\.name)
        case .words(let list): return list
        }
    }

    /// Inside a constraint, an assignment or a `key=value` word: attributes after `NAME.`,
    /// properties, the values a property takes after `=`.
    private func statementWords(before: String, previous: Character, words: [Word], insideWord: Bool) -> [String] {
        let breaks = Self.completionBreaks
        if previous == "." {
            let owner = String(before.dropLast().reversed().prefix { !breaks.contains($0) }.reversed())
            if scene.constraints[owner] != nil { return PropertyTable.names(of: .constraint) }
            guard let v = scene.views[owner] else { return [] }
            if isConstraintLine(before) || words.first?.text == "why" { return LayoutAttribute.allNames }
            var props = PropertyTable.names(of: .view)
            if v.isLabel { props += PropertyTable.names(of: .label) }
            if case .image = v.kind { props += PropertyTable.names(of: .image) }
            if v.stack != nil { props += PropertyTable.names(of: .stack) }
            return LayoutAttribute.allNames + props
        }
        if let property = assignedProperty(before) { return values(for: property) }
        if insideWord { return [] }
        return scene.viewOrder + variables.names
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
        property == "font" ? FontDescriptor.completions(in: scene.fonts) : PropertyTable.completions(for: property)
    }

    private func isConstraintLine(_ text: String) -> Bool {
        text.contains("==") || text.contains(">=") || text.contains("<=")
    }
}
