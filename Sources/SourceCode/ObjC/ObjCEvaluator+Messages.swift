import Cassowary
import Layout

/// Message sends, each made the call Swift names the same method with.
extension ObjCEvaluator {
    func message(_ receiverExpr: ObjCExpr, _ parts: [(label: String, argument: ObjCExpr?)], _ p: SourcePlace) throws(ReadFailure) -> CodeValue {
        let selector = parts.count == 1 && parts[0].argument == nil ? parts[0].label : parts.map { $0.label + ":" }.joined()
        if case .name("super") = receiverExpr {
            var args: [CodeValue] = []
            for part in parts { if let a = part.argument { args.append((try? evaluate(a, p)) ?? .nothing) } }
            // A superclass in the files runs its own method (its initializer makes its views);
            // UIKit's (`[super layoutSubviews]`) has nothing to lay out.
            if let (m, level) = superMethod(selector) {
                let saved = superLevel
                superLevel = level
                defer { superLevel = saved }
                _ = try runMethod(m, arguments: args)
            }
            return .view(recorder.layout.rootName)
        }
        if case .name("self") = receiverExpr, let m = method(selector) {
            var args: [CodeValue] = []
            for part in parts { if let a = part.argument { args.append(try evaluate(a, p)) } }
            return try runMethod(m, arguments: args) ?? .nothing
        }
        // An array in a local or a property (`[self.constraints addObject:c]`) grows in place.
        if selector == "addObject:" || selector == "addObjectsFromArray:", let a = parts[0].argument {
            var elements: [CodeValue]?
            var store: ((CodeValue) -> Void)?
            switch receiverExpr {
            case .name(let local):
                if case .array(let e)? = lookup(local) { elements = e; store = { _ = self.assignLocal(local, $0) } }
                else if local.hasPrefix("_"), case .array(let e)? = properties[String(local.dropFirst())] {
                    elements = e; store = { self.properties[String(local.dropFirst())] = $0 }
                }
            case .member(.name("self"), let property):
                if case .array(let e)? = properties[property] { elements = e; store = { self.properties[property] = $0 } }
            default: break
            }
            if let elements, let store {
                let v = try evaluate(a, p)
                if selector == "addObject:" { store(.array(elements + [v])) } else if case .array(let more) = v {
                    store(.array(elements + more))
                } else {
                    throw fail(.wrongKind(expected: "an array"), p)
                }
                return .nothing
            }
        }
        let receiver = try evaluate(receiverExpr, p)
        var args: [CodeValue] = []
        for part in parts { if let a = part.argument { args.append(try evaluate(a, p)) } }
        switch receiver {
        case .type(let t):
            if t.hasPrefix("alloc ") { return try initializer(String(t.dropFirst(6)), selector, args, p) }
            return try classMessage(t, selector, args, p)
        case .view(let v): return try viewMessage(v, selector, parts, args, p)
        case .anchor(let a): return try anchorCall(a, "constraint", try Self.anchorLabels(selector, args, p), at: p)
        case .constraint:
            if selector.hasPrefix("set"), args.count == 1 {
                try setMember(of: receiver, Self.setterProperty(selector) == "active" ? "isActive" : Self.setterProperty(selector), args[0], p)
                return .nothing
            }
            throw fail(.unknownCall(selector), p)
        case .array(let elements) where selector == "count": return .number(CodeNumber(Double(elements.count)))
        case .image(let size) where selector == "imageWithActions:": return .image(size)
        case .number(let n) where !n.isKnown:
            throw fail(.unknownName(n.unknowns.keys.sorted().joined(separator: ", ")), p)
        default:
            throw fail(.unknownCall(selector), p)
        }
    }

    /// `setTranslatesAutoresizingMaskIntoConstraints:` → `translatesAutoresizingMaskIntoConstraints`.
    static func setterProperty(_ selector: String) -> String {
        let body = selector.dropFirst(3).dropLast()
        return body.prefix(1).lowercased() + body.dropFirst()
    }

