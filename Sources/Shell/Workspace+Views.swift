import Cassowary
import Layout
import Notation

extension Workspace {
    /// Makes a view (`view`, `label`, `image`, `stack`), then sets its `key=value` settings in
    /// order; if one fails, the view goes again. `text` is a label's quoted text.
    func makeView(_ nameWord: Word, kind: ViewKind, parent parentWord: Word?, text textWord: Word?, settings: [Word],
                  _ context: LineContext) throws(SourceError) -> ViewMade {
        try checkName(nameWord, context)
        var keys = Set<String>()
        if textWord != nil { keys.insert("text") }
        for setting in settings {
            let key = String(setting.text.prefix { $0 != "=" })
            guard keys.insert(key).inserted else {
                throw context.error(key == "text" && textWord != nil ? "the text is given twice (once in quotes)" : "\(key) is given twice",
                                    at: setting)
            }
        }
        // Make the view, then apply key=value settings; if one fails, take the view away again.
        // A label is measured once, with all its settings.
        try scene.measuringOnce { () throws(SourceError) in
            try makeView(nameWord, kind: kind, parent: parentWord, settings: settings, context)
        }
        let made: ViewMade.Kind = switch kind {
        case .plain: .view
        case .label: .label
        case .image: .image
        case .stack: .stack
        case .guide: .guide
        }
        return ViewMade(name: nameWord.text, kind: made, parent: parentWord?.text)
    }

    private func makeView(_ nameWord: Word, kind: ViewKind, parent parentWord: Word?, settings: [Word],
                          _ context: LineContext) throws(SourceError) {
        do { try scene.addView(nameWord.text, kind: kind, parent: parentWord?.text) } catch {
            var spans: [Subject: Word] = [.view(nameWord.text): nameWord]
            if let parentWord { spans[.view(parentWord.text)] = parentWord }
            throw context.error(error, spans: spans)
        }
        for setting in settings {
            let parts = setting.text.split(separator: "=", maxSplits: 1).map(String.init)
            guard let key = parts.first else { continue }
            let value = parts.count > 1 ? parts[1] : ""
            let valueWord = Word(text: value, column: setting.column + key.count + 1,
                                 length: max(1, setting.length - key.count - 1), isQuoted: setting.isQuoted)
            do {
                try setViewProperty(nameWord.text, key, valueWord, context,
                                    keyWord: Word(text: key, column: setting.column, length: key.count, isQuoted: false))
            } catch {
                try? scene.removeView(nameWord.text)
                throw error
            }
        }
    }

    func checkName(_ word: Word, _ context: LineContext) throws(SourceError) {
        let valid = word.text.first.map { $0.isLetter || $0 == "_" } == true
            && word.text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        guard valid, !word.isQuoted else {
            throw context.error("a name is letters, digits and '_', starting with a letter", at: word)
        }
        guard !CommandTable.verbs.contains(word.text) else {
            throw context.error("'\(word.text)' is a command; choose another name", at: word)
        }
    }

    /// `NAME.prop = value` for a view or a constraint: the property, and the value it now has.
    func assign(_ a: LineContext.Assignment, _ context: LineContext) throws(SourceError) -> PropertySet {
        // One value: words with blanks only for a text or a font (`mono 13`), and nothing after
        // a quoted value.
        if a.valueWords.count > 1, a.valueWords[0].text == "=", !a.valueWords[0].isQuoted {
            throw context.error("'=' twice: a property is set with one (\(a.target).\(a.property) = \(a.valueWords[1].text)), "
                                + "a constraint relates with '==' (\(a.target).\(a.property) == \(a.valueWords[1].text))", at: a.valueWords[0])
        }
        // A text of several words is quoted, here as in `label NAME "text"`.
        if a.property == "text", a.valueWords.count > 1, !a.valueWords[0].isQuoted {
            throw context.error(textOfSeveralWords("\(a.target).text = \"\(a.valueWords.map(\.text).joined(separator: " "))\""),
                                at: a.valueWords[1])
        }
        if a.valueWords.count > 1, a.valueWords[0].isQuoted || !["text", "font"].contains(a.property) {
            throw context.error("too many words: \(a.property) takes one value" + (a.valueWords[0].isQuoted ? " (the quotes hold it all)" : ""),
                                at: a.valueWords[1])
        }
        let keyWord = Word(text: a.property, column: a.targetWord.column + a.target.count + 1, length: a.property.count,
                           isQuoted: false)
        if scene.constraints[a.target] != nil {
            let value = try setConstraintProperty(a.target, a.property, a.value, context, keyWord: keyWord)
            return PropertySet(target: a.target, property: a.property, isConstraint: true, value: value)
        }
        guard scene.views[a.target] != nil else {
            let names = scene.viewOrder + scene.constraintOrder
            let hint = closestName(to: a.target, in: names).map { " (did you mean '\($0)'?)" } ?? ""
            throw context.error("no view or constraint named '\(a.target)'\(hint)", at: a.targetWord)
        }
        let value = try setViewProperty(a.target, a.property, a.value, context, keyWord: keyWord)
        return PropertySet(target: a.target, property: a.property, isConstraint: false, value: value)
    }

