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
        if let v = try member(of: root, text, node) { return v }
        if let n = try constant(text) { return .number(n) }
        if let first = text.first, first.isUppercase { return .type(text) }
        return .number(.unknown(text))
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
        switch base {
        case .type(let t):
            if t == "UILayoutPriority" || t == "ConstraintPriority", let p = Self.namedPriority(name) { return .priority(CodeNumber(p)) }
            if t == "UIView" && name == "noIntrinsicMetric" { return .number(CodeNumber(-1)) }
            if name.first?.isUppercase == true { return .type("\(t).\(name)") }
            return .member(name)
        case .view(let v):
            if v == recorder.layout.rootName, let p = try property(name) { return p }
            if let value = try member(of: v, name, m) { return value }
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

    /// What a view has by name: its anchors, guides, `snp`, a cell's `contentView` and
    /// built-in labels, a controller's `view`; nil for a name it has not.
    func member(of view: String, _ name: String, _ node: some SyntaxProtocol) throws(ReadFailure) -> CodeValue? {
        if name.hasSuffix("Anchor"), let attribute = LayoutAttribute(name: String(name.dropLast(6))) {
            return .anchor(Anchor(view, attribute))
        }
        let layout = recorder.layout
        switch name {
        case "layoutMarginsGuide": return .view("\(view).margins")
        case "safeAreaLayoutGuide": return .view("\(view).safeArea")
        case "readableContentGuide": return .view("\(view).readable")
        case "snp": return .dsl(view)
        case "frame", "bounds": return .opaque("frame of \(view)")
        case "layer": return .opaque("a layer")
        case "superview": return layout.view(view)?.parent.map(CodeValue.view) ?? .opaque("no superview")
        default: break
        }
        guard view == layout.rootName else { return nil }
        if name == "contentView", let content = recorder.contentView { return .view(content) }
        if name == "view", layout.base == .viewController { return .view(view) }
        // A cell's own labels and image view, made and added to its content view when first used.
        if let content = recorder.contentView, ["textLabel": "UILabel", "detailTextLabel": "UILabel", "imageView": "UIImageView"][name] != nil {
            if layout.view(name) == nil {
                let className = name == "imageView" ? "UIImageView" : "UILabel"
                let made = recorder.makeView(className: className, hint: name, place: place(node))
                try recorder.addSubview(made, to: content, place: place(node))
            }
            return .view(name)
        }
        return nil
    }

    static func namedPriority(_ name: String) -> Double? {
        [
            "required": 1000, "defaultHigh": 750, "defaultLow": 250, "fittingSizeLevel": 50, "dragThatCanResizeScene": 510,
            "sceneSizeStayPut": 500, "dragThatCannotResizeScene": 490, "high": 750, "medium": 500, "low": 250,
            "UILayoutPriorityRequired": 1000, "UILayoutPriorityDefaultHigh": 750, "UILayoutPriorityDefaultLow": 250,
            "UILayoutPriorityFittingSizeLevel": 50, "MASLayoutPriorityRequired": 1000, "MASLayoutPriorityDefaultHigh": 750,
            "MASLayoutPriorityDefaultMedium": 500, "MASLayoutPriorityDefaultLow": 250,
        ][name]
    }

    /// A priority a value stands for: a number, a UILayoutPriority, or a named one (`.defaultHigh`).
    func priority(_ value: CodeValue) -> CodeNumber? {
        if let n = value.number { return n }
        if case .member(let m) = value, let p = Self.namedPriority(m) { return CodeNumber(p) }
        return nil
    }

    func infix(_ i: InfixOperatorExprSyntax) throws(ReadFailure) -> CodeValue {
        if i.operator.is(AssignmentExprSyntax.self) {
            try assign(i.leftOperand, try evaluate(i.rightOperand), i)
            return .nothing
        }
        guard let op = i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else { throw fail(.expression("this operator"), i) }
        if ["+=", "-=", "*=", "/="].contains(op) {
            let current = try evaluate(i.leftOperand)
            let combined = try arithmetic(String(op.dropLast()), current, try evaluate(i.rightOperand), i)
            try assign(i.leftOperand, combined, i)
            return .nothing
        }
        return try arithmetic(op, try evaluate(i.leftOperand), try evaluate(i.rightOperand), i)
    }

    func arithmetic(_ op: String, _ a: CodeValue, _ b: CodeValue, _ node: some SyntaxProtocol) throws(ReadFailure) -> CodeValue {
        switch (a, b) {
        case (.string(let x), .string(let y)) where op == "+": return .string(x + y)
        case (.array(let x), .array(let y)) where op == "+": return .array(x + y)
        default: break
        }
        // A priority stays one through `.defaultHigh - 1`.
        let isPriority: Bool
        switch (a, b) {
        case (.priority, _), (_, .priority): isPriority = true
        case (.member(let m), _), (_, .member(let m)): isPriority = Self.namedPriority(m) != nil
        default: isPriority = false
        }
        guard let x = a.number ?? priority(a), let y = b.number ?? priority(b) else {
            throw fail(.expression("\(op) of \(a.kindName) and \(b.kindName)"), node)
        }
        let result: CodeNumber?
        switch op {
        case "+": result = x + y
        case "-": result = x - y
        case "*": result = x * y
        case "/": result = x / y
        default: throw fail(.expression("the operator \(op)"), node)
        }
        guard let result, result.value.isFinite else { throw fail(.expression("\(op) of two numbers not known here, or by zero"), node) }
        return isPriority ? .priority(result) : .number(result)
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
            try setMember(of: .view(recorder.layout.rootName), name, value, node)
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
        try setMember(of: try evaluate(baseExpr), name, value, node)
    }

    func setMember(of base: CodeValue, _ name: String, _ value: CodeValue, _ node: some SyntaxProtocol) throws(ReadFailure) {
        let p = place(node)
        switch base {
        case .view(let v):
            guard !recorder.isGuideName(v) || name == "identifier" else { throw fail(.unknownProperty(name), node) }
            if name == "preferredMaxLayoutWidth", case .opaque(let what) = value, what.hasPrefix("frame of ") {
                try recorder.update(v, place: p) { view in view.label.preferredMaxWidth = .automatic }
                recorder.layout.notes.append(ImportNote(.preferredMaxWidthFromFrame(view: v), at: p))
                return
            }
            if name == "identifier" { return }
            try recorder.setProperty(v, name, value, place: p)
        case .constraint(let i):
            guard recorder.layout.constraints.indices.contains(i) else { throw fail(.unknownName(name), node) }
            switch name {
            case "priority":
                guard let n = priority(value) else { throw fail(.wrongKind(expected: "a priority"), node) }
                recorder.layout.constraints[i].priority = n
            case "identifier":
                guard case .string(let s) = value else { throw fail(.wrongKind(expected: "a string"), node) }
                recorder.layout.constraints[i].identifier = s
            case "isActive", "active":
                guard case .bool(let b) = value else { throw fail(.wrongKind(expected: "true or false"), node) }
                recorder.setActive(i, b, place: p)
            case "constant":
                guard let n = value.number, case .equation(var e) = recorder.layout.constraints[i].form else {
                    throw fail(.wrongKind(expected: "a number"), node)
                }
                e.constant = n
                recorder.layout.constraints[i].form = .equation(e)
            default:
                throw fail(.unknownProperty(name), node)
            }
        case .opaque(let what) where what == "a layer":
            return
        case .number(let n) where !n.isKnown:
            throw fail(.unknownName(n.unknowns.keys.sorted().joined(separator: ", ")), node)
        default:
            throw fail(.wrongKind(expected: "a view or constraint to set \(name) of"), node)
        }
    }
}

extension CodeValue {
    var isView: Bool { if case .view = self { return true }; return false }
}
