/// A weight a text style is set in.
public enum FontWeight: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case regular, semibold, bold

    public var description: String { rawValue }
}

/// Apple's text styles (`UIFont.TextStyle`), with their Dynamic Type sizes on iOS and iPadOS.
///
/// Sizes and weights are the Human Interface Guidelines' "Dynamic Type sizes" tables (iOS,
/// iPadOS), the values `UIFont.preferredFont(forTextStyle:)` returns: at the default `large`
/// category body is 17 pt, headline 17 pt semibold, caption2 11 pt, and so on.
///
/// Names for ``init(name:)``, in any letter case: the UIKit names (`largeTitle`, `title1`,
/// `title2`, `title3`, `headline`, `body`, `callout`, `subheadline`, `footnote`, `caption1`,
/// `caption2`), and the aliases `title` (SwiftUI's name for title1), `caption` (SwiftUI's
/// for caption1) and `subhead` (the HIG's for subheadline).
public enum TextStyle: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The style's weight: semibold for headline, regular for the rest.
    public var weight: FontWeight { self == .headline ? .semibold : .regular }

    /// The style's point size at `category`.
    public func pointSize(for category: ContentSizeCategory) -> Double {
        Double(Self.sizes[Self.allCases.firstIndex(of: self) ?? 0][category.rawValue])
    }

    /// Points per category, `extraSmall` … `accessibilityExtraExtraExtraLarge`, by style.
    /// From the Human Interface Guidelines, Typography, "Dynamic Type sizes" (iOS, iPadOS).
    private static let sizes: [[Int]] = [
        //  XS  S   M   L   XL XXL XXXL AX1 AX2 AX3 AX4 AX5
        [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],  // largeTitle
        [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],  // title1
        [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],  // title2
        [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],  // title3
        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],  // headline
        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],  // body
        [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],  // callout
        [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],  // subheadline
        [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],  // footnote
        [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],  // caption1
        [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],  // caption2
    ]

    private static let aliases: [String: TextStyle] = ["title": .title1, "caption": .caption1, "subhead": .subheadline]

    /// The style with this name or alias, in any letter case; nil for anything else.
    public init?(name: String) {
        let key = name.lowercased()
        if let style = Self.allCases.first(where: { $0.rawValue.lowercased() == key }) {
            self = style
        } else if let style = Self.aliases[key] {
            self = style
        } else {
            return nil
        }
    }

    /// The style named `name`, or an error that suggests the closest name.
    public init(parsing name: String) throws(FontDescriptorError) {
        if let style = TextStyle(name: name) {
            self = style
            return
        }
        throw FontDescriptorError(Self.unknownName(name), at: 0)
    }

    /// Why `name` is no style, with the closest style's name when one is close.
    static func unknownName(_ name: String) -> FontDescriptorError.Reason {
        .unknownTextStyle(name, suggestion: FontNameSuggestion.closest(to: name, among: allNames))
    }

    /// The style names, then the aliases: for tab completion.
    public static var allNames: [String] { allCases.map(\.rawValue) + ["title", "caption", "subhead"] }

    public var description: String { rawValue }
}
