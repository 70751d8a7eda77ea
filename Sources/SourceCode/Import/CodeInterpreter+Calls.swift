import Cassowary
import Layout

/// Initializers of views and values, and UIKit's class methods that build a layout, in
/// either language: the receiver, the method, and its arguments by label (Swift's labels;
/// the Objective-C reader names its selectors' parts the same way).
extension CodeInterpreter {
    /// `UILabel()`, `UIStackView(arrangedSubviews: [a, b])`, `UILayoutPriority(999)`,
    /// `NSLayoutConstraint(item:…)`, `CGSize(width:height:)`.
    func construct(_ type: String, _ args: [(label: String, value: CodeValue)], at p: SourcePlace) throws(ReadFailure) -> CodeValue {
        func number(_ label: String) throws(ReadFailure) -> CodeNumber {
            guard let n = args.first(where: { $0.label == label })?.value.number else { throw fail(.wrongKind(expected: "a number for \(label):"), p) }
            return n
        }
        switch type {
        case "UILayoutPriority", "ConstraintPriority":
            guard let first = args.first, let n = priority(first.value) else { throw fail(.wrongKind(expected: "a priority"), p) }
            return .priority(n)
        case "CGFloat", "Float", "Double", "Int":
            guard args.count == 1, let n = args[0].value.number else { throw fail(.wrongKind(expected: "a number"), p) }
            return .number(n)
        case "CGSize": return .size(try number("width"), try number("height"))
        case "CGRect": return .rect([try number("x"), try number("y"), try number("width"), try number("height")])
        case "UIEdgeInsets": return .insets([try number("top"), try number("left"), try number("bottom"), try number("right")], directional: false)
        case "NSDirectionalEdgeInsets":
            return .insets([try number("top"), try number("leading"), try number("bottom"), try number("trailing")], directional: true)
        case "UIFont":
            guard case .string(let face)? = args.first(where: { $0.label == "name" })?.value else { throw fail(.wrongKind(expected: "a font name"), p) }
            let size = try number("size")
            guard size.isKnown, size.value > 0, size.value <= FontDescriptor.maximumSize else { throw fail(.wrongKind(expected: "a font size known here"), p) }
            return .font(.named(face, size: size.value), weight: nil)
        case "UIImage": return .image(nil)
        case "UIGraphicsImageRenderer":
            guard case .size(let w, let h)? = args.first(where: { $0.label == "size" })?.value, w.isKnown, h.isKnown else {
                throw fail(.wrongKind(expected: "a size known here"), p)
            }
            return .image(Size(width: w.value, height: h.value))
        case "NSLayoutConstraint":
            return try itemConstraint(args, at: p)
        default:
            // An app's class is made as the UIKit class it inherits from, where the files say.
            let uikit = uikitClass(of: type)
            guard LayoutRecorder.isViewClass(uikit) else { throw fail(.unknownCall(type), p) }
            let hint = nameHint
            nameHint = nil
            let name = recorder.makeView(className: type, kind: LayoutRecorder.kinds[uikit] ?? .plain, hint: hint, place: p)
            if LayoutRecorder.kinds[uikit] == nil {
                recorder.layout.notes.append(ImportNote(.unknownClass(view: name, className: type), at: p))
            }
            for (label, value) in args {
                switch (uikit, label, value) {
                case ("UIImageView", "image", .image(let size)):
                    try recorder.update(name, place: p) { v in v.kind = .image(size) }
                case ("UIImageView", "image", _): break
                case ("UIStackView", "arrangedSubviews", .array(let views)):
                    for view in views {
                        guard case .view(let child) = view else { throw fail(.wrongKind(expected: "views to arrange"), p) }
                        try recorder.arrange(child, in: name, at: nil, place: p)
                    }
                case (_, "frame", _), (_, "style", _), (_, "reuseIdentifier", _), (_, "type", _): break
                default: throw fail(.expression("\(type)(\(label):)"), p)
                }
            }
            if case .image(nil)? = recorder.layout.view(name)?.kind {
                recorder.layout.notes.append(ImportNote(.imageSizeUnknown(view: name), at: p))
            }
            return .view(name)
        }
    }

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    func itemConstraint(_ args: [(label: String, value: CodeValue)], at p: SourcePlace) throws(ReadFailure) -> CodeValue {
        let labels = args.map(\.label)
        guard labels == ["item", "attribute", "relatedBy", "toItem", "attribute", "multiplier", "constant"] else {
            throw fail(.expression("NSLayoutConstraint(\(labels.map { $0 + ":" }.joined()))"), p)
        }
        guard case .view(let firstView) = args[0].value else { throw fail(.wrongKind(expected: "a view for item:"), p) }
        let (first, firstMargin) = try attribute(args[1].value, p)
        let relation = try relation(args[2].value, p)
        var second: Anchor?
        if case .view(let secondView) = args[3].value {
            let (attribute, margin) = try self.attribute(args[4].value, p)
            second = Anchor(margin ? "\(secondView).margins" : secondView, attribute)
        } else if case .nothing = args[3].value {
            second = nil
        } else {
            throw fail(.wrongKind(expected: "a view or nil for toItem:"), p)
        }
        guard let multiplier = args[5].value.number, let constant = args[6].value.number else { throw fail(.wrongKind(expected: "numbers"), p) }
        let index = recorder.makeEquation(Anchor(firstMargin ? "\(firstView).margins" : firstView, first), relation, second,
                                          multiplier: multiplier, constant: constant, place: p)
        return .constraint(index)
    }

