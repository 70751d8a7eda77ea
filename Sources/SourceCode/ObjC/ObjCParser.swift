/// Parses the Objective-C layout code is written in: `@interface` (superclass, properties),
/// `@implementation` (methods), `#define` and C constants, and in method bodies statements and
/// expressions with message sends, blocks and literals. Tolerant: a statement it cannot parse
/// is kept as unread, with its place, and parsing goes on after its `;`.
struct ObjCParser {
    var tokens: [ObjCToken]
    var i = 0
    var file = ObjCFile()
    /// How deeply nested the current expression or block is (bounded: no input recurses without end).
    var depth = 0
    static let maximumDepth = 200

    struct Failure: Error {
        var place: SourcePlace
        var reason: String
    }

    init(tokens: [ObjCToken]) { self.tokens = tokens }

    var current: ObjCToken? { i < tokens.count ? tokens[i] : nil }
    var place: SourcePlace { current?.place ?? tokens.last?.place ?? SourcePlace(line: 1, column: 1) }
    func peek(_ k: Int = 0) -> ObjCToken? { i + k < tokens.count ? tokens[i + k] : nil }
    func isText(_ t: String, _ k: Int = 0) -> Bool { peek(k).map { $0.text == t && $0.kind != .string(t) } ?? false }
    func isName(_ k: Int = 0) -> Bool { peek(k)?.kind == .name }

    mutating func expect(_ t: String) throws(Failure) {
        guard isText(t) else { throw Failure(place: place, reason: "expected '\(t)'" + (current.map { ", found '\($0.text)'" } ?? " at the end")) }
        i += 1
    }

    mutating func name() throws(Failure) -> String {
        guard let t = current, t.kind == .name else { throw Failure(place: place, reason: "expected a name" + (current.map { ", found '\($0.text)'" } ?? "")) }
        i += 1
        return t.text
    }

    /// Skips to just after the bracket that closes the one at `i` (`(`, `[`, `{`).
    mutating func skipBalanced() {
        var stack: [String] = []
        let pairs = ["(": ")", "[": "]", "{": "}"]
        repeat {
            guard let t = current else { return }
            if t.kind == .punctuation, let close = pairs[t.text] { stack.append(close) } else if t.kind == .punctuation, t.text == stack.last { stack.removeLast() }
            i += 1
        } while !stack.isEmpty
    }

    /// Skips past the next `;` (or the block it ends with) at this level.
    mutating func skipStatement() {
        while let t = current {
            if t.kind == .punctuation, ["(", "[", "{"].contains(t.text) {
                let wasBrace = t.text == "{"
                skipBalanced()
                if wasBrace, !isText(";") { return }
                continue
            }
            if t.kind == .punctuation, t.text == "}" { return }
            i += 1
            if t.kind == .punctuation, t.text == ";" { return }
        }
    }

    // MARK: The file

    static func parse(_ tokens: [ObjCToken]) -> ObjCFile {
        var p = ObjCParser(tokens: tokens)
        p.topLevel()
        return p.file
    }

    /// Several files as one: a class declared in a header and implemented in a .m, a superclass
    /// in a file of its own, constants defined in another.
    static func parse(files: [[ObjCToken]]) -> ObjCFile {
        var p = ObjCParser(tokens: [])
        for tokens in files {
            p.tokens = tokens
            p.i = 0
            p.topLevel()
        }
        return p.file
    }

    mutating func topLevel() {
        while let t = current {
            switch (t.kind, t.text) {
            case (.define, _):
                i += 1
                define()
            case (.punctuation, "@"):
                let keyword = peek(1)?.text ?? ""
                i += 2
                switch keyword {
                case "interface": interface()
                case "implementation": implementation()
                case "protocol": skipTo("@end")
                default: skipStatement()
                }
            case (.punctuation, "{"), (.punctuation, "("), (.punctuation, "["):
                skipBalanced()
            default:
                cDeclaration()
            }
        }
    }

    mutating func skipTo(_ marker: String) {
        while current != nil {
            if isText("@"), peek(1)?.text == String(marker.dropFirst()) { i += 2; return }
            i += 1
        }
    }

    /// `#define NAME value`: the value's tokens, parsed as an expression.
    mutating func define() {
        guard let nameToken = current, nameToken.kind == .name else { skipDefine(); return }
        i += 1
        // A macro with parameters is not a constant.
        if isText("("), peek()?.place.column == nameToken.place.column + nameToken.text.count { skipDefine(); return }
        let start = i
        while let t = current, t.kind != .defineEnd { i += 1 }
        let body = Array(tokens[start..<i])
        i += 1
        guard !body.isEmpty else { return }
        var sub = ObjCParser(tokens: body)
        if let e = try? sub.expression(), sub.current == nil { file.constants[nameToken.text] = e }
    }

