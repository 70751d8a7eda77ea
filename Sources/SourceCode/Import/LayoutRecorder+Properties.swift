import Cassowary
import Layout

/// A view's properties as code sets them, in UIKit's names (Swift's and Objective-C's).
extension LayoutRecorder {
    /// Properties that do not change a layout (colors, accessibility, how text is aligned
    /// within its width): read and left alone.
    static let withoutLayoutEffect: Set<String> = [
        "backgroundColor", "textColor", "tintColor", "textAlignment", "alpha", "clipsToBounds", "contentMode",
        "isUserInteractionEnabled", "userInteractionEnabled", "accessibilityIdentifier", "accessibilityLabel",
        "accessibilityTraits", "isAccessibilityElement", "isOpaque", "opaque", "selectionStyle", "tag", "layer",
        "highlightedTextColor", "shadowColor", "shadowOffset",
        "adjustsFontForContentSizeCategory", "accessoryType", "separatorInset", "isSkeletonable", "cornerRadius",
        "masksToBounds", "borderWidth", "borderColor", "isEnabled", "enabled",
        "adjustsFontSizeToFitWidth", "minimumScaleFactor", "allowsDefaultTighteningForTruncation",
        "insetsLayoutMarginsFromSafeArea", "semanticContentAttribute", "overrideUserInterfaceStyle",
    ]