    /// `.leading`, `.leadingMargin`, `NSLayoutAttributeLeading`: an attribute, and whether of the margins.
    func attribute(_ value: CodeValue, _ p: SourcePlace) throws(ReadFailure) -> (LayoutAttribute, Bool) {
        guard case .member(var m) = value else { throw fail(.wrongKind(expected: "a layout attribute"), p) }
        if m.hasPrefix("NSLayoutAttribute") { m = String(m.dropFirst(17)); m = m.prefix(1).lowercased() + m.dropFirst() }
        if let dot = m.lastIndex(of: ".") { m = String(m[m.index(after: dot)...]) }
        if let a = LayoutAttribute(name: m) { return (a, false) }
        if let a = LayoutAttribute.marginAttributes[m] { return (a, true) }
        if let a = LayoutAttribute(name: m.prefix(1).lowercased() + m.dropFirst()) { return (a, false) }
        throw fail(.wrongKind(expected: "a layout attribute (not .\(m))"), p)
    }

    func relation(_ value: CodeValue, _ p: SourcePlace) throws(ReadFailure) -> Relation {
        guard case .member(var m) = value else { throw fail(.wrongKind(expected: "a relation"), p) }
        if m.hasPrefix("NSLayoutRelation") { m = String(m.dropFirst(16)); m = m.prefix(1).lowercased() + m.dropFirst() }
        switch m {
        case "equal", "Equal": return .equal
        case "greaterThanOrEqual", "GreaterThanOrEqual": return .greaterOrEqual
        case "lessThanOrEqual", "LessThanOrEqual": return .lessOrEqual
        default: throw fail(.wrongKind(expected: "a relation (not .\(m))"), p)
        }
    }