    mutating func skipDefine() {
        while let t = current, t.kind != .defineEnd { i += 1 }
        i += 1
    }

    /// `static const CGFloat kPadding = 8.0;`, `const CGFloat X = 10;` (at file level).
    mutating func cDeclaration() {
        let start = i
        while let t = current, !(t.kind == .punctuation && (t.text == ";" || t.text == "=" || t.text == "{")) { i += 1 }
        if isText("="), i - 1 > start, tokens[i - 1].kind == .name {
            let name = tokens[i - 1].text
            i += 1
            if let e = try? expression() { file.constants[name] = e }
            skipStatement()
            return
        }
        if isText("{") { skipBalanced(); return }
        i += 1
    }

    mutating func interface() {
        guard let className = try? name() else { skipTo("@end"); return }
        var superclass: String?
        if isText(":") {
            i += 1
            superclass = try? name()
        }
        var properties: [(String, String)] = []
        while current != nil {
            if isText("@"), peek(1)?.text == "end" { i += 2; break }
            if isText("@"), peek(1)?.text == "property" {
                i += 2
                if isText("(") { skipBalanced() }
                // `Type<Protocol> * _Nullable name;`: the type's first name and the last name before `;`.
                let type = current?.text ?? ""
                var last = ""
                while let t = current, !(t.kind == .punctuation && t.text == ";") {
                    if t.kind == .name { last = t.text }
                    i += 1
                }
                i += 1
                if !last.isEmpty { properties.append((last, type)) }
                continue
            }
            if isText("{") { skipBalanced(); continue }
            i += 1
        }
        if let index = file.classes.firstIndex(where: { $0.name == className }) {
            if file.classes[index].superclass == nil { file.classes[index].superclass = superclass }
            file.classes[index].properties += properties.map { (name: $0.0, type: $0.1) }
        } else {
            var c = ObjCFile.Class(name: className, superclass: superclass, place: place)
            c.properties = properties.map { (name: $0.0, type: $0.1) }
            file.classes.append(c)
        }
    }

    mutating func implementation() {
        let start = place
        guard let className = try? name() else { skipTo("@end"); return }
        var methods: [ObjCMethod] = []
        if isText("{") { skipBalanced() }
        while current != nil {
            if isText("@"), peek(1)?.text == "end" { i += 2; break }
            if isText("-") || isText("+") {
                if let m = method() { methods.append(m) }
                continue
            }
            if isText("{") { skipBalanced(); continue }
            i += 1
        }
        if let index = file.classes.firstIndex(where: { $0.name == className }) {
            file.classes[index].methods += methods
        } else {
            var c = ObjCFile.Class(name: className, superclass: nil, place: start)
            c.methods = methods
            file.classes.append(c)
        }
    }

    /// `- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)id { … }`.
    mutating func method() -> ObjCMethod? {
        let start = place
        let isClass = isText("+")
        i += 1
        if isText("(") { skipBalanced() }
        var selector = ""
        var parameters: [String] = []
        while let t = current, t.kind == .name {
            selector += t.text
            i += 1
            guard isText(":") else { break }
            selector += ":"
            i += 1
            if isText("(") { skipBalanced() }
            if let p = try? name() { parameters.append(p) }
        }
        while let t = current, !(t.kind == .punctuation && (t.text == "{" || t.text == ";")) { i += 1 }
        guard isText("{") else { i += 1; return nil }
        let body = block()
        return ObjCMethod(selector: selector, parameters: parameters, body: body, place: start, isClassMethod: isClass)
    }

    // MARK: Statements

    /// `{ statements }` (at `{`).
    mutating func block() -> [ObjCStatement] {
        guard isText("{") else { return [] }
        depth += 1
        defer { depth -= 1 }
        guard depth < Self.maximumDepth else {
            skipBalanced()
            return [ObjCStatement(kind: .unread("nested deeper than Trellis reads"), place: place, text: "{…}")]
        }
        i += 1
        var out: [ObjCStatement] = []
        while current != nil, !isText("}") { out.append(statement()) }
        i += 1
        return out
    }

