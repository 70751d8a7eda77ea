/// Bounds-checked big-endian reads from a region of a font file. Every read checks that it
/// lies inside the region (a table, or the whole file) and throws a ``FontLoadError`` saying
/// what was being read when it does not: malformed files never trap.
struct FontBytes {
    let bytes: [UInt8]
    /// The readable region: `start..<end`, within the file.
    let start: Int
    let end: Int
    /// The table the region holds (`"file"` for the whole file), for error messages.
    let name: String

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        start = 0
        end = bytes.count
        name = "file"
    }

    private init(bytes: [UInt8], start: Int, end: Int, name: String) {
        self.bytes = bytes
        self.start = start
        self.end = end
        self.name = name
    }

    /// The region `offset..<offset + length` (absolute offsets), which must lie inside this one.
    func region(at offset: Int, length: Int, name: String) throws(FontLoadError) -> FontBytes {
        try check(offset, length, "\(name) (\(length) bytes)")
        return FontBytes(bytes: bytes, start: offset, end: offset + length, name: name)
    }

    /// Throws unless `count` bytes at `offset` are inside the region.
    func check(_ offset: Int, _ count: Int, _ what: @autoclosure () -> String) throws(FontLoadError) {
        guard count >= 0, offset >= start, offset <= end, count <= end - offset else {
            let inFile = end == bytes.count ? "the file has \(bytes.count) bytes" : "\(name) ends at byte \(end)"
            throw FontLoadError(
                offset: max(0, min(offset, bytes.count)), kind: .truncated(needed: count),
                detail: "\(what()) at byte \(offset) runs past the end (\(inFile))")
        }
    }

    func uint8(_ offset: Int, _ what: @autoclosure () -> String) throws(FontLoadError) -> UInt8 {
        try check(offset, 1, what())
        return bytes[offset]
    }

    func uint16(_ offset: Int, _ what: @autoclosure () -> String) throws(FontLoadError) -> UInt16 {
        try check(offset, 2, what())
        return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    func int16(_ offset: Int, _ what: @autoclosure () -> String) throws(FontLoadError) -> Int16 {
        Int16(bitPattern: try uint16(offset, what()))
    }

    func uint32(_ offset: Int, _ what: @autoclosure () -> String) throws(FontLoadError) -> UInt32 {
        try check(offset, 4, what())
        return UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16
            | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }

    /// A four-character table tag, as text.
    func tag(_ offset: Int, _ what: @autoclosure () -> String) throws(FontLoadError) -> String {
        try check(offset, 4, what())
        return FontBytes.tagText(bytes[offset..<offset + 4])
    }

    static func tagText(_ raw: some Sequence<UInt8>) -> String {
        String(decoding: raw.map { (0x20..<0x7F).contains($0) ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
    }
}
