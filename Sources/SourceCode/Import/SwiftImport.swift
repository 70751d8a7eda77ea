import Layout
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// Why source code could not be read at all (a statement the reader does not understand is
/// not this: it is listed, and the rest is read).
public struct CodeReadError: Error, Sendable, Equatable {
    public enum Reason: Sendable, Equatable {
        /// Larger than the readers take (bytes, limit).
        case tooLarge(Int, limit: Int)
        /// Square brackets nested deeper than the parser is given (the depth, the limit):
        /// swift-syntax takes time exponential in their depth.
        case bracketsTooDeep(Int, limit: Int)
        /// The parser found an error: what it expected or found.
        case doesNotParse(String)
        /// No class in the file.
        case noClass
        /// No class of that name; the classes there are.
        case classNotFound(String, classes: [String])
    }
    public var reason: Reason
    public var place: SourcePlace?

    public init(_ reason: Reason, at place: SourcePlace? = nil) {
        self.reason = reason
        self.place = place
    }
}

/// Reads a UIView, UITableViewCell or UIViewController subclass written in Swift, parsed by
/// swift-syntax (the Swift compiler's own parser), and runs its layout code without UIKit.
public enum SwiftImport {
    /// The largest source read: 4 MB (the largest real cell file seen is 40 KB).
    public static let maximumBytes = 4 << 20

    public static func read(_ source: String, className: String? = nil) throws(CodeReadError) -> ImportedLayout {
        try read([source], className: className)
    }

