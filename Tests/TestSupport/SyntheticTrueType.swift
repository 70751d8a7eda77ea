/// Builds a small TrueType file in memory for the loader tests, with knobs to break it.
///
/// The font: 1000 units per em, ascender 800, descender −200, line gap 90; glyph advances
/// 0 (.notdef) 500, 1 600, 2 700, 3 250, and glyph 4 past numberOfHMetrics (so it shares the
/// last advance, 250). The cmap maps space → 3, A → 1, B → 2, C → 4 (format 4 through the
/// glyph id array for A…C) and, in format 12, also U+1F600 → 2.
public struct SyntheticTrueType {
    public init() {}
    public var version: UInt32 = 0x0001_0000
    public var unitsPerEm: UInt16 = 1000
    public var magic: UInt32 = 0x5F0F_3CF5
    public var ascender: Int16 = 800
    public var descender: Int16 = -200
    public var lineGap: Int16 = 90
    public var advances: [UInt16] = [500, 600, 700, 250]
    public var numberOfHMetrics: UInt16?
    public var includeFormat4 = true
    public var includeFormat12 = true
    public var format4SegCountX2: UInt16?
    /// Format 4 segments by delta (start, end, delta) in place of the usual ones (the final
    /// 0xFFFF segment is added).
    public var format4DeltaSegments: [(UInt16, UInt16, UInt16)]?
    public var format12Groups: [(UInt32, UInt32, UInt32)] = [(0x20, 0x20, 3), (0x41, 0x42, 1), (0x43, 0x43, 4), (0x1F600, 0x1F600, 2)]
    public var extraCmapSubtableFormat6 = false
    public var fullName: String? = "Trellis Test Regular"
    public var omittedTables: Set<String> = []
    public var asCollection = false

    /// Where each table starts in the file built by the last call to `bytes()`.
    public private(set) var tableOffsets: [String: Int] = [:]
    /// Where the offset table starts (after a collection header).
    public var fontStart: Int { asCollection ? 16 : 0 }

    public mutating func bytes() -> [UInt8] {
        var tables: [(String, [UInt8])] = [
            ("cmap", cmap()), ("head", head()), ("hhea", hhea()), ("hmtx", hmtx()),
        ]
        if let fullName { tables.append(("name", name(fullName))) }
        tables.removeAll { omittedTables.contains($0.0) }

        var out: [UInt8] = []
        if asCollection {
            out += Array("ttcf".utf8) + be32(0x0001_0000) + be32(1) + be32(16)
        }
        out += be32(version) + be16(UInt16(tables.count)) + be16(0) + be16(0) + be16(0)
        var offset = out.count + 16 * tables.count
        var data: [UInt8] = []
        tableOffsets = [:]
        for (tag, body) in tables {
            out += Array(tag.utf8) + be32(0) + be32(UInt32(offset)) + be32(UInt32(body.count))
            tableOffsets[tag] = offset
            var padded = body
            while padded.count % 4 != 0 { padded.append(0) }
            data += padded
            offset += padded.count
        }
        return out + data
    }

    private func head() -> [UInt8] {
        var table = [UInt8](repeating: 0, count: 54)
        put(be32(0x0001_0000), into: &table, at: 0)
        put(be32(magic), into: &table, at: 12)
        put(be16(unitsPerEm), into: &table, at: 18)
        return table
    }

    private func hhea() -> [UInt8] {
        var table = [UInt8](repeating: 0, count: 36)
        put(be32(0x0001_0000), into: &table, at: 0)
        put(be16(UInt16(bitPattern: ascender)), into: &table, at: 4)
        put(be16(UInt16(bitPattern: descender)), into: &table, at: 6)
        put(be16(UInt16(bitPattern: lineGap)), into: &table, at: 8)
        put(be16(numberOfHMetrics ?? UInt16(advances.count)), into: &table, at: 34)
        return table
    }

    private func hmtx() -> [UInt8] {
        // Long metrics, then one left side bearing for glyph 4.
        advances.flatMap { be16($0) + be16(0) } + be16(0)
    }

    private func cmap() -> [UInt8] {
        var subtables: [(UInt16, UInt16, [UInt8])] = []
        if includeFormat4 { subtables.append((3, 1, format4())) }
        if includeFormat12 { subtables.append((3, 10, format12())) }
        if extraCmapSubtableFormat6 { subtables.append((1, 0, be16(6) + be16(10) + be16(0) + be16(0) + be16(0))) }
        var out = be16(0) + be16(UInt16(subtables.count))
        var offset = 4 + 8 * subtables.count
        var bodies: [UInt8] = []
        for (platform, encoding, body) in subtables {
            out += be16(platform) + be16(encoding) + be32(UInt32(offset))
            bodies += body
            offset += body.count
        }
        return out + bodies
    }

    /// Segments: space by delta; A…C through the glyph id array; the final 0xFFFF.
    private func format4() -> [UInt8] {
        if let segments = format4DeltaSegments {
            let all = segments + [(0xFFFF, 0xFFFF, 1)]
            var body = be16(UInt16(format4SegCountX2 ?? UInt16(all.count * 2))) + be16(0) + be16(0) + be16(0)
            body += all.flatMap { be16($0.1) } + be16(0) + all.flatMap { be16($0.0) } + all.flatMap { be16($0.2) }
            body += all.flatMap { _ in be16(0) }
            return be16(4) + be16(UInt16(truncatingIfNeeded: 6 + body.count)) + be16(0) + body
        }
        let segCount = 3
        let ends: [UInt16] = [0x20, 0x43, 0xFFFF]
        let starts: [UInt16] = [0x20, 0x41, 0xFFFF]
        let deltas: [UInt16] = [UInt16(truncatingIfNeeded: 3 - 0x20), 0, 1]
        // idRangeOffset[1] points from itself to glyphIdArray[0]: past idRangeOffset[1], [2].
        let rangeOffsets: [UInt16] = [0, UInt16(2 * (segCount - 1)), 0]
        let glyphIds: [UInt16] = [1, 2, 4]
        var body = be16(UInt16(format4SegCountX2 ?? UInt16(segCount * 2))) + be16(0) + be16(0) + be16(0)
        body += ends.flatMap(be16) + be16(0) + starts.flatMap(be16) + deltas.flatMap(be16)
        body += rangeOffsets.flatMap(be16) + glyphIds.flatMap(be16)
        return be16(4) + be16(UInt16(6 + body.count)) + be16(0) + body
    }

    private func format12() -> [UInt8] {
        let groups = format12Groups.flatMap { be32($0.0) + be32($0.1) + be32($0.2) }
        return be16(12) + be16(0) + be32(UInt32(16 + groups.count)) + be32(0) + be32(UInt32(format12Groups.count)) + groups
    }

    private func name(_ text: String) -> [UInt8] {
        let utf16 = Array(text.utf16).flatMap(be16)
        // format 0, one record: Windows, Unicode BMP, English (US), full name (4).
        return be16(0) + be16(1) + be16(6 + 12) + be16(3) + be16(1) + be16(0x409) + be16(4)
            + be16(UInt16(utf16.count)) + be16(0) + utf16
    }

    private func put(_ bytes: [UInt8], into table: inout [UInt8], at offset: Int) {
        for (index, byte) in bytes.enumerated() { table[offset + index] = byte }
    }
}

public func be16(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }
public func be32(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
}
