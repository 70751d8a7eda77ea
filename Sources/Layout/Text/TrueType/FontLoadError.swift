/// Why a TrueType or OpenType file could not be read: what was wrong, the byte offset in the
/// file where it was found, and the particulars (the field, its value, the table, the sizes).
/// The error says nothing itself: the shell words it.
public struct FontLoadError: Error, Sendable, Hashable {
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

    /// The particulars of what was wrong.
    public enum Detail: Sendable, Hashable {
        /// Reading `read` at byte `at` needs bytes past `end`, the end of the file or of the
        /// table read.
        case pastEnd(Read, at: Int, end: RegionEnd)
        /// The table directory puts table `tag` (`length` bytes at byte `offset`) past the end
        /// of a file of `fileSize` bytes.
        case tablePastEnd(tag: String, length: Int, offset: Int, fileSize: Int)
        /// The table directory has no table `tag`.
        case noTable(tag: String)
        /// `field` holds `value`, which is not what it may hold.
        case invalidField(Read, value: Int, allowed: AllowedValues)
        /// Group `group` of a cmap format 12 subtable covers `first`…`last`, which is not after
        /// the group before it, or not within U+10FFFF.
        case groupOutOfOrder(group: Int, first: Int, last: Int)
        /// Font `index` was asked of a file that holds one font (not a collection).
        case fontOfSingleFont(index: Int)
        /// Font `index` was asked of a collection of `count` fonts.
        case fontOfCollection(index: Int, count: Int)
        /// The file's first four bytes (big-endian) are no version tag Trellis knows.
        case unknownVersion(firstBytes: UInt32)
        /// The cmap's subtables, none of which Trellis reads (none at all when empty).
        case unreadableSubtables([Subtable])
    }

    /// Where a region being read ends.
    public enum RegionEnd: Sendable, Hashable {
        /// At the end of the file, of `size` bytes.
        case file(size: Int)
        /// At byte `end`, the end of table `tag`.
        case table(tag: String, end: Int)
    }

    /// What a field may hold.
    public enum AllowedValues: Sendable, Hashable {
        /// This magic number only (written in hexadecimal).
        case magicNumber(Int)
        /// A number in this range.
        case range(ClosedRange<Int>)
        /// A number above 0.
        case positive
        /// An even number above 0.
        case positiveEven
    }

    /// A cmap encoding record's subtable: its platform, encoding and format.
    public struct Subtable: Sendable, Hashable {
        public let platform: UInt16
        public let encoding: UInt16
        public let format: UInt16

        public init(platform: UInt16, encoding: UInt16, format: UInt16) {
            self.platform = platform
            self.encoding = encoding
            self.format = format
        }
    }

    /// The byte offset in the file where the problem was found.
    public let offset: Int
    /// What was wrong.
    public let kind: Kind
    /// What was being read and why it failed, such as hhea.numberOfHMetrics holding 0.
    public let detail: Detail

    public init(offset: Int, kind: Kind, detail: Detail) {
        self.offset = offset
        self.kind = kind
        self.detail = detail
    }
}
