import Notation
import TableSim

extension EstimateChart: Outcome {
    static let jsonKeys = [
        JSONKey("rows", "the table's rows (in buckets: the first and last row of a column)"),
        JSONKey("buckets", "the table cut in columns along its rows"),
        JSONKey("first", "a column's first row"), JSONKey("last", "a column's last row"),
        JSONKey("measured", "rows of the column whose height was asked"),
        JSONKey("meanError", "the mean of actual − estimate over them"), JSONKey("largestError", "the largest |actual − estimate|"),
        JSONKey("frames", "the last frames (frame, heightRequests, ms or null)"),
        JSONKey("frame", "the frame's number"), JSONKey("heightRequests", "its height requests"),
        JSONKey("ms", "how long it took, with timing on; else null"),
    ]

    func text(_ printer: OutcomePrinter) -> String {
        guard !buckets.isEmpty else { return "no rows yet (table data …)" }
        var lines = ["estimate error along the table (actual − estimate, mean over \(rowCount / max(1, buckets.count)) rows a column;"
                     + " blank: not measured yet):"]
        let largest = buckets.map { abs($0.meanError) }.max() ?? 0
        lines += Self.bars(buckets.map { $0.measured == 0 ? nil : $0.meanError }, scale: largest)
        lines.append("row 0" + String(repeating: " ", count: max(1, buckets.count - 5 - String(rowCount - 1).count)) + "\(rowCount - 1)")
        if !frames.isEmpty {
            let timed = frames.compactMap(\.nanoseconds)
            if timed.count == frames.count {
                let ms = timed.map { Double($0) / 1_000_000 }
                lines.append("")
                lines.append("time per frame, the last \(frames.count) frames (longest \(show(ms.max() ?? 0)) ms; budgets 8.3 and 16.7 ms):")
                lines += Self.bars(ms, scale: max(ms.max() ?? 0, 8.3))
            }
            let requests = frames.map { Double($0.heightRequests) }
            lines.append("")
            lines.append("height requests per frame, the last \(frames.count) frames (most \(show(requests.max() ?? 0))):")
            lines += Self.bars(requests, scale: requests.max() ?? 0)
        }
        return lines.joined(separator: "\n")
    }

    func json(_ printer: OutcomePrinter) -> JSON {
        .object([
            ("rows", .number(Double(rowCount))),
            ("buckets", .array(buckets.map { b in
                .object([("first", .number(Double(b.rows.lowerBound))), ("last", .number(Double(b.rows.upperBound))),
                         ("measured", .number(Double(b.measured))), ("meanError", .number(b.meanError)),
                         ("largestError", .number(b.largestError))])
            })),
            ("frames", .array(frames.map { f in
                .object([("frame", .number(Double(f.frame))), ("heightRequests", .number(Double(f.heightRequests))),
                         ("ms", f.nanoseconds.map { .number(Double($0) / 1e6) } ?? .null)])
            })),
        ])
    }

    /// Columns of block characters, four rows high, for values of either sign around zero.
    private static func bars(_ values: [Double?], scale: Double) -> [String] {
        let blocks: [Character] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
        let height = 4
        guard scale > 0 else { return [String(repeating: "▁", count: values.count) + "  0"] }
        let hasNegative = values.contains { ($0 ?? 0) < 0 }
        func column(_ v: Double?, up: Bool) -> [Character] {
            guard let v, (up ? v > 0 : v < 0) else { return Array(repeating: " ", count: height) }
            let eighths = Int(saturating: (abs(v) / scale * Double(height * 8)).rounded(.up))
            return (0..<height).map { level in
                let filled = min(8, max(0, eighths - level * 8))
                return blocks[filled]
            }
        }
        let ups = values.map { column($0, up: true) }
        var rows: [String] = (0..<height).reversed().map { level in String(ups.map { $0[level] }) }
        let label = show((scale * 10).rounded() / 10)
        rows[0] += "  \(label)"
        rows[height - 1] += "  0"
        if hasNegative {
            let downs = values.map { column($0, up: false) }
            rows += (0..<height).map { level in String(downs.map { d in d[level] == " " ? " " : "▒" }) }
            rows[rows.count - 1] += "  −\(label)"
        }
        return rows
    }
}
