// The table simulator's speed and scale, release mode:
//
//   swift run -c release TableRunner
//
// - precomputing the heights of the 1,997 sentences of ../shared/data/huckfinn.txt at 320 pt
//   (read from there when present; otherwise 1,997 generated sentences, and it says so), on one
//   and two threads, with the memo on and off, and `table verify` of every row;
// - 1,000,000 generated sentences with estimated heights: reload, memory a row, frames that
//   bring 11 to 14 new rows on screen (including their constraint solves);
// - a fling through the million rows with timing on;
// - 1,000 inserts at the top of the million rows, each with its frame (anchors uikit and top),
//   and the same at 10,000 rows, for the O(log n) claim.
// Every figure is a wall-clock measurement of this run; nothing is asserted.

import Foundation
import Layout
import TableSim

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
func ms(_ ns: UInt64) -> String { String(format: "%.3f ms", Double(ns) / 1e6) }

func textTemplate() throws -> CellTemplate {
    let scene = Scene()
    try scene.addView("cell")
    try scene.addView("body", kind: .label(Label(text: "", lines: 0)), parent: "cell")
    _ = try scene.addVisualFormat("H:|-6-[body]-6-|")
    _ = try scene.addVisualFormat("V:|-6-[body]-6-|")
    return try CellTemplate(recipe: CellRecipe.capture(root: "cell", from: scene), reuseIdentifier: "Text",
                            bindings: [Binding.field("body", .text, "text")])
}

func residentBytes() -> Int {
    let text = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
    let fields = text.split(separator: " ")
    return fields.count > 1 ? (Int(fields[1]) ?? 0) * 4096 : 0
}

let template = try textTemplate()
let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
let dataFile = here.appendingPathComponent("../../../../shared/data/huckfinn.txt").standardized.path
let sentences: [String]
if let text = try? String(contentsOfFile: dataFile, encoding: .utf8) {
    sentences = text.split(separator: "\n").map(String.init)
    print("== precompute the \(sentences.count) sentences of \(dataFile) at 320 pt (best of 7)")
} else {
    let generated = GeneratedRows(.sentences, count: 1997, seed: 7)
    sentences = (0..<generated.count).map { generated.row(at: $0).fields["text"]?.text ?? "" }
    print("== huckfinn.txt not found: precompute 1,997 generated sentences at 320 pt (best of 7)")
}
for memo in [true, false] {
    for threads in [1, 2] {
        var best = UInt64.max
        var solves = 0
        for _ in 0..<7 {
            let table = TableView(viewport: Size(width: 320, height: 568))
            table.layoutMemo = memo
            _ = try table.register(template)
            table.setData(RowList(texts: sentences))
            let start = now()
            let report = table.precomputeHeights(threads: threads)
            let elapsed = now() - start
            if elapsed < best { best = elapsed; solves = report.solves }
        }
        print("memo \(memo ? "on " : "off"), \(threads) thread\(threads == 1 ? " " : "s"): \(ms(best)) (\(solves) solves)")
    }
}

do {
    let table = TableView(viewport: Size(width: 320, height: 568))
    _ = try table.register(template)
    table.setData(RowList(texts: sentences))
    table.sizing = .precomputed(threads: 2)
    _ = table.reload()
    var best = UInt64.max
    var differ = -1
    for _ in 0..<5 {
        let start = now()
        let result = table.verify(rows: 0..<table.rowCount)
        best = min(best, now() - start)
        differ = result.differing.count
    }
    print("verify all \(sentences.count) rows against fresh layouts: \(ms(best)) (best of 5), \(differ) differ")
}

print("== 1,000,000 generated sentences")
let before = residentBytes()
let table = TableView(viewport: Size(width: 320, height: 568))
_ = try table.register(template)
table.setData(GeneratedRows(.sentences, count: 1_000_000, seed: 7))
for strategy in [SizingStrategy.estimated(.constant(44), cached: false), .selfSizing(.constant(44))] {
    table.sizing = strategy
    var best = UInt64.max
    for _ in 0..<5 {
        let start = now()
        _ = table.reload()
        best = min(best, now() - start)
    }
    print("\(strategy): reload \(ms(best)); \(String(format: "%.1f", table.bytesPerRow)) bytes a row in the table; "
          + "process grew \(String(format: "%.1f", Double(residentBytes() - before) / 1e6)) bytes a row")
}
for strategy in [SizingStrategy.estimated(.constant(44), cached: false), .selfSizing(.constant(44))] {
    table.sizing = strategy
    _ = table.reload()
    _ = table.scroll(to: 500_000 * 44)
    var byRows: [Int: [Double]] = [:]
    for _ in 0..<400 {
        let start = now()
        let frame = table.scroll(by: 880)
        let elapsed = Double(now() - start) / 1e6
        if let f = frame.first { byRows[f.rowsAppeared, default: []].append(elapsed) }
    }
    for k in byRows.keys.sorted() where (11...14).contains(k) {
        let v = (byRows[k] ?? []).sorted()
        guard let worst = v.last else { continue }
        print("\(strategy): frames bringing \(k) new rows: \(v.count), median \(String(format: "%.3f", v[v.count / 2])) ms, worst \(String(format: "%.3f", worst)) ms")
    }
}

print("== a fling through the million rows, timing on")
table.sizing = .selfSizing(.constant(44))
_ = table.reload()
table.resetStats()
table.clock = { DispatchTime.now().uptimeNanoseconds }
_ = table.fling(velocity: 8000)
let stats = table.stats
print("frames \(stats.timedFrames), over 16.7 ms \(stats.framesOver16ms), over 8.3 ms \(stats.framesOver8ms), longest \(ms(stats.longestFrameNanoseconds))")

print("== 1,000 inserts at the top of the million rows, each in its own frame")
/// Milliseconds of each of 1,000 single-row inserts at the top (with its frame), sorted, on a
/// self-sizing table of `rows` rows scrolled to its middle.
func insertsAtTheTop(rows: Int, anchor: ScrollAnchor) throws -> (times: [Double], rowCount: Int) {
    let t = TableView(viewport: Size(width: 320, height: 568))
    _ = try t.register(template)
    t.setData(GeneratedRows(.sentences, count: rows, seed: 7))
    t.sizing = .selfSizing(.constant(44))
    _ = t.reload()
    _ = t.scroll(to: Double(rows / 2) * 44)
    t.setAnchor(anchor)
    var times: [Double] = []
    for _ in 0..<1_000 {
        let start = now()
        _ = t.insertRows(continuing: 1, at: 0)
        times.append(Double(now() - start) / 1e6)
    }
    return (times.sorted(), t.rowCount)
}
for (name, anchor) in [("uikit", ScrollAnchor.uikit), ("top", .top)] {
    let (times, count) = try insertsAtTheTop(rows: 1_000_000, anchor: anchor)
    print("anchor \(name): \(count) rows; an insert and its frame: median \(String(format: "%.3f", times[times.count / 2])) ms, "
          + "99th percentile \(String(format: "%.3f", times[times.count * 99 / 100])) ms, worst \(String(format: "%.3f", times[times.count - 1])) ms")
}
// The same insert at 10,000 and at 1,000,000 rows: O(log n) costs about the same at both.
for n in [10_000, 1_000_000] {
    let times = try insertsAtTheTop(rows: n, anchor: .top).times
    print("\(n) rows, anchor top: median \(String(format: "%.3f", times[times.count / 2])) ms an insert and its frame")
}