    /// Sets a view's property from the word of its value; answers the value it now has.
    @discardableResult
    func setViewProperty(_ name: String, _ key: String, _ value: Word, _ context: LineContext,
                         keyWord: Word) throws(SourceError) -> PropertySet.Value {
        if scene.views[name]?.isGuide == true {
            throw context.error("'\(name)' is a layout guide: it has no \(key) (a guide is placed by constraints alone)", at: keyWord)
        }
        guard let owner = PropertyTable.declaration(key)?.owner, owner != .constraint else {
            throw unknownProperty(key, of: name, keyWord, context)
        }
        // The value is read first (its errors under it); then the scene changes, and a layout
        // error goes under the value too.
        let input = try read(key, value, context)
        switch owner {
        case .label: return try setLabelProperty(name, key, input, value, context)
        case .stack: return try setStackProperty(name, key, input, value, context)
        case .view, .image, .constraint: break
        }
        let change: (Scene) throws(LayoutError) -> Void
        let shown: PropertySet.Value
        switch (key, input) {
        case ("width", _), ("height", _):
            let attribute: LayoutAttribute = key == "width" ? .width : .height
            let size = input.number
            change = { (s: Scene) throws(LayoutError) in try s.setRootSize(name, attribute, size) }
            shown = size.map(PropertySet.Value.number) ?? .unset
        case ("hidden", .bool(let hidden)):
            change = { (s: Scene) throws(LayoutError) in try s.setHidden(name, hidden) }
            shown = .onOff(hidden)
        case ("collapsed", .bool(let collapsed)):
            change = { (s: Scene) throws(LayoutError) in try s.setCollapsed(name, collapsed) }
            shown = .onOff(collapsed)
        case ("hugging.h", .priority(let p)), ("hugging.v", .priority(let p)):
            change = { (s: Scene) throws(LayoutError) in try s.setHugging(name, key == "hugging.h" ? .horizontal : .vertical, p) }
            shown = .priority(p)
        case ("compression.h", .priority(let p)), ("compression.v", .priority(let p)):
            change = { (s: Scene) throws(LayoutError) in
                try s.setCompressionResistance(name, key == "compression.h" ? .horizontal : .vertical, p)
            }
            shown = .priority(p)
        case ("intrinsic", _):
            let size: Size? = if case .size(let s) = input { s } else { nil }
            change = { (s: Scene) throws(LayoutError) in try s.setIntrinsicSize(name, size) }
            shown = size.map(PropertySet.Value.size) ?? .unset
        case ("frame", _):
            let frame: Rect? = if case .rect(let r) = input { r } else { nil }
            change = { (s: Scene) throws(LayoutError) in try s.setFrame(name, frame) }
            shown = frame.map(PropertySet.Value.rect) ?? .unset
        case ("autoresizing", _):
            let flags: [String] = if case .flags(let f) = input { f } else { [] }
            let mask = AutoresizingMask.names.filter { flags.contains($0.0) }.reduce(into: AutoresizingMask()) { $0.insert($1.1) }
            change = { (s: Scene) throws(LayoutError) in try s.setAutoresizing(name, mask) }
            shown = .flags(mask.names)
        case ("margins", _), ("safeArea", _):
            // `default` (margins) and `none` (safeArea) are the words besides the numbers.
            let insets: DirectionalInsets = if case .insets(let i) = input { i }
                else if key == "margins" { View.defaultLayoutMargins(of: scene.views[name]?.kind ?? .plain) } else { .zero }
            change = key == "margins"
                ? { (s: Scene) throws(LayoutError) in try s.setLayoutMargins(name, insets) }
                : { (s: Scene) throws(LayoutError) in try s.setSafeAreaInsets(name, insets) }
            shown = .insets(insets)
        case ("preservesSuperviewLayoutMargins", .bool(let preserves)):
            change = { (s: Scene) throws(LayoutError) in try s.setPreservesSuperviewLayoutMargins(name, preserves) }
            shown = .onOff(preserves)
        case ("readableWidth", _):
            let width = input.number ?? View.defaultReadableWidth
            change = { (s: Scene) throws(LayoutError) in try s.setReadableWidth(name, width) }
            shown = .number(width)
        case ("translates", .bool(let translates)):
            change = { (s: Scene) throws(LayoutError) in try s.setTranslatesAutoresizingMask(name, translates) }
            shown = .onOff(translates)
        case ("size", .size(let size)):
            change = { (s: Scene) throws(LayoutError) in try s.setImageSize(name, size) }
            shown = .size(size)
        default:
            throw unknownProperty(key, of: name, keyWord, context)
        }
        do { try change(scene) } catch { throw context.error(error.words, at: value.text.isEmpty ? keyWord : value) }
        return shown
    }

