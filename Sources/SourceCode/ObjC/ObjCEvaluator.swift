import Cassowary
import Layout

/// Runs the layout code of one Objective-C class without UIKit, as ``SwiftEvaluator`` does
/// for Swift: message sends become the same calls, named as Swift names them.
final class ObjCEvaluator: CodeInterpreter {
    let file: ObjCFile
    let theClass: ObjCFile.Class
    var properties: [String: CodeValue] = [:]
    var constants: [String: CodeNumber] = [:]
    var evaluatingConstants: Set<String> = []
    var running: [String] = []
    /// The methods running, by place (a method never runs inside itself).
    var runningPlaces: [SourcePlace] = []
    /// Which class of the chain `super` is above (0: the class itself).
    var superLevel = 0
    var calledMethods: Set<String> = []
    /// Blocks seen, by number (`.opaque("block 3")` stands for the third).
    var blocks: [([String], [ObjCStatement])] = []

    init(recorder: LayoutRecorder, file: ObjCFile, theClass: ObjCFile.Class) {
        self.file = file
        self.theClass = theClass
        super.init(recorder: recorder)
    }

    /// A property: assigned already, or made by its lazy getter (`- (UILabel *)label { if (!_label) … }`).
    override func storedProperty(_ name: String) throws(ReadFailure) -> CodeValue? {
        if let v = properties[name] { return v }
        guard classChain.contains(where: { c in c.properties.contains { $0.name == name } || c.methods.contains { $0.selector == name } }) else { return nil }
        if let getter = method(name), !running.contains(name) {
            let saved = nameHint
            nameHint = name
            defer { nameHint = saved }
            if let v = try runMethod(getter, arguments: []) , case .view = v {
                properties[name] = v
                return v
            }
        }
        return properties[name]
    }

    // MARK: Statements

    func skip(_ failure: ReadFailure, _ text: String) {
        recorder.layout.skipped.append(SkippedCode(place: failure.place, reason: failure.reason, text: text))
    }

    @discardableResult
    func run(_ statements: [ObjCStatement], locals: [String: CodeValue] = [:]) -> CodeValue? {
        guard depth < Self.maximumDepth else {
            if let first = statements.first { skip(fail(.tooDeep, first.place), first.text) }
            return nil
        }
        depth += 1
        scopes.append(locals)
        defer {
            scopes.removeLast()
            depth -= 1
        }
        for s in statements {
            if case .block(let inner) = s.kind {
                if let r = run(inner) { return r }
                continue
            }
            if case .conditional = s.kind {} else { recorder.layout.statementsRead += 1 }
            do {
                let returned = try execute(s)
                if case .conditional = s.kind {} else { recorder.layout.statementsUnderstood += 1 }
                if let returned { return returned }
            } catch {
                skip(error, s.text)
            }
        }
        return nil
    }

    func execute(_ s: ObjCStatement) throws(ReadFailure) -> CodeValue? {
        switch s.kind {
        case .expression(let e):
            let value = try evaluate(e, s.place)
            if case .chain(let chain) = value { _ = try finishChain(chain) }
            return nil
        case .declaration(let name, let value):
            let saved = nameHint
            if nameHint == nil { nameHint = name }
            defer { nameHint = saved }
            scopes[scopes.count - 1][name] = try value.map { e throws(ReadFailure) in try evaluate(e, s.place) } ?? .nothing
            return nil
        case .returns(let e):
            return try e.map { e throws(ReadFailure) in try evaluate(e, s.place) } ?? .nothing
        case .conditional(let condition, let then, let otherwise):
            // `if (self)`, `if ((self = [super init…]))`, `if (!_label)` for a lazy getter: the
            // branch UIKit takes; any other condition depends on data Trellis does not have.
            recorder.layout.statementsRead += 1
            guard let taken = try knownCondition(condition, s.place) else {
                throw fail(.statement("if"), s.place)
            }
            recorder.layout.statementsUnderstood += 1
            if taken { return run(then) }
            return otherwise.flatMap { run($0) }
        case .forIn(let variable, let sequence, let body):
            guard case .array(let elements) = try evaluate(sequence, s.place) else { throw fail(.statement("for"), s.place) }
            for element in elements { if let r = run(body, locals: [variable: element]) { return r } }
            return nil
        case .unread(let why):
            if ["if", "for", "while", "switch", "do", "goto", "try", "@try"].contains(why) { throw fail(.statement(why), s.place) }
            throw fail(.expression("code that does not parse here (\(why))"), s.place)
        case .block(let inner):
            return run(inner)
        }
    }

    /// Whether a condition holds, when the reader knows: `self`, `self = [super …]`, `!_x` or
    /// `_x == nil` for a property not yet made.
    func knownCondition(_ e: ObjCExpr, _ p: SourcePlace) throws(ReadFailure) -> Bool? {
        switch e {
        case .name("self"): return true
        case .unary("!", .name("self")): return false
        case .assign("=", .name("self"), let value):
            _ = try evaluate(value, p)
            return true
        case .unary("!", .name(let n)) where n.hasPrefix("_"):
            return properties[String(n.dropFirst())] == nil
        case .unary("!", .member(.name("self"), let n)):
            return properties[n] == nil
        case .binary("==", .name(let n), .name("nil")) where n.hasPrefix("_"):
            return properties[String(n.dropFirst())] == nil
        default:
            return nil
        }
    }

    func constant(_ name: String, _ p: SourcePlace) throws(ReadFailure) -> CodeNumber? {
        if let n = constants[name] { return n }
        guard let e = file.constants[name], !evaluatingConstants.contains(name) else { return nil }
        evaluatingConstants.insert(name)
        defer { evaluatingConstants.remove(name) }
        guard let n = try evaluate(e, p).number else { return nil }
        constants[name] = n
        return n
    }

    // MARK: Methods

    /// The class's method for a selector, or its superclass's where the files implement it.
    func method(_ selector: String) -> ObjCMethod? {
        for c in classChain { if let m = c.methods.first(where: { $0.selector == selector && !$0.isClassMethod }) { return m } }
        return nil
    }

    /// The method `[super selector]` runs: the first superclass's in the files that has it,
    /// above the class whose method is running; and that superclass's level.
    func superMethod(_ selector: String) -> (ObjCMethod, level: Int)? {
        let chain = classChain
        guard superLevel + 1 < chain.count else { return nil }
        for level in (superLevel + 1)..<chain.count {
            if let m = chain[level].methods.first(where: { $0.selector == selector && !$0.isClassMethod }) { return (m, level) }
        }
        return nil
    }

    /// The class and its superclasses the files declare, nearest first.
    var classChain: [ObjCFile.Class] {
        var chain = [theClass]
        while let parent = chain.last?.superclass, let c = file.classes.first(where: { $0.name == parent }),
              !chain.contains(where: { $0.name == c.name }) {
            chain.append(c)
        }
        return chain
    }

    override func superclass(of type: String) -> String? { file.classes.first { $0.name == type }?.superclass }

    func runMethod(_ m: ObjCMethod, arguments: [CodeValue]) throws(ReadFailure) -> CodeValue? {
        guard !runningPlaces.contains(m.place) else { throw fail(.expression("a method that calls itself"), m.place) }
        running.append(m.selector)
        runningPlaces.append(m.place)
        calledMethods.insert(m.selector)
        defer {
            running.removeLast()
            runningPlaces.removeLast()
        }
        let saved = scopes
        scopes = [[:]]
        defer { scopes = saved }
        var locals: [String: CodeValue] = [:]
        for (name, value) in zip(m.parameters, arguments) { locals[name] = value }
        return run(m.body, locals: locals) ?? .nothing
    }
}
