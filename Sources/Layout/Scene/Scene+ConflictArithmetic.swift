import Cassowary

/// Why a set of required constraints cannot hold, as one line of arithmetic: the constraints
/// of a chain add up to a total that another constraint of the set contradicts
/// (`16 + ≥0 + 16 = ≥32`, but the height is 0).
public struct ConflictArithmetic: Sendable, Equatable {
    /// One constraint's share of the chain: exactly `value`, at least or at most it. The value
    /// is the constraint's own constant times `factor` (1 or −1 in a plain chain; a multiplier
    /// or a centre's half makes it another number).
    public struct Term: Sendable, Equatable {
        public let constraint: String
        public let value: Double
        /// `.equal`: exactly; `.greaterOrEqual`: at least; `.lessOrEqual`: at most.
        public let relation: Relation
        /// The constraint's constant, as written (`a == b + constant`).
        public let constant: Double
        public let factor: Double
    }

    /// The chain, in the set's order (links that add nothing, such as `a.top == b.top`, left out).
    public let terms: [Term]
    /// What the chain adds up to: `sum` exactly, at least or at most (nil: terms of both kinds,
    /// whose sum bounds nothing by itself).
    public let sum: Double
    public let sumRelation: Relation?
    /// The constraint the sum contradicts, and what it says the same quantity is.
    public let total: Term
}

extension Scene {
    /// The arithmetic of a conflict (a minimal set of required constraints that cannot hold):
    /// the one combination of its constraints in which every frame variable cancels (a Farkas
    /// certificate), read as a chain and its total. The total is an equality on one variable (a
    /// size): one of `preferredTotals` if it can be, else one the engine made, else the last;
    /// failing that, the constraint given up. Nil when the set is not minimal, or is too large
    /// to be worth a line.
    public func arithmetic(of conflict: ConflictReport, preferredTotals: Set<String> = []) -> ConflictArithmetic? {
        let ids = conflict.constraints
        guard ids.count >= 2, ids.count <= 64 else { return nil }
        // Each constraint as e(x) = a·x + c, with e == 0 or e >= 0.
        var rows: [(id: String, coefficients: [ObjectIdentifier: Double], constant: Double, isEquality: Bool)] = []
        // −1 where a `<=` row was turned over to read as `>=`.
        var signs: [Double] = []
        var variables: [ObjectIdentifier] = []
        var seen = Set<ObjectIdentifier>()
        for id in ids {
            guard let c = constraints[id]?.enforced ?? solverConstraint(id) else { return nil }
            let sign: Double = c.relation == .lessOrEqual ? -1 : 1
            var coefficients: [ObjectIdentifier: Double] = [:]
            for term in c.expression.terms {
                let key = ObjectIdentifier(term.variable)
                coefficients[key, default: 0] += sign * term.coefficient
                if seen.insert(key).inserted { variables.append(key) }
            }
            rows.append((id, coefficients, sign * c.expression.constant, c.relation == .equal))
            signs.append(sign)
        }
        // λ with Σ λᵢ aᵢ = 0: the null space of the k × n system, by elimination.
        guard var lambda = Self.nullVector(rows.map { row in variables.map { row.coefficients[$0] ?? 0 } }) else { return nil }
        // Inequalities take λ ≥ 0; then Σ λᵢ cᵢ < 0 is the contradiction.
        if rows.indices.contains(where: { !rows[$0].isEquality && lambda[$0] < -1e-9 }) { lambda = lambda.map { -$0 } }
        guard !rows.indices.contains(where: { !rows[$0].isEquality && lambda[$0] < -1e-9 }) else { return nil }
        var total = rows.indices.reduce(0.0) { $0 + lambda[$1] * rows[$1].constant }
        if rows.allSatisfy(\.isEquality), total > 0 {
            lambda = lambda.map { -$0 }
            total = -total
        }
        guard total < -1e-9 else { return nil }
        // The total: an equality on one variable (a size), the system's own first; else the
        // constraint given up.
        let single = rows.indices.filter { rows[$0].isEquality && rows[$0].coefficients.values.filter { abs($0) > 1e-12 }.count == 1 }
        let isSystem: (Int) -> Bool = { [constraints] in constraints[rows[$0].id]?.origin.isSystem == true }
        let t = single.last(where: { preferredTotals.contains(rows[$0].id) }) ?? single.last(where: isSystem) ?? single.last
            ?? ids.firstIndex(of: conflict.broken) ?? rows.count - 1
        guard abs(lambda[t]) > 1e-12 else { return nil }
        // a_t·x = Σ_{i≠t} (λᵢ/λ_t) cᵢ − Σ_{ineq} (λᵢ/λ_t) eᵢ, eᵢ ≥ 0.
        let lt = lambda[t]
        // Read so that the total's first variable (in the order the constraints name them) counts
        // up: a height, not minus one. (A dictionary's order would differ from run to run.)
        let leading = variables.lazy.compactMap { rows[t].coefficients[$0] }.first { abs($0) > 1e-12 } ?? 1
        let flip: Double = leading < 0 ? -1 : 1
        var terms: [ConflictArithmetic.Term] = []
        // Links that add nothing (`a.top == b.top`), kept aside: shown when they are all the chain.
        var links: [ConflictArithmetic.Term] = []
        var sum = 0.0
        var atLeast = false, atMost = false
        for i in rows.indices where i != t {
            // The row is `lhs − rhs` of `first == m·second + constant`: its constant is −constant.
            let factor = -flip * lambda[i] / lt * signs[i]
            let value = flip * lambda[i] * rows[i].constant / lt
            var relation = Relation.equal
            if !rows[i].isEquality {
                let slack = -flip * lambda[i] / lt
                if slack > 1e-12 { relation = .greaterOrEqual; atLeast = true }
                if slack < -1e-12 { relation = .lessOrEqual; atMost = true }
            }
            sum += value
            guard abs(lambda[i]) > 1e-12 else { continue }
            let term = ConflictArithmetic.Term(constraint: rows[i].id, value: Self.clean(value), relation: relation,
                                               constant: Self.clean(-signs[i] * rows[i].constant), factor: Self.clean(factor))
            if relation == .equal, abs(value) < 1e-9 { links.append(term) } else { terms.append(term) }
        }
        // A total contradicted by links alone (`0 + 0 ≠ 15`) is no constraint that cannot hold
        // on its own: the links are the chain.
        if terms.isEmpty { terms = links }
        let totalValue = -flip * rows[t].constant
        var totalRelation = Relation.equal
        if !rows[t].isEquality { totalRelation = flip > 0 ? .greaterOrEqual : .lessOrEqual }
        return ConflictArithmetic(terms: terms, sum: Self.clean(sum),
                                  sumRelation: atLeast && atMost ? nil : (atLeast ? .greaterOrEqual : atMost ? .lessOrEqual : .equal),
                                  total: .init(constraint: rows[t].id, value: Self.clean(totalValue), relation: totalRelation,
                                               constant: Self.clean(-signs[t] * rows[t].constant), factor: flip * signs[t]))
    }

