import Cassowary
import Layout

/// What both readers share: the layout being recorded, and the meaning of UIKit's (and
/// SnapKit's and Masonry's) names, members and operators on values. The readers turn their
/// language's syntax into these calls.
class CodeInterpreter {
    var recorder: LayoutRecorder
    /// How deep evaluation has gone (closures, calls, nested expressions).
    var depth = 0
    static let maximumDepth = 64
    /// The property whose initial value is being evaluated: the first view made names itself after it.
    var nameHint: String?
    /// The constraints SnapKit or Masonry made for each view (`remakeConstraints` replaces them).
    var snapKitMade: [String: [Int]] = [:]
    /// Whether a finished maker chain is activated (not in `prepareConstraints`).
    var activatesChains = true

    init(recorder: LayoutRecorder) {
        self.recorder = recorder
    }

    /// Locals, innermost last.
    var scopes: [[String: CodeValue]] = [[:]]

    func lookup(_ name: String) -> CodeValue? {
        for scope in scopes.reversed() { if let v = scope[name] { return v } }
        return nil
    }

    /// Sets a local where it is declared; false when no scope declares it.
    func assignLocal(_ name: String, _ value: CodeValue) -> Bool {
        for i in scopes.indices.reversed() where scopes[i][name] != nil {
            scopes[i][name] = value
            return true
        }
        return false
    }

    func fail(_ reason: SkippedCode.Reason, _ p: SourcePlace) -> ReadFailure {
        ReadFailure(reason: reason, place: p)
    }

    /// A stored property of the class by name (the reader's to say).
    func storedProperty(_ name: String) throws(ReadFailure) -> CodeValue? { nil }

    /// The UIKit class an app's class is (its nearest UIKit ancestor): from the files' class
    /// declarations where a reader knows them, else from its name (`AvatarImageView` is an
    /// image view, `JSLabel` a label).
    func uikitClass(of type: String) -> String {
        if LayoutRecorder.kinds[type] != nil { return type }
        var current = type
        var seen: Set<String> = []
        while let parent = superclass(of: current), !seen.contains(parent) {
            if LayoutRecorder.kinds[parent] != nil || parent.hasPrefix("UI") { return parent }
            seen.insert(parent)
            current = parent
        }
        for (suffix, uikit) in [("ImageView", "UIImageView"), ("StackView", "UIStackView"), ("Label", "UILabel")] where type.hasSuffix(suffix) {
            return uikit
        }
        return type
    }

    /// A class's superclass, where the files declare it (the reader's to say).
    func superclass(of type: String) -> String? { nil }

    /// What a view has by name: its anchors, guides, `snp`, a cell's `contentView` and
    /// built-in labels, a controller's `view`; nil for a name it has not.
    func member(of view: String, _ name: String, _ p: SourcePlace) throws(ReadFailure) -> CodeValue? {
        if name.hasSuffix("Anchor"), let attribute = LayoutAttribute(name: String(name.dropLast(6))) {
            return .anchor(Anchor(view, attribute))
        }
        let layout = recorder.layout
        switch name {
        case "layoutMarginsGuide": return .view("\(view).margins")
        case "safeAreaLayoutGuide": return .view("\(view).safeArea")
        case "readableContentGuide": return .view("\(view).readable")
        case "snp": return .dsl(view)
        case "frame", "bounds": return .opaque("frame of \(view)")
        case "layer": return .opaque("a layer")
        case "constraints":
            // The constraints added to the view (`addConstraint`), as UIKit keeps them.
            return .array(layout.constraints.indices.filter { layout.constraints[$0].addedTo == view && layout.constraints[$0].isActive }
                .map(CodeValue.constraint))
        case "superview": return layout.view(view)?.parent.map(CodeValue.view) ?? .opaque("no superview")
        default: break
        }
        guard view == layout.rootName else { return nil }
        if name == "contentView", let content = recorder.contentView { return .view(content) }
        if name == "view", layout.base == .viewController { return .view(view) }
        // A cell's own labels and image view, made and added to its content view when first used.
        if let content = recorder.contentView, ["textLabel": "UILabel", "detailTextLabel": "UILabel", "imageView": "UIImageView"][name] != nil {
            if layout.view(name) == nil {
                let className = name == "imageView" ? "UIImageView" : "UILabel"
                let made = recorder.makeView(className: className, hint: name, place: p)
                try recorder.addSubview(made, to: content, place: p)
            }
            return .view(name)
        }
        return nil
    }

