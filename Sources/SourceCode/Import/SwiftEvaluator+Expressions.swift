import Cassowary
import Layout
import SwiftSyntax

/// Expressions: literals, names, members, operators.
extension SwiftEvaluator {
    func evaluate(_ expr: ExprSyntax) throws(ReadFailure) -> CodeValue {
        guard depth < Self.maximumDepth else { throw fail(.tooDeep, expr) }
        depth += 1
        defer { depth -= 1 }
        if let n = expr.as(IntegerLiteralExprSyntax.self) {
            guard let v = n.representedLiteralValue else { throw fail(.expression("an integer out of range"), n) }
            return .number(CodeNumber(Double(v)))
        }
        if let f = expr.as(FloatLiteralExprSyntax.self) {
            guard let v = f.representedLiteralValue, v.isFinite else { throw fail(.expression("a number out of range"), f) }
            return .number(CodeNumber(v))
        }
        if let s = expr.as(StringLiteralExprSyntax.self) { return try string(s) }
        if let b = expr.as(BooleanLiteralExprSyntax.self) { return .bool(b.literal.tokenKind == .keyword(.true)) }
        if expr.is(NilLiteralExprSyntax.self) { return .nothing }
        if let r = expr.as(DeclReferenceExprSyntax.self) { return try name(r.baseName.text, r) }
        if let m = expr.as(MemberAccessExprSyntax.self) { return try member(m) }
        if let c = expr.as(FunctionCallExprSyntax.self) { return try call(c) }
        if let i = expr.as(InfixOperatorExprSyntax.self) { return try infix(i) }
        if let p = expr.as(PrefixOperatorExprSyntax.self) {
            let operand = try evaluate(p.expression)
            switch (p.operator.text, operand) {
            case ("-", .number(let n)): return .number(-n)
            case ("-", .priority(let n)): return .number(-n)
            case ("!", .bool(let b)): return .bool(!b)
            default: throw fail(.expression("the operator \(p.operator.text) on \(operand.kindName)"), p)
            }
        }
        if let t = expr.as(TupleExprSyntax.self) {
            guard t.elements.count == 1, let only = t.elements.first, only.label == nil else { throw fail(.expression("a tuple"), t) }
            return try evaluate(only.expression)
        }
        if let a = expr.as(ArrayExprSyntax.self) {
            var elements: [CodeValue] = []
            for element in a.elements { elements.append(try evaluate(element.expression)) }
            return .array(elements)
        }
        if let d = expr.as(DictionaryExprSyntax.self) {
            guard case .elements(let list) = d.content else { return .dictionary([]) }
            var pairs: [(key: CodeValue, value: CodeValue)] = []
            for element in list { pairs.append((try evaluate(element.key), try evaluate(element.value))) }
            return .dictionary(pairs)
        }
        if let u = expr.as(ForceUnwrapExprSyntax.self) { return try evaluate(u.expression) }
        if let o = expr.as(OptionalChainingExprSyntax.self) { return try evaluate(o.expression) }
        if let t = expr.as(TryExprSyntax.self) { return try evaluate(t.expression) }
        if let a = expr.as(AwaitExprSyntax.self) { return try evaluate(a.expression) }
        if let a = expr.as(AsExprSyntax.self) { return try evaluate(a.expression) }
        if expr.is(SuperExprSyntax.self) { return .opaque("super") }
        if let macro = expr.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector" { return .opaque("a selector") }
        if expr.is(TernaryExprSyntax.self) { throw fail(.expression("a choice (?:)"), expr) }
        if expr.is(ClosureExprSyntax.self) { throw fail(.expression("a closure here"), expr) }
        if expr.is(IfExprSyntax.self) || expr.is(SwitchExprSyntax.self) { throw fail(.statement(Self.keyword(of: expr)), expr) }
        throw fail(.expression(Self.kindWords(expr)), expr)
    }

