import Cassowary
import Layout
import SwiftSyntax

/// Runs the layout code of one Swift class as UIKit would, without UIKit: its stored
/// properties' initial values, then its initializer and the methods it calls, recording each
/// view, property and constraint; each statement is understood or listed with its place.
final class SwiftEvaluator: CodeInterpreter {
    let converter: SourceLocationConverter
    /// The class's stored properties not evaluated yet (lazy ones, and those being evaluated).
    var pendingProperties: [String: PatternBindingSyntax] = [:]
    var properties: [String: CodeValue] = [:]
    var methods: [String: [FunctionDeclSyntax]] = [:]
    /// Numbers declared outside the class's instance (file constants, `static let`, an enum's
    /// cases of constants), by the name code uses (`kPadding`, `Layout.inset`).
    var constantDeclarations: [String: ExprSyntax] = [:]
    var constants: [String: CodeNumber] = [:]
    var evaluatingConstants: Set<String> = []
    /// Methods being run (no method runs inside itself).
    var running: [String] = []
    var calledMethods: Set<String> = []
    init(recorder: LayoutRecorder, converter: SourceLocationConverter) {
        self.converter = converter
        super.init(recorder: recorder)
    }

    override func storedProperty(_ name: String) throws(ReadFailure) -> CodeValue? { try property(name) }

    /// The types the files declare (a name of one is a type, not an unknown number).
    var declaredTypes: Set<String> = []
    /// Superclasses by class, as the files declare them.
    var superclasses: [String: String] = [:]
    /// The initializers and methods of the class's superclasses in the files, nearest first.
    var ancestorInitializers: [[InitializerDeclSyntax]] = []
    var ancestorMethods: [[String: [FunctionDeclSyntax]]] = []
    /// Which superclass `super` means now (0: the nearest; deeper while a superclass's initializer runs).
    var superLevel = 0

    override func superclass(of type: String) -> String? { superclasses[type] }

    /// `super.init(…)` or `super.method(…)`: the superclass's own, where the files have it.
    func callSuper(_ name: String, _ call: FunctionCallExprSyntax) throws(ReadFailure) {
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        for level in superLevel..<ancestorInitializers.count {
            let body: CodeBlockSyntax?
            let parameters: FunctionParameterListSyntax
            if name == "init" {
                guard let i = ancestorInitializers[level].first(where: { $0.signature.parameterClause.parameters.map { $0.firstName.text } == labels }) else { continue }
                body = i.body
                parameters = i.signature.parameterClause.parameters
            } else {
                guard let f = ancestorMethods[level][name]?.first(where: { $0.signature.parameterClause.parameters.map { $0.firstName.text } == labels }) else { continue }
                body = f.body
                parameters = f.signature.parameterClause.parameters
            }
            guard let body else { return }
            var locals: [String: CodeValue] = [:]
            for (parameter, argument) in zip(parameters, call.arguments) {
                locals[(parameter.secondName ?? parameter.firstName).text] = try evaluate(argument.expression)
            }
            let saved = (superLevel, scopes)
            superLevel = level + 1
            scopes = [[:]]
            defer { (superLevel, scopes) = saved }
            run(body.statements, locals: locals)
            return
        }
    }

    func place(_ node: some SyntaxProtocol) -> SourcePlace {
        let l = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return SourcePlace(line: l.line, column: l.column)
    }

    /// The node's text on one line, at most 80 characters.
    static func excerpt(_ node: some SyntaxProtocol) -> String {
        let text = node.trimmedDescription.split(whereSeparator: \.isNewline)
            .map { line in String(line.drop { $0 == " " || $0 == "\t" }) }.joined(separator: " ")
        return text.count > 80 ? String(text.prefix(79)) + "…" : text
    }

    func fail(_ reason: SkippedCode.Reason, _ node: some SyntaxProtocol) -> ReadFailure {
        ReadFailure(reason: reason, place: place(node))
    }

    func skip(_ failure: ReadFailure, _ node: some SyntaxProtocol) {
        recorder.layout.skipped.append(SkippedCode(place: failure.place, reason: failure.reason, text: Self.excerpt(node)))
    }

    // MARK: Statements

    /// Runs statements in a scope of their own; returns what a `return` gave.
    @discardableResult
    func run(_ statements: CodeBlockItemListSyntax, locals: [String: CodeValue] = [:]) -> CodeValue? {
        guard depth < Self.maximumDepth else {
            if let first = statements.first { skip(fail(.tooDeep, first), first) }
            return nil
        }
        depth += 1
        scopes.append(locals)
        defer {
            scopes.removeLast()
            depth -= 1
        }
        // A body of one expression returns it (`{ UILabel() }()`).
        if statements.count == 1, let only = statements.first, case .expr(let e) = only.item {
            recorder.layout.statementsRead += 1
            do {
                let value = try statementExpression(e)
                recorder.layout.statementsUnderstood += 1
                return value
            } catch {
                skip(error, only)
                return nil
            }
        }
        for item in statements {
            recorder.layout.statementsRead += 1
            do {
                if let returned = try execute(item) {
                    recorder.layout.statementsUnderstood += 1
                    return returned
                }
                recorder.layout.statementsUnderstood += 1
            } catch {
                skip(error, item)
            }
        }
        return nil
    }

