import Cassowary

/// What one tree's solver holds: its constraints (the engine's and yours, in the order they
/// were added, edit constraints left out) with the constant and priority each has now, and the
/// values it gives its variables. For tools that hand a scene's system to another solver: the
/// benchmarks give kiwi the very system Trellis solved.
public struct SolvedSystem {
    /// One constraint as the solver holds it: a constant changed in place (a label's height
    /// once its text wraps, a root's width) is the solver's, not the expression's.
    public struct Entry {
        public let constraint: Constraint
        /// The constant of `constraint.expression` in force.
        public let constant: Double
        public let priority: Priority
    }
    /// The root of the tree.
    public let root: String
    public let constraints: [Entry]
    public let values: [(variable: Variable, value: Double)]
}

extension Scene {
    /// Each tree's system, by root name.
    public var solvedSystems: [SolvedSystem] {
        solvers.sorted { $0.key < $1.key }.map { root, solver in
            let entries = solver.constraints.map { constraint in
                SolvedSystem.Entry(constraint: constraint, constant: solver.constant(of: constraint) ?? constraint.expression.constant,
                                   priority: solver.priority(of: constraint) ?? constraint.priority)
            }
            return SolvedSystem(root: root, constraints: entries, values: solver.values)
        }
    }
}
