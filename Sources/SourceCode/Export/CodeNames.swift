/// Names in code: a view's property name from its name in the scene, kept unless it is no
/// identifier, a keyword, or a name the superclass already has.
enum CodeNames {
    /// Swift's and Objective-C's keywords, and the names a view property must not take
    /// (UIView's, UITableViewCell's and NSObject's own members the code uses or hides).
    static let reserved: Set<String> = [
        // Swift
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw",
        "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws",
        "true", "try", "some", "any", "make", "constraints",
        // Objective-C and C
        "auto", "char", "const", "double", "extern", "float", "goto", "int", "long", "register", "short",
        "signed", "sizeof", "typedef", "union", "unsigned", "void", "volatile", "id", "YES", "NO", "NULL",
        "SEL", "BOOL", "Class", "IMP", "bool",
        // UIView, UITableViewCell, NSObject
        "frame", "bounds", "center", "layer", "tag", "window", "superview", "subviews", "alpha", "hidden",
        "isHidden", "contentView", "textLabel", "detailTextLabel", "imageView", "backgroundView",
        "selectedBackgroundView", "accessoryView", "editingAccessoryView", "layoutMargins",
        "directionalLayoutMargins", "layoutMarginsGuide", "safeAreaLayoutGuide", "readableContentGuide",
        "layoutGuides", "description", "debugDescription", "hash", "copy", "snp", "backgroundColor",
        "transform", "intrinsicContentSize", "reuseIdentifier", "accessoryType", "selectionStyle",
        "translatesAutoresizingMaskIntoConstraints", "autoresizingMask", "traitCollection", "next",
        "leadingAnchor", "trailingAnchor", "leftAnchor", "rightAnchor", "topAnchor", "bottomAnchor",
        "widthAnchor", "heightAnchor", "centerXAnchor", "centerYAnchor", "firstBaselineAnchor",
        "lastBaselineAnchor", "isUserInteractionEnabled", "clipsToBounds", "mask", "safeAreaInsets",
        "preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea", "gestureRecognizers",
    ]

    /// Whether `text` is an identifier in both languages (ASCII letters, digits, `_`).
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCII, first == "_" || isLetter(first) else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCII && ($0 == "_" || isLetter($0) || ("0"..."9").contains($0)) }
    }

    private static func isLetter(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) || ("A"..."Z").contains(s) }

    /// A property name for each scene name, in order, unique and none in `taken`: the name
    /// itself where it can be one, else its letters and digits in lower camel case, with
    /// `View` after a reserved word and an ordinal where two would meet.
    static func propertyNames(for names: [String], taken: Set<String>) -> [String: String] {
        var used = taken
        var result: [String: String] = [:]
        for name in names {
            var base = name
            if !isIdentifier(base) || reserved.contains(base) {
                let words = name.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
                base = words.enumerated().map { i, w in i == 0 ? w.prefix(1).lowercased() + w.dropFirst() : w.prefix(1).uppercased() + w.dropFirst() }.joined()
                if base.isEmpty || !(base.first?.isLetter ?? false) { base = "view" + base }
                if reserved.contains(base) { base += "View" }
            }
            var candidate = base
            var ordinal = 1
            while used.contains(candidate) {
                ordinal += 1
                candidate = "\(base)\(ordinal)"
            }
            used.insert(candidate)
            result[name] = candidate
        }
        return result
    }

    /// `cell` → `Cell`, `chat-row` → `ChatRowCell`, `card` → `CardView`: a type name from a
    /// scene name, ending in the suffix unless it does already.
    static func typeName(from name: String, suffix: String) -> String {
        let words = name.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        var joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if joined.isEmpty || !(joined.first?.isLetter ?? false) { joined = "Layout" + joined }
        return joined.lowercased().hasSuffix(suffix.lowercased()) ? joined : joined + suffix
    }
}