    /// `[[UILabel alloc] init]`, `initWithFrame:`, `initWithImage:`, `initWithArrangedSubviews:`.
    func initializer(_ type: String, _ selector: String, _ args: [CodeValue], _ p: SourcePlace) throws(ReadFailure) -> CodeValue {
        if type == "NSMutableArray" || type == "NSArray" { return .array(args.first.flatMap { if case .array(let a) = $0 { return a }; return nil } ?? []) }
        if type == "NSMutableDictionary" || type == "NSDictionary" { return .dictionary([]) }
        if type == "UIGraphicsImageRenderer", selector == "initWithSize:" { return try construct(type, [(label: "size", value: args.first ?? .nothing)], at: p) }
        let labels: [String: [String]] = [
            "init": [], "initWithFrame:": ["frame"], "initWithImage:": ["image"], "initWithArrangedSubviews:": ["arrangedSubviews"],
            "initWithStyle:reuseIdentifier:": ["style", "reuseIdentifier"], "initWithType:": ["type"],
        ]
        guard let names = labels[selector] else { throw fail(.unknownCall("\(type) \(selector)"), p) }
        return try construct(type, Array(zip(names, args)).map { (label: $0.0, value: $0.1) }, at: p)
    }

    /// `[NSLayoutConstraint constraintWithItem:…]`, `[UIFont systemFontOfSize:]`, `[UILabel new]`.
    func classMessage(_ type: String, _ selector: String, _ args: [CodeValue], _ p: SourcePlace) throws(ReadFailure) -> CodeValue {
        switch selector {
        case "alloc": return .type("alloc \(type)")
        case "new": return try initializer(type, "init", [], p)
        default: break
        }
        func labeled(_ labels: [String]) -> [(label: String, value: CodeValue)] { Array(zip(labels, args)).map { (label: $0.0, value: $0.1) } }
        switch (type, selector) {
        case ("NSLayoutConstraint", "constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:"):
            return try itemConstraint(labeled(["item", "attribute", "relatedBy", "toItem", "attribute", "multiplier", "constant"]), at: p)
        case ("NSLayoutConstraint", "constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:priority:"):
            // A category's form (post 1's): the priority set as the constraint is made.
            let made = try itemConstraint(labeled(["item", "attribute", "relatedBy", "toItem", "attribute", "multiplier", "constant"]), at: p)
            guard case .constraint(let i) = made, let priority = priority(args[7]) else { throw fail(.wrongKind(expected: "a priority"), p) }
            recorder.layout.constraints[i].priority = priority
            return made
        case ("NSLayoutConstraint", "constraintsWithVisualFormat:options:metrics:views:"):
            return try visualFormat(labeled(["withVisualFormat", "options", "metrics", "views"]), at: p)
        case ("NSLayoutConstraint", "activateConstraints:"), ("NSLayoutConstraint", "deactivateConstraints:"):
            return try staticCall("NSLayoutConstraint", selector.hasPrefix("activate") ? "activate" : "deactivate", labeled(["_"]), at: p)
        case ("UIFont", "systemFontOfSize:"): return try staticCall("UIFont", "systemFont", labeled(["ofSize"]), at: p)
        case ("UIFont", "systemFontOfSize:weight:"): return try staticCall("UIFont", "systemFont", labeled(["ofSize", "weight"]), at: p)
        case ("UIFont", "boldSystemFontOfSize:"): return try staticCall("UIFont", "boldSystemFont", labeled(["ofSize"]), at: p)
        case ("UIFont", "italicSystemFontOfSize:"): return try staticCall("UIFont", "italicSystemFont", labeled(["ofSize"]), at: p)
        case ("UIFont", "monospacedSystemFontOfSize:weight:"): return try staticCall("UIFont", "monospacedSystemFont", labeled(["ofSize", "weight"]), at: p)
        case ("UIFont", "preferredFontForTextStyle:"): return try staticCall("UIFont", "preferredFont", labeled(["forTextStyle"]), at: p)
        case ("UIFont", "fontWithName:size:"): return try construct("UIFont", labeled(["name", "size"]), at: p)
        case ("UIImage", _): return .image(nil)
        case ("NSArray", "array"), ("NSMutableArray", "array"): return .array([])
        case ("NSArray", "arrayWithArray:"), ("NSMutableArray", "arrayWithArray:"), ("NSArray", "arrayWithObjects:"), ("NSMutableArray", "arrayWithObjects:"):
            guard case .array(let a)? = args.first else { throw fail(.wrongKind(expected: "an array"), p) }
            return .array(a)
        case ("UIColor", _): return .opaque("a color")
        case ("UIButton", "buttonWithType:"), ("UIButton", "systemButtonWithImage:target:action:"): return try construct("UIButton", [], at: p)
        default:
            throw fail(.unknownCall("[\(type) \(selector)]"), p)
        }
    }