    mutating func setProperty(_ view: String, _ property: String, _ value: CodeValue, place: SourcePlace) throws(ReadFailure) {
        func number() throws(ReadFailure) -> CodeNumber {
            guard let n = value.number else { throw ReadFailure(reason: .wrongKind(expected: "a number for \(property)"), place: place) }
            return n
        }
        func known(_ n: CodeNumber) throws(ReadFailure) -> Double {
            guard n.isKnown, n.value.isFinite else { throw ReadFailure(reason: .wrongKind(expected: "a number known here for \(property)"), place: place) }
            return n.value
        }
        func bool() throws(ReadFailure) -> Bool {
            guard case .bool(let b) = value else { throw ReadFailure(reason: .wrongKind(expected: "true or false for \(property)"), place: place) }
            return b
        }
        func member() throws(ReadFailure) -> String {
            guard case .member(let m) = value else { throw ReadFailure(reason: .wrongKind(expected: "a case of \(property)"), place: place) }
            return m
        }
        guard let kind = layout.view(view)?.kind else { throw ReadFailure(reason: .unknownName(view), place: place) }
        func requireKind(_ wanted: ImportedView.Kind, _ what: String) throws(ReadFailure) {
            if kind == wanted { return }
            if case .image = kind, case .image = wanted { return }
            throw ReadFailure(reason: .wrongKind(expected: "\(what) for \(property)"), place: place)
        }
        switch property {
        case "translatesAutoresizingMaskIntoConstraints":
            let b = try bool()
            try update(view, place: place) { v in v.translatesAutoresizingMask = b; v.translatesWasSet = true }
        case "isHidden", "hidden":
            let b = try bool()
            try update(view, place: place) { v in v.isHidden = b }
        case "text":
            try requireKind(.label, "a label")
            guard case .string(let s) = value else {
                // A text the code computes (a model's field): the label keeps the text it has.
                if case .opaque = value { return }
                throw ReadFailure(reason: .wrongKind(expected: "a string for text"), place: place)
            }
            try update(view, place: place) { v in v.label.text = s }
        case "font":
            try requireKind(.label, "a label")
            guard case .font(let font, let weight) = value else { throw ReadFailure(reason: .wrongKind(expected: "a font"), place: place) }
            try update(view, place: place) { v in v.label.font = font }
            if let weight {
                layout.notes.append(ImportNote(.fontWeight(view: view, weight: weight, measuredAs: font.description), at: place))
            }
        case "numberOfLines":
            try requireKind(.label, "a label")
            let n = try known(try number())
            guard n >= 0, n <= 100_000, n == n.rounded() else { throw ReadFailure(reason: .wrongKind(expected: "a whole number of lines, 0 to 100000"), place: place) }
            try update(view, place: place) { v in v.label.lines = Int(n) }
        case "lineBreakMode":
            try requireKind(.label, "a label")
            let mode = try member()
            try update(view, place: place) { (v: inout ImportedView) throws(ReadFailure) in
                switch mode {
                case "byWordWrapping", "NSLineBreakByWordWrapping", "byClipping", "NSLineBreakByClipping":
                    v.label.wrapping = .word; v.label.truncation = .none
                case "byCharWrapping", "NSLineBreakByCharWrapping": v.label.wrapping = .char; v.label.truncation = .none
                case "byTruncatingTail", "NSLineBreakByTruncatingTail": v.label.wrapping = .word; v.label.truncation = .tail
                case "byTruncatingHead", "NSLineBreakByTruncatingHead": v.label.wrapping = .word; v.label.truncation = .head
                case "byTruncatingMiddle", "NSLineBreakByTruncatingMiddle": v.label.wrapping = .word; v.label.truncation = .middle
                default: throw ReadFailure(reason: .wrongKind(expected: "a line break mode"), place: place)
                }
            }
        case "preferredMaxLayoutWidth":
            try requireKind(.label, "a label")
            let w = try known(try number())
            guard w >= 0, w <= 1_000_000 else { throw ReadFailure(reason: .wrongKind(expected: "a width from 0 to 1000000"), place: place) }
            try update(view, place: place) { v in v.label.preferredMaxWidth = w == 0 ? .automatic : .explicit(w) }
        case "axis":
            try requireKind(.stack, "a stack view")
            let m = try member()
            guard let axis = ["horizontal": Axis.horizontal, "vertical": .vertical, "UILayoutConstraintAxisHorizontal": .horizontal,
                              "UILayoutConstraintAxisVertical": .vertical][m] else { throw ReadFailure(reason: .wrongKind(expected: "an axis"), place: place) }
            try update(view, place: place) { v in v.stack.axis = axis }
        case "distribution":
            try requireKind(.stack, "a stack view")
            var m = try member()
            if m.hasPrefix("UIStackViewDistribution") { m = String(m.dropFirst(23)); m = m.prefix(1).lowercased() + m.dropFirst() }
            guard let d = StackDistribution(rawValue: m) else { throw ReadFailure(reason: .wrongKind(expected: "a distribution"), place: place) }
            try update(view, place: place) { v in v.stack.distribution = d }
        case "alignment":
            try requireKind(.stack, "a stack view")
            var m = try member()
            if m.hasPrefix("UIStackViewAlignment") { m = String(m.dropFirst(20)); m = m.prefix(1).lowercased() + m.dropFirst() }
            guard let a = StackAlignment(name: m) else { throw ReadFailure(reason: .wrongKind(expected: "an alignment"), place: place) }
            try update(view, place: place) { v in v.stack.alignment = a }
        case "spacing":
            try requireKind(.stack, "a stack view")
            let n = try number()
            try update(view, place: place) { v in
                v.stack.spacing = n.isKnown ? n.value : 0
                if !n.isKnown { v.numbers.append(("spacing", n, place)) }
            }
        case "isBaselineRelativeArrangement", "baselineRelativeArrangement":
            try requireKind(.stack, "a stack view")
            let b = try bool()
            try update(view, place: place) { v in v.stack.baselineRelative = b }
        case "isLayoutMarginsRelativeArrangement", "layoutMarginsRelativeArrangement":
            try requireKind(.stack, "a stack view")
            let b = try bool()
            try update(view, place: place) { v in v.stack.marginsRelative = b }
        case "directionalLayoutMargins", "layoutMargins":
            guard case .insets(let edges, _) = value, edges.count == 4 else { throw ReadFailure(reason: .wrongKind(expected: "insets"), place: place) }
            var values: [Double] = []
            for e in edges { values.append(try known(e)) }
            try update(view, place: place) { v in
                v.margins = DirectionalInsets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
            }
        case "preservesSuperviewLayoutMargins":
            let b = try bool()
            try update(view, place: place) { v in v.preservesSuperviewLayoutMargins = b }
        case "frame":
            guard case .rect(let parts) = value, parts.count == 4 else {
                // A frame computed from another's (layoutSubviews): not a layout input.
                throw ReadFailure(reason: .wrongKind(expected: "a CGRect of numbers"), place: place)
            }
            var values: [Double] = []
            for p in parts { values.append(try known(p)) }
            try update(view, place: place) { v in v.frame = Rect(x: values[0], y: values[1], width: values[2], height: values[3]) }
        case "autoresizingMask":
            var mask: AutoresizingMask = []
            let parts: [CodeValue]
            if case .array(let a) = value { parts = a } else { parts = [value] }
            for part in parts {
                guard case .member(let m) = part else { throw ReadFailure(reason: .wrongKind(expected: "autoresizing mask options"), place: place) }
                let name = m.hasPrefix("UIViewAutoresizing") ? m.dropFirst(18).prefix(1).lowercased() + m.dropFirst(19) : m
                if name == "none" { continue }
                guard let option = AutoresizingMask.names.first(where: { $0.0 == name })?.1 else {
                    throw ReadFailure(reason: .wrongKind(expected: "an autoresizing mask option, not \(m)"), place: place)
                }
                mask.insert(option)
            }
            try update(view, place: place) { v in v.autoresizing = mask }
        case "image":
            try requireKind(.image(nil), "an image view")
            guard case .image(let size) = value else {
                if case .opaque = value { return }
                throw ReadFailure(reason: .wrongKind(expected: "an image"), place: place)
            }
            try update(view, place: place) { v in v.kind = .image(size) }
        default:
            if Self.withoutLayoutEffect.contains(property) { return }
            throw ReadFailure(reason: .unknownProperty(property), place: place)
        }
    }

    mutating func setPriority(_ view: String, hugging: Bool, _ axis: LayoutAttribute.Axis, _ value: CodeValue, place: SourcePlace) throws(ReadFailure) {
        guard let p = value.number, p.isKnown, Priority(p.value) != nil else {
            throw ReadFailure(reason: .wrongKind(expected: "a priority from 1 to 1000, known here"), place: place)
        }
        try update(view, place: place) { v in
            if hugging { v.hugging[axis] = p.value } else { v.compression[axis] = p.value }
        }
    }
}
