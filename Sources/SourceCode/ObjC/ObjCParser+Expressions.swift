/// Expressions: assignment, operators, casts, message sends, literals, blocks.
extension ObjCParser {
    mutating func expression() throws(Failure) -> ObjCExpr {
        depth += 1
        defer { depth -= 1 }
        guard depth < Self.maximumDepth else { throw Failure(place: place, reason: "nested deeper than Trellis reads") }
        let lhs = try ternary()
        if let t = current, t.kind == .punctuation, ["=", "+=", "-=", "*=", "/="].contains(t.text) {
            i += 1
            return .assign(t.text, lhs, try expression())
        }
        return lhs
    }

    mutating func ternary() throws(Failure) -> ObjCExpr {
        let condition = try binary(0)
        guard isText("?") else { return condition }
        i += 1
        if !isText(":") { _ = try expression() }
        try expect(":")
        _ = try expression()
        return .unreadable("a choice (?:)")
    }

    static let precedence: [[String]] = [["||"], ["&&"], ["|"], ["&"], ["==", "!="], ["<", ">", "<=", ">="], ["<<", ">>"], ["+", "-"], ["*", "/", "%"]]

    mutating func binary(_ level: Int) throws(Failure) -> ObjCExpr {
        guard level < Self.precedence.count else { return try unary() }
        var lhs = try binary(level + 1)
        while let t = current, t.kind == .punctuation, Self.precedence[level].contains(t.text) {
            i += 1
            lhs = .binary(t.text, lhs, try binary(level + 1))
        }
        return lhs
    }

    mutating func unary() throws(Failure) -> ObjCExpr {
        depth += 1
        defer { depth -= 1 }
        guard depth < Self.maximumDepth else { throw Failure(place: place, reason: "nested deeper than Trellis reads") }
        if let t = current, t.kind == .punctuation, ["-", "+", "!", "~", "&", "*"].contains(t.text) {
            i += 1
            return .unary(t.text, try unary())
        }
        // A cast: `(CGFloat)x`, `(UILabel *)view`, `(id)obj`.
        if isText("("), isName(1), isCast() {
            skipBalanced()
            return try unary()
        }
        return try postfix(try primary())
    }

    /// Whether the parenthesis at `i` holds a type: a name, then `*`s or qualifiers, then `)`,
    /// followed by something a value starts with.
    func isCast() -> Bool {
        var k = 1
        guard let first = peek(k), first.kind == .name, first.text.first?.isUppercase == true || Self.cTypes.contains(first.text)
                || Self.qualifiers.contains(first.text) else { return false }
        k += 1
        while let t = peek(k), t.text == "*" || (t.kind == .name && Self.qualifiers.contains(t.text)) || t.text == "<" || t.text == ">" || (t.kind == .name && peek(k - 1)?.text == "<") { k += 1 }
        guard peek(k)?.text == ")", let next = peek(k + 1) else { return false }
        if next.kind == .punctuation { return ["(", "[", "@", "^", "-", "!", "&"].contains(next.text) }
        return true
    }

    mutating func postfix(_ base: ObjCExpr) throws(Failure) -> ObjCExpr {
        var e = base
        while let t = current, t.kind == .punctuation {
            if t.text == "." || t.text == "->" {
                i += 1
                e = .member(e, try name())
            } else if t.text == "(" {
                i += 1
                var args: [ObjCExpr] = []
                while !isText(")") {
                    args.append(try expression())
                    if isText(",") { i += 1 } else { break }
                }
                try expect(")")
                e = .call(e, args)
            } else if t.text == "[" {
                skipBalanced()
                e = .unreadable("a subscript")
            } else {
                break
            }
        }
        return e
    }