    /// One statement; a `return`'s value, or nil.
    func execute(_ item: CodeBlockItemSyntax) throws(ReadFailure) -> CodeValue? {
        switch item.item {
        case .decl(let decl):
            guard let variable = decl.as(VariableDeclSyntax.self) else {
                throw fail(.statement(decl.kind == .functionDecl ? "func" : "declaration"), decl)
            }
            for binding in variable.bindings {
                guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else {
                    throw fail(.expression("a pattern other than a name"), binding)
                }
                let name = identifier.identifier.text
                guard let initializer = binding.initializer else {
                    scopes[scopes.count - 1][name] = .nothing
                    continue
                }
                // Inside a stored property's closure, the first view made takes the property's name.
                let saved = nameHint
                if nameHint == nil { nameHint = name }
                defer { nameHint = saved }
                scopes[scopes.count - 1][name] = try evaluate(initializer.value)
            }
            return nil
        case .stmt(let stmt):
            if let r = stmt.as(ReturnStmtSyntax.self) {
                guard let e = r.expression else { return .nothing }
                return try evaluate(e)
            }
            if let e = stmt.as(ExpressionStmtSyntax.self) {
                _ = try statementExpression(e.expression)
                return nil
            }
            if let f = stmt.as(ForStmtSyntax.self) {
                try forLoop(f)
                return nil
            }
            throw fail(.statement(Self.keyword(of: stmt)), stmt)
        case .expr(let expr):
            _ = try statementExpression(expr)
            return nil
        }
    }

    /// The keyword a statement starts with (`if`, `guard`, `switch`).
    static func keyword(of node: some SyntaxProtocol) -> String {
        node.firstToken(viewMode: .sourceAccurate)?.text ?? "statement"
    }

    /// An expression as a statement: a SnapKit chain ends there (its constraint is made).
    func statementExpression(_ expr: ExprSyntax) throws(ReadFailure) -> CodeValue {
        if expr.is(IfExprSyntax.self) || expr.is(SwitchExprSyntax.self) {
            throw fail(.statement(Self.keyword(of: expr)), expr)
        }
        let value = try evaluate(expr)
        if case .chain(let chain) = value { _ = try finishChain(chain) }
        return value
    }

    /// `for view in [a, b] { … }`: a loop over an array the code spells out runs once for each.
    func forLoop(_ loop: ForStmtSyntax) throws(ReadFailure) {
        guard loop.whereClause == nil, let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
            throw fail(.statement("for"), loop)
        }
        guard case .array(let elements) = try evaluate(loop.sequence) else { throw fail(.statement("for"), loop) }
        for element in elements { run(loop.body.statements, locals: [name: element]) }
    }

    // MARK: Names

    /// A stored property's value, evaluating its initial value the first time (a lazy one's
    /// when first used, as Swift does).
    func property(_ name: String) throws(ReadFailure) -> CodeValue? {
        if let v = properties[name] { return v }
        guard let binding = pendingProperties.removeValue(forKey: name) else { return nil }
        guard let initializer = binding.initializer else { return nil }
        let saved = nameHint
        let savedScopes = scopes
        nameHint = name
        scopes = [[:]]
        defer {
            nameHint = saved
            scopes = savedScopes
        }
        let value = try evaluate(initializer.value)
        properties[name] = value
        return value
    }

    /// A number declared as a constant somewhere in the file, evaluated once.
    func constant(_ name: String) throws(ReadFailure) -> CodeNumber? {
        if let n = constants[name] { return n }
        guard let expr = constantDeclarations[name], !evaluatingConstants.contains(name) else { return nil }
        evaluatingConstants.insert(name)
        defer { evaluatingConstants.remove(name) }
        guard let n = try evaluate(expr).number else { return nil }
        constants[name] = n
        return n
    }

    // MARK: Methods

    /// Runs one of the class's own methods, its parameters bound to the arguments.
    func callMethod(_ name: String, _ call: FunctionCallExprSyntax) throws(ReadFailure) -> CodeValue? {
        guard let candidates = methods[name] else { return nil }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        guard let method = candidates.first(where: { m in
            m.signature.parameterClause.parameters.map { $0.firstName.text } == labels
        }) ?? (candidates.count == 1 ? candidates.first : nil) else { return nil }
        guard !running.contains(name) else { throw fail(.expression("a method that calls itself"), call) }
        guard let body = method.body else { return .nothing }
        var locals: [String: CodeValue] = [:]
        for (parameter, argument) in zip(method.signature.parameterClause.parameters, call.arguments) {
            let local = (parameter.secondName ?? parameter.firstName).text
            locals[local] = try evaluate(argument.expression)
        }
        running.append(name)
        calledMethods.insert(name)
        defer { running.removeLast() }
        let savedScopes = scopes
        scopes = [[:]]
        defer { scopes = savedScopes }
        return run(body.statements, locals: locals) ?? .nothing
    }
}