    /// `a call`, `a key path`: the kind of an expression not read, in words.
    static func kindWords(_ expr: ExprSyntax) -> String {
        var raw = "\(expr.kind)"
        for suffix in ["Syntax", "Expr"] where raw.hasSuffix(suffix) { raw.removeLast(suffix.count) }
        var words = ""
        for c in raw {
            if c.isUppercase, !words.isEmpty { words += " " }
            words += c.lowercased()
        }
        return words.isEmpty ? "this expression" : "a " + words
    }

    /// A string literal; one with interpolations is built where each part is known.
    func string(_ s: StringLiteralExprSyntax) throws(ReadFailure) -> CodeValue {
        if let plain = s.representedLiteralValue { return .string(plain) }
        var text = ""
        for segment in s.segments {
            switch segment {
            case .stringSegment(let part):
                // Only interpolation makes representedLiteralValue nil; escapes in the parts are rare
                // in layout code, and refused rather than guessed.
                guard !part.content.text.contains("\\") else { throw fail(.expression("a string with escapes and interpolations"), s) }
                text += part.content.text
            case .expressionSegment(let e):
                guard e.expressions.count == 1, let only = e.expressions.first else { throw fail(.expression("an interpolation"), e) }
                switch try evaluate(only.expression) {
                case .string(let inner): text += inner
                case .number(let n) where n.isKnown: text += CodeLiterals.number(n.value)
                default: throw fail(.expression("an interpolation of a value not known here"), e)
                }
            }
        }
        return .string(text)
    }

    /// A name: a local, a stored property, what `self` has (`contentView`, its anchors), a
    /// constant, a type, or an unknown number.
    func name(_ text: String, _ node: some SyntaxProtocol) throws(ReadFailure) -> CodeValue {
        if let v = lookup(text) { return v }
        let root = recorder.layout.rootName
        if text == "self" { return .view(root) }
        if let v = try property(text) { return v }
        if let v = try member(of: root, text, place(node)) { return v }
        if let n = try constant(text) { return .number(n) }
        if isTypeName(text) { return .type(text) }
        return .number(.unknown(text))
    }

    /// UIKit's, Foundation's and the standard library's types, SnapKit's, the files' own, and
    /// names of views' classes; any other name is a value the code does not define.
    func isTypeName(_ text: String) -> Bool {
        guard let first = text.first, first.isUppercase else { return false }
        if declaredTypes.contains(text) || LayoutRecorder.isViewClass(text) { return true }
        if ["Float", "Double", "Int", "String", "Bool", "Self", "CGFloat", "ConstraintPriority", "Array", "Dictionary", "Set"].contains(text) { return true }
        for prefix in ["UI", "NS", "CG", "CA"] where text.hasPrefix(prefix) {
            if let next = text.dropFirst(prefix.count).first, next.isUppercase { return true }
        }
        return false
    }

