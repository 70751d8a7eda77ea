// swift-tools-version:6.1
import PackageDescription

// Benchmarks of the Cassowary solver: the four workloads of the solver scenarios (chain, cell,
// cell re-solve, resize), run with `swift package benchmark` (ordo-one's benchmark package, once
// called package-benchmark; both names point at the same 1.38.1, and the tool asks for the new one).
// A separate package, so that the main package does not depend on the benchmark tooling.
//
//   swift package benchmark                          the benchmarks (release build, checked results)
//   swift run -c release ScenarioRunner check        every workload once, every result checked
//   swift run -c release ScenarioRunner time         plain ContinuousClock medians, in the scenarios' units
//   swift run -c release ScenarioRunner profile NAME one workload, for callgrind
//   swift run -c release TableRunner                 the table simulator's speed and scale
//   swift run -c release ScriptRunner                a script of 1,000, 4,000 and 20,000 lines
//   swift run -c release IBRunner                    Interface Builder documents read and laid out
//   swift run -c release LiveRunner                  a line in the shell to the live page's new state
//   Kiwi/run-kiwi.sh                                 the same scenarios against kiwi (C++), for comparison
let package = Package(
    name: "TrellisBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        // Named, because a path dependency is otherwise known by its folder's name (main, wt-…).
        .package(name: "Trellis", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The workloads and their checks, shared by the benchmarks and the plain runner.
        .target(
            name: "SolverScenarios",
            dependencies: [.product(name: "Cassowary", package: "Trellis")],
            path: "Sources/SolverScenarios"
        ),
        .executableTarget(
            name: "TableRunner",
            dependencies: [
                .product(name: "Layout", package: "Trellis"),
                .product(name: "TableSim", package: "Trellis"),
            ],
            path: "Sources/TableRunner"
        ),
        .executableTarget(
            name: "ScriptRunner",
            dependencies: [
                .product(name: "Shell", package: "Trellis"),
                .product(name: "Layout", package: "Trellis"),
                .product(name: "Cassowary", package: "Trellis"),
            ],
            path: "Sources/ScriptRunner"
        ),
        .executableTarget(
            name: "LiveRunner",
            dependencies: [
                .product(name: "Live", package: "Trellis"),
                .product(name: "Shell", package: "Trellis"),
            ],
            path: "Sources/LiveRunner"
        ),
        .executableTarget(
            name: "IBRunner",
            dependencies: [.product(name: "InterfaceBuilder", package: "Trellis")],
            path: "Sources/IBRunner"
        ),
        .executableTarget(
            name: "ScenarioRunner",
            dependencies: ["SolverScenarios"],
            path: "Sources/ScenarioRunner"
        ),
        .executableTarget(
            name: "SolverBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                "SolverScenarios",
            ],
            path: "Benchmarks/SolverBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
