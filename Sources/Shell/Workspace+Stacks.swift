import Layout

/// The stack commands: `stack add|insert|remove|spacing` and the stack properties
/// (`row.axis = vertical`, `stack row distribution=fillEqually`).
extension Workspace {
    /// `stack add STACK VIEW…` and `stack insert STACK VIEW at INDEX`: what the stack arranges now.
    func arrange(_ viewWords: [Word], in stackWord: Word, at index: Int?, indexWord: Word?,
                 _ context: LineContext) throws(SourceError) -> StackArrangementMade {
        try refuseMissingStack(stackWord, context)
        try refuseRepeats(viewWords, context)
        do {
            try scene.arrange(viewWords.map(\.text), in: stackWord.text, at: index)
        } catch {
            var spans: [Subject: Word] = [.view(stackWord.text): stackWord]
            for w in viewWords { spans[.view(w.text)] = w }
            // An index out of range is about the index.
            if case .stackIndexOutOfRange = error, let indexWord { throw context.error(error.words, at: indexWord) }
            throw context.error(error, spans: spans)
        }
        return try arrangement(of: stackWord, context)
    }

    /// `stack remove STACK VIEW…`: what the stack arranges now.
    func unarrange(_ viewWords: [Word], from stackWord: Word, _ context: LineContext) throws(SourceError) -> StackArrangementMade {
        try refuseMissingStack(stackWord, context)
        try refuseRepeats(viewWords, context)
        do { try scene.unarrange(viewWords.map(\.text), from: stackWord.text) } catch {
            var spans: [Subject: Word] = [.view(stackWord.text): stackWord]
            for w in viewWords { spans[.view(w.text)] = w }
            throw context.error(error, spans: spans)
        }
        return try arrangement(of: stackWord, context)
    }

    /// `stack spacing STACK after VIEW N|default`: `spacing` nil goes back to the stack's own.
    func setCustomSpacing(_ spacing: Double?, in stackWord: Word, after viewWord: Word,
                          _ context: LineContext) throws(SourceError) -> CustomSpacing {
        try refuseMissingStack(stackWord, context)
        do throws(LayoutError) {
            guard try scene.stackArrangement(of: stackWord.text).arranged.contains(viewWord.text) else {
                _ = try scene.view(viewWord.text)
                throw LayoutError.notArranged(viewWord.text, stack: stackWord.text)
            }
            try scene.updateStack(stackWord.text) { $0.customSpacing[viewWord.text] = spacing }
        } catch {
            // `stack spacing s after s`: one name, two words (a literal with the key twice traps).
            throw context.error(error, spans: Dictionary([(.view(stackWord.text), stackWord), (.view(viewWord.text), viewWord)],
                                                         uniquingKeysWith: { _, later in later }))
        }
        return CustomSpacing(stack: stackWord.text, view: viewWord.text, spacing: spacing)
    }

    /// `axis`, `distribution`, `alignment`, `spacing`, `baselineRelative` of a stack.
    /// Answers the value the property now has.
    func setStackProperty(_ name: String, _ key: String, _ input: Arguments.Value, _ value: Word,
                          _ context: LineContext) throws(SourceError) -> PropertySet.Value {
        guard scene.views[name]?.stack != nil else {
            throw context.error("'\(name)' is not a stack view: \(key) is a stack's property", at: value)
        }
        let change: (inout StackArrangement) -> Void
        let shown: PropertySet.Value
        switch (key, input) {
        case ("axis", _):
            let axis: Axis = ["horizontal", "h"].contains(value.text) ? .horizontal : .vertical
            change = { $0.axis = axis }
            shown = .word(axis == .horizontal ? "horizontal" : "vertical")
        case ("distribution", _):
            let d = StackDistribution(rawValue: value.text) ?? .fill
            change = { $0.distribution = d }
            shown = .word(d.rawValue)
        case ("alignment", _):
            let al = StackAlignment(name: value.text) ?? .fill
            change = { $0.alignment = al }
            shown = .word(al.rawValue)
        case ("spacing", .number(let n)):
            change = { $0.spacing = n }
            shown = .number(n)
        case ("marginsRelative", .bool(let on)):
            change = { $0.marginsRelative = on }
            shown = .onOff(on)
        case (_, .bool(let on)):
            change = { $0.baselineRelative = on }
            shown = .onOff(on)
        default:
            throw context.error("'\(value.text)' is no value of \(key)", at: value)
        }
        do { try scene.updateStack(name, change) } catch { throw context.error(error.words, at: value) }
        return shown
    }

    /// The stack's arrangement as it is now.
    private func arrangement(of stackWord: Word, _ context: LineContext) throws(SourceError) -> StackArrangementMade {
        let s: StackArrangement
        do { s = try scene.stackArrangement(of: stackWord.text) } catch { throw context.error(error, spans: [.view(stackWord.text): stackWord]) }
        return StackArrangementMade(stack: stackWord.text, arranged: s.arranged, axis: s.axis, distribution: s.distribution,
                                    alignment: s.alignment, spacing: s.spacing)
    }

    private func refuseMissingStack(_ word: Word, _ context: LineContext) throws(SourceError) {
        do { _ = try scene.stackArrangement(of: word.text) } catch { throw context.error(error, spans: [.view(word.text): word]) }
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
    func makeGuide(_ nameWord: Word, in ownerWord: Word, _ context: LineContext) throws(SourceError) -> ViewMade {
        try checkName(nameWord, context)
        do { try scene.addGuide(nameWord.text, in: ownerWord.text) } catch {
            throw context.error(error, spans: Dictionary([(.view(nameWord.text), nameWord), (.view(ownerWord.text), ownerWord)],
                                                         uniquingKeysWith: { _, later in later }))
        }
        return ViewMade(name: nameWord.text, kind: .guide, parent: ownerWord.text)
    }
}
