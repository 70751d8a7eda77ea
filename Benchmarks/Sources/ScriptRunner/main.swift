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
//   swift run -c release ScriptRunner shape NAME [N …] [--api] [--dump DIR]
//
// One of issue 34's shapes (Shapes.swift) of about N views each (1,000, 10,000 and 100,000
// unless given): chain-images, chain-labels, chain-wrapping (a vertical chain in a root 320
// wide), stack (a vertical stack view of wrapping labels), row (a horizontal stack of images
// whose height nothing sets), grid (images in rows and columns), tree (a complete binary tree
// of views), equal (N views of equal widths side by side), cells (N independent roots with a
// wrapping label each). Built from a script through the shell's interpreter, or with --api
// through Layout's Scene; prints each N's time (best of three below 20,000 views, one run
// above), its peak memory so far, and the exponent of the cost from one N to the next
// (linear: 1); with --api, also the solver's pivots and the rows they rewrote. --dump DIR
// writes each N's solved systems to DIR/SHAPE-N.txt for Kiwi/run-kiwi.sh system. `chain images|labels|wrapping [N …]` is `shape chain-KIND`.
//
//   swift run -c release ScriptRunner system [--rounds N] FILE …
//
// Trellis's solver on those files, timed as kiwi_system times kiwi (SystemSolve.swift): the best
// and the median of N rounds (3 unless given), as `Kiwi/run-kiwi.sh system --rounds N` gives kiwi's.

import Foundation
import Layout
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
        if reply.error != nil {
            print("line \(n + 1) of the script failed: \(reply.output)")
            exit(1)
        }
    }
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

/// The API's time, and the solver's pivots and rows rewritten (the work, beside the time).
func runAPI(_ shape: Shape) -> (ms: Double, pivots: Int, rowsRewritten: Int) {
    let scene = Scene()
    let start = DispatchTime.now().uptimeNanoseconds
    do {
        _ = try shape.build(in: scene)
    } catch {
        print("\(shape.name) failed: \(error)")
        exit(1)
    }
    let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    let work = scene.solverStatistics
    return (ms, work.pivots, work.rowsRewritten)
}

/// The peak resident memory of this process so far, in MB (Linux: VmHWM).
func peakMemoryMB() -> Double? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
          let kB = Double(line.split(separator: " ").dropFirst().first ?? "") else { return nil }
    return kB / 1024
}

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "system" {
    var paths = Array(arguments.dropFirst())
    var rounds = 3
    if paths.first == "--rounds" {
        guard paths.count >= 2, let n = Int(paths[1]), (1...1_000).contains(n) else {
            print("usage: ScriptRunner system [--rounds N (1 to 1000)] FILE …")
            exit(2)
        }
        rounds = n
        paths.removeFirst(2)
    }
    for path in paths {
        do {
            let parsed = try SystemSolve.parse(try String(contentsOfFile: path, encoding: .utf8))
            let runs = try (0..<rounds).map { _ in try SystemSolve.solve(parsed) }
            let times = runs.map(\.ms).sorted()
            let count = parsed.solvers.reduce(0) { $0 + $1.count }
            let first = runs[0]
            print(String(format: "%@: %d solvers, %d variables, %d constraints: Trellis %.3f ms (best of %d; median %.3f; first %.3f, resident +%.1f KB a solver), %d values differ from the file's by > 0.5",
                         path, parsed.solvers.count, parsed.names.count, count, times[0], rounds, times[times.count / 2], first.ms,
                         Double(first.residentGrowth) / 1024 / Double(max(1, parsed.solvers.count)), first.differing))
            fflush(nil)
        } catch {
            print("\(path): \(error)")
            exit(1)
        }
    }
    exit(0)
}
if arguments.first == "chain" { arguments[0] = "shape"; if arguments.count > 1 { arguments[1] = "chain-" + arguments[1] } }
if arguments.first == "shape" {
    let name = arguments.dropFirst().first ?? ""
    let api = arguments.contains("--api")
    let dumpFolder = arguments.firstIndex(of: "--dump").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
    let counts = arguments.dropFirst(2).compactMap { Int($0) }
    var previous: (views: Int, ms: Double)?
    for n in counts.isEmpty ? [1_000, 10_000, 100_000] : counts {
        guard let shape = Shape(name, n) else {
            print("shape takes " + Shape.names.joined(separator: ", ") + ", not '\(name)'")
            exit(2)
        }
        let rounds = shape.views > 20_000 ? 1 : 3
        let best: Double
        var work = ""
        if api {
            let runs = (0..<rounds).map { _ in runAPI(shape) }
            best = runs.map(\.ms).min() ?? 0
            if let first = runs.first { work = ", \(first.pivots) pivots, \(first.rowsRewritten) rows rewritten" }
        } else {
            let lines = shape.script
            best = (0..<rounds).map { _ in run(lines) }.min() ?? 0
        }
        let exponent = previous.map { String(format: " (exponent %.2f)", log(best / $0.ms) / log(Double(shape.views) / Double($0.views))) } ?? ""
        let memory = peakMemoryMB().map { String(format: ", peak %.0f MB", $0) } ?? ""
        print(String(format: "%@ of %d views%@: %.1f ms%@", name, shape.views, api ? " (API)" : "", best, memory) + work + exponent)
        previous = (shape.views, best)
        fflush(nil)  // each figure as soon as it is taken, even into a pipe
        if let dumpFolder {
            let scene = Scene()
            _ = try? shape.build(in: scene)
            let path = dumpFolder + "/\(name)-\(n).txt"
            do {
                try SystemDump.text(of: scene.solvedSystems).write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                print("could not write \(path): \(error)")
                exit(1)
            }
        }
    }
    exit(0)
}

let sizes = arguments.compactMap { Int($0) }
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
