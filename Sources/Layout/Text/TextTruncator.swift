/// Builds the last line of text that is cut off by a line limit, with an ellipsis ("…",
/// U+2026) where text is left out.
///
/// The line is made from the rest of the paragraph the last visible line starts in, set on
/// one line. If that rest fits, the text is cut off by a later paragraph: the ellipsis goes
/// at the end whatever the mode. Otherwise:
/// - `tail` keeps the longest start that fits with "…" after it;
/// - `head` keeps the longest end that fits after "…";
/// - `middle` gives half the room to the start, the rest to the end, "…" between.
/// Cuts fall between grapheme clusters, and spaces next to the ellipsis are dropped. If not
/// even the ellipsis fits, the line is the ellipsis alone (wider than the line).
enum TextTruncator {
    static let ellipsis: Unicode.Scalar = "\u{2026}"

    private struct Cluster {
        var start: String.Index
        var end: String.Index
        var units: Int
        var isSpace: Bool
    }

    /// The truncated line starting at `start`: its text (empty unless `buildText`) and width
    /// in font units.
    static func truncate(
        _ scalars: String.UnicodeScalarView, from start: String.Index, face: FontFace,
        limitUnits: Double, mode: TextTruncation, buildText: Bool
    ) -> (text: String, units: Int) {
        let clusters = self.clusters(of: scalars, from: start, face: face)
        let ellipsisUnits = face.advance(of: ellipsis)
        let total = clusters.reduce(0) { $0 + $1.units }
        let room = limitUnits - Double(ellipsisUnits)

        var prefix = 0..<0  // cluster indices kept before the ellipsis
        var suffix = clusters.count..<clusters.count  // and after it
        var units = ellipsisUnits
        if Double(total) <= limitUnits || mode == .tail {
            let kept = longestPrefix(of: clusters, room: room)
            prefix = 0..<kept.count
            units += kept.units
        } else if mode == .head {
            let kept = longestSuffix(of: clusters, from: 0, room: room)
            suffix = kept.start..<clusters.count
            units += kept.units
        } else {
            let head = longestPrefix(of: clusters, room: room / 2)
            let tail = longestSuffix(of: clusters, from: head.count, room: room - Double(head.units))
            prefix = 0..<head.count
            suffix = tail.start..<clusters.count
            units += head.units + tail.units
        }
        guard buildText else { return ("", units) }
        var text = String.UnicodeScalarView()
        if let first = prefix.first, let last = prefix.last {
            text.append(contentsOf: scalars[clusters[first].start..<clusters[last].end])
        }
        text.append(ellipsis)
        if let first = suffix.first, let last = suffix.last {
            text.append(contentsOf: scalars[clusters[first].start..<clusters[last].end])
        }
        return (String(text), units)
    }

    /// The clusters from `start` to the end of its paragraph.
    private static func clusters(
        of scalars: String.UnicodeScalarView, from start: String.Index, face: FontFace
    ) -> [Cluster] {
        var clusters: [Cluster] = []
        var state = ClusterAdvance()
        var index = start
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let kind = LineBreakClass.of(scalar).kind
            if kind == .newline { break }
            let next = scalars.index(after: index)
            let (units, nextState) = state.advance(of: scalar, in: face)
            state = nextState
            if units == 0, !clusters.isEmpty {
                clusters[clusters.count - 1].end = next
            } else {
                clusters.append(Cluster(start: index, end: next, units: units, isSpace: kind == .space))
            }
            index = next
        }
        return clusters
    }

    /// How many clusters from the start fit in `room`, not counting trailing spaces (which are
    /// then left out), and their width.
    private static func longestPrefix(of clusters: [Cluster], room: Double) -> (count: Int, units: Int) {
        var running = 0
        var kept = (count: 0, units: 0)
        for (offset, cluster) in clusters.enumerated() {
            running += cluster.units
            if cluster.isSpace { continue }
            if Double(running) > room { break }
            kept = (offset + 1, running)
        }
        return kept
    }

    /// Where the longest run of clusters ending at the end and starting at or after `lowest`
    /// begins, such that it fits in `room` without its leading spaces, and its width.
    private static func longestSuffix(
        of clusters: [Cluster], from lowest: Int, room: Double
    ) -> (start: Int, units: Int) {
        var running = 0
        var kept = (start: clusters.count, units: 0)
        var offset = clusters.count - 1
        while offset >= lowest {
            let cluster = clusters[offset]
            running += cluster.units
            if !cluster.isSpace {
                if Double(running) > room { break }
                kept = (offset, running)
            }
            offset -= 1
        }
        return kept
    }
}