    /// A vector λ ≠ 0 with λᵀM = 0 (M is k × n), when the space of such vectors is a line.
    static func nullVector(_ m: [[Double]]) -> [Double]? {
        let k = m.count
        guard k > 0 else { return nil }
        let n = m[0].count
        // Solve Mᵀλ = 0: n equations in k unknowns, by Gauss–Jordan elimination.
        var a = (0..<n).map { j in (0..<k).map { m[$0][j] } }
        var pivotColumns: [Int] = []
        var row = 0
        for col in 0..<k where row < n {
            guard let p = (row..<n).max(by: { abs(a[$0][col]) < abs(a[$1][col]) }), abs(a[p][col]) > 1e-9 else { continue }
            a.swapAt(row, p)
            let pv = a[row][col]
            for c in 0..<k { a[row][c] /= pv }
            for r in 0..<n where r != row && abs(a[r][col]) > 1e-12 {
                let f = a[r][col]
                for c in 0..<k { a[r][c] -= f * a[row][c] }
            }
            pivotColumns.append(col)
            row += 1
        }
        let free = (0..<k).filter { !pivotColumns.contains($0) }
        guard free.count == 1, let f = free.first else { return nil }
        var lambda = [Double](repeating: 0, count: k)
        lambda[f] = 1
        for (r, col) in pivotColumns.enumerated() { lambda[col] = -a[r][f] }
        return lambda
    }

    /// 31.999999999 → 32: the sums of a chain of decimal constants.
    static func clean(_ x: Double) -> Double {
        let r = (x * 1e6).rounded() / 1e6
        return r == 0 ? 0 : r
    }
}
