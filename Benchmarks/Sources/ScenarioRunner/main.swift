// The solver scenarios outside the benchmark harness:
//
//   swift run -c release ScenarioRunner check            run every workload once, check every result
//   swift run -c release ScenarioRunner time [FILTER]    ContinuousClock medians, in the scenarios' units
//   swift run -c release ScenarioRunner profile NAME [REPEATS]
//                                                        one workload only, for callgrind or perf
//   swift run -c release ScenarioRunner list             the workload names
//
// Every run checks its result and exits non-zero, naming the wrong value, if one is wrong.

import Foundation
import SolverScenarios

/// One workload: `run` does `repeats` measured repetitions and returns each one's duration,
/// already divided into the unit the scenarios report (per cell, per row, per width…).
struct Workload {
    let name: String
    let unit: String
    /// The unit's size in seconds (1e-3 for ms, 1e-6 for µs).
    let scale: Double
    let target: String
    let run: (_ repeats: Int) throws -> [Duration]
}

let clock = ContinuousClock()

func timed(_ body: () throws -> Void) rethrows -> Duration {
    let start = clock.now
    try body()
    return clock.now - start
}

let resolveRows = 10_000
let resizeSteps = 1_000

func workloads() -> [Workload] {
    var list: [Workload] = []
    for (n, target) in [(100, "-"), (1_000, "< 5 ms"), (10_000, "< 60 ms")] {
        list.append(Workload(name: "chain-\(n)", unit: "ms", scale: 1e-3, target: target) { repeats in
            try (0..<repeats).map { _ in
                var values: [Double] = []
                let d = try timed { values = try Chain.solve(n: n) }
                try Chain.check(values)
                return d
            }
        })
    }
    for withImage in [true, false] {
        let tag = withImage ? "image" : "noimage"
        list.append(Workload(name: "cell-\(tag)", unit: "µs/cell", scale: 1e-6, target: "< 10 µs") { repeats in
            try (0..<repeats).map { _ in
                var values: [Double] = []
                var cell: Cell? = nil
                let d = try timed {
                    let built = try Cell(withImage: withImage)
                    values = built.readAll()
                    cell = built
                }
                try cell!.check(values, ih: 40)
                return d
            }
        })
    }
    for withImage in [true, false] {
        let tag = withImage ? "image" : "noimage"
        list.append(Workload(name: "resolve-\(tag)", unit: "µs/row", scale: 1e-6, target: "< 0.25 µs") { repeats in
            let cell = try Cell(withImage: withImage)
            try cell.check(cell.readAll(), ih: 40)
            return try (0..<repeats).map { _ in
                try timed { try cell.resolve(rows: 0..<resolveRows) } / resolveRows
            }
        })
    }
    for variant in Resize.Variant.allCases {
        let tag = variant == .proportional ? "proportional" : "fill"
        for n in [100, 1_000] {
            list.append(Workload(name: "resize-\(tag)-\(n)-setup", unit: "ms", scale: 1e-3,
                                 target: n == 1_000 ? "< 50 ms" : "-") { repeats in
                try (0..<repeats).map { _ in
                    var values: [Double] = []
                    var resize: Resize? = nil
                    let d = try timed {
                        let built = try Resize(n: n, variant: variant)
                        values = built.readAll()
                        resize = built
                    }
                    try resize!.check(values)
                    return d
                }
            })
            list.append(Workload(name: "resize-\(tag)-\(n)-width", unit: "µs/width", scale: 1e-6,
                                 target: n == 1_000 ? "< 50 µs" : "-") { repeats in
                let resize = try Resize(n: n, variant: variant)
                try resize.check(resize.readAll())
                let durations = try (0..<repeats).map { _ in
                    try timed { try resize.resize(steps: 0..<resizeSteps) } / resizeSteps
                }
                try resize.check(resize.readAll())
                return durations
            })
        }
    }
    return list
}

func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

func format(_ value: Double) -> String {
    if value >= 100 { return String(format: "%.0f", value) }
    if value >= 10 { return String(format: "%.1f", value) }
    if value >= 1 { return String(format: "%.2f", value) }
    return String(format: "%.3f", value)
}

func fail(_ error: Error, in name: String) -> Never {
    FileHandle.standardError.write("FAILED \(name): \(error)\n".data(using: .utf8)!)
    exit(1)
}

let arguments = Array(CommandLine.arguments.dropFirst())
let all = workloads()

switch arguments.first ?? "time" {
case "list":
    for w in all { print(w.name) }

case "check":
    for w in all {
        do {
            _ = try w.run(1)
            print("ok  \(w.name)")
        } catch {
            fail(error, in: w.name)
        }
    }
    // Also the small sizes, where an off-by-one would show.
    do {
        for n in [1, 2, 3, 10, 37] { try Chain.check(try Chain.solve(n: n)) }
        for n in [2, 3, 10] {
            for variant in Resize.Variant.allCases {
                let r = try Resize(n: n, variant: variant)
                try r.check(r.readAll())
                try r.resize(steps: 0..<200)
                try r.check(r.readAll())
            }
        }
        print("ok  small sizes")
    } catch {
        fail(error, in: "small sizes")
    }

case "time":
    let filter = arguments.count > 1 ? arguments[1] : ""
    print("| workload | median | unit | min | runs | target |")
    print("| --- | ---: | --- | ---: | ---: | --- |")
    for w in all where filter.isEmpty || w.name.contains(filter) {
        do {
            // One run to warm up and to size the sample: about 3 s a workload, 5 to 101 runs.
            let first = try w.run(1)[0]
            let perRun = max(seconds(first), 1e-9)
            let factor = w.name.hasSuffix("-width") ? Double(resizeSteps)
                : w.name.hasPrefix("resolve") ? Double(resolveRows) : 1
            let repeats = min(101, max(5, Int(3 / (perRun * factor))))
            let samples = try w.run(repeats).map { seconds($0) / w.scale }
            print("| \(w.name) | \(format(median(samples))) | \(w.unit) | \(format(samples.min()!)) | \(repeats) | \(w.target) |")
        } catch {
            fail(error, in: w.name)
        }
    }

case "profile":
    guard arguments.count >= 2, let w = all.first(where: { $0.name == arguments[1] }) else {
        print("usage: ScenarioRunner profile NAME [REPEATS]; names: \(all.map(\.name).joined(separator: ", "))")
        exit(2)
    }
    let repeats = arguments.count > 2 ? Int(arguments[2]) ?? 1 : 1
    do {
        let samples = try w.run(repeats).map { seconds($0) / w.scale }
        print("\(w.name): median \(format(median(samples))) \(w.unit) over \(repeats) (checked)")
    } catch {
        fail(error, in: w.name)
    }

default:
    print("usage: ScenarioRunner check | time [FILTER] | profile NAME [REPEATS] | list")
    exit(2)
}