    /// `UIFont.systemFont(ofSize:)`, `NSLayoutConstraint.activate(_:)`,
    /// `NSLayoutConstraint.constraints(withVisualFormat:…)`, `.init(…)`.
    func staticCall(_ type: String, _ method: String, _ args: [(label: String, value: CodeValue)], at p: SourcePlace) throws(ReadFailure) -> CodeValue {
        if method == "init", !type.isEmpty { return try construct(type, args, at: p) }
        func size() throws(ReadFailure) -> Double {
            guard let n = args.first(where: { $0.label == "ofSize" })?.value.number, n.isKnown, n.value > 0, n.value <= FontDescriptor.maximumSize else {
                throw fail(.wrongKind(expected: "a font size known here, 0 to 1000"), p)
            }
            return n.value
        }
        switch method {
        case "systemFont", "italicSystemFont":
            let s = try size()
            if case .member(let weight)? = args.first(where: { $0.label == "weight" })?.value {
                return Self.weighted(s, weight)
            }
            return .font(.system(size: s), weight: method == "italicSystemFont" ? "italic" : nil)
        case "boldSystemFont": return .font(.bold(size: try size()), weight: nil)
        case "monospacedSystemFont", "monospacedDigitSystemFont":
            return .font(method == "monospacedSystemFont" ? .mono(size: try size()) : .system(size: try size()), weight: nil)
        case "preferredFont":
            guard case .member(let m)? = args.first?.value, let style = TextStyle(name: String(m.split(separator: ".").last ?? "")) else {
                throw fail(.wrongKind(expected: "a text style"), p)
            }
            return .font(.textStyle(style), weight: nil)
        case "activate", "deactivate":
            guard type.isEmpty || type == "NSLayoutConstraint", let list = args.first?.value else { throw fail(.unknownCall(method), p) }
            for i in try constraintIndices(list, p) { recorder.setActive(i, method == "activate", place: p) }
            return .nothing
        case "constraints":
            guard type == "NSLayoutConstraint" else { throw fail(.unknownCall(method), p) }
            return try visualFormat(args, at: p)
        default:
            throw fail(.unknownCall(type.isEmpty ? ".\(method)" : "\(type).\(method)"), p)
        }
    }

    /// `.systemFont(ofSize: 15, weight: .semibold)`: Trellis measures regular and bold faces;
    /// the weight between is said.
    static func weighted(_ size: Double, _ weight: String) -> CodeValue {
        switch weight {
        case "regular": return .font(.system(size: size), weight: nil)
        case "bold": return .font(.bold(size: size), weight: nil)
        case "semibold", "heavy", "black": return .font(.bold(size: size), weight: weight)
        default: return .font(.system(size: size), weight: weight)
        }
    }

    /// The constraints a value holds: one, or an array of them (arrays of arrays flattened).
    func constraintIndices(_ value: CodeValue, _ p: SourcePlace) throws(ReadFailure) -> [Int] {
        switch value {
        case .constraint(let i): return [i]
        case .array(let elements):
            var out: [Int] = []
            for e in elements { out += try constraintIndices(e, p) }
            return out
        case .number(let n) where !n.isKnown:
            throw fail(.unknownName(n.unknowns.keys.sorted().joined(separator: ", ")), p)
        default:
            throw fail(.wrongKind(expected: "constraints, not \(value.kindName)"), p)
        }
    }

    /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`.
    func visualFormat(_ args: [(label: String, value: CodeValue)], at p: SourcePlace) throws(ReadFailure) -> CodeValue {
        guard case .string(let format)? = args.first(where: { $0.label == "withVisualFormat" })?.value else {
            throw fail(.wrongKind(expected: "a format string known here"), p)
        }
        var metrics: [String: CodeNumber] = [:]
        if case .dictionary(let pairs)? = args.first(where: { $0.label == "metrics" })?.value {
            for (key, value) in pairs {
                guard case .string(let k) = key, let n = value.number else { throw fail(.wrongKind(expected: "metrics of names and numbers"), p) }
                metrics[k] = n
            }
        }
        var views: [String: String] = [:]
        guard case .dictionary(let pairs)? = args.first(where: { $0.label == "views" })?.value else {
            throw fail(.wrongKind(expected: "a views dictionary"), p)
        }
        for (key, value) in pairs {
            guard case .string(let k) = key, case .view(let v) = value else { throw fail(.wrongKind(expected: "views of names and views"), p) }
            views[k] = v
        }
        var options: [String] = []
        switch args.first(where: { $0.label == "options" })?.value {
        case .member(let m)?: options = [m]
        case .array(let elements)?:
            for e in elements {
                guard case .member(let m) = e else { throw fail(.wrongKind(expected: "format options"), p) }
                options.append(m)
            }
        case nil, .nothing?: break
        case .number(let n)? where n == CodeNumber(0): break
        default: throw fail(.wrongKind(expected: "format options"), p)
        }
        // An array, as UIKit returns: the line is one entry the scene expands.
        return .array([.constraint(recorder.makeVisualFormat(format, metrics: metrics, views: views, options: options, place: p))])
    }
}