    /// A view's methods: its setters, Masonry's blocks, and the methods Swift calls the same.
    func viewMessage(_ v: String, _ selector: String, _ parts: [(label: String, argument: ObjCExpr?)], _ args: [CodeValue], _ p: SourcePlace) throws(ReadFailure) -> CodeValue {
        func labeled(_ labels: [String]) -> [(label: String, value: CodeValue)] { Array(zip(labels, args)).map { (label: $0.0, value: $0.1) } }
        switch selector {
        case "mas_makeConstraints:", "mas_remakeConstraints:":
            guard case .opaque(let tag)? = args.first, tag.hasPrefix("block "), let n = Int(tag.dropFirst(6)), blocks.indices.contains(n) else {
                throw fail(.wrongKind(expected: "a block"), p)
            }
            if selector == "mas_remakeConstraints:" {
                for i in snapKitMade[v] ?? [] { recorder.setActive(i, false, place: p) }
                recorder.layout.notes.append(ImportNote(.remade(view: v), at: p))
            }
            let (parameters, body) = blocks[n]
            let before = recorder.layout.constraints.count
            run(body, locals: [parameters.first ?? "make": .chain(ConstraintChain(view: v, attributes: [], place: p))])
            snapKitMade[v, default: []] += Array(before..<recorder.layout.constraints.count)
            return .nothing
        case "insertArrangedSubview:atIndex:": return try viewCall(v, "insertArrangedSubview", labeled(["_", "at"]), at: p)
        case "setCustomSpacing:afterView:": return try viewCall(v, "setCustomSpacing", labeled(["_", "after"]), at: p)
        case "setContentHuggingPriority:forAxis:": return try viewCall(v, "setContentHuggingPriority", labeled(["_", "for"]), at: p)
        case "setContentCompressionResistancePriority:forAxis:":
            return try viewCall(v, "setContentCompressionResistancePriority", labeled(["_", "for"]), at: p)
        default: break
        }
        if parts.count == 1, parts[0].argument == nil {
            // A getter (`[self contentView]`) or a method without arguments (`layoutIfNeeded`).
            if let value = try member(of: v, selector, p) { return value }
            if v == recorder.layout.rootName, let value = try storedProperty(selector) { return value }
            return try viewCall(v, selector, [], at: p)
        }
        if selector.hasPrefix("set"), parts.count == 1, args.count == 1 {
            try setMember(of: .view(v), Self.setterProperty(selector), args[0], p)
            return .nothing
        }
        return try viewCall(v, parts[0].label, labeled(["_"] + parts.dropFirst().map(\.label)), at: p)
    }

    /// `constraintGreaterThanOrEqualToAnchor:constant:` → `(greaterThanOrEqualTo:, constant:)`.
    static func anchorLabels(_ selector: String, _ args: [CodeValue], _ p: SourcePlace) throws(ReadFailure) -> [(label: String, value: CodeValue)] {
        let parts = selector.split(separator: ":").map(String.init)
        guard var head = parts.first, head.hasPrefix("constraint") else { throw ReadFailure(reason: .unknownCall(selector), place: p) }
        head.removeFirst("constraint".count)
        if head.hasSuffix("Anchor") { head.removeLast("Anchor".count) }
        let first = head.prefix(1).lowercased() + head.dropFirst()
        let labels = [first] + parts.dropFirst()
        guard labels.count == args.count else { throw ReadFailure(reason: .unknownCall(selector), place: p) }
        return Array(zip(labels, args)).map { (label: $0.0, value: $0.1) }
    }
}
