import Layout
import TableSim

/// `table cell`: cell templates captured from the views, and captured again when the views
/// change.
extension Workspace {
    /// What `table cell` is told besides its root, read and checked against the scene.
    struct CellSettings {
        static let slot = "reuse=ID when=$f accessory=W content=VIEW view.prop=$f"
        var words: [Word] = []
        var reuse: String?
        var rule: RowRule?
        var accessory: Double?
        var content: Word?
        var bindings: [Binding] = []
        var warnings: [String] = []
    }

    func cellSettings(_ words: [Word], _ context: LineContext, outlets: [String: String] = [:]) throws(SourceError) -> CellSettings {
        var settings = CellSettings(words: words)
        for w in words {
            // A grammar failure goes under the part of the word at fault (`from` characters in).
            func read<T>(from start: Int, _ body: () throws(CellBindingGrammar.Failure) -> T) throws(SourceError) -> T {
                do { return try body() } catch { throw context.error(error.message, at: w, from: start + error.offset) }
            }
            if w.text.hasPrefix("reuse=") {
                guard settings.reuse == nil else { throw context.error("the reuse identifier is given twice", at: w) }
                let id = String(w.text.dropFirst(6))
                guard let first = id.first, first.isLetter || first == "_",
                      id.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." }) else {
                    throw context.error("a reuse identifier is letters, digits, '_', '-' and '.', starting with a letter", at: w, from: 6)
                }
                settings.reuse = id
            } else if w.text.hasPrefix("accessory=") {
                guard settings.accessory == nil else { throw context.error("the accessory's width is given twice", at: w) }
                guard let width = decimalNumber(w.text.dropFirst(10)), (0...1_000).contains(width) else {
                    throw context.error("an accessory's width is a number from 0 to 1,000 (a disclosure indicator's, for one)", at: w, from: 10)
                }
                settings.accessory = width
            } else if w.text.hasPrefix("content=") {
                guard settings.content == nil else { throw context.error("the content view is given twice", at: w) }
                let name = String(w.text.dropFirst(8))
                guard !name.isEmpty else { throw context.error("expected the content view's name after content=", at: w, from: 8) }
                guard scene.views[name] != nil else {
                    let hint = closestName(to: name, in: scene.viewOrder).map { " (did you mean '\($0)'?)" } ?? ""
                    throw context.error("no view named '\(name)'\(hint)", at: w, from: 8)
                }
                settings.content = w
            } else if w.text.hasPrefix("when=") {
                guard settings.rule == nil else { throw context.error("the rule (when=) is given twice", at: w) }
                let parsed = try read(from: 5) { () throws(CellBindingGrammar.Failure) in try CellBindingGrammar.rule(String(w.text.dropFirst(5))) }
                try checkRuleField(parsed.field, word: w, context)
                settings.rule = parsed
            } else {
                var binding = try read(from: 0) { () throws(CellBindingGrammar.Failure) in try CellBindingGrammar.binding(w.text) }
                // A document's outlet names its view (`titleLabel.text=$text`).
                if scene.views[binding.target] == nil, scene.constraints[binding.target] == nil, let name = outlets[binding.target] {
                    binding = Binding(target: name, property: binding.property, value: binding.value)
                }
                if settings.bindings.contains(where: { $0.target == binding.target && $0.property == binding.property }) {
                    throw context.error("\(binding.target).\(binding.property.rawValue) is bound twice", at: w)
                }
                settings.warnings += try checkBinding(binding, word: w, context)
                settings.bindings.append(binding)
            }
        }
        return settings
    }

    /// Captures the tree at `rootWord` as a template with `settings`, and registers it.
    func registerCell(_ rootWord: Word, _ settings: CellSettings, _ context: LineContext) throws(SourceError) -> CellRegistered {
        let (reuse, rule, accessory, content, bindings, warnings) = (settings.reuse, settings.rule, settings.accessory,
                                                                     settings.content, settings.bindings, settings.warnings)
        let words = [rootWord] + settings.words
        let recipe: CellRecipe
        do { recipe = try CellRecipe.capture(root: rootWord.text, from: scene) } catch {
            throw context.error(error.words, at: rootWord)
        }
        // An imported log's encapsulated size is the table's to make (it makes its own).
        if let log = recipe.constraints.first(where: { CellTemplate.encapsulatedIdentifiers.contains($0.identifier) }) {
            throw context.error("the cell has the log's \(log.identifier): the table makes its own; remove it first (remove \(log.identifier))",
                                at: rootWord)
        }
        if let content, recipe.view(String(content.text.dropFirst(8))) == nil {
            throw context.error("'\(content.text.dropFirst(8))' is not in the cell '\(rootWord.text)': content= names a plain view directly in it",
                                at: content, from: 8)
        }
        let template: CellTemplate
        let check: TemplateCheck
        do {
            template = try CellTemplate(recipe: recipe, reuseIdentifier: reuse, bindings: bindings, rule: rule,
                                        accessoryWidth: accessory ?? 0, contentView: content.map { String($0.text.dropFirst(8)) })
            check = try table.register(template)
        } catch {
            // Under the binding that names what the cell lacks, else under the root.
            var named: String?
            switch error {
            case .unknownView(let n), .unknownConstraint(let n), .wrongProperty(let n, _, _): named = n
            case .notAContentView, .contentViewKind: throw context.error(error.words, at: content ?? rootWord, from: 8)
            default: break
            }
            let word = named.flatMap { n in words.dropFirst().first { $0.text.hasPrefix(n + ".") } } ?? rootWord
            throw context.error(error.words, at: word)
        }
        return CellRegistered(root: rootWord.text, reuseIdentifier: template.reuseIdentifier, rule: rule.map(\.description),
                              contentView: template.contentView, accessory: accessory, bindings: bindings.map(\.description),
                              findings: TemplateFindings(check, template: template), bindingWarnings: warnings)
    }

    /// Captures again each template whose views or constraints changed in the scene since it
    /// was registered, and says so; a template whose views are gone or no longer take its
    /// bindings is kept as it was, with a warning.
    func recaptureChangedTemplates() {
        guard let table = tableView else { return }
        var notes: [LineNote] = []
        for template in table.templates {
            let recipe: CellRecipe
            do { recipe = try CellRecipe.capture(root: template.root, from: scene) } catch {
                notes.append(.templateKept(root: template.root, reuseIdentifier: template.reuseIdentifier, reason: error))
                continue
            }
            guard recipe != template.recipe else { continue }
            do {
                let fresh = try CellTemplate(recipe: recipe, reuseIdentifier: template.reuseIdentifier,
                                             bindings: template.bindings, rule: template.rule, accessoryWidth: template.accessoryWidth,
                                             contentView: template.contentView)
                let check = try table.register(fresh)
                notes.append(.templateCapturedAgain(root: template.root, reuseIdentifier: template.reuseIdentifier,
                                                    findings: TemplateFindings(check, template: fresh)))
            } catch {
                notes.append(.templateKept(root: template.root, reuseIdentifier: template.reuseIdentifier, reason: error))
            }
        }
        thisLine.notes += notes
    }
}
