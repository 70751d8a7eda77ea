import Cassowary
import Layout

/// Objective-C expressions: names, members, C functions, operators and literals.
extension ObjCEvaluator {
    func evaluate(_ e: ObjCExpr, _ p: SourcePlace) throws(ReadFailure) -> CodeValue {
        guard depth < Self.maximumDepth else { throw fail(.tooDeep, p) }
        depth += 1
        defer { depth -= 1 }
        switch e {
        case .number(let n): return .number(CodeNumber(n))
        case .string(let s): return .string(s)
        case .name(let n): return try name(n, p)
        case .member(let base, let member): return try self.member(base, member, p)
        case .message(let receiver, let parts): return try message(receiver, parts, p)
        case .call(let f, let args): return try call(f, args, p)
        case .binary("|", let a, let b):
            // Options joined (`UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight`).
            func options(_ v: CodeValue) -> [CodeValue]? {
                switch v {
                case .member: return [v]
                case .array(let a) where a.allSatisfy({ if case .member = $0 { return true }; return false }): return a
                default: return nil
                }
            }
            guard let left = options(try evaluate(a, p)), let right = options(try evaluate(b, p)) else { throw fail(.expression("the operator | on these"), p) }
            return .array(left + right)
        case .binary(let op, let a, let b):
            guard ["+", "-", "*", "/"].contains(op) else { throw fail(.expression("the operator \(op)"), p) }
            return try arithmetic(op, try evaluate(a, p), try evaluate(b, p), p)
        case .unary(let op, let operand):
            let v = try evaluate(operand, p)
            switch (op, v) {
            case ("-", .number(let n)), ("-", .priority(let n)): return .number(-n)
            case ("+", _): return v
            case ("!", .bool(let b)): return .bool(!b)
            default: throw fail(.expression("the operator \(op) on \(v.kindName)"), p)
            }
        case .assign(let op, let target, let value):
            try assign(op, target, value, p)
            return .nothing
        case .array(let items):
            var out: [CodeValue] = []
            for item in items {
                let v = try evaluate(item, p)
                if case .nothing = v { continue }  // the nil that ends arrayWithObjects:
                out.append(v)
            }
            return .array(out)
        case .dictionary(let pairs):
            var out: [(key: CodeValue, value: CodeValue)] = []
            for (k, v) in pairs { out.append((try evaluate(k, p), try evaluate(v, p))) }
            return .dictionary(out)
        case .boxed(let inner): return try evaluate(inner, p)
        case .block(let parameters, let body):
            blocks.append((parameters, body))
            return .opaque("block \(blocks.count - 1)")
        case .unreadable(let why): throw fail(.expression(why), p)
        }
    }

    /// Enumeration constants by prefix: what each stands for in the shared vocabulary.
    static func enumConstant(_ n: String) -> CodeValue? {
        if let p = namedPriority(n) { return .priority(CodeNumber(p)) }
        for (prefix, lowered) in [("UILayoutConstraintAxis", true), ("UIFontTextStyle", true), ("UIFontWeight", true)] where n.hasPrefix(prefix) && n.count > prefix.count {
            let rest = n.dropFirst(prefix.count)
            return .member(lowered ? rest.prefix(1).lowercased() + rest.dropFirst() : String(rest))
        }
        for prefix in ["NSLayoutAttribute", "NSLayoutRelation", "NSLayoutFormat", "UIStackViewDistribution", "UIStackViewAlignment",
                       "NSLineBreakBy", "NSTextAlignment", "UIViewContentMode", "UITableViewCell", "UIViewAutoresizing", "UIControl",
                       "UIButtonType", "UIActivityIndicatorViewStyle", "UIRectEdge"] where n.hasPrefix(prefix) {
            return .member(n)
        }
        return nil
    }

    func name(_ n: String, _ p: SourcePlace) throws(ReadFailure) -> CodeValue {
        if let v = lookup(n) { return v }
        switch n {
        case "self": return .view(recorder.layout.rootName)
        case "super": return .opaque("super")
        case "YES", "true": return .bool(true)
        case "NO", "false": return .bool(false)
        case "nil", "NULL", "Nil": return .nothing
        case "CGRectZero": return .rect([CodeNumber(0), CodeNumber(0), CodeNumber(0), CodeNumber(0)])
        case "UIEdgeInsetsZero": return .insets(Array(repeating: CodeNumber(0), count: 4), directional: false)
        case "NSDirectionalEdgeInsetsZero": return .insets(Array(repeating: CodeNumber(0), count: 4), directional: true)
        case "UIViewNoIntrinsicMetric": return .number(CodeNumber(-1))
        default: break
        }
        if n.hasPrefix("_"), let v = try storedProperty(String(n.dropFirst())) { return v }
        // An instance variable without an underscore (`UILabel *label;` in the braces).
        if let v = properties[n] { return v }
        if let c = try constant(n, p) { return .number(c) }
        if let v = Self.enumConstant(n) { return v }
        if Self.isClassName(n) { return .type(n) }
        return .number(.unknown(n))
    }

