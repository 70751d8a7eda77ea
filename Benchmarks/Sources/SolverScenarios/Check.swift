import Cassowary

/// A workload gave a wrong answer. A benchmark of a wrong answer is worthless, so every workload
/// checks its result and throws this; the benchmark and the runner both fail loudly on it.
public struct ScenarioFailure: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// Equal within 1e-6, relative to the expected value's magnitude (at least 1).
@inline(__always)
func isClose(_ actual: Double, _ expected: Double) -> Bool {
    abs(actual - expected) <= 1e-6 * max(1, abs(expected))
}

func expect(_ actual: Double, _ expected: Double, _ what: @autoclosure () -> String) throws(ScenarioFailure) {
    guard isClose(actual, expected) else {
        throw ScenarioFailure("\(what()): got \(actual), expected \(expected)")
    }
}

func expect(_ condition: Bool, _ what: @autoclosure () -> String) throws(ScenarioFailure) {
    guard condition else { throw ScenarioFailure(what()) }
}
