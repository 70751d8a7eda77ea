import Layout

// The words of a font file the loader cannot read (`font NAME FILE.ttf`). Layout gives the
// fault as values: where, what kind, and the field, table and sizes; the sentences are here.

extension FontLoadError {
    /// `at byte 236: invalid value: head.magicNumber is 0xDEADBEEF, not 0x5F0F3CF5`.
    var words: String { "at byte \(offset): \(kind.words): \(detail.words)" }
}

extension FontLoadError.Kind {
    var words: String {
        switch self {
        case .truncated(let needed): return "file is truncated: \(needed) byte\(needed == 1 ? "" : "s") needed"
        case .notAFont: return "not a TrueType or OpenType font"
        case .missingTable(let tag): return "missing table '\(tag)'"
        case .invalidValue: return "invalid value"
        case .unsupportedCharacterMap: return "no supported character map"
        case .fontIndexOutOfRange(let count): return "no such font in the collection of \(count)"
        }
    }
}

extension FontLoadError.Detail {
    var words: String {
        switch self {
        case .pastEnd(let read, let at, let end): return "\(read.words) at byte \(at) runs past the end (\(end.words))"
        case .tablePastEnd(let tag, let length, let offset, let fileSize):
            return "table '\(tag)' (\(length) bytes at byte \(offset)) runs past the end of the file (\(fileSize) bytes)"
        case .noTable(let tag): return "the table directory has no '\(tag)' table"
        case .invalidField(let field, let value, let allowed): return allowed.words(field: field.words, value: value)
        case .groupOutOfOrder(let group, let first, let last):
            return "cmap format 12 group \(group) covers U+\(FontLoadError.codePoint(first))…U+\(FontLoadError.codePoint(last)), "
                + "which is not after the previous group and within U+10FFFF"
        case .fontOfSingleFont(let index): return "font \(index) asked of a file with one font"
        case .fontOfCollection(let index, let count): return "font \(index) asked of a collection of \(count)"
        case .unknownVersion(let firstBytes):
            return "the file starts with '\(FontLoadError.tagText(firstBytes))' (0x\(String(firstBytes, radix: 16, uppercase: true)))"
        case .unreadableSubtables(let subtables) where subtables.isEmpty: return "cmap has no subtables"
        case .unreadableSubtables(let subtables):
            let found = subtables.map { "\($0.platform)/\($0.encoding) format \($0.format)" }
            return "cmap has \(found.joined(separator: ", ")); Trellis reads Unicode subtables in format 4 or 12"
        }
    }
}

extension FontLoadError.Read {
    /// What was being read, as the subject of `… at byte N runs past the end`.
    var words: String {
        switch self {
        case .versionTag: return "the font's version tag"
        case .headerField(let table, let field): return "\(table).\(field)"
        case .numTables: return "numTables"
        case .tableDirectory(let tables): return "the table directory (\(tables) tables)"
        case .tableTag: return "table tag"
        case .tableOffset(let tag): return "offset of table '\(tag)'"
        case .tableLength(let tag): return "length of table '\(tag)'"
        case .table(let tag, let length): return "table '\(tag)' (\(length) bytes)"
        case .collectionOffset(let font): return "ttcf offset of font \(font)"
        case .offsetTable(let font): return "the offset table of font \(font)"
        case .horizontalMetrics(let count): return "hmtx: \(count) horizontal metrics (hhea.numberOfHMetrics)"
        case .advance(let glyph): return "hmtx advance of glyph \(glyph)"
        case .encodingRecords(let count): return "cmap encoding records (\(count))"
        case .recordField(let table, let field): return "\(table) \(field)"
        case .subtableOffset: return "cmap subtable offset"
        case .subtableFormat(let platform, let encoding): return "format of cmap subtable \(platform)/\(encoding)"
        case .subtableField(let format, let field): return "cmap format \(format) \(field)"
        case .segmentArrays(let segments): return "cmap format 4 segment arrays (\(segments) segments)"
        case .glyphIDArrayEntry(let scalar): return "cmap format 4 glyphIdArray entry for U+\(FontLoadError.codePoint(scalar))"
        case .groups(let count): return "cmap format 12 groups (\(count))"
        case .nameString: return "name string"
        }
    }
}

extension FontLoadError.RegionEnd {
    var words: String {
        switch self {
        case .file(let size): return "the file has \(size) bytes"
        case .table(let tag, let end): return "table '\(tag)' ends at byte \(end)"
        }
    }
}

extension FontLoadError.AllowedValues {
    /// `field` holding `value`, and what it may hold instead.
    func words(field: String, value: Int) -> String {
        switch self {
        case .magicNumber(let magic):
            return "\(field) is 0x\(String(value, radix: 16, uppercase: true)), not 0x\(String(magic, radix: 16, uppercase: true))"
        case .range(let range): return "\(field) is \(value), not in \(range.lowerBound)…\(range.upperBound)"
        case .positive: return "\(field) is \(value)"
        case .positiveEven: return "\(field) is \(value), not a positive even number"
        }
    }
}

extension FontLoadError {
    /// A code point in hexadecimal, at least four digits: `0041`, `1F600`.
    fileprivate static func codePoint(_ value: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// Four bytes as a tag: printable ASCII as itself, anything else as `?`.
    fileprivate static func tagText(_ bytes: UInt32) -> String {
        let raw = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: bytes >> $0) }
        return String(decoding: raw.map { (0x20..<0x7F).contains($0) ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
    }
}
