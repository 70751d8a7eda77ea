/// Bounds-checked big-endian reads from a region of a font file. Every read checks that it
/// lies inside the region (a table, or the whole file) and throws a ``FontLoadError`` with
/// what was being read when it does not: malformed files never trap.
struct FontBytes {
    let bytes: [UInt8]
    /// The readable region: `start..<end`, within the file.
    let start: Int
    let end: Int
    /// The tag of the table the region holds (nil for the whole file), for errors.
    let tableTag: String?

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        start = 0
        end = bytes.count
        tableTag = nil
    }

    private init(bytes: [UInt8], start: Int, end: Int, tag: String) {
        self.bytes = bytes
        self.start = start
        self.end = end
        tableTag = tag
    }

    /// The region of table `tag`, `offset..<offset + length` (absolute offsets), which must
    /// lie inside this one.
    func region(at offset: Int, length: Int, tag: String) throws(FontLoadError) -> FontBytes {
        try check(offset, length, .table(tag: tag, length: length))
        return FontBytes(bytes: bytes, start: offset, end: offset + length, tag: tag)
    }

    /// Throws unless `count` bytes at `offset` are inside the region.
    func check(_ offset: Int, _ count: Int, _ what: @autoclosure () -> FontLoadError.Read) throws(FontLoadError) {
        guard count >= 0, offset >= start, offset <= end, count <= end - offset else {
            // A table that ends where the file does is said to end with the file.
            let regionEnd: FontLoadError.RegionEnd
            if let tag = tableTag, end != bytes.count { regionEnd = .table(tag: tag, end: end) } else { regionEnd = .file(size: bytes.count) }
            throw FontLoadError(
                offset: max(0, min(offset, bytes.count)), kind: .truncated(needed: count),
                detail: .pastEnd(what(), at: offset, end: regionEnd))
        }
    }

    func uint8(_ offset: Int, _ what: @autoclosure () -> FontLoadError.Read) throws(FontLoadError) -> UInt8 {
        try check(offset, 1, what())
        return bytes[offset]
    }

    func uint16(_ offset: Int, _ what: @autoclosure () -> FontLoadError.Read) throws(FontLoadError) -> UInt16 {
        try check(offset, 2, what())
        return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    func int16(_ offset: Int, _ what: @autoclosure () -> FontLoadError.Read) throws(FontLoadError) -> Int16 {
        Int16(bitPattern: try uint16(offset, what()))
    }

    func uint32(_ offset: Int, _ what: @autoclosure () -> FontLoadError.Read) throws(FontLoadError) -> UInt32 {
        try check(offset, 4, what())
        return UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16
            | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }

    /// A four-character table tag, as text.
    func tag(_ offset: Int, _ what: @autoclosure () -> FontLoadError.Read) throws(FontLoadError) -> String {
        try check(offset, 4, what())
        return FontBytes.tagText(bytes[offset..<offset + 4])
    }

    static func tagText(_ raw: some Sequence<UInt8>) -> String {
        String(decoding: raw.map { (0x20..<0x7F).contains($0) ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
    }
}