    static func isClassName(_ n: String) -> Bool {
        guard let first = n.first, first.isUppercase else { return false }
        if LayoutRecorder.isViewClass(n) { return true }
        for prefix in ["UI", "NS", "CG", "MAS", "CA"] where n.hasPrefix(prefix) {
            if let next = n.dropFirst(prefix.count).first, next.isUppercase { return true }
        }
        return false
    }

    func member(_ baseExpr: ObjCExpr, _ name: String, _ p: SourcePlace) throws(ReadFailure) -> CodeValue {
        if case .name("self") = baseExpr, let v = try storedProperty(name) { return v }
        let base = try evaluate(baseExpr, p)
        switch base {
        case .view(let v):
            if name.hasPrefix("mas_") {
                let key = String(name.dropFirst(4))
                for (guide, suffix) in [("safeArea", "safeAreaLayoutGuide")] where key.hasPrefix(suffix) {
                    let rest = key.dropFirst(suffix.count)
                    if let a = LayoutAttribute(name: rest.prefix(1).lowercased() + rest.dropFirst()) { return .anchor(Anchor("\(v).\(guide)", a)) }
                }
                guard let attributes = Self.chainAttributes[key], attributes.count == 1, let (a, margin) = attributes.first else {
                    throw fail(.unknownProperty(name), p)
                }
                return .anchor(Anchor(margin ? "\(v).margins" : v, a))
            }
            if let value = try member(of: v, name, p) { return value }
            throw fail(.unknownProperty(name), p)
        case .chain(var chain):
            if name == "with" || name == "and" { return base }
            guard let more = Self.chainAttributes[name] else {
                // `make.top.equalTo`: the block property called next.
                return .opaque("maker.\(name)")
            }
            chain.attributes += more
            return .chain(chain)
        case .constraint(let i):
            let c = recorder.layout.constraints[i]
            switch name {
            case "priority": return .priority(c.priority)
            case "active": return .bool(c.isActive)
            default: throw fail(.unknownProperty(name), p)
            }
        case .opaque(let what) where what.hasPrefix("frame of "):
            return base
        case .rect(let parts) where parts.count == 4:
            switch name {
            case "size": return .size(parts[2], parts[3])
            case "origin": return .size(parts[0], parts[1])
            default: throw fail(.unknownProperty(name), p)
            }
        case .size(let w, let h):
            switch name {
            case "width": return .number(w)
            case "height": return .number(h)
            default: throw fail(.unknownProperty(name), p)
            }
        case .number(let n) where !n.isKnown:
            throw fail(.unknownName(n.unknowns.keys.sorted().joined(separator: ", ")), p)
        default:
            throw fail(.unknownProperty(name), p)
        }
    }

    /// `x = v`, `_x = v`, `self.x = v`, `view.prop = v`, `constraint.priority = v`.
    func assign(_ op: String, _ target: ObjCExpr, _ valueExpr: ObjCExpr, _ p: SourcePlace) throws(ReadFailure) {
        var hint: String?
        switch target {
        case .name(let n): hint = n.hasPrefix("_") ? String(n.dropFirst()) : n
        case .member(.name("self"), let n): hint = n
        default: break
        }
        let saved = nameHint
        nameHint = hint
        var value = try evaluate(valueExpr, p)
        nameHint = saved
        if op != "=" {
            value = try arithmetic(String(op.dropLast()), try evaluate(target, p), value, p)
        }
        switch target {
        case .name(let n):
            if assignLocal(n, value) { return }
            if n == "self" { return }
            let property = n.hasPrefix("_") ? String(n.dropFirst()) : n
            properties[property] = value
        case .member(.name("self"), let n) where theClass.properties.contains(where: { $0.name == n }) || value.isView:
            properties[n] = value
        case .member(let base, let name):
            let receiver = try evaluate(base, p)
            if case .view(let v) = receiver, name == "preferredMaxLayoutWidth", case .opaque(let what) = value, what.hasPrefix("frame of ") {
                try recorder.update(v, place: p) { view in view.label.preferredMaxWidth = .automatic }
                recorder.layout.notes.append(ImportNote(.preferredMaxWidthFromFrame(view: v), at: p))
                return
            }
            try setMember(of: receiver, name == "active" ? "isActive" : name, value, p)
        default:
            throw fail(.expression("an assignment to this"), p)
        }
    }

