import Cassowary

/// Workload (a): N variables x0…x(N-1), x0 == 0 (R), and for each link
/// x(i+1) >= x(i) + 10 (R) and x(i+1) == x(i) + 20 (250). Expected x(i) == 20·i.
public enum Chain {
    /// Fresh variables, constraints and solver; everything added, then every value read.
    public static func solve(n: Int) throws -> [Double] {
        precondition(n >= 1)
        let xs = (0..<n).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.add(xs[0] == 0)
        for i in 0..<(n - 1) {
            try solver.add(xs[i + 1] >= xs[i] + 10)
            try solver.add((xs[i + 1] == xs[i] + 20).priority(250))
        }
        return xs.map { solver.value(of: $0) }
    }

    /// Every x(i) == 20·i; the last, x(N-1) == 20·(N-1), is the one the scenarios name.
    public static func check(_ values: [Double]) throws(ScenarioFailure) {
        let n = values.count
        try expect(values[n - 1], 20 * Double(n - 1), "chain N=\(n): x\(n - 1)")
        for (i, value) in values.enumerated() {
            try expect(value, 20 * Double(i), "chain N=\(n): x\(i)")
        }
    }
}