    mutating func statement() -> ObjCStatement {
        let start = i
        let at = place
        func made(_ kind: ObjCStatement.Kind) -> ObjCStatement {
            ObjCStatement(kind: kind, place: at, text: excerpt(from: start))
        }
        if isText("{") { return made(.block(block())) }
        if isText(";") { i += 1; return made(.block([])) }
        if let keyword = current?.text, current?.kind == .name {
            switch keyword {
            case "if":
                i += 1
                guard isText("(") else { skipStatement(); return made(.unread("if")) }
                i += 1
                let condition = (try? expression()) ?? .unreadable("a condition")
                if (try? expect(")")) == nil { skipStatement(); return made(.unread("if")) }
                let then = body()
                var otherwise: [ObjCStatement]?
                if isText("else") { i += 1; otherwise = body() }
                return ObjCStatement(kind: .conditional(condition, then, otherwise), place: at, text: excerpt(from: start, upTo: 60))
            case "for":
                i += 1
                if isText("("), let (variable, sequence) = forIn() {
                    return ObjCStatement(kind: .forIn(variable, sequence, body()), place: at, text: excerpt(from: start, upTo: 60))
                }
                if isText("(") { skipBalanced() }
                _ = body()
                return made(.unread("for"))
            case "while", "switch", "do", "goto", "@try", "try":
                i += 1
                if isText("(") { skipBalanced() }
                _ = body()
                if keyword == "do", isText("while") { i += 1; if isText("(") { skipBalanced() }; if isText(";") { i += 1 } }
                return made(.unread(keyword))
            case "return":
                i += 1
                if isText(";") { i += 1; return made(.returns(nil)) }
                do {
                    let e = try expression()
                    try expect(";")
                    return made(.returns(e))
                } catch {
                    skipStatement()
                    return made(.unread(error.reason))
                }
            default: break
            }
        }
        if let declared = declaration() { return made(declared) }
        do {
            let e = try expression()
            try expect(";")
            return made(.expression(e))
        } catch {
            i = max(i, start + 1)
            skipStatement()
            return made(.unread(error.reason))
        }
    }

    /// A statement's body: a block, or one statement.
    mutating func body() -> [ObjCStatement] {
        if isText("{") { return block() }
        guard current != nil else { return [] }
        return [statement()]
    }

    /// `for (UIView *view in views)`: the variable and the sequence (at `(`); nil for a C loop.
    mutating func forIn() -> (String, ObjCExpr)? {
        let start = i
        i += 1
        var last: String?
        while let t = current, t.kind == .name || t.text == "*" {
            if t.text == "in" { break }
            if t.kind == .name { last = t.text }
            i += 1
        }
        guard isText("in"), let variable = last else { i = start; return nil }
        i += 1
        guard let sequence = try? expression(), isText(")") else { i = start; return nil }
        i += 1
        return (variable, sequence)
    }

    static let qualifiers: Set<String> = ["const", "static", "__weak", "__strong", "__block", "__unsafe_unretained", "__autoreleasing",
                                           "_Nullable", "_Nonnull", "nullable", "nonnull", "__kindof", "unsigned", "signed", "long", "short"]

    /// `UILabel *label = …;`, `CGFloat padding = 8;`, `NSMutableArray<NSLayoutConstraint *> *list = …;`.
    mutating func declaration() -> ObjCStatement.Kind? {
        let start = i
        while let t = current, t.kind == .name, Self.qualifiers.contains(t.text) { i += 1 }
        guard let type = current, type.kind == .name else { i = start; return nil }
        i += 1
        if type.text == "typeof" || type.text == "__typeof" || type.text == "__typeof__" {
            guard isText("(") else { i = start; return nil }
            skipBalanced()
        }
        if isText("<") {
            var level = 0
            repeat {
                if isText("<") { level += 1 } else if isText(">") { level -= 1 }
                i += 1
            } while level > 0 && current != nil
        }
        while let t = current, t.kind == .name, Self.qualifiers.contains(t.text) { i += 1 }
        var stars = 0
        while isText("*") { stars += 1; i += 1 }
        while let t = current, t.kind == .name, Self.qualifiers.contains(t.text) { i += 1 }
        guard let nameToken = current, nameToken.kind == .name, isText("=", 1) || isText(";", 1) else { i = start; return nil }
        // `a = b;` is an assignment, not a declaration: a type is followed by a name.
        guard stars > 0 || type.text.first?.isUppercase == true || Self.cTypes.contains(type.text) else { i = start; return nil }
        i += 1
        if isText(";") { i += 1; return .declaration(nameToken.text, nil) }
        i += 1
        do {
            let value = try expression()
            try expect(";")
            return .declaration(nameToken.text, value)
        } catch {
            skipStatement()
            return .unread(error.reason)
        }
    }

    static let cTypes: Set<String> = ["int", "float", "double", "char", "id", "BOOL", "bool", "NSInteger", "NSUInteger", "CGFloat", "instancetype"]

    /// The source from token `start` to the current one, on one line, at most `upTo` characters.
    func excerpt(from start: Int, upTo limit: Int = 80) -> String {
        let end = min(i, tokens.count)
        guard start < end else { return "" }
        var text = ""
        for t in tokens[start..<end] {
            let piece: String
            if case .string(let s) = t.kind { piece = "@\"\(s)\"" } else { piece = t.text }
            let glue = text.isEmpty || [".", "(", "[", ":", "@", "^"].contains(text.last.map(String.init) ?? "") || [".", ")", "]", ":", ";", ",", "("].contains(piece) ? "" : " "
            text += glue + piece
            if text.count > limit { return String(text.prefix(limit - 1)) + "…" }
        }
        return text
    }
}
