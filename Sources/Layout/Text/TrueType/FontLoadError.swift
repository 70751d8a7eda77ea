/// Why a TrueType or OpenType file could not be read: what was wrong, and the byte offset in
/// the file where it was found.
public struct FontLoadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong.
    public enum Kind: Sendable, Hashable {
        /// The file ends (or a table ends) before `needed` bytes could be read.
        case truncated(needed: Int)
        /// The file does not start like a TrueType, OpenType or collection file.
        case notAFont
        /// A table the measurements need (head, hhea, hmtx or cmap) is not in the file.
        case missingTable(String)
        /// A value is out of its allowed range.
        case invalidValue
        /// No cmap subtable maps Unicode in format 4 or 12.
        case unsupportedCharacterMap
        /// A font collection does not have a font at the index asked for.
        case fontIndexOutOfRange(count: Int)
    }

    /// The byte offset in the file where the problem was found.
    public let offset: Int
    /// What was wrong.
    public let kind: Kind
    /// What was being read and why it failed, such as `hhea.numberOfHMetrics is 0`.
    public let detail: String

    public init(offset: Int, kind: Kind, detail: String) {
        self.offset = offset
        self.kind = kind
        self.detail = detail
    }

    public var description: String {
        let what: String
        switch kind {
        case .truncated(let needed): what = "file is truncated: \(needed) byte\(needed == 1 ? "" : "s") needed"
        case .notAFont: what = "not a TrueType or OpenType font"
        case .missingTable(let tag): what = "missing table '\(tag)'"
        case .invalidValue: what = "invalid value"
        case .unsupportedCharacterMap: what = "no supported character map"
        case .fontIndexOutOfRange(let count): what = "no such font in the collection of \(count)"
        }
        return "at byte \(offset): \(what): \(detail)"
    }
}
