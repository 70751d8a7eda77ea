import Cassowary
import Layout

/// SnapKit's and Masonry's makers: `make.top.equalTo(x).offset(8)`, in either language.
extension CodeInterpreter {
    /// SnapKit's (and Masonry's) attribute names: the attributes each stands for, and whether
    /// of the margins.
    static let chainAttributes: [String: [(LayoutAttribute, margin: Bool)]] = {
        var table: [String: [(LayoutAttribute, margin: Bool)]] = [:]
        for a in LayoutAttribute.allCases { table[a.name] = [(a, false)] }
        table["baseline"] = [(.lastBaseline, false)]
        for (name, a) in LayoutAttribute.marginAttributes { table[name] = [(a, true)] }
        table["edges"] = [(.top, false), (.left, false), (.bottom, false), (.right, false)]
        table["directionalEdges"] = [(.top, false), (.leading, false), (.bottom, false), (.trailing, false)]
        table["horizontalEdges"] = [(.left, false), (.right, false)]
        table["verticalEdges"] = [(.top, false), (.bottom, false)]
        table["directionalHorizontalEdges"] = [(.leading, false), (.trailing, false)]
        table["directionalVerticalEdges"] = [(.top, false), (.bottom, false)]
        table["size"] = [(.width, false), (.height, false)]
        table["center"] = [(.centerX, false), (.centerY, false)]
        table["margins"] = [(.top, true), (.left, true), (.bottom, true), (.right, true)]
        table["directionalMargins"] = [(.top, true), (.leading, true), (.bottom, true), (.trailing, true)]
        table["centerWithinMargins"] = [(.centerX, true), (.centerY, true)]
        return table
    }()

    func chainCall(_ chain: ConstraintChain, _ method: String, _ args: [(label: String, value: CodeValue)], at p: SourcePlace) throws(ReadFailure) -> CodeValue {
        var chain = chain
        func number() throws(ReadFailure) -> CodeNumber {
            guard args.count == 1, let n = args[0].value.number else { throw fail(.wrongKind(expected: "a number for \(method)"), p) }
            return n
        }
        let relations: [String: Relation] = [
            "equalTo": .equal, "greaterThanOrEqualTo": .greaterOrEqual, "lessThanOrEqualTo": .lessOrEqual,
            "mas_equalTo": .equal, "mas_greaterThanOrEqualTo": .greaterOrEqual, "mas_lessThanOrEqualTo": .lessOrEqual,
        ]
        if let r = relations[method] {
            guard args.count == 1 else { throw fail(.expression("\(method) with \(args.count) arguments"), p) }
            chain.relation = r
            chain.target = .value(args[0].value)
            return .chain(chain)
        }
        switch method {
        case "equalToSuperview", "greaterThanOrEqualToSuperview", "lessThanOrEqualToSuperview":
            guard args.isEmpty else { throw fail(.expression("\(method) with arguments"), p) }
            chain.relation = method.hasPrefix("equal") ? .equal : method.hasPrefix("greater") ? .greaterOrEqual : .lessOrEqual
            chain.target = .superview
        case "offset", "mas_offset": chain.offset = chain.offset + (try number())
        case "inset", "insets":
            guard args.count == 1 else { throw fail(.wrongKind(expected: "an inset"), p) }
            switch args[0].value {
            case .insets(let edges, _): chain.inset = edges
            case let v:
                guard let n = v.number else { throw fail(.wrongKind(expected: "an inset"), p) }
                chain.inset = [n, n, n, n]
            }
        case "multipliedBy": chain.multiplier = try number()
        case "dividedBy":
            guard let m = CodeNumber(1) / (try number()) else { throw fail(.wrongKind(expected: "a divisor known here, not zero"), p) }
            chain.multiplier = m
        case "priority":
            guard args.count == 1, let p = priority(args[0].value) else { throw fail(.wrongKind(expected: "a priority"), p) }
            chain.priority = p
        case "priorityRequired": chain.priority = CodeNumber(1000)
        case "priorityHigh": chain.priority = CodeNumber(750)
        case "priorityMedium": chain.priority = CodeNumber(500)
        case "priorityLow": chain.priority = CodeNumber(250)
        case "labeled":
            guard args.count == 1, case .string(let s) = args[0].value else { throw fail(.wrongKind(expected: "a label"), p) }
            chain.label = s
        default:
            throw fail(.unknownCall(method), p)
        }
        return .chain(chain)
    }

    /// The constraints a finished chain makes, one an attribute.
    func finishChain(_ chain: ConstraintChain) throws(ReadFailure) -> [Int] {
        let p = chain.place
        guard !chain.attributes.isEmpty, let relation = chain.relation, let target = chain.target else {
            throw ReadFailure(reason: .expression("a constraint maker without an attribute and a relation"), place: p)
        }
        let parent = recorder.layout.view(chain.view)?.parent
        var made: [Int] = []
        for (attribute, margin) in chain.attributes {
            let first = Anchor(margin ? "\(chain.view).margins" : chain.view, attribute)
            var second: Anchor?
            var constant = chain.offset
            switch target {
            case .superview:
                guard let parent else { throw ReadFailure(reason: .notAdded(chain.view), place: p) }
                second = Anchor(margin ? "\(parent).margins" : parent, attribute)
            case .value(.view(let w)):
                second = Anchor(margin && !recorder.isGuideName(w) ? "\(w).margins" : w, attribute)
            case .value(.anchor(let b)):
                second = b
            case .value(.size(let w, let h)):
                guard attribute.isSize else { throw ReadFailure(reason: .wrongKind(expected: "a size for width or height"), place: p) }
                constant = constant + (attribute == .width ? w : h)
            case .value(let v):
                guard let n = v.number else { throw ReadFailure(reason: .wrongKind(expected: "a view, anchor or number, not \(v.kindName)"), place: p) }
                constant = constant + n
                if !attribute.isSize {
                    // A number for a position is relative to the superview's same attribute.
                    guard let parent else { throw ReadFailure(reason: .notAdded(chain.view), place: p) }
                    second = Anchor(parent, attribute)
                }
            }
            if let inset = chain.inset { constant = constant + Self.insetConstant(inset, attribute) }
            let i = recorder.makeEquation(first, relation, second, multiplier: second == nil ? CodeNumber(1) : chain.multiplier,
                                          constant: constant, place: p)
            recorder.layout.constraints[i].priority = chain.priority
            recorder.layout.constraints[i].identifier = chain.label
            if activatesChains { recorder.setActive(i, true, place: p) }
            made.append(i)
        }
        return made
    }

    /// SnapKit's inset on each attribute: inward on every edge (top, left, bottom, right).
    static func insetConstant(_ e: [CodeNumber], _ attribute: LayoutAttribute) -> CodeNumber {
        guard e.count == 4 else { return CodeNumber(0) }
        switch attribute {
        case .top, .firstBaseline: return e[0]
        case .left, .leading: return e[1]
        case .bottom, .lastBaseline: return -e[2]
        case .right, .trailing: return -e[3]
        case .width: return -(e[1] + e[3])
        case .height: return -(e[0] + e[2])
        case .centerX: return ((e[1] - e[3]) / CodeNumber(2)) ?? CodeNumber(0)
        case .centerY: return ((e[0] - e[2]) / CodeNumber(2)) ?? CodeNumber(0)
        }
    }
}