    mutating func primary() throws(Failure) -> ObjCExpr {
        guard let t = current else { throw Failure(place: place, reason: "expected a value at the end") }
        switch t.kind {
        case .number(let n):
            i += 1
            return .number(n)
        case .string(let s):
            i += 1
            return .string(s)
        case .name:
            i += 1
            return .name(t.text)
        case .define, .defineEnd:
            throw Failure(place: t.place, reason: "expected a value")
        case .punctuation:
            break
        }
        switch t.text {
        case "(":
            i += 1
            let e = try expression()
            try expect(")")
            return e
        case "[":
            return try message()
        case "@":
            i += 1
            if isText("[") {
                i += 1
                var items: [ObjCExpr] = []
                while !isText("]") {
                    items.append(try expression())
                    if isText(",") { i += 1 } else { break }
                }
                try expect("]")
                return .array(items)
            }
            if isText("{") {
                i += 1
                var pairs: [(ObjCExpr, ObjCExpr)] = []
                while !isText("}") {
                    let key = try ternary()
                    try expect(":")
                    pairs.append((key, try expression()))
                    if isText(",") { i += 1 } else { break }
                }
                try expect("}")
                return .dictionary(pairs)
            }
            if isText("(") {
                i += 1
                let e = try expression()
                try expect(")")
                return .boxed(e)
            }
            if let n = current, case .number = n.kind { return .boxed(try primary()) }
            if isText("-"), let n = peek(1), case .number(let v) = n.kind { i += 2; return .boxed(.number(-v)) }
            if isText("YES") || isText("NO") || isText("true") || isText("false") { return .boxed(try primary()) }
            // `@selector(tap:)`, `@encode(…)`, `@protocol(…)`: a name for the runtime, no layout.
            if let word = current?.text, ["selector", "encode", "protocol"].contains(word), isText("(", 1) {
                i += 1
                skipBalanced()
                return .string("@\(word)")
            }
            throw Failure(place: t.place, reason: "expected a literal after @")
        case "^":
            return try blockLiteral()
        default:
            throw Failure(place: t.place, reason: "unexpected '\(t.text)'")
        }
    }

    /// `[receiver selector]`, `[receiver part:arg part:arg]`, `[NSArray arrayWithObjects:a, b, nil]`.
    mutating func message() throws(Failure) -> ObjCExpr {
        depth += 1
        defer { depth -= 1 }
        guard depth < Self.maximumDepth else { throw Failure(place: place, reason: "nested deeper than Trellis reads") }
        try expect("[")
        let receiver: ObjCExpr
        if isText("super") { i += 1; receiver = .name("super") } else { receiver = try postfix(try unaryNoCast()) }
        var parts: [(label: String, argument: ObjCExpr?)] = []
        let first = try name()
        if !isText(":") {
            try expect("]")
            return .message(receiver: receiver, parts: [(first, nil)])
        }
        var label = first
        while true {
            try expect(":")
            var argument = try expression()
            // A list of arguments after a comma (variadic: `arrayWithObjects:a, b, nil`).
            if isText(",") {
                var items = [argument]
                while isText(",") { i += 1; items.append(try expression()) }
                argument = .array(items)
            }
            parts.append((label, argument))
            if isText("]") { i += 1; return .message(receiver: receiver, parts: parts) }
            if isText(":") { label = ""; continue }
            label = try name()
        }
    }

    /// A message's receiver: a value, but a name followed by a name is the receiver and the selector.
    mutating func unaryNoCast() throws(Failure) -> ObjCExpr {
        if isText("(") || isText("[") || isText("@") { return try unary() }
        return try primary()
    }

    /// `^(MASConstraintMaker *make) { … }`, `^{ … }`, `^void(UIView *v) { … }`.
    mutating func blockLiteral() throws(Failure) -> ObjCExpr {
        try expect("^")
        if isName(), isText("(", 1) { i += 1 }
        var parameters: [String] = []
        if isText("(") {
            i += 1
            var last: String?
            while let t = current, !(t.kind == .punctuation && t.text == ")") {
                if t.kind == .punctuation, t.text == "," { if let l = last { parameters.append(l) }; last = nil }
                if t.kind == .name { last = t.text }
                i += 1
            }
            if let l = last, l != "void" { parameters.append(l) }
            try expect(")")
        }
        guard isText("{") else { throw Failure(place: place, reason: "expected a block's body") }
        return .block(parameters, block())
    }
}
