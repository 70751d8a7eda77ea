import Cassowary
import Layout
import SwiftSyntax

/// Arrays and closures: `forEach`, `append`.
extension SwiftEvaluator {



    /// `[a, b].forEach { … }`, `constraints.append(c)`, `.append(contentsOf:)`.
    func arrayCall(_ elements: [CodeValue], _ baseExpr: ExprSyntax, _ method: String, _ c: FunctionCallExprSyntax) throws(ReadFailure) -> CodeValue {
        switch method {
        case "forEach":
            guard let closure = c.trailingClosure ?? c.arguments.first?.expression.as(ClosureExprSyntax.self) else {
                // `[a, b].forEach(contentView.addSubview)`: a method reference.
                guard let m = c.arguments.first?.expression.as(MemberAccessExprSyntax.self), let target = m.base else {
                    throw fail(.expression("forEach without a closure"), c)
                }
                let receiver = try evaluate(target)
                guard case .view(let v) = receiver else { throw fail(.wrongKind(expected: "a view's method"), c) }
                for e in elements {
                    guard case .view(let child) = e else { throw fail(.wrongKind(expected: "views"), c) }
                    switch m.declName.baseName.text {
                    case "addSubview": try recorder.addSubview(child, to: v, place: place(c))
                    case "addArrangedSubview": try recorder.arrange(child, in: v, at: nil, place: place(c))
                    default: throw fail(.unknownCall(m.declName.baseName.text), c)
                    }
                }
                return .nothing
            }
            let parameter = Self.closureParameters(closure).first ?? "$0"
            for e in elements { run(closure.statements, locals: [parameter: e]) }
            return .nothing
        case "append", "append(contentsOf:)":
            guard let r = baseExpr.as(DeclReferenceExprSyntax.self) else { throw fail(.expression("append to this array"), c) }
            let args = try arguments(c)
            guard args.count == 1 else { throw fail(.expression("append with \(args.count) arguments"), c) }
            var grown = elements
            if args[0].label == "contentsOf", case .array(let more) = args[0].value { grown += more } else { grown.append(args[0].value) }
            try assign(ExprSyntax(r), .array(grown), c)
            return .nothing
        default:
            throw fail(.unknownCall(method), c)
        }
    }

    /// A closure's parameter names (`make`, `$0` when it names none).
    static func closureParameters(_ closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: return list.map(\.name.text)
        case .parameterClause(let clause)?: return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: return ["$0"]
        }
    }
}
