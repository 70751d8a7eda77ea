import Cassowary
import Layout

/// Methods called on views and anchors, in either language.
extension CodeInterpreter {
    func viewCall(_ view: String, _ method: String, _ args: [(label: String, value: CodeValue)], at p: SourcePlace) throws(ReadFailure) -> CodeValue {
        func only() throws(ReadFailure) -> CodeValue {
            guard args.count == 1 else { throw fail(.expression("\(method) with \(args.count) arguments"), p) }
            return args[0].value
        }
        func viewArgument() throws(ReadFailure) -> String {
            switch try only() {
            case .view(let v): return v
            case .number(let n) where !n.isKnown: throw fail(.unknownName(n.unknowns.keys.sorted().joined(separator: ", ")), p)
            case let other: throw fail(.wrongKind(expected: "a view, not \(other.kindName)"), p)
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
                throw fail(.wrongKind(expected: "a view and a position known here"), p)
            }
            try recorder.arrange(child, in: view, at: Int(n.value), place: p)
        case "addLayoutGuide":
            try recorder.addGuide(try viewArgument(), to: view, place: p)
        case "setCustomSpacing":
            guard args.count == 2, let spacing = args[0].value.number, args[1].label == "after", case .view(let after) = args[1].value else {
                throw fail(.wrongKind(expected: "a spacing and a view"), p)
            }
            try recorder.update(view, place: p) { v in v.customSpacing.append((after, spacing)) }
        case "setContentHuggingPriority", "setContentCompressionResistancePriority":
            guard args.count == 2, args[1].label == "for", case .member(let axisName) = args[1].value,
                  let axis = ["horizontal": LayoutAttribute.Axis.horizontal, "vertical": .vertical][axisName] else {
                throw fail(.wrongKind(expected: "a priority and an axis"), p)
            }
            guard let n = priority(args[0].value) else { throw fail(.wrongKind(expected: "a priority"), p) }
            try recorder.setPriority(view, hugging: method == "setContentHuggingPriority", axis, .priority(n), place: p)
        case "addConstraint", "addConstraints":
            for i in try constraintIndices(try only(), p) { recorder.setActive(i, true, addedTo: view, place: p) }
        case "removeConstraint", "removeConstraints":
            for i in try constraintIndices(try only(), p) { recorder.setActive(i, false, place: p) }
        case "layoutIfNeeded", "setNeedsLayout", "setNeedsUpdateConstraints", "updateConstraintsIfNeeded", "sizeToFit",
             "bringSubviewToFront", "sendSubviewToBack", "invalidateIntrinsicContentSize", "setNeedsDisplay",
             "addGestureRecognizer", "removeGestureRecognizer", "addTarget", "addAction", "setTitleColor", "setBackgroundImage",
             "setNeedsUpdateConfiguration", "setContentOffset", "setTitle", "setImage":
            // No effect on the constraints or properties Trellis lays out from.
            break
        default:
            throw fail(.unknownCall(method), p)
        }
        return .nothing
    }

    /// `a.constraint(equalTo: b, constant: 8)` and the other anchor forms.
    func anchorCall(_ a: Anchor, _ method: String, _ args: [(label: String, value: CodeValue)], at p: SourcePlace) throws(ReadFailure) -> CodeValue {
        guard method == "constraint" else { throw fail(.unknownCall(method), p) }
        guard let head = args.first else { throw fail(.expression("constraint() without arguments"), p) }
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
            guard let n = v.number else { throw fail(.wrongKind(expected: "a number for \(l):"), p) }
            switch l {
            case "multiplier": multiplier = n
            case "constant": constant = n
            default: throw fail(.expression("constraint(…\(l):)"), p)
            }
        }
        switch label {
        case "To":
            guard case .anchor(let b) = head.value else { throw fail(.wrongKind(expected: "an anchor, not \(head.value.kindName)"), p) }
            guard a.attribute.isSize == b.attribute.isSize, a.attribute.isSize || a.attribute.axis == b.attribute.axis else {
                throw fail(.wrongKind(expected: "an anchor of the same kind as \(a.attribute.name)"), p)
            }
            return .constraint(recorder.makeEquation(a, relation, b, multiplier: multiplier, constant: constant, place: p))
        case "ToConstant":
            guard a.attribute.isSize, let n = head.value.number else { throw fail(.wrongKind(expected: "a size and a number"), p) }
            return .constraint(recorder.makeEquation(a, relation, nil, constant: n, place: p))
        case "ToSystemSpacingAfter", "ToSystemSpacingBelow":
            guard case .anchor(let b) = head.value, !a.attribute.isSize, a.attribute.axis == b.attribute.axis else {
                throw fail(.wrongKind(expected: "an anchor on the same axis"), p)
            }
            // Trellis's system spacing is 8 (NSSpace(8)); the multiplier scales it.
            guard let k = multiplier * CodeNumber(ConstraintSpec.systemSpacing) else { throw fail(.expression("a multiplier not known here"), p) }
            return .constraint(recorder.makeEquation(a, relation, b, constant: k, systemSpacing: true, place: p))
        default:
            throw fail(.expression("constraint(\(head.label):)"), p)
        }
    }
}
