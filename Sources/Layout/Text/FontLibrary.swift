/// The faces fonts can be made from: the built-in ones and any the user has loaded, by name.
///
/// A value, not a registry: the shell keeps one in its workspace and adds faces to it as
/// files are loaded; nothing is shared between workspaces.
public struct FontLibrary: Sendable, Hashable {
    /// The face for `system SIZE` and for regular text styles.
    public var regular: FontFace
    /// The face for `bold SIZE` and for semibold and bold text styles (such as headline).
    public var bold: FontFace
    /// The face for `mono SIZE`.
    public var monospaced: FontFace
    /// Loaded faces by the name they were added under, folded to lower case.
    private var named: [String: (name: String, face: FontFace)] = [:]

    /// The built-in faces only: DejaVu Sans, DejaVu Sans Bold and DejaVu Sans Mono.
    public static let builtIn = FontLibrary(regular: .dejaVuSans, bold: .dejaVuSansBold, monospaced: .dejaVuSansMono)

    /// A library with these faces for system, bold and mono text, and no named faces.
    public init(regular: FontFace, bold: FontFace, monospaced: FontFace) {
        self.regular = regular
        self.bold = bold
        self.monospaced = monospaced
    }

    /// Adds `face` under `name` (replacing any face of that name, in any letter case).
    public mutating func add(_ face: FontFace, named name: String) {
        named[name.lowercased()] = (name, face)
    }

    /// Removes the face added under `name`; returns whether there was one.
    @discardableResult
    public mutating func remove(named name: String) -> Bool {
        named.removeValue(forKey: name.lowercased()) != nil
    }

    /// The face added under `name`, in any letter case.
    public func face(named name: String) -> FontFace? { named[name.lowercased()]?.face }

    /// The names faces were added under, sorted.
    public var faceNames: [String] { named.values.map(\.name).sorted() }

    /// The face a weight is set in.
    public func face(for weight: FontWeight) -> FontFace { weight == .regular ? regular : bold }

    /// A text style at a content size category, in this library's faces.
    public func font(for style: TextStyle, category: ContentSizeCategory) -> Font {
        Font(face: face(for: style.weight), pointSize: style.pointSize(for: category))
    }

    public static func == (lhs: FontLibrary, rhs: FontLibrary) -> Bool {
        lhs.regular == rhs.regular && lhs.bold == rhs.bold && lhs.monospaced == rhs.monospaced
            && lhs.named.count == rhs.named.count
            && lhs.named.allSatisfy { key, entry in
                rhs.named[key].map { $0.name == entry.name && $0.face == entry.face } ?? false
            }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(regular)
        hasher.combine(bold)
        hasher.combine(monospaced)
        hasher.combine(named.count)
    }
}

extension Font {
    /// A text style at a content size category, in the built-in faces:
    /// `UIFont.preferredFont(forTextStyle:compatibleWith:)`.
    public static func preferred(_ style: TextStyle, category: ContentSizeCategory = .large) -> Font {
        FontLibrary.builtIn.font(for: style, category: category)
    }
}
