/// Which font a label asks for, before the reader's text size is known: a text style, a
/// built-in face at a size, or a loaded face at a size. ``resolve(category:in:)`` makes it a
/// ``Font``.
///
/// Written forms (``init(parsing:)``; keywords and style names in any letter case, sizes in
/// points with an optional `pt`):
///
/// | text | descriptor |
/// | --- | --- |
/// | `body`, `caption1`, `title`, … | ``textStyle(_:)`` (see ``TextStyle``) |
/// | `17` or `system 17` | ``system(size:)``: DejaVu Sans |
/// | `bold 17` | ``bold(size:)``: DejaVu Sans Bold |
/// | `mono 13` | ``mono(size:)``: DejaVu Sans Mono |
/// | `Inter 15` or `"Source Serif" 15` | ``named(_:size:)``: a face loaded under that name |
///
/// Text styles follow the content size category; fixed sizes do not (as
/// `UIFont.systemFont(ofSize:)` does not).
public enum FontDescriptor: Sendable, Hashable, CustomStringConvertible {
    case textStyle(TextStyle)
    case system(size: Double)
    case bold(size: Double)
    case mono(size: Double)
    case named(String, size: Double)

    /// A UILabel's default font: the system font at 17 points.
    public static let `default` = FontDescriptor.system(size: 17)

    /// The largest size accepted, in points.
    public static let maximumSize = 1000.0

    /// The font this describes, for a reader at `category`, from `library`'s faces. Fails
    /// only for a named face the library does not have.
    public func resolve(
        category: ContentSizeCategory = .large, in library: FontLibrary = .builtIn
    ) throws(FontDescriptorError) -> Font {
        switch self {
        case .textStyle(let style):
            return library.font(for: style, category: category)
        case .system(let size):
            return Font(face: library.regular, pointSize: size)
        case .bold(let size):
            return Font(face: library.bold, pointSize: size)
        case .mono(let size):
            return Font(face: library.monospaced, pointSize: size)
        case .named(let name, let size):
            guard let face = library.face(named: name) else {
                let names = library.faceNames
                throw FontDescriptorError(.notLoaded(name, suggestion: FontNameSuggestion.closest(to: name, among: names), loaded: names),
                                          at: 0)
            }
            return Font(face: face, pointSize: size)
        }
    }

    /// The words a font description can start with, for tab completion: the text style names
    /// and aliases, `system`, `bold`, `mono`, and the names of `library`'s loaded faces.
    public static func completions(in library: FontLibrary = .builtIn) -> [String] {
        TextStyle.allNames + keywords + library.faceNames
    }

    static let keywords = ["system", "bold", "mono"]

    /// The description in the form ``init(parsing:)`` reads: `body`, `system 17`, `mono 13`,
    /// `"My Font" 12`.
    public var description: String {
        switch self {
        case .textStyle(let style): return style.rawValue
        case .system(let size): return "system \(Font.format(size: size))"
        case .bold(let size): return "bold \(Font.format(size: size))"
        case .mono(let size): return "mono \(Font.format(size: size))"
        case .named(let name, let size):
            let plain = !name.isEmpty && !name.contains(where: { $0.isWhitespace || $0 == "\"" })
                && TextStyle(name: name) == nil && !Self.keywords.contains(name.lowercased())
                && Double(name) == nil
            return "\(plain ? name : "\"\(name)\"") \(Font.format(size: size))"
        }
    }
}
