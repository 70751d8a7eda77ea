/// Why a font description, a text style or a content size category could not be read, or a
/// font not resolved: what was wrong, and where in the text, so the shell can put a caret
/// under it. It holds no words: the shell says it (`FontDescriptorError.Reason.words`).
public struct FontDescriptorError: Error, Sendable, Hashable {
    /// Where the problem starts, in characters from the start of the parsed text (0 when the
    /// problem is not at one place, such as a face that was never loaded).
    public let offset: Int
    /// What is wrong.
    public let reason: Reason

    public init(_ reason: Reason, at offset: Int) {
        self.reason = reason
        self.offset = offset
    }

    /// Every way a font description, a style's or a category's name can be wrong.
    public enum Reason: Sendable, Hashable {
        /// The description is empty.
        case empty
        /// A word after the size (the word as written).
        case textAfterSize(String)
        /// A quoted name with nothing in it (`""`).
        case emptyName
        /// `system`, `bold` or `mono` with no size; `written` as given, `keyword` in lower case.
        case keywordNeedsSize(written: String, keyword: String)
        /// A named face with no size (the name as given).
        case nameNeedsSize(String)
        /// A word where a size in points must be.
        case notASize(String)
        /// A size outside 0 (excluded) to ``FontDescriptor/maximumSize`` (the size as written).
        case sizeOutOfRange(String)
        /// A text style given a size, which it takes from the content size category (`size`
        /// as written).
        case textStyleWithSize(TextStyle, size: String)
        /// A double quote with no closing one.
        case unclosedQuote
        /// A name that is no text style; `suggestion` is the closest style's name, if one is close.
        case unknownTextStyle(String, suggestion: String?)
        /// A name that is no content size category; `suggestion` is the closest name, if one
        /// is close.
        case unknownCategory(String, suggestion: String?)
        /// A named face the font library does not have; `suggestion` is the closest loaded
        /// face's name, if one is close, and `loaded` the faces there are.
        case notLoaded(String, suggestion: String?, loaded: [String])
    }
}
