// The four solver workloads of the scenarios (chain, cell, cell re-solve, resize), each checking
// its result. A wrong answer (or a solver error) fails that benchmark with the wrong value named
// ("*** WRONG RESULT OR SOLVER ERROR in …") and makes `swift package benchmark` exit non-zero: a
// benchmark of a wrong answer is worthless. (`Benchmark.error` alone is printed, but the run would
// still exit 0; see FailureLog.)
//
// Units, as the tables print them (all wall clock):
//   (a) chain N=…                           one fresh solve: variables, constraints, solver, add all, read all
//   (b) cell …                              one cell from scratch, likewise
//   (c) cell re-solve …: 10,000 rows        one pass over 10,000 rows; µs per row = figure / 10,000
//   (d) resize … set-up                     add all, first solve, read all
//   (d) resize … 1,000 widths               1,000 new widths; µs per width = figure (in µs) / 1,000

import Benchmark
import Foundation
import SolverScenarios

/// Wrong results seen by this benchmark process. The benchmark tool prints a benchmark's
/// `error(_:)` but still exits 0 for a plain run, and silences the process's own output while it
/// measures; so the first failure also makes the process exit non-zero at its end, which the tool
/// reports as a failed benchmark job and turns into a non-zero exit of `swift package benchmark`.
final class FailureLog: @unchecked Sendable {
    static let shared = FailureLog()
    private let lock = NSLock()
    private var count = 0

    func record(_ message: String) {
        let first = lock.withLock {
            count += 1
            return count == 1
        }
        if first {
            atexit { _exit(3) }
        }
        FileHandle.standardError.write((message + "\n").data(using: .utf8)!)
    }
}

func failureMessage(_ what: String, _ error: any Error) -> String {
    "*** WRONG RESULT OR SOLVER ERROR in \(what): \(error)"
}

/// Runs a measured body; an error (a wrong result, or the solver refusing a constraint) fails the
/// benchmark with the error named, and the whole run.
func mustSucceed(_ benchmark: Benchmark, _ body: () throws -> Void) {
    do {
        try body()
    } catch {
        let message = failureMessage(benchmark.name, error)
        FailureLog.shared.record(message)
        benchmark.error(message)
    }
}

/// The same for set-up and tear-down hooks, which report a thrown error themselves.
func mustSucceed(_ what: String, _ body: () throws -> Void) throws {
    do {
        try body()
    } catch {
        let message = failureMessage(what, error)
        FailureLog.shared.record(message)
        throw ScenarioFailure(message)
    }
}

/// Solver state built once, before the measured iterations.
final class Fixture<T>: @unchecked Sendable {
    var value: T?
}

let resolveRows = 10_000
let resizeSteps = 1_000

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 1,
        maxDuration: .seconds(3),
        maxIterations: 1_000
    )

    // (a) chain
    for n in [100, 1_000, 10_000] {
        let name = "(a) chain N=\(n)"
        Benchmark(name, configuration: .init(maxDuration: n >= 10_000 ? .seconds(8) : .seconds(3))) { benchmark in
            mustSucceed(benchmark) {
                let values = try Chain.solve(n: n)
                benchmark.stopMeasurement()
                try Chain.check(values)
            }
        }
    }

    // (b) cell from scratch
    for withImage in [true, false] {
        let name = "(b) cell \(withImage ? "with" : "without") image"
        Benchmark(name, configuration: .init(timeUnits: .nanoseconds)) { benchmark in
            mustSucceed(benchmark) {
                let cell = try Cell(withImage: withImage)
                let values = cell.readAll()
                benchmark.stopMeasurement()
                try cell.check(values, ih: 40)
            }
        }
    }

    // (c) cell re-solve over 10,000 rows
    for withImage in [true, false] {
        let name = "(c) cell re-solve \(withImage ? "with" : "without") image: 10,000 rows"
        let fixture = Fixture<Cell>()
        Benchmark(
            name,
            closure: { benchmark in
                mustSucceed(benchmark) { try fixture.value!.resolve(rows: 0..<resolveRows) }
            },
            setup: {
                try mustSucceed(name + " (setup)") {
                    let cell = try Cell(withImage: withImage)
                    try cell.check(cell.readAll(), ih: 40)
                    fixture.value = cell
                }
            },
            teardown: { fixture.value = nil }
        )
    }

    // (d) resize
    for variant in Resize.Variant.allCases {
        for n in [100, 1_000] {
            let setupName = "(d) resize \(variant.rawValue) N=\(n) set-up"
            Benchmark(setupName, configuration: .init(maxDuration: .seconds(5))) { benchmark in
                mustSucceed(benchmark) {
                    let resize = try Resize(n: n, variant: variant)
                    let values = resize.readAll()
                    benchmark.stopMeasurement()
                    try resize.check(values)
                }
            }

            let name = "(d) resize \(variant.rawValue) N=\(n): 1,000 widths"
            let fixture = Fixture<Resize>()
            Benchmark(
                name,
                configuration: .init(maxDuration: .seconds(5)),
                closure: { benchmark in
                    mustSucceed(benchmark) { try fixture.value!.resize(steps: 0..<resizeSteps) }
                },
                setup: {
                    try mustSucceed(name + " (setup)") {
                        let resize = try Resize(n: n, variant: variant)
                        try resize.check(resize.readAll())
                        fixture.value = resize
                    }
                },
                teardown: {
                    // The whole layout after the last width, not only W(N/2).
                    try mustSucceed(name + " (final layout)") {
                        if let resize = fixture.value { try resize.check(resize.readAll()) }
                    }
                    fixture.value = nil
                }
            )
        }
    }
}