    /// C functions: `CGRectMake`, `UIEdgeInsetsMake`, `NSDictionaryOfVariableBindings`,
    /// `CGRectGetWidth`, `MAX`; and a maker's block properties (`equalTo(x)`).
    func call(_ f: ObjCExpr, _ args: [ObjCExpr], _ p: SourcePlace) throws(ReadFailure) -> CodeValue {
        if case .member(let baseExpr, let method) = f {
            let base = try evaluate(baseExpr, p)
            guard case .chain(let chain) = base else { throw fail(.unknownCall(method), p) }
            var values: [(label: String, value: CodeValue)] = []
            for a in args { values.append(("_", try evaluate(a, p))) }
            return try chainCall(chain, method, values, at: p)
        }
        guard case .name(let fn) = f else { throw fail(.expression("a call of this"), p) }
        if fn == "NSDictionaryOfVariableBindings" {
            var pairs: [(key: CodeValue, value: CodeValue)] = []
            for a in args { pairs.append((.string(Self.bindingName(a)), try evaluate(a, p))) }
            return .dictionary(pairs)
        }
        var values: [CodeValue] = []
        for a in args { values.append(try evaluate(a, p)) }
        func numbers(_ count: Int) throws(ReadFailure) -> [CodeNumber] {
            guard values.count == count else { throw fail(.expression("\(fn) with \(values.count) arguments"), p) }
            var out: [CodeNumber] = []
            for v in values {
                guard let n = v.number else { throw fail(.wrongKind(expected: "numbers for \(fn)"), p) }
                out.append(n)
            }
            return out
        }
        switch fn {
        case "CGRectMake": return .rect(try numbers(4))
        case "CGSizeMake": let n = try numbers(2); return .size(n[0], n[1])
        case "CGPointMake": let n = try numbers(2); return .size(n[0], n[1])
        case "UIEdgeInsetsMake": return .insets(try numbers(4), directional: false)
        case "NSDirectionalEdgeInsetsMake": return .insets(try numbers(4), directional: true)
        case "CGRectGetWidth", "CGRectGetHeight", "CGRectGetMaxX", "CGRectGetMaxY", "CGRectGetMinX", "CGRectGetMinY":
            if case .opaque(let what)? = values.first, what.hasPrefix("frame of ") { return values[0] }
            guard case .rect(let r)? = values.first, r.count == 4 else { throw fail(.wrongKind(expected: "a rectangle"), p) }
            switch fn {
            case "CGRectGetWidth": return .number(r[2])
            case "CGRectGetHeight": return .number(r[3])
            case "CGRectGetMinX": return .number(r[0])
            case "CGRectGetMinY": return .number(r[1])
            case "CGRectGetMaxX": return .number(r[0] + r[2])
            default: return .number(r[1] + r[3])
            }
        case "MAX", "MIN", "fmax", "fmin", "fmaxf", "fminf":
            let n = try numbers(2)
            guard n[0].isKnown, n[1].isKnown else { throw fail(.expression("\(fn) of numbers not known here"), p) }
            return .number(CodeNumber(fn.contains("ax") || fn == "MAX" ? max(n[0].value, n[1].value) : min(n[0].value, n[1].value)))
        case "floor", "ceil", "round", "floorf", "ceilf", "roundf", "fabs", "fabsf":
            let n = try numbers(1)
            guard n[0].isKnown else { throw fail(.expression("\(fn) of a number not known here"), p) }
            let x = n[0].value
            let r: Double
            switch fn.hasSuffix("f") && fn != "fabsf" ? String(fn.dropLast()) : fn {
            case "floor": r = x.rounded(.down)
            case "ceil": r = x.rounded(.up)
            case "round": r = x.rounded()
            default: r = abs(x)
            }
            return .number(CodeNumber(r))
        case "NSLocalizedString":
            guard case .string(let s)? = values.first else { throw fail(.wrongKind(expected: "a string"), p) }
            return .string(s)
        default:
            throw fail(.unknownCall(fn), p)
        }
    }

    /// The key `NSDictionaryOfVariableBindings` gives an argument: its text (`_label`, `self.label`).
    static func bindingName(_ e: ObjCExpr) -> String {
        switch e {
        case .name(let n): return n
        case .member(let base, let n): return bindingName(base) + "." + n
        default: return "?"
        }
    }
}
