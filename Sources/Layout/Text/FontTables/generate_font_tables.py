#!/usr/bin/env python3
"""Writes BuiltInFontTables.swift: the metrics and advance widths of the DejaVu fonts
that Trellis measures text with when no font file is given.

Usage (from the package root):

    python3 Sources/Layout/Text/FontTables/generate_font_tables.py \
        [--fonts /usr/share/fonts/truetype/dejavu] \
        [--output Sources/Layout/Text/FontTables/BuiltInFontTables.swift]

Only the Python standard library is used. The fonts are read with `struct`: the table
directory, `head` (unitsPerEm), `hhea` (ascender, descender, lineGap, numberOfHMetrics),
`hmtx` (advance widths), `cmap` (formats 4 and 12) and `name` (family and version strings).
Nothing of the fonts is copied into the repository except these numbers.

DejaVu fonts are derived from Bitstream Vera: Copyright (c) 2003 by Bitstream, Inc.; the
DejaVu changes are in the public domain. Both are free to use and redistribute under the
Bitstream Vera Fonts licence (see https://dejavu-fonts.github.io/License.html).
"""

import argparse
import os
import struct
import sys

FONTS = [
    # (Swift name, file name)
    ("dejaVuSans", "DejaVuSans.ttf"),
    ("dejaVuSansBold", "DejaVuSans-Bold.ttf"),
    ("dejaVuSansMono", "DejaVuSansMono.ttf"),
]

# The code points the tables cover. Each range is inclusive; code points the font does not
# map are left out (the Swift side then falls back: see FontFace).
COVERAGE = [
    (0x0020, 0x007E, "Basic Latin"),
    (0x00A0, 0x00FF, "Latin-1 Supplement"),
    (0x0100, 0x017F, "Latin Extended-A"),
    (0x0180, 0x024F, "Latin Extended-B"),
    (0x0300, 0x036F, "Combining Diacritical Marks"),
    (0x0370, 0x03FF, "Greek and Coptic"),
    (0x0400, 0x04FF, "Cyrillic"),
    (0x2000, 0x206F, "General Punctuation"),
    (0x20A0, 0x20BF, "Currency Symbols"),
    (0x2100, 0x215F, "Letterlike Symbols, Number Forms"),
    (0x2190, 0x21FF, "Arrows"),
    (0x2200, 0x22FF, "Mathematical Operators"),
    (0x25A0, 0x25FF, "Geometric Shapes"),
]


class FontError(Exception):
    pass


class Font:
    def __init__(self, data):
        self.data = data
        self.tables = {}
        if len(data) < 12:
            raise FontError("file too short for an offset table")
        version, num_tables = struct.unpack_from(">IH", data, 0)
        if version not in (0x00010000, 0x74727565, 0x4F54544F):
            raise FontError("not a TrueType/OpenType font: version 0x%08X" % version)
        for i in range(num_tables):
            at = 12 + 16 * i
            tag, _checksum, offset, length = struct.unpack_from(">4sIII", data, at)
            if offset + length > len(data):
                raise FontError("table %r runs past the end of the file" % tag)
            self.tables[tag.decode("latin-1")] = (offset, length)

    def table(self, tag):
        if tag not in self.tables:
            raise FontError("missing table %r" % tag)
        return self.tables[tag][0]

    def units_per_em(self):
        return struct.unpack_from(">H", self.data, self.table("head") + 18)[0]

    def hhea(self):
        at = self.table("hhea")
        ascender, descender, line_gap = struct.unpack_from(">hhh", self.data, at + 4)
        (number_of_hmetrics,) = struct.unpack_from(">H", self.data, at + 34)
        return ascender, descender, line_gap, number_of_hmetrics

    def advances(self, number_of_hmetrics):
        at = self.table("hmtx")
        return [struct.unpack_from(">H", self.data, at + 4 * i)[0] for i in range(number_of_hmetrics)]

    def cmap(self):
        """Returns {code point: glyph id} from the best Unicode subtable (format 12, else 4)."""
        at = self.table("cmap")
        _version, count = struct.unpack_from(">HH", self.data, at)
        by_format = {}
        for i in range(count):
            platform, encoding, offset = struct.unpack_from(">HHI", self.data, at + 4 + 8 * i)
            sub = at + offset
            (fmt,) = struct.unpack_from(">H", self.data, sub)
            unicode = platform == 0 or (platform == 3 and encoding in (1, 10))
            if unicode and fmt in (4, 12):
                by_format.setdefault(fmt, sub)
        if 12 in by_format:
            return self._cmap12(by_format[12])
        if 4 in by_format:
            return self._cmap4(by_format[4])
        raise FontError("no Unicode cmap subtable in format 4 or 12")

    def _cmap4(self, sub):
        d = self.data
        (seg_count_x2,) = struct.unpack_from(">H", d, sub + 6)
        seg_count = seg_count_x2 // 2
        ends = sub + 14
        starts = ends + seg_count_x2 + 2
        deltas = starts + seg_count_x2
        range_offsets = deltas + seg_count_x2
        mapping = {}
        for s in range(seg_count):
            (end,) = struct.unpack_from(">H", d, ends + 2 * s)
            (start,) = struct.unpack_from(">H", d, starts + 2 * s)
            (delta,) = struct.unpack_from(">H", d, deltas + 2 * s)
            ro_at = range_offsets + 2 * s
            (range_offset,) = struct.unpack_from(">H", d, ro_at)
            for c in range(start, end + 1):
                if c == 0xFFFF:
                    continue
                if range_offset == 0:
                    glyph = (c + delta) & 0xFFFF
                else:
                    (glyph,) = struct.unpack_from(">H", d, ro_at + range_offset + 2 * (c - start))
                    if glyph != 0:
                        glyph = (glyph + delta) & 0xFFFF
                if glyph != 0:
                    mapping[c] = glyph
        return mapping

    def _cmap12(self, sub):
        d = self.data
        (groups,) = struct.unpack_from(">I", d, sub + 12)
        mapping = {}
        for g in range(groups):
            start, end, glyph = struct.unpack_from(">III", d, sub + 16 + 12 * g)
            for c in range(start, end + 1):
                if glyph + (c - start) != 0:
                    mapping[c] = glyph + (c - start)
        return mapping

    def name(self, name_id):
        """The first Windows Unicode (3, 1) or Macintosh Roman (1, 0) string with this name id."""
        at = self.table("name")
        _format, count, string_offset = struct.unpack_from(">HHH", self.data, at)
        found = None
        for i in range(count):
            platform, encoding, _language, nid, length, offset = struct.unpack_from(
                ">HHHHHH", self.data, at + 6 + 12 * i)
            if nid != name_id:
                continue
            raw = self.data[at + string_offset + offset: at + string_offset + offset + length]
            if platform == 3 and encoding == 1:
                return raw.decode("utf-16-be")
            if platform == 1 and encoding == 0 and found is None:
                found = raw.decode("mac-roman")
        return found or ""


