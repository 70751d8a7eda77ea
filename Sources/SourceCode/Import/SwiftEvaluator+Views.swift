import Cassowary
import Layout
import SwiftSyntax

/// Methods called on views, anchors and arrays.
extension SwiftEvaluator {
    func viewCall(_ view: String, _ method: String, _ c: FunctionCallExprSyntax) throws(ReadFailure) -> CodeValue {
        let p = place(c)
        let args = try arguments(c)
        func only() throws(ReadFailure) -> CodeValue {
            guard args.count == 1 else { throw fail(.expression("\(method) with \(args.count) arguments"), c) }
            return args[0].value
        }
        func viewArgument() throws(ReadFailure) -> String {
            switch try only() {
            case .view(let v): return v
            case .number(let n) where !n.isKnown: throw fail(.unknownName(n.unknowns.keys.sorted().joined(separator: ", ")), c)
            case let other: throw fail(.wrongKind(expected: "a view, not \(other.kindName)"), c)
            }
        }
        switch method {
        case "addSubview":
            try recorder.addSubview(try viewArgument(), to: view, place: p)
        case "addArrangedSubview":
            try recorder.arrange(try viewArgument(), in: view, at: nil, place: p)
        case "insertArrangedSubview":
            guard args.count == 2, case .view(let child) = args[0].value, args[1].label == "at",
                  let n = args[1].value.number, n.isKnown, n.value == n.value.rounded(), abs(n.value) < 1e9 else {
                throw fail(.wrongKind(expected: "a view and a position known here"), c)
            }
            try recorder.arrange(child, in: view, at: Int(n.value), place: p)
        case "addLayoutGuide":
            try recorder.addGuide(try viewArgument(), to: view, place: p)
        case "setCustomSpacing":
            guard args.count == 2, let spacing = args[0].value.number, args[1].label == "after", case .view(let after) = args[1].value else {
                throw fail(.wrongKind(expected: "a spacing and a view"), c)
            }
            try recorder.update(view, place: p) { v in v.customSpacing.append((after, spacing)) }
        case "setContentHuggingPriority", "setContentCompressionResistancePriority":
            guard args.count == 2, args[1].label == "for", case .member(let axisName) = args[1].value,
                  let axis = ["horizontal": LayoutAttribute.Axis.horizontal, "vertical": .vertical][axisName] else {
                throw fail(.wrongKind(expected: "a priority and an axis"), c)
            }
            guard let n = priority(args[0].value) else { throw fail(.wrongKind(expected: "a priority"), c) }
            try recorder.setPriority(view, hugging: method == "setContentHuggingPriority", axis, .priority(n), place: p)
        case "addConstraint", "addConstraints":
            for i in try constraintIndices(try only(), c) { recorder.setActive(i, true, addedTo: view, place: p) }
        case "removeConstraint", "removeConstraints":
            for i in try constraintIndices(try only(), c) { recorder.setActive(i, false, place: p) }
        case "layoutIfNeeded", "setNeedsLayout", "setNeedsUpdateConstraints", "updateConstraintsIfNeeded", "sizeToFit",
             "bringSubviewToFront", "sendSubviewToBack", "invalidateIntrinsicContentSize":
            // No effect on the constraints or properties Trellis lays out from.
            break
        default:
            throw fail(.unknownCall(method), c)
        }
        return .nothing
    }

    /// `a.constraint(equalTo: b, constant: 8)` and the other anchor forms.
    func anchorCall(_ a: Anchor, _ method: String, _ c: FunctionCallExprSyntax) throws(ReadFailure) -> CodeValue {
        guard method == "constraint" else { throw fail(.unknownCall(method), c) }
        let args = try arguments(c)
        guard let head = args.first else { throw fail(.expression("constraint() without arguments"), c) }
        var label = head.label
        var relation = Relation.equal
        for (prefix, r) in [("equal", Relation.equal), ("greaterThanOrEqual", .greaterOrEqual), ("lessThanOrEqual", .lessOrEqual)]
        where label.hasPrefix(prefix) {
            relation = r
            label = String(label.dropFirst(prefix.count))
        }
        var multiplier = CodeNumber(1)
        var constant = CodeNumber(0)
        for (l, v) in args.dropFirst() {
            guard let n = v.number else { throw fail(.wrongKind(expected: "a number for \(l):"), c) }
            switch l {
            case "multiplier": multiplier = n
            case "constant": constant = n
            default: throw fail(.expression("constraint(…\(l):)"), c)
            }
        }
        let p = place(c)
        switch label {
        case "To":
            guard case .anchor(let b) = head.value else { throw fail(.wrongKind(expected: "an anchor, not \(head.value.kindName)"), c) }
            guard a.attribute.isSize == b.attribute.isSize, a.attribute.isSize || a.attribute.axis == b.attribute.axis else {
                throw fail(.wrongKind(expected: "an anchor of the same kind as \(a.attribute.name)"), c)
            }
            return .constraint(recorder.makeEquation(a, relation, b, multiplier: multiplier, constant: constant, place: p))
        case "ToConstant":
            guard a.attribute.isSize, let n = head.value.number else { throw fail(.wrongKind(expected: "a size and a number"), c) }
            return .constraint(recorder.makeEquation(a, relation, nil, constant: n, place: p))
        case "ToSystemSpacingAfter", "ToSystemSpacingBelow":
            guard case .anchor(let b) = head.value, !a.attribute.isSize, a.attribute.axis == b.attribute.axis else {
                throw fail(.wrongKind(expected: "an anchor on the same axis"), c)
            }
            // Trellis's system spacing is 8 (NSSpace(8)); the multiplier scales it.
            guard let k = multiplier * CodeNumber(ConstraintSpec.systemSpacing) else { throw fail(.expression("a multiplier not known here"), c) }
            return .constraint(recorder.makeEquation(a, relation, b, constant: k, systemSpacing: true, place: p))
        default:
            throw fail(.expression("constraint(\(head.label):)"), c)
        }
    }

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