    /// The refusal of a key that is no property of the view (a constraint's attribute set with
    /// one `=` says so).
    private func unknownProperty(_ key: String, of name: String, _ keyWord: Word, _ context: LineContext) -> SourceError {
        var known = PropertyTable.names(of: .view)
        if scene.views[name]?.isLabel == true { known += PropertyTable.names(of: .label) }
        if case .image? = scene.views[name]?.kind { known += PropertyTable.names(of: .image) }
        if scene.views[name]?.stack != nil { known += PropertyTable.names(of: .stack) }
        // `a.leading = b.leading`: an attribute set like a property is a constraint with one '='.
        if LayoutAttribute(name: key) != nil || ConstraintParser.marginAttributes[key] != nil {
            return context.error("'\(key)' is an attribute, not a property: a constraint relates it with '==', '>=' or '<=' "
                                 + "(\(name).\(key) == …)", at: keyWord)
        }
        let hint = closestName(to: key, in: known).map { " (did you mean '\($0)'?)" } ?? ""
        return context.error("'\(key)' is not a property of \(name)\(hint)", at: keyWord)
    }

    private func setLabelProperty(_ name: String, _ key: String, _ input: Arguments.Value, _ value: Word,
                                  _ context: LineContext) throws(SourceError) -> PropertySet.Value {
        let change: (inout Label) -> Void
        let shown: PropertySet.Value
        switch (key, input) {
        case ("text", _):
            let text = value.text
            change = { $0.text = text }
            shown = .word(text)
        case ("font", .font(let font)):
            change = { $0.font = font }
            shown = .word(font.description)
        case ("lines", .integer(let n)):
            change = { $0.lines = n }
            shown = .number(Double(n))
        case ("wrap", _):
            // The slot took one of the cases' names.
            let w = TextWrapping(rawValue: value.text) ?? .word
            change = { $0.wrapping = w }
            shown = .word(w.rawValue)
        case ("truncation", _):
            let t = TextTruncation(rawValue: value.text) ?? .tail
            change = { $0.truncation = t }
            shown = .word(t.rawValue)
        default:
            let mode: PreferredMaxWidth = switch value.text {
            case "auto", "automatic": .automatic
            case "legacy", "none": .legacy
            default: .explicit(input.number ?? 0)
            }
            change = { $0.preferredMaxWidth = mode }
            shown = switch mode {
            case .automatic: .word("automatic")
            case .legacy: .word("legacy")
            case .explicit(let width): .number(width)
            }
        }
        do { try scene.updateLabel(name, change) } catch { throw context.error(error.words, at: value) }
        return shown
    }

    /// Sets a constraint's property from the word of its value; answers the value it now has.
    func setConstraintProperty(_ id: String, _ key: String, _ value: Word, _ context: LineContext,
                               keyWord: Word) throws(SourceError) -> PropertySet.Value {
        guard PropertyTable.declaration(key)?.owner == .constraint else {
            let hint = closestName(to: key, in: PropertyTable.names(of: .constraint)).map { " (did you mean '\($0)'?)" } ?? ""
            throw context.error("'\(key)' is not a property of a constraint\(hint) (constant, priority, active)", at: keyWord)
        }
        let change: (Scene) throws(LayoutError) -> Void
        let shown: PropertySet.Value
        switch try read(key, value, context) {
        case .number(let constant):
            change = { (s: Scene) throws(LayoutError) in try s.setConstant(id, constant) }
            shown = .number(constant)
        case .priority(let p):
            change = { (s: Scene) throws(LayoutError) in try s.setPriority(id, p) }
            shown = .priority(p)
        case .bool(let active):
            change = { (s: Scene) throws(LayoutError) in try s.setActive(id, active) }
            shown = .onOff(active)
        default:
            throw context.error("'\(key)' is not a property of a constraint (constant, priority, active)", at: keyWord)
        }
        do { try change(scene) } catch { throw context.error(error.words, at: value) }
        return shown
    }

    /// The value of a property's word, read by the property's slot (PropertyTable), or its
    /// refusal under the word.
    func read(_ key: String, _ value: Word, _ context: LineContext) throws(SourceError) -> Arguments.Value {
        switch PropertyTable.read(key, value) {
        case .success(let v): return v
        case .failure(let complaint): throw context.error(complaint.message ?? "'\(value.text)' is no value of \(key)", at: value)
        }
    }
}

/// `64x64` → 64 × 64.
func parseSize(_ text: String) -> Size? {
    let parts = text.lowercased().split(separator: "x")
    guard parts.count == 2, let w = decimalNumber(parts[0]), let h = decimalNumber(parts[1]), LayoutNumbers.accepts(w), LayoutNumbers.accepts(h),
          w >= 0, h >= 0 else {
        return nil
    }
    return Size(width: w, height: h)
}

/// The one rule for a label's text, at the prompt and where a label is made: one word may go
/// unquoted, several are quoted (so that a key=value after them is not taken for text).
func textOfSeveralWords(_ example: String) -> String {
    "a text of several words is quoted, as \(example)"
}
