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
