/// Reads a face's name from its `name` table, best effort: a missing or malformed table just
/// gives no name.
enum NameTableParser {
    /// The full name (name id 4), else the family name (1); Windows Unicode and Unicode
    /// platform strings are preferred to Macintosh Roman ones.
    static func fullName(in table: FontBytes) -> String? {
        (try? name(4, in: table)) ?? (try? name(1, in: table)) ?? nil
    }

    private static func name(_ id: UInt16, in table: FontBytes) throws(FontLoadError) -> String? {
        let count = Int(try table.uint16(table.start + 2, .headerField(table: "name", field: "count")))
        let storage = table.start + Int(try table.uint16(table.start + 4, .headerField(table: "name", field: "stringOffset")))
        var macintosh: String?
        for index in 0..<count {
            let record = table.start + 6 + index * 12
            let platform = try table.uint16(record, .recordField(table: "name", field: "platformID"))
            let encoding = try table.uint16(record + 2, .recordField(table: "name", field: "encodingID"))
            guard try table.uint16(record + 6, .recordField(table: "name", field: "nameID")) == id else { continue }
            let length = Int(try table.uint16(record + 8, .recordField(table: "name", field: "length")))
            let offset = storage + Int(try table.uint16(record + 10, .recordField(table: "name", field: "offset")))
            try table.check(offset, length, .nameString)
            let raw = table.bytes[offset..<offset + length]
            if platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10)) {
                var units: [UInt16] = []
                var at = raw.startIndex
                while at + 1 < raw.endIndex {
                    units.append(UInt16(raw[at]) << 8 | UInt16(raw[at + 1]))
                    at += 2
                }
                let text = String(decoding: units, as: UTF16.self)
                if !text.isEmpty { return text }
            } else if platform == 1, encoding == 0, macintosh == nil {
                // Macintosh Roman; names are ASCII in practice, anything else is replaced.
                macintosh = String(decoding: raw.map { $0 < 0x80 ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
            }
        }
        return macintosh
    }
}
