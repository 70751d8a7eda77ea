import Layout

/// The stack commands: `stack add|insert|remove|spacing` and the stack properties
/// (`row.axis = vertical`, `stack row distribution=fillEqually`).
extension Workspace {
    /// `stack add STACK VIEW…` and `stack insert STACK VIEW at INDEX`.
    func stackArrange(_ invocation: Invocation) throws(SourceError) -> String {
        let a = invocation.arguments, context = invocation.context
        let stackWord = try existingStack(a, context)
        let viewWords = a.words("VIEW")
        try refuseRepeats(viewWords, context)
        do {
            try scene.arrange(viewWords.map(\.text), in: stackWord.text, at: a.integer("INDEX"))
        } catch {
            var spans: [Subject: Word] = [.view(stackWord.text): stackWord]
            for w in viewWords { spans[.view(w.text)] = w }
            // An index out of range is about the index.
            if case .invalidValue = error, let index = a.word("INDEX") { throw context.error(error.description, at: index) }
            throw context.error(error, spans: spans)
        }
        return arrangementLine(stackWord.text)
    }

    /// `stack remove STACK VIEW…`
    func stackUnarrange(_ invocation: Invocation) throws(SourceError) -> String {
        let a = invocation.arguments, context = invocation.context
        let stackWord = try existingStack(a, context)
        let viewWords = a.words("VIEW")
        try refuseRepeats(viewWords, context)
        do { try scene.unarrange(viewWords.map(\.text), from: stackWord.text) } catch {
            var spans: [Subject: Word] = [.view(stackWord.text): stackWord]
            for w in viewWords { spans[.view(w.text)] = w }
            throw context.error(error, spans: spans)
        }
        return arrangementLine(stackWord.text)
    }

    /// `stack spacing STACK after VIEW N|default`
    func stackCustomSpacing(_ invocation: Invocation) throws(SourceError) -> String {
        let a = invocation.arguments, context = invocation.context
        let stackWord = try existingStack(a, context)
        guard let viewWord = a.word("VIEW") else { throw context.error("usage: \(invocation.command.usage)") }
        let value = a.number("N")
        do throws(LayoutError) {
            guard try scene.stackArrangement(of: stackWord.text).arranged.contains(viewWord.text) else {
                _ = try scene.view(viewWord.text)
                throw LayoutError.notArranged(viewWord.text, stack: stackWord.text)
            }
            try scene.updateStack(stackWord.text) { $0.customSpacing[viewWord.text] = value }
        } catch {
            // `stack spacing s after s`: one name, two words (a literal with the key twice traps).
            throw context.error(error, spans: Dictionary([(.view(stackWord.text), stackWord), (.view(viewWord.text), viewWord)],
                                                         uniquingKeysWith: { _, later in later }))
        }
        return ""
    }

    /// `axis`, `distribution`, `alignment`, `spacing`, `baselineRelative` of a stack.
    func setStackProperty(_ name: String, _ key: String, _ value: Word, _ context: LineContext) throws(SourceError) {
        guard scene.views[name]?.stack != nil else {
            throw context.error("'\(name)' is not a stack view: \(key) is a stack's property", at: value)
        }
        let change: (inout StackArrangement) -> Void
        switch key {
        case "axis":
            let axis: Axis
            switch value.text {
            case "horizontal", "h": axis = .horizontal
            case "vertical", "v": axis = .vertical
            default: throw context.error("axis is horizontal or vertical, not '\(value.text)'", at: value)
            }
            change = { $0.axis = axis }
        case "distribution":
            guard let d = StackDistribution(rawValue: value.text) else {
                let names = StackDistribution.allCases.map(\.rawValue)
                let hint = closestName(to: value.text, in: names).map { " (did you mean '\($0)'?)" } ?? ""
                throw context.error("distribution is \(names.joined(separator: ", ")), not '\(value.text)'\(hint)", at: value)
            }
            change = { $0.distribution = d }
        case "alignment":
            guard let al = StackAlignment(name: value.text) else {
                let names = StackAlignment.allCases.map(\.rawValue) + ["top", "bottom"]
                let hint = closestName(to: value.text, in: names).map { " (did you mean '\($0)'?)" } ?? ""
                throw context.error("alignment is \(names.joined(separator: ", ")), not '\(value.text)'\(hint)", at: value)
            }
            change = { $0.alignment = al }
        case "spacing":
            let n = try number(value, context)
            guard (-10_000...10_000).contains(n) else {
                throw context.error("a spacing is a number from -10,000 to 10,000, not \(value.text)", at: value)
            }
            change = { $0.spacing = n }
        case "marginsRelative":
            let on = try bool(value, context)
            change = { $0.marginsRelative = on }
        default:
            let on = try bool(value, context)
            change = { $0.baselineRelative = on }
        }
        do { try scene.updateStack(name, change) } catch { throw context.error(error.description, at: value) }
    }

    /// `row arranges title, body (horizontal, fill, alignment fill, spacing 8)`.
    private func arrangementLine(_ stack: String) -> String {
        guard let s = try? scene.stackArrangement(of: stack) else { return "" }
        let list = s.arranged.isEmpty ? "nothing" : s.arranged.joined(separator: ", ")
        let axis = s.axis == .horizontal ? "horizontal" : "vertical"
        return "\(stack) arranges \(list) (\(axis), \(s.distribution.rawValue), alignment \(s.alignment.rawValue), spacing \(show(s.spacing)))"
    }

    private func existingStack(_ a: Arguments, _ context: LineContext) throws(SourceError) -> Word {
        guard let word = a.word("STACK") else { throw context.error("missing the stack's name") }
        do { _ = try scene.stackArrangement(of: word.text) } catch { throw context.error(error, spans: [.view(word.text): word]) }
        return word
    }

    private func refuseRepeats(_ words: [Word], _ context: LineContext) throws(SourceError) {
        var seen = Set<String>()
        for w in words where !seen.insert(w.text).inserted {
            throw context.error("\(w.text) is named twice", at: w)
        }
    }
}

extension Workspace {
    /// `guide NAME in VIEW`
    func makeGuide(_ invocation: Invocation) throws(SourceError) -> String {
        let a = invocation.arguments, context = invocation.context
        guard let nameWord = a.word("NAME"), let ownerWord = a.word("VIEW") else { throw context.error("usage: \(invocation.command.usage)") }
        try checkName(nameWord, context)
        do { try scene.addGuide(nameWord.text, in: ownerWord.text) } catch {
            throw context.error(error, spans: Dictionary([(.view(nameWord.text), nameWord), (.view(ownerWord.text), ownerWord)],
                                                         uniquingKeysWith: { _, later in later }))
        }
        return ""
    }
}