    static func namedPriority(_ name: String) -> Double? {
        [
            "required": 1000, "defaultHigh": 750, "defaultLow": 250, "fittingSizeLevel": 50, "dragThatCanResizeScene": 510,
            "sceneSizeStayPut": 500, "dragThatCannotResizeScene": 490, "high": 750, "medium": 500, "low": 250,
            "UILayoutPriorityRequired": 1000, "UILayoutPriorityDefaultHigh": 750, "UILayoutPriorityDefaultLow": 250,
            "UILayoutPriorityFittingSizeLevel": 50, "MASLayoutPriorityRequired": 1000, "MASLayoutPriorityDefaultHigh": 750,
            "MASLayoutPriorityDefaultMedium": 500, "MASLayoutPriorityDefaultLow": 250,
        ][name]
    }

    /// A priority a value stands for: a number, a UILayoutPriority, or a named one (`.defaultHigh`).
    func priority(_ value: CodeValue) -> CodeNumber? {
        if let n = value.number { return n }
        if case .member(let m) = value, let p = Self.namedPriority(m) { return CodeNumber(p) }
        return nil
    }

    func arithmetic(_ op: String, _ a: CodeValue, _ b: CodeValue, _ p: SourcePlace) throws(ReadFailure) -> CodeValue {
        switch (a, b) {
        case (.string(let x), .string(let y)) where op == "+": return .string(x + y)
        case (.array(let x), .array(let y)) where op == "+": return .array(x + y)
        default: break
        }
        // A priority stays one through `.defaultHigh - 1`.
        let isPriority: Bool
        switch (a, b) {
        case (.priority, _), (_, .priority): isPriority = true
        case (.member(let m), _), (_, .member(let m)): isPriority = Self.namedPriority(m) != nil
        default: isPriority = false
        }
        guard let x = a.number ?? priority(a), let y = b.number ?? priority(b) else {
            throw fail(.expression("\(op) of \(a.kindName) and \(b.kindName)"), p)
        }
        let result: CodeNumber?
        switch op {
        case "+": result = x + y
        case "-": result = x - y
        case "*": result = x * y
        case "/": result = x / y
        default: throw fail(.expression("the operator \(op)"), p)
        }
        guard let result, result.value.isFinite else { throw fail(.expression("\(op) of two numbers not known here, or by zero"), p) }
        return isPriority ? .priority(result) : .number(result)
    }

    func setMember(of base: CodeValue, _ name: String, _ value: CodeValue, _ p: SourcePlace) throws(ReadFailure) {
        switch base {
        case .view(let v):
            guard !recorder.isGuideName(v) || name == "identifier" else { throw fail(.unknownProperty(name), p) }
            if name == "preferredMaxLayoutWidth", case .opaque(let what) = value, what.hasPrefix("frame of ") {
                try recorder.update(v, place: p) { view in view.label.preferredMaxWidth = .automatic }
                recorder.layout.notes.append(ImportNote(.preferredMaxWidthFromFrame(view: v), at: p))
                return
            }
            if name == "identifier" { return }
            try recorder.setProperty(v, name, value, place: p)
        case .constraint(let i):
            guard recorder.layout.constraints.indices.contains(i) else { throw fail(.unknownName(name), p) }
            switch name {
            case "priority":
                guard let n = priority(value) else { throw fail(.wrongKind(expected: "a priority"), p) }
                recorder.layout.constraints[i].priority = n
            case "identifier":
                guard case .string(let s) = value else { throw fail(.wrongKind(expected: "a string"), p) }
                recorder.layout.constraints[i].identifier = s
            case "isActive", "active":
                guard case .bool(let b) = value else { throw fail(.wrongKind(expected: "true or false"), p) }
                recorder.setActive(i, b, place: p)
            case "constant":
                guard let n = value.number, case .equation(var e) = recorder.layout.constraints[i].form else {
                    throw fail(.wrongKind(expected: "a number"), p)
                }
                e.constant = n
                recorder.layout.constraints[i].form = .equation(e)
            default:
                throw fail(.unknownProperty(name), p)
            }
        case .opaque(let what) where what == "a layer":
            return
        case .number(let n) where !n.isKnown:
            throw fail(.unknownName(n.unknowns.keys.sorted().joined(separator: ", ")), p)
        default:
            throw fail(.wrongKind(expected: "a view or constraint to set \(name) of"), p)
        }
    }
}

extension CodeValue {
    var isView: Bool { if case .view = self { return true }; return false }
}
