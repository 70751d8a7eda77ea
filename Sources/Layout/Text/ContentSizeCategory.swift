/// The reader's preferred text size (Settings › Display & Brightness › Text Size, and
/// Accessibility › Larger Text): UIKit's `UIContentSizeCategory`, SwiftUI's `DynamicTypeSize`.
///
/// Every category has three names, all accepted by ``init(name:)`` in any letter case:
///
/// | UIKit | SwiftUI | short |
/// | --- | --- | --- |
/// | `extraSmall` | `xSmall` | `XS` |
/// | `small` | `small` | `S` |
/// | `medium` | `medium` | `M` |
/// | `large` (the default) | `large` | `L` |
/// | `extraLarge` | `xLarge` | `XL` |
/// | `extraExtraLarge` | `xxLarge` | `XXL` |
/// | `extraExtraExtraLarge` | `xxxLarge` | `XXXL` |
/// | `accessibilityMedium` | `accessibility1` | `AX1` |
/// | `accessibilityLarge` | `accessibility2` | `AX2` |
/// | `accessibilityExtraLarge` | `accessibility3` | `AX3` |
/// | `accessibilityExtraExtraLarge` | `accessibility4` | `AX4` |
/// | `accessibilityExtraExtraExtraLarge` | `accessibility5` | `AX5` |
public enum ContentSizeCategory: Int, Sendable, Hashable, CaseIterable, Comparable, CustomStringConvertible {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// UIKit's name, such as `extraLarge` or `accessibilityMedium`.
    public var name: String {
        switch self {
        case .extraSmall: "extraSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .extraLarge: "extraLarge"
        case .extraExtraLarge: "extraExtraLarge"
        case .extraExtraExtraLarge: "extraExtraExtraLarge"
        case .accessibilityMedium: "accessibilityMedium"
        case .accessibilityLarge: "accessibilityLarge"
        case .accessibilityExtraLarge: "accessibilityExtraLarge"
        case .accessibilityExtraExtraLarge: "accessibilityExtraExtraLarge"
        case .accessibilityExtraExtraExtraLarge: "accessibilityExtraExtraExtraLarge"
        }
    }

    /// SwiftUI's `DynamicTypeSize` name, such as `xLarge` or `accessibility1`.
    public var swiftUIName: String {
        ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
         "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"][rawValue]
    }

    /// The short name the Human Interface Guidelines use, such as `XL` or `AX1`.
    public var shortName: String {
        ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"][rawValue]
    }

    /// Whether this is one of the five larger accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The category with any of its names, in any letter case; nil for anything else.
    public init?(name: String) {
        let key = name.lowercased()
        guard let found = Self.allCases.first(where: { category in
            category.allNames.contains { $0.lowercased() == key }
        }) else { return nil }
        self = found
    }

    /// The category named `name`, or an error that lists the names and suggests the closest.
    public init(parsing name: String) throws(FontDescriptorError) {
        if let category = ContentSizeCategory(name: name) {
            self = category
            return
        }
        throw FontDescriptorError(.unknownCategory(name, suggestion: FontNameSuggestion.closest(to: name, among: Self.allNames)), at: 0)
    }

    /// This category's names: UIKit's, SwiftUI's and the short one (without repeats).
    public var allNames: [String] {
        var names = [name]
        if swiftUIName != name { names.append(swiftUIName) }
        names.append(shortName)
        return names
    }

    /// Every name of every category, smallest category first: for tab completion.
    public static var allNames: [String] { allCases.flatMap(\.allNames) }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    public var description: String { name }
}