def describe(font):
    ascender, descender, line_gap, number_of_hmetrics = font.hhea()
    advances = font.advances(number_of_hmetrics)

    def advance(glyph):
        return advances[glyph] if glyph < len(advances) else advances[-1]

    cmap = font.cmap()
    runs = []  # [(first code point, [advances])]
    for first, last, _name in COVERAGE:
        for c in range(first, last + 1):
            if c not in cmap:
                continue
            if runs and runs[-1][0] + len(runs[-1][1]) == c:
                runs[-1][1].append(advance(cmap[c]))
            else:
                runs.append((c, [advance(cmap[c])]))
    return {
        "family": font.name(1),
        "subfamily": font.name(2),
        "full": font.name(4),
        "version": font.name(5),
        "unitsPerEm": font.units_per_em(),
        "ascender": ascender,
        "descender": descender,
        "lineGap": line_gap,
        "missing": advance(0),
        "runs": runs,
    }


def swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def render(described):
    out = []
    out.append("// GENERATED by generate_font_tables.py: do not edit by hand; run the script again.")
    out.append("//")
    out.append("// Metrics (from `head` and `hhea`) and advance widths (from `hmtx` through `cmap`) of:")
    for swift_name, file_name in FONTS:
        d = described[swift_name]
        out.append("//   %s (%s), %s" % (d["full"], file_name, d["version"]))
    out.append("// DejaVu fonts are derived from Bitstream Vera (Copyright (c) 2003 by Bitstream, Inc.);")
    out.append("// the DejaVu changes are in the public domain. Free to use and redistribute under the")
    out.append("// Bitstream Vera Fonts licence: https://dejavu-fonts.github.io/License.html")
    out.append("//")
    out.append("// Coverage (code points the font does not map are left out):")
    for first, last, name in COVERAGE:
        out.append("//   U+%04X–U+%04X %s" % (first, last, name))
    out.append("")
    out.append("extension BuiltInFontTable {")
    for swift_name, file_name in FONTS:
        d = described[swift_name]
        out.append("    /// %s, %s, from %s." % (d["full"], d["version"], file_name))
        out.append("    static let %s = BuiltInFontTable(" % swift_name)
        out.append("        name: %s," % swift_string(d["full"]))
        out.append("        version: %s," % swift_string(d["version"]))
        out.append("        unitsPerEm: %d, ascender: %d, descender: %d, lineGap: %d," % (
            d["unitsPerEm"], d["ascender"], d["descender"], d["lineGap"]))
        out.append("        missingGlyphAdvance: %d," % d["missing"])
        out.append("        runs: [")
        for first, advances in d["runs"]:
            out.append("            BuiltInFontTable.Run(first: 0x%04X, advances: [" % first)
            for i in range(0, len(advances), 16):
                out.append("                " + ", ".join(str(a) for a in advances[i:i + 16]) + ",")
            out.append("            ]),")
        out.append("        ]")
        out.append("    )")
        out.append("")
    out[-1] = "}"
    return "\n".join(out) + "\n"


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fonts", default="/usr/share/fonts/truetype/dejavu")
    parser.add_argument("--output", default=os.path.join(here, "BuiltInFontTables.swift"))
    args = parser.parse_args()
    described = {}
    for swift_name, file_name in FONTS:
        path = os.path.join(args.fonts, file_name)
        try:
            with open(path, "rb") as f:
                described[swift_name] = describe(Font(f.read()))
        except (OSError, FontError, struct.error) as error:
            sys.exit("%s: %s" % (path, error))
    text = render(described)
    with open(args.output, "w", encoding="utf-8") as f:
        f.write(text)
    print("wrote %s (%d bytes)" % (args.output, len(text.encode("utf-8"))))


if __name__ == "__main__":
    main()
