import Cassowary
import Layout
import SwiftSyntax

/// Calls: initializers of views and values, the class's own methods, and UIKit's methods that
/// build a layout.
extension SwiftEvaluator {
    /// The arguments of a call by label (`_` for none), in order, evaluated.
    func arguments(_ call: FunctionCallExprSyntax) throws(ReadFailure) -> [(label: String, value: CodeValue)] {
        var out: [(label: String, value: CodeValue)] = []
        for a in call.arguments { out.append((a.label?.text ?? "_", try evaluate(a.expression))) }
        return out
    }

    func call(_ c: FunctionCallExprSyntax) throws(ReadFailure) -> CodeValue {
        let p = place(c)
        // `{ … }()`: a closure run at once (a stored property's initial value).
        if let closure = c.calledExpression.as(ClosureExprSyntax.self) {
            guard c.arguments.isEmpty else { throw fail(.expression("a closure called with arguments"), c) }
            return run(closure.statements) ?? .nothing
        }
        if let r = c.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = r.baseName.text
            if let value = try callMethod(name, c) { return value }
            if name.first?.isUppercase == true { return try construct(name, try arguments(c), at: p) }
            // `addSubview(x)`: UIKit's method of self.
            return try viewCall(recorder.layout.rootName, name, try arguments(c), at: p)
        }
        guard let m = c.calledExpression.as(MemberAccessExprSyntax.self) else {
            throw fail(.expression(Self.kindWords(c.calledExpression)), c)
        }
        let method = m.declName.baseName.text
        guard let baseExpr = m.base else {
            // `.systemFont(ofSize: 15)`, `.init(…)`: a static member of the type the context wants.
            return try staticCall("", method, try arguments(c), at: p)
        }
        if baseExpr.is(SuperExprSyntax.self) {
            try callSuper(method, c)
            return .opaque("super")
        }
        if let r = baseExpr.as(DeclReferenceExprSyntax.self), r.baseName.text == "self", let value = try callMethod(method, c) {
            return value
        }
        let base = try evaluate(baseExpr)
        switch base {
        case .type(let t): return try staticCall(t, method, try arguments(c), at: p)
        case .view(let v): return try viewCall(v, method, try arguments(c), at: p)
        case .anchor(let a): return try anchorCall(a, method, try arguments(c), at: p)
        case .dsl(let v): return try dslCall(v, method, c)
        case .chain(let chain):
            guard c.trailingClosure == nil else { throw fail(.expression("\(method) with a closure"), c) }
            return try chainCall(chain, method, try arguments(c), at: p)
        case .array(let elements): return try arrayCall(elements, baseExpr, method, c)
        case .image(let size) where method == "image": return .image(size)
        case .constraint(let i):
            switch method {
            case "activate": recorder.setActive(i, true, place: place(c)); return .nothing
            case "deactivate": recorder.setActive(i, false, place: place(c)); return .nothing
            default: throw fail(.unknownCall(method), c)
            }
        case .number(let n) where !n.isKnown:
            throw fail(.unknownName(n.unknowns.keys.sorted().joined(separator: ", ")), c)
        default:
            throw fail(.unknownCall(method), c)
        }
    }
}