    func member(_ m: MemberAccessExprSyntax) throws(ReadFailure) -> CodeValue {
        let name = m.declName.baseName.text
        guard let baseExpr = m.base else { return .member(name) }
        // `Layout.padding`, `Self.inset`, `MyCell.height`: a constant of a type.
        if let typeName = baseExpr.as(DeclReferenceExprSyntax.self)?.baseName.text, typeName.first?.isUppercase == true,
           lookup(typeName) == nil {
            let key = typeName == "Self" || typeName == recorder.layout.className ? name : "\(typeName).\(name)"
            if let n = try constant(key) { return .number(n) }
        }
        let base = try evaluate(baseExpr)
        // `Theme.spacing` where the file does not define Theme: one named number.
        if case .number(let n) = base, n.value == 0, n.unknowns.count == 1, let (baseName, c) = n.unknowns.first, c == 1,
           baseExpr.is(DeclReferenceExprSyntax.self) {
            return .number(.unknown("\(baseName).\(name)"))
        }
        switch base {
        case .type(let t):
            if t == "UILayoutPriority" || t == "ConstraintPriority", let p = Self.namedPriority(name) { return .priority(CodeNumber(p)) }
            if t == "UIView" && name == "noIntrinsicMetric" { return .number(CodeNumber(-1)) }
            if name.first?.isUppercase == true { return .type("\(t).\(name)") }
            return .member(name)
        case .view(let v):
            if v == recorder.layout.rootName, let p = try property(name) { return p }
            if let value = try member(of: v, name, place(m)) { return value }
            throw fail(.unknownProperty(name), m)
        case .dsl(let v):
            guard let (attribute, margin) = Self.chainAttributes[name]?.first, Self.chainAttributes[name]?.count == 1 else {
                throw fail(.unknownProperty("snp.\(name)"), m)
            }
            return .anchor(Anchor(margin ? "\(v).margins" : v, attribute))
        case .chain(var chain):
            if name == "constraint" {
                guard let first = try finishChain(chain).first else { throw fail(.expression("an empty constraint maker"), m) }
                return .constraint(first)
            }
            if name == "with" || name == "and" { return base }
            guard let more = Self.chainAttributes[name] else { throw fail(.unknownProperty(name), m) }
            chain.attributes += more
            return .chain(chain)
        case .constraint(let i):
            guard let c = recorder.layout.constraints.indices.contains(i) ? recorder.layout.constraints[i] : nil else { throw fail(.unknownName(name), m) }
            switch name {
            case "priority": return .priority(c.priority)
            case "isActive": return .bool(c.isActive)
            case "identifier": return c.identifier.map { .string($0) } ?? .nothing
            case "constant": if case .equation(let e) = c.form { return .number(e.constant) }
            default: break
            }
            throw fail(.unknownProperty(name), m)
        case .priority(let p), .number(let p):
            if name == "rawValue" { return .number(p) }
            throw fail(.unknownProperty(name), m)
        case .opaque(let what):
            // A frame's width (post 5's preferredMaxLayoutWidth idiom) keeps saying whose frame.
            if what.hasPrefix("frame of ") { return base }
            return .opaque(what)
        case .member(let outer):
            return .member("\(outer).\(name)")
        default:
            throw fail(.unknownProperty(name), m)
        }
    }




    func infix(_ i: InfixOperatorExprSyntax) throws(ReadFailure) -> CodeValue {
        if i.operator.is(AssignmentExprSyntax.self) {
            try assign(i.leftOperand, try evaluate(i.rightOperand), i)
            return .nothing
        }
        guard let op = i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else { throw fail(.expression("this operator"), i) }
        if ["+=", "-=", "*=", "/="].contains(op) {
            let current = try evaluate(i.leftOperand)
            let combined = try arithmetic(String(op.dropLast()), current, try evaluate(i.rightOperand), place(i))
            try assign(i.leftOperand, combined, i)
            return .nothing
        }
        return try arithmetic(op, try evaluate(i.leftOperand), try evaluate(i.rightOperand), place(i))
    }


    /// `x = value`: a local, a stored property, a view's property, or a constraint's.
    func assign(_ target: ExprSyntax, _ value: CodeValue, _ node: some SyntaxProtocol) throws(ReadFailure) {
        if let r = target.as(DeclReferenceExprSyntax.self) {
            let name = r.baseName.text
            if assignLocal(name, value) { return }
            if properties[name] != nil || pendingProperties[name] != nil || value.isView {
                pendingProperties[name] = nil
                properties[name] = value
                return
            }
            try setMember(of: .view(recorder.layout.rootName), name, value, place(node))
            return
        }
        guard let m = target.as(MemberAccessExprSyntax.self), let baseExpr = m.base else { throw fail(.expression("an assignment to this"), target) }
        let name = m.declName.baseName.text
        // `self.label = UILabel()`: the stored property.
        if baseExpr.as(DeclReferenceExprSyntax.self)?.baseName.text == "self",
           properties[name] != nil || pendingProperties[name] != nil || value.isView {
            pendingProperties[name] = nil
            properties[name] = value
            return
        }
        try setMember(of: try evaluate(baseExpr), name, value, place(node))
    }
}
