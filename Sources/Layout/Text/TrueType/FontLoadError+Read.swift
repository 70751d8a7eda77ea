extension FontLoadError {
    /// What the loader was reading when the file or a table ended: a field by its OpenType
    /// name, or a run of records with their count.
    public enum Read: Sendable, Hashable {
        /// The first four bytes: the version tag (`0x00010000`, `true`, `OTTO` or `ttcf`).
        case versionTag
        /// A field of a table's header, such as `head.unitsPerEm` or `ttcf.numFonts`.
        case headerField(table: String, field: String)
        /// The offset table's `numTables`.
        case numTables
        /// The table directory of `tables` records.
        case tableDirectory(tables: Int)
        /// A table record's tag.
        case tableTag
        /// A table record's offset, of table `tag`.
        case tableOffset(tag: String)
        /// A table record's length, of table `tag`.
        case tableLength(tag: String)
        /// Table `tag`, `length` bytes long.
        case table(tag: String, length: Int)
        /// A collection's offset of font `font`.
        case collectionOffset(font: Int)
        /// The offset table of font `font` of a collection.
        case offsetTable(font: Int)
        /// hmtx's `count` long horizontal metrics (as many as hhea.numberOfHMetrics says).
        case horizontalMetrics(count: Int)
        /// hmtx's advance width of glyph `glyph`.
        case advance(glyph: Int)
        /// cmap's `count` encoding records.
        case encodingRecords(count: Int)
        /// A field of an encoding record (cmap) or a name record (name), such as
        /// `platformID`.
        case recordField(table: String, field: String)
        /// A cmap encoding record's subtable offset.
        case subtableOffset
        /// The format of the cmap subtable for platform `platform`, encoding `encoding`.
        case subtableFormat(platform: UInt16, encoding: UInt16)
        /// A field of a cmap subtable of format `format`, such as `segCountX2`.
        case subtableField(format: Int, field: String)
        /// A format 4 subtable's arrays of `segments` segments.
        case segmentArrays(segments: Int)
        /// A format 4 subtable's glyph id array entry for the code point `scalar`.
        case glyphIDArrayEntry(scalar: Int)
        /// A format 12 subtable's `count` groups.
        case groups(count: Int)
        /// A string of the name table.
        case nameString
    }
}