    /// Several files read as one (a cell with its superclass, constants in a file of their
    /// own); places say which file (its index) and its own line.
    public static func read(_ sources: [String], className: String? = nil) throws(CodeReadError) -> ImportedLayout {
        // One text, each file starting on a line of its own; places are mapped back.
        var starts: [Int] = []
        var line = 1
        var joined = ""
        for s in sources {
            starts.append(line)
            joined += s
            if !s.hasSuffix("\n") { joined += "\n" }
            line += s.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) } + (s.hasSuffix("\n") ? 0 : 1)
        }
        func local(_ p: SourcePlace) -> SourcePlace {
            let file = (starts.lastIndex { $0 <= p.line }) ?? 0
            return SourcePlace(file: file, line: p.line - starts[file] + 1, column: p.column)
        }
        do {
            var layout = try readJoined(joined, className: className)
            layout.mapPlaces(local)
            return layout
        } catch {
            var mapped = error
            mapped.place = error.place.map(local)
            throw mapped
        }
    }

    static func readJoined(_ source: String, className: String?) throws(CodeReadError) -> ImportedLayout {
        let bytes = source.utf8.count
        guard bytes <= maximumBytes else { throw CodeReadError(.tooLarge(bytes, limit: maximumBytes)) }
        try refuseDeepBrackets(source)
        let parsed = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "", tree: parsed)
        if parsed.hasError, let (message, node) = firstError(in: Syntax(parsed)) {
            let l = converter.location(for: node.positionAfterSkippingLeadingTrivia)
            throw CodeReadError(.doesNotParse(message), at: SourcePlace(line: l.line, column: l.column))
        }
        let folded = OperatorTable.standardOperators.foldAll(parsed) { _ in }.as(SourceFileSyntax.self) ?? parsed
        let classes = folded.statements.compactMap { $0.item.as(ClassDeclSyntax.self) }
            + folded.statements.flatMap { item -> [ClassDeclSyntax] in
                // Classes nested in an enum or struct used as a namespace.
                guard let decl = item.item.as(DeclSyntax.self), let group = decl.asProtocol(DeclGroupSyntax.self), !decl.is(ClassDeclSyntax.self) else { return [] }
                return group.memberBlock.members.compactMap { $0.decl.as(ClassDeclSyntax.self) }
            }
        guard !classes.isEmpty else { throw CodeReadError(.noClass) }
        let chosen: ClassDeclSyntax
        if let className {
            guard let c = classes.first(where: { $0.name.text == className }) else {
                throw CodeReadError(.classNotFound(className, classes: classes.map(\.name.text)))
            }
            chosen = c
        } else {
            // A view class no other class here inherits from: the cell itself, not its superclass.
            let parents = Set(classes.compactMap(superclassName))
            let views = classes.filter { base(of: $0, in: classes) != nil }
            chosen = views.first { !parents.contains($0.name.text) } ?? views.first ?? classes[0]
        }
        return read(chosen, in: folded, converter: converter, classes: classes)
    }

    /// The deepest `[` nesting swift-syntax is given. Its parser takes time exponential in it
    /// (20 nested array literals take seconds; real layout code nests two or three).
    public static let maximumBracketDepth = 12

    /// Refuses source whose square brackets (outside strings and comments) nest deeper than
    /// ``maximumBracketDepth``, at the bracket that goes past it.
    static func refuseDeepBrackets(_ source: String) throws(CodeReadError) {
        var depth = 0
        var line = 1, column = 0
        // A string ends at its quote or its line's end (a multi-line one, `"""`, at its `"""`).
        var inString = false, inMultilineString = false, quotes = 0, inLineComment = false, blockComments = 0
        var previous: Character = " "
        for c in source {
            column += 1
            defer { previous = c }
            quotes = c == "\"" ? quotes + 1 : 0
            if c == "\n" {
                line += 1
                column = 0
                inLineComment = false
                inString = false
                continue
            }
            if inMultilineString {
                if quotes == 3 { inMultilineString = false }
                continue
            }
            if quotes == 3 {
                inString = false
                inMultilineString = true
                continue
            }
            if inLineComment { continue }
            if blockComments > 0 {
                if previous == "*" && c == "/" { blockComments -= 1 } else if previous == "/" && c == "*" { blockComments += 1 }
                continue
            }
            if inString {
                if c == "\"" && previous != "\\" { inString = false }
                continue
            }
            switch c {
            case "\"": inString = true
            case "/" where previous == "/": inLineComment = true
            case "*" where previous == "/": blockComments = 1
            case "[":
                depth += 1
                if depth > maximumBracketDepth {
                    throw CodeReadError(.bracketsTooDeep(depth, limit: maximumBracketDepth), at: SourcePlace(line: line, column: column))
                }
            case "]": depth = max(0, depth - 1)
            default: break
            }
        }
    }

    /// The first error the parser recorded: a missing token (what was expected) or text it
    /// could not place.
    static func firstError(in node: Syntax) -> (String, Syntax)? {
        for token in node.tokens(viewMode: .all) {
            if token.presence == .missing {
                let expected = token.text.isEmpty ? "\(token.tokenKind)" : "'\(token.text)'"
                return ("expected \(expected)", Syntax(token))
            }
            if let unexpected = token.ancestorOrSelf(mapping: { $0.as(UnexpectedNodesSyntax.self) }) {
                let text = unexpected.trimmedDescription.prefix(40)
                return ("unexpected '\(text)'", Syntax(unexpected))
            }
        }
        return nil
    }

    /// A class's superclass, as it is written.
    static func superclassName(of c: ClassDeclSyntax) -> String? {
        guard let first = c.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription else { return nil }
        return String(first.split(separator: ".").last ?? "")
    }

    /// The class's superclasses that the files declare, nearest first.
    static func ancestors(of c: ClassDeclSyntax, in classes: [ClassDeclSyntax]) -> [ClassDeclSyntax] {
        var chain: [ClassDeclSyntax] = []
        var current = c
        while let parent = superclassName(of: current), let decl = classes.first(where: { $0.name.text == parent }),
              decl.name.text != c.name.text, !chain.contains(where: { $0.name.text == parent }) {
            chain.append(decl)
            current = decl
        }
        return chain
    }

    /// What a class's superclass makes it; nil for a class that is no view's or controller's.
    static func base(of c: ClassDeclSyntax, in classes: [ClassDeclSyntax] = []) -> ImportedLayout.Base? {
        guard let name = superclassName(of: ancestors(of: c, in: classes).last ?? c) else { return nil }
        if name.hasSuffix("CollectionViewCell") { return .collectionCell }
        if name.hasSuffix("Cell") { return .tableCell }
        if name.hasSuffix("ViewController") || name.hasSuffix("Controller") { return .viewController }
        if name.hasSuffix("View") || name.hasSuffix("Control") || name.hasSuffix("Button") { return .view }
        return nil
    }

    static func read(_ c: ClassDeclSyntax, in file: SourceFileSyntax, converter: SourceLocationConverter, classes: [ClassDeclSyntax]) -> ImportedLayout {
        let className = c.name.text
        let otherClasses = classes.map(\.name.text).filter { $0 != className }
        let kind = base(of: c, in: classes) ?? .view
        let rootName = kind == .viewController ? "view" : ViewNaming.kindWord(className)
        let l = converter.location(for: c.positionAfterSkippingLeadingTrivia)
        let rootClass = superclassName(of: ancestors(of: c, in: classes).last ?? c) ?? "UIView"
        let recorder = LayoutRecorder(className: className, base: kind, rootName: rootName, rootClass: rootClass,
                                      place: SourcePlace(line: l.line, column: l.column))
        let evaluator = SwiftEvaluator(recorder: recorder, converter: converter)
        evaluator.collectConstants(in: file)
        evaluator.declaredTypes = Set(file.statements.compactMap { item -> String? in
            guard let decl = item.item.as(DeclSyntax.self) else { return nil }
            return (decl.as(ClassDeclSyntax.self)?.name ?? decl.as(StructDeclSyntax.self)?.name ?? decl.as(EnumDeclSyntax.self)?.name)?.text
        })
        evaluator.superclasses = Dictionary(classes.compactMap { d in superclassName(of: d).map { (d.name.text, $0) } }, uniquingKeysWith: { a, _ in a })
        let ancestors = ancestors(of: c, in: classes)
        // A superclass's members first: the class's own stored properties and methods override them.
        var members: [MemberBlockItemSyntax] = []
        evaluator.ancestorInitializers = ancestors.map { a in a.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) } }
        evaluator.ancestorMethods = ancestors.map { a in
            Dictionary(grouping: a.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }, by: \.name.text)
        }
        for a in ancestors.reversed() {
            members += a.memberBlock.members.filter { $0.decl.is(VariableDeclSyntax.self) }
        }
        members += Array(c.memberBlock.members)
        // Extensions of the class in the same file add methods.
        for item in file.statements {
            if let e = item.item.as(ExtensionDeclSyntax.self), e.extendedType.trimmedDescription == className {
                members += e.memberBlock.members
            }
        }
        var initializers: [InitializerDeclSyntax] = []
        var storedOrder: [String] = []
        for member in members {
            if let v = member.decl.as(VariableDeclSyntax.self) {
                let isStatic = v.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
                let isLazy = v.modifiers.contains { $0.name.text == "lazy" }
                for binding in v.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, binding.accessorBlock == nil else { continue }
                    if isStatic {
                        if let value = binding.initializer?.value { evaluator.constantDeclarations[name] = value }
                        continue
                    }
                    evaluator.pendingProperties[name] = binding
                    if !isLazy { storedOrder.append(name) }
                }
            } else if let i = member.decl.as(InitializerDeclSyntax.self) {
                initializers.append(i)
            } else if let f = member.decl.as(FunctionDeclSyntax.self) {
                evaluator.methods[f.name.text, default: []].append(f)
            }
        }
        // A superclass's methods the class does not override are its own.
        for level in evaluator.ancestorMethods {
            for (name, decls) in level where evaluator.methods[name] == nil { evaluator.methods[name] = decls }
        }
        // Stored properties take their initial values first, in order, as Swift does.
        for name in storedOrder {
            do { _ = try evaluator.property(name) } catch {
                if let binding = members.lazy.compactMap({ $0.decl.as(VariableDeclSyntax.self) }).flatMap(\.bindings)
                    .first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }) {
                    evaluator.skip(error, binding)
                }
            }
        }
        // The initializer that builds the layout: the designated one UIKit calls, else the
        // coder's (a cell from a storyboard), then the methods UIKit calls after it.
        let preferred = ["style", "frame", "reuseIdentifier", "coder"]
        let chosen = initializers.sorted { a, b in
            let la = a.signature.parameterClause.parameters.first?.firstName.text ?? ""
            let lb = b.signature.parameterClause.parameters.first?.firstName.text ?? ""
            return (preferred.firstIndex(of: la) ?? 2) < (preferred.firstIndex(of: lb) ?? 2)
        }.first { i in
            guard let body = i.body else { return false }
            return !body.statements.allSatisfy { s in
                let text = s.trimmedDescription
                return text.hasPrefix("super.init") || text.hasPrefix("fatalError") || text.hasPrefix("self.init")
            }
        }
        if let body = chosen?.body {
            evaluator.run(body.statements)
        } else {
            // No initializer of its own: the one it inherits from a superclass in the files runs.
            for (level, inits) in evaluator.ancestorInitializers.enumerated() {
                guard let inherited = inits.sorted(by: { a, b in
                    let la = a.signature.parameterClause.parameters.first?.firstName.text ?? ""
                    let lb = b.signature.parameterClause.parameters.first?.firstName.text ?? ""
                    return (preferred.firstIndex(of: la) ?? 2) < (preferred.firstIndex(of: lb) ?? 2)
                }).first, let body = inherited.body else { continue }
                evaluator.superLevel = level + 1
                evaluator.run(body.statements)
                evaluator.superLevel = 0
                break
            }
        }
        let lifecycle = kind == .viewController
            ? ["loadView", "viewDidLoad", "updateViewConstraints", "viewWillLayoutSubviews", "viewDidLayoutSubviews"]
            : ["awakeFromNib", "updateConstraints", "layoutSubviews"]
        for name in lifecycle where evaluator.methods[name] != nil && !evaluator.calledMethods.contains(name) {
            for f in evaluator.methods[name] ?? [] where f.signature.parameterClause.parameters.isEmpty {
                evaluator.calledMethods.insert(name)
                if let body = f.body { evaluator.run(body.statements) }
            }
        }
        for (name, decls) in evaluator.methods.sorted(by: { $0.key < $1.key }) where !evaluator.calledMethods.contains(name) {
            for f in decls {
                evaluator.recorder.layout.skipped.append(SkippedCode(
                    place: evaluator.place(f), reason: .methodNotCalled(name), text: SwiftEvaluator.excerpt(f.signature).isEmpty ? name : "func \(name)\(SwiftEvaluator.excerpt(f.signature))"))
            }
        }
        evaluator.recorder.finish()
        var layout = evaluator.recorder.layout
        layout.skipped.sort { $0.place < $1.place }
        layout.otherClasses = otherClasses
        return layout
    }
}

extension SwiftEvaluator {
    /// Numbers the file declares outside an instance: `let kPadding: CGFloat = 8` at the top
    /// level, and `static let` members of enums and structs (`Layout.inset`).
    func collectConstants(in file: SourceFileSyntax) {
        for item in file.statements {
            if let v = item.item.as(VariableDeclSyntax.self) {
                for binding in v.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value {
                        constantDeclarations[name] = value
                    }
                }
            } else if let decl = item.item.as(DeclSyntax.self), let group = decl.asProtocol(DeclGroupSyntax.self),
                      let typeName = (decl.as(EnumDeclSyntax.self)?.name ?? decl.as(StructDeclSyntax.self)?.name ?? decl.as(ClassDeclSyntax.self)?.name)?.text {
                for member in group.memberBlock.members {
                    guard let v = member.decl.as(VariableDeclSyntax.self), v.modifiers.contains(where: { $0.name.text == "static" }) else { continue }
                    for binding in v.bindings {
                        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value {
                            constantDeclarations["\(typeName).\(name)"] = value
                        }
                    }
                }
            }
        }
    }
}
