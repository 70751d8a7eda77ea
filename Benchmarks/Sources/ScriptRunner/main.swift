// How a script's cost grows with its length, release mode:
//
//   swift run -c release ScriptRunner [LINES …]
//
// Writes the script itself: cells of five lines each (a root view, a multi-line label in it,
// H:, V:, and the root's width), 200 cells for 1,000 lines, and runs it through the shell's
// interpreter (Workspace.run, as `trellis script` does, without printing). Prints the best
// of three runs for 1,000 and 4,000 lines and one run for 20,000 (or the sizes given), and
// the ratio of 4,000 to 1,000 (linear is 4). Every figure is a wall-clock measurement of this
// run; nothing is asserted.
//
//   swift run -c release ScriptRunner chain images|labels|wrapping [N …]
//
// A vertical chain of N views in one root 320 wide (issue 34): each pinned 8 pt from both
// sides (H:|-8-[vI]-8-|) and 8 pt below the one before (V:[vI-1]-8-[vI]), then `frames` of
// the last. Images are 300×40, labels one line, wrapping labels lines=0 with two or three
// lines of text at that width. Prints each N's time (best of three) and the exponent of the
// cost between one N and the next (linear: 1).

import Foundation
import Shell

func script(lines: Int) -> [String] {
    var out: [String] = []
    out.reserveCapacity(lines)
    var i = 0
    while out.count < lines {
        let words = (0..<(8 + i % 23)).map { ["layout", "wraps", "cell", "text", "long", "several", "a", "the"][($0 + i) % 8] }
        for line in ["view c\(i)",
                     "label b\(i) in c\(i) \"Row \(i): \(words.joined(separator: " "))\" lines=0",
                     "H:|-6-[b\(i)]-6-|",
                     "V:|-6-[b\(i)]-6-|",
                     "c\(i).width = \(280 + i % 3 * 40)"] where out.count < lines {
            out.append(line)
        }
        i += 1
    }
    return out
}

func run(_ lines: [String]) -> Double {
    let workspace = Workspace()
    let start = DispatchTime.now().uptimeNanoseconds
    for (n, line) in lines.enumerated() {
        let reply = workspace.run(line, lineNumber: n + 1)
        if reply.error != nil { fatalError("line \(n + 1) failed: \(reply.output)") }
    }
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

/// The chain script of `count` views of `kind` (images, labels, wrapping).
func chain(_ kind: String, _ count: Int) -> [String]? {
    var out = ["view root width=320"]
    for i in 1...max(1, count) {
        switch kind {
        case "images": out.append("image v\(i) in root 300x40")
        case "labels": out.append("label v\(i) in root \"Row \(i)\"")
        case "wrapping": out.append("label v\(i) in root \"The quick brown fox jumps over the lazy dog, row \(i), and then some more words to wrap\" lines=0")
        default: return nil
        }
        out.append("H:|-8-[v\(i)]-8-|")
        out.append(i == 1 ? "V:|-8-[v1]" : "V:[v\(i - 1)]-8-[v\(i)]")
    }
    out.append("frames v\(max(1, count))")
    return out
}

if CommandLine.arguments.dropFirst().first == "chain" {
    let kind = CommandLine.arguments.dropFirst(2).first ?? "wrapping"
    let counts = CommandLine.arguments.dropFirst(3).compactMap { Int($0) }
    var previous: (n: Int, ms: Double)?
    for n in counts.isEmpty ? [250, 500, 1_000, 1_900] : counts {
        guard let lines = chain(kind, n) else {
            print("chain takes images, labels or wrapping, not \(kind)")
            exit(2)
        }
        let best = (0..<3).map { _ in run(lines) }.min() ?? 0
        let exponent = previous.map { " (exponent \(String(format: "%.2f", log(best / $0.ms) / log(Double(n) / Double($0.n)))))" } ?? ""
        print(String(format: "chain of %d %@: %.1f ms", n, kind, best) + exponent)
        previous = (n, best)
    }
    exit(0)
}

let sizes = CommandLine.arguments.dropFirst().compactMap { Int($0) }
var best: [Int: Double] = [:]
for size in sizes.isEmpty ? [1_000, 4_000, 20_000] : sizes {
    let lines = script(lines: size)
    let rounds = size > 10_000 ? 1 : 3
    let times = (0..<rounds).map { _ in run(lines) }
    best[size] = times.min()
    print("\(size) lines: " + times.map { String(format: "%.1f ms", $0) }.joined(separator: ", ")
          + String(format: " (best %.1f ms, %.1f µs a line)", times.min() ?? 0, (times.min() ?? 0) * 1000 / Double(size)))
}
if let a = best[1_000], let b = best[4_000] {
    print(String(format: "4,000 / 1,000 lines: %.2f× (linear: 4×)", b / a))
}
